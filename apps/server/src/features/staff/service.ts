/** The staff console: the audit log that `recordStaffAction` (auth/staff.ts) writes, newest first. */
import {
  AppError,
  STAFF_AUDIT_PAGE_SIZE,
  type StaffAuditEntry,
  type StaffConsoleContract,
} from "@portal/contracts";
import { STAFF_AREAS, type StaffArea } from "@portal/domain";
import type pg from "pg";

export function createStaffConsole(pool: pg.Pool): StaffConsoleContract {
  return {
    async auditLog(staff, query) {
      if (staff.role !== "staff") throw new AppError("FORBIDDEN", "forbidden");
      const area: StaffArea | null = STAFF_AREAS.find((known) => known === query.area) ?? null;
      const page = Math.max(1, Math.min(1000, Math.trunc(query.page ?? 1) || 1));
      const [list, total] = await Promise.all([
        pool.query<{
          id: string;
          staff_name: string;
          area: StaffArea;
          action: string;
          target: string;
          details: StaffAuditEntry["details"];
          created_at: Date;
        }>(
          `SELECT id, staff_name, area, action, target, details, created_at FROM staff_audit_log
            WHERE ($1::text IS NULL OR area = $1) ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [area, STAFF_AUDIT_PAGE_SIZE, (page - 1) * STAFF_AUDIT_PAGE_SIZE],
        ),
        pool.query<{ count: string }>(
          "SELECT count(*) AS count FROM staff_audit_log WHERE ($1::text IS NULL OR area = $1)",
          [area],
        ),
      ]);
      return {
        entries: list.rows.map((row) => ({
          id: Number(row.id),
          staffName: row.staff_name,
          area: row.area,
          action: row.action,
          target: row.target,
          details: row.details,
          at: row.created_at.toISOString(),
        })),
        total: Number(total.rows[0]?.count ?? 0),
        page,
        pageSize: STAFF_AUDIT_PAGE_SIZE,
      };
    },
  };
}
