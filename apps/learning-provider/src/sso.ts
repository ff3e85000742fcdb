/**
 * Single sign-on: the provider is a confidential OpenID Connect client of the portal (decision 050).
 * Authorization code flow with PKCE, `state` and `nonce`; what must survive the trip to the portal (state,
 * nonce, PKCE verifier, the course asked for) travels in a short-lived, HMAC-signed, HttpOnly cookie.
 * The portal's discovery document is fetched on first use and again after a failure.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createRemoteJWKSet, type JWTVerifyGetKey, customFetch as joseCustomFetch } from "jose";
import * as oidc from "openid-client";
import { localFetch } from "./local-fetch.ts";

export const LOGIN_STATE_MAX_AGE_SECONDS = 600;
export const LOGIN_STATE_COOKIE = "lp_login";

interface LoginState {
  s: string;
  n: string;
  v: string;
  /** The course to open after signing in. */
  c: string;
  /** Expiry, epoch ms. */
  t: number;
}

export interface SignedInLearner {
  sub: string;
  sid: string | null;
  name: string | null;
  email: string | null;
  locale: string | null;
}

export class SsoError extends Error {
  /** true: the portal could not be reached (not the person's fault). */
  readonly isUnavailable: boolean;
  constructor(message: string, isUnavailable = false) {
    super(message);
    this.isUnavailable = isUnavailable;
  }
}

function hmac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`login-state.${payload}`).digest("base64url");
}

export function sealLoginState(secret: string, state: LoginState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString("base64url");
  return `${payload}.${hmac(secret, payload)}`;
}

export function openLoginState(
  secret: string,
  value: string | undefined,
  now = Date.now(),
): LoginState | null {
  if (!value || value.length > 2000) return null;
  const [payload = "", signature = ""] = value.split(".");
  const expected = Buffer.from(hmac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const state = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as LoginState;
    return typeof state.t === "number" && state.t > now ? state : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

export function createSso(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  stateSecret: string;
  isProduction: boolean;
}) {
  let configuration: Promise<oidc.Configuration> | null = null;
  let keys: { uri: string; set: JWTVerifyGetKey } | null = null;

  function configurationOf(): Promise<oidc.Configuration> {
    if (!configuration) {
      const isInsecure = new URL(options.issuer).protocol === "http:" && !options.isProduction;
      const discovered = oidc.discovery(
        new URL(options.issuer),
        options.clientId,
        { client_secret: options.clientSecret },
        oidc.ClientSecretBasic(options.clientSecret),
        {
          [oidc.customFetch]: localFetch,
          execute: isInsecure ? [oidc.allowInsecureRequests] : [],
        },
      );
      configuration = discovered;
      // A portal that was down is asked again next time rather than remembered as broken.
      discovered.catch(() => {
        if (configuration === discovered) configuration = null;
      });
    }
    return configuration;
  }

  async function available(): Promise<oidc.Configuration> {
    try {
      return await configurationOf();
    } catch (error) {
      throw new SsoError(`the portal's OpenID configuration cannot be read: ${String(error)}`, true);
    }
  }

  return {
    /** Where to send the browser to sign in, and the sealed state cookie's value to set on the way. */
    async start(courseId: string): Promise<{ authorizationUrl: string; stateCookie: string }> {
      const config = await available();
      const state: LoginState = {
        s: oidc.randomState(),
        n: oidc.randomNonce(),
        v: oidc.randomPKCECodeVerifier(),
        c: courseId,
        t: Date.now() + LOGIN_STATE_MAX_AGE_SECONDS * 1000,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: "openid profile email",
        code_challenge: await oidc.calculatePKCECodeChallenge(state.v),
        code_challenge_method: "S256",
        state: state.s,
        nonce: state.n,
      });
      return { authorizationUrl: url.href, stateCookie: sealLoginState(options.stateSecret, state) };
    },

    /**
     * The portal's redirect back: checks the sealed state, exchanges the code (PKCE) and validates the
     * ID token (signature, issuer, audience, nonce); name, e-mail and locale may come from userinfo.
     */
    async finish(
      callbackQuery: string,
      stateCookie: string | undefined,
    ): Promise<{ learner: SignedInLearner; courseId: string }> {
      const state = openLoginState(options.stateSecret, stateCookie);
      if (!state) throw new SsoError("the sign-in state is missing, forged or expired");
      const config = await available();
      let claims: Record<string, unknown>;
      try {
        const current = new URL(`${options.redirectUri}${callbackQuery}`);
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: state.v,
          expectedState: state.s,
          expectedNonce: state.n,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new SsoError("no ID token");
        claims = { ...idClaims };
        if (typeof idClaims.email !== "string" || typeof idClaims.locale !== "string") {
          const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...userInfo, ...idClaims };
        }
      } catch (error) {
        if (error instanceof SsoError) throw error;
        throw new SsoError(`the sign-in could not be completed: ${String(error)}`);
      }
      const sub = text(claims.sub);
      if (!sub) throw new SsoError("the ID token has no subject");
      return {
        courseId: state.c,
        learner: {
          sub,
          sid: text(claims.sid),
          name: text(claims.name),
          email: text(claims.email),
          locale: text(claims.locale),
        },
      };
    },

    /** The portal's issuer, as its discovery document states it. */
    async issuer(): Promise<string> {
      return (await available()).serverMetadata().issuer;
    },

    /** The portal's signing keys (its jwks_uri), cached and refreshed by jose. */
    async keys(): Promise<JWTVerifyGetKey> {
      const uri = (await available()).serverMetadata().jwks_uri;
      if (!uri) throw new SsoError("the portal publishes no jwks_uri", true);
      if (keys?.uri !== uri) {
        keys = { uri, set: createRemoteJWKSet(new URL(uri), { [joseCustomFetch]: localFetch }) };
      }
      return keys.set;
    },
  };
}

export type Sso = ReturnType<typeof createSso>;
