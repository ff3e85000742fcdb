/**
 * Payments started inside the iOS app must take the old payment flow. The app opens the web checkout
 * with ?app=…&platform=ios once; the fact is kept in a cookie so later pages of the flow know it too.
 */
import { readQueryString, type SearchInput } from "./query.ts";

/** Name of the cookie holding {"platform":"ios","app":"…"} as JSON. */
export const PAYMENT_PLATFORM_COOKIE = "payment_platform";

export type PaymentPlatformResult = "old" | "";

interface StoredPaymentPlatform {
  platform: string;
  app: string;
}

function readCookie(value: string | undefined): Partial<StoredPaymentPlatform> | null {
  if (!value) return null;
  for (const text of [value, safeDecode(value)]) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object") return parsed as Partial<StoredPaymentPlatform>;
    } catch {
      // Not JSON in this spelling; the decoded spelling is tried next.
    }
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isIos(platform: unknown): boolean {
  return typeof platform === "string" && platform.toLowerCase() === "ios";
}

/**
 * Spec §4: a stored cookie with app and platform "ios" → "old"; otherwise URL parameters app and
 * platform=ios → "old" plus the JSON the caller stores in PAYMENT_PLATFORM_COOKIE; otherwise "".
 */
export function paymentPlatform(
  cookieValue: string | undefined,
  searchParams: SearchInput,
): { result: PaymentPlatformResult; setCookie?: string } {
  const stored = readCookie(cookieValue);
  if (stored?.app && isIos(stored.platform)) return { result: "old" };
  const params = readQueryString(searchParams);
  const app = params.get("app");
  if (app && isIos(params.get("platform"))) {
    const value: StoredPaymentPlatform = { platform: "ios", app };
    return { result: "old", setCookie: JSON.stringify(value) };
  }
  return { result: "" };
}
