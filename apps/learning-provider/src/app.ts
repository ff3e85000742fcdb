/**
 * The provider's HTTP service (Fastify): the server-to-server API of decision 050 under /api/v1 (bearer
 * key), public media, the learner's pages behind single sign-on, back-channel logout and /healthz.
 * `buildProvider` wires it from its parts; tests pass their own store directory, fetch and keys.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync } from "node:fs";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { z } from "zod";
import {
  type Catalogue,
  COURSE_LANGUAGES,
  type Course,
  createCatalogueIndex,
  LEVELS,
  loadCatalogue,
} from "./catalogue.ts";
import type { ProviderConfig } from "./config.ts";
import {
  ACTIVITY_MAX_LIMIT,
  ACTIVITY_PAGE_LIMIT,
  createLearning,
  type EnrolmentRequest,
  LearningError,
} from "./learning.ts";
import { localFetch } from "./local-fetch.ts";
import { createLogoutTokenVerifier, LogoutTokenError, type LogoutTokenVerifier } from "./logout-token.ts";
import { createMedia, findFfmpeg } from "./media.ts";
import {
  certificatePage,
  coursePage,
  messagePage,
  notEnrolledPage,
  notFoundPage,
  type PageLanguage,
  pageLanguageOf,
  STYLESHEET,
} from "./pages.ts";
import { createSso, LOGIN_STATE_COOKIE, LOGIN_STATE_MAX_AGE_SECONDS, SsoError } from "./sso.ts";
import { type LearnerSession, openStore, type Store } from "./store.ts";
import { createWebhookDeliverer } from "./webhooks.ts";

export const SESSION_MAX_AGE_SECONDS = 8 * 3600;
const FORM_BODY_LIMIT = 16 * 1024;
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; media-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export interface ProviderOptions {
  config: ProviderConfig;
  catalogue?: Catalogue;
  /** The webhook's HTTP client (tests count and fail deliveries). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Checks back-channel logout tokens; by default against the portal's published keys. */
  logoutTokens?: LogoutTokenVerifier;
  /** The ffmpeg binary; by default the configured one or the npm package's. */
  ffmpegPath?: string | null;
  logger?: boolean;
}

class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function sameText(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right);
}

/** Empty query parameters (`?query=&skill=`) mean "not given". */
function withoutBlanks(query: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== ""),
  );
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join(".") || undefined;
    throw new ApiError(400, "invalid_request", issue?.message ?? "invalid request", field);
  }
  return result.data;
}

const courseQuerySchema = z.object({
  query: z.string().max(200).optional(),
  skill: z.string().max(200).optional(),
  level: z.enum(LEVELS).optional(),
  language: z.enum(COURSE_LANGUAGES).optional(),
  maxMinutes: z.coerce.number().int().min(1).max(100_000).optional(),
  category: z.string().max(60).optional(),
  /** Comma-separated price tiers ("t1,t2"). */
  priceTiers: z
    .string()
    .max(40)
    .regex(/^t\d(,t\d)*$/)
    .transform((value) => value.split(","))
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const enrolmentSchema = z
  .object({
    reference: z.string().trim().min(1).max(200),
    learner: z.object({
      sub: z.string().min(1).max(255),
      email: z.string().max(320).nullish(),
      name: z.string().max(200).nullish(),
      language: z.string().max(20).nullish(),
    }),
    courseIds: z.array(z.string().min(1).max(200)).max(50).optional(),
    bundleId: z.string().min(1).max(200).nullish(),
  })
  .refine((body) => (body.courseIds?.length ?? 0) > 0 || Boolean(body.bundleId), {
    message: "give courseIds or bundleId",
    path: ["courseIds"],
  });

const activitySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, "must be a cursor this API returned")
    .default("0"),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_MAX_LIMIT).default(ACTIVITY_PAGE_LIMIT),
});

export async function buildProvider(options: ProviderOptions) {
  const { config } = options;
  const catalogue = createCatalogueIndex(options.catalogue ?? loadCatalogue());
  const store: Store = openStore(config.dataDir);
  const app: FastifyInstance = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: false,
  });
  const log = {
    info: (message: string) => app.log.info(message),
    warn: (message: string) => app.log.warn(message),
  };

  const webhooks = config.webhook.url
    ? createWebhookDeliverer({
        store,
        url: config.webhook.url,
        secret: config.webhook.secret,
        maxAttempts: config.webhook.maxAttempts,
        retryBaseMs: config.webhook.retryBaseMs,
        fetch: options.fetch ?? localFetch,
        log,
      })
    : null;
  if (!webhooks) log.warn("LEARNING_WEBHOOK_URL is not set: events are only in the activity feed");

  const learning = createLearning({
    store,
    catalogue,
    publicUrl: config.publicUrl,
    hasWebhook: webhooks !== null,
    onEvent: () => webhooks?.kick(),
  });
  const media = createMedia({
    dataDir: config.dataDir,
    ffmpegPath: options.ffmpegPath === undefined ? findFfmpeg(config.ffmpegPath) : options.ffmpegPath,
    log,
  });
  mkdirSync(media.mediaDir, { recursive: true });
  const sso = createSso({
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
    clientSecret: config.oidc.clientSecret,
    redirectUri: `${config.publicUrl}/callback`,
    stateSecret: config.sessionSecret,
    isProduction: config.isProduction,
  });
  const logoutTokens =
    options.logoutTokens ??
    createLogoutTokenVerifier({
      keys: () => sso.keys(),
      issuer: () => sso.issuer(),
      audience: config.oidc.clientId,
    });

  const isHttps = config.publicUrl.startsWith("https:");
  const sessionCookie = isHttps ? "__Host-lp_session" : "lp_session";
  const publicOrigin = new URL(config.publicUrl).origin;

  await app.register(fastifyCookie);
  await app.register(fastifyStatic, { root: media.mediaDir, serve: false });
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) {
      reply.header("content-security-policy", CONTENT_SECURITY_POLICY);
      reply.header("cache-control", "no-store");
    }
    return payload;
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send({
        error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) },
      });
    }
    if (error instanceof LearningError) {
      const status = error.code === "reference_conflict" ? 409 : 422;
      return reply.status(status).send({ error: { code: error.code, message: error.message } });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.status(status).send({
      error: {
        code: status === 500 ? "internal" : "invalid_request",
        message: status === 500 ? "internal error" : error.message,
      },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.status(404).send({ error: { code: "not_found", message: "no such resource" } });
    }
    return reply
      .status(404)
      .type("text/html; charset=utf-8")
      .send(notFoundPage(languageOfRequest(request)));
  });

  function languageOfRequest(request: FastifyRequest): PageLanguage {
    return pageLanguageOf(request.headers["accept-language"]);
  }

  function courseView(course: Course) {
    return {
      ...course,
      previewUrl: `${config.publicUrl}/media/${course.id}.mp4`,
      captionsUrl: `${config.publicUrl}/media/${course.id}.vtt`,
    };
  }

  // --- the API, server to server --------------------------------------------------------------------

  await app.register(
    async (api) => {
      api.addHook("onRequest", async (request) => {
        const header = request.headers.authorization ?? "";
        const match = /^Bearer (.+)$/i.exec(header);
        if (!match?.[1] || !sameText(match[1].trim(), config.apiKey)) {
          throw new ApiError(401, "unauthorized", "a valid API key is required (Authorization: Bearer …)");
        }
      });

      api.get("/courses", async (request) => {
        const query = parsed(courseQuerySchema, withoutBlanks(request.query));
        const found = catalogue.searchCourses(query);
        return { ...found, items: found.items.map(courseView) };
      });

      api.get<{ Params: { id: string } }>("/courses/:id", async (request) => {
        const course = catalogue.course(request.params.id);
        if (!course) throw new ApiError(404, "not_found", "no such course");
        return courseView(course);
      });

      api.get("/bundles", async () => ({ items: catalogue.bundles(), total: catalogue.bundles().length }));

      api.get<{ Params: { id: string } }>("/bundles/:id", async (request) => {
        const bundle = catalogue.bundle(request.params.id);
        if (!bundle) throw new ApiError(404, "not_found", "no such bundle");
        const courses = bundle.courseIds.flatMap((id) => {
          const course = catalogue.course(id);
          return course ? [courseView(course)] : [];
        });
        return { ...bundle, courses };
      });

      api.post("/enrolments", async (request) => {
        const body = parsed(enrolmentSchema, request.body) as EnrolmentRequest;
        return learning.enrol(body);
      });

      api.get("/enrolments", async (request) => {
        const { sub } = parsed(z.object({ sub: z.string().min(1).max(255) }), request.query);
        return { sub, items: learning.enrolmentsOf(sub) };
      });

      api.get("/activity", async (request) => {
        const { after, limit } = parsed(activitySchema, withoutBlanks(request.query));
        return learning.activity(Number(after), limit);
      });
    },
    { prefix: "/api/v1" },
  );

  // --- public ---------------------------------------------------------------------------------------

  app.get("/healthz", async () => ({ status: "ok", courses: catalogue.catalogue.courses.length }));

  app.get("/assets/learn.css", async (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(STYLESHEET),
  );

  app.get<{ Params: { file: string } }>("/media/:file", async (request, reply) => {
    const match = /^([a-z0-9-]+)\.(mp4|vtt)$/.exec(request.params.file);
    const course = match?.[1] ? catalogue.course(match[1]) : undefined;
    if (!match || !course) return reply.status(404).type("text/plain").send("Not found");
    // Portal pages show the preview and its captions from another origin (captions need CORS).
    reply.header("access-control-allow-origin", "*");
    reply.header("cross-origin-resource-policy", "cross-origin");
    if (match[2] === "vtt") {
      return reply
        .type("text/vtt; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(media.captions(course));
    }
    const name = await media.video(course);
    if (!name) return reply.status(404).type("text/plain").send("Preview not available");
    return reply.sendFile(name, media.mediaDir, { maxAge: 3600 * 1000 });
  });

  app.get<{ Params: { id: string } }>("/certificates/:id", async (request, reply) => {
    const found = learning.certificate(request.params.id);
    const language = languageOfRequest(request);
    if (!found) return reply.status(404).type("text/html; charset=utf-8").send(notFoundPage(language));
    return reply.type("text/html; charset=utf-8").send(
      certificatePage({
        language,
        name: found.certificate.name,
        courseTitle: found.course?.title ?? found.certificate.courseId,
        issuedAt: found.certificate.issuedAt,
      }),
    );
  });

  // --- single sign-on and the learner's pages -------------------------------------------------------

  function sessionOf(request: FastifyRequest): LearnerSession | null {
    const token = request.cookies[sessionCookie];
    if (!token) return null;
    const tokenHash = hashOf(token);
    const now = Date.now();
    return (
      store.state.sessions.find((session) => session.tokenHash === tokenHash && session.expiresAt > now) ??
      null
    );
  }

  function html(reply: FastifyReply, status: number, body: string) {
    return reply.status(status).type("text/html; charset=utf-8").send(body);
  }

  app.get<{ Querystring: { course?: string } }>("/login", async (request, reply) => {
    const language = languageOfRequest(request);
    const course = catalogue.course(request.query.course ?? "");
    if (!course) return html(reply, 404, notFoundPage(language));
    try {
      const { authorizationUrl, stateCookie } = await sso.start(course.id);
      reply.setCookie(LOGIN_STATE_COOKIE, stateCookie, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: isHttps,
        maxAge: LOGIN_STATE_MAX_AGE_SECONDS,
      });
      return reply.redirect(authorizationUrl, 303);
    } catch (error) {
      if (!(error instanceof SsoError)) throw error;
      request.log.warn(`sign-in could not start: ${error.message}`);
      return html(reply, 503, messagePage(language, "portalUnavailable"));
    }
  });

  app.get("/callback", async (request, reply) => {
    const language = languageOfRequest(request);
    const queryStart = request.url.indexOf("?");
    const search = queryStart >= 0 ? request.url.slice(queryStart) : "";
    reply.clearCookie(LOGIN_STATE_COOKIE, { path: "/" });
    let signedIn: Awaited<ReturnType<typeof sso.finish>>;
    try {
      signedIn = await sso.finish(search, request.cookies[LOGIN_STATE_COOKIE]);
    } catch (error) {
      if (!(error instanceof SsoError)) throw error;
      request.log.warn(`sign-in failed: ${error.message}`);
      return error.isUnavailable
        ? html(reply, 503, messagePage(language, "portalUnavailable"))
        : html(reply, 400, messagePage(language, "signInFailed"));
    }
    const { learner, courseId } = signedIn;
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    store.state.sessions = store.state.sessions.filter((session) => session.expiresAt > now);
    store.state.sessions.push({
      tokenHash: hashOf(token),
      sub: learner.sub,
      sid: learner.sid,
      name: learner.name,
      email: learner.email,
      locale: learner.locale,
      csrfToken: randomBytes(24).toString("base64url"),
      createdAt: new Date(now).toISOString(),
      expiresAt: now + SESSION_MAX_AGE_SECONDS * 1000,
    });
    const known = store.state.learners[learner.sub];
    store.state.learners[learner.sub] = {
      sub: learner.sub,
      email: learner.email ?? known?.email ?? null,
      name: learner.name ?? known?.name ?? null,
      language: learner.locale ?? known?.language ?? null,
    };
    await store.save();
    // Arriving at an enrolled course through single sign-on starts it (one event, the first time).
    await learning.start(learner.sub, courseId);
    reply.setCookie(sessionCookie, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: isHttps,
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    return reply.redirect(`/learn/${encodeURIComponent(courseId)}`, 303);
  });

  app.get<{ Params: { courseId: string } }>("/learn/:courseId", async (request, reply) => {
    const course = catalogue.course(request.params.courseId);
    const session = sessionOf(request);
    const language = pageLanguageOf(session?.locale ?? request.headers["accept-language"]);
    if (!course) return html(reply, 404, notFoundPage(language));
    if (!session) return reply.redirect(`/login?course=${encodeURIComponent(course.id)}`, 303);
    const progress = learning.progress(session.sub, course.id);
    if (!progress) {
      return html(
        reply,
        403,
        notEnrolledPage({ language, course, learnerName: session.name, csrfToken: session.csrfToken }),
      );
    }
    return html(
      reply,
      200,
      coursePage({
        language,
        course,
        progress,
        learnerName: session.name,
        csrfToken: session.csrfToken,
        captionsText: `${course.title}. ${course.skills.join(", ")}`,
      }),
    );
  });

  app.get("/signed-out", async (request, reply) =>
    html(reply, 200, messagePage(languageOfRequest(request), "signedOut")),
  );

  /** Forms of a signed-in learner: every POST here needs the session, its CSRF token and our origin. */
  await app.register(async (forms) => {
    forms.decorateRequest("learnerSession", null);
    forms.addHook("preHandler", async (request, reply) => {
      const session = sessionOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const origin = request.headers.origin;
      const isSameOrigin = origin === undefined || origin === publicOrigin;
      const token = typeof body.csrf === "string" ? body.csrf : "";
      if (!session || !isSameOrigin || !token || !sameText(token, session.csrfToken)) {
        const language = pageLanguageOf(session?.locale ?? request.headers["accept-language"]);
        return html(reply, 403, messagePage(language, "formExpired"));
      }
      (request as FastifyRequest & { learnerSession: LearnerSession }).learnerSession = session;
    });

    forms.post<{ Params: { courseId: string }; Body: { step?: string } }>(
      "/learn/:courseId/progress",
      async (request, reply) => {
        const session = (request as FastifyRequest & { learnerSession: LearnerSession }).learnerSession;
        const course = catalogue.course(request.params.courseId);
        const language = pageLanguageOf(session.locale);
        if (!course) return html(reply, 404, notFoundPage(language));
        const step = request.body?.step;
        const isDone =
          step === "lesson"
            ? await learning.markLessonDone(session.sub, course.id)
            : step === "complete"
              ? await learning.complete(session.sub, course.id, session.name)
              : null;
        if (isDone === null) throw new ApiError(400, "invalid_request", "unknown step");
        if (!isDone) {
          return html(
            reply,
            403,
            notEnrolledPage({ language, course, learnerName: session.name, csrfToken: session.csrfToken }),
          );
        }
        return reply.redirect(`/learn/${encodeURIComponent(course.id)}`, 303);
      },
    );

    forms.post("/logout", async (request, reply) => {
      const session = (request as FastifyRequest & { learnerSession: LearnerSession }).learnerSession;
      store.state.sessions = store.state.sessions.filter((candidate) => candidate !== session);
      await store.save();
      reply.clearCookie(sessionCookie, { path: "/" });
      return reply.redirect("/signed-out", 303);
    });
  });

  /** OpenID Connect Back-Channel Logout: the portal ends a learner's sessions here. */
  app.post("/backchannel-logout", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const body = (request.body ?? {}) as Record<string, unknown>;
    try {
      const target = await logoutTokens.verify(
        typeof body.logout_token === "string" ? body.logout_token : "",
      );
      const before = store.state.sessions.length;
      store.state.sessions = store.state.sessions.filter((session) => {
        if (target.sid) return !(session.sid === target.sid && (!target.sub || session.sub === target.sub));
        return session.sub !== target.sub;
      });
      if (store.state.sessions.length !== before) await store.save();
      request.log.info(`back-channel logout ended ${before - store.state.sessions.length} session(s)`);
      return reply.status(200).send();
    } catch (error) {
      if (error instanceof LogoutTokenError) {
        request.log.warn(error.message);
        return reply.status(400).send({ error: "invalid_request", error_description: error.message });
      }
      if (error instanceof SsoError) {
        request.log.warn(error.message);
        return reply
          .status(503)
          .send({ error: "temporarily_unavailable", error_description: "keys unavailable" });
      }
      throw error;
    }
  });

  app.addHook("onClose", async () => {
    await webhooks?.stop();
    await store.save();
  });

  return { app, store, learning, webhooks, media, catalogue, sso };
}

export type Provider = Awaited<ReturnType<typeof buildProvider>>;
