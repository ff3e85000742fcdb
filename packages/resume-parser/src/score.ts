/**
 * The resume score card (career services' "resume score"): a score out of 100 in seven sections, from
 * what the parser read and the text itself. Every point lost comes with the tip that wins it back (the
 * tips' points add up to what a section lost), and the same text and fields always give the same score.
 *
 *   contact 15      e-mail, phone, city (5 each)
 *   summary 10      a summary of 25 words or more (5 when shorter)
 *   experience 25   jobs listed (10), with their dates (10), with title and employer (5)
 *   skills 20       how many (10: one point each up to ten), and the skills the wanted roles ask for
 *                   (10, in proportion); without a wanted role, skills an applicant-tracking system
 *                   knows by name (10: two points each up to five)
 *   education 10    listed (7), with passing years (3)
 *   length 10       250–1,200 words (5 between 150 and 250 or 1,200 and 2,000)
 *   readability 10  text a machine can read (none: a scan or a picture scores 0 everywhere), and the
 *                   three headings applicant-tracking systems look for: experience, education, skills
 */
import {
  type ParsedResume,
  RESUME_SCORE_SECTIONS,
  type ResumeScoreSectionId,
  type ResumeScoreTipId,
} from "@portal/domain";
import { findSections, type SectionKind } from "./sections.ts";

export interface ResumeScoreTip {
  id: ResumeScoreTipId;
  /** The points this tip wins back. */
  points: number;
  /** What the tip names: the skills the wanted roles ask for, the headings missing, the word count. */
  items?: string[];
  count?: number;
}

export interface ResumeScoreSection {
  id: ResumeScoreSectionId;
  score: number;
  max: number;
  tips: ResumeScoreTip[];
}

export interface ResumeScore {
  total: number;
  sections: ResumeScoreSection[];
}

export interface ResumeScoreInput {
  /** The file's text as extracted ("" for a scan or a picture). */
  text: string;
  /** What the parser read; null when there was no text to read. */
  fields: ParsedResume | null;
  /** The skills the roles the person wants ask for, most asked first (at most ten are used). */
  wantedSkills?: readonly string[];
}

const MAX: Readonly<Record<ResumeScoreSectionId, number>> = {
  contact: 15,
  summary: 10,
  experience: 25,
  skills: 20,
  education: 10,
  length: 10,
  readability: 10,
};

/** Fewer letters than this is no text: a scan, a picture, an empty page. */
const MIN_LETTERS = 20;
const SUMMARY_WORDS = 25;
const ATS_HEADINGS: readonly SectionKind[] = ["experience", "education", "skills"];

function section(id: ResumeScoreSectionId, tips: ResumeScoreTip[]): ResumeScoreSection {
  const lost = tips.reduce((sum, tip) => sum + tip.points, 0);
  return { id, score: MAX[id] - lost, max: MAX[id], tips: tips.filter((tip) => tip.points > 0) };
}

function words(text: string): string[] {
  return text.split(/\s+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
}

function normalised(skill: string): string {
  return skill
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
}

export function scoreResume(input: ResumeScoreInput): ResumeScore {
  const letters = input.text.match(/\p{L}/gu)?.length ?? 0;
  const fields = letters >= MIN_LETTERS ? input.fields : null;
  if (!fields) {
    // Nothing can be read: every section is lost, and the reason comes first.
    const sections = RESUME_SCORE_SECTIONS.map((id) =>
      section(id, [{ id: id === "readability" ? "imageOnly" : tipWhenUnread(id), points: MAX[id] }]),
    );
    return { total: 0, sections };
  }

  const lines = input.text.split(/\r?\n/);
  const found = findSections(lines);
  const sections: ResumeScoreSection[] = [];

  sections.push(
    section("contact", [
      { id: "addEmail", points: fields.email ? 0 : 5 },
      { id: "addPhone", points: fields.phone ? 0 : 5 },
      { id: "addLocation", points: fields.currentLocation ? 0 : 5 },
    ]),
  );

  const summary = found.find((part) => part.kind === "summary");
  const summaryWords = summary ? words(lines.slice(summary.start, summary.end).join(" ")).length : 0;
  sections.push(
    section("summary", [
      summary === undefined || summaryWords === 0
        ? { id: "addSummary", points: 10 }
        : { id: "longerSummary", points: summaryWords >= SUMMARY_WORDS ? 0 : 5, count: summaryWords },
    ]),
  );

  const jobs = fields.employment.map((entry) => entry.value);
  if (jobs.length === 0) sections.push(section("experience", [{ id: "addExperience", points: 25 }]));
  else {
    const dated = jobs.filter((job) => job.from !== null && (job.to !== null || job.current)).length;
    const named = jobs.filter((job) => job.designation && job.company).length;
    sections.push(
      section("experience", [
        { id: "addDates", points: 10 - Math.round((10 * dated) / jobs.length) },
        { id: "addTitles", points: 5 - Math.round((5 * named) / jobs.length) },
      ]),
    );
  }

  const skills = fields.skills.map((entry) => entry.value);
  const skillTips: ResumeScoreTip[] = [{ id: "moreSkills", points: 10 - Math.min(10, skills.length) }];
  const wanted = [...new Set((input.wantedSkills ?? []).map((skill) => skill.trim()).filter(Boolean))].slice(
    0,
    10,
  );
  if (wanted.length > 0) {
    const mine = new Set(skills.flatMap((skill) => [normalised(skill.name), normalised(skill.written)]));
    const missing = wanted.filter((skill) => !mine.has(normalised(skill)));
    const points = Math.round((10 * missing.length) / wanted.length);
    skillTips.push({ id: "skillsForRole", points, items: missing.slice(0, 5) });
  } else {
    const known = skills.filter((skill) => skill.known).length;
    skillTips.push({ id: "knownSkillNames", points: 10 - 2 * Math.min(5, known) });
  }
  sections.push(section("skills", skillTips));

  const schools = fields.education.map((entry) => entry.value);
  sections.push(
    section(
      "education",
      schools.length === 0
        ? [{ id: "addEducation", points: 10 }]
        : [{ id: "addPassingYears", points: schools.every((school) => school.passingYear !== null) ? 0 : 3 }],
    ),
  );

  const count = words(input.text).length;
  const lengthPoints = count < 150 ? 10 : count < 250 ? 5 : count <= 1200 ? 0 : count <= 2000 ? 5 : 10;
  sections.push(
    section("length", [{ id: count < 250 ? "tooShort" : "tooLong", points: lengthPoints, count }]),
  );

  const headings = new Set(found.map((part) => part.kind));
  const missingHeadings = ATS_HEADINGS.filter((kind) => !headings.has(kind));
  const headingPoints =
    10 - Math.round((10 * (ATS_HEADINGS.length - missingHeadings.length)) / ATS_HEADINGS.length);
  sections.push(
    section("readability", [{ id: "addHeadings", points: headingPoints, items: missingHeadings }]),
  );

  return { total: sections.reduce((sum, part) => sum + part.score, 0), sections };
}

/** The tip of a section when nothing of the file could be read. */
function tipWhenUnread(id: Exclude<ResumeScoreSectionId, "readability">): ResumeScoreTipId {
  const tips: Record<Exclude<ResumeScoreSectionId, "readability">, ResumeScoreTipId> = {
    contact: "addEmail",
    summary: "addSummary",
    experience: "addExperience",
    skills: "moreSkills",
    education: "addEducation",
    length: "tooShort",
  };
  return tips[id];
}
