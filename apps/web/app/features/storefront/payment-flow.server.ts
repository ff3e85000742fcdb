/**
 * The iOS app's payment flow (spec §4, `paymentPlatform` of @portal/domain): a checkout opened by the
 * app (?app=…&platform=ios, then the cookie) takes the "old" flow, where the app's web view cannot hand
 * the buyer to a UPI or wallet app and back: only card and net banking, each on the gateway's own page.
 */
import type { PaymentMode, PortalLoadContext } from "@portal/contracts";
import { PAYMENT_PLATFORM_COOKIE, paymentPlatform } from "@portal/domain";
import { parseCookies, serverCookieAttributes } from "../../lib/cookies.ts";

const OLD_FLOW_MODES: readonly PaymentMode[] = ["card", "netbanking"];
/** As long as a visit in the app: a day. */
const COOKIE_SECONDS = 24 * 60 * 60;

export function paymentFlow(
  context: PortalLoadContext,
  request: Request,
): { modes: (modes: readonly PaymentMode[]) => PaymentMode[]; headers: HeadersInit | undefined } {
  const stored = parseCookies(request.headers.get("Cookie"))[PAYMENT_PLATFORM_COOKIE];
  const { result, setCookie } = paymentPlatform(stored, new URL(request.url).search);
  return {
    modes: (modes) => (result === "old" ? modes.filter((mode) => OLD_FLOW_MODES.includes(mode)) : [...modes]),
    headers: setCookie
      ? {
          "Set-Cookie": `${PAYMENT_PLATFORM_COOKIE}=${encodeURIComponent(setCookie)}; ${serverCookieAttributes(context.origin, COOKIE_SECONDS)}`,
        }
      : undefined,
  };
}
