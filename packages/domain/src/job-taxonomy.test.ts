import { describe, expect, it } from "vitest";
import { INDUSTRIES, JOB_FUNCTIONS, JOB_ROLES, rolesOfFunction } from "./job-taxonomy.ts";
import { slugify } from "./jobs.ts";

function expectUnique<T>(values: readonly T[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe("JOB_FUNCTIONS", () => {
  it("has exactly 54 functions with ids 1 to 54", () => {
    expect(JOB_FUNCTIONS).toHaveLength(54);
    expect(JOB_FUNCTIONS.map((fn) => fn.id)).toEqual(Array.from({ length: 54 }, (_, index) => index + 1));
  });

  it("has unique names and slugs derived from them", () => {
    expectUnique(JOB_FUNCTIONS.map((fn) => fn.name));
    expectUnique(JOB_FUNCTIONS.map((fn) => fn.slug));
    for (const fn of JOB_FUNCTIONS) expect(fn.slug).toBe(slugify(fn.name));
    expect(JOB_FUNCTIONS[0]).toEqual({
      id: 1,
      name: "Accounts / Finance / Tax / Audit",
      slug: "accounts-finance-tax-audit",
    });
  });
});

describe("JOB_ROLES", () => {
  it("gives every function 3 to 6 roles", () => {
    for (const fn of JOB_FUNCTIONS) {
      const count = rolesOfFunction(fn.id).length;
      expect(count, fn.name).toBeGreaterThanOrEqual(3);
      expect(count, fn.name).toBeLessThanOrEqual(6);
    }
  });

  it("belongs only to known functions and has unique ids, names and slugs", () => {
    const functionIds = new Set(JOB_FUNCTIONS.map((fn) => fn.id));
    for (const role of JOB_ROLES) {
      expect(functionIds.has(role.functionId)).toBe(true);
      expect(Math.floor(role.id / 100)).toBe(role.functionId);
      expect(role.slug).toBe(slugify(role.name));
      expect(role.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expectUnique(JOB_ROLES.map((role) => role.id));
    expectUnique(JOB_ROLES.map((role) => role.name));
    expectUnique(JOB_ROLES.map((role) => role.slug));
  });
});

describe("INDUSTRIES", () => {
  it("has exactly 64 industries with ids 1 to 64 and unique names and slugs", () => {
    expect(INDUSTRIES).toHaveLength(64);
    expect(INDUSTRIES.map((industry) => industry.id)).toEqual(
      Array.from({ length: 64 }, (_, index) => index + 1),
    );
    expectUnique(INDUSTRIES.map((industry) => industry.name));
    expectUnique(INDUSTRIES.map((industry) => industry.slug));
    for (const industry of INDUSTRIES) {
      expect(industry.slug).toBe(slugify(industry.name));
      expect(industry.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});
