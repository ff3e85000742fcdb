/**
 * Profile views (the `profileViews` service of the load context, `/api/seeker/profile-stats` and
 * `/api/employer/seekers/:seekerId`; implemented in apps/server/src/features/profile-views): the
 * seeker's statistics (views, search appearances, and how a Featured Profile changed them), and the
 * recruiter's look at a seeker (which counts as a view).
 */
import { EXPERIENCE_TYPES } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import { assessmentBadgeSchema } from "./assessments.ts";
import { avatarSchema } from "./avatars.ts";

export const dailyViewsSchema = z.object({
  /** UTC calendar day, YYYY-MM-DD. */
  date: z.string(),
  views: z.number().int(),
  /** Recruiters whose candidate search results showed the seeker that day (each recruiter once a day). */
  appearances: z.number().int(),
});
export type DailyViews = z.infer<typeof dailyViewsSchema>;

export const companyViewsSchema = z.object({
  /** Null when the company is no longer known. */
  companyName: z.string().nullable(),
  views: z.number().int(),
  lastViewedAt: z.string(),
});
export type CompanyViews = z.infer<typeof companyViewsSchema>;

const periodCountsSchema = z.object({
  days7: z.number().int(),
  days30: z.number().int(),
  days90: z.number().int(),
});

/** Whole UTC days compared, and what happened in them. */
export const comparedDaysSchema = z.object({
  /** First and last day, YYYY-MM-DD; null when the window has no day yet. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  days: z.number().int(),
  views: z.number().int(),
  appearances: z.number().int(),
});
export type ComparedDays = z.infer<typeof comparedDaysSchema>;

/**
 * The seeker's latest Featured Profile period (Featured Profile or Career Booster; renewals that follow
 * on without a gap are one period) and the same number of whole days before it against its whole days
 * so far. "Before" is shorter when the account is younger than that.
 */
export const featuredComparisonSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  isRunning: z.boolean(),
  before: comparedDaysSchema,
  during: comparedDaysSchema,
});
export type FeaturedComparison = z.infer<typeof featuredComparisonSchema>;

export const profileStatsSchema = z.object({
  /** Views in the last 7, 30 and 90 calendar days (today included, UTC). */
  counts: periodCountsSchema,
  /** Search appearances in the same periods. */
  appearanceCounts: periodCountsSchema,
  /** One entry per day of the last 90 days, oldest first. */
  daily: z.array(dailyViewsSchema),
  /** Companies that looked in the last 90 days, latest first. */
  companies: z.array(companyViewsSchema),
  /** Null when the seeker never had a Featured Profile period that has started. */
  featured: featuredComparisonSchema.nullable(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/** What a recruiter is shown of the seeker's default profile (the profile feature owns the rest). */
export const profileForRecruiterSchema = z.object({
  name: z.string(),
  experience: z
    .object({ isFresher: z.boolean(), years: z.number().int(), months: z.number().int() })
    .nullable(),
  currentLocation: z.string().nullable(),
  preferredLocations: z.array(z.string()),
  /** Newest first, as the seeker ordered them. */
  employments: z.array(
    z.object({
      designation: z.string(),
      company: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      isCurrent: z.boolean(),
    }),
  ),
  educations: z.array(
    z.object({
      course: z.string(),
      specialization: z.string(),
      institute: z.string(),
      passingYear: z.number().int(),
    }),
  ),
  skills: z.array(z.string()),
  /** Certificates of courses finished on the learning site, as it issued them. */
  certificates: z.array(
    z.object({ title: z.string(), issuer: z.string(), url: z.string(), issuedOn: z.string() }),
  ),
  /** Skill assessments passed on the portal (their best score each). */
  assessments: z.array(assessmentBadgeSchema),
});
export type ProfileForRecruiter = z.infer<typeof profileForRecruiterSchema>;

export const seekerForRecruiterSchema = z.object({
  id: z.string(),
  name: z.string(),
  experienceType: z.enum(EXPERIENCE_TYPES).nullable(),
  currentCity: z.string().nullable(),
  preferredLocations: z.array(z.string()),
  siteId: z.string(),
  avatar: avatarSchema.nullable(),
  /** The seeker's default profile; null when the seeker has none yet. */
  profile: profileForRecruiterSchema.nullable(),
});
export type SeekerForRecruiter = z.infer<typeof seekerForRecruiterSchema>;

export interface ProfileViewsContract {
  stats(seeker: AccountUser): Promise<ProfileStats>;
  /** The seeker's profile for a recruiter, recording the view; null when there is no such seeker. */
  openSeekerProfile(recruiter: AccountUser, seekerId: string): Promise<SeekerForRecruiter | null>;
}
