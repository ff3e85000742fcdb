/**
 * Career events (spec: career events and publish): job fairs and webinars of a site, written by staff in
 * the three languages and published when ready; registrations by seekers or by e-mail, each reminded once.
 */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import type { PollText } from "./polls.ts";

export const careerEvents = pgTable(
  "career_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: text("site_id").notNull(),
    kind: text("kind").notNull(),
    title: jsonb("title").$type<PollText>().notNull(),
    description: jsonb("description").$type<PollText>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** A venue's address (job fairs) or the link to join (webinars). */
    place: text("place").notNull(),
    /** Null while a draft: only published events are listed and open for registration. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("career_events_site_idx").on(table.siteId, table.startsAt),
    check("career_events_kind_check", sql`${table.kind} IN ('job-fair', 'webinar')`),
    check("career_events_time_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => careerEvents.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lower-cased: one registration per address and event. */
    email: text("email").notNull(),
    language: text("language").notNull(),
    origin: text("origin").notNull(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("event_registrations_email_idx").on(table.eventId, table.email),
    index("event_registrations_reminder_idx").on(table.eventId).where(sql`${table.remindedAt} IS NULL`),
  ],
);
