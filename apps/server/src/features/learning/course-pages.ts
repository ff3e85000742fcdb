/**
 * The course catalogue as pages see it (`services.courses`, CoursesContract), and "Courses for you" (issue
 * 29): the skills the seeker's target jobs ask for and their default profile lacks, counted over open jobs
 * read through the search service, then courses and bundles ranked by @portal/domain's rankCoursesForGap.
 *
 * Targets are the default profile's wanted roles (else their current designation) and their recent
 * searches on this site, a few of each: what the seeker says they want and what they look for. Only the
 * best matches of each are read (jobsOnly: no facets, no counts), enough to see which skills recur.
 */
import type {
  AccountUser,
  Course,
  CourseBundle,
  CoursesContract,
  CoursesForYou,
  RecentSearchEntry,
  SearchResponse,
} from "@portal/contracts";
import {
  JOB_ROLES,
  type LearningLevel,
  missingSkillCounts,
  type ProfileDetail,
  parseSearchParams,
  rankCoursesForGap,
  type SearchRequest,
  type SiteId,
} from "@portal/domain";
import type { CourseService } from "./courses.ts";
import type { CoursePurchases } from "./purchases.ts";

/** Targets of each kind looked at, and open jobs read per target. */
const ROLE_TARGETS = 3;
const SEARCH_TARGETS = 3;
const JOBS_PER_TARGET = 30;
/** The provider pages its catalogue by 20: this many pages at most are read for the ranking. */
const CATALOGUE_PAGES = 15;
const COURSES_FOR_YOU = 6;
const BUNDLES_FOR_YOU = 3;

export interface CoursePagesDependencies {
  courses: CourseService;
  purchases: Pick<CoursePurchases, "offer" | "addToCart" | "coursePrices">;
  providerUrl: URL;
  profiles: { defaultProfile(userId: string): Promise<ProfileDetail | null> };
  search: { searchJobs(request: SearchRequest): Promise<SearchResponse> };
  savedSearches: {
    recentSearches(userId: string, siteId: SiteId, limit?: number): Promise<RecentSearchEntry[]>;
  };
}

/** The level to start at: a fresher or a junior begins at the beginning. */
function levelFor(profile: ProfileDetail | null): LearningLevel {
  const experience = profile?.data.experience;
  if (!experience || experience.isFresher || experience.years < 2) return "beginner";
  return experience.years < 6 ? "intermediate" : "advanced";
}

function profileSkills(profile: ProfileDetail | null): string[] {
  const data = profile?.data;
  return [...(data?.skills ?? []), ...(data?.itSkills ?? []).map((skill) => skill.name)];
}

function wantedRoles(profile: ProfileDetail | null): string[] {
  const data = profile?.data;
  const roles = (data?.preferences?.roleIds ?? [])
    .map((id) => JOB_ROLES.find((role) => role.id === id)?.name ?? "")
    .filter(Boolean);
  if (roles.length > 0) return roles.slice(0, ROLE_TARGETS);
  const employments = data?.employments ?? [];
  const current = (employments.find((entry) => entry.isCurrent) ?? employments[0])?.designation.trim();
  return current ? [current] : [];
}

export function createCoursePages(dependencies: CoursePagesDependencies): CoursesContract {
  const { courses } = dependencies;

  /** The whole catalogue, page by page (the ranking needs every course); cached like every read. */
  async function allCourses(): Promise<{ items: Course[]; fromCache: boolean }> {
    const first = await courses.courses({ page: 1 });
    const pages = Math.min(CATALOGUE_PAGES, Math.ceil(first.value.total / Math.max(1, first.value.pageSize)));
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, index) => courses.courses({ page: index + 2 })),
    );
    return {
      items: [first, ...rest].flatMap((answer) => answer.value.items),
      fromCache: [first, ...rest].some((answer) => answer.fromCache),
    };
  }

  async function targetJobs(user: AccountUser, siteId: SiteId, profile: ProfileDetail | null) {
    const recent = await dependencies.savedSearches.recentSearches(user.id, siteId, SEARCH_TARGETS);
    const requests: { label: string; request: SearchRequest }[] = [
      ...wantedRoles(profile).map((role) => ({
        label: role,
        request: { siteId, query: role } as SearchRequest,
      })),
      ...recent
        .map((entry) => ({
          label: [entry.query, entry.location].filter(Boolean).join(", "),
          request: parseSearchParams(new URLSearchParams(entry.search), siteId).request,
        }))
        .filter((target) => target.label),
    ];
    const answers = await Promise.all(
      requests.map(({ request }) =>
        dependencies.search.searchJobs({
          ...request,
          sort: "relevance",
          page: 1,
          pageSize: JOBS_PER_TARGET,
          jobsOnly: true,
        }),
      ),
    );
    // One job found by two targets counts once.
    const jobs = new Map(answers.flatMap((answer) => answer.jobs).map((job) => [job.id, job.skills]));
    return { targets: requests.map((target) => target.label), jobs: [...jobs.values()] };
  }

  return {
    async courses(search, siteId) {
      const { maxPriceMinor, ...rest } = search;
      if (maxPriceMinor === undefined) return courses.courses(rest);
      const tiers = dependencies.purchases
        .coursePrices(siteId)
        .filter((entry) => entry.priceMinor <= maxPriceMinor)
        .map((entry) => entry.tier);
      // Nothing is that cheap on this site: no need to ask.
      if (tiers.length === 0)
        return {
          value: { items: [], total: 0, page: rest.page ?? 1, pageSize: 20 },
          fromCache: false,
          fetchedAt: new Date().toISOString(),
        };
      return courses.courses({ ...rest, priceTiers: tiers.join(",") });
    },
    coursePrices: (siteId) => dependencies.purchases.coursePrices(siteId),
    course: (id) => courses.course(id),
    bundles: () => courses.bundles(),
    bundle: (id) => courses.bundle(id),
    providerUrl: () => dependencies.providerUrl.href.replace(/\/$/, ""),
    offer: (user, siteId, kind, item) =>
      dependencies.purchases.offer(user, siteId, kind, item.id, item.priceTier),
    addToCart: (owner, siteId, kind, id) => dependencies.purchases.addToCart(owner, siteId, kind, id),

    async forYou(user, siteId): Promise<CoursesForYou | null> {
      if (user.role !== "seeker") return null;
      const profile = await dependencies.profiles.defaultProfile(user.id);
      const { targets, jobs } = await targetJobs(user, siteId, profile);
      const gaps = missingSkillCounts(jobs, profileSkills(profile));
      if (gaps.length === 0)
        return { targets, jobsRead: jobs.length, gaps, courses: [], bundles: [], fromCache: false };
      const [catalogue, bundles] = await Promise.all([allCourses(), courses.bundles()]);
      const level = levelFor(profile);
      const rankedCourses = rankCoursesForGap(catalogue.items, gaps, { level, limit: COURSES_FOR_YOU });
      const rankedBundles = rankCoursesForGap<CourseBundle>(bundles.value.items, gaps, {
        level,
        limit: BUNDLES_FOR_YOU,
      });
      return {
        targets,
        jobsRead: jobs.length,
        gaps: gaps.slice(0, 10),
        courses: rankedCourses.map(({ item, adds }) => ({ course: item, adds })),
        bundles: rankedBundles.map(({ item, adds }) => ({ bundle: item, adds })),
        fromCache: catalogue.fromCache || bundles.fromCache,
      };
    },
  };
}
