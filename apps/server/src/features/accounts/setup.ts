/**
 * Wires accounts into the app: the cross-cutting plugins (session, CSRF, authorisation, rate limits)
 * before any route is registered, the notifier (which queues messages for the delivery task), the
 * services, and later the API routes. Pages call the accounts service itself, with social login and the
 * dev outbox beside it.
 */

import type { AccountsContract } from "@portal/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type pg from "pg";
import type { JobQueue } from "../../background/queue.ts";
import type { AppConfig } from "../../config.ts";
import { translate } from "../../i18n/translate.ts";
import { authorizationPlugin } from "../../plugins/authorization.ts";
import { csrfPlugin } from "../../plugins/csrf.ts";
import { RateLimiter, rateLimitPlugin } from "../../plugins/rate-limit.ts";
import { sessionPlugin } from "../../plugins/session.ts";
import { createNotifier, type Notifier, smsProviderFrom } from "../notifications/index.ts";
import { registerAccountRoutes } from "./routes.ts";
import { type AccountsService, createAccountsService } from "./service.ts";
import { createSocialLogin, type SocialLogin, socialStateSetCookie } from "./social-login.ts";

export interface AccountsModule {
  service: AccountsService;
  social: SocialLogin;
  notifier: Notifier;
  pages: AccountsContract;
  registerRoutes(): void;
}

/** Call before any route is registered: the plugins add their checks to routes as they are registered. */
export async function registerAccounts(
  app: FastifyInstance,
  { config, pool, queue }: { config: AppConfig; pool: pg.Pool; queue: JobQueue },
): Promise<AccountsModule> {
  const settings = config.accounts;
  const isProduction = config.env === "production";
  const rateLimiter = new RateLimiter(pool, settings.sessionSecret);
  await app.register(sessionPlugin, {
    pool,
    secret: settings.sessionSecret,
    isHttps: config.isHttps,
    domainMap: config.domainMap,
    publicUrl: config.publicUrl,
  });
  await app.register(csrfPlugin, { secret: settings.sessionSecret });
  await app.register(authorizationPlugin);
  await app.register(rateLimitPlugin, { limiter: rateLimiter });

  const notifier = createNotifier({
    pool,
    queue,
    smtpUrl: settings.smtpUrl,
    smsProvider: smsProviderFrom(settings.smsProviderUrl, settings.smsProviderToken),
  });
  const service = createAccountsService({
    pool,
    secret: settings.sessionSecret,
    notifier,
    rateLimiter,
    log: app.log,
  });
  const social = createSocialLogin({
    pool,
    secret: settings.sessionSecret,
    providers: settings.oidcProviders,
    isProduction,
  });
  app.addHook("onClose", async () => {
    await service.settle();
  });
  const pages: AccountsContract = {
    ...service,
    socialProviders: () => social.providers(),
    async startSocialLogin(providerId, returnUrl, meta) {
      const started = await social.start(providerId, returnUrl, meta);
      return {
        authorizationUrl: started.authorizationUrl,
        setCookie: socialStateSetCookie(started.stateCookie, config.isHttps),
      };
    },
    outbox: async (recipient) => (settings.hasDemoTools ? notifier.outbox.list(recipient) : null),
  };

  return {
    service,
    social,
    notifier,
    pages,
    registerRoutes() {
      registerAccountRoutes(app, {
        accounts: service,
        social,
        notifier,
        isHttps: config.isHttps,
        hasDemoTools: settings.hasDemoTools,
        translate: (request: FastifyRequest, key, params) => translate(request.language, key, params),
      });
    },
  };
}
