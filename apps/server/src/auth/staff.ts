/**
 * Staff permissions and the audit log (schema/staff.ts). A staff call names its area: an account without
 * it is refused (403) before anything happens; every action that changes something is written to the
 * log, in the action's own transaction when it has one, so the log and the change stand or fall together.
 */
import { type AccountUser, AppError } from "@portal/contracts";
import type { StaffArea } from "@portal/domain";
import type pg from "pg";

/** The staff member may work on `area`; FORBIDDEN for anyone else. */
export function requireStaffArea(user: AccountUser, area: StaffArea): void {
  if (user.role !== "staff" || !user.staffAreas?.includes(area)) throw new AppError("FORBIDDEN", "forbidden");
}

export interface StaffAction {
  area: StaffArea;
  /** What was done, as "<thing>.<verb>" ("order.refund", "promo.create", "job.reject"). */
  action: string;
  /** What it was done to: an order number, a code, a job id, an e-mail address. */
  target: string;
  /** What matters to a reader later: amounts, reasons. */
  details?: Record<string, string | number | boolean | null>;
}

export async function recordStaffAction(
  db: pg.ClientBase | pg.Pool,
  staff: AccountUser,
  entry: StaffAction,
): Promise<void> {
  await db.query(
    `INSERT INTO staff_audit_log (staff_id, staff_name, area, action, target, details)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [staff.id, staff.name, entry.area, entry.action, entry.target, JSON.stringify(entry.details ?? {})],
  );
}
