/**
 * First-party analytics in the browser (spec §4 events, §7 event publish, bug events): components call
 * `track`, events gather for a few seconds and go to /api/events in one request (also when the page is
 * hidden or left, with `keepalive`). Nothing personal is sent: the event, a label, the page's path;
 * the page's query and referrer go along only for the server to read the visit's source.
 */
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_LABEL_MAX,
  type AnalyticsEventName,
  type AnalyticsUserType,
  XSRF_COOKIE,
  XSRF_HEADER,
} from "@portal/domain";
import { parseCookies } from "./cookies.ts";

export type AnalyticsEvent = AnalyticsEventName;

export interface AnalyticsProperties {
  /** Guest or logged in (spec §4); the server also knows it from the session. */
  user_type?: AnalyticsUserType;
  label: string;
}

const FLUSH_AFTER_MS = 3000;
const waiting: { name: AnalyticsEvent; label: string; path: string }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let isListening = false;

function flush(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (waiting.length > 0) {
    const events = waiting.splice(0, ANALYTICS_BATCH_MAX);
    const token = parseCookies(document.cookie)[XSRF_COOKIE];
    fetch("/api/events", {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", ...(token ? { [XSRF_HEADER]: token } : {}) },
      body: JSON.stringify({ events, search: location.search, referrer: document.referrer }),
    }).catch(() => {
      // Analytics never disturbs the page: a lost batch is lost.
    });
  }
}

export function track(event: AnalyticsEvent, properties: AnalyticsProperties): void {
  if (typeof window === "undefined") return;
  if (!isListening) {
    isListening = true;
    addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
  }
  waiting.push({
    name: event,
    label: properties.label.slice(0, ANALYTICS_LABEL_MAX),
    path: location.pathname,
  });
  if (waiting.length >= ANALYTICS_BATCH_MAX) flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}
