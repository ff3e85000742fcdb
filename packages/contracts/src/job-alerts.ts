/**
 * Job alerts (the `jobAlerts` service of the load context and `/api/job-alerts…`; implemented in
 * apps/server/src/features/job-alerts). An alert is a results query string e-mailed daily, weekly or
 * soon after matching jobs appear. A seeker's alerts go to their account's address and need no
 * confirmation; a guest's wait for the link sent to the address (double opt-in), and are managed through
 * signed links in every e-mail: a manage token (an address on a site) and an unsubscribe token (one
 * alert). Refusals are thrown as AppError.
 */
import { ALERT_FREQUENCIES, type AlertFrequency, type SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { RequestMeta } from "./page-session.ts";
import { MAX_SEARCH_LENGTH } from "./saved-searches.ts";

export const JOB_ALERT_STATUSES = ["unconfirmed", "active", "paused"] as const;
export const JOB_ALERT_PAUSES = ["owner", "unsubscribed", "undeliverable"] as const;

export const jobAlertSchema = z.object({
  id: z.string(),
  /** Canonical results query string ("query=java&location=Pune"), without "?". */
  search: z.string(),
  /** What the search looks for and where, for its label. */
  query: z.string(),
  location: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(JOB_ALERT_STATUSES),
  /** Why a paused alert is paused; null otherwise. */
  pausedBecause: z.enum(JOB_ALERT_PAUSES).nullable(),
  email: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** When the next e-mail is due (daily and weekly alerts that are active); null otherwise. */
  nextEmailAt: z.string().nullable(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** A seeker's or an address's alerts on a site, and how many one address may keep. */
export const jobAlertListSchema = z.object({
  alerts: z.array(jobAlertSchema),
  limit: z.number().int(),
});
export type JobAlertList = z.infer<typeof jobAlertListSchema>;

export const jobAlertCreatedSchema = z.object({
  alert: jobAlertSchema,
  /** A guest's alert waits for the link e-mailed to the address. */
  needsConfirmation: z.boolean(),
  /** Jobs matching the search right now (at most the search's honest total). */
  matchingJobs: z.number().int(),
});
export type JobAlertCreated = z.infer<typeof jobAlertCreatedSchema>;

export const jobAlertReplySchema = z.object({ alert: jobAlertSchema });

/** What confirming answers: the alert, and the address's other alerts when it is one too many. */
export const jobAlertConfirmedSchema = z.object({
  alert: jobAlertSchema,
  /** Set when the address already has the most alerts allowed: pick one of these to replace. */
  replaceOneOf: z.array(jobAlertSchema).nullable(),
  /** Signed token to manage the address's alerts without logging in. */
  manageToken: z.string(),
});
export type JobAlertConfirmed = z.infer<typeof jobAlertConfirmedSchema>;

export const jobAlertDoneSchema = z.object({});

// What the calls accept.

const searchField = z.string().max(MAX_SEARCH_LENGTH);
const tokenField = z.string().min(1).max(400);

export const createJobAlertBodySchema = z.object({
  search: searchField,
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
  /** Guests only: where the alert goes (a seeker's go to their account's address). */
  email: z.string().max(254).optional(),
  /** Guests only, for the greeting. */
  name: z.string().max(60).optional(),
  /** The alert this one replaces when the address has the most allowed. */
  replaceId: z.string().uuid().optional(),
});
export type CreateJobAlertInput = z.infer<typeof createJobAlertBodySchema>;

export const updateJobAlertBodySchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
  search: searchField.optional(),
  /** Pause or resume. */
  isPaused: z.boolean().optional(),
});
export type UpdateJobAlertInput = z.infer<typeof updateJobAlertBodySchema>;

export const confirmJobAlertBodySchema = z.object({ token: tokenField });
export const manageTokenQuerySchema = z.object({ manage: tokenField.optional() });
/** RFC 8058 one-click: the mail client posts `List-Unsubscribe=One-Click` to the link's address. */
export const unsubscribeQuerySchema = z.object({ token: tokenField });

/** Who acts on alerts: a logged-in seeker, or whoever holds an address's manage token. */
export type JobAlertOwner = { user: AccountUser } | { manageToken: string };

export interface JobAlertsContract {
  /**
   * Creates an alert on the request's site, in its language. Throws VALIDATION (field problems: the
   * search as the results page refuses it, `invalidEmail`, `alertNameInvalid`), UNPROCESSABLE
   * `alertLimit` (a seeker with JOB_ALERT_LIMITS.perAddressAndSite alerts and no `replaceId`),
   * NOT_FOUND (a `replaceId` that is not theirs), RATE_LIMITED.
   */
  create(user: AccountUser | null, input: CreateJobAlertInput, meta: RequestMeta): Promise<JobAlertCreated>;
  /** An alert just made, for its success page (by its unguessable id); null when there is none. */
  created(id: string): Promise<JobAlertCreated | null>;
  /** Activates a guest's alert from the e-mailed link. Throws NOT_FOUND `alertLinkInvalid`. */
  confirm(token: string): Promise<JobAlertConfirmed>;
  /** Throws NOT_FOUND `alertLinkInvalid` for a manage token that does not verify. */
  list(owner: JobAlertOwner, siteId: SiteId): Promise<JobAlertList>;
  /** Throws NOT_FOUND (not the owner's), VALIDATION (the search), RATE_LIMITED. */
  update(owner: JobAlertOwner, id: string, changes: UpdateJobAlertInput): Promise<JobAlert>;
  /** Throws NOT_FOUND (not the owner's), RATE_LIMITED. */
  remove(owner: JobAlertOwner, id: string): Promise<void>;
  /** Pauses the alert of an unsubscribe token (idempotent). Throws NOT_FOUND `alertLinkInvalid`. */
  unsubscribe(token: string): Promise<JobAlert>;
  /** Jobs matching a search on a site right now (the figure the success page shows). */
  matchingJobs(siteId: SiteId, search: string): Promise<number>;
}

export type { AlertFrequency };
