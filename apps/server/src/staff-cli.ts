/**
 * `npm run staff -- add <email> <name…>`: makes a staff account (the job review queue at /staff/review).
 * Staff never register; an operator makes each account here. The password is read from STAFF_PASSWORD,
 * so it stays out of the shell's history, and must meet the password rule every account meets.
 *
 * Opens the database the portal uses (DATABASE_URL, else the embedded cluster under DATA_DIR).
 */
import { migrateDatabase, openDatabase } from "@portal/db";
import { isValidPassword } from "@portal/domain";
import { ConfigError, loadConfig } from "./config.ts";
import { createStaffAccount } from "./features/accounts/index.ts";

const USAGE = "usage: STAFF_PASSWORD=… npm run staff -- add <email> <name…>";

async function main(): Promise<number> {
  const [command, email, ...nameParts] = process.argv.slice(2);
  const name = nameParts.join(" ").trim();
  const password = process.env.STAFF_PASSWORD ?? "";
  if (command !== "add" || !email || !name) {
    console.error(USAGE);
    return 2;
  }
  if (!isValidPassword(password)) {
    console.error("STAFF_PASSWORD does not meet the password rule (8 to 64 characters, letters and digits).");
    return 2;
  }
  const config = loadConfig({ LOG_LEVEL: "silent", ...process.env });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/postgres`,
    port: config.embeddedPostgresPort,
    applicationName: "job-portal-staff-cli",
  });
  try {
    await migrateDatabase(database.pool);
    await createStaffAccount(database.pool, { email, name, password });
    console.log(`Staff account ${email.toLowerCase()} made; it logs in at /staff/login.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
