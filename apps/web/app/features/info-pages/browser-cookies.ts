/**
 * Every cookie the portal sets, as the privacy policy lists them. Names the browser bundle can import
 * come from their constants; the others are set by the server (apps/server/src/plugins/session.ts,
 * features/accounts/social-login.ts) or by server-only modules of this app, and are spelt out here.
 * Adding a cookie means adding it here, with its purpose and lifetime in the catalogues.
 */
import { AD_COOKIE, PENDING_RETURN_COOKIE, XSRF_COOKIE } from "@portal/domain";

export type CookieTopic =
  | "session"
  | "presence"
  | "xsrf"
  | "knownDevice"
  | "banner"
  | "linkToken"
  | "registrationReturn"
  | "pendingSave"
  | "socialLogin"
  | "visitor";

export interface BrowserCookie {
  topic: CookieTopic;
  /** One cookie under each of its names: the `__Host-` spelling is used over HTTPS. */
  names: readonly string[];
}

export const BROWSER_COOKIES: readonly BrowserCookie[] = [
  { topic: "session", names: ["sid", "__Host-sid"] },
  { topic: "presence", names: ["session-client"] },
  { topic: "xsrf", names: [XSRF_COOKIE] },
  { topic: "knownDevice", names: ["known-device"] },
  { topic: "banner", names: [AD_COOKIE.name] },
  { topic: "linkToken", names: ["link-reset", "link-verify-email"] },
  { topic: "registrationReturn", names: [PENDING_RETURN_COOKIE] },
  { topic: "pendingSave", names: ["pending-save"] },
  { topic: "socialLogin", names: ["oidc", "__Host-oidc"] },
  { topic: "visitor", names: ["visitor"] },
];
