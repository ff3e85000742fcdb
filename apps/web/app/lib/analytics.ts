/**
 * Analytics events (spec §4). Nothing is sent yet: the provider is not chosen, and until it is, every
 * component calls this one function, so wiring one in later touches a single file.
 */
import type { AnalyticsUserType, APP_DOWNLOAD_EVENTS } from "@portal/domain";

export type AnalyticsEvent = (typeof APP_DOWNLOAD_EVENTS)[keyof typeof APP_DOWNLOAD_EVENTS];

export interface AnalyticsProperties {
  user_type: AnalyticsUserType;
  label: string;
}

export function track(_event: AnalyticsEvent, _properties: AnalyticsProperties): void {}
