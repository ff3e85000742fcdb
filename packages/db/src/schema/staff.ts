/**
 * Staff: what each staff account may work on, and everything staff did.
 *
 * - `staff_areas`: one row per staff account and area (`STAFF_AREAS` of @portal/domain). A staff
 *   account without an area's row is refused that area's pages and calls.
 * - `staff_audit_log`: every staff action, written in the action's own transaction where it has one:
 *   who, which area, what (`action`, e.g. "order.refund"), on what (`target`: an order number, a code,
 *   a job), the details that matter (amount, reason), and when. Rows are never changed or deleted.
 */
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const staffAreas = pgTable(
  "staff_areas",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    area: text("area").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.area] })],
);

export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Kept when the account goes: the log outlives it (its name is copied into `staff_name`). */
    staffId: uuid("staff_id").references(() => users.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    area: text("area").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    details: jsonb("details").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_audit_log_created_idx").on(table.createdAt.desc()),
    index("staff_audit_log_area_idx").on(table.area, table.createdAt.desc()),
  ],
);
