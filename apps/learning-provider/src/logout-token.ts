/**
 * Checks an OpenID Connect Back-Channel Logout 1.0 `logout_token`: a JWT signed by one of the portal's
 * keys (from its jwks_uri) whose issuer is the portal, whose audience is this client, recent (`iat`),
 * carrying the back-channel logout event, naming a session (`sid`) or a learner (`sub`), and without the
 * `nonce` an ID token would have (so an ID token cannot be replayed as a logout). A token already used
 * (same `jti`) is refused.
 */
import { type CryptoKey, errors, type JWTVerifyGetKey, jwtVerify } from "jose";

export const BACKCHANNEL_LOGOUT_EVENT = "http://schemas.openid.net/event/backchannel-logout";
/** How old a logout token may be: it is sent right after the logout it announces. */
export const LOGOUT_TOKEN_MAX_AGE_SECONDS = 5 * 60;
const CLOCK_TOLERANCE_SECONDS = 30;
const ACCEPTED_TYPES = new Set(["logout+jwt", "application/logout+jwt", "jwt"]);

export interface LogoutTarget {
  sub: string | null;
  sid: string | null;
}

export class LogoutTokenError extends Error {}

export interface LogoutTokenVerifier {
  verify(token: string): Promise<LogoutTarget>;
}

export function createLogoutTokenVerifier(options: {
  /** The portal's keys; tests pass a local key. */
  keys: () => Promise<JWTVerifyGetKey | CryptoKey>;
  issuer: () => Promise<string>;
  audience: string;
  now?: () => number;
}): LogoutTokenVerifier {
  /** jti → when it may be forgotten (epoch ms); older tokens are refused by their age anyway. */
  const seen = new Map<string, number>();

  return {
    async verify(token: string): Promise<LogoutTarget> {
      if (typeof token !== "string" || token.length === 0 || token.length > 16_000) {
        throw new LogoutTokenError("missing logout_token");
      }
      const now = options.now?.() ?? Date.now();
      const currentDate = new Date(now);
      let payload: Record<string, unknown>;
      let typ: string | undefined;
      try {
        const key = await options.keys();
        const result = await jwtVerify(token, key as JWTVerifyGetKey, {
          issuer: await options.issuer(),
          audience: options.audience,
          requiredClaims: ["iat"],
          maxTokenAge: LOGOUT_TOKEN_MAX_AGE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate,
        });
        payload = result.payload as Record<string, unknown>;
        typ = result.protectedHeader.typ;
      } catch (error) {
        if (error instanceof errors.JOSEError)
          throw new LogoutTokenError(`logout_token refused: ${error.code}`);
        throw error;
      }
      if (typ !== undefined && !ACCEPTED_TYPES.has(typ.toLowerCase())) {
        throw new LogoutTokenError("logout_token has the wrong type");
      }
      const events = payload.events;
      if (
        typeof events !== "object" ||
        events === null ||
        Array.isArray(events) ||
        typeof (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT] !== "object" ||
        (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT] === null
      ) {
        throw new LogoutTokenError("logout_token lacks the back-channel logout event");
      }
      if ("nonce" in payload) throw new LogoutTokenError("logout_token must not carry a nonce");
      const sub = typeof payload.sub === "string" && payload.sub ? payload.sub : null;
      const sid = typeof payload.sid === "string" && payload.sid ? payload.sid : null;
      if (!sub && !sid) throw new LogoutTokenError("logout_token names neither a session nor a subject");

      for (const [jti, forgetAt] of seen) if (forgetAt < now) seen.delete(jti);
      if (typeof payload.jti === "string") {
        if (seen.has(payload.jti)) throw new LogoutTokenError("logout_token already used");
        seen.set(payload.jti, now + (LOGOUT_TOKEN_MAX_AGE_SECONDS + CLOCK_TOLERANCE_SECONDS) * 1000);
      }
      return { sub, sid };
    },
  };
}
