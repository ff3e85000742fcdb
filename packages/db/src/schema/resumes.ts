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
import type { ParsedResume } from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  check,
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
import { profiles } from "./profiles.ts";

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
    siteId: text("site_id").notNull(),
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
