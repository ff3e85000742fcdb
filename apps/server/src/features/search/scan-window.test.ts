/**
 * A filtered search reads the site's newest jobs once for its facets and continues past that window
 * for its candidates when the window holds too few (search-sql.ts, candidatesAfterScan), or asks the
 * text index when even the whole budget would hold too few, and a word the dictionary does not know
 * goes to the index straight away. With more jobs than the window, whichever way is taken, the pages
 * must list exactly the newest matches, in order, none twice, and facets must count all of them.
 */
import { openTestDatabase, type TestDatabase } from "@portal/db/testing";
import { parseSearchParams } from "@portal/domain";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertTestJob } from "../../testing/test-jobs.ts";
import { refreshSearchIndex } from "./refresh.ts";
import { sharedScanBudget } from "./search-sql.ts";
import { createSearchService } from "./service.ts";

const EXTRA_JOBS = 2_400;
/** Every CONTRACT_EVERY-th job is a contract: about 50 in the window, and more after it. */
const CONTRACT_EVERY = 20;
/** Every INTERNSHIP_EVERY-th job is an internship: too rare in the window for reading on to pay. */
const INTERNSHIP_EVERY = 300;

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  const templateId = await insertTestJob(database.pool, {
    title: "Scanwindow Surveyor",
    company: "Scanwindow Marine",
    locations: ["Kochi"],
    states: ["Kerala"],
  });
  // Copies of one job, a minute apart, each its own title (near-duplicates would collapse).
  await database.pool.query(
    `INSERT INTO jobs (site_id, slug, title, company_id, company_name, description_html, locations, states,
       country_code, experience_min, experience_max, salary_min, salary_max, currency_code, salary_terms, job_code,
       skills, function_name, role_name, industry_name, job_type, work_mode, employer_type, qualification, status,
       posted_at, expires_at)
     SELECT site_id, slug || '-' || n, title || ' ' || n, company_id, company_name, description_html, locations,
       states, country_code, experience_min, experience_max, salary_min, salary_max, currency_code, salary_terms,
       job_code || '-' || n, skills, function_name, role_name, industry_name,
       CASE WHEN n % $4 = 0 THEN 'internship' WHEN n % $2 = 0 THEN 'contract' ELSE 'full-time' END, work_mode, employer_type, qualification, status,
       now() - n * interval '1 minute', expires_at
       FROM jobs, generate_series(1, $3) AS n WHERE id = $1`,
    [templateId, CONTRACT_EVERY, EXTRA_JOBS, INTERNSHIP_EVERY],
  );
  await refreshSearchIndex(database.pool);
  // After the refresh: their word is in the index but not yet in the dictionary.
  for (const [index, city] of ["Pune", "Pune", "Mumbai"].entries()) {
    await insertTestJob(database.pool, {
      // Titles of their own: same company, title and city would collapse into one listing.
      title: `Zyxquartz Welder ${index + 1}`,
      company: "Zyxquartz Fabrication",
      locations: [city],
      // Older than the window of newest jobs, where a search of a common word finds its matches.
      postedDaysAgo: 25,
    });
  }
});
afterAll(() => database.drop());

it("lists the newest matches in order when they run past the shared window", async () => {
  const { rows } = await database.pool.query<{ id: string }>(
    `SELECT id FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now()
        AND 'Kochi' = ANY(locations) AND job_type = 'contract'
      ORDER BY posted_at DESC, id DESC`,
  );
  const expected = rows.map((row) => Number(row.id));
  const siteJobs = Number(
    (await database.pool.query("SELECT count(*) FROM job_search WHERE site_id = 'india'")).rows[0].count,
  );
  // The case under test: more matches than the window holds, and jobs after it.
  expect(siteJobs).toBeGreaterThan(sharedScanBudget(siteJobs));

  const search = createSearchService(database.pool);
  const listed: number[] = [];
  for (let page = 1; page <= 5; page++) {
    const { request } = parseSearchParams(
      new URLSearchParams(`location=Kochi&jobTypes=contract&sort=date&page=${page}`),
      "india",
    );
    const result = await search.searchJobs(request);
    listed.push(...result.jobs.map((job) => job.id));
    if (page === 1) {
      const contract = result.facets.jobType.find((value) => value.value === "contract");
      expect(contract?.selected).toBe(true);
      expect(result.facets.jobType.some((value) => value.value === "full-time")).toBe(true);
    }
  }
  expect(listed).toEqual(expected.slice(0, listed.length));
  expect(listed.length).toBe(Math.min(100, expected.length));
});

it("asks the text index when the window shows matches are rare, and still lists every one", async () => {
  const { rows } = await database.pool.query<{ id: string }>(
    `SELECT id FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now()
        AND locations && ARRAY['Kochi', 'Cochin'] AND job_type = 'internship'
      ORDER BY posted_at DESC, id DESC`,
  );
  // Cochin is Kochi's other name: the seeded jobs use both.
  const expected = rows.map((row) => Number(row.id));
  // Some in the window, some after it: whichever way they are found, none may be missed.
  expect(expected.length).toBeGreaterThan(4);

  const search = createSearchService(database.pool);
  const { request } = parseSearchParams(
    new URLSearchParams("location=Kochi&jobTypes=internship&sort=date"),
    "india",
  );
  const result = await search.searchJobs(request);
  expect(result.jobs.map((job) => job.id)).toEqual(expected);
  expect(result.total).toBe(expected.length);
  expect(result.totalIsCapped).toBe(false);
});

it("searches a word new to the dictionary through the index, facets included", async () => {
  const search = createSearchService(database.pool);
  const { request } = parseSearchParams(new URLSearchParams("query=zyxquartz&location=Pune"), "india");
  const result = await search.searchJobs(request);
  expect(result.total).toBe(2);
  expect(result.jobs.every((job) => job.locations.includes("Pune"))).toBe(true);
  expect(result.didYouMean).toBeUndefined();
  // The location facet counts the word's matches in every place, not only those in the window.
  const places = Object.fromEntries(result.facets.location.map((value) => [value.value, value.count]));
  expect(places).toEqual({ Pune: 2, Mumbai: 1 });
  expect(result.facets.location.find((value) => value.value === "Pune")?.selected).toBe(true);
});
