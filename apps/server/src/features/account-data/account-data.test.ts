/**
 * What we hold about a seeker, as a whole, on real PostgreSQL and a real storage directory: the export
 * holds every table's rows about them (found independently, by searching every row of every table for
 * their id and addresses); asking for deletion ends their sessions and hides them, signing in keeps the
 * account; once removed, they appear in no row of any table (orders kept, anonymised) and in no file.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { JOB_QUEUE_SCHEMA } from "@portal/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { createFileStorage } from "../../storage/create-storage.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForOutbox, waitForQueue } from "../../testing/test-client.ts";
import { filesUnder } from "../../testing/test-files.ts";
import { multipart, png } from "../../testing/test-images.ts";
import { payInSandbox } from "../../testing/test-sandbox.ts";
import { purgeAccount } from "./index.ts";

let testApp: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "portal-account-data-"));
  testApp = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(storageDir, { recursive: true, force: true });
});

function storedFiles(): Promise<string[]> {
  return filesUnder(storageDir);
}

/** Every row of every table (ours and the job queue's) whose text contains one of `needles`, by table. */
async function rowsMentioning(needles: readonly string[]): Promise<Map<string, string[]>> {
  const { rows: tables } = await testApp.pool.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_schema IN ('public', $1) AND table_type = 'BASE TABLE'`,
    [JOB_QUEUE_SCHEMA],
  );
  const found = new Map<string, string[]>();
  for (const { name } of tables) {
    const { rows } = await testApp.pool.query<{ text: string }>(
      `SELECT t::text AS text FROM ${name} t WHERE t::text ILIKE ANY($1::text[])`,
      [needles.map((needle) => `%${needle}%`)],
    );
    if (rows.length > 0)
      found.set(
        name.replace(/^public\./, ""),
        rows.map((row) => row.text),
      );
  }
  return found;
}

async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data);
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(String(entry.fileName), Buffer.concat(chunks));
  }
  return entries;
}

/** A seeker with something in most features: resume, photo, alert, saved job, application, order, callback. */
async function busySeeker() {
  const tag = randomUUID().slice(0, 8);
  // A name found nowhere else (letters only, as the name rule wants).
  const name = `Zephyra ${[...tag].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join("")}`;
  const client = new TestClient(testApp.app, { host: "in.localhost" });
  const email = `zephyra.${tag}@example.com`;
  // A guest job alert with the address, made before the account existed.
  const guest = new TestClient(testApp.app, { host: "in.localhost" });
  expect((await guest.post("/api/job-alerts", { search: "query=java", email })).statusCode).toBe(200);
  const seeker = await registerSeeker(client, { name, email });
  const profile = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
  expect(profile.statusCode).toBe(201);
  const profileId = profile.json().data.profile.id as string;
  const resumeText = `${name}\n${email}\nJava developer, 5 years, Pune.\nSkills: Java, Spring, SQL`;
  const resume = multipart([
    { name: "profileId", data: profileId },
    { name: "file", filename: "zephyra.txt", contentType: "text/plain", data: Buffer.from(resumeText) },
  ]);
  const uploaded = await client.post("/api/seeker/resumes", resume.body, {
    headers: { "content-type": resume.contentType },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const photo = multipart([
    { name: "file", filename: "me.png", contentType: "image/png", data: await png() },
  ]);
  const avatar = await client.post("/api/seeker/avatar", photo.body, {
    headers: { "content-type": photo.contentType },
  });
  expect(avatar.statusCode, avatar.body).toBe(200);
  const { rows } = await testApp.pool.query<{ id: string }>(
    "SELECT id FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now() ORDER BY id LIMIT 2",
  );
  const [first, second] = rows.map((row) => Number(row.id));
  expect((await client.send("PUT", `/api/seeker/saved-jobs/${first}`)).statusCode).toBe(200);
  const applied = await client.post("/api/seeker/applications", { jobIds: [second], profileId });
  expect(applied.statusCode, applied.body).toBe(200);
  expect((await client.post("/api/job-alerts", { search: "query=spring" })).statusCode).toBe(200);
  expect(
    (
      await client.post("/api/callback-requests", {
        diallingCode: seeker.diallingCode,
        mobile: seeker.mobile,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await client.put("/api/seeker/notification-preferences", { marketing: { email: true } })).statusCode,
  ).toBe(200);
  // An assessment under way, the welcome screen and an A/B exposure.
  expect((await client.post("/api/seeker/assessments/java/attempts")).statusCode).toBe(200);
  expect((await client.get("/api/seeker/splash-screen")).json().data.screen).not.toBeNull();
  expect((await client.post("/api/seeker/splash-screen", { exit: "profile" })).statusCode).toBe(200);
  // A paid order: kept after deletion, without the buyer.
  const catalogue = (await client.get("/api/career-services")).json().data;
  const writing = catalogue.services.find(
    (service: { serviceId: string }) => service.serviceId === "resume-writing",
  );
  await client.post("/api/cart/items", { planId: writing.plans[0].id });
  const started = await client.post("/api/seeker/orders", { checkoutKey: randomUUID(), mode: "card" });
  expect(started.statusCode, started.body).toBe(200);
  await payInSandbox(client, started.json().data.redirectUrl, "paid");
  // The e-mails sent meanwhile (alert confirmation, address check, receipt) are in the outbox too.
  await waitForOutbox(testApp.pool, email, { template: "order-receipt" });
  await waitForQueue(testApp.pool, "notifications.deliver");
  // The uploaded resume is scored in the background: its row too is about them.
  await waitForQueue(testApp.pool, "resumeScore.refresh");
  return { client, seeker, name, email, orderId: started.json().data.orderId as string };
}

describe("account data", () => {
  it("exports every table's rows about the seeker and their files, without secrets", async () => {
    const { client, seeker, email } = await busySeeker();
    const response = await client.get("/api/account/export");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(String(response.headers["content-disposition"])).toMatch(/^attachment; filename="my-data-/);
    const entries = await unzip(response.rawPayload);
    const document = JSON.parse(String(entries.get("data.json"))) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    const exported = JSON.stringify(document.tables);

    // Found independently of the export: every table holding a row that names them.
    const mentioned = await rowsMentioning([seeker.id, email, seeker.mobile]);
    // Work waiting on the queue (and its partitions) is not data kept about them.
    for (const table of mentioned.keys())
      if (table.startsWith(`${JOB_QUEUE_SCHEMA}.`)) mentioned.delete(table);
    expect([...mentioned.keys()].length).toBeGreaterThan(10);
    for (const [table, rows] of mentioned) {
      expect(document.tables[table]?.length ?? 0, table).toBeGreaterThanOrEqual(rows.length);
    }
    expect(document.tables.orders?.[0]).toMatchObject({ buyer_email: email });
    expect(document.tables.job_alerts?.some((alert) => alert.user_id === null)).toBe(true);
    // No secrets: password hashes, session tokens, storage keys.
    expect(exported).not.toMatch(/scrypt\$|"(password_hash|token_hash|code_hash|storage_key)"/);

    // The files: the resume as uploaded, the photo.
    const files = [...entries.keys()].filter((name) => name.startsWith("files/"));
    expect(files.some((name) => /^files\/resumes\/[0-9a-f-]+-zephyra\.txt$/.test(name))).toBe(true);
    expect(files.some((name) => name.startsWith("files/avatars/"))).toBe(true);
    const resume = [...entries].find(([name]) => name.startsWith("files/resumes/"))?.[1];
    expect(String(resume)).toContain(email);

    // Only its owner, logged in.
    const stranger = new TestClient(testApp.app, { host: "in.localhost" });
    expect((await stranger.get("/api/account/export")).statusCode).toBe(401);
  });

  it("deletion: sessions end at once, signing in keeps the account, and afterwards they appear nowhere", async () => {
    const { client, seeker, name, email, orderId } = await busySeeker();
    const before = await storedFiles();
    expect(before.length).toBeGreaterThanOrEqual(2);

    // The password is asked for, and a wrong one changes nothing.
    const wrong = await client.post("/api/account/deletion", { password: "Wrong123" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: "password" });
    const pending = async () =>
      (
        await testApp.pool.query<{ at: Date | null }>(
          "SELECT deletion_requested_at AS at FROM users WHERE id = $1",
          [seeker.id],
        )
      ).rows[0]?.at ?? null;
    expect(await pending()).toBeNull();

    const asked = await client.post("/api/account/deletion", { password: seeker.password });
    expect(asked.statusCode, asked.body).toBe(200);
    const dueAt = new Date(asked.json().data.dueAt);
    expect(dueAt.getTime() - Date.now()).toBeGreaterThan(13 * 24 * 3600 * 1000);
    expect(await pending()).not.toBeNull();
    // Every session has ended; nothing is removed before the grace period, even if the task runs.
    expect((await client.get("/api/account/sessions")).statusCode).toBe(401);
    expect(
      await purgeAccount(
        testApp.pool,
        createFileStorage({ driver: "local", directory: storageDir }),
        seeker.id,
      ),
    ).toBe(false);
    expect((await testApp.pool.query("SELECT 1 FROM users WHERE id = $1", [seeker.id])).rowCount).toBe(1);

    // Logging in again keeps the account.
    const login = await client.post("/api/rio/login", { email, password: seeker.password });
    expect(login.statusCode, login.body).toBe(200);
    expect(await pending()).toBeNull();

    // Asked again, and the grace period passes.
    expect((await client.post("/api/account/deletion", { password: seeker.password })).statusCode).toBe(200);
    await testApp.pool.query(
      "UPDATE users SET deletion_requested_at = now() - interval '15 days' WHERE id = $1",
      [seeker.id],
    );
    await waitForQueue(testApp.pool, "notifications.deliver");
    const { rows: due } = await testApp.pool.query<{ id: string }>("SELECT id FROM users WHERE id = $1", [
      seeker.id,
    ]);
    expect(due).toHaveLength(1);
    const storage = createFileStorage({ driver: "local", directory: storageDir });
    expect(await purgeAccount(testApp.pool, storage, seeker.id)).toBe(true);

    // Nowhere: no row of any table names them, their files are gone, no file holds their name.
    expect(await rowsMentioning([seeker.id, email, seeker.mobile, name])).toEqual(new Map());
    const after = new Set(await storedFiles());
    const theirs = before.filter((file) => !after.has(file));
    expect(theirs.length).toBeGreaterThanOrEqual(2);
    for (const file of after) expect(String(await readFile(file)), file).not.toContain(name);
    // The order stays for the tax books, paid and anonymised.
    const { rows: orders } = await testApp.pool.query(
      "SELECT user_id, buyer_name, buyer_email, status FROM orders WHERE id = $1",
      [orderId],
    );
    expect(orders).toEqual([{ user_id: null, buyer_name: "", buyer_email: "", status: "paid" }]);
    expect(await purgeAccount(testApp.pool, storage, seeker.id)).toBe(false);
  });
});
