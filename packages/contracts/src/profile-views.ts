/**
 * What pages may ask the server about profile views (the `profileViews` service of the load context):
 * the seeker's statistics, and the recruiter's look at a seeker (which counts as a view).
 */
import type { ExperienceType } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";
import type { AvatarView } from "./avatars.ts";

export interface DailyViews {
  /** UTC calendar day, YYYY-MM-DD. */
  date: string;
  views: number;
}

export interface CompanyViews {
  /** Null when the company is no longer known. */
  companyName: string | null;
  views: number;
  lastViewedAt: string;
}

export interface ProfileStats {
  /** Views in the last 7, 30 and 90 calendar days (today included, UTC). */
  counts: { days7: number; days30: number; days90: number };
  /** One entry per day of the last 90 days, oldest first. */
  daily: DailyViews[];
  /** Companies that looked in the last 90 days, latest first. */
  companies: CompanyViews[];
}

/** What a recruiter is shown of the seeker's default profile (the profile feature owns the rest). */
export interface ProfileForRecruiter {
  name: string;
  experience: { isFresher: boolean; years: number; months: number } | null;
  currentLocation: string | null;
  preferredLocations: string[];
  /** Newest first, as the seeker ordered them. */
  employments: {
    designation: string;
    company: string;
    startDate: string;
    endDate: string | null;
    isCurrent: boolean;
  }[];
  educations: { course: string; specialization: string; institute: string; passingYear: number }[];
  skills: string[];
}

export interface SeekerForRecruiter {
  id: string;
  name: string;
  experienceType: ExperienceType | null;
  currentCity: string | null;
  preferredLocations: string[];
  siteId: string;
  avatar: AvatarView | null;
  /** The seeker's default profile; null when the seeker has none yet. */
  profile: ProfileForRecruiter | null;
}

export interface ProfileViewsContract {
  stats(seeker: AccountUser): Promise<ProfileStats>;
  /** The seeker's profile for a recruiter, recording the view; null when there is no such seeker. */
  openSeekerProfile(recruiter: AccountUser, seekerId: string): Promise<SeekerForRecruiter | null>;
}
