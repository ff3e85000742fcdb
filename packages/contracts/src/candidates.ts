/**
 * Candidate search and the seeker's say over it (the `candidates` service of the load context,
 * `/api/employer/candidates` and `/api/seeker/privacy…`; implemented in apps/server/src/features/candidates).
 *
 * Recruiters search seekers' default profiles on their company's site. A seeker is found only when
 * their privacy setting lets recruiters find them and they have not kept their profile from the
 * recruiter's company. Results never carry contact details: a recruiter reaches a candidate through
 * the portal.
 */
import type { SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import { assessmentBadgeSchema } from "./assessments.ts";

export const CANDIDATE_PAGE_SIZE = 20;
/** The furthest page offered: a search that needs more is narrowed instead. */
export const CANDIDATE_MAX_PAGE = 50;
/** "Can join within" choices, in days (0: at once). */
export const JOIN_WITHIN_DAYS = [0, 15, 30, 60, 90] as const;
/** "Active in the last" choices, in days. */
export const ACTIVE_WITHIN_DAYS = [1, 7, 30, 90, 180] as const;
/** Keyword terms a search takes (comma-separated); more are ignored. */
export const CANDIDATE_KEYWORDS_MAX = 10;
/** Companies a seeker may keep their profile from. */
export const BLOCKED_COMPANIES_MAX = 50;

const oneOfDays = (days: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((value) => days.includes(value), "invalidValue");

/** What a recruiter narrows a candidate search to; every part is optional. */
export const candidateSearchSchema = z.object({
  /** Skills or designations, comma-separated; in English, Hindi or Arabic. */
  keywords: z.string().trim().max(200).optional(),
  experienceMin: z.coerce.number().int().min(0).max(50).optional(),
  experienceMax: z.coerce.number().int().min(0).max(50).optional(),
  /** A city, any spelling: the current location or one of the preferred ones. */
  location: z.string().trim().max(60).optional(),
  joinWithinDays: oneOfDays(JOIN_WITHIN_DAYS).optional(),
  /** Current salary a year, in the site's currency (whole units). */
  salaryMin: z.coerce.number().int().min(0).max(999_999_999).optional(),
  salaryMax: z.coerce.number().int().min(0).max(999_999_999).optional(),
  activeWithinDays: oneOfDays(ACTIVE_WITHIN_DAYS).optional(),
  page: z.coerce.number().int().min(1).max(CANDIDATE_MAX_PAGE).optional(),
});
export type CandidateSearch = z.infer<typeof candidateSearchSchema>;

export const candidateSchema = z.object({
  seekerId: z.string(),
  name: z.string(),
  /** The current (or latest) designation and company. */
  designation: z.string().nullable(),
  company: z.string().nullable(),
  experience: z
    .object({ isFresher: z.boolean(), years: z.number().int(), months: z.number().int() })
    .nullable(),
  currentLocation: z.string().nullable(),
  preferredLocations: z.array(z.string()),
  /** An id of NOTICE_PERIODS, for the current job; null without one. */
  noticePeriod: z.string().nullable(),
  /** The current salary, a year, in the currency the seeker gave it; null when not given. */
  salary: z.object({ annual: z.number().int(), currency: z.string() }).nullable(),
  skills: z.array(z.string()),
  /** Which of the searched keywords the profile has, as written in the profile. */
  matched: z.array(z.string()),
  lastActiveAt: z.string().nullable(),
  /** Paid places: featured profiles rank first among equally relevant ones; highlighted ones are marked. */
  featured: z.boolean(),
  highlighted: z.boolean(),
  /** The candidate applied to one of the company's jobs. */
  appliedToCompany: z.boolean(),
  /** Skill assessments the candidate passed (their best score each). */
  assessments: z.array(assessmentBadgeSchema),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const candidateResultsSchema = z.object({
  /** Exact: candidates are counted, not estimated. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The site's currency: the salary filter's (profiles paid in another currency are left out by it). */
  currency: z.string(),
  candidates: z.array(candidateSchema),
});
export type CandidateResults = z.infer<typeof candidateResultsSchema>;

export const blockedCompanySchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  blockedAt: z.string(),
});

export const privacySettingsSchema = z.object({
  visibleToRecruiters: z.boolean(),
  blockedCompanies: z.array(blockedCompanySchema),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const companyChoiceSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
});
export type CompanyChoice = z.infer<typeof companyChoiceSchema>;

export interface CandidatesContract {
  /** A page of the candidates the recruiter's company may find. Throws FORBIDDEN for others. */
  search(recruiter: AccountUser, siteId: SiteId, search: CandidateSearch): Promise<CandidateResults>;
  /** Whether the recruiter's company may open the seeker's profile: found by search, or applied to it. */
  mayOpenProfile(recruiter: AccountUser, seekerId: string): Promise<boolean>;
  privacy(seeker: AccountUser): Promise<PrivacySettings>;
  setVisible(seeker: AccountUser, visible: boolean): Promise<PrivacySettings>;
  /** Companies whose name starts with or contains `name` (at most 10), for keeping the profile from one. */
  findCompanies(seeker: AccountUser, name: string): Promise<CompanyChoice[]>;
  /** Throws NOT_FOUND `companyNotFound`, VALIDATION `tooManyBlockedCompanies`. */
  blockCompany(seeker: AccountUser, companyId: number): Promise<PrivacySettings>;
  unblockCompany(seeker: AccountUser, companyId: number): Promise<PrivacySettings>;
}
