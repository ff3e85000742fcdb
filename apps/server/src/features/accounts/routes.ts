/**
 * The account calls of spec §7 as JSON API routes: thin transport over the accounts service. Access
 * follows the route groups of plugins/authorization.ts (/api/seeker/… seekers, /api/employer/…
 * recruiters, /api/account/… anyone logged in); CSRF is checked for every one of them by plugins/csrf.ts.
 */

import {
  type AccountUser,
  AppError,
  accountMessageReplySchema,
  changePasswordBodySchema,
  currentUserReplySchema,
  deletionReplySchema,
  deletionRequestBodySchema,
  educationBodySchema,
  employmentBodySchema,
  errorReplies,
  existenceBodySchema,
  existenceReplySchema,
  type FormInput,
  forgotPasswordBodySchema,
  invitationAcceptBodySchema,
  jobPreferenceBodySchema,
  languageBodySchema,
  linkTokenBodySchema,
  loginBodySchema,
  loginCodeBodySchema,
  loginCodeV2BodySchema,
  otpBodySchema,
  outboxQuerySchema,
  outboxReplySchema,
  personalBodySchema,
  recruiterRegistrationBodySchema,
  registrationStateSchema,
  resetPasswordBodySchema,
  sessionParamsSchema,
  sessionsReplySchema,
  singlePageBodySchema,
  socialLoginStartBodySchema,
  socialLoginStartReplySchema,
  socialProviderParamsSchema,
  socialProvidersReplySchema,
  successEnvelope,
  userReplySchema,
} from "@portal/contracts";
import {
  type AccountRole,
  homePathFor,
  PENDING_RETURN_COOKIE,
  PENDING_RETURN_SECONDS,
  type RegistrationStep,
  splitLanguage,
  withLanguage,
} from "@portal/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { Notifier } from "../notifications/index.ts";
import type { AccountsService } from "./service.ts";
import { SOCIAL_STATE_MAX_AGE_SECONDS, type SocialLogin, socialStateCookieName } from "./social-login.ts";

const userReply = successEnvelope(userReplySchema);
const emptyReply = successEnvelope(accountMessageReplySchema);
const errors = errorReplies(400, 401, 403, 404, 409, 422, 429);

export interface AccountRouteOptions {
  accounts: AccountsService;
  social: SocialLogin;
  notifier: Notifier;
  isHttps: boolean;
  hasDemoTools: boolean;
  translate: (request: FastifyRequest, key: string, params?: Record<string, string | number>) => string;
}

const STEP_PATHS: ReadonlyArray<readonly [string, RegistrationStep, z.ZodType<FormInput>]> = [
  ["employment", "employment", employmentBodySchema],
  ["education", "education", educationBodySchema],
  ["job-preferences", "job-preference", jobPreferenceBodySchema],
];

export function registerAccountRoutes(app: FastifyInstance, options: AccountRouteOptions): void {
  const { accounts, social } = options;
  const stateCookie = socialStateCookieName(options.isHttps);

  const userOf = (user: AccountUser) => ({ success: true as const, data: { user } });
  const said = (request: FastifyRequest, key: string, params?: Record<string, string | number>) => ({
    success: true as const,
    data: { message: options.translate(request, key, params) },
  });

  async function logIn(request: FastifyRequest, role: AccountRole) {
    const body = request.body as Record<string, string | undefined>;
    const meta = request.requestMeta;
    const isCode = typeof body.otp === "string" && body.otp !== "";
    const user = isCode
      ? await accounts.loginWithCode(body, meta, role)
      : await accounts.loginWithPassword(body, meta, role);
    await request.startSession(user, isCode ? "otp" : "password");
    return userOf(user);
  }

  // The old logout posts a form; this scope alone reads form-encoded bodies.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/rio/logout",
      {
        schema: {
          tags: ["accounts"],
          summary: "Log out (spec logout, and the old form-encoded logout)",
          response: { 200: emptyReply, ...errors },
        },
      },
      async (request) => {
        await request.endSession();
        return said(request, "loggedOut");
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/rio/session",
    {
      schema: {
        tags: ["accounts"],
        summary: "The current user (null for guests); also hands out the XSRF-TOKEN cookie",
        response: { 200: successEnvelope(currentUserReplySchema) },
      },
    },
    async (request) => ({ success: true as const, data: { user: request.user } }),
  );

  api.post(
    "/api/public/accounts/existence",
    {
      schema: {
        tags: ["accounts"],
        summary: "Check existence of an e-mail address or mobile number before registering",
        body: existenceBodySchema,
        response: { 200: successEnvelope(existenceReplySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.checkExistence(request.body, request.requestMeta),
    }),
  );

  api.post(
    "/api/v1/public/otp",
    {
      schema: {
        tags: ["accounts"],
        summary: "Send OTP (v1): a login code by SMS for an anonymous user",
        body: loginCodeBodySchema,
        response: { 200: emptyReply, ...errors },
      },
    },
    async (request) => {
      await accounts.sendLoginCode({ ...request.body, channel: "sms" }, request.requestMeta, "seeker");
      return said(request, "codeSent");
    },
  );

  api.post(
    "/api/v2/public/otp",
    {
      schema: {
        tags: ["accounts"],
        summary: "Send OTP (v2): a login code by SMS or e-mail for an anonymous user",
        body: loginCodeV2BodySchema,
        response: { 200: emptyReply, ...errors },
      },
    },
    async (request) => {
      await accounts.sendLoginCode(request.body, request.requestMeta, request.body.role ?? "seeker");
      return said(request, "codeSent");
    },
  );

  api.post(
    "/api/rio/login",
    {
      schema: {
        tags: ["accounts"],
        summary: "Log a seeker in by password, or by a one-time code (otp) sent to mobile or e-mail",
        body: loginBodySchema,
        response: { 200: userReply, ...errors },
      },
    },
    (request) => logIn(request, "seeker"),
  );

  api.post(
    "/api/employer/login",
    {
      config: { access: "public" },
      schema: {
        tags: ["accounts"],
        summary: "Log a recruiter in by password or one-time code",
        body: loginBodySchema,
        response: { 200: userReply, ...errors },
      },
    },
    (request) => logIn(request, "recruiter"),
  );

  api.post(
    "/api/staff/login",
    {
      config: { access: "public" },
      schema: {
        tags: ["accounts"],
        summary: "Log a staff member in by password or one-time code (staff accounts are made by operators)",
        body: loginBodySchema,
        response: { 200: userReply, ...errors },
      },
    },
    (request) => logIn(request, "staff"),
  );

  api.get(
    "/api/employer/me",
    {
      schema: {
        tags: ["accounts"],
        summary: "The recruiter and their company",
        response: { 200: userReply, ...errors },
      },
    },
    async (request) => userOf(requireUser(request)),
  );

  api.post(
    "/api/account/logout-everywhere",
    {
      schema: {
        tags: ["accounts"],
        summary: "End every session of this user",
        response: { 200: emptyReply, ...errors },
      },
    },
    async (request) => {
      await request.endAllSessions();
      return said(request, "loggedOutEverywhere");
    },
  );

  api.post(
    "/api/rio/password/forgot",
    {
      schema: {
        tags: ["accounts"],
        summary: "Send a password-reset link by e-mail (same answer whether or not the account exists)",
        body: forgotPasswordBodySchema,
        response: { 200: emptyReply, ...errors },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body, request.requestMeta, request.body.role ?? "seeker");
      return said(request, "resetLinkSent");
    },
  );

  api.post(
    "/api/rio/password/reset",
    {
      schema: {
        tags: ["accounts"],
        summary: "Choose a new password with the link's token",
        body: resetPasswordBodySchema,
        response: { 200: emptyReply, ...errors },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body, request.requestMeta);
      return said(request, "passwordReset");
    },
  );

  api.post(
    "/api/rio/email/verify-link",
    {
      schema: {
        tags: ["accounts"],
        summary: "Verify email with link",
        body: linkTokenBodySchema,
        response: { 200: emptyReply, ...errors },
      },
    },
    async (request) => {
      await accounts.verifyEmailLink(request.body, request.requestMeta);
      return said(request, "emailVerified");
    },
  );

  api.post(
    "/api/registration/personal",
    {
      schema: {
        tags: ["registration"],
        summary: "Register personal details: creates the seeker account (and logs in), or corrects it",
        body: personalBodySchema,
        response: { 200: userReply, ...errors },
      },
    },
    async (request) => {
      const user = await accounts.registerPersonal(request.body, request.requestMeta, request.user);
      if (!request.user) await request.startSession(user, "registration");
      return userOf(user);
    },
  );

  api.post(
    "/api/employer/registration",
    {
      // The one employer call for someone without an account yet.
      config: { access: "public" },
      schema: {
        tags: ["registration"],
        summary:
          "A recruiter registers with their company and becomes its admin (logged in; a link confirms the e-mail)",
        body: recruiterRegistrationBodySchema,
        response: { 200: userReply, ...errors },
      },
    },
    async (request) => {
      if (request.user) throw new AppError("CONFLICT", "conflict");
      const user = await accounts.registerRecruiter(request.body, request.requestMeta);
      await request.startSession(user, "registration");
      return userOf(user);
    },
  );

  api.post(
    "/api/employer/invitation/accept",
    {
      // Opened by people without an account too: the link's token is the authority.
      config: { access: "public" },
      schema: {
        tags: ["registration"],
        summary:
          "Accept a company invitation: as the invited recruiter logged in, or with a name and password for a new account",
        body: invitationAcceptBodySchema,
        response: { 200: userReply, ...errors },
      },
    },
    async (request) => {
      const { token, ...details } = request.body;
      const accepted = await accounts.acceptInvitation(token, details, request.requestMeta, request.user);
      if (!request.user) await request.startSession(accepted.user, "registration");
      return userOf(accepted.user);
    },
  );

  api.post(
    "/api/registration/single-page",
    {
      schema: {
        tags: ["registration"],
        summary: "Single-page registration: every step at once",
        body: singlePageBodySchema,
        response: { 200: userReply, ...errors },
      },
    },
    async (request) => {
      if (request.user) throw new AppError("CONFLICT", "conflict");
      const user = await accounts.registerSinglePage(request.body, request.requestMeta);
      await request.startSession(user, "registration");
      return userOf(user);
    },
  );

  api.get(
    "/api/seeker/registration",
    {
      schema: {
        tags: ["registration"],
        summary: "Registration progress and what each step saved",
        response: { 200: successEnvelope(registrationStateSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.registrationState(requireUser(request)),
    }),
  );

  for (const [path, step, body] of STEP_PATHS) {
    api.post(
      `/api/seeker/registration/${path}`,
      {
        schema: {
          tags: ["registration"],
          summary: `Register ${step.replace("-", " ")}`,
          body,
          response: { 200: userReply, ...errors },
        },
      },
      async (request) =>
        userOf(await accounts.saveRegistrationStep(requireUser(request), step, request.body)),
    );
  }

  for (const channel of ["email", "mobile"] as const) {
    api.post(
      `/api/seeker/verification/${channel}/otp`,
      {
        schema: {
          tags: ["verification"],
          summary: channel === "email" ? "Get email OTP" : "Get mobile OTP",
          response: { 200: emptyReply, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { sentTo } =
          channel === "email"
            ? await accounts.sendEmailVerification(user, request.requestMeta)
            : await accounts.sendMobileVerification(user, request.requestMeta);
        return said(request, "codeSentTo", { destination: sentTo });
      },
    );
    api.post(
      `/api/seeker/verification/${channel}`,
      {
        schema: {
          tags: ["verification"],
          summary: channel === "email" ? "Verify email OTP" : "Verify mobile OTP",
          body: otpBodySchema,
          response: { 200: userReply, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return userOf(
          channel === "email"
            ? await accounts.verifyEmailCode(user, request.body, request.requestMeta)
            : await accounts.verifyMobileCode(user, request.body, request.requestMeta),
        );
      },
    );
  }

  api.post(
    "/api/account/password",
    {
      schema: {
        tags: ["accounts"],
        summary: "Change password; every other session ends",
        body: changePasswordBodySchema,
        response: { 200: userReply, ...errors },
      },
    },
    async (request) => {
      const user = await accounts.changePassword(requireUser(request), request.body, request.requestMeta);
      await request.startSession(user, "password");
      return userOf(user);
    },
  );

  api.get(
    "/api/account/sessions",
    {
      schema: {
        tags: ["accounts"],
        summary: "The user's active sessions",
        response: { 200: successEnvelope(sessionsReplySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { sessions: await accounts.listSessions(requireUser(request), request.session?.id ?? null) },
    }),
  );

  api.delete(
    "/api/account/sessions/:id",
    {
      schema: {
        tags: ["accounts"],
        summary: "End one of the user's sessions (another user's is not found)",
        params: sessionParamsSchema,
        response: { 200: emptyReply, ...errors },
      },
    },
    async (request) => {
      await accounts.endSession(requireUser(request), request.params.id);
      return said(request, "loggedOut");
    },
  );

  api.post(
    "/api/account/deletion",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Delete my account: every session ends now, the data goes after the grace period unless the seeker logs in again",
        body: deletionRequestBodySchema,
        response: { 200: successEnvelope(deletionReplySchema), ...errors },
      },
    },
    async (request, reply) => {
      const requested = await accounts.requestDeletion(
        requireUser(request),
        request.body,
        request.requestMeta,
      );
      await request.endSession();
      reply.header("cache-control", "no-store");
      return { success: true as const, data: requested };
    },
  );

  api.put(
    "/api/account/language",
    {
      schema: {
        tags: ["accounts"],
        summary: "The language of the e-mails and SMS the user gets",
        body: languageBodySchema,
        response: { 200: userReply, ...errors },
      },
    },
    async (request) => userOf(await accounts.setLanguage(requireUser(request), request.body.language)),
  );

  api.get(
    "/api/rio/social/providers",
    {
      schema: {
        tags: ["accounts"],
        summary: "Configured social login providers",
        response: { 200: successEnvelope(socialProvidersReplySchema) },
      },
    },
    async () => ({ success: true as const, data: { providers: social.providers() } }),
  );

  api.post(
    "/api/rio/social/:provider/start",
    {
      schema: {
        tags: ["accounts"],
        summary: "Social login: where to send the browser; the current address comes back as returnUrl",
        params: socialProviderParamsSchema,
        body: socialLoginStartBodySchema,
        response: { 200: successEnvelope(socialLoginStartReplySchema), ...errors },
      },
    },
    async (request, reply) => {
      const started = await social.start(
        request.params.provider,
        request.body.returnUrl ?? null,
        request.requestMeta,
      );
      setSocialState(reply, stateCookie, started.stateCookie, options.isHttps);
      return { success: true as const, data: { authorizationUrl: started.authorizationUrl } };
    },
  );

  // Where the provider sends the browser back: a top-level GET navigation, so it is not an API call.
  api.get(
    "/rio/social/:provider/callback",
    { schema: { hide: true, params: socialProviderParamsSchema } },
    async (request, reply) => {
      const url = new URL(request.url, "http://callback.invalid");
      reply.clearCookie(stateCookie, { path: "/", secure: options.isHttps, httpOnly: true, sameSite: "lax" });
      try {
        const { user, returnPath } = await social.finish(
          request.params.provider,
          url,
          request.cookies[stateCookie],
          request.requestMeta,
        );
        await request.startSession(user, "oidc");
        // Social login gives a name and an address, not a profile: a seeker who has not finished
        // registration finishes it first and then comes back where they were, as after registering
        // with a password (decision 019); the last registration step follows the cookie.
        if (user.role === "seeker" && user.registrationProgress !== "complete") {
          // Registration speaks the language of the page the person came from; a home page is where
          // social login goes when they came from nowhere in particular, so nothing is kept for it.
          const from = splitLanguage(returnPath);
          const isHome = from.path === "/";
          if (!isHome) {
            reply.setCookie(PENDING_RETURN_COOKIE, returnPath, {
              path: "/",
              httpOnly: true,
              secure: options.isHttps,
              sameSite: "lax",
              maxAge: PENDING_RETURN_SECONDS,
            });
          }
          const language = from.language ?? (isHome ? request.language : "en");
          return reply.redirect(withLanguage(homePathFor(user), language), 303);
        }
        return reply.redirect(returnPath, 303);
      } catch (error) {
        request.log.info({ err: error, provider: request.params.provider }, "social login refused");
        const languagePrefix = request.language === "en" ? "" : `/${request.language}`;
        return reply.redirect(
          `${languagePrefix}/rio/login?socialError=${encodeURIComponent(request.params.provider)}`,
          303,
        );
      }
    },
  );

  if (options.hasDemoTools) {
    api.get(
      "/api/dev/outbox",
      {
        schema: {
          tags: ["development"],
          summary: "Messages kept in the dev outbox (development and demo only)",
          querystring: outboxQuerySchema,
          response: { 200: successEnvelope(outboxReplySchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: { messages: await options.notifier.outbox.list(request.query.to?.trim() || undefined) },
      }),
    );
  }
}

export function setSocialState(reply: FastifyReply, name: string, value: string, isHttps: boolean): void {
  reply.setCookie(name, value, {
    path: "/",
    httpOnly: true,
    secure: isHttps,
    sameSite: "lax",
    maxAge: SOCIAL_STATE_MAX_AGE_SECONDS,
  });
}
