import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, STATEMENT_TIMEOUT_MS } from "./client.ts";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("openDatabase with the embedded server", () => {
  let parent: string;
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), "portal-client-test-"));
    // mkdtemp makes 0700 directories; as root, the server's own user must be able to enter it.
    await chmod(parent, 0o755);
    dataDir = path.join(parent, "postgres");
    port = await freePort();
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it("creates a cluster and the portal database on first use", async () => {
    const messages: string[] = [];
    const database = await openDatabase({ dataDir, port, log: (message) => messages.push(message) });
    try {
      expect(database.isEmbedded).toBe(true);
      // Reached through the Unix socket in its data directory (TCP stays open on 127.0.0.1 for tools).
      expect(database.url).toBe(
        `postgres://portal:portal@127.0.0.1:${port}/portal?host=${encodeURIComponent(dataDir)}`,
      );
      const { rows } = await database.pool.query<{
        db: string;
        timeout: string;
        encoding: string;
        address: string | null;
      }>(
        "SELECT current_database() AS db, current_setting('statement_timeout') AS timeout, current_setting('server_encoding') AS encoding, inet_client_addr() AS address",
      );
      expect(rows[0]).toEqual({
        db: "portal",
        timeout: `${STATEMENT_TIMEOUT_MS / 1000}s`,
        encoding: "UTF8",
        address: null,
      });
      await database.pool.query("CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')");
      expect(messages.some((message) => message.startsWith("Creating an embedded PostgreSQL cluster"))).toBe(
        true,
      );
    } finally {
      await database.close();
    }
  }, 60_000);

  it("keeps the data across restarts", async () => {
    const database = await openDatabase({ dataDir, port });
    try {
      const { rows } = await database.pool.query("SELECT value FROM kept");
      expect(rows).toEqual([{ value: "still here" }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("starts despite a lock file left by a killed run whose pid now belongs to another program", async () => {
    // This test process is alive and certainly not PostgreSQL: the situation after a pid was reused.
    await writeFile(
      path.join(dataDir, "postmaster.pid"),
      `${process.pid}\n${dataDir}\n0\n${port}\n\n127.0.0.1\n`,
    );
    const database = await openDatabase({ dataDir, port });
    try {
      const { rows } = await database.pool.query("SELECT value FROM kept");
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("explains when the server's user cannot reach the data directory", async () => {
    const locked = await mkdtemp(path.join(tmpdir(), "portal-locked-"));
    try {
      await expect(openDatabase({ dataDir: path.join(locked, "postgres"), port })).rejects.toThrow(
        process.getuid?.() === 0 ? /cannot enter/ : /./,
      );
    } finally {
      await rm(locked, { recursive: true, force: true });
    }
  });

  it("refuses a data directory that is something else", async () => {
    const notEmpty = await mkdtemp(path.join(parent, "not-empty-"));
    await writeFile(path.join(notEmpty, "note.txt"), "mine");
    await expect(openDatabase({ dataDir: notEmpty, port })).rejects.toThrow(
      /neither empty nor a PostgreSQL data directory/,
    );
  });
});
