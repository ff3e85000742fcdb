/**
 * What a seeker has bought, as services that run (career services, issue "services that deliver").
 *
 * - `seeker_services`: one row per paid order and service, made by the order's fulfilment (exactly once:
 *   unique per order and service). A service with a period (Featured Profile, Profile Highlighter, Career
 *   Booster) runs from `starts_at` to `ends_at`; one bought while the same service still runs starts when
 *   that one ends. A service delivered by people (resume writing, LinkedIn makeover, mock interview) has
 *   no end until it is delivered, a due date and the revisions its plan allows. A whole refund ends it
 *   (`ended_reason` 'refunded'). `reminded_at` and `ended_notice_at` make the expiry e-mails go once.
 * - `profile_boosts` (schema/candidates.ts) carry the periods candidate search reads; each names the
 *   service it comes from.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { orders } from "./storefront.ts";

export const SEEKER_SERVICE_END_REASONS = ["expired", "refunded", "delivered"] as const;
export type SeekerServiceEndReason = (typeof SEEKER_SERVICE_END_REASONS)[number];

export const seekerServices = pgTable(
  "seeker_services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    serviceId: text("service_id").notNull(),
    planId: text("plan_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** The end of a period, or of a delivered service; null while a delivered service is under way. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    endedReason: text("ended_reason").$type<SeekerServiceEndReason>(),
    /** When a delivered service is due (the plan's delivery days). */
    dueAt: timestamp("due_at", { withTimezone: true }),
    revisionsAllowed: integer("revisions_allowed"),
    revisionsUsed: integer("revisions_used").notNull().default(0),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    endedNoticeAt: timestamp("ended_notice_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("seeker_services_order_service_idx").on(table.orderId, table.serviceId),
    index("seeker_services_user_idx").on(table.userId, table.createdAt),
    index("seeker_services_ends_idx").on(table.endsAt).where(sql`${table.endedNoticeAt} IS NULL`),
    check(
      "seeker_services_end_reason_check",
      sql`${table.endedReason} IS NULL OR ${table.endedReason} IN ('expired', 'refunded', 'delivered')`,
    ),
  ],
);
