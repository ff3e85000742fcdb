/** The search API over HTTP: envelope, spec §3 keys, localised spec messages, suggestion calls. */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { insertTestJobs } from "../../testing/test-jobs.ts";
import { refreshSearchIndex } from "./refresh.ts";

const testApp = useTestApp();

beforeAll(async () => {
  await insertTestJobs(testApp.pool, [
    {
      title: "Javelin Coach",
      company: "Athletica Sports",
      skills: ["Javelin Throw"],
      locations: ["Bengaluru"],
    },
    { title: "Kiwi Farm Supervisor", company: "Orchard Row", skills: ["Kiwi Grading"], locations: ["Pune"] },
  ]);
  await refreshSearchIndex(testApp.pool);
});

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ url, headers: { host: "in.localhost", ...headers } });
}

describe("GET /api/jobs/search", () => {
  it("answers spec §3 keys in the envelope, with facets and how the query was read", async () => {
    const reply = await get(
      "/api/jobs/search?query=java%20developer&locations=Bangalore&experienceRanges=2-5,5-10&jobTypes=full-time",
    );
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.success).toBe(true);
    expect(body.data.jobs.map((job: { id: number }) => job.id)).toContain(1);
    for (const job of body.data.jobs) expect(job.locations).toContain("Bengaluru");
    expect(
      body.data.facets.location.find((value: { value: string }) => value.value === "Bengaluru").selected,
    ).toBe(true);
    expect(body.data.understood.keywords).toBe("java developer");
  });

  it("reads repeated keys and comma lists alike", async () => {
    const repeated = (await get("/api/jobs/search?query=developer&jobCities=Pune&jobCities=Chennai")).json();
    const commas = (await get("/api/jobs/search?query=developer&jobCities=Pune,Chennai")).json();
    expect(commas.data.total).toBe(repeated.data.total);
    expect(commas.data.jobs).toEqual(repeated.data.jobs);
  });

  it("refuses an empty search with the spec's message in the request's language", async () => {
    const english = await get("/api/jobs/search");
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      success: false,
      errors: [
        { code: "VALIDATION", field: "query", message: "Please enter a job title/role/skill to search." },
      ],
    });
    const hindi = await get("/api/jobs/search?query=", { "x-language-code": "HI" });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().errors[0].message).not.toBe("Please enter a job title/role/skill to search.");
    expect(hindi.json().errors[0].message).toMatch(/[\u0900-\u097f]/);
  });

  it("refuses special characters, bad places, a third industry and unknown ranges", async () => {
    const cases: [string, string, string][] = [
      ["query=%40%23%24", "query", "Only special character(s) are not allowed."],
      ["query=java&location=%23%23", "location", "Please enter a valid location."],
      [
        "query=sales&industries=Insurance,FMCG / Personal Care,Retail / Wholesale",
        "industries",
        "Maximum 2 industries.",
      ],
      ["query=java&salaryRanges=1-2", "salaryRanges", "This value is not valid."],
      ["query=java&page=0", "page", "This value is not valid."],
    ];
    for (const [query, field, message] of cases) {
      const reply = await get(`/api/jobs/search?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().errors[0], query).toEqual({ code: "VALIDATION", field, message });
    }
    const arabic = await get("/api/jobs/search?query=sales&industries=A,B,C", { "x-language-code": "AR" });
    expect(arabic.json().errors[0].message).toMatch(/[\u0600-\u06ff]/);
  });

  it("searches the site of the host", async () => {
    const body = (await get("/api/jobs/search?query=java", { host: "gulf.localhost" })).json();
    expect(body.data.jobs.length).toBeGreaterThan(0);
    for (const job of body.data.jobs) expect(job.siteId).toBe("gulf");
  });

  it("still serves one job by id, expired ones included", async () => {
    const reply = await get("/api/jobs/4");
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.isExpired).toBe(true);
  });
});

describe("suggestion calls", () => {
  it("auto-fill suggests by prefix, most popular first, and fuzzily", async () => {
    const byPrefix = (await get("/api/search/suggestions?prefix=jav")).json().data;
    expect(byPrefix[0]).toEqual({ text: "Java", kind: "skill" });
    expect(byPrefix).toContainEqual({ text: "Javelin Coach", kind: "title" });
    const misspelt = (await get("/api/search/suggestions?prefix=kiwy%20farm&kinds=title")).json().data;
    expect(misspelt).toContainEqual({ text: "Kiwi Farm Supervisor", kind: "title" });
  });

  it("suggests cities by their other names and companies by a later word", async () => {
    const cities = (await get("/api/search/suggestions?prefix=bangal&kinds=location")).json().data;
    expect(cities[0]).toEqual({ text: "Bengaluru", kind: "location" });
    const companies = (await get("/api/search/suggestions?prefix=row&kinds=company")).json().data;
    expect(companies).toContainEqual({ text: "Orchard Row", kind: "company" });
  });

  it("refuses an empty prefix and an unknown kind", async () => {
    expect((await get("/api/search/suggestions?prefix=")).statusCode).toBe(400);
    expect((await get("/api/search/suggestions?prefix=ja&kinds=planet")).statusCode).toBe(400);
  });

  it("lists popular cities and top companies with counts, most jobs first", async () => {
    for (const path of ["/api/search/popular-cities?limit=5", "/api/search/top-companies?limit=5"]) {
      const list = (await get(path)).json().data as { count: number }[];
      expect(list).toHaveLength(5);
      for (let index = 1; index < list.length; index++) {
        expect(list[index - 1]?.count).toBeGreaterThanOrEqual(list[index]?.count as number);
      }
    }
    const industries = (await get("/api/search/browse?kind=industry&limit=3")).json().data;
    expect(industries[0]).toMatchObject({ kind: "industry", value: expect.stringMatching(/^[a-z0-9-]+$/) });
  });

  it("suggests keywords that go with a query", async () => {
    const related = (await get("/api/search/keywords?query=java developer")).json().data as {
      text: string;
    }[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((item) => item.text.toLowerCase())).not.toContain("java developer");
  });

  it("serves the master data of the site's filter lists", async () => {
    const india = (await get("/api/search/master-data")).json().data;
    expect(india.functions.length).toBeGreaterThan(40);
    expect(india.salaryCurrency).toBe("INR");
    expect(india.salaryUnit).toBe("lakh");
    expect(india.salaryRanges[2]).toEqual({ id: "6-10", from: 600_000, to: 1_000_000 });
    const gulf = (await get("/api/search/master-data", { host: "gulf.localhost" })).json().data;
    expect(gulf.salaryCurrency).toBe("AED");
    expect(gulf.salaryTerms).toBe("monthly");
  });

  it("reads a spoken sentence (voice-search semantic) and searches it (speech result)", async () => {
    const sentence = encodeURIComponent("java jobs in pune for 3 years experience");
    const understood = (await get(`/api/search/voice-semantic?text=${sentence}`)).json().data;
    expect(understood).toEqual({
      keywords: "java",
      location: "Pune",
      experience: 3,
      search: "query=java&location=Pune&experience=3",
    });
    const result = (await get(`/api/search/speech-result?text=${sentence}`)).json().data;
    expect(result.search).toBe("query=java&location=Pune&experience=3");
    for (const job of result.jobs) expect(job.locations).toContain("Pune");
  });

  it("documents every call in OpenAPI", async () => {
    const paths = Object.keys((await get("/api/docs/json")).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/jobs/search",
        "/api/search/suggestions",
        "/api/search/keywords",
        "/api/search/popular-cities",
        "/api/search/top-companies",
        "/api/search/browse",
        "/api/search/master-data",
        "/api/search/voice-semantic",
        "/api/search/speech-result",
      ]),
    );
  });
});
