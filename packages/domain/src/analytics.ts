/**
 * First-party analytics (spec §4 events, §7 event publish, bug events): the events a page may send, and
 * their limits. Events carry no personal data beyond the visitor's random id and, logged in, the
 * account's id; where a visit came from is kept as the spec's source (mailer or google) and whether
 * the referrer was an organic search engine, never the address itself.
 */
import { APP_DOWNLOAD_EVENTS } from "./app-download.ts";

export const ANALYTICS_EVENT_NAMES = [
  ...Object.values(APP_DOWNLOAD_EVENTS),
  "page view",
  "search",
  "apply",
  "bug",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Events in one request (the browser sends what gathered since the last one). */
export const ANALYTICS_BATCH_MAX = 20;
export const ANALYTICS_LABEL_MAX = 200;
/** Raw events are kept this long; the daily roll-up keeps the counts. */
export const ANALYTICS_RAW_DAYS = 90;
