/**
 * A guest's save that waits for login. The guest's own form post (same-origin, with a valid `_csrf`)
 * leaves what to save in a short-lived HttpOnly cookie and goes to the login page, which returns to
 * /seeker/save-pending; that page saves it for the now logged-in seeker, forgets the cookie and goes
 * back to where the guest was. Only a post of the visitor's own can set the cookie, so following a
 * link to /seeker/save-pending saves nothing anyone else chose.
 */

import type { PortalLoadContext } from "@portal/contracts";
import { SAVED_SEARCH_NAME_MAX } from "@portal/contracts";
import { type Language, safeReturnPath } from "@portal/domain";
import { redirect } from "react-router";
import { parseCookies, serverCookieAttributes } from "../../lib/cookies.ts";
import { localizeHref } from "../../lib/localized-path.ts";

export const PENDING_SAVE_COOKIE = "pending-save";
export const PENDING_SAVE_PATH = "/seeker/save-pending";
/** Long enough to register or find a password; a forgotten save expires quietly. */
const PENDING_SAVE_SECONDS = 30 * 60;
const MAX_SEARCH_LENGTH = 2000;

export type PendingSave =
  | { kind: "search"; search: string; name: string; back: string }
  | { kind: "job"; jobId: number; back: string };

export function clearPendingSaveHeader(context: PortalLoadContext): string {
  return `${PENDING_SAVE_COOKIE}=; ${serverCookieAttributes(context.origin, 0)}`;
}

/** Reads the cookie back; anything malformed or pointing elsewhere counts as nothing pending. */
export function readPendingSave(request: Request): PendingSave | null {
  const raw = parseCookies(request.headers.get("Cookie"))[PENDING_SAVE_COOKIE];
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const entry = value as Record<string, unknown>;
  const back = safeReturnPath(typeof entry.back === "string" ? entry.back : null, "http://portal.invalid");
  if (!back) return null;
  if (
    entry.kind === "search" &&
    typeof entry.search === "string" &&
    entry.search.length <= MAX_SEARCH_LENGTH &&
    typeof entry.name === "string" &&
    entry.name.length <= SAVED_SEARCH_NAME_MAX * 2
  ) {
    return { kind: "search", search: entry.search, name: entry.name, back };
  }
  if (entry.kind === "job" && typeof entry.jobId === "number" && Number.isSafeInteger(entry.jobId)) {
    return { kind: "job", jobId: entry.jobId, back };
  }
  return null;
}

/** The guest's answer: remember the save, and log in on the way back to it. */
export function loginToSave(context: PortalLoadContext, language: Language, save: PendingSave): Response {
  const value = Buffer.from(JSON.stringify(save), "utf8").toString("base64url");
  const login = localizeHref("/rio/login", language);
  const returnUrl = localizeHref(PENDING_SAVE_PATH, language);
  return redirect(`${login}?returnUrl=${encodeURIComponent(returnUrl)}`, {
    headers: {
      "Set-Cookie": `${PENDING_SAVE_COOKIE}=${value}; ${serverCookieAttributes(context.origin, PENDING_SAVE_SECONDS)}`,
    },
  });
}
