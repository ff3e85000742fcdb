/**
 * From what the parser found in a resume (ParsedResume) to the values of each registration step's form.
 * Pure: no storage, no clock of its own. What was read is filled in when the step's own field rules (the
 * account forms' schemas of @portal/domain, with the server's mobile rule: the same ones that check the
 * submit) accept it and the parser read it as a value (RESUME_PREFILL_CONFIDENCE), or worked it out from
 * the resume (total experience from the dates, the current city as the place to work, skills its
 * dictionary knows): every filled field carries its "from your resume" mark and the seeker reviews each
 * step before saving it. What the rules refuse, or what is only a guess, becomes a suggestion beside the
 * field. Salary is never guessed: resumes rarely state it and a wrong figure costs the seeker.
 */

import type { PrefillSkill, RegistrationPrefill, StepPrefill } from "@portal/contracts";
import {
  COURSES,
  type Course,
  type CourseLevel,
  DIALLING_CODES,
  educationFormSchema,
  employmentFormSchema,
  MAX_SKILLS,
  type ParsedResume,
  parseWith,
  personalFormSchema,
  type RawFormInput,
  RESUME_PREFILL_CONFIDENCE,
  type ResumeEducation,
  type ResumeField,
  type ResumeYearMonth,
  SITE_BY_ID,
  type SiteId,
  skillKey,
  skillSchema,
} from "@portal/domain";
import type { z } from "zod";
import { isMobileNumber } from "../accounts/index.ts";

interface Candidate {
  field: string;
  value: string;
  confidence: number;
  /** What to show when it is only a suggestion (a course's name rather than its id). */
  shown?: string;
}

/**
 * Sure candidates the step's rules accept become values; the rest become suggestions. `accepts` runs the
 * step's schema over the candidates alone and answers which fields it found no problem with.
 */
function sortCandidates(
  candidates: readonly Candidate[],
  accepts: (input: RawFormInput) => Set<string>,
): StepPrefill {
  const sure = candidates.filter((candidate) => candidate.confidence >= RESUME_PREFILL_CONFIDENCE);
  const accepted = accepts(Object.fromEntries(sure.map((candidate) => [candidate.field, candidate.value])));
  const prefill: StepPrefill = { values: {}, suggestions: {} };
  for (const candidate of candidates) {
    if (candidate.confidence >= RESUME_PREFILL_CONFIDENCE && accepted.has(candidate.field))
      prefill.values[candidate.field] = candidate.value;
    else prefill.suggestions[candidate.field] = candidate.shown ?? candidate.value;
  }
  return prefill;
}

function fieldsWithoutProblems(
  fields: readonly string[],
  schema: z.ZodType,
  input: RawFormInput,
): Set<string> {
  const parsed = parseWith(schema, input);
  const refused = new Set(parsed.ok ? [] : parsed.problems.map((problem) => problem.field));
  return new Set(fields.filter((field) => !refused.has(field)));
}

function monthText(date: ResumeYearMonth | null): string | null {
  if (!date?.month) return null;
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------------
// Personal step

function personalCandidates(parsed: ParsedResume, siteId: SiteId): Candidate[] {
  const candidates: Candidate[] = [];
  if (parsed.name) candidates.push({ field: "name", ...pick(parsed.name, parsed.name.value.trim()) });
  if (parsed.email) candidates.push({ field: "email", ...pick(parsed.email, parsed.email.value.trim()) });
  const phone = parsed.phone;
  // A dialling code the phone field cannot offer would be silently replaced by the first one it can.
  if (phone && DIALLING_CODES.some((code) => code.diallingCode === phone.value.diallingCode)) {
    candidates.push({ field: "diallingCode", ...pick(phone, phone.value.diallingCode) });
    candidates.push({
      field: "mobile",
      ...pick(phone, phone.value.nationalNumber),
      shown: `+${phone.value.diallingCode} ${phone.value.nationalNumber}`,
    });
  }
  const city = parsed.currentLocation;
  if (city) {
    const isSiteCountry = SITE_BY_ID[siteId].countries.includes(city.value.countryCode);
    // A city in another country is more likely where the seeker was than where they are looking.
    candidates.push({
      field: "currentCity",
      value: city.value.name,
      confidence: isSiteCountry ? city.confidence : 0,
    });
  }
  return candidates;
}

function pick<T>(field: ResumeField<T>, value: string): { value: string; confidence: number } {
  return { value, confidence: field.confidence };
}

function personalPrefill(parsed: ParsedResume, siteId: SiteId): StepPrefill {
  const candidates = personalCandidates(parsed, siteId);
  const prefill = sortCandidates(candidates, (input) =>
    fieldsWithoutProblems(
      ["name", "email", "currentCity", "mobile", "diallingCode"],
      personalFormSchema(isMobileNumber),
      {
        ...input,
        experienceType: "fresher",
      },
    ),
  );
  // The number and its code go together: one without the other is not a phone number.
  if (!prefill.values.mobile || !prefill.values.diallingCode) {
    delete prefill.values.mobile;
    delete prefill.values.diallingCode;
  }
  delete prefill.suggestions.diallingCode;
  return prefill;
}

// ---------------------------------------------------------------------------------------------------
// Employment step

function currentEmployment(
  parsed: ParsedResume,
): ResumeField<ParsedResume["employment"][number]["value"]> | null {
  const current = parsed.employment.find((entry) => entry.value.current);
  if (current) return current;
  // Without a job marked current, the latest one started is the one the step asks about.
  const started = parsed.employment.filter((entry) => entry.value.from);
  started.sort(
    (a, b) =>
      (b.value.from?.year ?? 0) * 12 +
      (b.value.from?.month ?? 0) -
      ((a.value.from?.year ?? 0) * 12 + (a.value.from?.month ?? 0)),
  );
  return started[0] ?? parsed.employment[0] ?? null;
}

function employmentPrefill(parsed: ParsedResume, today: Date): StepPrefill {
  const candidates: Candidate[] = [];
  const experience = parsed.totalExperience;
  if (experience) {
    // Stated or worked out from the jobs' dates, the total is what the resume says: filled, to review.
    const confidence = Math.max(experience.confidence, RESUME_PREFILL_CONFIDENCE);
    candidates.push({ field: "totalExperienceYears", value: String(experience.value.years), confidence });
    candidates.push({ field: "totalExperienceMonths", value: String(experience.value.months), confidence });
  }
  const job = currentEmployment(parsed);
  const designation = parsed.currentDesignation ?? fieldOf(job, job?.value.designation);
  const company = parsed.currentCompany ?? fieldOf(job, job?.value.company);
  if (designation) candidates.push({ field: "designation", ...pick(designation, designation.value.trim()) });
  if (company) candidates.push({ field: "company", ...pick(company, company.value.trim()) });
  if (job?.value.from) {
    const month = monthText(job.value.from);
    candidates.push(
      month
        ? { field: "startMonth", value: month, confidence: job.confidence }
        : // A year alone is not a month the field can hold: the seeker picks the month.
          { field: "startMonth", value: String(job.value.from.year), confidence: 0 },
    );
  }
  const prefill = sortCandidates(candidates, (input) =>
    fieldsWithoutProblems(
      ["totalExperienceYears", "totalExperienceMonths", "designation", "company", "startMonth"],
      employmentFormSchema(today),
      input,
    ),
  );
  // Years and months are one answer: half of it pre-filled would read as a whole one, and a total the
  // step's rules refuse (more years than the list offers) stays a suggestion.
  if (!prefill.values.totalExperienceYears || !prefill.values.totalExperienceMonths) {
    if (experience) {
      prefill.suggestions.totalExperienceYears = String(experience.value.years);
      prefill.suggestions.totalExperienceMonths = String(experience.value.months);
    }
    delete prefill.values.totalExperienceYears;
    delete prefill.values.totalExperienceMonths;
  }
  return prefill;
}

function fieldOf<T>(entry: ResumeField<unknown> | null, value: T | null | undefined): ResumeField<T> | null {
  if (!entry || value === null || value === undefined) return null;
  return { value, confidence: entry.confidence, source: entry.source, evidence: entry.evidence };
}

// ---------------------------------------------------------------------------------------------------
// Education step

/** Letters and digits only, lower case: "B.Tech." and "b tech" compare equal. */
function compact(text: string): string {
  // Devanagari's vowel signs are marks: "बी.टेक" keeps them.
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "");
}

/** Spelt-out degrees and the short forms resumes use, by the short form the courses list knows. */
const DEGREE_NAMES: Readonly<Record<string, string>> = {
  bachelorofarts: "ba",
  bachelorofarchitecture: "barch",
  bachelorofbusinessadministration: "bba",
  bachelorofcommerce: "bcom",
  bachelorofengineering: "be",
  bacheloroftechnology: "btech",
  bachelorofeducation: "bed",
  bachelorofpharmacy: "bpharm",
  bachelorofscience: "bsc",
  bachelorofcomputerapplications: "bca",
  bachelorofcomputing: "bsc",
  bachelorofcomputerscience: "bsc",
  bachelorofdesign: "bdes",
  bachelorofdentalsurgery: "bds",
  bachelorofhotelmanagement: "bhm",
  bachelorofveterinaryscience: "bvsc",
  bacheloroflaws: "llb",
  bacheloroflaw: "llb",
  bachelorofmedicinebachelorofsurgery: "mbbs",
  masterofarts: "ma",
  masterofarchitecture: "march",
  masterofcommerce: "mcom",
  masterofeducation: "med",
  masterofengineering: "me",
  masteroftechnology: "mtech",
  masterofpharmacy: "mpharm",
  masterofscience: "msc",
  masterofbusinessadministration: "mba",
  postgraduatediplomainmanagement: "pgdm",
  masterofcomputerapplications: "mca",
  masteroflaws: "llm",
  doctorofphilosophy: "phd",
  charteredaccountant: "ca",
  companysecretary: "cs",
  bs: "bsc",
  bba: "bba",
  bbm: "bba",
  bsit: "bsc",
  bscit: "bsc",
  bsc: "bsc",
  bengg: "be",
  mengg: "me",
  pgdba: "mba",
  pgdbm: "mba",
  polytechnic: "diploma",
  // As resumes in Hindi and Arabic write them ("बी.टेक", "एम.कॉम", "دكتوراه").
  बीटेक: "btech",
  बीई: "be",
  एमटेक: "mtech",
  बीकॉम: "bcom",
  एमकॉम: "mcom",
  बीए: "ba",
  एमए: "ma",
  बीएड: "bed",
  एमएड: "med",
  बीएससी: "bsc",
  एमएससी: "msc",
  बीसीए: "bca",
  एमसीए: "mca",
  बीबीए: "bba",
  एमबीए: "mba",
  पीएचडी: "phd",
  डिप्लोमा: "diploma",
  دكتوراه: "phd",
  الدكتوراه: "phd",
  دبلوم: "diploma",
  الدبلوم: "diploma",
  ماجستيرإدارةالأعمال: "mba",
};

const COURSE_BY_NAME: ReadonlyMap<string, Course> = new Map(
  COURSES.flatMap((course) =>
    course.name
      .split(/[/()]/)
      .map((part) => compact(part))
      .filter((part) => part.length > 0)
      .map((part) => [part, course] as const),
  ),
);

/** The portal's course for a degree as the resume writes it ("B.Tech", "Bachelor of Science", "MBA"). */
export function courseOf(degree: string | null): Course | null {
  if (!degree) return null;
  const whole = compact(degree);
  const direct = COURSE_BY_NAME.get(DEGREE_NAMES[whole] ?? whole);
  if (direct) return direct;
  // "B.Tech in Computer Science", "Bachelor of Science (Hons)": the longest known name it starts with.
  const names = [...Object.keys(DEGREE_NAMES), ...COURSE_BY_NAME.keys()].sort((a, b) => b.length - a.length);
  for (const name of names) {
    if (name.length >= 3 && whole.startsWith(name))
      return COURSE_BY_NAME.get(DEGREE_NAMES[name] ?? name) ?? null;
  }
  return null;
}

const MINOR_WORDS = new Set([
  "and",
  "of",
  "in",
  "the",
  "engineering",
  "studies",
  "science",
  "technology",
  "with",
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !MINOR_WORDS.has(word));
}

/**
 * One of the course's specialisations: the same name, or the only one sharing a distinctive word
 * ("Computer Engineering" is B.E's "Computer Science"); null when none or several fit.
 */
export function specializationOf(course: Course, written: string | null): string | null {
  if (!written) return null;
  const exact = course.specializations.find((name) => compact(name) === compact(written));
  if (exact) return exact;
  const writtenWords = new Set(words(written));
  const sharing = course.specializations.filter((name) => words(name).some((word) => writtenWords.has(word)));
  return sharing.length === 1 ? (sharing[0] as string) : null;
}

const LEVEL_RANK: Readonly<Record<CourseLevel, number>> = {
  diploma: 0,
  graduate: 1,
  postgraduate: 2,
  doctorate: 3,
};

/** The step asks for the highest qualification: the highest level, then the latest year. */
function highestEducation(parsed: ParsedResume) {
  const entries = parsed.education.map((entry) => ({ entry, course: courseOf(entry.value.degree) }));
  entries.sort((a, b) => {
    const level = (b.course ? LEVEL_RANK[b.course.level] : -1) - (a.course ? LEVEL_RANK[a.course.level] : -1);
    return level !== 0 ? level : (b.entry.value.passingYear ?? 0) - (a.entry.value.passingYear ?? 0);
  });
  return entries[0] ?? null;
}

function educationPrefill(parsed: ParsedResume, today: Date): StepPrefill {
  const highest = highestEducation(parsed);
  if (!highest) return { values: {}, suggestions: {} };
  const { entry, course } = highest;
  const written: ResumeEducation = entry.value;
  const candidates: Candidate[] = [];
  if (course) {
    candidates.push({
      field: "qualification",
      value: String(course.id),
      confidence: entry.confidence,
      shown: course.name,
    });
  } else if (written.degree) {
    candidates.push({ field: "qualification", value: written.degree, confidence: 0 });
  }
  if (written.specialization) {
    const specialization = course ? specializationOf(course, written.specialization) : null;
    candidates.push(
      specialization
        ? { field: "specialization", value: specialization, confidence: entry.confidence }
        : { field: "specialization", value: written.specialization, confidence: 0 },
    );
  }
  if (written.institute)
    candidates.push({ field: "institute", value: written.institute.trim(), confidence: entry.confidence });
  if (written.passingYear)
    candidates.push({
      field: "passingYear",
      value: String(written.passingYear),
      confidence: entry.confidence,
    });
  const prefill = sortCandidates(candidates, (input) =>
    fieldsWithoutProblems(
      ["qualification", "specialization", "institute", "passingYear"],
      educationFormSchema(today),
      { educationType: "full-time", ...input },
    ),
  );
  // A specialisation belongs to its course: without the course it would be refused on submit.
  if (prefill.values.specialization && !prefill.values.qualification) {
    prefill.suggestions.specialization = prefill.values.specialization;
    delete prefill.values.specialization;
  }
  return prefill;
}

// ---------------------------------------------------------------------------------------------------
// Job preference and skills

function jobPreferencePrefill(parsed: ParsedResume, siteId: SiteId): StepPrefill {
  const city = parsed.currentLocation;
  // Where someone lives is where most want to work: filled in, marked, and easy to change or add to.
  if (city && SITE_BY_ID[siteId].countries.includes(city.value.countryCode))
    return { values: { preferredLocations: city.value.name }, suggestions: {} };
  return { values: {}, suggestions: {} };
}

/** Unsure skills are often phrases caught from sentences: a few are worth offering, a page of them not. */
export const MAX_SKILL_SUGGESTIONS = 10;

function skillsPrefill(parsed: ParsedResume): PrefillSkill[] {
  const seen = new Set<string>();
  const sure: PrefillSkill[] = [];
  const unsure: PrefillSkill[] = [];
  for (const skill of parsed.skills) {
    const name = skill.value.name.trim();
    const key = skillKey(name);
    if (!key || seen.has(key) || !skillSchema.safeParse({ name }).success) continue;
    seen.add(key);
    // A skill the dictionary knows is one the resume names: ticked. Phrases caught from sentences are
    // offered unticked unless the parser is sure of them.
    const isConfident = skill.value.known || skill.confidence >= RESUME_PREFILL_CONFIDENCE;
    (isConfident ? sure : unsure).push({ name, isConfident });
  }
  return [...sure.slice(0, MAX_SKILLS), ...unsure.slice(0, MAX_SKILL_SUGGESTIONS)];
}

function experienceTypeOf(parsed: ParsedResume): RegistrationPrefill["experienceType"] {
  const hasExperience =
    (parsed.totalExperience?.value.years ?? 0) + (parsed.totalExperience?.value.months ?? 0) > 0;
  if (parsed.employment.length > 0 || hasExperience) return "professional";
  if (parsed.education.length > 0) return "fresher";
  return null;
}

/** Every registration step's pre-fill from one parsed resume, for the seeker's site. */
export function registrationPrefill(parsed: ParsedResume, siteId: SiteId, today: Date): RegistrationPrefill {
  return {
    experienceType: experienceTypeOf(parsed),
    steps: {
      personal: personalPrefill(parsed, siteId),
      employment: employmentPrefill(parsed, today),
      education: educationPrefill(parsed, today),
      "job-preference": jobPreferencePrefill(parsed, siteId),
    },
    skills: skillsPrefill(parsed),
  };
}
