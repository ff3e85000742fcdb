import { describe, expect, it } from "vitest";
import {
  COURSES,
  DIFFERENTLY_ABLED,
  EXPERIENCE_MONTHS,
  EXPERIENCE_YEARS,
  isOrganicReferrer,
  JOB_FRESHNESS_DAYS,
  JOB_TYPES,
  NOTICE_PERIODS,
  ORGANIC_REFERRERS,
  PERCENTAGE_BANDS,
  SALARY_LAKHS,
  SALARY_RUPEES,
  SALARY_THOUSANDS,
  USA_WORK_STATUS,
  WORK_COUNTRIES,
  WORK_MODES,
} from "./reference-lists.ts";

function expectUnique<T>(values: readonly T[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe("COURSES", () => {
  it("starts with the courses the spec names, in its order", () => {
    expect(COURSES.slice(0, 8).map((course) => course.name)).toEqual([
      "B.A.",
      "B.Arch",
      "B.B.A",
      "B.Com",
      "B.E/B.Tech",
      "B.Ed",
      "B.Pharm",
      "Aviation",
    ]);
  });

  it("covers graduate, postgraduate, diploma and doctorate courses, each with specializations", () => {
    expect(COURSES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(COURSES.map((course) => course.level))).toEqual(
      new Set(["graduate", "postgraduate", "diploma", "doctorate"]),
    );
    for (const name of ["MBA/PGDM", "M.E/M.Tech", "MCA", "M.Sc", "B.Sc", "BCA", "MBBS"]) {
      expect(COURSES.some((course) => course.name === name)).toBe(true);
    }
    for (const course of COURSES) {
      expect(course.specializations.length).toBeGreaterThan(0);
      expectUnique(course.specializations);
    }
    expectUnique(COURSES.map((course) => course.id));
    expectUnique(COURSES.map((course) => course.name));
  });
});

describe("PERCENTAGE_BANDS", () => {
  it("runs from below 40 through five-point bands to 95-99.9, then 100", () => {
    expect(PERCENTAGE_BANDS.map((band) => band.name)).toEqual([
      "Below 40%",
      "40-44.9%",
      "45-49.9%",
      "50-54.9%",
      "55-59.9%",
      "60-64.9%",
      "65-69.9%",
      "70-74.9%",
      "75-79.9%",
      "80-84.9%",
      "85-89.9%",
      "90-94.9%",
      "95-99.9%",
      "100%",
    ]);
    expectUnique(PERCENTAGE_BANDS.map((band) => band.id));
    for (const [index, band] of PERCENTAGE_BANDS.entries()) {
      const next = PERCENTAGE_BANDS[index + 1];
      if (next) expect(Math.round((next.min - band.max) * 10) / 10).toBe(0.1);
    }
  });
});

describe("NOTICE_PERIODS", () => {
  it("lists serving notice, immediately available and the six periods in days", () => {
    expect(NOTICE_PERIODS.map((period) => period.name)).toEqual([
      "Serving notice period",
      "Immediately available",
      "15 days",
      "30 days",
      "45 days",
      "2 months",
      "3 months",
      "6 months",
    ]);
    expect(NOTICE_PERIODS.slice(2).map((period) => period.days)).toEqual([15, 30, 45, 60, 90, 180]);
    expect(NOTICE_PERIODS[0]?.days).toBeNull();
    expect(NOTICE_PERIODS[1]?.days).toBe(0);
    expectUnique(NOTICE_PERIODS.map((period) => period.id));
  });
});

describe("salary lists", () => {
  it("has lakhs 0 to 50 by one, then 55 to 100 by five, 100 meaning 100+", () => {
    const values = SALARY_LAKHS.map((option) => option.value);
    expect(values).toHaveLength(61);
    expect(values.slice(0, 51)).toEqual(Array.from({ length: 51 }, (_, index) => index));
    expect(values.slice(51)).toEqual([55, 60, 65, 70, 75, 80, 85, 90, 95, 100]);
    expect(SALARY_LAKHS.at(-1)).toEqual({ value: 100, label: "100+" });
    expect(SALARY_LAKHS[12]).toEqual({ value: 12, label: "12" });
  });

  it("has thousands 0 to 95 by five", () => {
    expect(SALARY_THOUSANDS.map((option) => option.value)).toEqual(
      Array.from({ length: 20 }, (_, index) => index * 5),
    );
  });

  it("has rupees from one lakh to one crore with Indian grouping", () => {
    expect(SALARY_RUPEES[0]).toEqual({ value: 100000, label: "1,00,000" });
    expect(SALARY_RUPEES.at(-1)).toEqual({ value: 10000000, label: "1,00,00,000" });
    expect(SALARY_RUPEES).toHaveLength(100);
    for (const [index, option] of SALARY_RUPEES.entries()) expect(option.value).toBe((index + 1) * 100000);
  });
});

describe("work status and accessibility lists", () => {
  it("has the six USA work statuses", () => {
    expect(USA_WORK_STATUS.map((status) => status.name)).toEqual([
      "Have H1 Visa",
      "Need H1 Visa",
      "TN Permit Holder",
      "Green Card Holder",
      "US Citizen",
      "Authorized to work in USA",
    ]);
  });

  it("has the six differently-abled categories", () => {
    expect(DIFFERENTLY_ABLED.map((entry) => entry.name)).toEqual([
      "Visually Impaired",
      "Low Vision",
      "Speech and/or Hearing Impaired",
      "Mobility/Locomotor Impaired",
      "Orthopaedically Impaired",
      "Others",
    ]);
  });

  it("has sixteen work countries starting with India, each once", () => {
    expect(WORK_COUNTRIES).toHaveLength(16);
    expect(WORK_COUNTRIES[0]).toEqual({ code: "IN", name: "India" });
    expectUnique(WORK_COUNTRIES.map((country) => country.code));
    for (const country of WORK_COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });
});

describe("experience lists", () => {
  it("has a Fresher entry, then 0 to 50 years", () => {
    expect(EXPERIENCE_YEARS).toHaveLength(52);
    expect(EXPERIENCE_YEARS[0]).toEqual({ id: "fresher", years: 0, label: "Fresher", isFresher: true });
    expect(EXPERIENCE_YEARS.slice(1).map((entry) => entry.years)).toEqual(
      Array.from({ length: 51 }, (_, i) => i),
    );
    expect(EXPERIENCE_YEARS.filter((entry) => entry.isFresher)).toHaveLength(1);
    expectUnique(EXPERIENCE_YEARS.map((entry) => entry.id));
  });

  it("has months 0 to 11", () => {
    expect(EXPERIENCE_MONTHS.map((entry) => entry.value)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });
});

describe("job filters", () => {
  it("has the job types, work modes and freshness steps", () => {
    expect(JOB_TYPES.map((type) => type.id)).toEqual([
      "full-time",
      "part-time",
      "contract",
      "internship",
      "temporary",
    ]);
    expect(WORK_MODES.map((mode) => mode.id)).toEqual(["office", "remote", "hybrid"]);
    expect(JOB_FRESHNESS_DAYS).toEqual([1, 3, 7, 15, 30]);
  });
});

describe("ORGANIC_REFERRERS", () => {
  it("lists the spec's sixteen search engines with our own name for {host}", () => {
    expect(ORGANIC_REFERRERS).toHaveLength(16);
    expect(ORGANIC_REFERRERS.slice(0, 11)).toEqual([
      "google",
      "bing",
      "adzuna",
      "yahoo",
      "jobtome",
      "duckduckgo",
      "baidu",
      "ask",
      "sogou",
      "yandex",
      "babylon",
    ]);
    expect(ORGANIC_REFERRERS[11]).toBe("jobnest");
    expect(ORGANIC_REFERRERS.slice(13)).toEqual(["docomo", "msn", "lycos"]);
    expectUnique(ORGANIC_REFERRERS);
  });

  it.each([
    ["https://www.google.co.in/", true],
    ["https://search.yahoo.com/search?p=jobs", true],
    ["duckduckgo.com", true],
    ["https://www.bing.com:443/", true],
    ["https://search.docomo.ne.jp/", true],
    ["https://www.facebook.com/", false],
    ["https://asking.example.com/", false],
    ["https://example.com/?ref=google", false],
    ["", false],
  ])("%s organic: %s", (referrer, organic) => {
    expect(isOrganicReferrer(referrer)).toBe(organic);
  });
});
