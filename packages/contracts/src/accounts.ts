/**
 * Accounts: what the account calls of spec §7 accept and answer (registration, one-time codes,
 * verification, login, passwords, sessions, social login, the dev outbox), one schema each, and what
 * account pages may ask the server (the `accounts` service of the load context; implemented in
 * apps/server/src/features/accounts). Refusals are thrown as AppError.
 *
 * Bodies are read twice: these schemas bound what a JSON body may carry (text, at most so long); the
 * account forms' rules of @portal/domain (account-forms.ts) then read the values and name each problem.
 */
import {
  ACCOUNT_ROLES,
  type AccountRole,
  EXPERIENCE_TYPES,
  LOGIN_CHANNELS,
  REGISTRATION_PROGRESSES,
  REGISTRATION_STEPS,
  type RegistrationStep,
} from "@portal/domain";
import { z } from "zod";
import { type AccountUser, accountUserSchema } from "./account-user.ts";
import type { RequestMeta } from "./page-session.ts";

/** Form fields as read from a posted form: one value, or several for repeated names. */
export type FormInput = Readonly<Record<string, string | readonly string[] | undefined>>;

// Bodies

const shortText = z.string().max(200).optional();
/** A field a form may repeat (checkboxes): one value or a list. */
const repeatedText = z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]).optional();
const mobileFields = { diallingCode: z.string().max(5).optional(), mobile: z.string().max(20).optional() };

export const personalBodySchema = z.object({
  experienceType: shortText,
  name: shortText,
  email: shortText,
  password: shortText,
  ...mobileFields,
  currentCity: shortText,
});
export const employmentBodySchema = z.object({
  totalExperienceYears: shortText,
  totalExperienceMonths: shortText,
  designation: shortText,
  company: shortText,
  startMonth: shortText,
  noticePeriod: shortText,
  lastWorkingDate: shortText,
  salaryMode: shortText,
  currentSalary: shortText,
});
export const educationBodySchema = z.object({
  qualification: shortText,
  specialization: shortText,
  institute: shortText,
  passingYear: shortText,
  educationType: shortText,
});
export const jobPreferenceBodySchema = z.object({
  preferredLocations: repeatedText,
  industries: repeatedText,
  jobTypes: repeatedText,
  expectedSalary: shortText,
});
/** Single-page registration: every step's fields in one body. */
export const singlePageBodySchema = personalBodySchema
  .extend(employmentBodySchema.shape)
  .extend(educationBodySchema.shape)
  .extend(jobPreferenceBodySchema.shape);

/** A recruiter registering with their company (/employer/register, POST /api/employer/registration). */
export const recruiterRegistrationBodySchema = z.object({
  name: shortText,
  email: shortText,
  password: shortText,
  jobTitle: shortText,
  companyName: shortText,
  website: shortText,
  industry: shortText,
  size: shortText,
  city: shortText,
  address: z.string().max(400).optional(),
});

/** Accepting a company invitation: its link's token, and a new account's details when there is none. */
export const invitationAcceptBodySchema = z.object({
  token: z.string().max(100),
  name: shortText,
  password: shortText,
  jobTitle: shortText,
});

/** Check existence: an e-mail address, a mobile number, or both. */
export const existenceBodySchema = z.object({ email: shortText, ...mobileFields });
/** Send OTP (v1): a login code by SMS. */
export const loginCodeBodySchema = z.object(mobileFields);
/** Send OTP (v2): a login code by SMS or e-mail, for a seeker's or a recruiter's account. */
export const loginCodeV2BodySchema = z.object({
  channel: z.enum(LOGIN_CHANNELS),
  email: shortText,
  ...mobileFields,
  role: z.enum(ACCOUNT_ROLES).optional(),
});
/** Login by password, or by a one-time code (`otp`) sent by `channel`. */
export const loginBodySchema = z.object({
  channel: z.enum(LOGIN_CHANNELS).optional(),
  email: shortText,
  ...mobileFields,
  password: shortText,
  otp: shortText,
});
export const forgotPasswordBodySchema = z.object({
  email: shortText,
  role: z.enum(ACCOUNT_ROLES).optional(),
});
export const resetPasswordBodySchema = z.object({ token: shortText, password: shortText });
export const linkTokenBodySchema = z.object({ token: shortText });
export const otpBodySchema = z.object({ otp: shortText });
export const changePasswordBodySchema = z.object({ currentPassword: shortText, newPassword: shortText });
export const socialProviderParamsSchema = z.object({ provider: z.string().max(32) });
/** The address the person was on; they come back to it after the provider (same site only). */
export const socialLoginStartBodySchema = z.object({ returnUrl: z.string().max(2000).optional() });
export const sessionParamsSchema = z.object({ id: z.uuid() });
export const outboxQuerySchema = z.object({ to: z.string().max(254).optional() });

// Replies

export const userReplySchema = z.object({ user: accountUserSchema });
/** The current user of the session; null for guests. */
export const currentUserReplySchema = z.object({ user: accountUserSchema.nullable() });
/** A confirmation in the reader's language ("We have sent a one-time code to …"). */
export const accountMessageReplySchema = z.object({ message: z.string().optional() });
export const existenceReplySchema = z.object({
  emailExists: z.boolean().optional(),
  mobileExists: z.boolean().optional(),
});

/** Where registration is and what each step saved (the drafts the first profile is made from). */
export const registrationStateSchema = z.object({
  progress: z.enum(REGISTRATION_PROGRESSES),
  experienceType: z.enum(EXPERIENCE_TYPES).nullable(),
  steps: z.partialRecord(z.enum(REGISTRATION_STEPS), z.record(z.string(), z.unknown())),
});
export type RegistrationState = z.infer<typeof registrationStateSchema>;

/** One of the user's active sessions, as the list of sessions shows it. */
export const sessionSummarySchema = z.object({
  id: z.string(),
  authMethod: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionsReplySchema = z.object({ sessions: z.array(sessionSummarySchema) });

/** Deleting the account: the password, or a ticked confirmation for an account without one. */
export const deletionRequestBodySchema = z.object({
  password: z.string().max(200).optional(),
  confirm: z.string().max(10).optional(),
});
/** When the account's data will be removed unless its owner logs in before. */
export const deletionReplySchema = z.object({ dueAt: z.string() });
export const languageBodySchema = z.object({ language: z.string().max(5) });

export const socialProviderSchema = z.object({ id: z.string(), name: z.string() });
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const socialProvidersReplySchema = z.object({ providers: z.array(socialProviderSchema) });
/** Where to send the browser; the sealed login state comes with it as a cookie. */
export const socialLoginStartReplySchema = z.object({ authorizationUrl: z.string() });

/** A message the dev outbox kept instead of sending it. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(["email", "sms"]),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  template: z.string(),
  siteId: z.string(),
  language: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxReplySchema = z.object({ messages: z.array(outboxMessageSchema) });

/**
 * The account use cases pages call. Form refusals are VALIDATION with a problem beside each field (the
 * spec's and the account messages); sending and guessing past the account limits is RATE_LIMITED.
 */
export interface AccountsContract {
  registrationState(user: AccountUser): Promise<RegistrationState>;
  /**
   * The personal step: creates the seeker account (the action then logs them in) or corrects it. Throws
   * VALIDATION (the form's problems, `emailTaken`, `mobileTaken`), CONFLICT `emailTaken` (lost a race
   * for the address), FORBIDDEN for a recruiter, RATE_LIMITED.
   */
  registerPersonal(input: FormInput, meta: RequestMeta, user: AccountUser | null): Promise<AccountUser>;
  /**
   * Employment, education or job preference. Throws VALIDATION, CONFLICT `employmentNotForFreshers`,
   * FORBIDDEN for a recruiter, RATE_LIMITED.
   */
  saveRegistrationStep(user: AccountUser, step: RegistrationStep, input: FormInput): Promise<AccountUser>;
  /** Every step at once. Throws VALIDATION (every step's problems), CONFLICT `emailTaken`, RATE_LIMITED. */
  registerSinglePage(input: FormInput, meta: RequestMeta): Promise<AccountUser>;
  /**
   * A recruiter registers with their company and becomes its admin; a link to confirm the e-mail goes
   * out. The address must be on the company website's domain, or free mail (whose jobs are reviewed).
   * Throws VALIDATION (the form's problems, `workEmailRequired`), CONFLICT `companyRegistered` (the
   * website's domain has a company: join it by invitation) or `emailTaken`, RATE_LIMITED.
   */
  registerRecruiter(input: FormInput, meta: RequestMeta): Promise<AccountUser>;
  /**
   * Accepts a company invitation by its link's token. Someone logged in as the invited recruiter joins;
   * someone without an account gives a name and password (the link proves the address). Throws
   * VALIDATION `linkInvalid` (unknown, used, withdrawn or expired) or the form's problems, CONFLICT
   * `invitationForOther` (logged in as someone else, or the address has an account: log in with it),
   * `inAnotherCompany`, RATE_LIMITED.
   */
  acceptInvitation(
    token: string,
    input: FormInput,
    meta: RequestMeta,
    user: AccountUser | null,
  ): Promise<{ user: AccountUser; companyName: string }>;
  /** Throws VALIDATION, UNAUTHENTICATED `loginFailed` (wrong password or no such account), RATE_LIMITED. */
  loginWithPassword(input: FormInput, meta: RequestMeta, role: AccountRole): Promise<AccountUser>;
  /** The same answer whether or not the account exists. Throws VALIDATION, RATE_LIMITED. */
  sendLoginCode(input: FormInput, meta: RequestMeta, role: AccountRole): Promise<void>;
  /** Throws VALIDATION (`invalidOtp` for a wrong code too), RATE_LIMITED. */
  loginWithCode(input: FormInput, meta: RequestMeta, role: AccountRole): Promise<AccountUser>;
  /** The same answer whether or not the account exists. Throws VALIDATION, RATE_LIMITED. */
  requestPasswordReset(input: FormInput, meta: RequestMeta, role: AccountRole): Promise<void>;
  isResetLinkValid(token: string): Promise<boolean>;
  /** Ends every session of the account. Throws VALIDATION (`linkInvalid` for a used or old link), RATE_LIMITED. */
  resetPassword(input: FormInput, meta: RequestMeta): Promise<AccountUser>;
  /**
   * Ends every session of the user; the action then logs this browser in again. Throws VALIDATION
   * (`currentPasswordWrong` too), RATE_LIMITED.
   */
  changePassword(user: AccountUser, input: FormInput, meta: RequestMeta): Promise<AccountUser>;
  /** Throws RATE_LIMITED. */
  sendEmailVerification(user: AccountUser, meta: RequestMeta): Promise<{ sentTo: string }>;
  /** Throws VALIDATION `invalidOtp`, RATE_LIMITED. */
  verifyEmailCode(user: AccountUser, input: FormInput, meta: RequestMeta): Promise<AccountUser>;
  /** Throws VALIDATION `linkInvalid`, RATE_LIMITED. */
  verifyEmailLink(input: FormInput, meta: RequestMeta): Promise<void>;
  /** Throws UNPROCESSABLE `mobileMissing` (no number on the account), RATE_LIMITED. */
  sendMobileVerification(user: AccountUser, meta: RequestMeta): Promise<{ sentTo: string }>;
  /** Throws VALIDATION `invalidOtp`, RATE_LIMITED. */
  verifyMobileCode(user: AccountUser, input: FormInput, meta: RequestMeta): Promise<AccountUser>;
  socialProviders(): SocialProvider[];
  /**
   * The provider's address and the Set-Cookie header carrying the sealed login state. Throws NOT_FOUND
   * `unknownProvider`, UNAUTHENTICATED `socialLoginFailed` (the provider cannot be reached).
   */
  startSocialLogin(
    providerId: string,
    returnUrl: string | null,
    meta: RequestMeta,
  ): Promise<{ authorizationUrl: string; setCookie: string }>;
  /** The dev outbox, newest first; null where demo tools are off (a real deployment). */
  outbox(recipient?: string): Promise<OutboxMessage[] | null>;
  /**
   * A seeker asks for their account to be deleted (form fields `password`, or `confirm` for an account
   * without one): every session ends, and the data is removed at `dueAt` unless they sign in before.
   * Throws VALIDATION (`currentPasswordWrong`, `passwordRequired`, `deleteConfirmRequired`), FORBIDDEN
   * (not a seeker), RATE_LIMITED.
   */
  requestDeletion(user: AccountUser, input: FormInput, meta: RequestMeta): Promise<{ dueAt: string }>;
  /** The language of e-mails and SMS to the user. Throws VALIDATION (not a language of ours). */
  setLanguage(user: AccountUser, language: string): Promise<AccountUser>;
  /** The user's live sessions, newest activity first, the current one marked. */
  listSessions(user: AccountUser, currentSessionId: string | null): Promise<SessionSummary[]>;
  /** Ends one of the user's sessions. Throws NOT_FOUND (not theirs, or ended already). */
  endSession(user: AccountUser, sessionId: string): Promise<void>;
}
