/**
 * What pages may ask the server about bell (in-app) notifications (the `bell` service of the load
 * context; implemented in apps/server/src/features/bell). Notifications are written by the features
 * whose changes they tell of (application status changes now), inside the same transaction.
 */
import type { SiteId } from "@portal/domain";
import type { NotifiedStatus } from "./constants.ts";
import type { JobSummary } from "./jobs.ts";

export interface ApplicationStatusNotice {
  kind: "application-status";
  applicationId: string;
  jobId: number;
  siteId: SiteId;
  status: NotifiedStatus;
}

export interface BellNotification {
  id: number;
  notice: ApplicationStatusNotice;
  /** The job's card when the job still exists on a site the portal knows; null otherwise. */
  job: Pick<JobSummary, "id" | "title" | "companyName"> | null;
  createdAt: string;
  readAt: string | null;
}

export interface BellList {
  notifications: BellNotification[];
  unread: number;
  total: number;
  page: number;
  pageSize: number;
}

export type BellResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number };

export interface BellContract {
  /** Unread notifications, at most BELL_COUNT_CAP + 1 counted (the header shows "99+"). */
  unreadCount(userId: string): Promise<number>;
  list(userId: string, page?: number): Promise<BellList>;
  /** Another seeker's notification, or one that does not exist, is `notFound`; marking twice is fine. */
  markRead(userId: string, id: number): Promise<BellResult<null>>;
  markAllRead(userId: string): Promise<BellResult<{ marked: number }>>;
}
