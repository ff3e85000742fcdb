/**
 * Staff's prices of the career-services catalogue (decision 048), on top of the file
 * (apps/server/data/career-services.json, decision 042).
 *
 * - `catalogue_price_changes`: one row per change of one plan's or add-on's price on one site, never
 *   updated or deleted. An item's price is its newest row, or the file's where it has none; a null
 *   price means "not sold on this site", as in the file. The greatest id is the version every app
 *   process compares with its own copy. Changes are written one at a time (an advisory lock), so ids
 *   are committed in their order and a process that has read up to an id has read every change before it.
 *   Orders never read it: they keep the amounts they were made with.
 */
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const cataloguePriceChanges = pgTable(
  "catalogue_price_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: text("site_id").notNull(),
    itemKind: text("item_kind").$type<"plan" | "add-on">().notNull(),
    /** A plan's or add-on's id in the catalogue file. */
    itemId: text("item_id").notNull(),
    /** The site's currency when the price was set; a row in another currency is not applied. */
    currency: text("currency").notNull(),
    /** Minor units of `currency`; null: not sold on the site. */
    priceMinor: bigint("price_minor", { mode: "number" }),
    /** Plans only: the struck-through "was" price. */
    listPriceMinor: bigint("list_price_minor", { mode: "number" }),
    /** Kept when the account goes (its name is copied into `staff_name`). */
    staffId: uuid("staff_id").references(() => users.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("catalogue_price_changes_item_idx").on(table.siteId, table.itemKind, table.itemId, table.id.desc()),
    check("catalogue_price_changes_kind_check", sql`${table.itemKind} IN ('plan', 'add-on')`),
    check("catalogue_price_changes_price_check", sql`${table.priceMinor} IS NULL OR ${table.priceMinor} > 0`),
    check(
      "catalogue_price_changes_list_price_check",
      sql`${table.listPriceMinor} IS NULL OR (${table.itemKind} = 'plan' AND ${table.listPriceMinor} > ${table.priceMinor})`,
    ),
  ],
);
