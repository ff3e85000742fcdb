/**
 * The search index follows the jobs table: triggers index every insert, update, delete and
 * truncation; near-duplicates show once; expired and closed jobs never show; the refresh catches
 * up with time passing and rebuilds the dictionary.
 */

import type { SearchResponse } from "@portal/contracts";
import { openTestDatabase, type TestDatabase } from "@portal/db/testing";
import { normalizeSearchText, parseSearchParams } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestJob } from "../../testing/test-jobs.ts";
import { refreshSearchIndex } from "./refresh.ts";
import { createSearchService, type SearchService } from "./service.ts";

let database: TestDatabase;
let search: SearchService;

beforeAll(async () => {
  database = await openTestDatabase();
  search = createSearchService(database.pool);
});
afterAll(() => database.drop());

async function find(query: string): Promise<SearchResponse> {
  const parsed = parseSearchParams(new URLSearchParams(query), "india");
  expect(parsed.errors).toEqual([]);
  return search.searchJobs(parsed.request);
}

const ids = (result: SearchResponse) => result.jobs.map((job) => job.id);

describe("near-duplicate postings", () => {
  it("show once (the newest), and the next one takes over when it closes", async () => {
    const base = { title: "Hyacinth Router Engineer", company: "Duplo Networks", locations: ["Pune"] };
    const oldest = await insertTestJob(database.pool, { ...base, postedDaysAgo: 9 });
    const middle = await insertTestJob(database.pool, {
      ...base,
      title: "hyacinth router  engineer",
      postedDaysAgo: 5,
    });
    const newest = await insertTestJob(database.pool, { ...base, postedDaysAgo: 2 });
    // Same company and title in another city is another job.
    const elsewhere = await insertTestJob(database.pool, {
      ...base,
      locations: ["Chennai"],
      postedDaysAgo: 3,
    });

    expect(ids(await find("query=hyacinth router"))).toEqual([newest, elsewhere]);
    expect((await find("query=hyacinth router")).total).toBe(2);

    await database.pool.query("UPDATE jobs SET status = 'closed' WHERE id = $1", [newest]);
    expect(ids(await find("query=hyacinth router"))).toEqual([elsewhere, middle]);

    await database.pool.query("DELETE FROM jobs WHERE id = $1", [middle]);
    expect(ids(await find("query=hyacinth router"))).toEqual([elsewhere, oldest]);
  });
});

describe("expired and closed jobs", () => {
  it("never show, whatever the query", async () => {
    // The seed's expired (4) and closed (5) jobs, by title, company and city.
    for (const query of [
      "query=accounts executive&location=Mumbai",
      "companies=Saranya Softech Pvt Ltd",
      "query=staff nurse&location=Chennai",
      "companies=Lotus Bridge Placements",
    ]) {
      const found = ids(await find(query));
      expect(found).not.toContain(4);
      expect(found).not.toContain(5);
    }
    const { rows } = await database.pool.query<{ job_id: string }>(
      "SELECT job_id FROM job_search WHERE job_id IN (4, 5)",
    );
    expect(rows).toEqual([]);
  });

  it("leave the search the moment they expire, and the index on the next refresh", async () => {
    const id = await insertTestJob(database.pool, {
      title: "Marigold Kiln Operator",
      company: "Terracotta Works",
    });
    const older = await insertTestJob(database.pool, {
      title: "Marigold Kiln Operator",
      company: "Terracotta Works",
      postedDaysAgo: 4,
    });
    expect(ids(await find("query=marigold kiln"))).toEqual([id]);
    // Time passes: the closing date goes by without any change to the row (so no trigger fires).
    const client = await database.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL session_replication_role = replica");
      await client.query("UPDATE jobs SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
      await client.query("UPDATE job_search SET expires_at = now() - interval '1 minute' WHERE job_id = $1", [
        id,
      ]);
      await client.query("COMMIT");
    } finally {
      client.release();
    }
    expect(ids(await find("query=marigold kiln"))).toEqual([]);
    await refreshSearchIndex(database.pool);
    // The refresh drops it and shows the group's next live posting.
    expect(ids(await find("query=marigold kiln"))).toEqual([older]);
    const { rows } = await database.pool.query("SELECT 1 FROM job_search WHERE job_id = $1", [id]);
    expect(rows).toEqual([]);
  });

  it("come back when reopened", async () => {
    const id = await insertTestJob(database.pool, {
      title: "Saffron Loom Technician",
      company: "Kanchi Weaves",
      status: "closed",
    });
    expect(ids(await find("query=saffron loom"))).toEqual([]);
    await database.pool.query("UPDATE jobs SET status = 'open' WHERE id = $1", [id]);
    expect(ids(await find("query=saffron loom"))).toEqual([id]);
  });
});

describe("edits and bulk changes", () => {
  it("an edited title is searched by its new words only", async () => {
    const id = await insertTestJob(database.pool, { title: "Lantana Grower", company: "Hillside Nursery" });
    await database.pool.query(
      "UPDATE jobs SET title = 'Bougainvillea Grower', description_html = '<p>Bougainvillea beds.</p>' WHERE id = $1",
      [id],
    );
    expect(ids(await find("query=lantana"))).not.toContain(id);
    expect(ids(await find("query=bougainvillea"))).toEqual([id]);
  });

  it("an edited description is searched by its new words only", async () => {
    const id = await insertTestJob(database.pool, {
      title: "Greenhouse Supervisor",
      company: "Hillside Nursery",
      description: "Tend the heliconia houses.",
    });
    expect(ids(await find("query=heliconia"))).toEqual([id]);
    await database.pool.query(
      "UPDATE jobs SET description_html = '<p>Tend the strelitzia houses.</p>' WHERE id = $1",
      [id],
    );
    expect(ids(await find("query=heliconia"))).toEqual([]);
    expect(ids(await find("query=strelitzia"))).toEqual([id]);
  });

  it("truncating jobs empties the index", async () => {
    const copy = await openTestDatabase();
    try {
      await copy.pool.query("TRUNCATE jobs, companies CASCADE");
      const { rows } = await copy.pool.query<{ count: string }>("SELECT count(*) FROM job_search");
      expect(rows[0]?.count).toBe("0");
    } finally {
      await copy.drop();
    }
  });

  it("indexes every open, unexpired seeded job once per duplicate group", async () => {
    const { rows } = await database.pool.query<{ indexed: string; groups: string }>(
      `SELECT (SELECT count(*) FROM job_search) AS indexed,
              (SELECT count(DISTINCT (site_id, portal_duplicate_key(company_id, title, locations)))
                 FROM jobs WHERE status = 'open' AND expires_at > now()) AS groups`,
    );
    expect(rows[0]?.indexed).toBe(rows[0]?.groups);
  });
});

describe("the dictionary", () => {
  it("is rebuilt by the refresh with skills, titles, companies, cities, their other names and words", async () => {
    await insertTestJob(database.pool, {
      title: "Tamarillo Picker",
      company: "Orchard Row",
      skills: ["Tamarillo Grading"],
      locations: ["Bengaluru"],
    });
    await refreshSearchIndex(database.pool);
    const { rows } = await database.pool.query<{ kind: string; term: string; display: string }>(
      `SELECT kind, term, display FROM search_terms
        WHERE site_id = 'india' AND term IN ('tamarillo picker', 'tamarillo grading', 'orchard row', 'tamarillo', 'bangalore', 'picker')
        ORDER BY kind, term`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: "company", term: "orchard row", display: "Orchard Row" },
        { kind: "location", term: "bangalore", display: "Bengaluru" },
        { kind: "skill", term: "tamarillo grading", display: "Tamarillo Grading" },
        { kind: "title", term: "picker", display: "Tamarillo Picker" },
        { kind: "title", term: "tamarillo picker", display: "Tamarillo Picker" },
        { kind: "word", term: "tamarillo", display: "tamarillo" },
      ]),
    );
  });

  it("refreshes once at a time across processes", async () => {
    const results = await Promise.all([refreshSearchIndex(database.pool), refreshSearchIndex(database.pool)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe("text normalisation", () => {
  it("is the same in SQL (indexed text) and in TypeScript (queries)", async () => {
    const { rows: skills } = await database.pool.query<{ skill: string }>(
      "SELECT DISTINCT unnest(skills) AS skill FROM jobs",
    );
    const samples = [
      ...skills.map((row) => row.skill),
      "Senior C++/C# Developer",
      "ASP.NET, .NET Core and VB.NET",
      "Node.js / Vue.js / next.js",
      "UI/UX, 2D/3D, PL/SQL, R&D, B.E/B.Tech",
      "c#, f# and c++17",
      ".net",
      "e-commerce",
    ];
    const { rows } = await database.pool.query<{ input: string; output: string }>(
      "SELECT input, portal_search_text(input) AS output FROM unnest($1::text[]) AS input",
      [samples],
    );
    for (const row of rows) expect(normalizeSearchText(row.input), row.input).toBe(row.output);
  });
});

describe("cities new since the dictionary's last rebuild", () => {
  it("find their jobs by name at once, under either name of the city", async () => {
    await refreshSearchIndex(database.pool);
    // The seed's jobs say "Cochin"; the dictionary knows "Kochi" only as its other name.
    const posted = await insertTestJob(database.pool, {
      title: "Quillfeather Boat Builder",
      company: "Backwater Yards",
      locations: ["Kochi"],
    });
    expect(ids(await find("query=quillfeather&location=Kochi"))).toEqual([posted]);
    expect(ids(await find("query=quillfeather&location=Cochin"))).toEqual([posted]);
    // A city no job has ever named stays an unknown place.
    expect((await find("query=quillfeather&location=Atlantis")).total).toBe(0);
  });
});
