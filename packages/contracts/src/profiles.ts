/**
 * A seeker's profiles as the API answers them (`/api/seeker/profiles…`) and as the profile page asks
 * for them (the `profiles` service of the load context; implemented in apps/server/src/features/profiles).
 * Refusals are thrown as AppError. Forms go in as posted; the server reads them with @portal/domain's
 * profile form readers and checks them with the same schemas as the API's bodies.
 *
 * The reply schemas describe what a profile holds, as @portal/domain's profile types say (checked at
 * the end of this file): they check no rule again. The field groups' own schemas (@portal/domain
 * profile.ts) cannot serve as replies: they transform what they read, which a reply cannot be written
 * back through, and their rules would refuse what is legitimately stored (an imported entry registration
 * asked fewer questions for, a notice's last working day now past).
 */
import {
  covidSchema,
  EDUCATION_BOARDS,
  EDUCATION_MEDIUMS,
  EDUCATION_TYPES,
  GENDERS,
  PROFILE_GROUPS,
  PROFILE_SCORE_ACTIONS,
  type ProfileDetail,
  type ProfileListGroup,
  type ProfileObjectGroup,
  type ProfileScore,
  type ProfileSummary,
  SALARY_MODES,
} from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { Expect, SameType } from "./type-checks.ts";

// Each field group's value as saved.

const mobileValueSchema = z.object({ diallingCode: z.string(), number: z.string() });

export const personalValueSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: mobileValueSchema,
  currentLocation: z.string(),
  preferredLocations: z.array(z.string()),
  /** "YYYY-MM-DD". */
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** An id of DIFFERENTLY_ABLED. */
  differentlyAbled: z.number().nullable(),
});

export const workAuthorizationValueSchema = z.object({
  /** Codes of WORK_COUNTRIES. */
  workCountries: z.array(z.string()),
  /** An id of USA_WORK_STATUS. */
  usaWorkStatus: z.number().nullable(),
  /** One of VISA_STATUSES. */
  visaStatus: z.string(),
});

export const experienceValueSchema = z.object({
  isFresher: z.boolean(),
  years: z.number(),
  months: z.number(),
});

export const salaryValueSchema = z.object({
  currency: z.string(),
  currentSalary: z.number(),
  salaryMode: z.enum(SALARY_MODES),
  expectedSalary: z.number().nullable(),
});

export const preferencesValueSchema = z.object({
  functionIds: z.array(z.number()),
  roleIds: z.array(z.number()),
  industryIds: z.array(z.number()),
  /** Ids of JOB_TYPES. */
  jobTypes: z.array(z.string()),
});

/** The covid group's own schema: a flag, nothing to transform or to refuse. */
export const covidValueSchema = covidSchema;

export const employmentValueSchema = z.object({
  id: z.string(),
  designation: z.string(),
  company: z.string(),
  /** "YYYY-MM". */
  startDate: z.string(),
  /** "YYYY-MM"; null for the current job. */
  endDate: z.string().nullable(),
  isCurrent: z.boolean(),
  /** An id of NOTICE_PERIODS; only for the current job. */
  noticePeriod: z.string().nullable(),
  /** "YYYY-MM-DD"; only while serving notice. */
  lastWorkingDay: z.string().nullable(),
});

export const educationValueSchema = z.object({
  id: z.string(),
  /** An id of COURSES. */
  courseId: z.number(),
  specialization: z.string(),
  institute: z.string(),
  /** "" in an entry imported from registration, until the seeker saves it. */
  board: z.enum([...EDUCATION_BOARDS, ""]),
  medium: z.enum([...EDUCATION_MEDIUMS, ""]),
  /** An id of PERCENTAGE_BANDS. */
  percentageBand: z.number().nullable(),
  passingYear: z.number(),
  educationType: z.enum(EDUCATION_TYPES),
});

export const itSkillValueSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  lastUsed: z.number().nullable(),
  experienceYears: z.number(),
  experienceMonths: z.number(),
  /** The employment entry the skill was used in. */
  employmentId: z.string().nullable(),
});

/** Everything a profile holds; object groups are null until first saved. */
export const profileDataSchema = z.object({
  personal: personalValueSchema.nullable(),
  workAuthorization: workAuthorizationValueSchema.nullable(),
  experience: experienceValueSchema.nullable(),
  salary: salaryValueSchema.nullable(),
  preferences: preferencesValueSchema.nullable(),
  covid: covidValueSchema.nullable(),
  employments: z.array(employmentValueSchema),
  educations: z.array(educationValueSchema),
  skills: z.array(z.string()),
  itSkills: z.array(itSkillValueSchema),
  certificates: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      issuer: z.string(),
      url: z.string(),
      issuedOn: z.string(),
      courseId: z.string(),
    }),
  ),
});

export const profileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const profileDetailSchema = profileSummarySchema.extend({
  data: profileDataSchema,
  /** ISO time each group was last saved; absent groups were never saved. */
  groupUpdatedAt: z.partialRecord(z.enum(PROFILE_GROUPS), z.string()),
  /** The profile's current resume. */
  resumeId: z.string().nullable(),
});

export const profileScoreSchema = z.object({
  score: z.number(),
  /** The three actions that would raise the score most, largest first. */
  suggestions: z.array(z.object({ action: z.enum(PROFILE_SCORE_ACTIONS), points: z.number() })),
  earned: z.record(z.enum(PROFILE_SCORE_ACTIONS), z.number()),
});

// What the profile calls answer.

export const profileListReplySchema = z.object({ profiles: z.array(profileSummarySchema) });
export const profileSummaryReplySchema = z.object({ profile: profileSummarySchema });
/** A profile with its score: what reading a profile and every change to its groups answer. */
export const profileDetailReplySchema = z.object({ profile: profileDetailSchema, score: profileScoreSchema });

// What they accept besides the field groups' bodies (those are @portal/domain's schemas).

export const profileParamsSchema = z.object({ profileId: z.string().max(40) });
export const profileEntryParamsSchema = profileParamsSchema.extend({ entryId: z.string().max(40) });
export const profileSkillParamsSchema = profileParamsSchema.extend({ name: z.string().max(60) });

// biome-ignore lint/correctness/noUnusedVariables: a check the compiler makes; nothing uses it.
type RepliesDescribeDomain = [
  Expect<SameType<z.infer<typeof profileSummarySchema>, ProfileSummary>>,
  Expect<SameType<z.infer<typeof profileDetailSchema>, ProfileDetail>>,
  Expect<SameType<z.infer<typeof profileScoreSchema>, ProfileScore>>,
];

export type ProfileFormInput = Readonly<Record<string, string | readonly string[] | undefined>>;

/** What the profile page shows (in-process only: the page loader's data). */
export interface ProfilePageData {
  profiles: ProfileSummary[];
  /** The profile asked for, else the default one; null when the seeker has none yet. */
  current: ProfileDetail | null;
  score: ProfileScore | null;
}

/**
 * Every write counts against the seeker's allowance (RATE_LIMITED past it); changes to the set of
 * profiles (create, remove, make default) throw FORBIDDEN for an account that is not a seeker's. A
 * profile that is not the seeker's is NOT_FOUND `profileNotFound`. Refused fields are VALIDATION
 * `validationFailed` with the field problems of the group's schema.
 */
export interface ProfilesContract {
  /**
   * Also makes the first profile from registration for a seeker who finished it and has none. Throws
   * NOT_FOUND `profileNotFound` when `profileId` names none of the seeker's profiles.
   */
  pageData(user: AccountUser, profileId: string | null): Promise<ProfilePageData>;
  /** Throws CONFLICT `profileLimitReached` past MAX_PROFILES, VALIDATION (no profile to copy chosen). */
  create(user: AccountUser, form: ProfileFormInput): Promise<ProfileSummary>;
  rename(user: AccountUser, profileId: string, form: ProfileFormInput): Promise<ProfileSummary>;
  /** Answers the profiles left. Throws CONFLICT `lastProfileNotDeletable` for the last one. */
  remove(user: AccountUser, profileId: string): Promise<ProfileSummary[]>;
  makeDefault(user: AccountUser, profileId: string): Promise<ProfileSummary[]>;
  saveGroup(
    user: AccountUser,
    profileId: string,
    group: ProfileObjectGroup,
    form: ProfileFormInput,
  ): Promise<ProfileDetail>;
  /**
   * Adds an entry (`entryId` null) or replaces one. Throws NOT_FOUND for an entry the profile does not
   * have, VALIDATION `tooManyEntries` past the list's limit and for the rules that need the rest of the
   * profile (`oneCurrentJob`, `skillAlreadyAdded`, `employmentNotFound`).
   */
  saveEntry(
    user: AccountUser,
    profileId: string,
    group: ProfileListGroup,
    entryId: string | null,
    form: ProfileFormInput,
  ): Promise<ProfileDetail>;
  /** Throws NOT_FOUND for an entry the profile does not have. */
  removeEntry(
    user: AccountUser,
    profileId: string,
    group: ProfileListGroup,
    entryId: string,
  ): Promise<ProfileDetail>;
  /** Throws VALIDATION `skillAlreadyAdded`, `tooManyEntries` past MAX_SKILLS. */
  addSkill(user: AccountUser, profileId: string, form: ProfileFormInput): Promise<ProfileDetail>;
  /** Throws NOT_FOUND for a skill the profile does not list. */
  removeSkill(user: AccountUser, profileId: string, name: string): Promise<ProfileDetail>;
  /** Takes a course certificate off the profile; NOT_FOUND for one it does not show. */
  removeCertificate(user: AccountUser, profileId: string, certificateId: string): Promise<ProfileDetail>;
}
