/**
 * Language prefixes and page classes of spec §2. Page classes drive analytics labels and where the
 * app-download widget appears, so they are matched exactly as the spec's table says: lowercased,
 * by substring, first matching row wins.
 */
import { isLanguage, type Language } from "./sites.ts";

/** A link to this anchor carries a language-looking segment that is not a language choice. */
export const FREE_JOB_ALERT_ANCHOR = "#free-job-alert";

function splitSuffix(path: string): { pathname: string; suffix: string } {
  const cut = path.search(/[?#]/);
  return cut === -1
    ? { pathname: path, suffix: "" }
    : { pathname: path.slice(0, cut), suffix: path.slice(cut) };
}

/**
 * Takes an optional leading language segment off a path: "/ar/search/results" → ar + "/search/results".
 *
 * The spec takes the segment when `path.split("/")` has 3 to 4 pieces ("/ar/", "/hi/search/results").
 * The portal puts the prefix on every page, so this generalises the rule to any depth ("/ar",
 * "/hi/job/java-developer-12", deeper paths): a first segment that is a language code is always a
 * language, because no page of the portal is named "en", "hi" or "ar". The spec's exception stays:
 * a path pointing at the free-job-alert anchor keeps its segments untouched.
 * Query and fragment are kept; an empty remainder becomes "/".
 */
export function splitLanguage(path: string): { language: Language | null; path: string } {
  if (path.toLowerCase().includes(FREE_JOB_ALERT_ANCHOR)) return { language: null, path };
  const { pathname, suffix } = splitSuffix(path);
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const candidate = match?.[1]?.toLowerCase();
  if (!match || !isLanguage(candidate)) return { language: null, path };
  const rest = match[2] ?? "";
  return { language: candidate, path: `${rest || "/"}${suffix}` };
}

/** The same page in another language; English is the default and carries no prefix. */
export function withLanguage(path: string, language: Language): string {
  const stripped = splitLanguage(path.startsWith("/") ? path : `/${path}`).path;
  if (language === "en") return stripped;
  return stripped === "/" || stripped.startsWith("/?") || stripped.startsWith("/#")
    ? `/${language}${stripped.slice(1)}`
    : `/${language}${stripped}`;
}

export type PageKey =
  | "dashboard"
  | "srp"
  | "applied-success"
  | "jd"
  | "homepage"
  | "profilepage"
  | "registrationSteps"
  | "login"
  | "sign-out"
  | "freejobalert"
  | "jobalertlist"
  | "jobalertreplace"
  | "jobalertsuccess"
  | "premiumservices"
  | "singlepageregistration"
  | "any";

export interface PageClass {
  key: PageKey;
  label: string;
}

interface PageRule extends PageClass {
  matches: (lowerPathname: string) => boolean;
}

function containing(...fragments: string[]): (lowerPathname: string) => boolean {
  return (lowerPathname) => fragments.some((fragment) => lowerPathname.includes(fragment));
}

/** The root, or a path whose first dash-separated piece is "/trex" ("/trex", "/trex-jobs"). */
function isHomePath(lowerPathname: string): boolean {
  const trimmed = lowerPathname.replace(/\/+$/, "");
  return trimmed === "" || trimmed.split("-")[0] === "/trex";
}

/**
 * Spec §2's table in matching order. Applied-success sits before the search row because its paths
 * also contain "/search/" and "/srp/"; every other row keeps the spec's order.
 */
export const PAGE_RULES: readonly PageRule[] = [
  { key: "dashboard", label: "Dashboard", matches: containing("/seeker/dashboard") },
  {
    key: "applied-success",
    label: "Applied-Success",
    matches: containing("/search/applied-success", "/srp/applied-success"),
  },
  { key: "srp", label: "Search-Page", matches: containing("/search/", "/srp/") },
  { key: "jd", label: "Job-Detail", matches: containing("/job/", "/seeker/job-details") },
  { key: "homepage", label: "Home-Page", matches: isHomePath },
  { key: "profilepage", label: "Profile-Page", matches: containing("/seeker/profile") },
  {
    key: "registrationSteps",
    label: "Registration-Steps",
    matches: containing(
      "/seeker/registration",
      "/seeker/personal",
      "/seeker/employment",
      "/seeker/education",
      "/seeker/job-preference",
    ),
  },
  { key: "login", label: "Login-Page", matches: containing("/rio/login") },
  { key: "sign-out", label: "Sign-Out", matches: containing("/rio/sign-out") },
  { key: "freejobalert", label: "Free-Job-Alert", matches: containing("/seeker/free-job-alert") },
  { key: "jobalertlist", label: "Job-Alert-List", matches: containing("/seeker/job-alert-list") },
  { key: "jobalertreplace", label: "Job-Alert-Replace", matches: containing("/seeker/job-alert-replace") },
  { key: "jobalertsuccess", label: "Job-Alert-Success", matches: containing("/seeker/job-alert-success") },
  {
    key: "premiumservices",
    label: "Premium-Services",
    matches: containing(
      "/featured-profile-services",
      "/resume-services",
      "/career-booster",
      "/profile-highlighter",
      "/linkedin-profile-makeover",
      "/mock-interview",
      "/cart",
    ),
  },
  {
    key: "singlepageregistration",
    label: "Single-Page-Registration",
    matches: containing("/seeker/single-page-registration"),
  },
];

export const ANY_PAGE: PageClass = { key: "any", label: "Any" };

/**
 * The page class of a path. Query string, fragment and language prefix are ignored, so
 * "/?next=/job/x" and "/ar/" are the home page, and "/hi/job/java-12" is a job detail.
 */
export function classifyPage(path: string): PageClass {
  const lower = splitSuffix(splitLanguage(path).path).pathname.toLowerCase();
  const rule = PAGE_RULES.find((candidate) => candidate.matches(lower));
  return rule ? { key: rule.key, label: rule.label } : ANY_PAGE;
}
