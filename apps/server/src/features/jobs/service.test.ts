/** The job service's reads over the seeded test database plus a few known jobs. */
import type { JobsContract } from "@portal/contracts";
import { openTestDatabase, type TestDatabase } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestJobs } from "../../testing/test-jobs.ts";
import { createJobService } from "./service.ts";

let database: TestDatabase;
let jobs: JobsContract;
let open: number;
let expired: number;
let closed: number;
let gulf: number;

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = createJobService(database.pool);
  [open, expired, closed, gulf] = (await insertTestJobs(database.pool, [
    { title: "Marine Surveyor", company: "Tidewater Survey", locations: ["Kochi"] },
    { title: "Harbour Pilot", company: "Tidewater Survey", locations: ["Kochi"], expiresInDays: -1 },
    { title: "Dredging Engineer", company: "Tidewater Survey", locations: ["Kochi"], status: "closed" },
    {
      siteId: "gulf",
      title: "Port Captain",
      company: "Dhow Marine",
      locations: ["Dubai"],
      countryCode: "AE",
    },
  ])) as [number, number, number, number];
});
afterAll(() => database.drop());

describe("getJobSummaries", () => {
  it("answers in the order asked, without unknown ids or other sites' jobs", async () => {
    const cards = await jobs.getJobSummaries("india", [expired, 999_999_999, open, gulf, open, closed]);
    expect(cards.map((card) => card.id)).toEqual([expired, open, closed]);
    expect(cards[1]).toMatchObject({
      title: "Marine Surveyor",
      companyName: "Tidewater Survey",
      isExpired: false,
    });
    expect(cards[0]?.isExpired).toBe(true);
  });

  it("leaves out expired and closed jobs when only live ones are wanted", async () => {
    const cards = await jobs.getJobSummaries("india", [expired, open, closed], { liveOnly: true });
    expect(cards.map((card) => card.id)).toEqual([open]);
  });

  it("asks nothing for an empty or nonsense list", async () => {
    expect(await jobs.getJobSummaries("india", [])).toEqual([]);
    expect(await jobs.getJobSummaries("india", [-1, 0, 1.5, Number.NaN])).toEqual([]);
  });
});
