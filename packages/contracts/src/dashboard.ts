/**
 * What the dashboard page and GET /api/seeker/dashboard get from the server (the `dashboard` service
 * of the load context; implemented in apps/server/src/features/dashboard). Every part is fetched in
 * parallel; a part whose feature fails or does not exist yet comes back as `null` (or "unavailable")
 * rather than failing the whole page.
 */
import type { ProfileScore, SiteId } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";
import type { ApplicationCounts } from "./applications.ts";
import type { ApplicationStatus } from "./constants.ts";
import type { JobSummary } from "./jobs.ts";
import type { RecommendationsContract, RecommendedJob } from "./recommendations.ts";
import type { RecentSearchEntry } from "./saved-searches.ts";

export interface DashboardApplication {
  applicationId: string;
  jobId: number;
  status: ApplicationStatus;
  appliedAt: string;
  updatedAt: string;
  job: Pick<JobSummary, "id" | "slug" | "title" | "companyName" | "isExpired"> | null;
}

/** One recommended job as the recommendations service gives it: the job's card and why it was chosen. */
export type DashboardRecommendedJob = RecommendedJob;

export type DashboardRecommendations =
  | {
      status: "ok";
      jobs: DashboardRecommendedJob[];
      total: number;
      basedOn: "profile" | "empty-profile";
    }
  | { status: "unavailable" };

export interface DashboardData {
  /** The default profile's score; null while the seeker has no profile. */
  profile: { profileId: string; score: ProfileScore } | null;
  /** Profile views in the last 7 and 30 UTC calendar days; null when they could not be read. */
  profileViews: { days7: number; days30: number } | null;
  /** Applications on this site by status (withdrawn ones counted apart), and saved jobs of this site. */
  applicationCounts: ApplicationCounts | null;
  savedJobs: number | null;
  applications: DashboardApplication[] | null;
  recommended: DashboardRecommendations;
  recentSearches: RecentSearchEntry[] | null;
  /** Unread bell notifications (messaging does not exist, so there is no message count). */
  unreadNotifications: number | null;
}

/** The recommendations service's call the dashboard uses (features/recommendations implements it). */
export type RecommendationsSource = Pick<RecommendationsContract, "recommended">;

export interface DashboardContract {
  /** Seekers only; every part is the seeker's own, on this site. */
  load(user: AccountUser, siteId: SiteId): Promise<DashboardData>;
}
