import { MAX_SEARCH_PAGE, parseSearchParams } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { lastPageOf, pageHref, pageWindow } from "./pagination.tsx";
import { formValuesOf, problemOf, searchProblem } from "./search-params.ts";

describe("searchProblem", () => {
  it("asks for keywords when neither keywords nor location are given", () => {
    expect(searchProblem({ query: "  ", location: "" })).toEqual({ key: "spec.searchKeywordRequired" });
    expect(searchProblem({ query: "", location: "Pune" })).toBeNull();
    expect(searchProblem({ query: "java", location: "" })).toBeNull();
  });

  it("refuses input made only of special characters", () => {
    expect(searchProblem({ query: "@#!", location: "" })).toEqual({ key: "spec.onlySpecialCharacters" });
    expect(searchProblem({ query: "java", location: "--" })).toEqual({ key: "spec.invalidLocation" });
    expect(searchProblem({ query: "c++", location: "" })).toBeNull();
  });

  it("limits lengths to what the search accepts", () => {
    expect(searchProblem({ query: "a".repeat(201), location: "" })).toEqual({
      key: "search.tooLong",
      values: { max: 200 },
    });
    expect(searchProblem({ query: "", location: "a".repeat(101) })).toEqual({
      key: "search.tooLong",
      values: { max: 100 },
    });
  });

  it("agrees with the engine's codec on what it refuses", () => {
    const cases = [
      { query: "", location: "" },
      { query: "@#!", location: "" },
      { query: "java", location: "123" },
      { query: "a".repeat(201), location: "" },
      { query: "java", location: "Pune" },
      { query: "c#", location: "" },
    ];
    for (const values of cases) {
      const { errors } = parseSearchParams(new URLSearchParams(values), "india");
      const fromCodec = errors[0] ? problemOf(errors[0]) : null;
      expect(searchProblem(values), JSON.stringify(values)).toEqual(fromCodec);
    }
  });
});

describe("problemOf", () => {
  it("shows the spec's own words for spec codes", () => {
    expect(problemOf({ field: "industries", code: "maxIndustries" })).toEqual({ key: "spec.maxIndustries" });
  });

  it("tells a bad page from another bad value", () => {
    expect(problemOf({ field: "page", code: "invalidValue" })).toEqual({ key: "search.invalidPage" });
    expect(problemOf({ field: "salaryRanges", code: "invalidValue" })).toEqual({
      key: "search.invalidValue",
    });
    expect(problemOf({ field: "query", code: "tooLong", params: { max: 200 } })).toEqual({
      key: "search.tooLong",
      values: { max: 200 },
    });
  });
});

describe("formValuesOf", () => {
  it("shows the request in the search form", () => {
    expect(formValuesOf({ query: "java", locations: ["Pune", "Mumbai"], experience: 3 })).toEqual({
      query: "java",
      location: "Pune, Mumbai",
      experience: "3",
    });
    expect(formValuesOf({ experience: 0 })).toEqual({ query: "", location: "", experience: "fresher" });
    // The select stops at 30 years; more is shown as its last option.
    expect(formValuesOf({ experience: 45 }).experience).toBe("30");
  });
});

describe("pagination helpers", () => {
  it("keeps the search and drops page=1", () => {
    const params = new URLSearchParams("query=java&page=3");
    expect(pageHref("/search/results", params, 1)).toBe("/search/results?query=java");
    expect(pageHref("/search/results", params, 4)).toBe("/search/results?query=java&page=4");
  });

  it("shows a window of pages around the current one", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("never offers pages beyond the search's limit", () => {
    expect(lastPageOf(0, 20)).toBe(0);
    expect(lastPageOf(41, 20)).toBe(3);
    expect(lastPageOf(1_000_000, 20)).toBe(MAX_SEARCH_PAGE);
  });
});
