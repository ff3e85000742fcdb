/**
 * CSRF tokens: a random nonce and an HMAC over it and the visitor's session binding (a hash of the
 * session cookie). A token copied from another visitor, or one from before a login, is worth nothing here.
 */
import { randomToken, safeEqual, sign } from "../auth/secrets.ts";

export function mintCsrfToken(secret: string, binding: string): string {
  const nonce = randomToken(18);
  return `${nonce}.${sign(secret, "xsrf", binding, nonce)}`;
}

export function verifyCsrfToken(secret: string, binding: string, token: unknown): boolean {
  if (typeof token !== "string" || token.length > 200) return false;
  const dot = token.indexOf(".");
  if (dot <= 0) return false;
  const nonce = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), sign(secret, "xsrf", binding, nonce));
}
