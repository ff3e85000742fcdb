/**
 * Single sign-on for the learning provider (decision 050): the portal is an OpenID provider.
 *
 * - `oidc_models`: what `oidc-provider` stores (sessions, interactions, grants, authorization codes,
 *   access tokens…), one row per kind and id, its payload as the library gives it, with the indexes its
 *   adapter looks up by (`grant_id` to revoke a grant's tokens, `uid` for sessions, `account_id` to end a
 *   seeker's sessions when they log out of the portal) and its expiry. Expired rows are swept.
 * - `oidc_signing_keys`: the private keys the provider signs ID tokens and logout tokens with, made once
 *   and shared by every process (the learning site checks them through the published key set).
 * - The learning provider's side: its catalogue answers kept for when it is down, the progress events it
 *   reports (each once), each seeker's progress per course, and the reconciliation's cursor.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { orders } from "./storefront.ts";

export const oidcModels = pgTable(
  "oidc_models",
  {
    kind: text("kind").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").notNull(),
    grantId: text("grant_id"),
    uid: text("uid"),
    userCode: text("user_code"),
    accountId: text("account_id"),
    /** The site origin whose provider stored it (a session's logout goes out under that issuer). */
    origin: text("origin").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index("oidc_models_grant_idx").on(table.grantId).where(sql`${table.grantId} IS NOT NULL`),
    index("oidc_models_uid_idx").on(table.uid).where(sql`${table.uid} IS NOT NULL`),
    index("oidc_models_account_idx").on(table.accountId).where(sql`${table.accountId} IS NOT NULL`),
    index("oidc_models_expires_idx").on(table.expiresAt),
  ],
);

export const oidcSigningKeys = pgTable("oidc_signing_keys", {
  kid: text("kid").primaryKey(),
  /** The private JWK (RS256). */
  jwk: jsonb("jwk").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the learning provider answered, kept per request (`key`: the call and its parameters): the
 * catalogue still shows from here when the provider does not answer.
 */
export const learningCatalogueCache = pgTable("learning_catalogue_cache", {
  key: text("key").primaryKey(),
  body: jsonb("body").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every progress event the provider sent (webhook) or we read back (reconciliation), once by its id. */
export const learningEvents = pgTable(
  "learning_events",
  {
    eventId: text("event_id").primaryKey(),
    type: text("type").notNull(),
    /** The learner (their `sub` is the seeker's id); null when the provider names someone we do not know. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    percent: integer("percent").notNull(),
    certificateUrl: text("certificate_url"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** How it arrived: "webhook" or "reconcile". */
    via: text("via").notNull(),
  },
  (table) => [index("learning_events_user_idx").on(table.userId, table.occurredAt)],
);

/** A seeker's progress per course: the highest percent seen (events may arrive out of order). */
export const learningProgress = pgTable(
  "learning_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    percent: integer("percent").notNull().default(0),
    certificateUrl: text("certificate_url"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

/** Where reconciliation has read the provider's activity feed up to (one row). */
export const learningSync = pgTable("learning_sync", {
  id: integer("id").primaryKey().default(1),
  cursor: text("cursor").notNull().default("0"),
  syncedAt: timestamp("synced_at", { withTimezone: true }),
});

/**
 * Courses and bundles bought through the storefront (decision 051): one row per paid order line, written
 * in the fulfilment's transaction once the provider has enrolled the seeker under the line's reference
 * (`<order id>:<item>`), so an order line enrols once however often fulfilment runs.
 */
export const learningEnrolments = pgTable(
  "learning_enrolments",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemRef: text("item_ref").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "course" or "course-bundle". */
    serviceId: text("service_id").notNull(),
    providerEnrolmentId: text("provider_enrolment_id").notNull(),
    /** The courses it opens: the course, or the bundle's courses when bought. */
    courseIds: text("course_ids").array().notNull(),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.itemRef] }),
    index("learning_enrolments_user_idx").on(table.userId, table.serviceId, table.itemRef),
  ],
);
