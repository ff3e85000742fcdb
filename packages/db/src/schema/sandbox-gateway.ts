/**
 * The sandbox payment gateway's own records (apps/server/src/features/payments/sandbox.ts; decision 043).
 * The sandbox stands in for an outside gateway inside the portal, so these are the gateway's books, not
 * the storefront's: the storefront keeps its own `payments` rows and learns outcomes only through
 * returns, webhooks and status questions, as with Razorpay or Stripe.
 *
 * - `sandbox_payments`: one row per started payment; `outcome` is null until the buyer chooses on the
 *   hosted page. A final outcome (paid, failed) never changes; pending may still become either.
 * - `sandbox_refunds`: refunds of a paid payment, one per idempotency key.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type SandboxOutcome = "paid" | "failed" | "pending";

export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    /** The gateway's reference ("sbx_…"). */
    ref: text("ref").primaryKey(),
    /** The storefront's payment attempt. */
    paymentId: uuid("payment_id").notNull(),
    orderNumber: text("order_number").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    outcome: text("outcome").$type<SandboxOutcome>(),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    chosenAt: timestamp("chosen_at", { withTimezone: true }),
  },
  (table) => [
    index("sandbox_payments_payment_idx").on(table.paymentId),
    check("sandbox_payments_outcome_check", sql`${table.outcome} IN ('paid', 'failed', 'pending')`),
    check("sandbox_payments_amount_check", sql`${table.amountMinor} > 0`),
  ],
);

export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    ref: text("ref")
      .notNull()
      .references(() => sandboxPayments.ref, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sandbox_refunds_ref_idx").on(table.ref),
    check("sandbox_refunds_amount_check", sql`${table.amountMinor} > 0`),
  ],
);
