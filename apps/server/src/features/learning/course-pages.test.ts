/**
 * "Courses for you" through the course service and its PostgreSQL cache, the provider stubbed through the
 * LearningProvider interface: a seeker who wants data analyst jobs and knows Excel gets first the courses
 * teaching what those open jobs ask for and the profile lacks, each saying which skills it adds and how
 * many jobs ask; with the provider down, the same answer comes from the cache. Recruiters get nothing.
 * Then the same on the seeded open jobs, through the real search service and the provider's catalogue.
 */

import { readFileSync } from "node:fs";
import type { AccountUser, Course, CourseBundle, SearchResponse } from "@portal/contracts";
import { emptyProfileData, JOB_ROLES, type ProfileDetail, type SearchRequest } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { createSearchService } from "../search/index.ts";
import { createCoursePages } from "./course-pages.ts";
import { createCourseService } from "./courses.ts";
import { type LearningProvider, ProviderUnavailable } from "./provider-client.ts";

const testApp = useTestApp();

const course = (id: string, skills: string[], level: Course["level"] = "beginner"): Course => ({
  id,
  title: id,
  summary: `${id} summary`,
  category: "data",
  level,
  minutes: 60,
  skills,
  languages: ["en"],
  priceTier: "t1",
  previewUrl: `http://provider.test/media/${id}.mp4`,
  captionsUrl: `http://provider.test/media/${id}.vtt`,
});

// 25 courses: more than one provider page (20), so the ranking has to read the whole catalogue.
const CATALOGUE: Course[] = [
  ...Array.from({ length: 20 }, (_, index) =>
    course(`nursing-${index}`, ["plan nursing care", "carry out wound care"]),
  ),
  course("spreadsheets", ["use spreadsheets software", "Microsoft Excel"]),
  course("python-for-data", ["Python", "perform data analysis"]),
  course("sql-advanced", ["Structured query language SQL"], "advanced"),
  course("sql-basics", ["Structured query language SQL", "create data models"]),
  course("power-bi", ["Microsoft Power BI"], "intermediate"),
];
const BUNDLES: CourseBundle[] = [
  {
    id: "analyst-path",
    title: "Analyst path",
    summary: "",
    category: "data",
    courseIds: ["sql-basics", "python-for-data", "power-bi"],
    minutes: 180,
    skills: ["Structured query language SQL", "Python", "Microsoft Power BI"],
    languages: ["en"],
    priceTier: "t2",
  },
  {
    id: "nursing-path",
    title: "Nursing path",
    summary: "",
    category: "nursing",
    courseIds: ["nursing-0", "nursing-1", "nursing-2"],
    minutes: 180,
    skills: ["plan nursing care"],
    languages: ["en"],
    priceTier: "t2",
  },
];

/** The catalogue calls alone: nothing else of the provider is asked for here. */
function fakeProvider(state: { down: boolean }): LearningProvider {
  const answer = <T>(value: T): Promise<T> =>
    state.down ? Promise.reject(new ProviderUnavailable("down")) : Promise.resolve(value);
  const catalogue: Pick<LearningProvider, "courses" | "course" | "bundles" | "bundle"> = {
    courses: (query) => {
      const page = query.page ?? 1;
      return answer({
        items: CATALOGUE.slice((page - 1) * 20, page * 20),
        total: CATALOGUE.length,
        page,
        pageSize: 20,
      });
    },
    course: (id) => answer(CATALOGUE.find((entry) => entry.id === id) ?? null),
    bundles: () => answer({ items: BUNDLES, total: BUNDLES.length }),
    bundle: (id) => answer(BUNDLES.find((entry) => entry.id === id) ?? null),
  };
  return catalogue as LearningProvider;
}

const DATA_ANALYST = JOB_ROLES.find((role) => role.name === "Data Analyst");

const profile = {
  id: "profile-1",
  data: {
    ...emptyProfileData(),
    skills: ["Excel", "Communication"],
    preferences: { roleIds: [DATA_ANALYST?.id ?? 0] },
  },
} as unknown as ProfileDetail;

/** Open jobs per search: what the data analyst role and the recent "reporting" search find. */
const JOBS: Record<string, string[][]> = {
  "Data Analyst": [
    ["SQL", "Python", "Excel", "Power BI"],
    ["SQL", "Python", "Tableau"],
    ["SQL", "Excel", "Power BI"],
  ],
  reporting: [["SQL", "Statistics"]],
};

function fakeSearch(asked: SearchRequest[]) {
  return {
    async searchJobs(request: SearchRequest): Promise<SearchResponse> {
      asked.push(request);
      const skills = JOBS[request.query ?? ""] ?? [];
      return {
        jobs: skills.map((jobSkills, index) => ({
          id: (request.query === "reporting" ? 100 : 1) + index,
          skills: jobSkills,
        })),
      } as unknown as SearchResponse;
    },
  };
}

const seeker = { id: "00000000-0000-4000-8000-000000000001", role: "seeker" } as AccountUser;

/** "Courses for you" sells nothing itself: buying is purchases.test.ts's. */
const notBuying = {
  offer: () => Promise.reject(new Error("not in this test")),
  addToCart: () => Promise.reject(new Error("not in this test")),
  coursePrices: () => [],
};

describe("courses for you", () => {
  it("ranks the courses and bundles that teach what the target jobs ask for and the profile lacks", async () => {
    const state = { down: false };
    const asked: SearchRequest[] = [];
    const pages = createCoursePages({
      courses: createCourseService({
        pool: testApp.pool,
        provider: fakeProvider(state),
        webhookSecret: "unused-in-this-test-0123456789",
        log: { warn: () => {} },
        // Every read asks the provider: this test sees it go down.
        freshMs: 0,
      }),
      purchases: notBuying,
      providerUrl: new URL("http://provider.test/"),
      profiles: { defaultProfile: async () => profile },
      search: fakeSearch(asked),
      savedSearches: {
        recentSearches: async () => [
          { search: "query=reporting", query: "reporting", location: "", searchedAt: "2026-01-01T00:00:00Z" },
        ],
      },
    });

    const forYou = await pages.forYou(seeker, "india");
    expect(asked.map((request) => [request.query, request.siteId, request.jobsOnly])).toEqual([
      ["Data Analyst", "india", true],
      ["reporting", "india", true],
    ]);
    expect(forYou?.targets).toEqual(["Data Analyst", "reporting"]);
    expect(forYou?.jobsRead).toBe(4);
    expect(forYou?.gaps.slice(0, 3)).toEqual([
      { skill: "SQL", jobs: 4 },
      { skill: "Power BI", jobs: 2 },
      { skill: "Python", jobs: 2 },
    ]);
    const top = forYou?.courses.slice(0, 3) ?? [];
    // The seeker is new to the field: the advanced SQL course waits behind what they can start with.
    expect(top.map((entry) => entry.course.id)).toEqual(["sql-basics", "python-for-data", "power-bi"]);
    // Every one of the top three teaches a skill the seeker lacks and their target jobs ask for.
    for (const entry of top) {
      expect(entry.adds.length).toBeGreaterThan(0);
      for (const gap of entry.adds) expect(["SQL", "Power BI", "Python"]).toContain(gap.skill);
    }
    expect(top[0]?.adds).toEqual([{ skill: "SQL", jobs: 4 }]);
    expect(forYou?.courses.map((entry) => entry.course.id)).not.toContain("spreadsheets");
    expect(forYou?.bundles.map((entry) => entry.bundle.id)).toEqual(["analyst-path"]);
    expect(forYou?.bundles[0]?.adds.map((gap) => gap.skill)).toEqual(["SQL", "Power BI", "Python"]);
    expect(forYou?.fromCache).toBe(false);

    // The provider down: the same recommendations, from the cache, marked.
    state.down = true;
    const cached = await pages.forYou(seeker, "india");
    expect(cached?.courses.map((entry) => entry.course.id)).toEqual(
      forYou?.courses.map((entry) => entry.course.id),
    );
    expect(cached?.fromCache).toBe(true);
    expect(pages.providerUrl()).toBe("http://provider.test");

    expect(await pages.forYou({ ...seeker, role: "recruiter" } as AccountUser, "india")).toBeNull();
  });
});

describe("the catalogue in memory", () => {
  it("asks the provider once per question while the answer is fresh, and once for concurrent readers", async () => {
    const asked: string[] = [];
    const counting = fakeProvider({ down: false });
    const provider = {
      ...counting,
      courses: (query: Parameters<LearningProvider["courses"]>[0]) => {
        asked.push(`courses:${query.page ?? 1}`);
        return counting.courses(query);
      },
      bundles: () => {
        asked.push("bundles");
        return counting.bundles();
      },
    } as LearningProvider;
    const pages = createCoursePages({
      courses: createCourseService({
        pool: testApp.pool,
        provider,
        webhookSecret: "unused-in-this-test-0123456789",
        log: { warn: () => {} },
        freshMs: 60_000,
      }),
      purchases: notBuying,
      providerUrl: new URL("http://provider.test/"),
      profiles: { defaultProfile: async () => profile },
      search: fakeSearch([]),
      savedSearches: { recentSearches: async () => [] },
    });
    const [first, second] = await Promise.all([pages.forYou(seeker, "india"), pages.forYou(seeker, "india")]);
    expect(second).toEqual(first);
    expect(asked.sort()).toEqual(["bundles", "courses:1", "courses:2"]);
    // The next page view is served from memory: nothing asked.
    await pages.forYou(seeker, "india");
    await pages.courses({ page: 2 }, "india");
    expect(asked).toHaveLength(3);
  });
});

describe("courses for you on the seeded open jobs", () => {
  it("puts first courses teaching skills the seeker's wanted role asks for in open jobs and they lack", async () => {
    // The provider's own catalogue (its committed file), served through the interface.
    const catalogue = JSON.parse(
      readFileSync(new URL("../../../../learning-provider/catalogue.json", import.meta.url), "utf8"),
    ) as { courses: Omit<Course, "previewUrl" | "captionsUrl">[]; bundles: CourseBundle[] };
    const courses = catalogue.courses.map((entry) => ({ ...entry, previewUrl: "", captionsUrl: "" }));
    const provider: Pick<LearningProvider, "courses" | "course" | "bundles" | "bundle"> = {
      courses: async (query) => {
        const page = query.page ?? 1;
        return {
          items: courses.slice((page - 1) * 20, page * 20),
          total: courses.length,
          page,
          pageSize: 20,
        };
      },
      course: async (id) => courses.find((entry) => entry.id === id) ?? null,
      bundles: async () => ({ items: catalogue.bundles, total: catalogue.bundles.length }),
      bundle: async (id) => catalogue.bundles.find((entry) => entry.id === id) ?? null,
    };
    const search = createSearchService(testApp.pool);
    const pages = createCoursePages({
      courses: createCourseService({
        pool: testApp.pool,
        provider: provider as LearningProvider,
        webhookSecret: "unused-in-this-test-0123456789",
        log: { warn: () => {} },
      }),
      purchases: notBuying,
      providerUrl: new URL("http://provider.test/"),
      profiles: { defaultProfile: async () => profile },
      search,
      savedSearches: { recentSearches: async () => [] },
    });

    const forYou = await pages.forYou(seeker, "india");
    // What the open data analyst jobs of the seeded site ask for, read independently.
    const open = await search.searchJobs({
      siteId: "india",
      query: "Data Analyst",
      sort: "relevance",
      page: 1,
      pageSize: 30,
      jobsOnly: true,
    });
    const asked = new Set(open.jobs.flatMap((job) => job.skills.map((skill) => skill.toLowerCase())));
    expect(open.jobs.length).toBeGreaterThan(0);
    const top = forYou?.courses.slice(0, 3) ?? [];
    expect(top).toHaveLength(3);
    for (const entry of top) {
      expect(entry.adds.length).toBeGreaterThan(0);
      for (const gap of entry.adds) {
        expect(asked.has(gap.skill.toLowerCase())).toBe(true);
        expect(["excel", "communication"]).not.toContain(gap.skill.toLowerCase());
        expect(gap.jobs).toBe(
          open.jobs.filter((job) =>
            job.skills.some((skill) => skill.toLowerCase() === gap.skill.toLowerCase()),
          ).length,
        );
      }
    }
  });
});
