/**
 * Who is asking. The session cookie (HttpOnly, SameSite=Lax; `__Host-sid` and Secure over HTTPS) holds a
 * random token; a logged-in token names a row in `sessions`, an anonymous one ("a." prefix) names nothing
 * and only binds the visitor's CSRF tokens, so guests cost no database write. Beside it go the readable `session-client` presence cookie
 * (spec §3: its presence means logged in) and the readable XSRF-TOKEN.
 *
 * Cookies are collected on the request and written when the reply goes out, so a login inside a page
 * action and one in an API route set them the same way. The anonymous binding and a fresh XSRF token are
 * only sent with pages and JSON, never with scripts or images.
 */

import { randomUUID } from "node:crypto";
import type { AccountUser, PageSession, RequestMeta } from "@portal/contracts";
import { type AuthMethod, type DomainMap, normalizeHostname, XSRF_COOKIE } from "@portal/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type pg from "pg";
import { randomToken, safeEqual, sha256, sign } from "../auth/secrets.ts";
import {
  type ActiveSession,
  createSessionStore,
  SESSION_LIFETIMES,
  type SessionStore,
} from "../auth/session-store.ts";
import { createUserStore } from "../auth/user-store.ts";
import { mintCsrfToken, verifyCsrfToken } from "./csrf-token.ts";

export const SESSION_PRESENCE_COOKIE = "session-client";
/** Names the account this browser last logged in to, signed; kept after logout (see RequestMeta). */
export const KNOWN_DEVICE_COOKIE = "known-device";
const KNOWN_DEVICE_SECONDS = 180 * 24 * 3600;
const ANONYMOUS_PREFIX = "a.";
/**
 * A random id that stays with the browser across logins and logouts (unlike the session cookie), for
 * what counts visitors rather than accounts: a guest's poll vote, A/B assignments, first-party analytics.
 * It names no one; it is set only when something asks for it.
 */
export const VISITOR_COOKIE = "visitor";
const VISITOR_SECONDS = 365 * 24 * 3600;
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MAX_TOKEN_LENGTH = 100;

const SESSIONLESS_PATH =
  /^\/(assets\/|healthz$|readyz$|favicon\.)|\.(js|css|map|svg|png|jpe?g|webp|ico|woff2?|txt|xml)$/;

/** Reads of static files and health checks, which never depend on who asks. */
export function isSessionless(method: string, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return SESSIONLESS_PATH.test(url.split("?")[0] ?? url);
}

export function sessionCookieName(isHttps: boolean): string {
  return isHttps ? "__Host-sid" : "sid";
}

interface PendingCookie {
  value: string;
  /** Omitted: gone when the browser closes. 0: delete now. */
  maxAgeSeconds?: number;
  httpOnly: boolean;
  /** Only worth sending with a page or JSON (the anonymous binding, a refreshed XSRF token). */
  onlyWithDocuments: boolean;
}

const PENDING = Symbol("pendingCookies");

declare module "fastify" {
  interface FastifyRequest {
    user: AccountUser | null;
    session: ActiveSession | null;
    /** What this visitor's CSRF tokens are bound to: a hash of the session cookie's value. */
    sessionBinding: string;
    /**
     * The request came with a session cookie. Without one no CSRF token it carries can be valid (tokens
     * are bound to the cookie), so a form post can be refused before its body is read.
     */
    hasSessionCookie: boolean;
    /** A CSRF token valid for this visitor, for forms rendered in this reply. */
    csrfToken: string;
    /** Hands the load context what pages need: the user, the CSRF token, login and logout. */
    pageSession: PageSession;
    requestMeta: RequestMeta;
    startSession(user: AccountUser, authMethod: AuthMethod): Promise<void>;
    endSession(): Promise<void>;
    endAllSessions(): Promise<number>;
    /** This browser's visitor id (VISITOR_COOKIE), made and set with the reply the first time. */
    visitorId(): string;
    /** The visitor id the browser came with, or null: reading it sets no cookie. */
    knownVisitorId(): string | null;
    [PENDING]: Map<string, PendingCookie>;
  }
  interface FastifyInstance {
    sessionStore: SessionStore;
    /**
     * Called with the user's id after they log out (here or everywhere): sessions elsewhere that hang on
     * ours end too (the learning site's single sign-on). A listener's failure is logged, never the
     * logout's.
     */
    onLogout: Array<(userId: string) => Promise<void>>;
  }
}

export interface SessionPluginOptions {
  pool: pg.Pool;
  secret: string;
  isHttps: boolean;
  domainMap: DomainMap;
  publicUrl: URL | undefined;
}

/**
 * Links in e-mails must lead to one of our own sites: the request's origin when its host is one we serve,
 * otherwise PUBLIC_URL, so a forged Host header can never plant its own address in a reset link.
 */
export function trustedOrigin(
  request: FastifyRequest,
  domainMap: DomainMap,
  publicUrl: URL | undefined,
): string {
  const host = normalizeHostname(request.hostname);
  const isOurs =
    Object.hasOwn(domainMap, host) || (host.startsWith("www.") && Object.hasOwn(domainMap, host.slice(4)));
  if (isOurs) return `${request.protocol}://${request.host}`;
  if (publicUrl) return publicUrl.origin;
  return `${request.protocol}://localhost${request.port ? `:${request.port}` : ""}`;
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionPluginOptions) => {
    const store = createSessionStore(options.pool);
    const users = createUserStore(options.pool);
    const sidName = sessionCookieName(options.isHttps);
    app.decorate("sessionStore", store);
    const logoutListeners: Array<(userId: string) => Promise<void>> = [];
    app.decorate("onLogout", logoutListeners);
    async function tellLogout(request: FastifyRequest, userId: string | undefined): Promise<void> {
      if (!userId) return;
      for (const listener of logoutListeners)
        await listener(userId).catch((error: unknown) =>
          request.log.warn({ err: error }, "a logout listener failed"),
        );
    }
    app.decorateRequest("user", null);
    app.decorateRequest("session", null);
    app.decorateRequest("sessionBinding", "");
    app.decorateRequest("hasSessionCookie", false);
    app.decorateRequest("csrfToken", "");
    app.decorateRequest("pageSession", null as unknown as PageSession);
    app.decorateRequest("requestMeta", null as unknown as RequestMeta);

    function queue(request: FastifyRequest, name: string, cookie: PendingCookie): void {
      request[PENDING].set(name, cookie);
    }

    /** Replaces the visitor's binding with a fresh anonymous one (after logout) and re-keys CSRF. */
    function bindAnonymously(request: FastifyRequest, onlyWithDocuments: boolean): void {
      const token = `${ANONYMOUS_PREFIX}${randomToken(24)}`;
      request.sessionBinding = sha256(token);
      request.csrfToken = mintCsrfToken(options.secret, request.sessionBinding);
      queue(request, sidName, { value: token, httpOnly: true, onlyWithDocuments });
      queue(request, XSRF_COOKIE, { value: request.csrfToken, httpOnly: false, onlyWithDocuments });
    }

    function forgetUser(request: FastifyRequest): void {
      request.user = null;
      request.session = null;
      queue(request, SESSION_PRESENCE_COOKIE, {
        value: "",
        maxAgeSeconds: 0,
        httpOnly: false,
        onlyWithDocuments: false,
      });
      bindAnonymously(request, false);
    }

    const visitorIds = new WeakMap<FastifyRequest, string>();
    app.decorateRequest("knownVisitorId", function knownVisitorId(this: FastifyRequest): string | null {
      const cookie = this.cookies[VISITOR_COOKIE];
      return visitorIds.get(this) ?? (typeof cookie === "string" && VISITOR_ID.test(cookie) ? cookie : null);
    });
    app.decorateRequest("visitorId", function visitorId(this: FastifyRequest): string {
      const known = visitorIds.get(this);
      if (known) return known;
      const cookie = this.cookies[VISITOR_COOKIE];
      let id = typeof cookie === "string" && VISITOR_ID.test(cookie) ? cookie : "";
      if (!id) {
        id = randomUUID();
        queue(this, VISITOR_COOKIE, {
          value: id,
          maxAgeSeconds: VISITOR_SECONDS,
          httpOnly: true,
          onlyWithDocuments: false,
        });
      }
      visitorIds.set(this, id);
      return id;
    });

    app.decorateRequest(
      "startSession",
      async function startSession(this: FastifyRequest, user: AccountUser, authMethod: AuthMethod) {
        // The old session id dies here: a token planted in the browser before login is worth nothing after.
        if (this.session) await store.end(this.session.id);
        const { token, session } = await store.create(user, {
          authMethod,
          ip: this.ip,
          userAgent: this.headers["user-agent"] ?? null,
        });
        await users.recordLogin(user.id);
        this.user = user;
        this.session = session;
        this.sessionBinding = sha256(token);
        this.csrfToken = mintCsrfToken(options.secret, this.sessionBinding);
        const maxAgeSeconds = SESSION_LIFETIMES[user.role].absoluteSeconds;
        queue(this, sidName, { value: token, maxAgeSeconds, httpOnly: true, onlyWithDocuments: false });
        queue(this, SESSION_PRESENCE_COOKIE, {
          value: "1",
          maxAgeSeconds,
          httpOnly: false,
          onlyWithDocuments: false,
        });
        queue(this, XSRF_COOKIE, {
          value: this.csrfToken,
          maxAgeSeconds,
          httpOnly: false,
          onlyWithDocuments: false,
        });
        queue(this, KNOWN_DEVICE_COOKIE, {
          value: `${user.id}.${knownDeviceSignature(user.id)}`,
          maxAgeSeconds: KNOWN_DEVICE_SECONDS,
          httpOnly: true,
          onlyWithDocuments: false,
        });
      },
    );

    app.decorateRequest("endSession", async function endSession(this: FastifyRequest) {
      const userId = this.user?.id;
      if (this.session) await store.end(this.session.id);
      forgetUser(this);
      await tellLogout(this, userId);
    });

    app.decorateRequest("endAllSessions", async function endAllSessions(this: FastifyRequest) {
      const userId = this.user?.id;
      const ended = this.user ? await store.endAllForUser(this.user.id) : 0;
      forgetUser(this);
      await tellLogout(this, userId);
      return ended;
    });

    function knownDeviceSignature(userId: string): string {
      return sign(options.secret, "known-device", userId).slice(0, 43);
    }

    /** The account the known-device cookie vouches for, when its signature holds. */
    function knownAccountOf(request: FastifyRequest): string | null {
      const value = request.cookies[KNOWN_DEVICE_COOKIE];
      if (typeof value !== "string" || value.length > 200) return null;
      const dot = value.lastIndexOf(".");
      if (dot <= 0) return null;
      const userId = value.slice(0, dot);
      return safeEqual(value.slice(dot + 1), knownDeviceSignature(userId)) ? userId : null;
    }

    /** What services and pages learn about the request: who, from where, on which site. */
    function describeVisitor(request: FastifyRequest): void {
      request.requestMeta = {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        siteId: request.site.id,
        brand: request.brand,
        language: request.language,
        origin: trustedOrigin(request, options.domainMap, options.publicUrl),
        knownAccountId: knownAccountOf(request),
      };
      request.pageSession = {
        get user() {
          return request.user;
        },
        get sessionId() {
          return request.session?.id ?? null;
        },
        visitorId: () => request.visitorId(),
        knownVisitorId: () => request.knownVisitorId(),
        get csrfToken() {
          return request.csrfToken;
        },
        isValidCsrfToken: (token) =>
          request.sessionBinding !== "" && verifyCsrfToken(options.secret, request.sessionBinding, token),
        meta: request.requestMeta,
        logIn: (user, method) => request.startSession(user, method),
        logOut: () => request.endSession(),
        logOutEverywhere: async () => {
          await request.endAllSessions();
        },
      };
    }

    app.addHook("onRequest", async (request) => {
      request[PENDING] = new Map();
      const sid = request.cookies[sidName];
      const hasUsableSid = typeof sid === "string" && sid.length > 0 && sid.length <= MAX_TOKEN_LENGTH;
      request.hasSessionCookie = hasUsableSid;
      // Scripts, styles, images and probes need no session: a page's dozen assets cost no lookups.
      if (isSessionless(request.method, request.url)) {
        request.sessionBinding = hasUsableSid ? sha256(sid) : "";
        describeVisitor(request);
        return;
      }
      if (hasUsableSid && !sid.startsWith(ANONYMOUS_PREFIX)) {
        const found = await store.find(sid);
        if (found) {
          request.user = found.user;
          request.session = found.session;
        }
      }
      if (hasUsableSid) {
        request.sessionBinding = sha256(sid);
        const xsrf = request.cookies[XSRF_COOKIE];
        if (verifyCsrfToken(options.secret, request.sessionBinding, xsrf)) {
          request.csrfToken = xsrf as string;
        } else {
          request.csrfToken = mintCsrfToken(options.secret, request.sessionBinding);
          const remaining = request.session
            ? Math.floor((request.session.absoluteExpiresAt.getTime() - Date.now()) / 1000)
            : undefined;
          queue(request, XSRF_COOKIE, {
            value: request.csrfToken,
            maxAgeSeconds: remaining,
            httpOnly: false,
            onlyWithDocuments: true,
          });
        }
      } else {
        bindAnonymously(request, true);
      }
      // A presence cookie without a live session would show a logged-in header to a logged-out visitor.
      if (!request.user && request.cookies[SESSION_PRESENCE_COOKIE] !== undefined) {
        queue(request, SESSION_PRESENCE_COOKIE, {
          value: "",
          maxAgeSeconds: 0,
          httpOnly: false,
          onlyWithDocuments: false,
        });
      }

      describeVisitor(request);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const pending = request[PENDING];
      if (!pending || pending.size === 0) return payload;
      const type = String(reply.getHeader("content-type") ?? "");
      // Pages and API answers, where a form or a client call may follow; not probes, scripts or images.
      const isDocument =
        /^text\/html/i.test(type) || (/^application\/json/i.test(type) && request.url.startsWith("/api/"));
      for (const [name, cookie] of pending) {
        if (cookie.onlyWithDocuments && !isDocument) continue;
        reply.header(
          "set-cookie",
          app.serializeCookie(name, cookie.value, {
            path: "/",
            httpOnly: cookie.httpOnly,
            secure: options.isHttps,
            sameSite: "lax",
            ...(cookie.maxAgeSeconds === undefined ? {} : { maxAge: cookie.maxAgeSeconds }),
          }),
        );
      }
      return payload;
    });
  },
  { name: "session", dependencies: ["request-context"] },
);
