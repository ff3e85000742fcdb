/**
 * What the resume parser found in a file, as the server hands it to a review screen and to profile
 * pre-filling. Every field says how it was found and how sure the parser is, so a page can pre-fill
 * the sure ones and ask about the others; nothing here is ever saved without the seeker's review.
 */

/** How a value was found. */
export type ResumeFieldSource =
  /** written in the resume as such ("Total experience: 5 years", "E-mail: …") */
  | "stated"
  /** recognised by its shape (an e-mail address, a phone number, a date range) */
  | "pattern"
  /** read from a labelled section (under "Experience", "Education", "Skills") */
  | "section"
  /** matched against a reference list (cities, skills dictionary) */
  | "dictionary"
  /** inferred from where it stands (the first line is usually the name) */
  | "position"
  /** recognised by the words around it, as the labelled resumes taught (the span tagger) */
  | "context"
  /** worked out from other fields (experience from employment dates) */
  | "computed";

export interface ResumeField<T> {
  value: T;
  /** 0 to 1: above 0.8 is safe to pre-fill, below 0.5 is a guess worth asking about. */
  confidence: number;
  source: ResumeFieldSource;
  /** The text the value was read from, for showing beside it. */
  evidence?: string;
}

export interface ResumeYearMonth {
  year: number;
  /** 1–12, or null when the resume gives only the year. */
  month: number | null;
}

export interface ResumePhone {
  /** +919876543210 */
  e164: string;
  /** ISO 3166-1 alpha-2 of the number's country. */
  countryCode: string;
  /** Digits of the national number, without the trunk prefix. */
  nationalNumber: string;
  diallingCode: string;
}

export interface ResumeCity {
  name: string;
  state: string;
  countryCode: string;
}

export interface ResumeExperience {
  years: number;
  months: number;
}

export interface ResumeEmployment {
  designation: string | null;
  company: string | null;
  from: ResumeYearMonth | null;
  to: ResumeYearMonth | null;
  /** "to Present", "till date", "currently working". */
  current: boolean;
}

export interface ResumeEducation {
  degree: string | null;
  specialization: string | null;
  institute: string | null;
  passingYear: number | null;
}

export interface ResumeSkill {
  /** The dictionary's name ("JavaScript"), or the resume's own words when the dictionary lacks it. */
  name: string;
  /** As written in the resume ("JS"). */
  written: string;
  /** Whether the skills dictionary knows it. */
  known: boolean;
}

export interface ParsedResume {
  name: ResumeField<string> | null;
  email: ResumeField<string> | null;
  phone: ResumeField<ResumePhone> | null;
  currentLocation: ResumeField<ResumeCity> | null;
  totalExperience: ResumeField<ResumeExperience> | null;
  currentDesignation: ResumeField<string> | null;
  currentCompany: ResumeField<string> | null;
  employment: ResumeField<ResumeEmployment>[];
  education: ResumeField<ResumeEducation>[];
  skills: ResumeField<ResumeSkill>[];
}

/** A field's confidence from which pre-filling without asking is reasonable. */
export const RESUME_PREFILL_CONFIDENCE = 0.8;
