import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIMEOUT_MS,
  EXPERIENCE_MAX_YEARS,
  MAX_INDUSTRIES,
  MAX_PROFILES,
  MULTI_APPLY_LIMIT,
  NAME_LENGTH,
  PHONE_DIGITS,
  SALARY_MODES,
  SEARCH_QUERY_KEYS,
  TOAST_DEFAULT_MS,
  UPLOAD_TIMEOUT_MS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from "./constants.ts";
import { SPEC_MESSAGES } from "./messages.ts";

describe("spec §9 constants", () => {
  it("has the spec's limits", () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    expect(UPLOAD_TIMEOUT_MS).toBe(120_000);
    expect(MAX_INDUSTRIES).toBe(2);
    expect(MAX_PROFILES).toBe(5);
    expect(MULTI_APPLY_LIMIT).toEqual({ fresher: 5, experienced: 10 });
    expect(SALARY_MODES).toEqual(["Monthly", "Annually"]);
    expect(NAME_LENGTH).toEqual({ min: 2, max: 30 });
    expect(PHONE_DIGITS).toEqual({ min: 10, max: 15 });
    expect(EXPERIENCE_MAX_YEARS).toBe(50);
    expect(TOAST_DEFAULT_MS).toBe(1000);
    expect(XSRF_COOKIE).toBe("XSRF-TOKEN");
    expect(XSRF_HEADER).toBe("X-XSRF-TOKEN");
  });

  it("agrees with the message that states the industry limit", () => {
    expect(SPEC_MESSAGES.maxIndustries).toBe(`Maximum ${MAX_INDUSTRIES} industries.`);
  });

  it("lists the eighteen search query keys", () => {
    expect(SEARCH_QUERY_KEYS).toHaveLength(18);
    expect(new Set(SEARCH_QUERY_KEYS).size).toBe(18);
    expect(SEARCH_QUERY_KEYS).toContain("jobFreshness");
  });
});
