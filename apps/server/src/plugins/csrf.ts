/**
 * Cross-site request forgery: one hook checks every request that may change state (any method but GET,
 * HEAD, OPTIONS), whatever route it reaches, so no route can forget it. See docs/decisions/009-csrf-signed-tokens-and-same-origin-forms.md.
 *
 * - JSON API (/api/…): X-XSRF-TOKEN must equal the XSRF-TOKEN cookie and carry a valid signature for this
 *   visitor's session binding. No exceptions.
 * - Server-rendered form posts (everything else) cannot send a header without JavaScript: the hook demands
 *   a same-origin request (Sec-Fetch-Site, or Origin where a browser sends no fetch metadata) and the page
 *   action checks the signed hidden `_csrf` field with `context.session.isValidCsrfToken` before it reads
 *   anything else of the form. A post without a session cookie is refused here (its token cannot be
 *   valid). A header token, when present, is checked here too.
 * - Routes whose authority is a signed token in the address (`isSignedLinkAction`: one-click
 *   unsubscribe from an e-mail) carry no session, so there is nothing to forge; they are let through.
 * - Routes of a protocol that defends itself (`isProtocolEndpoint`: the OpenID provider under /oidc) are
 *   let through too; the protocol's checks apply there.
 */

import { AppError } from "@portal/contracts";
import { XSRF_COOKIE, XSRF_HEADER } from "@portal/domain";
import type { FastifyInstance, FastifyRequest, HTTPMethods } from "fastify";
import fp from "fastify-plugin";
import { safeEqual } from "../auth/secrets.ts";
import { verifyCsrfToken } from "./csrf-token.ts";
import { isApiPath } from "./errors.ts";

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
const HEADER_NAME = XSRF_HEADER.toLowerCase();

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Authorised by a signed token in its address instead of a session (see `isSignedLinkAction`). */
  isSignedLinkAction: boolean;
  /** Speaks a protocol that defends itself (see `isProtocolEndpoint`). */
  isProtocolEndpoint: boolean;
  /** The access the route asked for (`config.access`), if any; authorization.ts decides from it. */
  access: string | undefined;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's authority is a signed token in its address, not the visitor's session: RFC 8058
     * one-click unsubscribe, which mail providers post from their own servers without cookies.
     */
    isSignedLinkAction?: boolean;
    /**
     * The route speaks a protocol with its own defence against forged requests (OpenID Connect: the
     * client authenticates at the token endpoint, `state`, PKCE and the provider's own checks elsewhere):
     * servers post to it without cookies or an Origin, so the page rules do not apply.
     */
    isProtocolEndpoint?: boolean;
  }
  interface FastifyInstance {
    /** Every route as it was registered (method and path), for tests that must cover them all. */
    registeredRoutes: RegisteredRoute[];
  }
}

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** The browser says the request comes from a page of this very origin. */
export function isSameOriginRequest(request: FastifyRequest, whenUnknown: boolean): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite === "same-origin";
  const origin = request.headers.origin;
  if (typeof origin === "string") return origin === `${request.protocol}://${request.host}`;
  return whenUnknown;
}

export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { secret: string }) => {
    const routes: RegisteredRoute[] = [];
    app.decorate("registeredRoutes", routes);
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const isSignedLinkAction = route.config?.isSignedLinkAction === true;
      const isProtocolEndpoint = route.config?.isProtocolEndpoint === true;
      for (const method of methods as HTTPMethods[])
        routes.push({
          method,
          url: route.url,
          isSignedLinkAction,
          isProtocolEndpoint,
          access: route.config?.access,
        });
    });

    app.addHook("onRequest", async (request) => {
      if (!isStateChanging(request.method)) return;
      if (request.routeOptions.config.isSignedLinkAction === true) return;
      if (request.routeOptions.config.isProtocolEndpoint === true) return;
      const refuse = () => new AppError("FORBIDDEN", "csrfFailed");
      const header = request.headers[HEADER_NAME];
      if (header !== undefined) {
        const cookie = request.cookies[XSRF_COOKIE];
        const isValid =
          typeof header === "string" &&
          typeof cookie === "string" &&
          safeEqual(header, cookie) &&
          verifyCsrfToken(options.secret, request.sessionBinding, header);
        // A browser that says where the request came from must say it came from here.
        if (!isValid || !isSameOriginRequest(request, true)) throw refuse();
        return;
      }
      if (isApiPath(request.url)) throw refuse();
      if (!isSameOriginRequest(request, false)) throw refuse();
      // The page's `_csrf` field is bound to the session cookie: without the cookie it cannot be valid,
      // so the post is refused here, before its body is read.
      if (!request.hasSessionCookie) throw refuse();
    });
  },
  { name: "csrf", dependencies: ["session"] },
);
