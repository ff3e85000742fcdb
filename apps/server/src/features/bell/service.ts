/**
 * Bell (in-app) notifications of seekers. Application status changes made by recruiters (viewed,
 * shortlisted, rejected) become notifications inside the transaction of the change itself
 * (`recordStatusChange`, wired to the applications service's in-transaction hook), so a status a
 * seeker can see always has its notification and a rolled-back change leaves none. A withdrawal is the
 * seeker's own doing and tells nobody. Rows keep ids only; texts are made in the reader's language and
 * the job's card comes from the job service when the list is read.
 */

import type { JobsContract } from "@portal/contracts";
import {
  AppError,
  type ApplicationStatusNotice,
  BELL_COUNT_CAP,
  BELL_PAGE_SIZE,
  BELL_WRITE_LIMIT,
  type BellContract,
  type BellList,
  type BellNotification,
  NOTIFIED_STATUSES,
  type NotifiedStatus,
  rateLimitedError,
} from "@portal/contracts";
import type { bellNotifications, SqlRow } from "@portal/db";
import { isSiteId, type SiteId } from "@portal/domain";
import type pg from "pg";
import type { RateLimiter, RateLimitRule } from "../../plugins/rate-limit.ts";
import type { ApplicationStatusChange } from "../applications/index.ts";

export const BELL_WRITE_RULE: RateLimitRule = { name: "bell-writes", ...BELL_WRITE_LIMIT };

export interface BellOptions {
  pool: pg.Pool;
  jobs: Pick<JobsContract, "getJobSummaries">;
  rateLimiter?: Pick<RateLimiter, "hit">;
}

type BellDbRow = Pick<SqlRow<typeof bellNotifications>, "id" | "kind" | "payload" | "created_at" | "read_at">;

function isNotifiedStatus(value: unknown): value is NotifiedStatus {
  return typeof value === "string" && (NOTIFIED_STATUSES as readonly string[]).includes(value);
}

/** A stored payload read back; anything of an unknown shape is left out of the list rather than shown wrong. */
function noticeOf(row: BellDbRow): ApplicationStatusNotice | null {
  const { applicationId, jobId, siteId, status } = row.payload;
  if (
    row.kind !== "application-status" ||
    typeof applicationId !== "string" ||
    typeof jobId !== "number" ||
    !isSiteId(siteId) ||
    !isNotifiedStatus(status)
  )
    return null;
  return { kind: "application-status", applicationId, jobId, siteId, status };
}

/** The notification a status change makes, or null when nobody should hear about it. */
export function noticeForChange(change: ApplicationStatusChange): ApplicationStatusNotice | null {
  if (change.actorRole !== "recruiter" || !isNotifiedStatus(change.status)) return null;
  return {
    kind: "application-status",
    applicationId: change.applicationId,
    jobId: change.jobId,
    siteId: change.siteId,
    status: change.status,
  };
}

export function createBellService({ pool, jobs, rateLimiter }: BellOptions) {
  async function countWrite(userId: string): Promise<void> {
    if (!rateLimiter) return;
    const outcome = await rateLimiter.hit(BELL_WRITE_RULE, userId);
    if (!outcome.isAllowed) throw rateLimitedError(outcome.retryAfterSeconds);
  }

  async function jobCards(notices: readonly ApplicationStatusNotice[]) {
    const bySite = new Map<SiteId, number[]>();
    for (const notice of notices)
      bySite.set(notice.siteId, [...(bySite.get(notice.siteId) ?? []), notice.jobId]);
    const cards = await Promise.all(
      [...bySite].map(([siteId, ids]) => jobs.getJobSummaries(siteId, ids, { liveOnly: false })),
    );
    return new Map(
      cards.flat().map((job) => [job.id, { id: job.id, title: job.title, companyName: job.companyName }]),
    );
  }

  const service = {
    /** Writes the notification of one status change with the change's own transaction client. */
    async recordStatusChange(client: pg.PoolClient, change: ApplicationStatusChange): Promise<void> {
      const notice = noticeForChange(change);
      if (!notice) return;
      const { kind, ...payload } = notice;
      await client.query("INSERT INTO bell_notifications (user_id, kind, payload) VALUES ($1, $2, $3)", [
        change.seekerId,
        kind,
        JSON.stringify(payload),
      ]);
    },

    async unreadCount(userId: string): Promise<number> {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           SELECT 1 FROM bell_notifications WHERE user_id = $1 AND read_at IS NULL LIMIT $2
         ) unread`,
        [userId, BELL_COUNT_CAP + 1],
      );
      return rows[0]?.n ?? 0;
    },

    async list(userId: string, page = 1): Promise<BellList> {
      const current = Math.max(1, Math.min(1000, Math.floor(page) || 1));
      const { rows } = await pool.query<BellDbRow & { total: number; unread: number }>(
        `SELECT n.id, n.kind, n.payload, n.created_at, n.read_at, c.total, c.unread
         FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
               FROM bell_notifications WHERE user_id = $1) c
         LEFT JOIN LATERAL (
           SELECT * FROM bell_notifications WHERE user_id = $1
           ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
         ) n ON true`,
        [userId, BELL_PAGE_SIZE, (current - 1) * BELL_PAGE_SIZE],
      );
      const listed = rows.filter((row) => row.id !== null);
      const notices = listed.map((row) => ({ row, notice: noticeOf(row) }));
      const cards = await jobCards(notices.flatMap(({ notice }) => (notice ? [notice] : [])));
      const notifications: BellNotification[] = notices.flatMap(({ row, notice }) =>
        notice
          ? [
              {
                id: Number(row.id),
                notice,
                job: cards.get(notice.jobId) ?? null,
                createdAt: row.created_at.toISOString(),
                readAt: row.read_at?.toISOString() ?? null,
              },
            ]
          : [],
      );
      return {
        notifications,
        unread: rows[0]?.unread ?? 0,
        total: rows[0]?.total ?? 0,
        page: current,
        pageSize: BELL_PAGE_SIZE,
      };
    },

    async markRead(userId: string, id: number): Promise<void> {
      if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("NOT_FOUND", "notFound");
      await countWrite(userId);
      const { rowCount } = await pool.query(
        "UPDATE bell_notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2",
        [id, userId],
      );
      if (!rowCount) throw new AppError("NOT_FOUND", "notFound");
    },

    async markAllRead(userId: string): Promise<{ marked: number }> {
      await countWrite(userId);
      const { rowCount } = await pool.query(
        "UPDATE bell_notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL",
        [userId],
      );
      return { marked: rowCount ?? 0 };
    },
  };
  return service satisfies BellContract;
}

export type BellService = ReturnType<typeof createBellService>;
