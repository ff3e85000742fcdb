/**
 * The database goes away under a running portal and comes back: the process lives on (no unhandled
 * error, also from a connection a request holds at that moment), /readyz and the API answer 503 with a
 * clear message meanwhile, and it serves again by itself once the database answers. The loss is made
 * real with a TCP relay between the portal and PostgreSQL that is cut (every socket reset) and reopened.
 */
import net from "node:net";
import { createPool } from "@portal/db";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

/** A relay from a local port to PostgreSQL that can be cut and reopened on the same port. */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private readonly target: { host: string; port: number };
  port = 0;

  constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  async open(): Promise<void> {
    const server = net.createServer((incoming) => {
      const outgoing = net.connect(this.target.port, this.target.host);
      for (const socket of [incoming, outgoing]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {});
      }
      incoming.pipe(outgoing).pipe(incoming);
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** As if PostgreSQL were killed: every connection reset, no new ones accepted. */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
    this.server = null;
  }
}

let database: TestDatabase;
let relay: Relay;
let pool: pg.Pool;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
  const direct = new URL(database.url);
  relay = new Relay({ host: direct.hostname, port: Number(direct.port) });
  await relay.open();
  const relayed = new URL(database.url);
  relayed.port = String(relay.port);
  // By TCP through the relay, not the embedded cluster's Unix socket (which the URL may name).
  relayed.searchParams.delete("host");
  pool = createPool(relayed.toString(), { max: 4 });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: relayed.toString() });
  app = await buildApp({ config, pool, withWebApp: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await relay?.cut();
  await database?.drop();
});

const search = () => app.inject({ url: "/api/jobs/search?query=java" });

describe("losing the database", () => {
  it("lives through it, answers 503 meanwhile, and serves again by itself", async () => {
    expect((await search()).statusCode).toBe(200);
    // A request holds a connection when the database goes away.
    const held = await pool.connect();

    await relay.cut();
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    const refused = await search();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json().errors[0].message).toBe(
      "The service is temporarily unavailable. Please try again shortly.",
    );
    await expect(held.query("SELECT 1")).rejects.toThrow();
    held.release(true);

    await relay.open();
    await expect
      .poll(async () => (await app.inject({ url: "/readyz" })).statusCode, { timeout: 10_000 })
      .toBe(200);
    expect((await search()).statusCode).toBe(200);
  });
});
