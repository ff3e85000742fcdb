/**
 * Single sign-on for the learning provider (decision 050): the portal is an OpenID provider.
 *
 * - `oidc_models`: what `oidc-provider` stores (sessions, interactions, grants, authorization codes,
 *   access tokens…), one row per kind and id, its payload as the library gives it, with the indexes its
 *   adapter looks up by (`grant_id` to revoke a grant's tokens, `uid` for sessions, `account_id` to end a
 *   seeker's sessions when they log out of the portal) and its expiry. Expired rows are swept.
 * - `oidc_signing_keys`: the private keys the provider signs ID tokens and logout tokens with, made once
 *   and shared by every process (the learning site checks them through the published key set).
 */
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
