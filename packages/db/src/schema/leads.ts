/**
 * Callback requests and the internal leads staff work from them (spec: callback request, internal-lead
 * form): who asked (a seeker's account when logged in), the number with its dialling code, what about and
 * when to call, and staff's status and note. The number is personal data: kept only here, shown to staff
 * of the leads area.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const callbackRequests = pgTable(
  "callback_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: text("site_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull().default(""),
    diallingCode: text("dialling_code").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    topic: text("topic").notNull(),
    preferredTime: text("preferred_time").notNull(),
    /** "web" (the callback form) or "staff" (an internal lead staff wrote down). */
    source: text("source").notNull().default("web"),
    status: text("status").notNull().default("new"),
    note: text("note").notNull().default(""),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("callback_requests_status_idx").on(table.status, table.createdAt),
    check("callback_requests_status_check", sql`${table.status} IN ('new', 'contacted', 'closed')`),
  ],
);
