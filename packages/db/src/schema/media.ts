/**
 * Media and views: each seeker's avatar (the bytes live in file storage under a server-made key; this
 * row says where and which version), every time a recruiter opened a seeker's profile, and how often
 * seekers appeared in recruiters' candidate searches.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
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
import { companies } from "./companies.ts";

export const avatars = pgTable(
  "avatars",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Key in file storage (`avatars/…`), made by the server. */
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Random per upload; part of the avatar's address, so a new photo is never served from a cache. */
    version: text("version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("avatars_byte_size_check", sql`${table.byteSize} > 0`)],
);

/**
 * One row per counted view. The recruiter may later leave (their account deleted): the view still
 * counts for the seeker and keeps its company.
 */
export const profileViews = pgTable(
  "profile_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    seekerId: uuid("seeker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recruiterId: uuid("recruiter_id").references(() => users.id, { onDelete: "set null" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("profile_views_seeker_idx").on(table.seekerId, table.viewedAt.desc()),
    index("profile_views_recruiter_idx").on(table.recruiterId, table.seekerId, table.viewedAt.desc()),
  ],
);

/**
 * Search appearances per seeker and UTC day: how many recruiters had the seeker on a page of their
 * candidate search results that day. One small row per seeker and day they appeared (not one per
 * appearance), upserted for a whole results page in one statement; kept like the views.
 */
export const searchAppearances = pgTable(
  "search_appearances",
  {
    seekerId: uuid("seeker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    appearances: integer("appearances").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.seekerId, table.day] }),
    check("search_appearances_positive_check", sql`${table.appearances} > 0`),
  ],
);

/**
 * Which recruiter already counted which seeker on a day, so paging back and forth or reloading results
 * counts a recruiter once per seeker and day. Only today's rows matter: housekeeping sweeps rows older
 * than yesterday (`day` leads the key, so the sweep is one index range). No foreign keys: they would
 * cost two lookups per result on every search for rows that live two days.
 */
export const searchAppearancePairs = pgTable(
  "search_appearance_pairs",
  {
    day: date("day", { mode: "string" }).notNull(),
    recruiterId: uuid("recruiter_id").notNull(),
    seekerId: uuid("seeker_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.recruiterId, table.seekerId] })],
);

export type Avatar = typeof avatars.$inferSelect;
export type ProfileView = typeof profileViews.$inferSelect;
