/**
 * Live unread-message counts: `GET /api/messages/stream` is a Server-Sent Events stream per logged-in
 * seeker or recruiter tab. Every app process keeps one PostgreSQL connection listening on
 * `portal_messages`; the services notify it inside the transaction that changes a count (service.ts), so
 * a message written through one process reaches a reader connected to another once it is committed.
 * On a notification the process recounts only for the readers it holds that the change concerns (a
 * seeker, or a company's recruiters) and sends each the new count.
 *
 * A session that ends anywhere (the `sessions_ended` trigger notifies the same channel) closes its
 * streams: logging out stops the count (spec §4, "notifies the chat modules"). A comment line every
 * HEARTBEAT_MS keeps proxies from closing an idle stream, and tells a dead connection from a live one.
 */
import type { AccountUser } from "@portal/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type pg from "pg";
import { requireUser } from "../../plugins/authorization.ts";
import { MESSAGES_CHANNEL, type Side, sideOf, unreadOf } from "./service.ts";

const HEARTBEAT_MS = 25_000;
/** Streams one person may hold on a process (tabs and devices); a new one beyond ends their oldest. */
const STREAMS_PER_USER = 10;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 5_000;
const RELISTEN_MS = 1_000;

interface Reader {
  side: Side;
  sessionId: string | null;
  send(event: string, data: unknown): void;
  close(): void;
}

export interface MessageStreams {
  /** Readers connected to this process (for tests and the bench). */
  size(): number;
  close(): Promise<void>;
}

export function registerMessageStream(
  app: FastifyInstance,
  options: { pool: pg.Pool; log: FastifyInstance["log"] },
): MessageStreams {
  const { pool, log } = options;
  const readers = new Set<Reader>();
  let listener: pg.PoolClient | null = null;
  let closed = false;

  async function deliver(audience: { seekerId?: string; companyId?: number; sessionEnded?: string }) {
    if (audience.sessionEnded) {
      for (const reader of readers) if (reader.sessionId === audience.sessionEnded) reader.close();
      return;
    }
    const concerned = [...readers].filter((reader) =>
      reader.side.role === "seeker"
        ? reader.side.userId === audience.seekerId
        : reader.side.companyId === audience.companyId,
    );
    if (concerned.length === 0) return;
    // One count for all the readers of one seeker or one company.
    const unread = await unreadOf(pool, concerned[0]?.side as Side);
    for (const reader of concerned) reader.send("unread", unread);
  }

  async function listen(): Promise<void> {
    if (closed) return;
    try {
      const client = await pool.connect();
      listener = client;
      client.on("notification", (message) => {
        if (message.channel !== MESSAGES_CHANNEL || !message.payload) return;
        let audience: { seekerId?: string; companyId?: number; sessionEnded?: string };
        try {
          audience = JSON.parse(message.payload);
        } catch {
          return;
        }
        deliver(audience).catch((error) => log.error({ err: error }, "unread count not delivered"));
      });
      client.on("error", (error) => {
        // A dying connection may report several errors (a database shutting down): it goes back once.
        if (listener !== client) return;
        log.error({ err: error }, "message listener lost; listening again");
        listener = null;
        client.release(error);
        if (!closed) setTimeout(() => void listen(), RELISTEN_MS).unref();
      });
      await client.query(`LISTEN ${MESSAGES_CHANNEL}`);
    } catch (error) {
      log.error({ err: error }, "message listener could not start; trying again");
      listener = null;
      setTimeout(() => void listen(), RELISTEN_MS).unref();
    }
  }

  const started = listen();

  app.get(
    "/api/messages/stream",
    {
      schema: {
        tags: ["messages"],
        summary:
          "Server-Sent Events: `unread` with the caller's unread message and conversation counts, now and on every change",
        produces: ["text/event-stream"],
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const user: AccountUser = requireUser(request);
      const side = sideOf(user);
      await started;
      const first = await unreadOf(pool, side);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        // Proxies must pass each event on at once rather than buffer the reply.
        "x-accel-buffering": "no",
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      const reader: Reader = {
        side,
        sessionId: request.session?.id ?? null,
        send(event, data) {
          raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        close() {
          readers.delete(reader);
          clearInterval(heartbeat);
          raw.end();
        },
      };
      const heartbeat = setInterval(() => raw.write(": still here\n\n"), HEARTBEAT_MS);
      heartbeat.unref();
      const own = [...readers].filter((other) => other.side.userId === side.userId);
      if (own.length >= STREAMS_PER_USER) own[0]?.close();
      readers.add(reader);
      reader.send("unread", first);
      request.raw.on("close", () => {
        readers.delete(reader);
        clearInterval(heartbeat);
      });
    },
  );

  return {
    size: () => readers.size,
    async close() {
      closed = true;
      for (const reader of readers) reader.close();
      const client = listener;
      listener = null;
      if (client) {
        await client.query(`UNLISTEN ${MESSAGES_CHANNEL}`).catch(() => {});
        client.release();
      }
    },
  };
}
