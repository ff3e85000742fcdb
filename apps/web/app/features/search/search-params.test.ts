import { MAX_SEARCH_PAGE } from "@portal/domain";
import { describe, expect, it } from "vitest";
import {
  experienceYears,
  lastPageOf,
  pageHref,
  pageWindow,
  parseSearch,
  searchProblem,
} from "./search-params";

const parse = (query: string) => parseSearch(new URLSearchParams(query));

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
});

describe("parseSearch", () => {
  it("reads a complete search", () => {
    expect(parse("query=java&location=Pune&experience=3&page=2")).toEqual({
      ok: true,
      values: { query: "java", location: "Pune", experience: "3" },
      keywords: "java",
      location: "Pune",
      experienceYears: 3,
      page: 2,
    });
  });

  it("reads the names older links use", () => {
    expect(parse("skills=java&locations=Pune")).toMatchObject({
      ok: true,
      keywords: "java",
      location: "Pune",
    });
  });

  it("starts at page 1 and refuses pages outside 1..MAX_SEARCH_PAGE", () => {
    expect(parse("query=java")).toMatchObject({ ok: true, page: 1 });
    for (const page of ["0", "-1", "abc", "1.5", String(MAX_SEARCH_PAGE + 1)]) {
      expect(parse(`query=java&page=${page}`)).toMatchObject({
        ok: false,
        problem: { key: "search.invalidPage" },
      });
    }
    expect(parse(`query=java&page=${MAX_SEARCH_PAGE}`)).toMatchObject({ ok: true, page: MAX_SEARCH_PAGE });
  });

  it("reports the empty search with the form values kept", () => {
    expect(parse("query=&location=&experience=fresher")).toEqual({
      ok: false,
      values: { query: "", location: "", experience: "fresher" },
      problem: { key: "spec.searchKeywordRequired" },
    });
  });
});

describe("experienceYears", () => {
  it("maps the select's values", () => {
    expect(experienceYears("fresher")).toBe(0);
    expect(experienceYears("0")).toBe(0);
    expect(experienceYears("30")).toBe(30);
    expect(experienceYears("")).toBeUndefined();
    expect(experienceYears("99")).toBeUndefined();
    expect(experienceYears("ten")).toBeUndefined();
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
