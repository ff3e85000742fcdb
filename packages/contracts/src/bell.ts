/**
 * What pages may ask the server about bell (in-app) notifications (the `bell` service of the load
 * context; implemented in apps/server/src/features/bell). Notifications are written by the features
 * whose changes they tell of (application status changes now), inside the same transaction.
 */
import type { SiteId } from "@portal/domain";
import type { JobSummary } from "./jobs.ts";

/** Notifications shown per page of the list. */
export const BELL_PAGE_SIZE = 20;
/** The header shows "99+" above this; counting further costs time and tells nothing. */
export const BELL_COUNT_CAP = 99;
/** Marking read, per seeker: generous for a person, a bound for a script. */
export const BELL_WRITE_LIMIT = { limit: 300, windowSeconds: 15 * 60 } as const;

/** Application statuses a seeker hears about: the recruiter's moves, never the seeker's own. */
export const NOTIFIED_STATUSES = ["viewed", "shortlisted", "rejected"] as const;
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

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
