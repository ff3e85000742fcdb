/**
 * A total shown is the truth: every job it counts can be paged to, and no page it offers is empty.
 * Walked for broad and narrow searches, with and without filters (freshness narrows a broad keyword
 * to a few jobs: its total must follow), and for what was posted after an instant (a job alert's window).
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { createSearchService } from "./service.ts";

const testApp = useTestApp();

interface Page {
  total: number;
  totalIsCapped: boolean;
  pageSize: number;
  jobs: { id: number }[];
}

async function page(query: string, number: number): Promise<Page> {
  const reply = await testApp.app.inject({
    url: `/api/jobs/search?${query}&page=${number}`,
    headers: { host: "in.localhost" },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

describe("search totals", () => {
  it.each([
    "query=java",
    "query=java&jobFreshness=1",
    "query=developer&jobFreshness=3",
    "location=Bengaluru",
    "query=sales&location=Mumbai",
    "jobTypes=full-time&experienceRanges=2-5",
  ])("%s: the total is the number of jobs its pages hold", async (query) => {
    const first = await page(query, 1);
    expect(first.totalIsCapped).toBe(false);
    const pages = Math.ceil(first.total / first.pageSize);
    const seen = new Set<number>(first.jobs.map((job) => job.id));
    for (let number = 2; number <= pages; number += 1) {
      const next = await page(query, number);
      expect(next.jobs.length, `page ${number} of ${pages}`).toBeGreaterThan(0);
      for (const job of next.jobs) seen.add(job.id);
    }
    expect(seen.size).toBe(first.total);
    expect((await page(query, pages + 1)).jobs).toEqual([]);
  });
});

describe("jobs posted after an instant (what a job alert asks)", () => {
  it("are exactly the search's jobs posted after it, counted exactly", async () => {
    const search = createSearchService(testApp.pool);
    const request = { siteId: "india", query: "java", sort: "date", page: 1, pageSize: 100 } as const;
    const all = await search.searchJobs(request);
    expect(all.totalIsCapped).toBe(false);
    expect(all.total).toBeLessThanOrEqual(100);
    expect(all.jobs.length).toBeGreaterThan(4);
    const instant = all.jobs[Math.floor(all.jobs.length / 2)]?.postedAt ?? "";
    const newer = all.jobs.filter((job) => job.postedAt > instant).map((job) => job.id);
    expect(newer.length).toBeGreaterThan(0);

    const after = await search.searchJobs({ ...request, postedAfter: instant });
    expect(after.jobs.map((job) => job.id)).toEqual(newer);
    expect(after.total).toBe(newer.length);
    const jobsOnly = await search.searchJobs({ ...request, postedAfter: instant, jobsOnly: true });
    expect(jobsOnly.jobs.map((job) => job.id)).toEqual(newer);
  });
});
