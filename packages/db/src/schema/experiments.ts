/**
 * A/B experiments (spec: A/B variant resolve) and the welcome screen new seekers see (spec: splash
 * screen). A visitor's variant is computed from their id, never stored to decide it; what is stored is
 * that they were shown it (the exposure), once per visitor and experiment, with how often.
 */
import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const experimentExposures = pgTable(
  "experiment_exposures",
  {
    experiment: text("experiment").notNull(),
    /** "user:<id>" for a seeker, "visitor:<id>" for a guest: the id the variant was computed from. */
    subject: text("subject").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    variant: text("variant").notNull(),
    siteId: text("site_id").notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
    exposures: integer("exposures").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.experiment, table.subject] })],
);

/** The welcome (splash) screen after registration: shown until the seeker closes it or acts on it. */
export const welcomeScreens = pgTable("welcome_screens", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  variant: text("variant").notNull(),
  firstShownAt: timestamp("first_shown_at", { withTimezone: true }).notNull().defaultNow(),
  /** Closed, or left by one of its buttons ("profile", "resume", "alert", "close"). */
  closedAt: timestamp("closed_at", { withTimezone: true }),
  closedWith: text("closed_with"),
});
