/**
 * Whose cart a page shows: the logged-in seeker's, or a guest's by the `cart` cookie the server set
 * (CART_COOKIE). A guest's first add from a page form makes the token here and sets the cookie on the
 * answer, as the API does.
 */
import { CART_COOKIE, CART_COOKIE_DAYS, type CartOwner, type PortalLoadContext } from "@portal/contracts";
import { parseCookies, serverCookieAttributes } from "../../lib/cookies.ts";

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export function cartOwner(context: PortalLoadContext, request: Request): CartOwner {
  const token = parseCookies(request.headers.get("Cookie"))[CART_COOKIE];
  return { user: context.session.user, guestToken: token && TOKEN.test(token) ? token : null };
}

/** The owner for a change, and the cookie to set when a guest had no cart yet. */
export function writingCartOwner(
  context: PortalLoadContext,
  request: Request,
): { owner: CartOwner; setCookie: string | null } {
  const owner = cartOwner(context, request);
  if (owner.user || owner.guestToken) return { owner, setCookie: null };
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
  return {
    owner: { user: null, guestToken: token },
    setCookie: `${CART_COOKIE}=${token}; ${serverCookieAttributes(context.origin, CART_COOKIE_DAYS * 24 * 60 * 60)}`,
  };
}
