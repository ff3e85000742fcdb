/**
 * Social login through OpenID Connect (authorization code flow with PKCE, state and nonce) with
 * openid-client, for any provider listed in OIDC_PROVIDERS. The page posts the address the person was on;
 * they come back to it after the provider's callback (`safeReturnPath`: same site only).
 *
 * What must survive the trip to the provider (state, nonce, PKCE verifier, return path) travels in a
 * short-lived, signed, HttpOnly cookie, so any app process can finish the login.
 */

import type { AccountUser, RequestMeta, SocialProvider } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import type { SqlRow, userIdentities } from "@portal/db";
import { isValidName, normalizeEmail, safeReturnPath } from "@portal/domain";
import * as oidc from "openid-client";
import type pg from "pg";
import type { OidcProviderConfig } from "../../auth/accounts-config.ts";
import { safeEqual, sign } from "../../auth/secrets.ts";
import { createUserStore } from "../../auth/user-store.ts";

export const SOCIAL_STATE_MAX_AGE_SECONDS = 600;

export function socialStateCookieName(isHttps: boolean): string {
  return isHttps ? "__Host-oidc" : "oidc";
}

/** The Set-Cookie header carrying the sealed login state, for a page's redirect to the provider. */
export function socialStateSetCookie(value: string, isHttps: boolean): string {
  const secure = isHttps ? "; Secure" : "";
  return `${socialStateCookieName(isHttps)}=${value}; Max-Age=${SOCIAL_STATE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

interface SocialState {
  /** Provider id. */
  p: string;
  s: string;
  n: string;
  v: string;
  /** Return path. */
  r: string;
  /** Expiry, epoch ms. */
  t: number;
}

export interface SocialLoginOptions {
  pool: pg.Pool;
  secret: string;
  providers: OidcProviderConfig[];
  /** Plain-HTTP issuers are accepted only where the configuration allowed them (never in production). */
  isProduction: boolean;
}

function socialError(provider: string): AppError {
  return new AppError("UNAUTHENTICATED", "socialLoginFailed", {
    details: [{ messageKey: "socialLoginFailed", params: { provider } }],
  });
}

export function createSocialLogin(options: SocialLoginOptions) {
  const users = createUserStore(options.pool);
  const configurations = new Map<string, Promise<oidc.Configuration>>();

  function providerById(id: string): OidcProviderConfig {
    const provider = options.providers.find((candidate) => candidate.id === id);
    if (!provider) throw new AppError("NOT_FOUND", "unknownProvider");
    return provider;
  }

  function configurationOf(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let configuration = configurations.get(provider.id);
    if (!configuration) {
      const isInsecure = new URL(provider.issuer).protocol === "http:" && !options.isProduction;
      configuration = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        isInsecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      configurations.set(provider.id, configuration);
      // A provider that was down is asked again next time rather than remembered as broken.
      configuration.catch(() => configurations.delete(provider.id));
    }
    return configuration;
  }

  function sealState(state: SocialState): string {
    const payload = Buffer.from(JSON.stringify(state)).toString("base64url");
    return `${payload}.${sign(options.secret, "oidc-state", payload)}`;
  }

  function openState(value: string | undefined): SocialState | null {
    if (!value || value.length > 2000) return null;
    const [payload = "", signature = ""] = value.split(".");
    if (!safeEqual(signature, sign(options.secret, "oidc-state", payload))) return null;
    try {
      const state = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SocialState;
      return state.t > Date.now() ? state : null;
    } catch {
      return null;
    }
  }

  function redirectUri(meta: RequestMeta, providerId: string): string {
    return `${meta.origin}/rio/social/${providerId}/callback`;
  }

  async function userForClaims(provider: OidcProviderConfig, claims: oidc.IDToken, meta: RequestMeta) {
    const { rows } = await options.pool.query<Pick<SqlRow<typeof userIdentities>, "user_id">>(
      "SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2",
      [provider.id, claims.sub],
    );
    const linked = rows[0] ? await users.findById(rows[0].user_id) : null;
    if (linked) return linked;

    const email = typeof claims.email === "string" ? normalizeEmail(claims.email) : "";
    const isEmailVerified = claims.email_verified === true;
    if (!email) throw socialError(provider.name);
    const existing = await users.findByEmail("seeker", email);
    let userId: string;
    if (existing) {
      // Linking to an account someone else may own is only safe when the provider vouches for the address.
      if (!isEmailVerified) throw socialError(provider.name);
      userId = existing.id;
    } else {
      const claimedName = typeof claims.name === "string" ? claims.name.trim().replace(/\s+/g, " ") : "";
      const created = await users.create({
        role: "seeker",
        email,
        name: isValidName(claimedName) ? claimedName : (email.split("@")[0] ?? "").slice(0, 30),
        passwordHash: null,
        mobile: null,
        siteId: meta.siteId,
        language: meta.language,
        experienceType: null,
        registrationProgress: "personal",
        emailVerified: isEmailVerified,
      });
      if (!created) throw socialError(provider.name);
      userId = created;
    }
    await options.pool.query(
      `INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider, subject) DO NOTHING`,
      [provider.id, claims.sub, userId, email],
    );
    if (isEmailVerified) await users.markEmailVerified(userId, email);
    const user = await users.findById(userId);
    if (!user) throw socialError(provider.name);
    return user;
  }

  return {
    providers(): SocialProvider[] {
      return options.providers.map(({ id, name }) => ({ id, name }));
    },

    /** Where to send the browser, and the sealed state cookie to set on the way. */
    async start(
      providerId: string,
      returnUrl: string | null,
      meta: RequestMeta,
    ): Promise<{ authorizationUrl: string; stateCookie: string }> {
      const provider = providerById(providerId);
      let configuration: oidc.Configuration;
      try {
        configuration = await configurationOf(provider);
      } catch {
        throw socialError(provider.name);
      }
      const verifier = oidc.randomPKCECodeVerifier();
      const state: SocialState = {
        p: provider.id,
        s: oidc.randomState(),
        n: oidc.randomNonce(),
        v: verifier,
        r: safeReturnPath(returnUrl, meta.origin) ?? "/",
        t: Date.now() + SOCIAL_STATE_MAX_AGE_SECONDS * 1000,
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(meta, provider.id),
        scope: provider.scopes.join(" "),
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        state: state.s,
        nonce: state.n,
      });
      return { authorizationUrl: url.href, stateCookie: sealState(state) };
    },

    /**
     * The provider's callback: checks state, exchanges the code (PKCE), validates the ID token (issuer,
     * audience, signature, nonce) and finds, links or creates the seeker.
     */
    async finish(
      providerId: string,
      callbackUrl: URL,
      stateCookie: string | undefined,
      meta: RequestMeta,
    ): Promise<{ user: AccountUser; returnPath: string }> {
      const provider = providerById(providerId);
      const state = openState(stateCookie);
      if (!state || state.p !== provider.id) throw socialError(provider.name);
      let claims: oidc.IDToken | undefined;
      try {
        const configuration = await configurationOf(provider);
        // The URL the provider redirected to, rebuilt on the trusted origin it was issued for.
        const current = new URL(`${redirectUri(meta, provider.id)}${callbackUrl.search}`);
        const tokens = await oidc.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: state.v,
          expectedState: state.s,
          expectedNonce: state.n,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        // Providers may keep e-mail and name out of the ID token and hand them out at the userinfo endpoint.
        if (idClaims && typeof idClaims.email !== "string") {
          const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
          claims = { ...userInfo, ...idClaims };
        } else {
          claims = idClaims;
        }
      } catch {
        throw socialError(provider.name);
      }
      if (!claims) throw socialError(provider.name);
      return { user: await userForClaims(provider, claims, meta), returnPath: state.r };
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;
