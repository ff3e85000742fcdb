/**
 * Engagement cards (spec §2, §4): what each seeker last did with each card, and every card event for
 * engagement, abandonment and field-level figures. Which cards are due is computed from the profile
 * (rules in @portal/domain's engagement-cards); only the seeker's answers are stored here.
 */
import type { CardAction, CardEvent, CardId } from "@portal/domain";
import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** One row per seeker and card: the latest answer and until when it hides the card. */
export const engagementCardStates = pgTable(
  "engagement_card_states",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: text("card_id").$type<CardId>().notNull(),
    lastAction: text("last_action").$type<CardAction>().notNull(),
    actedAt: timestamp("acted_at", { withTimezone: true }).notNull(),
    /** Null for answers that do not hide the card (confirm, update). */
    hiddenUntil: timestamp("hidden_until", { withTimezone: true }),
    /** The rules version the answer was given under (a skip only hides under its own version). */
    ruleVersion: text("rule_version").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.cardId] }),
    check(
      "engagement_card_states_action_check",
      sql`${table.lastAction} IN ('confirmed', 'updated', 'skipped', 'remind-later')`,
    ),
  ],
);

/** Append-only: shown, opened, answered, abandoned, and each field changed in an update form. */
export const engagementCardEvents = pgTable(
  "engagement_card_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: text("card_id").$type<CardId>().notNull(),
    event: text("event").$type<CardEvent>().notNull(),
    /** For field-changed events: the form field's name. */
    field: text("field"),
    /** X-Rule-Applied and X-Rule-Version as the caller sent them back (or as the server applied them). */
    ruleApplied: text("rule_applied"),
    ruleVersion: text("rule_version"),
    /** "popup" for the dialog's calls (X-Source), "page" for server-rendered forms, "api" otherwise. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("engagement_card_events_user_idx").on(table.userId, table.createdAt),
    index("engagement_card_events_card_idx").on(table.cardId, table.event, table.createdAt),
  ],
);
