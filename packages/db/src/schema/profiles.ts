/**
 * Seeker profiles: up to five per seeker (enforced by the profiles service under a lock on the seeker's
 * `users` row), exactly one default (the one recruiters see; a partial unique index allows no second).
 *
 * Each field group is one jsonb column, written whole by one form and checked by the group's zod schema
 * in @portal/domain before it is stored; `group_updated_at` keeps when each group was last saved
 * (`{"salary": "2026-05-01T…"}`), which engagement cards read ("salary older than six months").
 * See docs/decisions/013-profiles-model.md for why groups are jsonb rather than child tables.
 */
import type {
  Covid,
  Education,
  Employment,
  Experience,
  ItSkill,
  Personal,
  Preferences,
  ProfileGroup,
  Salary,
  WorkAuthorization,
} from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { resumes } from "./resumes.ts";

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    personal: jsonb("personal").$type<Personal>(),
    workAuthorization: jsonb("work_authorization").$type<WorkAuthorization>(),
    experience: jsonb("experience").$type<Experience>(),
    salary: jsonb("salary").$type<Salary>(),
    preferences: jsonb("preferences").$type<Preferences>(),
    covid: jsonb("covid").$type<Covid>(),
    employments: jsonb("employments").$type<Employment[]>().notNull().default(sql`'[]'::jsonb`),
    educations: jsonb("educations").$type<Education[]>().notNull().default(sql`'[]'::jsonb`),
    skills: jsonb("skills").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    itSkills: jsonb("it_skills").$type<ItSkill[]>().notNull().default(sql`'[]'::jsonb`),
    groupUpdatedAt: jsonb("group_updated_at")
      .$type<Partial<Record<ProfileGroup, string>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The profile's one current resume (features/resumes keeps it; schema/resumes.ts has the history). */
    currentResumeId: uuid("current_resume_id").references((): AnyPgColumn => resumes.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("profiles_user_idx").on(table.userId, table.createdAt),
    // Recruiters read a seeker's default profile; this also forbids a second default.
    uniqueIndex("profiles_one_default_idx").on(table.userId).where(sql`${table.isDefault}`),
    check("profiles_name_check", sql`length(${table.name}) BETWEEN 1 AND 40`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;
