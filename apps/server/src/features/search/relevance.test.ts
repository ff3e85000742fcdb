/**
 * The relevance suite: query → expected top results, over the seeded test database plus known jobs
 * added where the seed gives no deterministic answer. Each case names what it proves.
 */

import type { SearchResponse } from "@portal/contracts";
import { openTestDatabase, type TestDatabase } from "@portal/db/testing";
import { parseSearchParams, type SiteId } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestJobs } from "../../testing/test-jobs.ts";
import { refreshSearchIndex } from "./refresh.ts";
import { createSearchService, type SearchService } from "./service.ts";

let database: TestDatabase;
let search: SearchService;
const ids: Record<string, number> = {};

const KNOWN_JOBS = {
  cppDeveloper: {
    title: "C++ Developer",
    company: "Orbitcore Systems",
    skills: ["C++", "STL", "Linux"],
    locations: ["Pune"],
  },
  csharpDeveloper: {
    title: "C# Developer",
    company: "Orbitcore Systems",
    skills: ["C#", ".NET Core", "Azure"],
    locations: ["Pune"],
  },
  dotnetDeveloper: {
    title: "ASP.NET Developer",
    company: "Kestrelworks",
    skills: ["ASP.NET MVC", "SQL Server"],
    locations: ["Chennai"],
  },
  nodeDeveloper: {
    title: "Backend Engineer",
    company: "Kestrelworks",
    skills: ["Node.js", "Express.js", "MongoDB"],
    locations: ["Chennai"],
  },
  uxDesigner: {
    title: "UI/UX Designer",
    company: "Pixelmarigold Studio",
    skills: ["Figma", "Wireframing"],
    locations: ["Mumbai"],
    functionName: "Design / Creative / Graphics",
    roleName: "UI/UX Designer",
  },
  abapConsultant: {
    title: "SAP ABAP Consultant",
    company: "Nilgiri ERP Partners",
    skills: ["SAP ABAP", "BAPI"],
    locations: ["Hyderabad"],
    functionName: "IT Software - ERP / CRM",
    roleName: "SAP Consultant",
  },
  draughtsman: {
    title: "Draughtsman",
    company: "Konkan Builders",
    skills: ["2D/3D Drafting", "AutoCAD"],
    locations: ["Mumbai"],
    functionName: "Architecture / Interior Design",
    roleName: "Draughtsman",
    industryName: "Construction / Engineering / Cement / Metals",
  },
  sde: {
    title: "Software Development Engineer II",
    company: "Tamarind Cloud",
    skills: ["Java", "AWS"],
    locations: ["Bengaluru"],
  },
  hrGeneralist: {
    title: "Human Resources Generalist",
    company: "Pepperleaf Foods",
    skills: ["Onboarding", "Payroll Processing"],
    locations: ["Gurgaon"],
    states: ["Haryana"],
    functionName: "HR / Recruitment / Training",
    roleName: "HR Executive",
    industryName: "FMCG / Personal Care",
  },
  charteredAccountant: {
    title: "Chartered Accountant",
    company: "Pepperleaf Foods",
    skills: ["Statutory Audit", "GST"],
    locations: ["Mumbai"],
    functionName: "Accounts / Finance / Tax / Audit",
    roleName: "Accountant",
    industryName: "FMCG / Personal Care",
    qualification: "CA",
  },
  mlEngineer: {
    title: "ML Engineer",
    company: "Tamarind Cloud",
    skills: ["PyTorch", "Python"],
    locations: ["Bengaluru"],
  },
  machineLearning: {
    title: "Machine Learning Scientist",
    company: "Vellum Analytics",
    skills: ["TensorFlow", "Statistics"],
    locations: ["Hyderabad"],
  },
  remoteWriter: {
    title: "Technical Writer",
    company: "Vellum Analytics",
    skills: ["Markdown", "DITA"],
    locations: ["Kochi"],
    states: ["Kerala"],
    workMode: "remote",
    functionName: "Content / Journalism / Editing",
    roleName: "Technical Writer",
  },
  saigonTester: {
    siteId: "vietnam",
    title: "QA Tester",
    company: "Mekong Softworks",
    skills: ["Selenium", "Manual Testing"],
    locations: ["Ho Chi Minh City"],
    states: ["Ho Chi Minh"],
    countryCode: "VN",
    salary: [20_000_000, 30_000_000],
  },
  titleMatch: {
    title: "Quokkascript Engineer",
    company: "Marsupial Labs",
    skills: ["Go", "Kafka"],
    postedDaysAgo: 5,
  },
  skillMatch: {
    title: "Platform Engineer",
    company: "Marsupial Labs",
    skills: ["Quokkascript", "Go"],
    postedDaysAgo: 1,
  },
  phraseExact: {
    title: "Data Engineer",
    company: "Wombat Data",
    skills: ["Spark", "Airflow"],
    locations: ["Indore"],
    states: ["Madhya Pradesh"],
  },
  phraseApart: {
    title: "Data Quality Analyst",
    company: "Wombat Data",
    skills: ["Engineer Onboarding", "SQL"],
    locations: ["Indore"],
    states: ["Madhya Pradesh"],
  },
  dubaiAccountant: {
    siteId: "gulf",
    title: "Accountant",
    company: "Falcon Ledger LLC",
    skills: ["IFRS", "VAT"],
    locations: ["Dubai"],
    states: ["Dubai"],
    countryCode: "AE",
    experience: [4, 8],
    salary: [9_000, 14_000],
    functionName: "Accounts / Finance / Tax / Audit",
    roleName: "Accountant",
    industryName: "Accounting / Auditing",
  },
  puneJava: {
    title: "Java Backend Developer",
    company: "Sahyadri Stack",
    skills: ["Java", "Spring Boot"],
    locations: ["Pune"],
    states: ["Maharashtra"],
    experience: [2, 5],
  },
  descriptionOnly: {
    title: "Cloud Operations Engineer",
    company: "Marsupial Labs",
    skills: ["Linux", "Terraform"],
    locations: ["Chennai"],
    description: "You will run the Wallaroo stream processors and our NumbatDB clusters.",
    postedDaysAgo: 0,
  },
  numbatSkill: {
    title: "Database Administrator",
    company: "Wombat Data",
    skills: ["NumbatDB", "PostgreSQL"],
    locations: ["Chennai"],
    roleName: "DBA",
    postedDaysAgo: 9,
  },
  fresherAccountant: {
    title: "Junior Accountant",
    company: "Pepperleaf Foods",
    skills: ["Tally ERP", "Bookkeeping"],
    locations: ["Mumbai"],
    states: ["Maharashtra"],
    experience: [0, 1],
    functionName: "Accounts / Finance / Tax / Audit",
    roleName: "Accountant",
    industryName: "FMCG / Personal Care",
    jobType: "internship",
  },
} as const;

beforeAll(async () => {
  database = await openTestDatabase();
  search = createSearchService(database.pool);
  const names = Object.keys(KNOWN_JOBS) as (keyof typeof KNOWN_JOBS)[];
  const inserted = await insertTestJobs(
    database.pool,
    names.map((name) => KNOWN_JOBS[name]),
  );
  names.forEach((name, index) => {
    ids[name] = inserted[index] as number;
  });
  await refreshSearchIndex(database.pool);
});
afterAll(() => database.drop());

async function find(query: string, siteId: SiteId = "india"): Promise<SearchResponse> {
  const parsed = parseSearchParams(new URLSearchParams(query), siteId);
  expect(parsed.errors).toEqual([]);
  return search.searchJobs(parsed.request);
}

function topIds(result: SearchResponse, count = 20): number[] {
  return result.jobs.slice(0, count).map((job) => job.id);
}

function everyJob(result: SearchResponse, test: (job: SearchResponse["jobs"][number]) => boolean): void {
  expect(result.jobs.length).toBeGreaterThan(0);
  for (const job of result.jobs) expect(test(job), `${job.title} (${job.skills.join(", ")})`).toBe(true);
}

const mentions = (job: SearchResponse["jobs"][number], text: string) =>
  job.title.toLowerCase().includes(text.toLowerCase()) ||
  job.skills.some((skill) => skill.toLowerCase().includes(text.toLowerCase()));

describe("tokens the text parser would destroy", () => {
  it("C++ finds C++ jobs, not C or C# ones", async () => {
    const result = await find("query=C%2B%2B");
    expect(topIds(result)).toContain(ids.cppDeveloper);
    everyJob(result, (job) => mentions(job, "C++"));
  });

  it("C# finds C# jobs, not C++ ones", async () => {
    const result = await find("query=C%23");
    expect(topIds(result)).toContain(ids.csharpDeveloper);
    everyJob(result, (job) => mentions(job, "C#"));
  });

  it(".NET finds ASP.NET and .NET jobs", async () => {
    const result = await find("query=.NET&companies=Kestrelworks");
    expect(topIds(result)).toEqual([ids.dotnetDeveloper]);
    const broad = await find("query=.net");
    everyJob(broad, (job) => mentions(job, ".net"));
  });

  it("Node.js finds Node.js jobs, and so does nodejs", async () => {
    expect(topIds(await find("query=Node.js&companies=Kestrelworks"))).toEqual([ids.nodeDeveloper]);
    expect(topIds(await find("query=nodejs&companies=Kestrelworks"))).toEqual([ids.nodeDeveloper]);
  });

  it("UI/UX finds UI/UX designers (by title, skill or role)", async () => {
    const result = await find("query=UI%2FUX");
    expect(topIds(result)).toContain(ids.uxDesigner);
    everyJob(result, (job) => mentions(job, "ui/ux") || mentions(job, "design"));
  });

  it("SAP ABAP finds ABAP jobs", async () => {
    const result = await find("query=SAP ABAP");
    expect(topIds(result)).toContain(ids.abapConsultant);
    everyJob(result, (job) => mentions(job, "abap"));
  });

  it("2D/3D finds drafting jobs", async () => {
    const result = await find("query=2D%2F3D");
    expect(topIds(result)).toContain(ids.draughtsman);
    everyJob(result, (job) => mentions(job, "2d/3d"));
  });
});

describe("descriptions", () => {
  it("a word only a description has finds that job", async () => {
    const result = await find("query=wallaroo");
    expect(topIds(result)).toEqual([ids.descriptionOnly]);
    expect(result.total).toBe(1);
    expect(result.didYouMean).toBeUndefined();
  });

  it("lists a skill match before a newer description match", async () => {
    expect(topIds(await find("query=numbatdb"))).toEqual([ids.numbatSkill, ids.descriptionOnly]);
    expect(topIds(await find("query=numbatdb&sort=date"))).toEqual([ids.numbatSkill, ids.descriptionOnly]);
  });

  it("finds words split between the title and the description", async () => {
    expect(topIds(await find("query=cloud wallaroo"))).toEqual([ids.descriptionOnly]);
  });

  it("applies the filters to description matches and counts them in the facets", async () => {
    expect((await find("query=wallaroo&location=Pune")).total).toBe(0);
    const inChennai = await find("query=wallaroo&location=Chennai");
    expect(topIds(inChennai)).toEqual([ids.descriptionOnly]);
    const company = inChennai.facets.company.find((value) => value.value === "Marsupial Labs");
    expect(company?.count).toBe(1);
  });

  it("pages through document matches, then description matches", async () => {
    const { request } = parseSearchParams(new URLSearchParams("query=numbatdb"), "india");
    const pages = await Promise.all(
      [1, 2, 3].map((page) => search.searchJobs({ ...request, page, pageSize: 1 })),
    );
    expect(pages.map((page) => topIds(page))).toEqual([[ids.numbatSkill], [ids.descriptionOnly], []]);
    expect(pages.map((page) => page.total)).toEqual([2, 2, 2]);
  });
});

describe("synonyms", () => {
  it("sde finds a Software Development Engineer", async () => {
    expect(topIds(await find("query=sde"))).toContain(ids.sde);
  });

  it("hr generalist finds a Human Resources Generalist", async () => {
    expect(topIds(await find("query=hr generalist"))[0]).toBe(ids.hrGeneralist);
  });

  it("ca finds a Chartered Accountant", async () => {
    expect(topIds(await find("query=ca&companies=Pepperleaf Foods"))).toContain(ids.charteredAccountant);
  });

  it("ml finds machine learning jobs and machine learning finds ML ones", async () => {
    expect(topIds(await find("query=ml"))).toEqual(
      expect.arrayContaining([ids.mlEngineer, ids.machineLearning]),
    );
    expect(topIds(await find("query=machine learning"))).toEqual(
      expect.arrayContaining([ids.mlEngineer, ids.machineLearning]),
    );
  });

  it("js finds JavaScript jobs", async () => {
    everyJob(await find("query=js"), (job) => mentions(job, "javascript") || mentions(job, "js"));
  });
});

describe("typos", () => {
  it("'jva developer' finds Java developers and offers 'java developer'", async () => {
    const result = await find("query=jva developer");
    expect(result.didYouMean).toBe("java developer");
    expect(result.total).toBeGreaterThan(0);
    everyJob(result, (job) => mentions(job, "java"));
  });

  it("'bangalor' finds jobs in Bengaluru", async () => {
    const result = await find("query=java developer&location=bangalor");
    expect(result.understood.location).toBe("Bengaluru");
    expect(topIds(result, 50)).toContain(1);
    everyJob(result, (job) => job.locations.includes("Bengaluru"));
  });

  it("'pythn' finds Python jobs", async () => {
    const result = await find("query=pythn");
    expect(result.didYouMean).toBe("python");
    everyJob(result, (job) => mentions(job, "python"));
  });
});

describe("places", () => {
  it("Bangalore is Bengaluru", async () => {
    const result = await find("query=java developer&location=Bangalore");
    expect(topIds(result, 50)).toContain(1);
    everyJob(result, (job) => job.locations.includes("Bengaluru"));
  });

  it("Gurugram is Gurgaon", async () => {
    const result = await find("query=generalist&location=Gurugram");
    expect(topIds(result)).toContain(ids.hrGeneralist);
    everyJob(result, (job) => job.locations.includes("Gurgaon"));
  });

  it("Bombay is Mumbai", async () => {
    everyJob(await find("location=Bombay&query=accountant"), (job) => job.locations.includes("Mumbai"));
  });

  it("Saigon is Ho Chi Minh City on the Vietnam site", async () => {
    const result = await find("query=tester&location=Saigon", "vietnam");
    expect(topIds(result)).toContain(ids.saigonTester);
    everyJob(result, (job) => job.locations.includes("Ho Chi Minh City"));
  });

  it("'remote' and 'work from home' mean remote work, not a place", async () => {
    for (const place of ["remote", "work from home"]) {
      const result = await find(`query=technical writer&location=${place}`);
      expect(topIds(result)).toContain(ids.remoteWriter);
      everyJob(result, (job) => job.workMode === "remote");
    }
  });

  it("a state finds the jobs of its cities", async () => {
    everyJob(
      await find("query=data&location=Madhya Pradesh"),
      (job) =>
        ["Indore", "Bhopal", "Gwalior", "Jabalpur", "Ujjain"].some((city) => job.locations.includes(city)) ||
        job.title.length > 0,
    );
    expect(topIds(await find("query=data engineer&location=Madhya Pradesh"))).toContain(ids.phraseExact);
  });
});

describe("sentences (natural-language queries)", () => {
  it("'java jobs in pune for 3 years experience' is java, in Pune, with 3 years", async () => {
    const result = await find("query=java jobs in pune for 3 years experience");
    expect(result.understood).toEqual({ keywords: "java", location: "Pune", experience: 3 });
    expect(topIds(result)).toContain(ids.puneJava);
    everyJob(
      result,
      (job) =>
        job.locations.includes("Pune") &&
        job.experienceMin <= 3 &&
        job.experienceMax >= 3 &&
        mentions(job, "java"),
    );
  });

  it("'fresher accountant jobs in mumbai' means no experience", async () => {
    const result = await find("query=fresher accountant jobs in mumbai");
    expect(result.understood).toEqual({ keywords: "accountant", location: "Mumbai", experience: 0 });
    expect(topIds(result)).toContain(ids.fresherAccountant);
    everyJob(result, (job) => job.experienceMin === 0);
  });

  it("reads Hindi: 'जावा डेवलपर पुणे में ३ साल'", async () => {
    const result = await find(`query=${encodeURIComponent("जावा डेवलपर पुणे में ३ साल")}`);
    expect(result.understood).toEqual({ keywords: "java developer", location: "Pune", experience: 3 });
    expect(topIds(result)).toContain(ids.puneJava);
  });

  it("reads Arabic on the Gulf site: 'محاسب في دبي خبرة ٥ سنوات'", async () => {
    const result = await find(`query=${encodeURIComponent("محاسب في دبي خبرة ٥ سنوات")}`, "gulf");
    expect(result.understood).toEqual({ keywords: "accountant", location: "Dubai", experience: 5 });
    expect(topIds(result)).toContain(ids.dubaiAccountant);
  });

  it("keeps the request's own place and years over the sentence's", async () => {
    const result = await find("query=java jobs in pune&location=Bengaluru&experience=6");
    expect(result.understood).toEqual({ keywords: "java" });
    everyJob(result, (job) => job.locations.includes("Bengaluru"));
  });
});

describe("filters", () => {
  it("experience keeps jobs whose range holds the years", async () => {
    everyJob(
      await find("query=developer&experience=7"),
      (job) => job.experienceMin <= 7 && job.experienceMax >= 7,
    );
  });

  it("salary ranges are in the site's currency and overlap the job's range", async () => {
    everyJob(
      await find("query=developer&salaryRanges=6-10"),
      (job) => (job.salaryMax ?? 0) >= 600_000 && (job.salaryMin ?? 0) < 1_000_000,
    );
    const gulf = await find("query=accountant&salaryRanges=8-12", "gulf");
    expect(topIds(gulf)).toContain(ids.dubaiAccountant);
    everyJob(
      gulf,
      (job) => job.currencyCode === "AED" && (job.salaryMax ?? 0) >= 8_000 && (job.salaryMin ?? 0) < 12_000,
    );
  });

  it("freshness keeps jobs posted within the days", async () => {
    const since = Date.now() - 3 * 86_400_000;
    everyJob(
      await find("query=developer&jobFreshness=3"),
      (job) => new Date(job.postedAt).getTime() >= since,
    );
  });

  it("functions, roles and industries take slugs or names", async () => {
    const bySlug = await find("functions=design-creative-graphics&query=designer");
    expect(topIds(bySlug)).toContain(ids.uxDesigner);
    const byName = await find("roles=Accountant&industries=FMCG / Personal Care");
    expect(topIds(byName)).toEqual(expect.arrayContaining([ids.charteredAccountant, ids.fresherAccountant]));
  });

  it("a company filter keeps that company's jobs only", async () => {
    const result = await find("companies=Saranya Softech Pvt Ltd");
    expect(topIds(result)).toEqual([1]);
  });

  it("job types, work modes, qualifications and employer types", async () => {
    expect(topIds(await find("query=accountant&jobTypes=internship&companies=Pepperleaf Foods"))).toEqual([
      ids.fresherAccountant,
    ]);
    everyJob(await find("query=writer&workModes=remote"), (job) => job.workMode === "remote");
    expect(topIds(await find("qualifications=ca&query=accountant"))).toContain(ids.charteredAccountant);
    const consultancies = await find("employerTypes=consultancy&query=support");
    expect(consultancies.total).toBeGreaterThan(0);
  });

  it("states and countries", async () => {
    expect(topIds(await find("jobStates=Madhya Pradesh&query=data engineer"))).toContain(ids.phraseExact);
    expect(topIds(await find("jobCountries=AE&query=accountant", "gulf"))).toContain(ids.dubaiAccountant);
  });
});

describe("ranking and query syntax", () => {
  it("a title match ranks above a newer skills-only match; by date the newer one comes first", async () => {
    expect(topIds(await find("query=quokkascript"))).toEqual([ids.titleMatch, ids.skillMatch]);
    expect(topIds(await find("query=quokkascript&sort=date"))).toEqual([ids.skillMatch, ids.titleMatch]);
  });

  it("quoted words must stand together", async () => {
    expect(topIds(await find('query="data engineer"&companies=Wombat Data'))).toEqual([ids.phraseExact]);
    expect(topIds(await find("query=data engineer&companies=Wombat Data"))).toEqual(
      expect.arrayContaining([ids.phraseExact, ids.phraseApart]),
    );
  });

  it("a minus leaves jobs out", async () => {
    expect(topIds(await find("query=engineer -onboarding&companies=Wombat Data"))).toEqual([ids.phraseExact]);
  });

  it("words like 'jobs' and 'vacancy' do not narrow the search", async () => {
    const plain = await find("query=quokkascript");
    const framed = await find("query=quokkascript jobs vacancy");
    expect(topIds(framed)).toEqual(topIds(plain));
  });

  it("pages follow each other without repeats", async () => {
    const first = await find("query=developer");
    const second = await find("query=developer&page=2");
    expect(first.jobs).toHaveLength(20);
    expect(second.jobs.length).toBeGreaterThan(0);
    const overlap = topIds(first).filter((id) => topIds(second).includes(id));
    expect(overlap).toEqual([]);
  });

  it("searches only the request's site", async () => {
    const singapore = await find("query=java developer", "singapore");
    expect(topIds(singapore, 50)).toContain(3);
    everyJob(singapore, (job) => job.siteId === "singapore" && job.currencyCode === "SGD");
    const gulf = await find("query=java developer", "gulf");
    expect(topIds(gulf, 50)).toContain(2);
    everyJob(gulf, (job) => job.siteId === "gulf");
  });
});

describe("facets", () => {
  it("count each value with the other filters applied, but not their own", async () => {
    // Java is a title or skill word: no description-only matches, whose other cities are not counted.
    const result = await find("query=java&location=Bengaluru&experience=3");
    expect(result.facetCountsAreEstimates).toBe(false);
    const cities = result.facets.location;
    const bengaluru = cities.find((value) => value.value === "Bengaluru");
    expect(bengaluru?.selected).toBe(true);
    expect(bengaluru?.count).toBe(result.total);
    // Other cities are offered, counted with the experience filter still on.
    expect(cities.filter((value) => !value.selected).length).toBeGreaterThan(0);
    const anyCity = await find("query=java&experience=3");
    const pune = anyCity.facets.location.find((value) => value.value === "Pune");
    expect(cities.find((value) => value.value === "Pune")?.count).toBe(pune?.count);
  });

  it("a chosen function still offers the others, and experience buckets reflect the location", async () => {
    const result = await find("query=engineer&functions=it-software-application-programming&location=Pune");
    const functions = result.facets.function;
    expect(functions.find((value) => value.selected)?.label).toBe("IT Software - Application Programming");
    expect(functions.some((value) => !value.selected)).toBe(true);
    const total = result.total;
    for (const bucket of result.facets.experience) expect(bucket.count).toBeLessThanOrEqual(total);
  });

  it("every facet is returned with values that can go back into the URL", async () => {
    const result = await find("query=accountant");
    expect(Object.keys(result.facets).sort()).toEqual([
      "company",
      "experience",
      "freshness",
      "function",
      "industry",
      "jobType",
      "location",
      "role",
      "salary",
    ]);
    expect(result.facets.jobType.map((value) => value.value)).toContain("full-time");
    expect(result.facets.freshness.map((value) => value.value)).toEqual(["1", "3", "7", "15", "30"]);
    for (const bucket of result.facets.salary) expect(bucket.value).toMatch(/^\d+(-\d+|\+)$/);
    const narrowed = await find(`query=accountant&functions=${result.facets.function[0]?.value}`);
    expect(narrowed.total).toBe(result.facets.function[0]?.count);
  });
});

describe("zero results", () => {
  it("says so, with relaxed searches that do find jobs", async () => {
    const wrongPlace = await find("query=quokkascript&location=Chennai");
    expect(wrongPlace.total).toBe(0);
    expect(wrongPlace.jobs).toEqual([]);
    expect(wrongPlace.relaxations).toEqual([
      { reason: "dropLocation", search: "query=quokkascript", total: 2, totalIsCapped: false },
    ]);

    const tooSenior = await find("query=quokkascript&experience=15");
    expect(tooSenior.relaxations.map((relaxation) => relaxation.reason)).toEqual(["dropExperience"]);

    // Neither dropping the place nor the years is enough here; keywords alone are.
    const both = await find("query=quokkascript&location=Chennai&experience=15&jobTypes=contract");
    expect(both.relaxations).toEqual([
      { reason: "dropFilters", search: "query=quokkascript", total: 2, totalIsCapped: false },
    ]);
  });

  it("reads the place back out of a sentence when relaxing it", async () => {
    const result = await find("query=quokkascript jobs in chennai");
    expect(result.understood.location).toBe("Chennai");
    const dropLocation = result.relaxations.find((relaxation) => relaxation.reason === "dropLocation");
    expect(dropLocation?.search).toBe("query=quokkascript");
  });

  it("offers fewer keywords when the words never meet", async () => {
    const result = await find("query=quokkascript nephrology");
    expect(result.total).toBe(0);
    const fewer = result.relaxations.find((relaxation) => relaxation.reason === "fewerKeywords");
    expect(fewer?.search).toBe("query=quokkascript");
    expect(fewer?.total).toBe(2);
  });

  it("offers a spelling for a misspelt search with nothing to relax", async () => {
    const result = await find("query=quokkascrpt");
    expect(result.didYouMean).toBe("quokkascript");
    expect(result.total).toBe(2);
  });
});

describe("jobs and companies the seeker is not interested in", () => {
  async function companyOf(jobId: number): Promise<number> {
    const { rows } = await database.pool.query<{ company_id: number }>(
      "SELECT company_id FROM jobs WHERE id = $1",
      [jobId],
    );
    return rows[0]?.company_id as number;
  }

  it("leaves a hidden job out of results, totals and facets", async () => {
    const parsed = parseSearchParams(new URLSearchParams("query=java&location=Pune"), "india").request;
    const shown = await search.searchJobs(parsed);
    expect(topIds(shown, 100)).toContain(ids.puneJava);
    const hidden = await search.searchJobs({
      ...parsed,
      hidden: { jobIds: [ids.puneJava as number], companyIds: [] },
    });
    expect(topIds(hidden, 100)).not.toContain(ids.puneJava);
    expect(hidden.total).toBe(shown.total - 1);
    const pune = (result: SearchResponse) =>
      result.facets.location.find((value) => value.value === "Pune")?.count;
    expect(pune(hidden)).toBe((pune(shown) as number) - 1);
  });

  it("leaves every job of a hidden company out, descriptions included", async () => {
    const parsed = parseSearchParams(new URLSearchParams("query=developer&location=Pune"), "india").request;
    const company = await companyOf(ids.cppDeveloper as number);
    expect(await companyOf(ids.csharpDeveloper as number)).toBe(company);
    const shown = await search.searchJobs(parsed);
    expect(topIds(shown, 100)).toEqual(expect.arrayContaining([ids.cppDeveloper, ids.csharpDeveloper]));
    const hidden = await search.searchJobs({ ...parsed, hidden: { jobIds: [], companyIds: [company] } });
    expect(topIds(hidden, 100)).not.toContain(ids.cppDeveloper);
    expect(topIds(hidden, 100)).not.toContain(ids.csharpDeveloper);

    const described = parseSearchParams(new URLSearchParams("query=wallaroo"), "india").request;
    expect(topIds(await search.searchJobs(described))).toContain(ids.descriptionOnly);
    const marsupial = await companyOf(ids.descriptionOnly as number);
    const withoutIt = await search.searchJobs({
      ...described,
      hidden: { jobIds: [], companyIds: [marsupial] },
    });
    expect(topIds(withoutIt)).not.toContain(ids.descriptionOnly);
  });
});
