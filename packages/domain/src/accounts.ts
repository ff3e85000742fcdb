/**
 * Account rules shared by the server and the pages: registration steps (spec §2: fresher or professional
 * path), one-time codes, passwords and the shape of a mobile number. Pure functions, no I/O.
 */
import { DIALLING_CODES } from "./dialling-codes.ts";
import { isValidPhone } from "./validators.ts";

/**
 * Seekers look for work, recruiters hire for a company, staff run the portal (the job review queue).
 * Staff accounts are made by an operator (`npm run staff`), never by registration.
 */
export const ACCOUNT_ROLES = ["seeker", "recruiter", "staff"] as const;

/**
 * What a staff account may work on: orders (search, refunds, e-cash), the catalogue (promo codes),
 * the review queues (jobs, held messages), fulfilment (assigning writers and interviewers, late work),
 * writing (a writer's own assigned resumes and LinkedIn profiles) and interviews (an interviewer's own
 * mock interviews). Every action is logged.
 */
export const STAFF_AREAS = [
  "orders",
  "catalogue",
  "review",
  "fulfilment",
  "writing",
  "interviews",
  "leads",
  "content",
  "support",
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const EXPERIENCE_TYPES = ["fresher", "professional"] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

export function isExperienceType(value: unknown): value is ExperienceType {
  return typeof value === "string" && (EXPERIENCE_TYPES as readonly string[]).includes(value);
}

/** The registration steps of spec §2, in order; freshers skip employment. */
export const REGISTRATION_STEPS = ["personal", "employment", "education", "job-preference"] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];
/** Where a seeker is in registration: the step to fill in next, or done. */
export const REGISTRATION_PROGRESSES = [...REGISTRATION_STEPS, "complete"] as const;
export type RegistrationProgress = (typeof REGISTRATION_PROGRESSES)[number];

export function isRegistrationStep(value: unknown): value is RegistrationStep {
  return typeof value === "string" && (REGISTRATION_STEPS as readonly string[]).includes(value);
}

/** The pages of each step; the personal step also answers at /seeker/personal. */
export const REGISTRATION_STEP_PATHS: Readonly<Record<RegistrationStep, string>> = {
  personal: "/seeker/registration",
  employment: "/seeker/employment",
  education: "/seeker/education",
  "job-preference": "/seeker/job-preference",
};
export const SINGLE_PAGE_REGISTRATION_PATH = "/seeker/single-page-registration";
/** Where a seeker lands once registration is complete. */
export const SEEKER_HOME_PATH = "/seeker/dashboard";
export const RECRUITER_HOME_PATH = "/employer/dashboard";
export const STAFF_HOME_PATH = "/staff/review";
/** A staff account without the review area (a writer, an interviewer) starts at its work. */
export const STAFF_WORK_PATH = "/staff/fulfilment";
/**
 * Where a seeker goes once registration is complete when they set out for a page of ours first (the apply
 * page, say): an HttpOnly cookie, set on the way into registration and taken by its last step (decision 019).
 */
export const PENDING_RETURN_COOKIE = "registration-return";
/** Long enough to fill in every registration step; a forgotten application expires quietly. */
export const PENDING_RETURN_SECONDS = 2 * 60 * 60;

export function registrationStepsFor(experienceType: ExperienceType | null): RegistrationStep[] {
  return experienceType === "fresher"
    ? REGISTRATION_STEPS.filter((step) => step !== "employment")
    : [...REGISTRATION_STEPS];
}

/** The step after `saved` on this seeker's path, or "complete" after the last one. */
export function nextRegistrationStep(
  experienceType: ExperienceType | null,
  saved: RegistrationStep,
): RegistrationProgress {
  const steps = registrationStepsFor(experienceType);
  const index = steps.indexOf(saved);
  if (index === -1) return steps[0] ?? "complete";
  return steps[index + 1] ?? "complete";
}

/**
 * Progress only moves forward: saving an earlier step again (to correct it) keeps the seeker where they
 * were, while saving the current step moves them on.
 */
export function progressAfterSaving(
  experienceType: ExperienceType | null,
  current: RegistrationProgress,
  saved: RegistrationStep,
): RegistrationProgress {
  const steps = registrationStepsFor(experienceType);
  const next = nextRegistrationStep(experienceType, saved);
  if (current === "complete") return "complete";
  const rank = (progress: RegistrationProgress) =>
    progress === "complete" ? steps.length : Math.max(steps.indexOf(progress), 0);
  return rank(next) > rank(current) ? next : current;
}

/** One-time codes: six digits, valid ten minutes, five wrong tries. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export function isValidOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}

/** Long enough to resist guessing, short enough for a phone keyboard; letters and digits both. */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

export function isValidPassword(value: string): boolean {
  const length = [...value].length;
  return (
    length >= PASSWORD_LENGTH.min &&
    length <= PASSWORD_LENGTH.max &&
    /\p{L}/u.test(value) &&
    /\p{Nd}/u.test(value)
  );
}

/** E-mail addresses are compared without case and surrounding spaces. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export interface MobileNumber {
  /** Digits only, e.g. "91". */
  diallingCode: string;
  /** The national number, digits only. */
  number: string;
}

const KNOWN_DIALLING_CODES: ReadonlySet<string> = new Set(DIALLING_CODES.map((entry) => entry.diallingCode));

export function isKnownDiallingCode(code: string): boolean {
  return KNOWN_DIALLING_CODES.has(code);
}

/** Spaces, dashes and brackets people type are dropped; anything else stays and fails the rule. */
export function normalizeMobileDigits(value: string): string {
  return value.trim().replace(/[\s\-()]/g, "");
}

/** The spec's phone rule counts 10 to 15 digits; shorter national numbers are read with their code. */
const SHORTEST_NATIONAL_READING = 10;

/**
 * A mobile number passes when its dialling code is known and the spec's phone rule (starts with 6–9,
 * 10–15 digits, not all zeros) holds. Numbers of 10 digits or more are read as typed (India's
 * 98765 43210); shorter ones, as the Gulf and South-East Asia use, are read as dialled internationally
 * (971 50 123 4567, 65 9123 4567), which is how the one rule serves all nine sites.
 */
export function isValidMobile(mobile: MobileNumber): boolean {
  const national = normalizeMobileDigits(mobile.number);
  if (!isKnownDiallingCode(mobile.diallingCode) || !/^\d+$/.test(national) || /^0+$/.test(national))
    return false;
  return national.length >= SHORTEST_NATIONAL_READING
    ? isValidPhone(national)
    : isValidPhone(`${mobile.diallingCode}${national}`);
}

/** "+919876543210": the form one-time codes and rate limits key a mobile number by. */
export function mobileDestination(mobile: MobileNumber): string {
  return `+${mobile.diallingCode}${normalizeMobileDigits(mobile.number)}`;
}

/** "+91 98•••••210": enough for a person to recognise their number, too little to learn it. */
export function maskMobile(mobile: MobileNumber): string {
  const digits = normalizeMobileDigits(mobile.number);
  const shown = Math.min(3, Math.floor(digits.length / 3));
  return `+${mobile.diallingCode} ${digits.slice(0, 2)}${"•".repeat(Math.max(digits.length - 2 - shown, 0))}${digits.slice(digits.length - shown)}`;
}

/** "as•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}•••${email.slice(at)}`;
}

/**
 * A place to come back to (after login, a save, applying): a path on this site ("/job/x-1?y"), or an
 * absolute URL of the same origin, reduced to its path. Anything else (other hosts, "//evil", "/\\evil",
 * schemes) is refused, so a link can never send a person to another site. The path handed back is the
 * normalised one ("/..//evil" becomes "//evil"), so that is the one checked: it must stay a path of this
 * origin however a browser reads it again.
 */
export function safeReturnPath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  const text = value.trim();
  if (text.length === 0 || text.length > 2000) return null;
  if (!text.startsWith("/") && !/^https?:\/\//i.test(text)) return null;
  // Control characters and backslashes never belong in a path we hand back as a redirect.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\\]/.test(text)) return null;
  try {
    const base = new URL(origin);
    const url = new URL(text, base);
    if (url.origin !== base.origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (!path.startsWith("/") || path.startsWith("//")) return null;
    return new URL(path, base).origin === base.origin ? path : null;
  } catch {
    return null;
  }
}

/** Where a signed-in person should be: the next registration step, or their home. */
export function homePathFor(user: {
  role: AccountRole;
  registrationProgress: RegistrationProgress;
  staffAreas?: readonly StaffArea[];
}): string {
  if (user.role === "recruiter") return RECRUITER_HOME_PATH;
  if (user.role === "staff")
    return !user.staffAreas || user.staffAreas.includes("review") ? STAFF_HOME_PATH : STAFF_WORK_PATH;
  return user.registrationProgress === "complete"
    ? SEEKER_HOME_PATH
    : REGISTRATION_STEP_PATHS[user.registrationProgress];
}

/** How a session was started; kept with the session and shown in the list of active sessions. */
export type AuthMethod = "password" | "otp" | "oidc" | "registration" | "password-reset";
