import { describe, expect, it } from "vitest";
import {
  bucketsForRange,
  EXPERIENCE_BUCKETS,
  rangeOverlapsBucket,
  salaryBucketScheme,
  salaryBuckets,
} from "./search-buckets.ts";
import { SITE_BY_ID, SITES } from "./sites.ts";

describe("experience buckets", () => {
  it("start at zero, follow each other without gaps and end open", () => {
    expect(EXPERIENCE_BUCKETS[0]?.from).toBe(0);
    for (let index = 1; index < EXPERIENCE_BUCKETS.length; index++) {
      expect(EXPERIENCE_BUCKETS[index]?.from).toBe(EXPERIENCE_BUCKETS[index - 1]?.to);
    }
    expect(EXPERIENCE_BUCKETS.at(-1)?.to).toBeNull();
    expect(EXPERIENCE_BUCKETS.map((bucket) => bucket.id)).toEqual([
      "0-2",
      "2-5",
      "5-10",
      "10-15",
      "15-20",
      "20+",
    ]);
  });

  it("hold a job in every bucket its range reaches, as the experience filter would", () => {
    expect(bucketsForRange(2, 5, EXPERIENCE_BUCKETS)).toEqual(["2-5", "5-10"]);
    expect(bucketsForRange(0, 1, EXPERIENCE_BUCKETS)).toEqual(["0-2"]);
    expect(bucketsForRange(15, 25, EXPERIENCE_BUCKETS)).toEqual(["15-20", "20+"]);
    // A seeker with y years fits a job [min, max] exactly when some bucket holds both.
    for (let years = 0; years <= 30; years++) {
      const bucket = EXPERIENCE_BUCKETS.find((b) => years >= b.from && (b.to === null || years < b.to));
      expect(bucket && rangeOverlapsBucket(years, years, bucket)).toBe(true);
    }
  });
});

describe("salary buckets", () => {
  it("exist for every site, in ascending order, in the site's unit", () => {
    for (const site of SITES) {
      const buckets = salaryBuckets(site);
      expect(buckets.length).toBeGreaterThanOrEqual(5);
      expect(buckets[0]?.from).toBe(0);
      for (let index = 1; index < buckets.length; index++) {
        expect(buckets[index]?.from).toBe(buckets[index - 1]?.to);
      }
      expect(new Set(buckets.map((bucket) => bucket.id)).size).toBe(buckets.length);
    }
  });

  it("speak lakhs of annual rupees in India and thousands of dirhams a month in the Gulf", () => {
    expect(salaryBucketScheme(SITE_BY_ID.india).unit).toBe("lakh");
    expect(salaryBuckets(SITE_BY_ID.india).find((bucket) => bucket.id === "6-10")).toEqual({
      id: "6-10",
      from: 600_000,
      to: 1_000_000,
    });
    expect(salaryBuckets(SITE_BY_ID.gulf).find((bucket) => bucket.id === "12-18")).toEqual({
      id: "12-18",
      from: 12_000,
      to: 18_000,
    });
    expect(bucketsForRange(800_000, 1_400_000, salaryBuckets(SITE_BY_ID.india))).toEqual(["6-10", "10-15"]);
  });

  it("leave undisclosed salaries out", () => {
    expect(bucketsForRange(null, null, salaryBuckets(SITE_BY_ID.india))).toEqual([]);
  });
});
