import { describe, expect, it } from "vitest";
import { ar } from "./ar.ts";
import { en } from "./en.ts";
import { hi } from "./hi.ts";
import { createTranslator, interpolate, placeholdersOf, pluralBase } from "./translate.ts";

describe("createTranslator", () => {
  it("picks English plural forms and writes the count with Indian grouping on Indian sites", () => {
    const t = createTranslator(en, "en-IN");
    expect(t("results.jobsFound", { count: 1 })).toBe("1 job found");
    expect(t("results.jobsFound", { count: 0 })).toBe("0 jobs found");
    expect(t("results.jobsFound", { count: 1234 })).toBe("1,234 jobs found");
    expect(t("results.jobsFound", { count: 123456 })).toBe("1,23,456 jobs found");
  });

  it("uses international grouping where the site locale does", () => {
    expect(createTranslator(en, "en-SG")("results.jobsFound", { count: 123456 })).toBe("123,456 jobs found");
  });

  it("picks each of Arabic's six plural forms", () => {
    const t = createTranslator(ar, "ar-AE");
    expect(t("results.jobsFound", { count: 0 })).toBe(ar["results.jobsFound.zero"]);
    expect(t("results.jobsFound", { count: 1 })).toBe(ar["results.jobsFound.one"]);
    expect(t("results.jobsFound", { count: 2 })).toBe(ar["results.jobsFound.two"]);
    expect(t("results.jobsFound", { count: 5 })).toContain("وظائف");
    expect(t("results.jobsFound", { count: 11 })).toBe(
      ar["results.jobsFound.many"]?.replace("{count}", new Intl.NumberFormat("ar-AE").format(11)),
    );
    expect(t("results.jobsFound", { count: 100 })).toBe(
      ar["results.jobsFound.other"]?.replace("{count}", new Intl.NumberFormat("ar-AE").format(100)),
    );
  });

  it("treats Hindi 0 and 1 as singular", () => {
    const t = createTranslator(hi, "hi-IN");
    expect(t("results.jobsFound", { count: 0 })).toBe("0 नौकरी मिली");
    expect(t("results.jobsFound", { count: 1 })).toBe("1 नौकरी मिली");
    expect(t("results.jobsFound", { count: 2 })).toBe("2 नौकरियाँ मिलीं");
  });

  it("fills placeholders and leaves string values untouched", () => {
    const t = createTranslator(en, "en-IN");
    expect(t("footer.copyright", { year: "2025", brand: "JobNest" })).toBe(
      "© 2025 JobNest. All rights reserved.",
    );
  });

  it("shows the key itself for a text that does not exist", () => {
    expect(createTranslator(en, "en-IN")("no.such.key")).toBe("no.such.key");
  });
});

describe("interpolate", () => {
  it("keeps unknown placeholders visible", () => {
    expect(interpolate("{a} and {b}", { a: "x" }, new Intl.NumberFormat("en"))).toBe("x and {b}");
  });
});

describe("placeholdersOf and pluralBase", () => {
  it("list placeholder names once, sorted", () => {
    expect(placeholdersOf("{b} {a} {b}")).toEqual(["a", "b"]);
  });

  it("recognise plural suffixes only", () => {
    expect(pluralBase("results.jobsFound.few")).toBe("results.jobsFound");
    expect(pluralBase("job.type.full-time")).toBeNull();
    expect(pluralBase("plain")).toBeNull();
  });
});
