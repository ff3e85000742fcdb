/**
 * A recruiter's job posting (spec §3 job record: title, locations, experience range, salary range with
 * currency and terms, job code, skills, IT skills with version and last used, industry, function, role;
 * plus description, qualification, work mode, job type, vacancies and expiry). One zod schema checks it
 * for the API, the page action and the browser; issue messages are spec codes or job-posting messages.
 * Where a place must be a real city of the site, or the description must be sanitised, the server decides
 * (it holds the city list and the sanitiser); the rules here are the ones every side can check.
 */
import { z } from "zod";
import { EXPERIENCE_MAX_YEARS } from "./constants.ts";
import { type FormValues, isChecked, many, one, optionalNumber, wholeNumber } from "./form-values.ts";
import { INDUSTRIES, JOB_FUNCTIONS, JOB_ROLES } from "./job-taxonomy.ts";
import { JOB_TYPE_IDS, SALARY_TERMS, WORK_MODE_IDS } from "./jobs.ts";
import { rupeesFromPickers } from "./profile-form.ts";
import { skillKey } from "./resume-skills.ts";
import type { SiteId } from "./sites.ts";

export const JOB_TITLE_MAX = 100;
export const MAX_JOB_LOCATIONS = 5;
export const MAX_JOB_SKILLS = 20;
export const MAX_JOB_IT_SKILLS = 15;
export const JOB_CODE_MAX = 30;
export const QUALIFICATION_MAX = 100;
export const MAX_VACANCIES = 999;
/** Visible characters (tags not counted): a real description says what the work is. */
export const DESCRIPTION_MIN_CHARS = 100;
/** Characters of the description as sent, markup included. */
export const DESCRIPTION_MAX_CHARS = 20_000;
/** A job is open this many days unless its recruiter picks another expiry, at most JOB_MAX_DAYS ahead. */
export const JOB_DEFAULT_DAYS = 30;
export const JOB_MAX_DAYS = 90;
/** The highest salary a form accepts, in whole units of any currency (far above any real one). */
const SALARY_MAX = 999_999_999_999;

/** The currencies salaries may be given in on each site: the Gulf site spans six countries. */
export const SITE_SALARY_CURRENCIES: Readonly<Record<SiteId, readonly string[]>> = {
  india: ["INR"],
  gulf: ["AED", "SAR", "QAR", "OMR", "KWD", "BHD"],
  singapore: ["SGD"],
  thailand: ["THB"],
  philippines: ["PHP"],
  vietnam: ["VND"],
  malaysia: ["MYR"],
  indonesia: ["IDR"],
  hongkong: ["HKD"],
};

const DAY_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Today's date in UTC as "YYYY-MM-DD", plus `days`. */
export function dayFromToday(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A description's text without its markup, for counting what a reader sees. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Does a description hold markup at all (a tag), or is it plain text to be laid out? */
export function hasMarkup(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/**
 * A description typed as plain text (without the editor's toolbar, or sent by the API) as HTML: blank
 * lines separate paragraphs; a block whose lines all start with "-", "*" or "•" is a bullet list.
 */
export function htmlFromPlainText(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return blocks
    .map((block) => {
      const lines = block.split("\n").map((line) => line.trim());
      if (lines.every((line) => /^[-*•]\s+/.test(line))) {
        return `<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(/^[-*•]\s+/, ""))}</li>`).join("")}</ul>`;
      }
      return `<p>${lines.map(escapeHtml).join("<br>")}</p>`;
    })
    .join("");
}

/** Letters or digits somewhere: a title of punctuation alone is refused with the spec's words. */
const HAS_WORD = /[\p{L}\p{N}]/u;

const requiredText = (messageKey: string, max: number) =>
  z.string({ error: messageKey }).trim().min(1, messageKey).max(max);

const idIn = (ids: readonly number[], messageKey: string) =>
  z
    .number({ error: messageKey })
    .int(messageKey)
    .refine((id) => ids.includes(id), messageKey);

const experience = z
  .number({ error: "experienceRangeInvalid" })
  .int("experienceRangeInvalid")
  .min(0, "experienceRangeInvalid")
  .max(EXPERIENCE_MAX_YEARS, "experienceRangeInvalid");

const salaryAmount = z
  .number({ error: "salaryRangeInvalid" })
  .int("salaryRangeInvalid")
  .min(0, "salaryRangeInvalid")
  .max(SALARY_MAX, "salaryRangeInvalid");

/** Names of skills, each once (by the skill dictionary's key), in the order given. */
function duplicateSkillIndex(names: readonly string[]): number {
  const seen = new Set<string>();
  for (const [index, name] of names.entries()) {
    const key = skillKey(name);
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
}

export const jobItSkillSchema = z.object({
  name: requiredText("selectSkills", 60),
  version: z.string().trim().max(20),
  lastUsed: z
    .number()
    .int()
    .min(1990, "invalidValue")
    .refine((year) => year <= new Date().getUTCFullYear(), "invalidValue")
    .nullable(),
});

export const jobPostingSchema = z
  .object({
    title: requiredText("jobTitleRequired", JOB_TITLE_MAX).refine(
      (title) => HAS_WORD.test(title),
      "onlySpecialCharacters",
    ),
    /** City names as typed or picked; the server resolves each to a city of the site. */
    locations: z
      .array(z.string().trim().min(1).max(60), { error: "invalidLocation" })
      .min(1, "invalidLocation")
      .max(MAX_JOB_LOCATIONS, "tooManyLocations"),
    experienceMin: experience,
    experienceMax: experience,
    /** Both null when the salary is not disclosed. */
    salaryMin: salaryAmount.nullable(),
    salaryMax: salaryAmount.nullable(),
    currencyCode: z.string({ error: "invalidValue" }).regex(/^[A-Z]{3}$/, "invalidValue"),
    salaryTerms: z.enum(SALARY_TERMS, { error: "salaryModeRequired" }),
    /** The employer's own reference; "" to have one made. */
    jobCode: z
      .string()
      .trim()
      .max(JOB_CODE_MAX)
      .refine((code) => code === "" || /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(code), "jobCodeInvalid"),
    skills: z
      .array(z.string().trim().min(1).max(60), { error: "selectSkills" })
      .min(1, "selectSkills")
      .max(MAX_JOB_SKILLS, "tooManySkills")
      .refine((names) => duplicateSkillIndex(names) < 0, "skillAlreadyAdded"),
    itSkills: z
      .array(jobItSkillSchema)
      .max(MAX_JOB_IT_SKILLS, "tooManySkills")
      .refine((entries) => duplicateSkillIndex(entries.map((entry) => entry.name)) < 0, "skillAlreadyAdded"),
    industryId: idIn(
      INDUSTRIES.map((entry) => entry.id),
      "jobIndustryRequired",
    ),
    functionId: idIn(
      JOB_FUNCTIONS.map((entry) => entry.id),
      "functionRequired",
    ),
    roleId: idIn(
      JOB_ROLES.map((entry) => entry.id),
      "roleRequired",
    ),
    qualification: requiredText("jobQualificationRequired", QUALIFICATION_MAX),
    /** Rich text as HTML (or plain text); sanitised by the server before it is stored. */
    description: z
      .string({ error: "descriptionTooShort" })
      .max(DESCRIPTION_MAX_CHARS)
      .refine((html) => visibleText(html).length >= DESCRIPTION_MIN_CHARS, "descriptionTooShort"),
    workMode: z.enum(WORK_MODE_IDS, { error: "invalidValue" }),
    jobType: z.enum(JOB_TYPE_IDS, { error: "invalidValue" }),
    vacancies: z
      .number({ error: "vacanciesInvalid" })
      .int("vacanciesInvalid")
      .min(1, "vacanciesInvalid")
      .max(MAX_VACANCIES, "vacanciesInvalid"),
    /** The last day it is open, "YYYY-MM-DD" (UTC): from tomorrow to JOB_MAX_DAYS ahead. */
    expiresOn: z
      .string({ error: "expiryInvalid" })
      .refine(
        (day) => DAY_PATTERN.test(day) && day > dayFromToday(0) && day <= dayFromToday(JOB_MAX_DAYS),
        "expiryInvalid",
      ),
  })
  .superRefine((posting, context) => {
    if (posting.experienceMin > posting.experienceMax)
      // The pair is wrong, not one of its fields: the form shows it on the pair.
      context.addIssue({ code: "custom", message: "experienceRangeInvalid", path: ["experience"] });
    const disclosed = [posting.salaryMin, posting.salaryMax].filter((amount) => amount !== null).length;
    if (disclosed === 1)
      context.addIssue({ code: "custom", message: "salaryRangeInvalid", path: ["salaryMax"] });
    else if (
      posting.salaryMin !== null &&
      posting.salaryMax !== null &&
      posting.salaryMin > posting.salaryMax
    )
      context.addIssue({ code: "custom", message: "salaryRangeInvalid", path: ["salaryMax"] });
    const role = JOB_ROLES.find((entry) => entry.id === posting.roleId);
    if (role && role.functionId !== posting.functionId)
      context.addIssue({ code: "custom", message: "roleRequired", path: ["roleId"] });
  });

export type JobPostingInput = z.input<typeof jobPostingSchema>;
export type JobPosting = z.output<typeof jobPostingSchema>;

/** IT skill rows of the form (itSkill1Name, itSkill1Version, itSkill1LastUsed, …), blank rows left out. */
function itSkillsFromForm(form: FormValues): unknown[] {
  return Array.from({ length: MAX_JOB_IT_SKILLS + 1 }, (_, index) => index + 1).flatMap((row) => {
    const name = one(form, `itSkill${row}Name`);
    if (name === "") return [];
    const year = one(form, `itSkill${row}LastUsed`);
    return [
      {
        name,
        version: one(form, `itSkill${row}Version`),
        lastUsed: year === "" ? null : (wholeNumber(year) ?? Number.NaN),
      },
    ];
  });
}

/** Comma- or line-separated entries typed in one box, or one per repeated field. */
function listOf(form: FormValues, name: string): string[] {
  return many(form, name)
    .flatMap((item) => item.split(/[,\n،]/))
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A salary amount: lakhs and thousands pickers for rupees, one number box otherwise; null when blank. */
function salaryFromForm(form: FormValues, prefix: "salaryMin" | "salaryMax"): number | null {
  if (one(form, "currencyCode") === "INR") {
    return rupeesFromPickers(one(form, `${prefix}Lakhs`), one(form, `${prefix}Thousands`)) ?? null;
  }
  return optionalNumber(one(form, prefix)) ?? null;
}

/** A posted job form as the shape `jobPostingSchema` checks. */
export function jobPostingFromForm(form: FormValues): unknown {
  const isDisclosed = !isChecked(form, "salaryHidden");
  const number = (name: string) => wholeNumber(one(form, name));
  return {
    title: one(form, "title"),
    locations: [...new Set(listOf(form, "locations"))],
    experienceMin: number("experienceMin"),
    experienceMax: number("experienceMax"),
    salaryMin: isDisclosed ? salaryFromForm(form, "salaryMin") : null,
    salaryMax: isDisclosed ? salaryFromForm(form, "salaryMax") : null,
    currencyCode: one(form, "currencyCode"),
    salaryTerms: one(form, "salaryTerms") || undefined,
    jobCode: one(form, "jobCode"),
    skills: listOf(form, "skills"),
    itSkills: itSkillsFromForm(form),
    industryId: number("industryId"),
    functionId: number("functionId"),
    roleId: number("roleId"),
    qualification: one(form, "qualification"),
    description: typeof form.description === "string" ? form.description : one(form, "description"),
    workMode: one(form, "workMode") || undefined,
    jobType: one(form, "jobType") || undefined,
    vacancies: number("vacancies"),
    expiresOn: one(form, "expiresOn") || undefined,
  };
}
