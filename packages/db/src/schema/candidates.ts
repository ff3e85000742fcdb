/**
 * Candidate search: what recruiters may find of seekers, and the paid places in its ranking.
 *
 * - `seeker_privacy`: whether recruiters may find the seeker at all (no row: they may, the default a
 *   seeker agrees to at registration). Applying to a company's job still shows the profile to that
 *   company, whatever this says: the seeker sent it.
 * - `profile_blocked_companies`: companies the seeker keeps their profile from (a current employer,
 *   typically): those companies' recruiters never find the seeker, nor open the profile unless the
 *   seeker applied to them.
 * - `profile_boosts`: a seeker's paid "featured" (ranks first among equally relevant candidates) or
 *   "highlighted" (marked in results and applicant lists) periods. The career-services storefront sells
 *   them; candidate search reads the ones running now.
 *
 * The searched text of a profile is `profiles.search_vector` (schema/profiles.ts).
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
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
import { seekerServices } from "./seeker-services.ts";

export const seekerPrivacy = pgTable("seeker_privacy", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  visibleToRecruiters: boolean("visible_to_recruiters").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const profileBlockedCompanies = pgTable(
  "profile_blocked_companies",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    blockedAt: timestamp("blocked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index("profile_blocked_companies_company_idx").on(table.companyId),
  ],
);

export const PROFILE_BOOST_KINDS = ["featured", "highlighted"] as const;
export type ProfileBoostKind = (typeof PROFILE_BOOST_KINDS)[number];

export const profileBoosts = pgTable(
  "profile_boosts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ProfileBoostKind>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The paid service the period comes from (schema/seeker-services.ts); a refund ends both. */
    seekerServiceId: uuid("seeker_service_id").references(() => seekerServices.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("profile_boosts_user_idx").on(table.userId, table.endsAt),
    index("profile_boosts_service_idx").on(table.seekerServiceId),
    check("profile_boosts_kind_check", sql`${table.kind} IN ('featured', 'highlighted')`),
    check("profile_boosts_period_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
