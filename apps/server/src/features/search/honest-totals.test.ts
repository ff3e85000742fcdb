/**
 * A total shown is the truth: every job it counts can be paged to, and no page it offers is empty.
 * Walked for broad and narrow searches, with and without filters (freshness narrows a broad keyword
 * to a few jobs: its total must follow).
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";

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
