/**
 * The services a seeker has bought, and what the ones with a period do while they run.
 *
 * The storefront's fulfilment (a queue task, once per paid order) calls `fulfillers`: each paid service
 * becomes a `seeker_services` row (once: unique per order and service). Featured Profile, Profile
 * Highlighter and Career Booster also get their periods in `profile_boosts`, which candidate search reads
 * ("featured" ranks first among equally relevant candidates, "highlighted" is marked): from the moment of
 * payment, or, when the seeker already has one of them running, from the moment that one ends, so a
 * renewal bought early loses no day. The services people deliver (resume writing, LinkedIn makeover, mock
 * interview) start with the revisions their plan allows and the add-ons bought with them; their due date
 * counts from the seeker's brief (writing.ts).
 *
 * A whole refund ends the order's services at once (`endForOrder`, in the refund's transaction). Every
 * minute `createExpiryTask` e-mails, in the buyer's language and through the queue, a reminder
 * REMINDER_DAYS before a period ends and a notice once it has ended (each once), unless the seeker has
 * already bought the next period. Nothing else needs to happen at the end: the periods stop counting by
 * their own end times.
 */

import { type AccountUser, AppError } from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  BRAND_BY_ID,
  type BrandId,
  type CareerServiceId,
  dateTimeFormat,
  isItemisedService,
  isLanguage,
  type Language,
  localeFor,
  SITE_BY_ID,
  type SiteId,
  withLanguage,
} from "@portal/domain";
import type pg from "pg";
import type { BackgroundTask } from "../../background/queue.ts";
import type { Notifier } from "../notifications/index.ts";
import type { Catalogues, Fulfiller } from "../storefront/index.ts";
import { SERVICE_NAMES } from "./service-names.ts";

export const EXPIRY_TASK = "subscriptions.expiry";
/** How many days before a period ends its reminder goes out. */
export const REMINDER_DAYS = 3;

type BoostKind = "featured" | "highlighted";

/** What a period service shows recruiters while it runs. */
const BOOSTS: Partial<Record<CareerServiceId, readonly BoostKind[]>> = {
  "featured-profile": ["featured"],
  "profile-highlighter": ["highlighted"],
  "career-booster": ["featured", "highlighted"],
};

/** Services whose periods follow each other: those that give a seeker the same mark. */
function overlapping(serviceId: CareerServiceId): CareerServiceId[] {
  const kinds = BOOSTS[serviceId] ?? [];
  return (Object.keys(BOOSTS) as CareerServiceId[]).filter((other) =>
    (BOOSTS[other] ?? []).some((kind) => kinds.includes(kind)),
  );
}

export type SeekerServiceState = "scheduled" | "active" | "in-progress" | "ended";

export interface SeekerService {
  id: string;
  serviceId: CareerServiceId;
  planId: string;
  orderId: string;
  orderNumber: string;
  state: SeekerServiceState;
  startsAt: string;
  endsAt: string | null;
  endedReason: "expired" | "refunded" | "delivered" | null;
  dueAt: string | null;
  revisionsAllowed: number | null;
  revisionsUsed: number;
  /** Whole days left of a running period (rounded up), null for other services. */
  daysLeft: number | null;
  /** What it shows recruiters while it runs. */
  marks: BoostKind[];
}

/** A moment as the site's people read it: day, month, year and time, in the site's time zone. */
export function siteMoment(at: Date, siteId: SiteId, language: Language): string {
  const site = SITE_BY_ID[siteId];
  return dateTimeFormat(localeFor(site, language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: site.timeZone,
  }).format(at);
}

export function createSubscriptionService(options: {
  pool: pg.Pool;
  catalogues: Catalogues;
  notifier: Pick<Notifier, "send">;
  /** The current time (tests move it); periods and e-mails are decided by it. */
  now?: () => Date;
}) {
  const { pool, catalogues, notifier } = options;
  const now = options.now ?? (() => new Date());

  const fulfil: Fulfiller = async (client, order) => {
    // One fulfilment of a seeker at a time: a period that follows another reads where that one ends.
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`seeker-services:${order.userId}`]);
    for (const item of order.items) {
      const plan = catalogues.plan(order.siteId, item.planId);
      if (!plan)
        throw new Error(`order ${order.id}: plan ${item.planId} is not in the ${order.siteId} catalogue`);
      // Courses and bundles are the learning feature's to fulfil (it registers its own fulfiller).
      if (isItemisedService(plan.serviceId)) continue;
      const kinds = BOOSTS[plan.serviceId];
      const at = now();
      if (kinds && plan.durationDays) {
        const { rows } = await client.query<{ id: string; starts_at: Date; ends_at: Date }>(
          `WITH previous AS (
             SELECT max(ends_at) AS ends_at FROM seeker_services
              WHERE user_id = $2 AND service_id = ANY($6::text[]) AND ended_reason IS NULL AND ends_at > $5)
           INSERT INTO seeker_services (user_id, order_id, site_id, service_id, plan_id, starts_at, ends_at)
           SELECT $2, $1, $3, $4, $7, greatest($5, previous.ends_at),
                  greatest($5, previous.ends_at) + make_interval(days => $8)
             FROM previous
           ON CONFLICT (order_id, service_id) DO NOTHING
           RETURNING id, starts_at, ends_at`,
          [
            order.id,
            order.userId,
            order.siteId,
            plan.serviceId,
            at,
            overlapping(plan.serviceId),
            plan.id,
            plan.durationDays,
          ],
        );
        const made = rows[0];
        if (made)
          await client.query(
            `INSERT INTO profile_boosts (user_id, kind, starts_at, ends_at, seeker_service_id)
             SELECT $1, kind, $2, $3, $4 FROM unnest($5::text[]) AS kind`,
            [order.userId, made.starts_at, made.ends_at, made.id, kinds],
          );
        continue;
      }
      // A delivered service's due date counts from its brief (written services) or its booking.
      await client.query(
        `INSERT INTO seeker_services (user_id, order_id, site_id, service_id, plan_id, starts_at, revisions_allowed,
                                      add_on_ids, sessions_allowed)
         VALUES ($2, $1, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (order_id, service_id) DO NOTHING`,
        [
          order.id,
          order.userId,
          order.siteId,
          plan.serviceId,
          plan.id,
          at,
          plan.revisions,
          item.addOnIds,
          plan.sessions,
        ],
      );
    }
  };

  async function list(user: AccountUser): Promise<SeekerService[]> {
    if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
    const userId = user.id;
    const at = now();
    const { rows } = await pool.query<{
      id: string;
      service_id: CareerServiceId;
      plan_id: string;
      order_id: string;
      order_number: string;
      starts_at: Date;
      ends_at: Date | null;
      ended_reason: SeekerService["endedReason"];
      due_at: Date | null;
      revisions_allowed: number | null;
      revisions_used: number;
    }>(
      `SELECT s.id, s.service_id, s.plan_id, s.order_id, o.number AS order_number, s.starts_at, s.ends_at,
              s.ended_reason, s.due_at, s.revisions_allowed, s.revisions_used
         FROM seeker_services s JOIN orders o ON o.id = s.order_id
        WHERE s.user_id = $1
        ORDER BY (s.ends_at IS NULL OR s.ends_at > $2) DESC, s.starts_at DESC, s.id`,
      [userId, at],
    );
    return rows.map((row) => {
      const ended = row.ended_reason !== null || (row.ends_at !== null && row.ends_at <= at);
      const state: SeekerServiceState = ended
        ? "ended"
        : row.starts_at > at
          ? "scheduled"
          : row.ends_at
            ? "active"
            : "in-progress";
      return {
        id: row.id,
        serviceId: row.service_id,
        planId: row.plan_id,
        orderId: row.order_id,
        orderNumber: row.order_number,
        state,
        startsAt: row.starts_at.toISOString(),
        endsAt: row.ends_at?.toISOString() ?? null,
        endedReason: row.ended_reason ?? (ended ? "expired" : null),
        dueAt: row.due_at?.toISOString() ?? null,
        revisionsAllowed: row.revisions_allowed,
        revisionsUsed: row.revisions_used,
        daysLeft:
          state === "active" && row.ends_at
            ? Math.ceil((row.ends_at.getTime() - at.getTime()) / 86_400_000)
            : null,
        marks: [...(BOOSTS[row.service_id] ?? [])],
      };
    });
  }

  /**
   * A whole refund: the order's services end now (a period not started yet never starts, a mock
   * interview not held yet is called off), in the refund's transaction. No "ended" e-mail follows: the
   * refund says it.
   */
  async function endForOrder(client: pg.PoolClient, orderId: string): Promise<void> {
    const at = now();
    await client.query(
      `WITH ended AS (
         UPDATE seeker_services
            SET ends_at = CASE WHEN starts_at > $2 THEN starts_at ELSE $2 END,
                ended_reason = 'refunded', ended_notice_at = $2
          WHERE order_id = $1 AND ended_reason IS NULL AND (ends_at IS NULL OR ends_at > $2)
          RETURNING id),
       unstarted AS (DELETE FROM profile_boosts WHERE seeker_service_id IN (SELECT id FROM ended) AND starts_at >= $2),
       -- Mock interviews not held yet are called off: their slots are free again.
       called_off AS (UPDATE mock_interviews SET status = 'cancelled', cancelled_at = $2
                       WHERE seeker_service_id IN (SELECT id FROM ended) AND status = 'booked' AND starts_at > $2)
       UPDATE profile_boosts SET ends_at = $2
        WHERE seeker_service_id IN (SELECT id FROM ended) AND starts_at < $2 AND ends_at > $2`,
      [orderId, at],
    );
  }

  interface DueRow {
    id: string;
    service_id: CareerServiceId;
    site_id: SiteId;
    ends_at: Date;
    name: string;
    email: string;
    language: string;
    brand_id: string;
    origin: string;
  }

  async function tell(client: pg.PoolClient, row: DueRow, template: "service-ending" | "service-ended") {
    const language: Language = isLanguage(row.language) ? row.language : "en";
    await notifier.send(
      {
        channel: "email",
        template,
        to: row.email,
        siteId: row.site_id,
        brand: BRAND_BY_ID[row.brand_id as BrandId] ?? BRAND_BY_ID.jobnest,
        language,
        params: {
          name: row.name,
          service: SERVICE_NAMES[language][row.service_id],
          date: siteMoment(row.ends_at, row.site_id, language),
          link: `${row.origin}${withLanguage("/seeker/subscriptions", language)}`,
        },
      },
      { client },
    );
  }

  /** Reminders and notices due now, each sent once (the rows are marked in the sending transaction). */
  async function sendDue(): Promise<{ reminded: number; ended: number }> {
    const at = now();
    const periods = Object.keys(BOOSTS);
    // Already renewed: a later period of the same mark, bought and not refunded, follows this one.
    const next = `NOT EXISTS (SELECT 1 FROM profile_boosts b JOIN seeker_services n ON n.id = b.seeker_service_id
                     WHERE b.user_id = s.user_id AND n.ended_reason IS NULL AND b.ends_at > s.ends_at
                       AND b.kind IN (SELECT kind FROM profile_boosts WHERE seeker_service_id = s.id))`;
    const columns = `s.id, s.service_id, s.site_id, s.ends_at, u.name, u.email, o.language, o.brand_id, o.origin`;
    return inTransaction(pool, async (client) => {
      const reminders = await client.query<DueRow & { tell: boolean }>(
        `WITH due AS (
           SELECT s.id FROM seeker_services s
            WHERE s.service_id = ANY($2::text[]) AND s.ended_reason IS NULL AND s.reminded_at IS NULL
              AND s.starts_at <= $1 AND s.ends_at > $1 AND s.ends_at <= $1::timestamptz + make_interval(days => $3)
            ORDER BY s.ends_at LIMIT 200 FOR UPDATE SKIP LOCKED),
         marked AS (UPDATE seeker_services s SET reminded_at = $1 FROM due WHERE s.id = due.id RETURNING s.*)
         SELECT ${columns}, ${next} AS tell
           FROM marked s JOIN users u ON u.id = s.user_id JOIN orders o ON o.id = s.order_id`,
        [at, periods, REMINDER_DAYS],
      );
      const endings = await client.query<DueRow & { tell: boolean }>(
        `WITH due AS (
           SELECT s.id FROM seeker_services s
            WHERE s.service_id = ANY($2::text[]) AND s.ended_reason IS NULL AND s.ended_notice_at IS NULL
              AND s.ends_at <= $1
            ORDER BY s.ends_at LIMIT 200 FOR UPDATE SKIP LOCKED),
         marked AS (UPDATE seeker_services s SET ended_notice_at = $1, ended_reason = 'expired'
                      FROM due WHERE s.id = due.id RETURNING s.*)
         SELECT ${columns}, ${next} AS tell
           FROM marked s JOIN users u ON u.id = s.user_id JOIN orders o ON o.id = s.order_id`,
        [at, periods],
      );
      let reminded = 0;
      let ended = 0;
      for (const row of reminders.rows)
        if (row.tell) {
          await tell(client, row, "service-ending");
          reminded += 1;
        }
      for (const row of endings.rows)
        if (row.tell) {
          await tell(client, row, "service-ended");
          ended += 1;
        }
      return { reminded, ended };
    });
  }

  function createExpiryTask(): BackgroundTask {
    return {
      name: EXPIRY_TASK,
      retry: { limit: 2, delaySeconds: 30, maxDelaySeconds: 60 },
      expireInSeconds: 300,
      isSingleton: true,
      pollingIntervalSeconds: 30,
      // Every minute: a notice goes out within a minute of the end.
      schedules: [{ cron: "* * * * *" }],
      async run() {
        await sendDue();
      },
    };
  }

  /** Fulfilment per service, for the storefront's fulfilment task. */
  const fulfillers = new Map<string, Fulfiller>(
    (
      [
        "featured-profile",
        "profile-highlighter",
        "career-booster",
        "resume-writing",
        "linkedin-makeover",
        "mock-interview",
      ] as const
    ).map((serviceId) => [
      serviceId,
      (client, order) =>
        fulfil(client, { ...order, items: order.items.filter((item) => item.serviceId === serviceId) }),
    ]),
  );

  return { fulfillers, list, endForOrder, sendDue, createExpiryTask };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
