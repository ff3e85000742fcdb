/**
 * The portal as an OpenID provider for the learning site (decision 050), with `oidc-provider`:
 *
 * - One provider per site origin (`<origin>/oidc`): a seeker's portal session lives on the site's host,
 *   so the learning site starts sign-in at the host the seeker came from. Every provider shares the
 *   storage (`oidc_models`, all processes see the same sessions and codes) and the signing keys
 *   (`oidc_signing_keys`, made once).
 * - The learning site is the one client: authorization code with PKCE (required), `state` and `nonce`
 *   (its own), client secret at the token endpoint. Claims: `sub` (the seeker's id), `name`, `email`,
 *   `email_verified`, `locale`.
 * - Interactions happen on our own page (`/sso/<uid>`): a seeker who is logged in consents once per
 *   client (the grant is found again next time), a guest logs in first; recruiters and staff are refused.
 * - Logging out of the portal ends the seeker's provider sessions and tells the learning site by
 *   back-channel logout (a signed `logout_token`), so its session ends too.
 */
import { generateKeyPairSync, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AccountUser, AppError, type SsoContract, type SsoInteraction } from "@portal/contracts";
import { isLanguage, type Language, withLanguage } from "@portal/domain";
import Provider from "oidc-provider";
import type pg from "pg";
import { translate } from "../../i18n/translate.ts";
import { createOidcAdapterClass } from "./oidc-adapter.ts";

/** Providers kept at once: one per site origin is a handful; a stray Host header cannot grow it. */
const PROVIDERS_MAX = 32;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;
const SCOPES = ["openid", "profile", "email"] as const;

export interface LearningClient {
  id: string;
  secret: string;
  /** The learning site's name, as the consent page says it. */
  name: string;
  redirectUris: string[];
  /** Where its back-channel logout goes; null: none. */
  backchannelLogoutUri: string | null;
  postLogoutRedirectUris: string[];
}

export interface LearningSsoOptions {
  pool: pg.Pool;
  /** Keys for the provider's own cookies (derived from the portal's secret). */
  cookieKeys: string[];
  client: LearningClient;
  findUser(id: string): Promise<AccountUser | null>;
  isHttps: boolean;
  log: { warn(object: object, message: string): void };
}

type ProviderInstance = InstanceType<typeof Provider>;

/** The signing keys every process shares: read, or made once under a lock. */
async function signingKeys(pool: pg.Pool): Promise<object[]> {
  const read = async () =>
    (await pool.query<{ jwk: object }>("SELECT jwk FROM oidc_signing_keys ORDER BY created_at")).rows;
  const found = await read();
  if (found.length > 0) return found.map((row) => row.jwk);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext('oidc-signing-keys'))");
    const again = await client.query<{ jwk: object }>("SELECT jwk FROM oidc_signing_keys");
    if (again.rows.length === 0) {
      const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
      const kid = randomUUID();
      const jwk = { ...privateKey.export({ format: "jwk" }), kid, use: "sig", alg: "RS256" };
      await client.query("INSERT INTO oidc_signing_keys (kid, jwk) VALUES ($1, $2)", [
        kid,
        JSON.stringify(jwk),
      ]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return (await read()).map((row) => row.jwk);
}

export function createLearningSso(options: LearningSsoOptions): SsoContract & {
  handle(request: IncomingMessage, reply: ServerResponse, host: string | undefined): Promise<void>;
  endSessions(userId: string): Promise<void>;
} {
  const { pool, client } = options;
  let keys: Promise<object[]> | null = null;
  const providers = new Map<string, Promise<ProviderInstance>>();
  const trustedOrigin = client.backchannelLogoutUri ? new URL(client.backchannelLogoutUri).origin : null;
  const handlers = new WeakMap<ProviderInstance, ReturnType<ProviderInstance["callback"]>>();

  async function make(origin: string): Promise<ProviderInstance> {
    keys ??= signingKeys(pool).catch((error) => {
      keys = null;
      throw error;
    });
    const provider = new Provider(`${origin}/oidc`, {
      adapter: createOidcAdapterClass(pool, origin),
      clients: [
        {
          client_id: client.id,
          client_secret: client.secret,
          client_name: client.name,
          redirect_uris: client.redirectUris,
          post_logout_redirect_uris: client.postLogoutRedirectUris,
          grant_types: ["authorization_code"],
          response_types: ["code"],
          token_endpoint_auth_method: "client_secret_basic",
          ...(client.backchannelLogoutUri
            ? {
                backchannel_logout_uri: client.backchannelLogoutUri,
                backchannel_logout_session_required: true,
              }
            : {}),
        },
      ],
      jwks: { keys: await keys },
      cookies: { keys: options.cookieKeys },
      pkce: { required: () => true },
      scopes: [...SCOPES],
      claims: { openid: ["sub"], profile: ["name", "locale"], email: ["email", "email_verified"] },
      features: {
        devInteractions: { enabled: false },
        backchannelLogout: { enabled: true },
        rpInitiatedLogout: { enabled: true },
      },
      // A sign-in that cannot go on (expired, or opened in another browser) says so in the seeker's
      // language, with the way back, instead of the library's bare English page.
      renderError: async (
        context: { type: string; body: unknown; oidc?: { params?: Record<string, unknown> } },
        out: { error?: string },
      ) => {
        const asked = String(context.oidc?.params?.ui_locales ?? "").split(" ")[0];
        context.type = "html";
        context.body = ssoErrorPage(isLanguage(asked) ? asked : "en", out.error ?? "server_error");
      },
      // Our own page, in the language the learning site asked for (ui_locales), on the same host.
      interactions: {
        url: (_context: unknown, interaction: { uid: string; params: Record<string, unknown> }) => {
          const asked = String(interaction.params.ui_locales ?? "").split(" ")[0] as Language;
          return withLanguage(`/sso/${interaction.uid}`, ["hi", "ar"].includes(asked) ? asked : "en");
        },
      },
      async findAccount(_context: unknown, id: string) {
        const user = await options.findUser(id);
        if (user?.role !== "seeker") return undefined;
        return {
          accountId: id,
          async claims() {
            return {
              sub: id,
              name: user.name,
              email: user.email,
              email_verified: user.emailVerified,
              locale: user.language,
            };
          },
        };
      },
      // A seeker who agreed once is not asked again (their grant for the client is found).
      async loadExistingGrant(context: {
        oidc: {
          provider: ProviderInstance;
          client?: { clientId: string };
          session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
          result?: { consent?: { grantId?: string } };
        };
      }) {
        const { oidc } = context;
        const clientId = oidc.client?.clientId;
        const accountId = oidc.session?.accountId;
        if (!clientId || !accountId) return undefined;
        const grantId =
          oidc.result?.consent?.grantId ??
          oidc.session?.grantIdFor(clientId) ??
          (await grantOf(accountId, clientId));
        return grantId ? oidc.provider.Grant.find(grantId) : undefined;
      },
      // The provider refuses to call private addresses (a guard against being made to reach inside a
      // network); the learning site we configured may live on one (the demo's, on this machine).
      fetch: (url: string | URL, init: RequestInit & { dispatcher?: unknown }) => {
        const isLearningSite = trustedOrigin !== null && new URL(String(url)).origin === trustedOrigin;
        const { dispatcher: _guard, ...unguarded } = init;
        return globalThis.fetch(url, isLearningSite ? unguarded : init);
      },
      ttl: {
        Session: 14 * 24 * 3600,
        Grant: 365 * 24 * 3600,
        Interaction: 3600,
        AuthorizationCode: 60,
        AccessToken: 3600,
        IdToken: 3600,
      },
    });
    provider.proxy = true;
    provider.on("backchannel.error", (_context: unknown, error: Error) =>
      options.log.warn({ err: error }, "back-channel logout to the learning site failed"),
    );
    // A sign-in that fails is the learning site's or the seeker's problem to see, and ours to read.
    provider.on("authorization.error", (_context: unknown, error: Error) =>
      options.log.warn({ err: error }, "single sign-on: the authorization failed"),
    );
    provider.on("server_error", (_context: unknown, error: Error) =>
      options.log.warn({ err: error }, "single sign-on: the OpenID provider failed"),
    );
    return provider;
  }

  async function grantOf(accountId: string, clientId: string): Promise<string | undefined> {
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM oidc_models WHERE kind = 'Grant' AND payload->>'accountId' = $1 AND payload->>'clientId' = $2
          AND (expires_at IS NULL OR expires_at > now())
        ORDER BY expires_at DESC NULLS FIRST LIMIT 1`,
      [accountId, clientId],
    );
    return rows[0]?.id;
  }

  function providerFor(origin: string): Promise<ProviderInstance> {
    let found = providers.get(origin);
    if (!found) {
      if (providers.size >= PROVIDERS_MAX) throw new AppError("NOT_FOUND", "notFound");
      found = make(origin);
      found.catch(() => providers.delete(origin));
      providers.set(origin, found);
    }
    return found;
  }

  function originOf(host: string | undefined): string {
    if (!host || !HOST.test(host)) throw new AppError("NOT_FOUND", "notFound");
    return `${options.isHttps ? "https" : "http"}://${host.toLowerCase()}`;
  }

  async function interactionOf(origin: string, uid: string) {
    const provider = await providerFor(origin);
    const interaction = await provider.Interaction.find(uid);
    if (!interaction || interaction.params.client_id !== client.id)
      throw new AppError("NOT_FOUND", "ssoExpired");
    return { provider, interaction };
  }

  return {
    /** Hands a request under /oidc to the site's provider (the path without its /oidc prefix). */
    async handle(request: IncomingMessage, reply: ServerResponse, host: string | undefined): Promise<void> {
      const provider = await providerFor(originOf(host));
      let handler = handlers.get(provider);
      if (!handler) {
        handler = provider.callback();
        handlers.set(provider, handler);
      }
      const run = handler;
      await new Promise<void>((resolve) => {
        reply.on("finish", resolve);
        reply.on("close", resolve);
        run(request, reply);
      });
    },

    /** What the sign-in page shows: who asks, for what, and whether the seeker agreed before. */
    async interaction(user: AccountUser, host: string | undefined, uid: string): Promise<SsoInteraction> {
      if (user.role !== "seeker") throw new AppError("FORBIDDEN", "ssoSeekersOnly");
      const { interaction } = await interactionOf(originOf(host), uid);
      const scopes = String(interaction.params.scope ?? "openid")
        .split(" ")
        .filter((scope) => (SCOPES as readonly string[]).includes(scope));
      return {
        uid,
        clientName: client.name,
        scopes,
        hasConsented: (await grantOf(user.id, client.id)) !== undefined,
      };
    },

    /**
     * The seeker's answer: signed in as themselves and (when they allow it) the client granted what it
     * asked for. Answers where the browser goes next (back to the provider, which then returns to the
     * learning site with a code or an error).
     */
    async finish(user: AccountUser, host: string | undefined, uid: string, allow: boolean): Promise<string> {
      if (user.role !== "seeker") throw new AppError("FORBIDDEN", "ssoSeekersOnly");
      const { provider, interaction } = await interactionOf(originOf(host), uid);
      let result: Record<string, unknown>;
      if (!allow) result = { error: "access_denied", error_description: "The seeker did not allow it." };
      else {
        const grant = interaction.grantId
          ? await provider.Grant.find(interaction.grantId)
          : new provider.Grant({ accountId: user.id, clientId: client.id });
        if (!grant) throw new AppError("NOT_FOUND", "ssoExpired");
        grant.addOIDCScope(String(interaction.params.scope ?? "openid"));
        const grantId = await grant.save();
        result = { login: { accountId: user.id }, consent: { grantId } };
      }
      interaction.result = result;
      await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
      return interaction.returnTo;
    },

    /** The seeker logged out of the portal: their provider sessions end, and the learning site is told. */
    async endSessions(userId: string): Promise<void> {
      const { rows } = await pool.query<{
        origin: string;
        payload: { authorizations?: Record<string, { sid?: string }> };
      }>("SELECT origin, payload FROM oidc_models WHERE kind = 'Session' AND account_id = $1", [userId]);
      for (const row of rows) {
        // The logout token comes from the issuer the learning site signed in with: the session's site.
        const provider = await providerFor(row.origin);
        for (const [clientId, authorization] of Object.entries(row.payload.authorizations ?? {})) {
          if (!authorization.sid) continue;
          const found = await provider.Client.find(clientId);
          if (found?.backchannelLogoutUri)
            await found
              .backchannelLogout(userId, authorization.sid)
              .catch((error: Error) =>
                options.log.warn({ err: error }, "back-channel logout to the learning site failed"),
              );
        }
      }
      await pool.query("DELETE FROM oidc_models WHERE kind = 'Session' AND account_id = $1", [userId]);
    },
  };
}

export type LearningSso = ReturnType<typeof createLearningSso>;

/** The page a failed sign-in shows: what happened, in the seeker's language, and a way back. */
export function ssoErrorPage(language: Language, error: string): string {
  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const message = translate(language, error === "server_error" ? "internal" : "ssoFailed");
  const home = translate(language, "ssoBackHome");
  return `<!doctype html><html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message)}</title></head><body><main><h1>${escapeHtml(message)}</h1><p><a href="${withLanguage("/", language)}">${escapeHtml(home)}</a></p></main></body></html>`;
}
