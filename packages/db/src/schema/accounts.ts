/**
 * Accounts: people who log in (seekers and recruiters), how they log in (password, one-time codes,
 * OpenID Connect identities), their server-side sessions, and the PostgreSQL-backed pieces that must hold
 * across app processes (rate-limit counters, the dev outbox).
 *
 * Profiles (up to five per seeker, one default) are a later table that points at `users.id`; until it
 * exists, what the registration steps collect waits in `registration_drafts`, one row per step, and the
 * profile feature turns those rows into the seeker's first profile.
 */
import type { AccountRole, ExperienceType, RecruiterRole, RegistrationProgress } from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    role: text("role").$type<AccountRole>().notNull(),
    /** Lower-cased; unique per role, so one address may hold a seeker and a recruiter account. */
    email: text("email").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Digits only, as the country settings store them ("91"). */
    mobileDiallingCode: text("mobile_dialling_code"),
    /** National number, digits only. */
    mobileNumber: text("mobile_number"),
    mobileVerifiedAt: timestamp("mobile_verified_at", { withTimezone: true }),
    name: text("name").notNull(),
    /** scrypt with its parameters in the string; null for accounts created by social login alone. */
    passwordHash: text("password_hash"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** The country site and language the account was created on; messages to the user use them. */
    siteId: text("site_id").notNull(),
    language: text("language").notNull().default("en"),
    experienceType: text("experience_type").$type<ExperienceType>(),
    registrationProgress: text("registration_progress")
      .$type<RegistrationProgress>()
      .notNull()
      .default("personal"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /**
     * When the user asked for the account to be deleted; its data is removed a grace period later
     * (ACCOUNT_DELETION_GRACE_DAYS) unless they sign in before then, which clears it.
     */
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("users_role_email_idx").on(table.role, table.email),
    index("users_deletion_idx")
      .on(table.deletionRequestedAt)
      .where(sql`${table.deletionRequestedAt} IS NOT NULL`),
    uniqueIndex("users_role_mobile_idx")
      .on(table.role, table.mobileDiallingCode, table.mobileNumber)
      .where(sql`${table.mobileNumber} IS NOT NULL`),
    check("users_role_check", sql`${table.role} IN ('seeker', 'recruiter', 'staff')`),
    check(
      "users_mobile_pair_check",
      sql`(${table.mobileDiallingCode} IS NULL) = (${table.mobileNumber} IS NULL)`,
    ),
  ],
);

/** Accounts at OpenID Connect providers linked to a user; `subject` is the provider's stable `sub`. */
export const userIdentities = pgTable(
  "user_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index("user_identities_user_idx").on(table.userId),
  ],
);

/**
 * Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a copy of this
 * table cannot be replayed. `id` is the public handle a user sees when listing and ending sessions.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authMethod: text("auth_method").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp("idle_expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [
    index("sessions_user_idx").on(table.userId),
    index("sessions_absolute_expiry_idx").on(table.absoluteExpiresAt),
  ],
);

/**
 * One-time codes (six digits to a phone or mailbox) and one-time link tokens (e-mail verification,
 * password reset). Only an HMAC of the secret is stored, keyed by purpose and destination, so a code is
 * worthless for any other purpose or address.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    purpose: text("purpose").notNull(),
    channel: text("channel").$type<"email" | "sms">().notNull(),
    /** Lower-cased e-mail address, or "+" and the digits of a mobile number. */
    destination: text("destination").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("one_time_codes_lookup_idx").on(table.purpose, table.destination, table.createdAt.desc()),
    index("one_time_codes_hash_idx").on(table.codeHash),
    index("one_time_codes_expiry_idx").on(table.expiresAt),
  ],
);

/** Fixed-window counters: one row per key and window, shared by every app process. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limits_expiry_idx").on(table.expiresAt),
  ],
);

/** Messages kept instead of sent when no e-mail or SMS provider is configured (development and demos). */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").$type<"email" | "sms">().notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    template: text("template").notNull(),
    siteId: text("site_id").notNull(),
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outbox_created_idx").on(table.createdAt.desc()),
    index("outbox_recipient_idx").on(table.recipient),
  ],
);

/**
 * Addresses and numbers a provider refused for good (an SMTP 5xx for the recipient: no such mailbox,
 * blocked), with the answer: job alerts to the address pause and say so, until the person confirms it
 * again. Written by the notifications feature's delivery task.
 */
export const undeliverableRecipients = pgTable("undeliverable_recipients", {
  recipient: text("recipient").primaryKey(),
  channel: text("channel").$type<"email" | "sms">().notNull(),
  /** The provider's answer, e.g. "550 5.1.1 No such user". */
  reason: text("reason").notNull(),
  failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The company a recruiter works for (one each). */
export const companyRecruiters = pgTable(
  "company_recruiters",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobTitle: text("job_title"),
    role: text("role").$type<RecruiterRole>().notNull().default("recruiter"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("company_recruiters_company_idx").on(table.companyId),
    check("company_recruiters_role_check", sql`${table.role} IN ('admin', 'recruiter')`),
  ],
);

/**
 * An admin's invitation of a colleague by e-mail. The link carries a token; only its hash is kept. One
 * open invitation per company and address (inviting again renews it).
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    role: text("role").$type<RecruiterRole>().notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("company_invitations_open_idx")
      .on(table.companyId, table.email)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
    check("company_invitations_role_check", sql`${table.role} IN ('admin', 'recruiter')`),
  ],
);

/** What each registration step saved, so a seeker who leaves half way resumes with nothing lost. */
export const registrationDrafts = pgTable(
  "registration_drafts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.step] })],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
