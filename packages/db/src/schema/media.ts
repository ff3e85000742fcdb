/**
 * Media and views: each seeker's avatar (the bytes live in file storage under a server-made key; this
 * row says where and which version) and every time a recruiter opened a seeker's profile.
 */
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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

export type Avatar = typeof avatars.$inferSelect;
export type ProfileView = typeof profileViews.$inferSelect;
