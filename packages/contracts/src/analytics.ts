/** First-party analytics: the batch pages send, and what staff read (daily counts). */
import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENT_NAMES, ANALYTICS_LABEL_MAX, type SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";

export const analyticsBatchSchema = z.object({
  events: z
    .array(
      z.object({
        name: z.enum(ANALYTICS_EVENT_NAMES),
        label: z.string().max(ANALYTICS_LABEL_MAX).default(""),
        /** The page's path (no query: it may hold what someone typed). */
        path: z.string().max(300).default(""),
      }),
    )
    .min(1)
    .max(ANALYTICS_BATCH_MAX),
  /** The page's query string and referrer, read for the visit's source and never stored. */
  search: z.string().max(1000).default(""),
  referrer: z.string().max(1000).default(""),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsDaySchema = z.object({
  day: z.string(),
  name: z.string(),
  source: z.string(),
  events: z.number(),
  visitors: z.number(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/** Who sent a batch: the visitor's random id, the account when logged in, the site. */
export interface AnalyticsSender {
  siteId: SiteId;
  visitorId: string;
  user: Pick<AccountUser, "id"> | null;
}

export interface AnalyticsContract {
  /** Stores a batch in one statement. */
  record(batch: AnalyticsBatch, sender: AnalyticsSender): Promise<void>;
  /** Daily counts of the site's last `days` days, today's from the raw events (staff of the content area). */
  daily(staff: AccountUser, siteId: SiteId, days: number): Promise<AnalyticsDay[]>;
}
