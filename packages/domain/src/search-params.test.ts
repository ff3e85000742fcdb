import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEARCH_QUERY_KEYS } from "./constants.ts";
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from "./jobs.ts";
import { SPEC_MESSAGES } from "./messages.ts";
import type { SearchRequest } from "./search.ts";
import { EXPERIENCE_BUCKETS, salaryBuckets } from "./search-buckets.ts";
import {
  EXTRA_SEARCH_KEYS,
  hasSearchInput,
  parseSearchParams,
  SEARCH_LIMITS,
  toSearchParams,
} from "./search-params.ts";
import { SITE_BY_ID, SITES } from "./sites.ts";

function parse(query: string, siteId: SearchRequest["siteId"] = "india") {
  return parseSearchParams(new URLSearchParams(query), siteId);
}

describe("parseSearchParams", () => {
  it("reads free text, places and the defaults", () => {
    const { request, errors } = parse("query=  java   developer &location=Pune");
    expect(errors).toEqual([]);
    expect(request).toEqual({
      siteId: "india",
      query: "java developer",
      locations: ["Pune"],
      sort: "relevance",
      page: 1,
      pageSize: SEARCH_PAGE_SIZE,
    });
  });

  it("reads every list key of spec §3 from repeated keys and comma lists", () => {
    const { request, errors } = parse(
      [
        "skills=Java,SQL&skills=Spring",
        "designations=Java Developer",
        "companies=Saranya Softech Pvt Ltd",
        "functions=it-software-application-programming",
        "roles=java-developer",
        "industries=IT - Software / Software Services,Insurance",
        "experienceRanges=2-5&experienceRanges=5-10",
        "salaryRanges=6-10",
        "qualifications=B.E/B.Tech",
        "employerTypes=company",
        "jobTypes=full-time,contract",
        "workModes=remote",
        "jobStates=Karnataka",
        "jobCountries=IN",
        "jobFreshness=7",
        "experience=3",
        "sort=date",
        "page=2",
      ].join("&"),
    );
    expect(errors).toEqual([]);
    expect(request).toMatchObject({
      skills: ["Java", "SQL", "Spring"],
      designations: ["Java Developer"],
      companies: ["Saranya Softech Pvt Ltd"],
      functions: ["it-software-application-programming"],
      roles: ["java-developer"],
      industries: ["IT - Software / Software Services", "Insurance"],
      experienceRanges: ["2-5", "5-10"],
      salaryRanges: ["6-10"],
      qualifications: ["B.E/B.Tech"],
      employerTypes: ["company"],
      jobTypes: ["full-time", "contract"],
      workModes: ["remote"],
      jobStates: ["Karnataka"],
      jobCountries: ["IN"],
      jobFreshness: 7,
      experience: 3,
      sort: "date",
      page: 2,
    });
  });

  it("merges location, locations and jobCities, dropping repeats whatever their case", () => {
    const { request } = parse("location=Pune, Mumbai&locations=pune&jobCities=Bengaluru&jobCities=MUMBAI");
    expect(request.locations).toEqual(["Pune", "Mumbai", "Bengaluru"]);
  });

  it("caps each list", () => {
    const many = Array.from({ length: 30 }, (_, index) => `skill${index}`).join(",");
    expect(parse(`skills=${many}`).request.skills).toHaveLength(SEARCH_LIMITS.valuesPerKey);
  });

  it("says 'Please enter a job title/role/skill to search.' when nothing is asked", () => {
    for (const query of ["", "query=", "query=%20%20&location=", "page=2", "sort=date"]) {
      const { errors } = parse(query);
      expect(errors).toEqual([{ field: "query", code: "searchKeywordRequired" }]);
      expect(SPEC_MESSAGES[errors[0]?.code as "searchKeywordRequired"]).toBe(
        "Please enter a job title/role/skill to search.",
      );
    }
  });

  it("accepts a place or any filter without keywords", () => {
    for (const query of ["location=Pune", "industries=Insurance", "experience=fresher", "jobFreshness=1"]) {
      expect(parse(query).errors).toEqual([]);
    }
  });

  it("refuses free text made only of special characters", () => {
    const { errors, request } = parse("query=%21%40%23&location=Pune");
    expect(errors).toEqual([{ field: "query", code: "onlySpecialCharacters" }]);
    expect(request.query).toBeUndefined();
    expect(request.locations).toEqual(["Pune"]);
  });

  it("keeps technical keywords that are mostly punctuation", () => {
    for (const keyword of ["C++", "C#", ".NET", "UI/UX", "Node.js"]) {
      const { errors, request } = parse(`query=${encodeURIComponent(keyword)}`);
      expect(errors).toEqual([]);
      expect(request.query).toBe(keyword);
    }
  });

  it("says 'Please enter a valid location.' for places without letters", () => {
    for (const location of ["%23%23", "12345", "%2C%2C"]) {
      expect(parse(`query=java&location=${location}`).errors).toEqual([
        { field: "location", code: "invalidLocation" },
      ]);
    }
  });

  it("says 'Maximum 2 industries.' for a third industry", () => {
    const { errors, request } = parse("query=sales&industries=Insurance&industries=Retail / Wholesale,FMCG");
    expect(errors).toEqual([{ field: "industries", code: "maxIndustries" }]);
    expect(request.industries).toBeUndefined();
  });

  it("limits lengths", () => {
    const long = "a".repeat(SEARCH_LIMITS.queryLength + 1);
    expect(parse(`query=${long}`).errors).toEqual([
      { field: "query", code: "tooLong", params: { max: SEARCH_LIMITS.queryLength } },
    ]);
    const place = "b".repeat(SEARCH_LIMITS.valueLength + 1);
    expect(parse(`query=java&location=${place}`).errors[0]).toMatchObject({
      field: "location",
      code: "tooLong",
    });
    expect(parse(`query=java&skills=${place}`).errors[0]).toMatchObject({ field: "skills", code: "tooLong" });
  });

  it("refuses unknown ranges, freshness, experience, sort and pages", () => {
    const cases: [string, string][] = [
      ["experienceRanges=3-4", "experienceRanges"],
      ["salaryRanges=1-2", "salaryRanges"],
      ["jobFreshness=2", "jobFreshness"],
      ["experience=51", "experience"],
      ["experience=-1", "experience"],
      ["sort=salary", "sort"],
      ["page=0", "page"],
      [`page=${MAX_SEARCH_PAGE + 1}`, "page"],
      ["page=two", "page"],
    ];
    for (const [query, field] of cases) {
      expect(parse(`query=java&${query}`).errors, query).toEqual([{ field, code: "invalidValue" }]);
    }
  });

  it("knows each site's salary ranges", () => {
    expect(parse("salaryRanges=6-10", "india").errors).toEqual([]);
    expect(parse("salaryRanges=6-10", "gulf").errors).toEqual([
      { field: "salaryRanges", code: "invalidValue" },
    ]);
    const gulfBucket = salaryBuckets(SITE_BY_ID.gulf)[2]?.id ?? "";
    expect(parse(`salaryRanges=${gulfBucket}`, "gulf").request.salaryRanges).toEqual([gulfBucket]);
  });

  it("reads Devanagari and Arabic-Indic digits in numbers", () => {
    expect(parse("query=java&experience=%E0%A5%A9&page=%D9%A2").request).toMatchObject({
      experience: 3,
      page: 2,
    });
  });

  it("reads 'fresher' as zero years", () => {
    expect(parse("experience=Fresher").request.experience).toBe(0);
  });

  it("reads every key it promises", () => {
    const keys = [...SEARCH_QUERY_KEYS, ...EXTRA_SEARCH_KEYS];
    const values: Record<string, string> = {
      experienceRanges: "2-5",
      salaryRanges: "3-6",
      jobFreshness: "3",
      experience: "2",
      sort: "date",
      page: "3",
      workModes: "remote",
    };
    const base = parse("query=x").request;
    for (const key of keys) {
      const params = new URLSearchParams({ query: "x", [key]: values[key] ?? "Value" });
      const { request, errors } = parseSearchParams(params, "india");
      expect(errors, key).toEqual([]);
      expect(request, key).not.toEqual(base);
    }
  });
});

describe("toSearchParams", () => {
  it("writes a request in a fixed order without defaults", () => {
    const params = toSearchParams({
      siteId: "india",
      query: "java",
      locations: ["Pune", "Mumbai"],
      skills: ["Spring"],
      experience: 3,
      sort: "relevance",
      page: 1,
      pageSize: 20,
    } as SearchRequest);
    expect(params.toString()).toBe("query=java&location=Pune%2C+Mumbai&skills=Spring&experience=3");
  });

  it("keeps a non-default sort and page", () => {
    expect(toSearchParams({ locations: ["Pune"], sort: "date", page: 4 }).toString()).toBe(
      "location=Pune&sort=date&page=4",
    );
  });
});

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9+#.]{0,11}$/);
const words = fc.uniqueArray(word, {
  maxLength: 4,
  comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
});
const requestArbitrary = fc.record(
  {
    query: fc.array(word, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(" ")),
    locations: fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{2,10}$/), {
      minLength: 1,
      maxLength: 3,
      comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
    }),
    skills: words.filter((list) => list.length > 0),
    companies: words.filter((list) => list.length > 0),
    industries: words.filter((list) => list.length > 0 && list.length <= 2),
    experienceRanges: fc.subarray(
      EXPERIENCE_BUCKETS.map((bucket) => bucket.id),
      { minLength: 1 },
    ),
    salaryRanges: fc.subarray(
      salaryBuckets(SITE_BY_ID.india).map((bucket) => bucket.id),
      { minLength: 1 },
    ),
    experience: fc.integer({ min: 0, max: 50 }),
    jobFreshness: fc.constantFrom(1, 3, 7, 15, 30),
    sort: fc.constantFrom("relevance" as const, "date" as const),
    page: fc.integer({ min: 1, max: MAX_SEARCH_PAGE }),
  },
  { requiredKeys: ["sort", "page"] },
);

describe("the codec's properties", () => {
  it("reads back what it wrote", () => {
    fc.assert(
      fc.property(requestArbitrary, (partial) => {
        const request = { siteId: "india", pageSize: SEARCH_PAGE_SIZE, ...partial } as SearchRequest;
        const { request: read, errors } = parseSearchParams(toSearchParams(request), "india");
        if (!hasSearchInput(request)) {
          expect(errors.map((error) => error.code)).toEqual(["searchKeywordRequired"]);
          return;
        }
        expect(errors).toEqual([]);
        expect(read).toEqual(request);
      }),
    );
  });

  it("never throws and always returns a whole request, whatever the URL", () => {
    const anyKey = fc.constantFrom(...SEARCH_QUERY_KEYS, ...EXTRA_SEARCH_KEYS, "other");
    fc.assert(
      fc.property(
        fc.array(fc.tuple(anyKey, fc.string({ maxLength: 300 })), { maxLength: 12 }),
        fc.constantFrom(...SITES.map((site) => site.id)),
        (entries, siteId) => {
          const { request, errors } = parseSearchParams(new URLSearchParams(entries), siteId);
          expect(request.siteId).toBe(siteId);
          expect(request.page).toBeGreaterThanOrEqual(1);
          expect(request.query?.length ?? 0).toBeLessThanOrEqual(SEARCH_LIMITS.queryLength);
          for (const list of [request.skills, request.locations, request.industries]) {
            expect(list?.length ?? 0).toBeLessThanOrEqual(SEARCH_LIMITS.valuesPerKey);
          }
          expect(request.industries?.length ?? 0).toBeLessThanOrEqual(2);
          if (errors.length === 0) expect(hasSearchInput(request)).toBe(true);
        },
      ),
    );
  });

  it("is idempotent: reading its own output gives the same URL", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...SEARCH_QUERY_KEYS), fc.string())), (entries) => {
        const first = parseSearchParams(new URLSearchParams(entries), "india").request;
        const written = toSearchParams(first);
        const second = parseSearchParams(written, "india").request;
        expect(toSearchParams(second).toString()).toBe(written.toString());
      }),
    );
  });
});
