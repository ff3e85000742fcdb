/**
 * What the portal infers about a visit (spec §4, §9): where it came from and what kind of device it
 * is on. Both read only what the request or page already has, so they run on either side.
 */
import { readQueryString, type SearchInput } from "./query.ts";

export type ReferralSource = "mailer" | "google";

const MAILER_MARKERS = ["Auto_Mailer", "Manual_Mailer"] as const;

/** Visits from our own e-mails carry spl=…Auto_Mailer… or …Manual_Mailer…; everything else counts as google. */
export function referralSource(search: SearchInput): ReferralSource {
  const values = readQueryString(search).getAll("spl");
  return values.some((value) => MAILER_MARKERS.some((marker) => value.includes(marker)))
    ? "mailer"
    : "google";
}

export type DeviceOs = "windows phone" | "android" | "ios" | "unknown";

export interface Device {
  os: DeviceOs;
  /** Phones only: iPads and other tablets get the desktop experience (spec §9). */
  isMobile: boolean;
}

const TABLET_PATTERN = /ipad|tablet|kindle|silk|playbook|nexus (?:7|9|10)|sm-t\d/i;
const OTHER_MOBILE_PATTERN = /mobi|opera mini|blackberry|bb10|iemobile|webos|symbian|nokia|kaios/i;

/**
 * The OS family and phone-ness of a user agent. Windows Phone is checked first because its agents
 * also claim Android and iPhone; Android phones say "Mobile" while Android tablets do not.
 * iPadOS 13+ presents itself as a Mac and is therefore, correctly, a desktop.
 */
export function detectDevice(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? "";
  if (/windows phone/i.test(ua)) return { os: "windows phone", isMobile: true };
  if (/android/i.test(ua)) return { os: "android", isMobile: /mobile/i.test(ua) && !TABLET_PATTERN.test(ua) };
  if (/ipad/i.test(ua)) return { os: "ios", isMobile: false };
  if (/iphone|ipod/i.test(ua)) return { os: "ios", isMobile: true };
  return { os: "unknown", isMobile: OTHER_MOBILE_PATTERN.test(ua) && !TABLET_PATTERN.test(ua) };
}
