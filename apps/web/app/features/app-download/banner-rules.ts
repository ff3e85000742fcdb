/**
 * The app banner's decisions that do not need a browser, so they can be tested: what to do when the
 * "Open Now" wait ends, and the cookie that remembers a closed banner (spec §4).
 */
import { AD_COOKIE, type OpenNowFallback, openNowFallback } from "@portal/domain";
import { cookieDomainFor, serializeCookie } from "../../lib/cookies.ts";

export type OpenNowOutcome = { action: "none" } | OpenNowFallback;

/**
 * After STORE_REDIRECT_DELAY_MS: a hidden page means the app opened and took over, so nothing is left
 * to do; a visible one means it did not, and the device decides between the store and hiding the banner.
 */
export function openNowOutcome(input: { isPageVisible: boolean; userAgent: string }): OpenNowOutcome {
  return input.isPageVisible ? openNowFallback(input.userAgent) : { action: "none" };
}

/** The `document.cookie` assignment that keeps the banner closed for a day on every sub-domain. */
export function dismissCookie(hostname: string, isSecure: boolean): string {
  return serializeCookie(AD_COOKIE.name, AD_COOKIE.value, {
    maxAgeSeconds: AD_COOKIE.maxAgeDays * 86_400,
    path: AD_COOKIE.path,
    domain: cookieDomainFor(hostname),
    secure: isSecure,
    sameSite: "Lax",
  });
}
