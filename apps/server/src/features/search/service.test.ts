import { openTestDatabase, type TestDatabase } from "@portal/db/testing";
import { parseSearchParams } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSearchService, type SearchService } from "./service";

let database: TestDatabase;
let search: SearchService;

beforeAll(async () => {
  database = await openTestDatabase();
  search = createSearchService(database.pool);
});
afterAll(() => database.drop());

function request(query: string, siteId: "india" | "gulf" | "singapore" = "india") {
  const parsed = parseSearchParams(new URLSearchParams(query), siteId);
  expect(parsed.errors).toEqual([]);
  return parsed.request;
}

describe("search service", () => {
  it("finds the fixed Java developer in Bengaluru with facets", async () => {
    const result = await search.searchJobs(request("query=java developer&location=Bengaluru"));
    expect(result.jobs.map((job) => job.id)).toContain(1);
    expect(result.facets.location.find((value) => value.value === "Bengaluru")?.selected).toBe(true);
  });
});
