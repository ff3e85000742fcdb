/**
 * The seeker's dashboard: one call that gathers the parts other features own (profile score, profile
 * views, applications, saved jobs, recommended jobs, recent searches, unread bell notifications)
 * through their services, all at once. Each part is at most a short chain of index reads, and a part
 * that fails is logged and left empty, so one slow or broken feature never takes the page down.
 */

import type {
  AccountUser,
  BellContract,
  JobsContract,
  LearnerContract,
  ProfileViewsContract,
  SavedJobsContract,
  SavedSearchesContract,
} from "@portal/contracts";
import {
  DASHBOARD_APPLICATIONS,
  DASHBOARD_RECENT_SEARCHES,
  DASHBOARD_RECOMMENDED,
  type DashboardApplication,
  type DashboardContract,
  type DashboardData,
  type DashboardRecommendations,
  type RecommendationsSource,
} from "@portal/contracts";
import { profileScore, type SiteId } from "@portal/domain";
import type { ApplicationsService } from "../applications/index.ts";
import type { ProfilesService } from "../profiles/index.ts";

export interface DashboardOptions {
  profiles: Pick<ProfilesService, "defaultProfile" | "ensureFirstProfile" | "factsFor">;
  profileViews: Pick<ProfileViewsContract, "stats">;
  applications: Pick<ApplicationsService, "applicationCounts" | "recent">;
  savedJobs: Pick<SavedJobsContract, "count">;
  savedSearches: Pick<SavedSearchesContract, "recentSearches">;
  bell: Pick<BellContract, "unreadCount">;
  jobs: Pick<JobsContract, "getJobSummaries">;
  /** Absent where recommendations are not wired (the part then says they are unavailable). */
  recommendations?: RecommendationsSource;
  /** Courses and bundles bought (features/learning); absent, the part is null. */
  learning?: Pick<LearnerContract, "summary">;
  log?: { error(object: unknown, message: string): void };
}

export function createDashboardService(options: DashboardOptions): DashboardContract {
  const { profiles, profileViews, applications, savedJobs, savedSearches, bell, jobs, log } = options;

  /** A part's value, or its fallback when its feature failed (logged, never thrown). */
  async function part<T, F>(name: string, work: () => Promise<T>, fallback: F): Promise<T | F> {
    try {
      return await work();
    } catch (error) {
      log?.error({ err: error, part: name }, "dashboard part failed");
      return fallback;
    }
  }

  async function profilePart(user: AccountUser) {
    let profile = await profiles.defaultProfile(user.id);
    // A seeker who has just finished registration gets the first profile the profile page would make.
    if (!profile && (await profiles.ensureFirstProfile(user)))
      profile = await profiles.defaultProfile(user.id);
    if (!profile) return null;
    return { profileId: profile.id, score: profileScore(await profiles.factsFor(user, profile)) };
  }

  async function applicationsPart(user: AccountUser, siteId: SiteId): Promise<DashboardApplication[]> {
    const recent = await applications.recent(user.id, siteId, DASHBOARD_APPLICATIONS);
    if (recent.length === 0) return [];
    const cards = await jobs.getJobSummaries(
      siteId,
      recent.map((application) => application.jobId),
      { liveOnly: false },
    );
    const byId = new Map(cards.map((job) => [job.id, job]));
    return recent.map((application) => {
      const job = byId.get(application.jobId);
      return {
        ...application,
        job: job
          ? {
              id: job.id,
              slug: job.slug,
              title: job.title,
              companyName: job.companyName,
              isExpired: job.isExpired,
            }
          : null,
      };
    });
  }

  async function recommendedPart(user: AccountUser, siteId: SiteId): Promise<DashboardRecommendations> {
    const source = options.recommendations;
    if (!source) return { status: "unavailable" };
    const result = await source.recommended(user, { siteId, limit: DASHBOARD_RECOMMENDED });
    return { status: "ok", jobs: result.jobs, total: result.total, basedOn: result.basedOn };
  }

  return {
    async load(user, siteId): Promise<DashboardData> {
      const [
        profile,
        views,
        applicationCounts,
        saved,
        latest,
        recommended,
        recentSearches,
        unread,
        learning,
      ] = await Promise.all([
        part("profile", () => profilePart(user), null),
        part("profileViews", () => profileViews.stats(user), null),
        part("applicationCounts", () => applications.applicationCounts(user.id, siteId), null),
        part("savedJobs", () => savedJobs.count(user.id, siteId), null),
        part("applications", () => applicationsPart(user, siteId), null),
        part("recommended", () => recommendedPart(user, siteId), { status: "unavailable" } as const),
        part(
          "recentSearches",
          () => savedSearches.recentSearches(user.id, siteId, DASHBOARD_RECENT_SEARCHES),
          null,
        ),
        part("unreadNotifications", () => bell.unreadCount(user.id), null),
        part("learning", async () => (options.learning ? options.learning.summary(user.id) : null), null),
      ]);
      return {
        profile,
        profileViews: views ? { days7: views.counts.days7, days30: views.counts.days30 } : null,
        applicationCounts,
        savedJobs: saved,
        applications: latest,
        recommended,
        recentSearches,
        unreadNotifications: unread,
        learning,
      };
    },
  };
}
