/**
 * The accounts service as page actions see it (AccountsContract): the same use cases, with refusals
 * turned into results that carry field problems, so a form can show them beside the fields.
 */
import type { AccountResult, AccountsContract } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import type { Notifier } from "../notifications/index.ts";
import type { AccountsService } from "./service.ts";
import { SOCIAL_STATE_MAX_AGE_SECONDS, type SocialLogin, socialStateCookieName } from "./social-login.ts";

async function attempt<T>(work: () => Promise<T>): Promise<AccountResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      ok: false,
      status: error.status,
      problems: error.details.length > 0 ? error.details : [{ messageKey: error.message }],
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
}

export function createAccountPages(options: {
  accounts: AccountsService;
  social: SocialLogin;
  notifier: Notifier;
  isHttps: boolean;
  hasDemoTools: boolean;
}): AccountsContract {
  const { accounts, social } = options;
  const stateCookie = socialStateCookieName(options.isHttps);
  return {
    registrationState: (user) => accounts.registrationState(user),
    registerPersonal: (input, meta, user) => attempt(() => accounts.registerPersonal(input, meta, user)),
    saveRegistrationStep: (user, step, input) =>
      attempt(() => accounts.saveRegistrationStep(user, step, input)),
    registerSinglePage: (input, meta) => attempt(() => accounts.registerSinglePage(input, meta)),
    loginWithPassword: (input, meta, role) => attempt(() => accounts.loginWithPassword(input, meta, role)),
    sendLoginCode: (input, meta, role) =>
      attempt(async () => {
        await accounts.sendLoginCode(input, meta, role);
        return null;
      }),
    loginWithCode: (input, meta, role) => attempt(() => accounts.loginWithCode(input, meta, role)),
    requestPasswordReset: (input, meta, role) =>
      attempt(async () => {
        await accounts.requestPasswordReset(input, meta, role);
        return null;
      }),
    isResetLinkValid: (token) => accounts.isResetLinkValid(token),
    resetPassword: (input, meta) => attempt(() => accounts.resetPassword(input, meta)),
    changePassword: (user, input, meta) => attempt(() => accounts.changePassword(user, input, meta)),
    sendEmailVerification: (user, meta) => attempt(() => accounts.sendEmailVerification(user, meta)),
    verifyEmailCode: (user, input, meta) => attempt(() => accounts.verifyEmailCode(user, input, meta)),
    verifyEmailLink: (input, meta) =>
      attempt(async () => {
        await accounts.verifyEmailLink(input, meta);
        return null;
      }),
    sendMobileVerification: (user, meta) => attempt(() => accounts.sendMobileVerification(user, meta)),
    verifyMobileCode: (user, input, meta) => attempt(() => accounts.verifyMobileCode(user, input, meta)),
    socialProviders: () => social.providers(),
    startSocialLogin: (providerId, returnUrl, meta) =>
      attempt(async () => {
        const started = await social.start(providerId, returnUrl, meta);
        const secure = options.isHttps ? "; Secure" : "";
        return {
          authorizationUrl: started.authorizationUrl,
          setCookie: `${stateCookie}=${started.stateCookie}; Max-Age=${SOCIAL_STATE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`,
        };
      }),
    outbox: async (recipient) => (options.hasDemoTools ? options.notifier.outbox.list(recipient) : null),
  };
}
