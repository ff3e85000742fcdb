/**
 * Profile views (the `profileViews` service of the load context, `/api/seeker/profile-stats` and
 * `/api/employer/seekers/:seekerId`; implemented in apps/server/src/features/profile-views): the
 * seeker's statistics, and the recruiter's look at a seeker (which counts as a view).
 */
import { EXPERIENCE_TYPES } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import { avatarSchema } from "./avatars.ts";

export const dailyViewsSchema = z.object({
  /** UTC calendar day, YYYY-MM-DD. */
  date: z.string(),
  views: z.number().int(),
});
export type DailyViews = z.infer<typeof dailyViewsSchema>;

export const companyViewsSchema = z.object({
  /** Null when the company is no longer known. */
  companyName: z.string().nullable(),
  views: z.number().int(),
  lastViewedAt: z.string(),
});
export type CompanyViews = z.infer<typeof companyViewsSchema>;

export const profileStatsSchema = z.object({
  /** Views in the last 7, 30 and 90 calendar days (today included, UTC). */
  counts: z.object({ days7: z.number().int(), days30: z.number().int(), days90: z.number().int() }),
  /** One entry per day of the last 90 days, oldest first. */
  daily: z.array(dailyViewsSchema),
  /** Companies that looked in the last 90 days, latest first. */
  companies: z.array(companyViewsSchema),
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
