/**
 * Education: each line naming a degree ("B.E in Computer Science", "Master's in …", "MBA (Finance)",
 * "12th / HSC") opens an entry that runs to the next degree; its institute is the piece that names a
 * university, college or school, its passing year the end of its date range or its latest year.
 */
import type { ResumeEducation, ResumeField } from "@portal/domain";
import { findDateRanges } from "./dates.ts";
import { headingKind } from "./sections.ts";
import { isInstituteName } from "./vocabulary.ts";

/** Abbreviations are matched in capitals only, so "be", "ma" and "as" in prose are not degrees. */
const DEGREE_ABBREVIATION =
  /(?<![\p{L}])(?:B\.?\s?E|B\.?\s?Tech|M\.?\s?Tech|B\.?\s?Sc|M\.?\s?Sc|B\.?\s?Com|M\.?\s?Com|B\.?\s?C\.?\s?A|M\.?\s?C\.?\s?A|B\.?\s?B\.?\s?A|M\.?\s?B\.?\s?A|B\.?\s?A|M\.?\s?A|B\.?\s?S|M\.?\s?S|Ph\.?\s?D|B\.?\s?Ed|M\.?\s?Ed|LL\.?\s?B|LL\.?\s?M|MBBS|BDS|B\.?\s?Pharm|M\.?\s?Pharm|PGDM|PGDBA|PGD|B\.?\s?Arch|HSC|SSC|SSLC|H\.?\s?S\.?\s?C|S\.?\s?S\.?\s?C|CBSE|ICSE|BTech|MTech|BSc|MSc|BCom|MCom|BCA|MCA|BBA|MBA|ICWA|CFA|ACCA|CPA)(?![\p{L}])\.?/u;
/** Two capitals alone ("MS", "CA") are degrees only inside an education section ("MS Office", "CA 91010"). */
const SHORT_DEGREE = /(?<![\p{L}])(?:BE|ME|BS|MS|BA|MA|CA)(?![\p{L}])\.?/u;
/** "MS Word, Excel" under a CV's "Other skills": a Microsoft product, not a degree. */
const MICROSOFT_PRODUCT =
  /^[\s-]*(?:Word|Excel|Office|Access|Project|Visio|PowerPoint|Outlook|SQL|Dynamics|Windows|DOS|Paint|Teams)\b/;
const DEGREE_WORDS =
  /\b(?:bachelor'?s?|master'?s?|diploma|doctor(?:ate)?\s+of|associate'?s?\s+(?:degree|of|in)|post[\s-]?graduat\w*|graduation|under[\s-]?graduat\w*|intermediate|higher\s+secondary|senior\s+secondary|secondary\s+school|matriculation|matric|10th|12th|class\s+(?:x|xii|10|12)|high\s+school|engineering\s+degree|degree\s+in)\b/i;

/** An Arabic degree's one word: bachelor's, licence, master's, doctorate, diploma. */
const ARABIC_DEGREE = "(?:ال)?(?:بكالوريوس|ليسانس|ماجستير|دكتوراه|دكتوراة|دبلوم)";
/** "بكالوريوس (في) علوم الحاسب": the degree's one word, then its field. */
const ARABIC_DEGREE_AND_FIELD = new RegExp(`^(${ARABIC_DEGREE})\\s+(?:في\\s+)?(.{3,70})$`, "u");
/** Degrees named in Arabic or Hindi: bachelor's, master's, doctorate, diploma, secondary school. */
const DEGREE_WORDS_IN_ARABIC_OR_HINDI = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${ARABIC_DEGREE}|الثانوية العامة|شهادة الثانوية|स्नातकोत्तर|स्नातक|परास्नातक|(?:बी|एम)\\.?\\s?(?:टेक|कॉम|एससी|एड|ई\\.?|ए\\.?|सी\\.?\\s?ए|बी\\.?\\s?ए)|पीएचडी|डिप्लोमा|(?:10|12)वीं|उच्चतर माध्यमिक|हाई स्कूल)(?![\\p{L}\\p{M}])`,
  "u",
);

function degreeMatch(line: string, inSection = false): RegExpMatchArray | null {
  const word = line.match(DEGREE_WORDS) ?? line.match(DEGREE_WORDS_IN_ARABIC_OR_HINDI);
  const found = line.match(DEGREE_ABBREVIATION) ?? (inSection ? line.match(SHORT_DEGREE) : null);
  const abbreviation =
    found && !MICROSOFT_PRODUCT.test(line.slice((found.index ?? 0) + found[0].length)) ? found : null;
  if (!word) return abbreviation;
  if (!abbreviation) return word;
  return (abbreviation.index ?? 0) < (word.index ?? 0) ? abbreviation : word;
}

/** Whether a text starts with a degree ("BA Elementary Education", "B.Tech …"). */
export function startsWithDegree(text: string): boolean {
  return degreeMatch(text, true)?.index === 0;
}

const CLAUSE_END = /\s[-–|]\s|[,،]|\s{2,}|\s+(?:from|at)\s+|\(\s*(?:19|20)\d{2}|\b(?:19|20)\d{2}\b/;

function splitDegree(text: string): { degree: string; specialization: string | null } {
  const clause = text.split(CLAUSE_END)[0]?.trim() ?? text;
  // "بكالوريوس (في) علوم الحاسب": in Arabic the field follows the degree's one word.
  const arabic = clause.match(ARABIC_DEGREE_AND_FIELD);
  if (arabic?.[1] && arabic[2]) return { degree: arabic[1], specialization: arabic[2].trim() };
  const inParentheses = text.match(/^[^(]{1,40}\(([^)]{3,60})\)/);
  const specialised = clause.match(/^(.*?)\s+(?:in|of\s+(?=\w+\s+(?:engineering|science)\b))\s+(.{3,70})$/i);
  if (
    specialised?.[1] &&
    specialised[2] &&
    !/^(?:science|arts|commerce|engineering|technology|business)$/i.test(specialised[2])
  )
    return { degree: specialised[1].trim(), specialization: specialised[2].replace(/[.)]+$/, "").trim() };
  if (inParentheses?.[1] && !/\d{4}/.test(inParentheses[1]))
    return { degree: clause.replace(/\s*\(.*$/, "").trim(), specialization: inParentheses[1].trim() };
  const dashed = clause.match(/^(.{2,40}?)\s*[-–:]\s*(.{3,60})$/);
  if (dashed?.[1] && dashed[2]) return { degree: dashed[1].trim(), specialization: dashed[2].trim() };
  const degree = clause.replace(/[.,;:]+$/, "").trim();
  return { degree: degree.includes("(") ? degree : degree.replace(/\)+$/, ""), specialization: null };
}

function passingYearOf(line: string, asOf: Date): number | null {
  const range = findDateRanges(line, asOf)[0];
  if (range) return range.to?.year ?? null;
  const years = [...line.matchAll(/\b(19[5-9]\d|20\d{2})\b/g)]
    .map((year) => Number(year[1]))
    .filter((year) => year <= asOf.getUTCFullYear() + 6);
  return years.length > 0 ? Math.max(...years) : null;
}

/** A line of dates alone ("1997-1999", "June 2012", "2010 - Present"). */
function isDateOnly(line: string): boolean {
  return (
    hasYear(line) &&
    !/\p{L}{3,}/u.test(
      line.replace(
        /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|\b(?:present|current|till|date|to|now)\b/gi,
        "",
      ),
    )
  );
}

function hasYear(line: string): boolean {
  return /\b(?:19[5-9]\d|20\d{2})\b/.test(line);
}

function entryOf(
  block: readonly string[],
  inSection: boolean,
  asOf: Date,
): ResumeField<ResumeEducation> | null {
  const degreeLine = block.find((line) => degreeMatch(line, inSection));
  let degree: string | null = null;
  let specialization: string | null = null;
  if (degreeLine) {
    const match = degreeMatch(degreeLine, inSection);
    ({ degree, specialization } = splitDegree(degreeLine.slice(match?.index ?? 0)));
  }
  let institute: string | null = null;
  for (const line of block) {
    const pieces = line.split(/\s[-–|]\s|[,،]\s*|\s{2,}|\s+(?:from|at)\s+/);
    const named = pieces.find((piece) => isInstituteName(piece) && !degreeMatch(piece, inSection));
    if (named) {
      institute = named
        .replace(/\s*\((?:[^)]*\d{4}[^)]*)\)?\s*$/, "")
        .replace(/^[\s,;:-]+|[\s,;:.-]+$/g, "")
        .trim();
      break;
    }
  }
  if (!institute && degreeLine) {
    const other = block.find(
      (line) => line !== degreeLine && !hasYear(line) && line.length < 80 && !degreeMatch(line, inSection),
    );
    if (other) institute = other.split(/\s[-–|]\s/)[0]?.trim() ?? null;
  }
  if (!degree && !(institute && isInstituteName(institute))) return null;
  let passingYear: number | null = null;
  for (const line of block) {
    passingYear = passingYearOf(line, asOf);
    if (passingYear) break;
  }
  if (!inSection && !passingYear && !(institute && isInstituteName(institute))) return null;
  const found = [degree, institute, passingYear].filter(Boolean).length;
  return {
    value: { degree: degree || null, specialization, institute, passingYear },
    confidence: found === 3 ? 0.85 : found === 2 ? 0.65 : 0.4,
    source: "section",
    evidence: block.join(" / ").slice(0, 300),
  };
}

/**
 * Inside an education section an entry runs until the line that dates it ("2012 to 2016", "2015"), so
 * schools without a degree name ("Narayana Jr. College / 2012") count too. Without a section, each
 * line naming a degree opens an entry of at most five lines.
 */
export function findEducation(
  lines: readonly string[],
  scope: readonly number[],
  inSection: boolean,
  asOf: Date,
): ResumeField<ResumeEducation>[] {
  const blocks: string[][] = [];
  if (inSection) {
    const content = scope
      .map((index) => (lines[index] ?? "").trim())
      .filter((line) => line !== "" && !headingKind(line));
    // Most lists date an entry at its end; some put the dates first ("1997-1999" / "BS in …").
    const datesFirst = content[0] !== undefined && isDateOnly(content[0]);
    let block: string[] = [];
    for (const line of content) {
      const startsEntry = datesFirst
        ? isDateOnly(line) && block.length > 0
        : degreeMatch(line, true) && block.some((earlier) => degreeMatch(earlier, true));
      if (startsEntry) {
        blocks.push(block);
        block = [];
      }
      block.push(line);
      if (!datesFirst && hasYear(line)) {
        blocks.push(block);
        block = [];
      }
    }
    if (block.length > 0) blocks.push(block);
  } else {
    const starts = scope.filter((index) => {
      const line = lines[index] ?? "";
      return line.length <= 160 && degreeMatch(line) !== null && !headingKind(line);
    });
    starts.forEach((start, position) => {
      const next = starts[position + 1] ?? Number.POSITIVE_INFINITY;
      const block: string[] = [];
      for (let index = start; index < Math.min(next, start + 5); index += 1) {
        const line = (lines[index] ?? "").trim();
        if (index > start && headingKind(line)) break;
        if (line !== "") block.push(line);
        if (index > start && hasYear(line)) break;
      }
      blocks.push(block);
    });
  }
  return blocks
    .map((block) => entryOf(block, inSection, asOf))
    .filter((entry): entry is ResumeField<ResumeEducation> => entry !== null);
}
