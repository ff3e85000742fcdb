/**
 * Courses as the portal keeps them (decision 050):
 *
 * - **The catalogue, read through the provider and cached.** An answer is served from the process's memory
 *   while fresh (`freshMs`; concurrent reads of one request ask the provider once), then asked for again
 *   and kept in `learning_catalogue_cache` under its request; when the provider fails, the last answer
 *   is served and marked as such (`fromCache`), and only a request never answered before is "unavailable".
 * - **Progress, from signed webhooks and reconciliation.** A webhook's signature
 *   (`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`) and age (five minutes) are checked
 *   before its body is read; each event is recorded once by its id, so a replay changes nothing; a
 *   seeker's progress keeps the highest percent seen, since retried events may arrive out of order. The
 *   reconciliation task reads the provider's activity feed after its cursor every ten minutes and applies
 *   what it missed the same way.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "@portal/contracts";
import { inTransaction } from "@portal/db";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import type { BackgroundTask } from "../../background/queue.ts";
import {
  type CourseQuery,
  type LearningProvider,
  type ProviderBundle,
  type ProviderCourse,
  type ProviderEvent,
  ProviderUnavailable,
} from "./provider-client.ts";

export const LEARNING_RECONCILE_TASK = "learning.reconcile";
/** A webhook signed longer ago than this is refused (a replayed capture). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EVENT_TYPES = new Set(["course.started", "course.progress", "course.completed"]);

export interface Cached<T> {
  value: T;
  /** Served from the last answer kept, because the provider did not answer now. */
  fromCache: boolean;
  fetchedAt: string;
}

/** Whether `header` signs `body` with `secret`, signed at most WEBHOOK_TOLERANCE_SECONDS before `now`. */
export function isValidWebhookSignature(
  header: string | undefined,
  body: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get("t") ?? "";
  const signature = parts.get("v1") ?? "";
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now / 1000 - Number(t)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

function eventOf(value: unknown): ProviderEvent | null {
  if (typeof value !== "object" || value === null) return null;
  const event = value as Record<string, unknown>;
  if (
    typeof event.id !== "string" ||
    event.id.length === 0 ||
    event.id.length > 100 ||
    typeof event.type !== "string" ||
    !EVENT_TYPES.has(event.type) ||
    typeof event.sub !== "string" ||
    typeof event.courseId !== "string" ||
    event.courseId.length > 100 ||
    typeof event.percent !== "number" ||
    !Number.isInteger(event.percent) ||
    event.percent < 0 ||
    event.percent > 100 ||
    typeof event.at !== "string" ||
    Number.isNaN(Date.parse(event.at))
  )
    return null;
  const certificateUrl =
    typeof event.certificateUrl === "string" && /^https?:\/\//.test(event.certificateUrl)
      ? event.certificateUrl
      : undefined;
  return { ...(event as unknown as ProviderEvent), certificateUrl };
}

export function createCourseService(options: {
  pool: pg.Pool;
  provider: LearningProvider;
  webhookSecret: string;
  log: { warn(object: object, message: string): void };
  /** How long an answer is served from memory before the provider is asked again (0: always ask). */
  freshMs?: number;
}) {
  const { pool, provider } = options;
  const freshMs = options.freshMs ?? 120_000;
  /** Fresh answers by request; a few hundred distinct catalogue questions at most are worth keeping. */
  const fresh = new LRUCache<string, Cached<unknown>>({ max: 500, ttl: Math.max(1, freshMs) });
  const asking = new Map<string, Promise<Cached<unknown>>>();

  /**
   * The answer to `key`: from memory while fresh, else the provider's (one question for concurrent
   * readers), kept in PostgreSQL; the kept one when the provider fails.
   */
  function cached<T>(key: string, read: () => Promise<T>): Promise<Cached<T>> {
    if (freshMs > 0) {
      const remembered = fresh.get(key);
      if (remembered) return Promise.resolve(remembered as Cached<T>);
    }
    let pending = asking.get(key);
    if (!pending) {
      pending = ask(key, read).finally(() => asking.delete(key));
      asking.set(key, pending);
    }
    return pending as Promise<Cached<T>>;
  }

  async function ask<T>(key: string, read: () => Promise<T>): Promise<Cached<T>> {
    try {
      const value = await read();
      const { rows } = await pool.query<{ fetched_at: Date }>(
        `INSERT INTO learning_catalogue_cache (key, body, fetched_at) VALUES ($1, $2, now())
         ON CONFLICT (key) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at RETURNING fetched_at`,
        [key, JSON.stringify(value)],
      );
      const answer = {
        value,
        fromCache: false,
        fetchedAt: (rows[0]?.fetched_at ?? new Date()).toISOString(),
      };
      if (freshMs > 0) fresh.set(key, answer);
      return answer;
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      const { rows } = await pool.query<{ body: T; fetched_at: Date }>(
        "SELECT body, fetched_at FROM learning_catalogue_cache WHERE key = $1",
        [key],
      );
      const kept = rows[0];
      if (!kept) throw new AppError("UNAVAILABLE", "coursesUnavailable", { cause: error });
      options.log.warn(
        { err: error, key },
        "the learning provider did not answer: the catalogue is served from cache",
      );
      return { value: kept.body, fromCache: true, fetchedAt: kept.fetched_at.toISOString() };
    }
  }

  /** Records an event once and raises the seeker's progress; whether it was new. */
  async function apply(
    client: pg.PoolClient,
    event: ProviderEvent,
    via: "webhook" | "reconcile",
  ): Promise<boolean> {
    const userId = UUID.test(event.sub) ? event.sub : null;
    const { rows } = await client.query<{ user_id: string | null }>(
      `INSERT INTO learning_events (event_id, type, user_id, course_id, percent, certificate_url, occurred_at, via)
       SELECT $1, $2, (SELECT id FROM users WHERE id = $3::uuid AND role = 'seeker'), $4, $5, $6, $7, $8
       ON CONFLICT (event_id) DO NOTHING RETURNING user_id`,
      [
        event.id,
        event.type,
        userId,
        event.courseId,
        event.percent,
        event.certificateUrl ?? null,
        event.at,
        via,
      ],
    );
    const recorded = rows[0];
    if (!recorded) return false;
    if (recorded.user_id)
      await client.query(
        `INSERT INTO learning_progress (user_id, course_id, percent, certificate_url, started_at, completed_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $3 = 100 THEN $5::timestamptz END, now())
         ON CONFLICT (user_id, course_id) DO UPDATE SET
           percent = greatest(learning_progress.percent, excluded.percent),
           certificate_url = coalesce(excluded.certificate_url, learning_progress.certificate_url),
           started_at = least(learning_progress.started_at, excluded.started_at),
           completed_at = coalesce(learning_progress.completed_at, excluded.completed_at),
           updated_at = now()`,
        [recorded.user_id, event.courseId, event.percent, event.certificateUrl ?? null, event.at],
      );
    return true;
  }

  const service = {
    courses(query: CourseQuery) {
      // The same question always has the same key, whatever order its parameters came in.
      const key = Object.entries(query)
        .filter(([, value]) => value !== undefined && value !== "")
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
        .join("&");
      return cached(`courses?${key}`, () => provider.courses(query));
    },
    course: (id: string): Promise<Cached<ProviderCourse | null>> =>
      cached(`course:${id}`, () => provider.course(id)),
    bundles: () => cached("bundles", () => provider.bundles()),
    bundle: (id: string): Promise<Cached<ProviderBundle | null>> =>
      cached(`bundle:${id}`, () => provider.bundle(id)),

    /** A webhook from the provider: checked, then recorded once. Answers whether it was new. */
    async receiveWebhook(rawBody: string, signature: string | undefined): Promise<{ recorded: boolean }> {
      if (!isValidWebhookSignature(signature, rawBody, options.webhookSecret))
        throw new AppError("UNAUTHENTICATED", "webhookSignatureInvalid");
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch (error) {
        throw new AppError("VALIDATION", "validationFailed", { cause: error });
      }
      const event = eventOf(parsed);
      if (!event) throw new AppError("VALIDATION", "validationFailed");
      return { recorded: await inTransaction(pool, (client) => apply(client, event, "webhook")) };
    },

    /** Reads the provider's activity after the kept cursor and applies what is new; how many were new. */
    async reconcile(): Promise<number> {
      let added = 0;
      for (let page = 0; page < 50; page += 1) {
        const { rows } = await pool.query<{ cursor: string }>(
          "INSERT INTO learning_sync (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET id = 1 RETURNING cursor",
        );
        const feed = await provider.activity(rows[0]?.cursor ?? "0");
        added += await inTransaction(pool, async (client) => {
          let fresh = 0;
          for (const raw of feed.events) {
            const event = eventOf(raw);
            if (event && (await apply(client, event, "reconcile"))) fresh += 1;
          }
          await client.query("UPDATE learning_sync SET cursor = $1, synced_at = now() WHERE id = 1", [
            feed.cursor,
          ]);
          return fresh;
        });
        if (!feed.hasMore) break;
      }
      return added;
    },

    /** The seeker's progress per course, newest first. */
    async progressOf(userId: string) {
      const { rows } = await pool.query<{
        course_id: string;
        percent: number;
        certificate_url: string | null;
        started_at: Date;
        completed_at: Date | null;
      }>(
        `SELECT course_id, percent, certificate_url, started_at, completed_at FROM learning_progress
          WHERE user_id = $1 ORDER BY updated_at DESC`,
        [userId],
      );
      return rows.map((row) => ({
        courseId: row.course_id,
        percent: row.percent,
        certificateUrl: row.certificate_url,
        startedAt: row.started_at.toISOString(),
        completedAt: row.completed_at?.toISOString() ?? null,
      }));
    },

    createReconcileTask(): BackgroundTask {
      return {
        name: LEARNING_RECONCILE_TASK,
        retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 300 },
        expireInSeconds: 300,
        isSingleton: true,
        pollingIntervalSeconds: 60,
        schedules: [{ cron: "*/10 * * * *" }],
        async run() {
          try {
            await service.reconcile();
          } catch (error) {
            // The provider down is not our failure: the next run catches up.
            if (error instanceof ProviderUnavailable)
              options.log.warn({ err: error }, "learning reconciliation: provider unavailable");
            else throw error;
          }
        },
      };
    },
  };
  return service;
}

export type CourseService = ReturnType<typeof createCourseService>;
