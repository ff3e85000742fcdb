/**
 * A secret an e-mailed link carries (?token=… of a password reset or an e-mail verification) leaves the
 * address on the link's first load: the page moves it into a short-lived cookie only this page's path
 * receives and sends the browser to the same address without it. So it is not kept in the browser's
 * history, sent on in a Referer, or written to an access log by a proxy after that first request.
 */
import { redirect } from "react-router";
import { parseCookies, serverCookieAttributes } from "./cookies.ts";

/** Long enough to read the page and choose a password; the token's own expiry still applies. */
const LINK_TOKEN_SECONDS = 30 * 60;

export function linkTokenCookieName(name: string): string {
  return `link-${name}`;
}

/**
 * The link's token for this page: from the cookie it was moved to, or (the first load) thrown as a
 * redirect that moves it there.
 */
export function linkToken(request: Request, origin: string, name: string): string {
  const url = new URL(request.url);
  const fromAddress = url.searchParams.get("token");
  if (fromAddress) {
    url.searchParams.delete("token");
    throw redirect(`${url.pathname}${url.search}`, {
      headers: {
        "Set-Cookie": `${linkTokenCookieName(name)}=${encodeURIComponent(fromAddress)}; ${serverCookieAttributes(origin, LINK_TOKEN_SECONDS, url.pathname)}`,
      },
    });
  }
  return parseCookies(request.headers.get("Cookie"))[linkTokenCookieName(name)] ?? "";
}

/** The Set-Cookie header that forgets a used token (its link works once). */
export function forgetLinkToken(request: Request, origin: string, name: string): string {
  const path = new URL(request.url).pathname;
  return `${linkTokenCookieName(name)}=; ${serverCookieAttributes(origin, 0, path)}`;
}
