/**
 * Account use cases: registration step by step (or on one page), login by password or one-time code,
 * verification of e-mail and mobile, forgotten and changed passwords, and the user's sessions.
 * Transport-free: API routes and page actions (it is the AccountsContract of the load context) both call
 * these with the caller's RequestMeta. Forms are read with the account forms' schemas of @portal/domain;
 * every refusal is thrown as an AppError.
 *
 * No enumeration: where a reply could tell whether an account exists (login, code login, password
 * reset), both cases take the same path up to a background task and give the same answer; a password
 * check against a missing account costs the same scrypt as a real one.
 */

import { setTimeout as sleep } from "node:timers/promises";
import type { AccountUser, RegistrationState, RequestMeta, SessionSummary } from "@portal/contracts";
import { AppError, rateLimitedError } from "@portal/contracts";
import { inTransaction, type registrationDrafts, type SqlRow } from "@portal/db";
import {
  type AccountRole,
  accountDeletionDueAt,
  BRAND_BY_ID,
  codeLoginFormSchema,
  educationFormSchema,
  emailDomain,
  emailFormSchema,
  employmentFormSchema,
  existenceFormSchema,
  type FieldProblem,
  formatDate,
  formMobile,
  formText,
  invitationAcceptFormSchema,
  isFreeMailDomain,
  isLanguage,
  isRegistrationStep,
  isSiteId,
  isWorkEmailFor,
  jobPreferenceFormSchema,
  type LoginDestination,
  linkTokenFormSchema,
  loginChannelSchema,
  loginDestinationFormSchema,
  type MobileNumber,
  maskEmail,
  maskMobile,
  mobileDestination,
  otpFormSchema,
  parseWith,
  passwordChangeFormSchema,
  passwordLoginFormSchema,
  passwordResetFormSchema,
  personalFormSchema,
  personalUpdateFormSchema,
  progressAfterSaving,
  type RawFormInput,
  type RegistrationStep,
  recruiterRegistrationFormSchema,
  SITE_BY_ID,
} from "@portal/domain";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { createSessionStore } from "../../auth/session-store.ts";
import { createUserStore } from "../../auth/user-store.ts";
import type { RateLimiter, RateLimitRule } from "../../plugins/rate-limit.ts";
import { companyWithDomainExists, insertCompany, joinCompany, openInvitation } from "../companies/index.ts";
import type { Notifier, TemplatedNotification } from "../notifications/index.ts";
import { createCodeStore, LINK_LIFETIME_MINUTES } from "./code-store.ts";
import { ACCOUNT_LIMITS, wrongPasswordDelayMs } from "./limits.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { formRefusal, isMobileNumber, readForm } from "./validation.ts";

export interface AccountsServiceOptions {
  pool: pg.Pool;
  secret: string;
  notifier: Notifier;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
}

const REFUSED_LOGIN = () =>
  new AppError("UNAUTHENTICATED", "loginFailed", { details: [{ messageKey: "loginFailed" }] });
const INVALID_OTP = () =>
  new AppError("VALIDATION", "invalidOtp", { details: [{ field: "otp", messageKey: "invalidOtp" }] });
const INVALID_LINK = () =>
  new AppError("VALIDATION", "linkInvalid", { details: [{ messageKey: "linkInvalid" }] });
const emailTakenError = () =>
  new AppError("CONFLICT", "emailTaken", { details: [{ field: "email", messageKey: "emailTaken" }] });

export function createAccountsService(options: AccountsServiceOptions) {
  const { pool, notifier, rateLimiter: limiter, log } = options;
  const users = createUserStore(pool);
  const sessions = createSessionStore(pool);
  const codes = createCodeStore(pool, options.secret);
  const pending = new Set<Promise<void>>();

  /**
   * Work whose duration must not show in the reply time (it only happens when an account exists), or
   * that may wait on a slow mail server. Failures are logged, never shown.
   */
  function inBackground(work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => {
        // A limit reached is the limit working, not a failure.
        if (error instanceof AppError && error.code === "RATE_LIMITED")
          log.info("background delivery rate-limited");
        else log.error({ err: error }, "background delivery failed");
      })
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  function notification(
    meta: RequestMeta,
    user: Pick<AccountUser, "siteId" | "language"> | null,
    fields: Pick<TemplatedNotification, "channel" | "to" | "template" | "params">,
  ): TemplatedNotification {
    // A message speaks the language of the page the person used, on their site's brand.
    const siteId = user && isSiteId(user.siteId) ? user.siteId : meta.siteId;
    return {
      ...fields,
      siteId: SITE_BY_ID[siteId].id,
      brand: BRAND_BY_ID[meta.brand.id],
      language: isLanguage(meta.language) ? meta.language : "en",
    };
  }

  async function sendEmailVerification(user: AccountUser, meta: RequestMeta): Promise<void> {
    const code = await codes.issueCode("verify-email", "email", user.email, user.id);
    const token = await codes.issueLink("verify-email-link", user.email, user.id);
    await notifier.send(
      notification(meta, user, {
        channel: "email",
        to: user.email,
        template: "verify-email",
        params: { code, link: `${meta.origin}/rio/verify-email?token=${token}`, name: user.name },
      }),
    );
  }

  async function limitSending(meta: RequestMeta, destination: string): Promise<void> {
    await limiter.enforce([
      [ACCOUNT_LIMITS.sendPerIp, meta.ip],
      [ACCOUNT_LIMITS.sendPerDestination, destination],
      [ACCOUNT_LIMITS.sendPerDestinationDaily, destination],
    ]);
  }

  /**
   * Code checks: per address, and per account from that address. Not per account from anywhere: that
   * would let anyone lock the owner out, and each code already dies after a few wrong tries while new
   * ones are limited by sending.
   */
  async function limitGuessing(meta: RequestMeta, account: string): Promise<void> {
    await limiter.enforce([
      [ACCOUNT_LIMITS.guessPerIp, meta.ip],
      [ACCOUNT_LIMITS.guessPerAccount, `${account}@${meta.ip}`],
    ]);
  }

  async function refuseWhenOver(rule: RateLimitRule, subject: string): Promise<void> {
    const outcome = await limiter.peek(rule, subject);
    if (!outcome.isAllowed) throw rateLimitedError(outcome.retryAfterSeconds);
  }

  async function reload(userId: string): Promise<AccountUser> {
    const user = await users.findById(userId);
    if (!user) throw new AppError("UNAUTHENTICATED", "unauthenticated");
    return user;
  }

  async function drafts(userId: string): Promise<RegistrationState["steps"]> {
    const { rows } = await pool.query<Pick<SqlRow<typeof registrationDrafts>, "step" | "data">>(
      "SELECT step, data FROM registration_drafts WHERE user_id = $1",
      [userId],
    );
    const steps: RegistrationState["steps"] = {};
    for (const row of rows) if (isRegistrationStep(row.step)) steps[row.step] = row.data;
    return steps;
  }

  async function saveDraft(
    client: Pick<pg.Pool, "query">,
    userId: string,
    step: RegistrationStep,
    data: object,
  ): Promise<void> {
    await client.query(
      `INSERT INTO registration_drafts (user_id, step, data) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, step) DO UPDATE SET data = excluded.data, updated_at = now()`,
      [userId, step, JSON.stringify(data)],
    );
  }

  /** Refuses a new account whose e-mail or mobile is taken, with a problem beside each. */
  async function refuseTaken(email: string, mobile: MobileNumber): Promise<void> {
    const problems: FieldProblem[] = [];
    if (await users.emailExists("seeker", email)) problems.push({ field: "email", messageKey: "emailTaken" });
    if (await users.mobileExists("seeker", mobile))
      problems.push({ field: "mobile", messageKey: "mobileTaken" });
    if (problems.length > 0) throw formRefusal(problems);
  }

  /** Where a login code goes (an e-mail address, or "+" and a mobile number's digits), and its account. */
  async function findLoginUser(
    role: AccountRole,
    login: LoginDestination,
  ): Promise<{ destination: string; user: AccountUser | null }> {
    if (login.channel === "email")
      return { destination: login.email, user: await users.findByEmail(role, login.email) };
    return {
      destination: mobileDestination(login.mobile),
      user: await users.findByMobile(role, login.mobile),
    };
  }

  return {
    /** Settles background deliveries (tests, shutdown). */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    findUser: (userId: string) => users.findById(userId),

    /** Spec "check existence": whether an e-mail address or mobile number already has a seeker account. */
    async checkExistence(input: RawFormInput, meta: RequestMeta) {
      const { email, mobile } = readForm(existenceFormSchema(isMobileNumber), input);
      await limiter.enforce([[ACCOUNT_LIMITS.existencePerIp, meta.ip]]);
      return {
        ...(email !== undefined ? { emailExists: await users.emailExists("seeker", email) } : {}),
        ...(mobile ? { mobileExists: await users.mobileExists("seeker", mobile) } : {}),
      };
    },

    async registrationState(user: AccountUser): Promise<RegistrationState> {
      return {
        progress: user.registrationProgress,
        experienceType: user.experienceType,
        steps: await drafts(user.id),
      };
    },

    /**
     * The personal step. Anonymous: creates the seeker account (the caller then logs them in) and sends the
     * e-mail verification. Logged in: corrects name, mobile, city or the fresher/professional choice.
     */
    async registerPersonal(
      input: RawFormInput,
      meta: RequestMeta,
      current: AccountUser | null,
    ): Promise<AccountUser> {
      if (current) {
        if (current.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
        const parsed = parseWith(personalUpdateFormSchema(isMobileNumber), input);
        const problems = parsed.ok ? [] : parsed.problems;
        // A number another seeker holds is told together with the form's other problems.
        const mobile = parsed.ok ? parsed.value.mobile : formMobile(input);
        if (
          !problems.some((problem) => problem.field === "mobile") &&
          (await users.mobileExists("seeker", mobile, current.id))
        )
          problems.push({ field: "mobile", messageKey: "mobileTaken" });
        if (!parsed.ok || problems.length > 0) throw formRefusal(problems);
        const details = parsed.value;
        await limiter.enforce([[ACCOUNT_LIMITS.writesPerUser, current.id]]);
        await users.updatePersonal(current.id, details);
        await saveDraft(pool, current.id, "personal", { currentCity: details.currentCity });
        let progress = progressAfterSaving(details.experienceType, current.registrationProgress, "personal");
        // Someone who becomes a professional owes the employment step they skipped as a fresher.
        const stepsSaved = await drafts(current.id);
        if (details.experienceType === "professional" && !stepsSaved.employment) progress = "employment";
        await users.setProgress(current.id, progress);
        return reload(current.id);
      }

      const details = readForm(personalFormSchema(isMobileNumber), input);
      await limiter.enforce([[ACCOUNT_LIMITS.registrationPerIp, meta.ip]]);
      await refuseTaken(details.email, details.mobile);
      const userId = await users.create({
        role: "seeker",
        email: details.email,
        name: details.name,
        passwordHash: await hashPassword(details.password),
        mobile: details.mobile,
        siteId: meta.siteId,
        language: meta.language,
        experienceType: details.experienceType,
        registrationProgress: progressAfterSaving(details.experienceType, "personal", "personal"),
      });
      // Two registrations racing for one address: the unique index decided.
      if (!userId)
        throw new AppError("CONFLICT", "emailTaken", {
          details: [{ field: "email", messageKey: "emailTaken" }],
        });
      await saveDraft(pool, userId, "personal", { currentCity: details.currentCity });
      const user = await reload(userId);
      inBackground(async () => {
        await limitSending(meta, user.email);
        await sendEmailVerification(user, meta);
      });
      return user;
    },

    /** Employment, education or job preference: saved on its own, moving progress forward. */
    async saveRegistrationStep(
      user: AccountUser,
      step: RegistrationStep,
      input: RawFormInput,
    ): Promise<AccountUser> {
      if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
      if (step === "personal") throw new AppError("VALIDATION", "invalidValue");
      if (step === "employment" && user.experienceType === "fresher") {
        throw new AppError("CONFLICT", "employmentNotForFreshers");
      }
      const now = new Date();
      const data =
        step === "employment"
          ? readForm(employmentFormSchema(now), input)
          : step === "education"
            ? readForm(educationFormSchema(now), input)
            : readForm(jobPreferenceFormSchema, input);
      await limiter.enforce([[ACCOUNT_LIMITS.writesPerUser, user.id]]);
      await saveDraft(pool, user.id, step, data);
      await users.setProgress(
        user.id,
        progressAfterSaving(user.experienceType, user.registrationProgress, step),
      );
      return reload(user.id);
    },

    /** Every step on one page: all problems at once, and the account with all its steps in one transaction. */
    async registerSinglePage(input: RawFormInput, meta: RequestMeta): Promise<AccountUser> {
      const now = new Date();
      // Every step is read before any is refused: the page shows all its problems at once.
      const personal = parseWith(personalFormSchema(isMobileNumber), input);
      // Employment is asked of whoever chose "professional", whatever else the personal step lacks.
      const isProfessional = formText(input.experienceType, 20) === "professional";
      const employment = isProfessional ? parseWith(employmentFormSchema(now), input) : null;
      const education = parseWith(educationFormSchema(now), input);
      const preference = parseWith(jobPreferenceFormSchema, input);
      if (!personal.ok || (employment && !employment.ok) || !education.ok || !preference.ok) {
        const reads = [personal, employment, education, preference];
        throw formRefusal(reads.flatMap((read) => (read && !read.ok ? read.problems : [])));
      }
      const details = personal.value;
      await limiter.enforce([[ACCOUNT_LIMITS.registrationPerIp, meta.ip]]);
      await refuseTaken(details.email, details.mobile);
      const passwordHash = await hashPassword(details.password);
      const client = await pool.connect();
      let userId: string | null = null;
      try {
        await client.query("BEGIN");
        userId = await createUserStore(client).create({
          role: "seeker",
          email: details.email,
          name: details.name,
          passwordHash,
          mobile: details.mobile,
          siteId: meta.siteId,
          language: meta.language,
          experienceType: details.experienceType,
          registrationProgress: "complete",
        });
        if (userId) {
          await saveDraft(client, userId, "personal", { currentCity: details.currentCity });
          if (employment) await saveDraft(client, userId, "employment", employment.value);
          await saveDraft(client, userId, "education", education.value);
          await saveDraft(client, userId, "job-preference", preference.value);
        }
        await client.query(userId ? "COMMIT" : "ROLLBACK");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      if (!userId)
        throw new AppError("CONFLICT", "emailTaken", {
          details: [{ field: "email", messageKey: "emailTaken" }],
        });
      const user = await reload(userId);
      inBackground(async () => {
        await limitSending(meta, user.email);
        await sendEmailVerification(user, meta);
      });
      return user;
    },

    async registerRecruiter(input: RawFormInput, meta: RequestMeta): Promise<AccountUser> {
      const details = readForm(recruiterRegistrationFormSchema, input);
      const domain = details.website.domain as string;
      // A work address proves the recruiter speaks for the company once confirmed; free mail proves
      // nothing (their jobs are reviewed) but is allowed; another company's domain is neither.
      const addressDomain = emailDomain(details.email) ?? "";
      if (!isFreeMailDomain(addressDomain) && !isWorkEmailFor(details.email, domain)) {
        throw formRefusal([{ field: "email", messageKey: "workEmailRequired" }]);
      }
      await limiter.enforce([[ACCOUNT_LIMITS.registrationPerIp, meta.ip]]);
      const companyRegistered = () =>
        new AppError("CONFLICT", "companyRegistered", {
          details: [{ field: "website", messageKey: "companyRegistered" }],
        });
      if (await companyWithDomainExists(pool, domain)) throw companyRegistered();
      if (await users.emailExists("recruiter", details.email)) throw emailTakenError();
      const passwordHash = await hashPassword(details.password);
      const userId = await inTransaction(pool, async (client) => {
        const company = await insertCompany(client, {
          name: details.companyName,
          website: details.website.text,
          domain,
          industryName: details.industry,
          size: details.size,
          siteId: meta.siteId,
          city: details.city,
          address: details.address || null,
        });
        // Another registration took the domain meanwhile (everything rolls back).
        if (!company) throw companyRegistered();
        const created = await createUserStore(client).create({
          role: "recruiter",
          email: details.email,
          name: details.name,
          passwordHash,
          mobile: null,
          siteId: meta.siteId,
          language: meta.language,
          experienceType: null,
          registrationProgress: "complete",
        });
        // The address was taken meanwhile: the company goes too.
        if (!created) throw emailTakenError();
        await client.query(
          "INSERT INTO company_recruiters (user_id, company_id, job_title, role) VALUES ($1, $2, $3, 'admin')",
          [created, company.id, details.jobTitle || null],
        );
        return created;
      });
      const user = await reload(userId);
      inBackground(async () => {
        await limitSending(meta, user.email);
        await sendEmailVerification(user, meta);
      });
      return user;
    },

    async acceptInvitation(
      token: string,
      input: RawFormInput,
      meta: RequestMeta,
      current: AccountUser | null,
    ) {
      // Tokens are guessed like codes: counted per IP address.
      await limiter.enforce([[ACCOUNT_LIMITS.guessPerIp, meta.ip]]);
      const invitation = await openInvitation(pool, token);
      if (!invitation) throw INVALID_LINK();
      const conflict = (messageKey: string) =>
        new AppError("CONFLICT", messageKey, { details: [{ messageKey }] });
      const existing = await users.findByEmail("recruiter", invitation.email);
      // Someone else's session, or an account of the address that is not this session: log in as it.
      if (current ? current.role !== "recruiter" || current.id !== existing?.id : existing) {
        throw conflict("invitationForOther");
      }
      if (current?.company)
        throw conflict(current.company.id === invitation.companyId ? "alreadyMember" : "inAnotherCompany");
      const details = current ? null : readForm(invitationAcceptFormSchema, input);
      const passwordHash = details ? await hashPassword(details.password) : null;
      const userId = await inTransaction(pool, async (client) => {
        const joining = details
          ? await createUserStore(client).create({
              role: "recruiter",
              email: invitation.email,
              name: details.name,
              passwordHash,
              mobile: null,
              siteId: meta.siteId,
              language: meta.language,
              experienceType: null,
              registrationProgress: "complete",
              // The link reached this address, which proves it is theirs.
              emailVerified: true,
            })
          : (current?.id ?? null);
        if (!joining || !(await joinCompany(client, invitation, joining, details?.jobTitle || null))) {
          throw INVALID_LINK();
        }
        return joining;
      });
      return { user: await reload(userId), companyName: invitation.companyName };
    },

    /**
     * Wrong passwords are counted per account and address (that address waits past the limit) and per
     * account from anywhere (past that, only a device that logged in to the account before may try a
     * password; a code by e-mail or SMS still lets the owner in). Each wrong one is answered more slowly
     * as they pile up. Attempts are counted per address too.
     */
    async loginWithPassword(input: RawFormInput, meta: RequestMeta, role: AccountRole): Promise<AccountUser> {
      const { email, password } = readForm(passwordLoginFormSchema, input);
      const account = `${role}:${email}`;
      const fromHere = `${account}@${meta.ip}`;
      const [user] = await Promise.all([
        users.findByEmail(role, email),
        limiter.enforce([[ACCOUNT_LIMITS.guessPerIp, meta.ip]]),
        refuseWhenOver(ACCOUNT_LIMITS.passwordFailuresPerAccountAndIp, fromHere),
      ]);
      if (!user || meta.knownAccountId !== user.id) {
        await refuseWhenOver(ACCOUNT_LIMITS.passwordFailuresPerAccount, account);
      }
      const hash = user ? await users.passwordHashOf(user.id) : null;
      const isValid = hash
        ? await verifyPassword(password.slice(0, 200), hash)
        : await verifyAgainstDummy(password);
      if (!user || !isValid) {
        const [, { count }] = await Promise.all([
          limiter.hit(ACCOUNT_LIMITS.passwordFailuresPerAccountAndIp, fromHere),
          limiter.hit(ACCOUNT_LIMITS.passwordFailuresPerAccount, account),
        ]);
        await sleep(wrongPasswordDelayMs(count));
        throw REFUSED_LOGIN();
      }
      return user;
    },

    /** Spec "send OTP" for anonymous users: the same answer whether or not the account exists. */
    async sendLoginCode(input: RawFormInput, meta: RequestMeta, role: AccountRole): Promise<void> {
      const login = readForm(
        loginDestinationFormSchema(loginChannelSchema.parse(input.channel), isMobileNumber),
        input,
      );
      const { channel } = login;
      const { destination, user } = await findLoginUser(role, login);
      await limitSending(meta, destination);
      if (!user) return;
      inBackground(async () => {
        const code = await codes.issueCode("login", channel, destination, user.id);
        await notifier.send(
          notification(meta, user, { channel, to: destination, template: "login-code", params: { code } }),
        );
      });
    },

    async loginWithCode(input: RawFormInput, meta: RequestMeta, role: AccountRole): Promise<AccountUser> {
      const login = readForm(
        codeLoginFormSchema(loginChannelSchema.parse(input.channel), isMobileNumber),
        input,
      );
      const { channel, otp } = login;
      const { destination } = await findLoginUser(role, login);
      await limitGuessing(meta, `${role}:${destination}`);
      const check = await codes.checkCode("login", destination, otp);
      if (!check.isValid || !check.userId) throw INVALID_OTP();
      const user = await users.findById(check.userId);
      if (!user || user.role !== role) throw INVALID_OTP();
      // The code reached this address, which proves it is theirs.
      if (channel === "email") await users.markEmailVerified(user.id, destination);
      else if (user.mobile) await users.markMobileVerified(user.id, user.mobile);
      return reload(user.id);
    },

    async sendEmailVerification(user: AccountUser, meta: RequestMeta): Promise<{ sentTo: string }> {
      await limitSending(meta, user.email);
      await sendEmailVerification(user, meta);
      return { sentTo: maskEmail(user.email) };
    },

    async verifyEmailCode(user: AccountUser, input: RawFormInput, meta: RequestMeta): Promise<AccountUser> {
      const { otp } = readForm(otpFormSchema, input);
      await limitGuessing(meta, `verify:${user.id}`);
      const check = await codes.checkCode("verify-email", user.email, otp);
      if (!check.isValid || check.userId !== user.id) throw INVALID_OTP();
      await users.markEmailVerified(user.id, user.email);
      return reload(user.id);
    },

    /** The link in the verification e-mail; proof enough on its own, so no login is needed. */
    async verifyEmailLink(input: RawFormInput, meta: RequestMeta): Promise<void> {
      const { token } = readForm(linkTokenFormSchema, input);
      await limiter.enforce([[ACCOUNT_LIMITS.guessPerIp, meta.ip]]);
      const link = token ? await codes.consumeLink("verify-email-link", token) : null;
      if (!link || !(await users.markEmailVerified(link.userId, link.destination))) throw INVALID_LINK();
    },

    async sendMobileVerification(user: AccountUser, meta: RequestMeta): Promise<{ sentTo: string }> {
      if (!user.mobile) {
        throw new AppError("UNPROCESSABLE", "mobileMissing", {
          details: [{ field: "mobile", messageKey: "mobileMissing" }],
        });
      }
      const destination = mobileDestination(user.mobile);
      await limitSending(meta, destination);
      const code = await codes.issueCode("verify-mobile", "sms", destination, user.id);
      await notifier.send(
        notification(meta, user, {
          channel: "sms",
          to: destination,
          template: "verify-mobile",
          params: { code },
        }),
      );
      return { sentTo: maskMobile(user.mobile) };
    },

    async verifyMobileCode(user: AccountUser, input: RawFormInput, meta: RequestMeta): Promise<AccountUser> {
      const { otp } = readForm(otpFormSchema, input);
      if (!user.mobile) throw INVALID_OTP();
      await limitGuessing(meta, `verify:${user.id}`);
      const check = await codes.checkCode("verify-mobile", mobileDestination(user.mobile), otp);
      if (!check.isValid || check.userId !== user.id) throw INVALID_OTP();
      await users.markMobileVerified(user.id, user.mobile);
      return reload(user.id);
    },

    /** Forgotten password: a one-hour link by e-mail, with the same answer whether or not the account exists. */
    async requestPasswordReset(input: RawFormInput, meta: RequestMeta, role: AccountRole): Promise<void> {
      const { email } = readForm(emailFormSchema, input);
      await limitSending(meta, email);
      const user = await users.findByEmail(role, email);
      if (!user) return;
      inBackground(async () => {
        const token = await codes.issueLink("reset-password", email, user.id);
        await notifier.send(
          notification(meta, user, {
            channel: "email",
            to: email,
            template: "reset-password",
            params: {
              link: `${meta.origin}/rio/reset-password?token=${token}`,
              name: user.name,
              minutes: String(LINK_LIFETIME_MINUTES["reset-password"]),
            },
          }),
        );
      });
    },

    isResetLinkValid: (token: string) => codes.peekLink("reset-password", token),

    /** A new password from the reset link; every session of the account ends (whoever had it is out). */
    async resetPassword(input: RawFormInput, meta: RequestMeta): Promise<AccountUser> {
      const { password, token } = readForm(passwordResetFormSchema, input);
      await limiter.enforce([[ACCOUNT_LIMITS.guessPerIp, meta.ip]]);
      const link = await codes.consumeLink("reset-password", token);
      if (!link) throw INVALID_LINK();
      await users.setPassword(link.userId, await hashPassword(password));
      await users.markEmailVerified(link.userId, link.destination);
      await sessions.endAllForUser(link.userId);
      return reload(link.userId);
    },

    /**
     * Changes the password and ends every session of the user; the caller starts a fresh one for this
     * browser. An account made by social login has no password yet and may set one without a current one.
     */
    async changePassword(user: AccountUser, input: RawFormInput, meta: RequestMeta): Promise<AccountUser> {
      const { newPassword, currentPassword } = readForm(passwordChangeFormSchema(user.hasPassword), input);
      await limitGuessing(meta, `change:${user.id}`);
      const hash = await users.passwordHashOf(user.id);
      if (hash && !(await verifyPassword(currentPassword.slice(0, 200), hash))) {
        throw new AppError("VALIDATION", "currentPasswordWrong", {
          details: [{ field: "currentPassword", messageKey: "currentPasswordWrong" }],
        });
      }
      await users.setPassword(user.id, await hashPassword(newPassword));
      await sessions.endAllForUser(user.id);
      inBackground(() =>
        notifier.send(
          notification(meta, user, {
            channel: "email",
            to: user.email,
            template: "password-changed",
            params: { link: `${meta.origin}/rio/forgot-password`, name: user.name },
          }),
        ),
      );
      return reload(user.id);
    },

    /**
     * The owner asks for the account to be deleted: with its password when it has one (otherwise a ticked
     * confirmation), every session ends at once and the data goes after the grace period, unless they
     * sign in again before then (decision 052). Returns when the data will be removed.
     */
    async requestDeletion(
      user: AccountUser,
      input: RawFormInput,
      meta: RequestMeta,
    ): Promise<{ dueAt: string }> {
      if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
      await limitGuessing(meta, `delete:${user.id}`);
      const hash = await users.passwordHashOf(user.id);
      if (hash) {
        const password = formText(input.password).slice(0, 200);
        if (!password || !(await verifyPassword(password, hash))) {
          throw new AppError("VALIDATION", "currentPasswordWrong", {
            details: [
              { field: "password", messageKey: password ? "currentPasswordWrong" : "passwordRequired" },
            ],
          });
        }
      } else if (!formText(input.confirm)) {
        throw new AppError("VALIDATION", "deleteConfirmRequired", {
          details: [{ field: "confirm", messageKey: "deleteConfirmRequired" }],
        });
      }
      const dueAt = accountDeletionDueAt(await users.requestDeletion(user.id));
      await sessions.endAllForUser(user.id);
      const language = isLanguage(meta.language) ? meta.language : "en";
      inBackground(() =>
        notifier.send(
          notification(meta, user, {
            channel: "email",
            to: user.email,
            template: "account-deletion",
            params: {
              name: user.name,
              date: formatDate(dueAt, language) ?? dueAt.toISOString().slice(0, 10),
              link: `${meta.origin}${language === "en" ? "" : `/${language}`}/rio/login`,
            },
          }),
        ),
      );
      return { dueAt: dueAt.toISOString() };
    },

    /** The language of the messages we send the user (e-mails, SMS); pages follow their address. */
    async setLanguage(user: AccountUser, language: string): Promise<AccountUser> {
      if (!isLanguage(language)) {
        throw new AppError("VALIDATION", "invalidValue", {
          details: [{ field: "language", messageKey: "invalidValue" }],
        });
      }
      await users.setLanguage(user.id, language);
      return reload(user.id);
    },

    listSessions: (user: AccountUser, currentSessionId: string | null): Promise<SessionSummary[]> =>
      sessions.list(user.id, currentSessionId),

    /** Ends one of the caller's sessions; someone else's session id is simply not found. */
    async endSession(user: AccountUser, sessionId: string): Promise<void> {
      if (!(await sessions.endOwn(user.id, sessionId))) throw new AppError("NOT_FOUND", "notFound");
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
