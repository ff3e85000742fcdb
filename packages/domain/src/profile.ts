/**
 * A seeker's profile (spec §3): up to five per seeker, one default that recruiters see. Each field group
 * has one zod schema, shared by the server (API bodies, page actions) and the browser (checks before
 * posting), so a refusal says the same words wherever it happens. Issue messages are message keys
 * (spec codes, account or profile messages); `problemsFromIssues` (field-problems.ts) turns them into field problems.
 */
import { z } from "zod";
import { isValidMobile } from "./accounts.ts";
import { EXPERIENCE_MAX_MONTHS, EXPERIENCE_MAX_YEARS, MAX_INDUSTRIES, SALARY_MODES } from "./constants.ts";
import { INDUSTRIES, JOB_FUNCTIONS, JOB_ROLES } from "./job-taxonomy.ts";
import {
  COURSES,
  DIFFERENTLY_ABLED,
  JOB_TYPES,
  NOTICE_PERIODS,
  PERCENTAGE_BANDS,
  USA_WORK_STATUS,
  WORK_COUNTRIES,
} from "./reference-lists.ts";
import { skillKey } from "./resume-skills.ts";
import { isValidEmail, isValidName } from "./validators.ts";

export const PROFILE_NAME_MAX = 40;

export const MAX_SKILLS = 50;
export const MAX_IT_SKILLS = 30;
export const MAX_EMPLOYMENTS = 20;
export const MAX_EDUCATIONS = 10;
export const MAX_PREFERRED_LOCATIONS = 5;
export const MAX_FUNCTIONS = 3;
export const MAX_ROLES = 5;
export const MAX_CERTIFICATES = 50;

/** Field groups saved as one object each. */
export const PROFILE_OBJECT_GROUPS = [
  "personal",
  "workAuthorization",
  "experience",
  "salary",
  "preferences",
  "covid",
] as const;
export type ProfileObjectGroup = (typeof PROFILE_OBJECT_GROUPS)[number];

/** Field groups that are lists of entries, each entry saved on its own. */
export const PROFILE_LIST_GROUPS = ["employments", "educations", "itSkills"] as const;
export type ProfileListGroup = (typeof PROFILE_LIST_GROUPS)[number];

/** Every group, as the keys of a profile's per-group "last updated" times. */
export type ProfileGroup = ProfileObjectGroup | ProfileListGroup | "skills" | "certificates";
export const PROFILE_GROUPS: readonly ProfileGroup[] = [
  ...PROFILE_OBJECT_GROUPS,
  ...PROFILE_LIST_GROUPS,
  "skills",
  "certificates",
];

export function isProfileObjectGroup(value: unknown): value is ProfileObjectGroup {
  return typeof value === "string" && (PROFILE_OBJECT_GROUPS as readonly string[]).includes(value);
}

export function isProfileListGroup(value: unknown): value is ProfileListGroup {
  return typeof value === "string" && (PROFILE_LIST_GROUPS as readonly string[]).includes(value);
}

export const GENDERS = ["female", "male", "other", "undisclosed"] as const;
export type Gender = (typeof GENDERS)[number];

/** What a seeker may say about their right to work in the countries they want jobs in. */
export const VISA_STATUSES = [
  "citizen",
  "permanent-resident",
  "work-visa",
  "dependant-visa",
  "needs-sponsorship",
] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

export const EDUCATION_BOARDS = [
  "cbse",
  "icse",
  "state-board",
  "university",
  "international",
  "other",
] as const;
export type EducationBoard = (typeof EDUCATION_BOARDS)[number];
export const EDUCATION_MEDIUMS = ["english", "hindi", "arabic", "regional", "other"] as const;
export type EducationMedium = (typeof EDUCATION_MEDIUMS)[number];
export const EDUCATION_TYPES = ["full-time", "part-time", "correspondence"] as const;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const EARLIEST_YEAR = 1950;

function isRealDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function thisMonth(): string {
  return new Date().toISOString().slice(0, 7);
}

const requiredText = (messageKey: string, max: number) =>
  z.string({ error: messageKey }).trim().min(1, messageKey).max(max);

const idIn = (ids: readonly number[], messageKey = "invalidValue") =>
  z
    .number({ error: messageKey })
    .int()
    .refine((id) => ids.includes(id), messageKey);

const oneOf = <T extends readonly [string, ...string[]]>(values: T, messageKey = "invalidValue") =>
  z.enum(values, { error: messageKey });

const FUNCTION_IDS = JOB_FUNCTIONS.map((entry) => entry.id);
const ROLE_IDS = JOB_ROLES.map((entry) => entry.id);
const INDUSTRY_IDS = INDUSTRIES.map((entry) => entry.id);
const COURSE_IDS = COURSES.map((entry) => entry.id);
const JOB_TYPE_IDS = JOB_TYPES.map((entry) => entry.id) as [string, ...string[]];
const NOTICE_IDS = NOTICE_PERIODS.map((entry) => entry.id) as [string, ...string[]];
const COUNTRY_CODES = WORK_COUNTRIES.map((entry) => entry.code) as [string, ...string[]];

/** Youngest and oldest age a date of birth may give. */
export const AGE_RANGE = { min: 14, max: 100 } as const;

export const profileNameSchema = z.object({
  name: requiredText("profileNameRequired", PROFILE_NAME_MAX),
});

export const mobileSchema = z
  .object({
    diallingCode: z.string().trim().max(4),
    number: z.string().trim().max(20),
  })
  .superRefine((mobile, context) => {
    const diallingCode = mobile.diallingCode.replace(/^\+/, "");
    if (mobile.number === "") context.addIssue({ code: "custom", message: "mobileRequired", path: [] });
    else if (!isValidMobile({ diallingCode, number: mobile.number }))
      context.addIssue({ code: "custom", message: "invalidMobile", path: [] });
  })
  .transform((mobile) => ({
    diallingCode: mobile.diallingCode.replace(/^\+/, ""),
    number: mobile.number.replace(/[\s\-()]/g, ""),
  }));

export const personalSchema = z.object({
  name: z
    .string({ error: "nameRequired" })
    .trim()
    .transform((value) => value.replace(/\s+/g, " "))
    .pipe(z.string().min(1, "nameRequired").refine(isValidName, "invalidName")),
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .toLowerCase()
    .pipe(z.string().min(1, "emailRequired").max(254).refine(isValidEmail, "invalidEmail")),
  mobile: mobileSchema,
  currentLocation: requiredText("currentLocationRequired", 60),
  preferredLocations: z
    .array(z.string().trim().min(1).max(60), { error: "preferredLocationRequired" })
    .min(1, "preferredLocationRequired")
    .max(MAX_PREFERRED_LOCATIONS, "tooManyLocations"),
  /** "YYYY-MM-DD". */
  dateOfBirth: z
    .string()
    .nullable()
    .refine((value) => value === null || isPlausibleBirthDate(value), "dateOfBirthInvalid"),
  gender: oneOf(GENDERS).nullable(),
  /** An id of DIFFERENTLY_ABLED, or null for none. */
  differentlyAbled: idIn(DIFFERENTLY_ABLED.map((entry) => entry.id)).nullable(),
});

function isPlausibleBirthDate(value: string): boolean {
  if (!isRealDay(value)) return false;
  const today = new Date();
  const birth = new Date(`${value}T00:00:00Z`);
  const age = (today.getTime() - birth.getTime()) / (365.25 * 24 * 3600 * 1000);
  return age >= AGE_RANGE.min && age <= AGE_RANGE.max;
}

export const workAuthorizationSchema = z.object({
  workCountries: z.array(oneOf(COUNTRY_CODES)).max(COUNTRY_CODES.length),
  /** An id of USA_WORK_STATUS, or null when the seeker does not look for work in the USA. */
  usaWorkStatus: idIn(USA_WORK_STATUS.map((entry) => entry.id)).nullable(),
  visaStatus: oneOf(VISA_STATUSES as unknown as [string, ...string[]], "visaStatusRequired"),
});

export const experienceSchema = z
  .object({
    isFresher: z.boolean(),
    years: z.number({ error: "experienceRequired" }).int().min(0).max(EXPERIENCE_MAX_YEARS),
    months: z.number({ error: "experienceRequired" }).int().min(0).max(EXPERIENCE_MAX_MONTHS),
  })
  .transform((value) => (value.isFresher ? { isFresher: true, years: 0, months: 0 } : value));

const amount = (messageKey: string) =>
  z.number({ error: messageKey }).int(messageKey).min(0, messageKey).max(999_999_999, messageKey);

export const salarySchema = z.object({
  /** ISO 4217 code of the site's currency (INR in India, picked as lakhs and thousands). */
  currency: z.string().regex(/^[A-Z]{3}$/),
  currentSalary: amount("currentSalaryRequired"),
  salaryMode: z.enum(SALARY_MODES, { error: "salaryModeRequired" }),
  /** In the same currency and mode; null when the seeker would rather not say. */
  expectedSalary: amount("invalidValue").nullable(),
});

export const preferencesSchema = z.object({
  functionIds: z.array(idIn(FUNCTION_IDS)).max(MAX_FUNCTIONS, "tooManyChoices"),
  roleIds: z.array(idIn(ROLE_IDS)).max(MAX_ROLES, "tooManyChoices"),
  industryIds: z.array(idIn(INDUSTRY_IDS)).max(MAX_INDUSTRIES, "maxIndustries"),
  jobTypes: z.array(oneOf(JOB_TYPE_IDS)),
});

export const covidSchema = z.object({ laidOffDueToCovid: z.boolean() });

export const employmentSchema = z
  .object({
    designation: requiredText("designationRequired", 100),
    company: requiredText("companyRequired", 100),
    /** "YYYY-MM". */
    startDate: z.string({ error: "jobStartRequired" }).regex(MONTH_PATTERN, "jobStartRequired"),
    /** "YYYY-MM"; null for the current job. */
    endDate: z.string().nullable(),
    isCurrent: z.boolean(),
    /** An id of NOTICE_PERIODS; only for the current job. */
    noticePeriod: z.string().nullable(),
    /** "YYYY-MM-DD"; only while serving notice. */
    lastWorkingDay: z.string().nullable(),
  })
  .superRefine((entry, context) => {
    const now = thisMonth();
    if (
      MONTH_PATTERN.test(entry.startDate) &&
      (entry.startDate > now || entry.startDate < `${EARLIEST_YEAR}-01`)
    )
      context.addIssue({ code: "custom", message: "invalidDateRange", path: ["startDate"] });
    if (!entry.isCurrent) {
      const end = entry.endDate ?? "";
      if (!MONTH_PATTERN.test(end) || end > now || end < entry.startDate)
        context.addIssue({ code: "custom", message: "invalidDateRange", path: ["endDate"] });
      return;
    }
    if (!entry.noticePeriod || !NOTICE_IDS.includes(entry.noticePeriod)) {
      context.addIssue({ code: "custom", message: "noticePeriodRequired", path: ["noticePeriod"] });
    } else if (entry.noticePeriod === "serving") {
      const day = entry.lastWorkingDay ?? "";
      if (!isRealDay(day))
        context.addIssue({ code: "custom", message: "lastWorkingDateRequired", path: ["lastWorkingDay"] });
      else if (day < new Date().toISOString().slice(0, 10))
        context.addIssue({ code: "custom", message: "invalidDateRange", path: ["lastWorkingDay"] });
    }
  })
  .transform((entry) => ({
    ...entry,
    endDate: entry.isCurrent ? null : entry.endDate,
    noticePeriod: entry.isCurrent ? entry.noticePeriod : null,
    lastWorkingDay: entry.isCurrent && entry.noticePeriod === "serving" ? entry.lastWorkingDay : null,
  }));

export const educationSchema = z
  .object({
    courseId: idIn(COURSE_IDS, "qualificationRequired"),
    specialization: requiredText("specializationRequired", 100),
    institute: requiredText("instituteRequired", 120),
    board: oneOf(EDUCATION_BOARDS, "boardRequired"),
    medium: oneOf(EDUCATION_MEDIUMS, "mediumRequired"),
    /** An id of PERCENTAGE_BANDS, or null when not given. */
    percentageBand: idIn(PERCENTAGE_BANDS.map((band) => band.id)).nullable(),
    passingYear: z
      .number({ error: "passingYearRequired" })
      .int("passingYearRequired")
      .min(EARLIEST_YEAR, "passingYearRequired")
      .refine((year) => year <= new Date().getUTCFullYear() + 6, "passingYearRequired"),
    educationType: oneOf(EDUCATION_TYPES, "educationTypeRequired"),
  })
  .superRefine((entry, context) => {
    const course = COURSES.find((candidate) => candidate.id === entry.courseId);
    if (course && !course.specializations.includes(entry.specialization))
      context.addIssue({ code: "custom", message: "specializationRequired", path: ["specialization"] });
  });

export const skillSchema = z.object({ name: requiredText("selectSkills", 60) });

export const itSkillSchema = z.object({
  name: requiredText("selectSkills", 60),
  version: z.string().trim().max(20),
  lastUsed: z
    .number()
    .int()
    .min(EARLIEST_YEAR)
    .refine((year) => year <= new Date().getUTCFullYear(), "invalidValue")
    .nullable(),
  experienceYears: z.number().int().min(0).max(EXPERIENCE_MAX_YEARS),
  experienceMonths: z.number().int().min(0).max(EXPERIENCE_MAX_MONTHS),
  /** The employment entry this skill was used in, if any. */
  employmentId: z.string().max(40).nullable(),
});

export const PROFILE_OBJECT_SCHEMAS = {
  personal: personalSchema,
  workAuthorization: workAuthorizationSchema,
  experience: experienceSchema,
  salary: salarySchema,
  preferences: preferencesSchema,
  covid: covidSchema,
} as const;

export const PROFILE_LIST_SCHEMAS = {
  employments: employmentSchema,
  educations: educationSchema,
  itSkills: itSkillSchema,
} as const;

export type Personal = z.output<typeof personalSchema>;
export type WorkAuthorization = z.output<typeof workAuthorizationSchema>;
export type Experience = z.output<typeof experienceSchema>;
export type Salary = z.output<typeof salarySchema>;
export type Preferences = z.output<typeof preferencesSchema>;
export type Covid = z.output<typeof covidSchema>;
export type Employment = z.output<typeof employmentSchema> & { id: string };
/**
 * An education entry as saved. One imported from registration holds "" as its board and medium
 * (registration does not ask them) until the seeker saves it through the profile's form.
 */
export type Education = Omit<z.output<typeof educationSchema>, "board" | "medium"> & {
  board: EducationBoard | "";
  medium: EducationMedium | "";
  id: string;
};
export type ItSkill = z.output<typeof itSkillSchema> & { id: string };

/**
 * A certificate of a course finished on the learning site (decision 051): added by the seeker from their
 * learning page, never typed, so what recruiters see is what the provider issued.
 */
export interface Certificate {
  id: string;
  /** The course it certifies, as the provider names it. */
  title: string;
  /** The learning site that issued it. */
  issuer: string;
  /** Where anyone can see it at the provider. */
  url: string;
  /** YYYY-MM-DD, when the course was completed. */
  issuedOn: string;
  courseId: string;
}

export interface ProfileObjectValues {
  personal: Personal;
  workAuthorization: WorkAuthorization;
  experience: Experience;
  salary: Salary;
  preferences: Preferences;
  covid: Covid;
}

export interface ProfileListValues {
  employments: Employment;
  educations: Education;
  itSkills: ItSkill;
}

/**
 * Everything a profile holds. Object groups are null until first saved; an imported group may be
 * incomplete (registration asked fewer questions), which the forms show and the next save completes.
 */
export interface ProfileData {
  personal: Personal | null;
  workAuthorization: WorkAuthorization | null;
  experience: Experience | null;
  salary: Salary | null;
  preferences: Preferences | null;
  covid: Covid | null;
  employments: Employment[];
  educations: Education[];
  skills: string[];
  itSkills: ItSkill[];
  certificates: Certificate[];
}

export function emptyProfileData(): ProfileData {
  return {
    personal: null,
    workAuthorization: null,
    experience: null,
    salary: null,
    preferences: null,
    covid: null,
    employments: [],
    educations: [],
    skills: [],
    itSkills: [],
    certificates: [],
  };
}

export interface ProfileSummary {
  id: string;
  name: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ProfileDetail extends ProfileSummary {
  data: ProfileData;
  /** ISO time each group was last saved; absent groups were never saved. */
  groupUpdatedAt: Partial<Record<ProfileGroup, string>>;
  /** The resume attached to this profile, once resumes exist (null until then). */
  resumeId: string | null;
}

/** How a new profile starts (spec §4: import from an existing one, or create a fresh one). */
export const PROFILE_SOURCES = ["fresh", "copy", "registration"] as const;
export type ProfileSource = (typeof PROFILE_SOURCES)[number];

export const createProfileSchema = z
  .object({
    name: requiredText("profileNameRequired", PROFILE_NAME_MAX),
    source: z.enum(PROFILE_SOURCES, { error: "invalidValue" }),
    fromProfileId: z.string().max(40).nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.source === "copy" && !value.fromProfileId)
      context.addIssue({ code: "custom", message: "selectProfile", path: ["fromProfileId"] });
  });
export type CreateProfileInput = z.output<typeof createProfileSchema>;

export function hasSkill(skills: readonly string[], name: string): boolean {
  const key = skillKey(name);
  return skills.some((skill) => skillKey(skill) === key);
}
