import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jobPath, parseJobPathSegment, slugify } from "./jobs.ts";

describe("parseJobPathSegment", () => {
  it.each([
    ["java-developer-12", 12],
    ["12", 12],
    ["senior-java-developer-2024-987654", 987654],
    ["जावा-डेवलपर-42", 42],
    ["a-999999999999999", 999999999999999],
  ])("%s → %s", (segment, id) => {
    expect(parseJobPathSegment(segment)).toBe(id);
  });

  it.each([
    "",
    "java-developer",
    "java-developer-0",
    "java-developer-12a",
    "java12",
    "java-developer-1234567890123456",
    "-",
  ])("%s → null", (segment) => {
    expect(parseJobPathSegment(segment)).toBeNull();
  });

  it("reads back the id of every job path (ids have at most 15 digits)", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.integer({ min: 1, max: 999_999_999_999_999 }),
        (title, id) => {
          const path = jobPath({ slug: slugify(title), id });
          expect(path.startsWith("/job/")).toBe(true);
          expect(parseJobPathSegment(path.slice("/job/".length))).toBe(id);
        },
      ),
    );
  });
});

describe("jobPath", () => {
  it("joins slug and id under /job/", () => {
    expect(jobPath({ slug: "java-developer", id: 12 })).toBe("/job/java-developer-12");
    expect(jobPath({ slug: "", id: 12 })).toBe("/job/12");
  });
});

describe("slugify", () => {
  it.each([
    ["Senior Java Developer", "senior-java-developer"],
    ["  C++ / .NET Engineer!! ", "c-net-engineer"],
    ["Café Manager – Bengaluru", "cafe-manager-bengaluru"],
    ["Oil & Gas", "oil-gas"],
    ["जावा डेवलपर", "जावा-डेवलपर"],
    ["مطور جافا", "مطور-جافا"],
    ["Ｆｕｌｌ Ｗｉｄｔｈ", "full-width"],
    ["!!!", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("ends at 80 characters without a trailing dash", () => {
    expect(slugify(`${"a".repeat(79)} bc`)).toBe("a".repeat(79));
    expect(slugify("word ".repeat(40))).toHaveLength(79);
  });

  it("gives lowercase dash-separated words without leading, trailing or doubled dashes", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (title) => {
        const slug = slugify(title);
        expect([...slug].length).toBeLessThanOrEqual(80);
        expect(slug).not.toMatch(/^-|-$|--/);
        expect(slug).toBe(slug.toLowerCase());
        expect(slug).toMatch(/^[\p{L}\p{M}\p{N}-]*$/u);
      }),
    );
  });

  it("keeps ASCII titles to a-z, 0-9 and dashes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii", maxLength: 100 }), (title) => {
        expect(slugify(title)).toMatch(/^[a-z0-9-]*$/);
      }),
    );
  });

  it("is stable when applied twice", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (title) => {
        const slug = slugify(title);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
