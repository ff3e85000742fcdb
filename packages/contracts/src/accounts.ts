/**
 * What account pages may ask the server (the `accounts` service of the load context). Every call answers
 * with a result instead of throwing, so an action can put the field problems next to the fields and keep
 * what the person typed.
 */
import type { AccountRole, FieldProblem, RegistrationProgress, RegistrationStep } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";
import type { RequestMeta } from "./page-session.ts";

export type AccountResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; problems: FieldProblem[]; retryAfterSeconds?: number };

/** Form fields as read from a posted form: one value, or several for repeated names. */
export type FormInput = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface RegistrationState {
  progress: RegistrationProgress;
  experienceType: AccountUser["experienceType"];
  steps: Partial<Record<RegistrationStep, Record<string, unknown>>>;
}

export interface OutboxMessage {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  text: string;
  template: string;
  siteId: string;
  language: string;
  createdAt: string;
}

export interface AccountsContract {
  registrationState(user: AccountUser): Promise<RegistrationState>;
  registerPersonal(
    input: FormInput,
    meta: RequestMeta,
    user: AccountUser | null,
  ): Promise<AccountResult<AccountUser>>;
  saveRegistrationStep(
    user: AccountUser,
    step: RegistrationStep,
    input: FormInput,
  ): Promise<AccountResult<AccountUser>>;
  registerSinglePage(input: FormInput, meta: RequestMeta): Promise<AccountResult<AccountUser>>;
  loginWithPassword(
    input: FormInput,
    meta: RequestMeta,
    role: AccountRole,
  ): Promise<AccountResult<AccountUser>>;
  sendLoginCode(input: FormInput, meta: RequestMeta, role: AccountRole): Promise<AccountResult<null>>;
  loginWithCode(input: FormInput, meta: RequestMeta, role: AccountRole): Promise<AccountResult<AccountUser>>;
  requestPasswordReset(input: FormInput, meta: RequestMeta, role: AccountRole): Promise<AccountResult<null>>;
  isResetLinkValid(token: string): Promise<boolean>;
  resetPassword(input: FormInput, meta: RequestMeta): Promise<AccountResult<AccountUser>>;
  /** Ends every session of the user; the action then logs this browser in again. */
  changePassword(user: AccountUser, input: FormInput, meta: RequestMeta): Promise<AccountResult<AccountUser>>;
  sendEmailVerification(user: AccountUser, meta: RequestMeta): Promise<AccountResult<{ sentTo: string }>>;
  verifyEmailCode(
    user: AccountUser,
    input: FormInput,
    meta: RequestMeta,
  ): Promise<AccountResult<AccountUser>>;
  verifyEmailLink(input: FormInput, meta: RequestMeta): Promise<AccountResult<null>>;
  sendMobileVerification(user: AccountUser, meta: RequestMeta): Promise<AccountResult<{ sentTo: string }>>;
  verifyMobileCode(
    user: AccountUser,
    input: FormInput,
    meta: RequestMeta,
  ): Promise<AccountResult<AccountUser>>;
  socialProviders(): { id: string; name: string }[];
  /** The provider's address and the Set-Cookie header carrying the sealed login state. */
  startSocialLogin(
    providerId: string,
    returnUrl: string | null,
    meta: RequestMeta,
  ): Promise<AccountResult<{ authorizationUrl: string; setCookie: string }>>;
  /** The dev outbox, newest first; null where demo tools are off (a real deployment). */
  outbox(recipient?: string): Promise<OutboxMessage[] | null>;
}
