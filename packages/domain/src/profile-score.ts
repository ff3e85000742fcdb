/**
 * The profile score (0–100): how complete and how trustworthy a profile looks to a recruiter, and the
 * three things that would raise it most. Pure: the server gathers the facts (profile groups, account
 * verification, photo, resume), the pages only show the result.
 *
 * Weights (docs/decisions/013-profiles-model.md): what recruiters filter and trust on carries most. A
 * resume is the largest single item (12), but a profile complete in every field, verified and recent
 * reaches 84 without a resume or photo: structured fields are what recruiter search reads, so such a
 * profile is genuinely strong, while the resume stays the top suggestion until it is there.
 */
import type { ProfileData } from "./profile.ts";

export interface ProfileFacts {
  data: ProfileData;
  hasResume: boolean;
  hasPhoto: boolean;
  isMobileVerified: boolean;
  isEmailVerified: boolean;
  /** When the profile was last saved (ISO time or Date). */
  updatedAt: string | Date;
  now?: Date;
}

export const PROFILE_SCORE_ACTIONS = [
  "resume",
  "skills",
  "employment",
  "education",
  "personal",
  "mobileVerified",
  "emailVerified",
  "recentUpdate",
  "salary",
  "preferences",
  "photo",
  "experience",
  "workAuthorization",
  "itSkills",
] as const;
export type ProfileScoreAction = (typeof PROFILE_SCORE_ACTIONS)[number];

/** Points of each item; they add up to 100. Listed in the order ties are broken. */
export const PROFILE_SCORE_WEIGHTS: Readonly<Record<ProfileScoreAction, number>> = {
  resume: 12,
  skills: 10,
  employment: 10,
  education: 10,
  personal: 10,
  mobileVerified: 7,
  emailVerified: 7,
  recentUpdate: 7,
  salary: 6,
  preferences: 6,
  photo: 4,
  experience: 4,
  workAuthorization: 4,
  itSkills: 3,
};

/** Skills earn their points in steps: five skills make the full 10. */
export const SKILLS_FOR_FULL_SCORE = 5;
/** A profile saved within this many days counts as recent. */
export const RECENT_UPDATE_DAYS = 90;

export interface ProfileScoreSuggestion {
  action: ProfileScoreAction;
  /** Points this action would add. */
  points: number;
}

export interface ProfileScore {
  score: number;
  /** The three actions that would raise the score most, largest first. */
  suggestions: ProfileScoreSuggestion[];
  /** Points earned per item, for showing what counts. */
  earned: Record<ProfileScoreAction, number>;
}

function isPersonalComplete(data: ProfileData): boolean {
  const personal = data.personal;
  return Boolean(
    personal?.name &&
      personal.email &&
      personal.mobile.number &&
      personal.currentLocation &&
      personal.preferredLocations.length > 0 &&
      personal.dateOfBirth &&
      personal.gender,
  );
}

function isEducationComplete(data: ProfileData): boolean {
  return data.educations.some(
    (entry) => entry.institute && entry.specialization && entry.board && entry.medium && entry.passingYear,
  );
}

/** A fresher has no jobs to list, so a declared fresher has nothing missing here. */
function isEmploymentComplete(data: ProfileData): boolean {
  if (data.experience?.isFresher) return true;
  return data.employments.some((entry) => entry.designation && entry.company && entry.startDate);
}

function isSalaryComplete(data: ProfileData): boolean {
  return Boolean(data.salary?.salaryMode && data.salary.expectedSalary !== null);
}

function isPreferencesComplete(data: ProfileData): boolean {
  const preferences = data.preferences;
  return Boolean(
    preferences &&
      (preferences.functionIds.length > 0 || preferences.roleIds.length > 0) &&
      preferences.industryIds.length > 0 &&
      preferences.jobTypes.length > 0,
  );
}

export function profileScore(facts: ProfileFacts): ProfileScore {
  const { data } = facts;
  const now = facts.now ?? new Date();
  const updatedAt = new Date(facts.updatedAt);
  const ageDays = (now.getTime() - updatedAt.getTime()) / 86_400_000;
  const weight = PROFILE_SCORE_WEIGHTS;
  const full = (isDone: boolean, action: ProfileScoreAction) => (isDone ? weight[action] : 0);
  const skillCount = Math.min(data.skills.length, SKILLS_FOR_FULL_SCORE);

  const earned: Record<ProfileScoreAction, number> = {
    resume: full(facts.hasResume, "resume"),
    skills: Math.round((weight.skills * skillCount) / SKILLS_FOR_FULL_SCORE),
    employment: full(isEmploymentComplete(data), "employment"),
    education: full(isEducationComplete(data), "education"),
    personal: full(isPersonalComplete(data), "personal"),
    mobileVerified: full(facts.isMobileVerified, "mobileVerified"),
    emailVerified: full(facts.isEmailVerified, "emailVerified"),
    recentUpdate: full(ageDays <= RECENT_UPDATE_DAYS, "recentUpdate"),
    salary: full(isSalaryComplete(data), "salary"),
    preferences: full(isPreferencesComplete(data), "preferences"),
    photo: full(facts.hasPhoto, "photo"),
    experience: full(data.experience !== null, "experience"),
    workAuthorization: full(
      Boolean(data.workAuthorization?.visaStatus && data.workAuthorization.workCountries.length > 0),
      "workAuthorization",
    ),
    itSkills: full(data.itSkills.length > 0, "itSkills"),
  };

  const score = Math.max(
    0,
    Math.min(
      100,
      Object.values(earned).reduce((sum, points) => sum + points, 0),
    ),
  );
  const suggestions = PROFILE_SCORE_ACTIONS.map((action) => ({
    action,
    points: weight[action] - earned[action],
  }))
    .filter((suggestion) => suggestion.points > 0)
    // A stable sort keeps the listed order among equal gains.
    .sort((a, b) => b.points - a.points)
    .slice(0, 3);
  return { score, suggestions, earned };
}
