/**
 * Reads the fields of a resume from its text: general rules over section headings, line shapes and
 * date ranges, with reference lists for cities and skills. Pure and synchronous (the extraction worker
 * runs it beside the text extraction); the same text always gives the same result.
 */
import { type ParsedResume, SITE_BY_ID, type SiteId } from "@portal/domain";
import { findEmail, findPhone } from "./contact.ts";
import { findEducation } from "./education.ts";
import { normaliseLayout } from "./layout.ts";
import { findCurrentLocation, findName } from "./person.ts";
import { findSections, linesOf } from "./sections.ts";
import {
  findSkills,
  listLinesOpeningExperience,
  listLinesUnderStackedHeading,
  skillsSectionLines,
} from "./skills.ts";
import { spanKindsByName, tagSpans, type Weights } from "./span-tagger.ts";
import { taggedJobs } from "./tagged-jobs.ts";
import { isTitle } from "./vocabulary.ts";
import { type CandidateObserver, findWork, isExcludedEmployer } from "./work.ts";

export interface ParseResumeOptions {
  /** The seeker's site: its countries are the default regions of phone numbers and preferred cities. */
  siteId: SiteId;
  /** The day "Present" means; today unless an older resume is being evaluated. */
  asOf?: Date;
}

/**
 * Text that kept its line breaks (not one flattened line whose layout survives only as runs of spaces):
 * there a short line under a title is the employer; in flattened text it is as often a place or a duty.
 */
function keepsLineBreaks(text: string): boolean {
  return text.trim().split("\n").length >= 10;
}

/**
 * Fields are read from this much of the text at most: about a hundred pages, more than any resume or
 * academic CV holds. Reading grows with the length (the tagger reads every word), and a longer file,
 * a book or a log renamed .txt, would hold the worker up to its time limit and be refused.
 */
export const MAX_READ_CHARACTERS = 300_000;

/** The text up to MAX_READ_CHARACTERS, cut at a line break so no line is read half. */
export function readablePart(text: string): string {
  if (text.length <= MAX_READ_CHARACTERS) return text;
  const cut = text.lastIndexOf("\n", MAX_READ_CHARACTERS);
  return text.slice(0, cut > MAX_READ_CHARACTERS / 2 ? cut : MAX_READ_CHARACTERS);
}

export function parseResumeText(text: string, options: ParseResumeOptions): ParsedResume {
  return readResume(readablePart(text), options);
}

/**
 * parseResumeText, letting the caller see the candidate employers of every dated job (the company
 * model's training script reads its examples this way).
 */
export function readResume(
  text: string,
  options: ParseResumeOptions,
  observeCandidates?: CandidateObserver,
  spanWeights?: Weights,
): ParsedResume {
  const asOf = options.asOf ?? new Date();
  const regions = SITE_BY_ID[options.siteId]?.countries ?? ["IN"];
  const lines = normaliseLayout(text);
  const sections = findSections(lines);
  const headerEnd = sections[0]?.kind === "header" ? sections[0].end : 0;

  const educationLines = linesOf(sections, "education");
  const experienceLines = linesOf(sections, "experience");
  const skillLines = skillsSectionLines(lines, sections, asOf);
  const allLines = lines.map((_, index) => index);
  const inEducation = new Set(educationLines);
  const workScope =
    experienceLines.length > 0
      ? [...experienceLines, ...skillLines.datedRunOn].sort((a, b) => a - b)
      : allLines.filter((index) => !inEducation.has(index));

  const headerTitle = lines
    .slice(0, Math.min(headerEnd, 6))
    .find((line) => line.length <= 60 && isTitle(line) && !/[@\d]/.test(line));

  const name = findName(lines, headerEnd);
  const tagged = tagSpans(lines, spanWeights);
  const summaryLines = new Set([...linesOf(sections, "header"), ...linesOf(sections, "summary")]);
  const work = findWork(
    lines,
    workScope,
    headerTitle?.trim() ?? null,
    asOf,
    experienceLines.length > 0,
    summaryLines,
    lines.slice(0, Math.min(headerEnd, 4)),
    keepsLineBreaks(text),
    observeCandidates,
    spanKindsByName(tagged),
  );
  const employment = [
    ...work.employment,
    ...taggedJobs(
      lines,
      tagged,
      new Set(experienceLines),
      work.employment.map((job) => job.value.company ?? "").filter(Boolean),
      isExcludedEmployer,
    ),
  ];
  const education = findEducation(
    lines,
    educationLines.length > 0 ? educationLines : allLines,
    educationLines.length > 0,
    asOf,
  );
  const skills = findSkills(
    lines,
    [
      ...skillLines.list,
      ...listLinesOpeningExperience(lines, sections, asOf),
      ...listLinesUnderStackedHeading(lines, sections, asOf),
    ],
    [...employment.map((job) => job.value.company ?? ""), name?.value ?? ""].filter(Boolean),
    tagged,
    employment.map((job) => job.value.designation ?? "").filter(Boolean),
  );
  const currentLocation = findCurrentLocation(
    lines,
    headerEnd,
    regions,
    name?.evidence,
    work.employment.find((job) => job.value.current)?.evidence,
  );
  // A local number that is valid in two of the site's countries ("055 123 4567" in the UAE and in Saudi
  // Arabia) is read as one of the country the seeker lives in.
  const home = currentLocation?.value.countryCode;
  const phoneRegions =
    home && regions.includes(home) ? [home, ...regions.filter((region) => region !== home)] : regions;
  return {
    name,
    email: findEmail(lines),
    phone: findPhone(lines, phoneRegions),
    currentLocation,
    totalExperience: work.totalExperience,
    currentDesignation: work.currentDesignation,
    currentCompany: work.currentCompany,
    employment,
    education,
    skills: skills.filter((skill) => !namesStudies(skill, education)),
  };
}

/**
 * A subject found in the text on a degree's line ("Bachelor of Science in Mechanical Engineering") is
 * what the seeker studied, not a skill they list (the labelled resumes seldom count it); the same words
 * under a skills heading are a skill.
 */
function namesStudies(skill: ParsedResume["skills"][number], education: ParsedResume["education"]): boolean {
  if (skill.source === "section") return false;
  const written = ` ${skill.value.written.toLowerCase()} `;
  return education.some((entry) => {
    const studied = ` ${(entry.value.specialization ?? "").toLowerCase()} `;
    return studied.includes(written) && (entry.evidence ?? "").includes((skill.evidence ?? "").slice(0, 60));
  });
}
