/**
 * The staff console's audit log (the `staffConsole` service of the load context, `/api/staff/audit-log`;
 * implemented in apps/server/src/features/staff): every staff action, newest first, by area.
 */
import { STAFF_AREAS, type StaffArea } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";

export const STAFF_AUDIT_PAGE_SIZE = 50;

export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  staffName: z.string(),
  area: z.enum(STAFF_AREAS),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  at: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditPageSchema = z.object({
  entries: z.array(staffAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;

export interface StaffConsoleContract {
  /** Any staff account reads the log; `area` narrows it. */
  auditLog(staff: AccountUser, query: { area?: StaffArea | null; page?: number }): Promise<StaffAuditPage>;
}
