import { describe, expect, it } from "vitest";
import { pageLanguage } from "./page-language.ts";

const request = new Request("http://localhost/en/search/results?query=java");

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("pageLanguage", () => {
  it("serves English without a prefix and Hindi or Arabic with one", () => {
    expect(pageLanguage({}, request)).toBe("en");
    expect(pageLanguage({ lang: "hi" }, request)).toBe("hi");
    expect(pageLanguage({ lang: "ar" }, request)).toBe("ar");
  });

  it("moves /en/… permanently to the bare path", () => {
    const response = thrown(() => pageLanguage({ lang: "en" }, request)) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/search/results?query=java");
  });

  it("answers 404 for any other prefix", () => {
    for (const lang of ["fr", "HI", "search"]) {
      expect(thrown(() => pageLanguage({ lang }, request))).toMatchObject({ init: { status: 404 } });
    }
  });
});
