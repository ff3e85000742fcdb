import type { BrowseServiceContract } from "@portal/contracts";
import { openTestDatabase, type TestDatabase } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowseService } from "./listing-pages.ts";

let database: TestDatabase;
let browse: BrowseServiceContract;

beforeAll(async () => {
  database = await openTestDatabase();
  browse = createBrowseService(database.pool);
});
afterAll(() => database.drop());

describe("browse service", () => {
  it("finds a company by slug only on a site it has posted on", async () => {
    expect(await browse.findCompany("india", "saranya-softech")).toEqual({
      name: "Saranya Softech Pvt Ltd",
      slug: "saranya-softech",
    });
    expect(await browse.findCompany("gulf", "saranya-softech")).not.toBeNull();
    // Lotus Bridge posts in India and the Philippines only.
    expect(await browse.findCompany("gulf", "lotus-bridge-placements")).toBeNull();
    expect(await browse.findCompany("india", "no-such-company")).toBeNull();
  });

  it("gives the slugs of companies known by name", async () => {
    const slugs = await browse.companySlugs([
      "Saranya Softech Pvt Ltd",
      "Lotus Bridge Placements",
      "Nobody Ltd",
    ]);
    expect(Object.fromEntries(slugs)).toEqual({
      "Saranya Softech Pvt Ltd": "saranya-softech",
      "Lotus Bridge Placements": "lotus-bridge-placements",
    });
    expect((await browse.companySlugs([])).size).toBe(0);
  });

  it("spans every job id", async () => {
    const { rows } = await database.pool.query<{ min: string; max: string }>(
      "SELECT min(id) AS min, max(id) AS max FROM jobs",
    );
    expect(await browse.jobIdRange()).toEqual({ minId: Number(rows[0]?.min), maxId: Number(rows[0]?.max) });
  });

  it("knows when a site's newest open job was posted", async () => {
    const { rows } = await database.pool.query<{ latest: Date }>(
      "SELECT max(posted_at) AS latest FROM jobs WHERE site_id = 'india' AND status = 'open'",
    );
    expect(await browse.latestPostedAt("india")).toBe(rows[0]?.latest.toISOString());
  });

  it("lists open jobs of one site by id range, in id order, page by page", async () => {
    const { maxId } = await browse.jobIdRange();
    const all = await browse.openJobPages("india", 0, (maxId ?? 0) + 1, 100_000);
    expect(all.length).toBeGreaterThan(10);
    expect(all.map((job) => job.id)).toEqual([...all.map((job) => job.id)].sort((a, b) => a - b));
    // Jobs 1 (open, India) is listed; 2 (Gulf), 4 (expired) and 5 (closed) are not.
    const ids = new Set(all.map((job) => job.id));
    expect(ids.has(1)).toBe(true);
    for (const id of [2, 4, 5]) expect(ids.has(id)).toBe(false);
    expect(all[0]).toMatchObject({ id: 1, slug: expect.stringMatching(/^java-developer/) });
    expect(all[0]?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Reading in small pages (keyset on id) gives the same list.
    const paged = [];
    let afterId = 0;
    for (;;) {
      const page = await browse.openJobPages("india", afterId, (maxId ?? 0) + 1, 7);
      paged.push(...page);
      if (page.length < 7) break;
      afterId = page[page.length - 1]?.id ?? 0;
    }
    expect(paged).toEqual(all);

    // The upper bound is exclusive.
    const firstTen = await browse.openJobPages("india", 0, 11, 100);
    expect(firstTen.every((job) => job.id < 11)).toBe(true);
  });
});
