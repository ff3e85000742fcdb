/**
 * What the job-alert pages show of an alert, made in the loader: its label in the page's language (the
 * saved searches' summary of a search), its status text key and dates.
 */
import type { JobAlert, PortalLoadContext } from "@portal/contracts";
import { type Language, localeFor } from "@portal/domain";
import { messagesFor } from "../../i18n/catalogues.server.ts";
import { createI18n } from "../../i18n/i18n-context.tsx";
import { summaryOfSearch } from "../saved-searches/search-summary.ts";

export interface AlertView {
  id: string;
  label: string;
  search: string;
  frequency: JobAlert["frequency"];
  statusKey:
    | "jobAlerts.status.unconfirmed"
    | "jobAlerts.status.active"
    | "jobAlerts.status.owner"
    | "jobAlerts.status.unsubscribed"
    | "jobAlerts.status.undeliverable";
  isPaused: boolean;
  canPause: boolean;
  lastSentAt: string | null;
  nextEmailAt: string | null;
  email: string;
}

export function loaderI18n(context: PortalLoadContext, language: Language) {
  return createI18n({
    language,
    locale: localeFor(context.site, language, context.brand),
    messages: messagesFor(language),
    now: Date.now(),
  });
}

export function alertView(context: PortalLoadContext, language: Language, alert: JobAlert): AlertView {
  const { t } = loaderI18n(context, language);
  const statusKey =
    alert.status === "paused"
      ? (`jobAlerts.status.${alert.pausedBecause ?? "owner"}` as const)
      : (`jobAlerts.status.${alert.status}` as const);
  return {
    id: alert.id,
    label: summaryOfSearch(t, alert.search, context.site.id),
    search: alert.search,
    frequency: alert.frequency,
    statusKey,
    isPaused: alert.status === "paused",
    canPause: alert.status === "active",
    lastSentAt: alert.lastSentAt,
    nextEmailAt: alert.nextEmailAt,
    email: alert.email,
  };
}
