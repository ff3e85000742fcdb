/**
 * Where a form or link says to go back to (returnTo, back): a path of this site, checked by the one
 * rule of @portal/domain's safeReturnPath, or the page's fallback.
 */
import { safeReturnPath } from "@portal/domain";

export function returnToOf(request: Request, value: unknown, fallback: string): string {
  return safeReturnPath(typeof value === "string" ? value : null, new URL(request.url).origin) ?? fallback;
}
