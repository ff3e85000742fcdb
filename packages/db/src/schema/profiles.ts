/**
 * Seeker profiles: up to five per seeker (enforced by the profiles service under a lock on the seeker's
 * `users` row), exactly one default (the one recruiters see; a partial unique index allows no second).
 *
 * Each field group is one jsonb column, written whole by one form and checked by the group's zod schema
 * in @portal/domain before it is stored; `group_updated_at` keeps when each group was last saved
 * (`{"salary": "2026-05-01T…"}`), which engagement cards read ("salary older than six months").
 * See docs/decisions/013-profiles-model.md for why groups are jsonb rather than child tables.
 *
 * Resumes (below) live in the same module as profiles because each refers to the other: a resume
 * belongs to a profile, and a profile points at its current resume.
 */
import type {
  Certificate,
  Covid,
  Education,
  Employment,
  Experience,
  ItSkill,
  ParsedResume,
  Personal,
  Preferences,
  ProfileGroup,
  Salary,
  SiteId,
  WorkAuthorization,
} from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
    /** Certificates of courses finished on the learning site, added by the seeker (decision 051). */
    certificates: jsonb("certificates").$type<Certificate[]>().notNull().default(sql`'[]'::jsonb`),
    groupUpdatedAt: jsonb("group_updated_at")
      .$type<Partial<Record<ProfileGroup, string>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The profile's one current resume (features/resumes keeps it; the resumes table below has the history). */
    currentResumeId: uuid("current_resume_id").references((): AnyPgColumn => resumes.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What recruiters' keywords match (candidate search): skills, IT skills and the designations held,
     * word by word without stemming (skills are names: "Java" must not find "Javascript"), kept by
     * PostgreSQL whenever those groups change. "++" and "#" are spelled out first ("C++" → "cpp",
     * "C#" → "csharp"), as the parser would otherwise make both "c"; candidate search spells queries alike.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`jsonb_to_tsvector('simple'::regconfig, replace(replace(skills::text, '++', 'pp'), '#', 'sharp')::jsonb, '["string"]')
        || jsonb_to_tsvector('simple'::regconfig, replace(replace(jsonb_path_query_array(it_skills, '$[*].name')::text, '++', 'pp'), '#', 'sharp')::jsonb, '["string"]')
        || jsonb_to_tsvector('simple'::regconfig, replace(replace(jsonb_path_query_array(employments, '$[*].designation')::text, '++', 'pp'), '#', 'sharp')::jsonb, '["string"]')`,
    ),
  },
  (table) => [
    // Candidate search reads default profiles only.
    index("profiles_search_vector_idx").using("gin", table.searchVector).where(sql`${table.isDefault}`),
    index("profiles_user_idx").on(table.userId, table.createdAt),
    // Recruiters read a seeker's default profile; this also forbids a second default.
    uniqueIndex("profiles_one_default_idx").on(table.userId).where(sql`${table.isDefault}`),
    check("profiles_name_check", sql`length(${table.name}) BETWEEN 1 AND 40`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

/**
 * Resumes: every file a seeker kept, per profile, with its history. The bytes live in file storage under
 * a key the server made (`resumes/…`); the row says where, what the file is (format, size, SHA-256),
 * the name it came with (only for the download's Content-Disposition, sanitised), and what the parser
 * read from it (`parsed_fields`, under `parser_version`), so a review screen never parses twice.
 *
 * One current resume per profile: `profiles.current_resume_id` points at it (ON DELETE SET NULL) and
 * the partial unique index below allows one row per profile that is neither replaced nor removed.
 * Uploading another sets `replaced_at` on the old row, which stays as history; removing sets
 * `removed_at` and deletes the stored file.
 */
export const RESUME_FORMATS = ["doc", "docx", "rtf", "txt", "pdf"] as const;
export type ResumeFormat = (typeof RESUME_FORMATS)[number];

export const resumes = pgTable(
  "resumes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    siteId: text("site_id").$type<SiteId>().notNull(),
    /** Key in file storage (`resumes/<2 hex>/<uuid>`), made by the server; null once removed. */
    storageKey: text("storage_key"),
    /** The name the file came with, sanitised; for the download's file name only, never a path. */
    fileName: text("file_name").notNull(),
    format: text("format").$type<ResumeFormat>().notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Hex SHA-256 of the bytes: tells the same file uploaded again apart from a new one. */
    sha256: text("sha256").notNull(),
    parsedFields: jsonb("parsed_fields").$type<ParsedResume>(),
    parserVersion: text("parser_version"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a newer upload became the profile's current resume; the row stays as history. */
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    /** Set when the seeker removed it; the stored file is deleted then. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    index("resumes_profile_idx").on(table.profileId, table.uploadedAt.desc()),
    index("resumes_user_idx").on(table.userId, table.uploadedAt.desc()),
    uniqueIndex("resumes_one_current_idx")
      .on(table.profileId)
      .where(sql`${table.replacedAt} IS NULL AND ${table.removedAt} IS NULL`),
    check("resumes_format_check", sql`${table.format} IN ('doc', 'docx', 'rtf', 'txt', 'pdf')`),
    check("resumes_byte_size_check", sql`${table.byteSize} > 0 AND ${table.byteSize} <= 6291456`),
    check("resumes_file_name_check", sql`length(${table.fileName}) BETWEEN 1 AND 200`),
    check("resumes_storage_key_check", sql`(${table.storageKey} IS NULL) = (${table.removedAt} IS NOT NULL)`),
  ],
);

export type ResumeRow = typeof resumes.$inferSelect;
export type NewResumeRow = typeof resumes.$inferInsert;
