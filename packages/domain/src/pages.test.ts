import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyPage, FREE_JOB_ALERT_ANCHOR, PAGE_RULES, splitLanguage, withLanguage } from "./pages.ts";
import { LANGUAGES } from "./sites.ts";

// Spec §2 page classification table: every path it names, with its key and label.
const PAGE_TABLE: ReadonlyArray<[path: string, key: string, label: string]> = [
  ["/seeker/dashboard", "dashboard", "Dashboard"],
  ["/search/results", "srp", "Search-Page"],
  ["/srp/results", "srp", "Search-Page"],
  ["/search/java-jobs", "srp", "Search-Page"],
  ["/srp/jobs-in-delhi", "srp", "Search-Page"],
  ["/search/applied-success", "applied-success", "Applied-Success"],
  ["/srp/applied-success", "applied-success", "Applied-Success"],
  ["/job/java-developer-12", "jd", "Job-Detail"],
  ["/seeker/job-details?id=12", "jd", "Job-Detail"],
  ["/", "homepage", "Home-Page"],
  ["/trex", "homepage", "Home-Page"],
  ["/trex-jobs", "homepage", "Home-Page"],
  ["/seeker/profile", "profilepage", "Profile-Page"],
  ["/seeker/registration", "registrationSteps", "Registration-Steps"],
  ["/seeker/personal", "registrationSteps", "Registration-Steps"],
  ["/seeker/employment", "registrationSteps", "Registration-Steps"],
  ["/seeker/education", "registrationSteps", "Registration-Steps"],
  ["/seeker/job-preference", "registrationSteps", "Registration-Steps"],
  ["/rio/login", "login", "Login-Page"],
  ["/rio/sign-out", "sign-out", "Sign-Out"],
  ["/seeker/free-job-alert", "freejobalert", "Free-Job-Alert"],
  ["/seeker/job-alert-list", "jobalertlist", "Job-Alert-List"],
  ["/seeker/job-alert-replace", "jobalertreplace", "Job-Alert-Replace"],
  ["/seeker/job-alert-success", "jobalertsuccess", "Job-Alert-Success"],
  ["/featured-profile-services", "premiumservices", "Premium-Services"],
  ["/resume-services", "premiumservices", "Premium-Services"],
  ["/career-booster", "premiumservices", "Premium-Services"],
  ["/profile-highlighter", "premiumservices", "Premium-Services"],
  ["/linkedin-profile-makeover", "premiumservices", "Premium-Services"],
  ["/mock-interview", "premiumservices", "Premium-Services"],
  ["/cart", "premiumservices", "Premium-Services"],
  ["/seeker/single-page-registration", "singlepageregistration", "Single-Page-Registration"],
  ["/career-advice/how-to-write-a-resume.html", "any", "Any"],
  ["/career-services", "any", "Any"],
  ["/find-results.html", "any", "Any"],
];

describe("classifyPage", () => {
  it.each(PAGE_TABLE)("%s → %s (%s)", (path, key, label) => {
    expect(classifyPage(path)).toEqual({ key, label });
  });

  it("has one rule for every classified row of the spec's table", () => {
    expect(PAGE_RULES.map((rule) => rule.key).sort()).toEqual(
      [...new Set(PAGE_TABLE.map(([, key]) => key))].filter((key) => key !== "any").sort(),
    );
  });

  it("matches by lowercased substring anywhere in the path", () => {
    expect(classifyPage("/Seeker/DASHBOARD/overview").key).toBe("dashboard");
    expect(classifyPage("/old/seeker/profile/edit").key).toBe("profilepage");
    expect(classifyPage("/SEARCH/Applied-Success").key).toBe("applied-success");
  });

  it("puts applied-success before the search rows that also match its paths", () => {
    expect(classifyPage("/search/applied-success?job=1").key).toBe("applied-success");
    expect(classifyPage("/srp/applied-success/").key).toBe("applied-success");
  });

  it("lets the first row of the spec's order win when two rows match", () => {
    expect(classifyPage("/search/job/java-1").key).toBe("srp");
    expect(classifyPage("/seeker/dashboard/job/1").key).toBe("dashboard");
    expect(classifyPage("/job/cart-operator-9").key).toBe("jd");
  });

  it("ignores query string, fragment and language prefix", () => {
    expect(classifyPage("/?next=/job/x-1").key).toBe("homepage");
    expect(classifyPage("/ar").key).toBe("homepage");
    expect(classifyPage("/hi/").key).toBe("homepage");
    expect(classifyPage("/hi/job/java-developer-12").key).toBe("jd");
    expect(classifyPage("/ar/search/results?q=java").key).toBe("srp");
    expect(classifyPage("/#/job/1").key).toBe("homepage");
  });

  it("needs the exact search and job segments", () => {
    expect(classifyPage("/search").key).toBe("any");
    expect(classifyPage("/jobs-in-delhi").key).toBe("any");
    expect(classifyPage("/trex/career-services").key).toBe("any");
    expect(classifyPage("/t-rex").key).toBe("any");
  });
});

describe("splitLanguage", () => {
  it.each([
    // The spec's own cases: 3 to 4 slash-separated pieces.
    ["/ar/", "ar", "/"],
    ["/ar/search/results", "ar", "/search/results"],
    ["/hi/seeker/dashboard", "hi", "/seeker/dashboard"],
    ["/en/", "en", "/"],
    // The generalisation: any depth.
    ["/ar", "ar", "/"],
    ["/hi/job/java-developer-12", "hi", "/job/java-developer-12"],
    ["/ar/seeker/job-alert/list/2", "ar", "/seeker/job-alert/list/2"],
    ["/AR/search/results", "ar", "/search/results"],
    ["/ar?app=1", "ar", "/?app=1"],
    ["/hi/search/results?q=java#top", "hi", "/search/results?q=java#top"],
  ] as const)("%s → %s + %s", (input, language, path) => {
    expect(splitLanguage(input)).toEqual({ language, path });
  });

  it.each(["/", "/search/results", "/fr/search", "/arabic-jobs", "/hindi/x", "/seeker/ar/x", ""])(
    "finds no language in %s and leaves it unchanged",
    (path) => {
      expect(splitLanguage(path)).toEqual({ language: null, path });
    },
  );

  it("ignores the language segment of a free-job-alert anchor link", () => {
    const path = `/hi/${FREE_JOB_ALERT_ANCHOR}`;
    expect(splitLanguage(path)).toEqual({ language: null, path });
    expect(splitLanguage(`/ar${FREE_JOB_ALERT_ANCHOR}`).language).toBeNull();
  });

  it("takes a language prefix off paths of any depth and keeps the rest", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 5 }),
        (language, segments) => {
          const rest = segments.length ? `/${segments.join("/")}` : "/";
          expect(splitLanguage(`/${language}${rest}`)).toEqual({ language, path: rest });
        },
      ),
    );
  });
});

describe("withLanguage", () => {
  it.each([
    ["/search/results", "ar", "/ar/search/results"],
    ["/", "hi", "/hi"],
    ["/?q=1", "hi", "/hi?q=1"],
    ["/ar/search/results", "hi", "/hi/search/results"],
    ["/ar/search/results", "en", "/search/results"],
    ["/search/results", "en", "/search/results"],
    ["job/x-1", "ar", "/ar/job/x-1"],
  ] as const)("%s in %s → %s", (path, language, expected) => {
    expect(withLanguage(path, language)).toBe(expected);
  });

  it("round-trips with splitLanguage", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 4 }),
        fc.constantFrom(...LANGUAGES),
        (segments, language) => {
          const path = `/${segments.join("/")}`;
          const base = splitLanguage(path).path;
          const localised = withLanguage(path, language);
          expect(splitLanguage(localised)).toEqual({
            language: language === "en" ? null : language,
            path: base,
          });
        },
      ),
    );
  });
});
