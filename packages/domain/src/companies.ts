/**
 * Companies and their recruiters: sizes, roles, and which e-mail addresses count as a company's own
 * (a work address on its website's domain) rather than free mail anyone can open. Pure functions.
 */

/** Head counts as recruiters pick them on registration and the company page shows them. */
export const COMPANY_SIZES = [
  "1-10",
  "11-50",
  "51-200",
  "201-500",
  "501-1000",
  "1001-5000",
  "5001+",
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export function isCompanySize(value: unknown): value is CompanySize {
  return typeof value === "string" && (COMPANY_SIZES as readonly string[]).includes(value);
}

/** Admins manage the company's profile and team; recruiters post jobs and handle applicants. */
export const RECRUITER_ROLES = ["admin", "recruiter"] as const;
export type RecruiterRole = (typeof RECRUITER_ROLES)[number];

export const COMPANY_NAME_MAX = 120;
export const COMPANY_ABOUT_MAX = 4000;
export const COMPANY_ADDRESS_MAX = 300;
export const RECRUITER_JOB_TITLE_MAX = 100;

/**
 * Public free-mail providers, the addresses anyone can open in a minute: a recruiter on one of them may
 * register, but nothing proves they speak for the company, so their jobs wait for review. The large
 * international providers and those common on our sites (India, the Gulf, South-East Asia, Hong Kong);
 * country variants are matched by the name before the country suffix (yahoo.co.in, hotmail.co.th).
 */
const FREE_MAIL_NAMES = new Set([
  "gmail",
  "googlemail",
  "yahoo",
  "ymail",
  "rocketmail",
  "hotmail",
  "outlook",
  "live",
  "msn",
  "windowslive",
  "icloud",
  "me",
  "mac",
  "aol",
  "aim",
  "protonmail",
  "proton",
  "pm",
  "tutanota",
  "tuta",
  "gmx",
  "mail",
  "email",
  "inbox",
  "yandex",
  "zoho",
  "zohomail",
  "rediffmail",
  "rediff",
  "sify",
  "indiatimes",
  "qq",
  "163",
  "126",
  "sina",
  "naver",
  "daum",
  "hanmail",
  "web",
  "fastmail",
  "hushmail",
  "mailinator",
  "guerrillamail",
  "10minutemail",
  "temp-mail",
]);

/** Second-level labels under which countries sell names (yahoo.co.in, hotmail.com.sg). */
const COUNTRY_SECOND_LEVELS = new Set(["co", "com", "net", "org", "ac", "gov", "edu"]);

/** The part after "@", lower-cased; null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** The registrable name of a domain: "yahoo" for mail.yahoo.co.in, "acme" for hr.acme.com. */
function registrableName(domain: string): string {
  const labels = domain.split(".").filter(Boolean);
  if (labels.length < 2) return labels[0] ?? "";
  const secondLast = labels.at(-2) ?? "";
  const isCountrySuffix = (labels.at(-1) ?? "").length === 2 && COUNTRY_SECOND_LEVELS.has(secondLast);
  return (isCountrySuffix ? labels.at(-3) : secondLast) ?? "";
}

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL_NAMES.has(registrableName(domain.toLowerCase()));
}

/** The host of a company's website without "www.", lower-cased; null for something that is no address. */
export function websiteDomain(website: string): string | null {
  const text = website.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    // A name with a dot and a top-level part of letters: not an IP address, not "localhost".
    return /^([a-z0-9-]+\.)+[a-z]{2,}$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * Whether an address is a work address of the company whose website is on `companyDomain`: the same
 * domain or one under it (hr.acme.com for acme.com), and never free mail (a company whose website is a
 * free-mail host has no work addresses).
 */
export function isWorkEmailFor(email: string, companyDomain: string | null): boolean {
  const domain = emailDomain(email);
  if (!domain || !companyDomain || isFreeMailDomain(domain) || isFreeMailDomain(companyDomain)) return false;
  return domain === companyDomain || domain.endsWith(`.${companyDomain}`);
}

/** An invitation to join a company is valid this long after it is sent (or sent again). */
export const INVITATION_DAYS = 7;
/** Open invitations a company may have at once: enough for a hiring team, too few to spam with. */
export const MAX_OPEN_INVITATIONS = 25;

export function isRecruiterRole(value: unknown): value is RecruiterRole {
  return typeof value === "string" && (RECRUITER_ROLES as readonly string[]).includes(value);
}
