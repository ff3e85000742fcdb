import { describe, expect, it } from "vitest";
import { pageLinks } from "./page-links.ts";

const ORIGIN = "https://in.jobnest.example";

describe("pageLinks", () => {
  it("gives one canonical address and an alternate per language plus x-default", () => {
    const links = pageLinks(ORIGIN, { pathname: "/hi/job/java-12", search: "?utm_source=x" }, "hi");
    expect(links.canonical).toBe(`${ORIGIN}/hi/job/java-12`);
    expect(links.alternates).toEqual([
      { hrefLang: "en", href: `${ORIGIN}/job/java-12` },
      { hrefLang: "hi", href: `${ORIGIN}/hi/job/java-12` },
      { hrefLang: "ar", href: `${ORIGIN}/ar/job/java-12` },
      { hrefLang: "x-default", href: `${ORIGIN}/job/java-12` },
    ]);
  });

  it("keeps only the parameters that make a different page, and folds old paths into the new one", () => {
    const handle = { canonicalPath: "/search/results", canonicalParams: ["query", "location", "page"] };
    const links = pageLinks(
      ORIGIN,
      { pathname: "/find-results.html", search: "?page=1&utm=x&query=java" },
      "en",
      handle,
    );
    expect(links.canonical).toBe(`${ORIGIN}/search/results?query=java`);
    const second = pageLinks(
      ORIGIN,
      { pathname: "/ar/srp/results", search: "?query=java&page=2" },
      "ar",
      handle,
    );
    expect(second.canonical).toBe(`${ORIGIN}/ar/search/results?query=java&page=2`);
  });

  it("gives the home page its bare language paths", () => {
    const links = pageLinks(ORIGIN, { pathname: "/ar", search: "" }, "ar");
    expect(links.canonical).toBe(`${ORIGIN}/ar`);
    expect(links.alternates[0]).toEqual({ hrefLang: "en", href: `${ORIGIN}/` });
  });
});
