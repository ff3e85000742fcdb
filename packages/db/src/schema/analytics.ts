/**
 * First-party analytics: the events pages send (spec §4: banner close and click, logo click, Android and
 * iOS link clicks; page views, searches, applies, bugs), and the daily counts the roll-up keeps after
 * the raw events are gone. No addresses, names or search words: the visitor's random id, the account's
 * id when logged in, the page's path, the spec's source and whether the referrer was organic search.
 */
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    siteId: text("site_id").notNull(),
    name: text("name").notNull(),
    label: text("label").notNull().default(""),
    path: text("path").notNull().default(""),
    userType: text("user_type").notNull(),
    visitorId: uuid("visitor_id"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The spec's referral source: "mailer" (spl=…Auto_Mailer/Manual_Mailer…) or "google". */
    source: text("source").notNull(),
    organic: boolean("organic").notNull().default(false),
  },
  (table) => [index("analytics_events_created_idx").on(table.createdAt)],
);

export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    siteId: text("site_id").notNull(),
    name: text("name").notNull(),
    source: text("source").notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.siteId, table.name, table.source] })],
);
