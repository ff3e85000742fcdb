/**
 * A guest's pending application across registration. A guest who clicks Apply is sent to log in with
 * the apply page (jobs and all) as `returnUrl`; login returns there by itself. A guest who registers
 * instead goes through several step pages first, so the same address is carried on:
 *
 * 1. the login page's "Register" link passes `returnUrl` on to the registration page, whose form posts
 *    it back as a hidden `pendingReturn` field (same-origin post with a valid `_csrf`);
 * 2. the registration action keeps it in a short-lived HttpOnly cookie (the address bar cannot carry
 *    it through the steps' own redirects, and the session id changes at login, decision 010);
 * 3. when the last step completes registration, the seeker is sent there instead of the dashboard and
 *    the cookie is cleared. Single-page registration completes at once and goes there directly.
 *
 * A seeker who is logged in without having finished registration (social login makes the account at
 * once) and opens the apply page is sent to the next registration step the same way, the apply address
 * kept in the cookie; so is one who comes back from social login to any page of ours.
 *
 * Only a path of this site is ever kept or followed, and nothing is applied by following it: the apply
 * page still asks the seeker to confirm with a CSRF-protected post (decision 017).
 */

import type { PortalLoadContext } from "@portal/contracts";
import { PENDING_RETURN_COOKIE, PENDING_RETURN_SECONDS, safeReturnPath } from "@portal/domain";
import { parseCookies, serverCookieAttributes } from "../../lib/cookies.ts";

/** The server's social login callback sets the same cookie for a seeker who has registration to finish. */
export { PENDING_RETURN_COOKIE };
export const PENDING_RETURN_FIELD = "pendingReturn";

/** A same-site path to come back to after registration, or null for anything else. */
export function pendingReturnOf(request: Request, value: unknown): string | null {
  return safeReturnPath(typeof value === "string" ? value : null, new URL(request.url).origin);
}

/** Headers of the registration's redirect that remember where to come back to (none without one). */
export function rememberPendingReturn(
  context: Pick<PortalLoadContext, "origin">,
  path: string | null,
): ResponseInit | undefined {
  if (!path) return undefined;
  const value = encodeURIComponent(path);
  return {
    headers: {
      "Set-Cookie": `${PENDING_RETURN_COOKIE}=${value}; ${serverCookieAttributes(context.origin, PENDING_RETURN_SECONDS)}`,
    },
  };
}

/** Where the seeker who just completed registration goes, with the header that forgets it; null if nowhere. */
export function takePendingReturn(
  request: Request,
  context: Pick<PortalLoadContext, "origin">,
): { path: string; init: ResponseInit } | null {
  const path = pendingReturnOf(request, parseCookies(request.headers.get("Cookie"))[PENDING_RETURN_COOKIE]);
  if (!path) return null;
  return {
    path,
    init: {
      headers: { "Set-Cookie": `${PENDING_RETURN_COOKIE}=; ${serverCookieAttributes(context.origin, 0)}` },
    },
  };
}
