/**
 * Bell (in-app) notifications (the `bell` service of the load context and `/api/seeker/notifications…`;
 * implemented in apps/server/src/features/bell). Notifications are written by the features whose
 * changes they tell of (application status changes now), inside the same transaction. Refusals are
 * thrown as AppError.
 */
import { SITE_IDS } from "@portal/domain";
import { z } from "zod";
import { NOTIFIED_STATUSES } from "./constants.ts";
import { jobSummarySchema } from "./jobs.ts";

export const applicationStatusNoticeSchema = z.object({
  kind: z.literal("application-status"),
  applicationId: z.string(),
  jobId: z.number().int(),
  siteId: z.enum(SITE_IDS),
  status: z.enum(NOTIFIED_STATUSES),
});
export type ApplicationStatusNotice = z.infer<typeof applicationStatusNoticeSchema>;

export const bellNotificationSchema = z.object({
  id: z.number().int(),
  notice: applicationStatusNoticeSchema,
  /** The job's card when the job still exists on a site the portal knows; null otherwise. */
  job: jobSummarySchema.pick({ id: true, title: true, companyName: true }).nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type BellNotification = z.infer<typeof bellNotificationSchema>;

/** A page of the seeker's notifications, newest first, with the unread count (GET /api/seeker/notifications). */
export const bellListSchema = z.object({
  notifications: z.array(bellNotificationSchema),
  unread: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BellList = z.infer<typeof bellListSchema>;

export interface BellContract {
  /** Unread notifications, at most BELL_COUNT_CAP + 1 counted (the header shows "99+"). */
  unreadCount(userId: string): Promise<number>;
  list(userId: string, page?: number): Promise<BellList>;
  /**
   * Marking twice is fine. Throws NOT_FOUND `notFound` (another seeker's notification, or one that does
   * not exist), RATE_LIMITED (BELL_WRITE_LIMIT, shared with `markAllRead`).
   */
  markRead(userId: string, id: number): Promise<void>;
  /** How many were unread and are now read. Throws RATE_LIMITED. */
  markAllRead(userId: string): Promise<{ marked: number }>;
}
