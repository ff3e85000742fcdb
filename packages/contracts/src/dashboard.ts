/**
 * What the dashboard page and GET /api/seeker/dashboard get from the server (the `dashboard` service
 * of the load context; implemented in apps/server/src/features/dashboard). Every part is fetched in
 * parallel; a part whose feature fails or does not exist yet comes back as `null` (or "unavailable")
 * rather than failing the whole page.
 */
import type { SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import { applicationCountsSchema } from "./applications.ts";
import { APPLICATION_STATUSES } from "./constants.ts";
import { jobSummarySchema } from "./jobs.ts";
import { learningSummarySchema } from "./learning.ts";
import { profileScoreSchema } from "./profiles.ts";
import { type RecommendationsContract, recommendedPageSchema } from "./recommendations.ts";
import { recentSearchEntrySchema } from "./saved-searches.ts";

export const dashboardApplicationSchema = z.object({
  applicationId: z.string(),
  jobId: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  updatedAt: z.string(),
  job: jobSummarySchema
    .pick({ id: true, slug: true, title: true, companyName: true, isExpired: true })
    .nullable(),
});
export type DashboardApplication = z.infer<typeof dashboardApplicationSchema>;

/** Recommended jobs as the recommendations service gives them (each with why), or none to give. */
export const dashboardRecommendationsSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("ok"), ...recommendedPageSchema.shape }),
  z.object({ status: z.literal("unavailable") }),
]);
export type DashboardRecommendations = z.infer<typeof dashboardRecommendationsSchema>;

export const dashboardSchema = z.object({
  /** The default profile's score; null while the seeker has no profile. */
  profile: z.object({ profileId: z.string(), score: profileScoreSchema }).nullable(),
  /** Profile views in the last 7 and 30 UTC calendar days; null when they could not be read. */
  profileViews: z.object({ days7: z.number().int(), days30: z.number().int() }).nullable(),
  /** Applications on this site by status (withdrawn ones counted apart), and saved jobs of this site. */
  applicationCounts: applicationCountsSchema.nullable(),
  savedJobs: z.number().int().nullable(),
  /** The most recently changed applications, with their jobs' cards. */
  applications: z.array(dashboardApplicationSchema).nullable(),
  recommended: dashboardRecommendationsSchema,
  recentSearches: z.array(recentSearchEntrySchema).nullable(),
  /** Unread bell notifications (messaging does not exist, so there is no message count). */
  unreadNotifications: z.number().int().nullable(),
  /** Courses and bundles bought and where the seeker stands in them (spec: active bundles, active status). */
  learning: learningSummarySchema.nullable(),
});
export type DashboardData = z.infer<typeof dashboardSchema>;

/** The recommendations service's call the dashboard uses (features/recommendations implements it). */
export type RecommendationsSource = Pick<RecommendationsContract, "recommended">;

export interface DashboardContract {
  /** Seekers only; every part is the seeker's own, on this site. */
  load(user: AccountUser, siteId: SiteId): Promise<DashboardData>;
}
