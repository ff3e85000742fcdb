/**
 * Education: each line naming a degree ("B.E in Computer Science", "Master's in …", "MBA (Finance)",
 * "12th / HSC") opens an entry that runs to the next degree; its institute is the piece that names a
 * university, college or school, its passing year the end of its date range or its latest year.
 */
import type { ResumeEducation, ResumeField } from "@portal/domain";
import { findDateRanges } from "./dates";
import { headingKind } from "./sections";
import { isInstituteName } from "./vocabulary";

/** Abbreviations are matched in capitals only, so "be", "ma" and "as" in prose are not degrees. */
const DEGREE_ABBREVIATION =
  /(?<![\p{L}])(?:B\.?\s?E|B\.?\s?Tech|M\.?\s?Tech|B\.?\s?Sc|M\.?\s?Sc|B\.?\s?Com|M\.?\s?Com|B\.?\s?C\.?\s?A|M\.?\s?C\.?\s?A|B\.?\s?B\.?\s?A|M\.?\s?B\.?\s?A|B\.?\s?A|M\.?\s?A|B\.?\s?S|M\.?\s?S|Ph\.?\s?D|B\.?\s?Ed|M\.?\s?Ed|LL\.?\s?B|LL\.?\s?M|MBBS|BDS|B\.?\s?Pharm|M\.?\s?Pharm|PGDM|PGDBA|PGD|B\.?\s?Arch|HSC|SSC|SSLC|H\.?\s?S\.?\s?C|S\.?\s?S\.?\s?C|CBSE|ICSE|BTech|MTech|BSc|MSc|BCom|MCom|BCA|MCA|BBA|MBA|ICWA|CFA|ACCA|CPA)(?![\p{L}])\.?/u;
/** Two capitals alone ("MS", "CA") are degrees only inside an education section ("MS Office", "CA 91010"). */
const SHORT_DEGREE = /(?<![\p{L}])(?:BE|ME|BS|MS|BA|MA|CA)(?![\p{L}])\.?/u;
const DEGREE_WORDS =
  /\b(?:bachelor'?s?|master'?s?|diploma|doctor(?:ate)?\s+of|associate'?s?\s+(?:degree|of|in)|post[\s-]?graduat\w*|graduation|under[\s-]?graduat\w*|intermediate|higher\s+secondary|senior\s+secondary|secondary\s+school|matriculation|matric|10th|12th|class\s+(?:x|xii|10|12)|high\s+school|engineering\s+degree|degree\s+in)\b/i;

function degreeMatch(line: string, inSection = false): RegExpMatchArray | null {
  const word = line.match(DEGREE_WORDS);
  const abbreviation = line.match(DEGREE_ABBREVIATION) ?? (inSection ? line.match(SHORT_DEGREE) : null);
  if (!word) return abbreviation;
  if (!abbreviation) return word;
  return (abbreviation.index ?? 0) < (word.index ?? 0) ? abbreviation : word;
}

const CLAUSE_END = /\s[-–|]\s|,|\s{2,}|\s+(?:from|at)\s+|\(\s*(?:19|20)\d{2}|\b(?:19|20)\d{2}\b/;

function splitDegree(text: string): { degree: string; specialization: string | null } {
  const clause = text.split(CLAUSE_END)[0]?.trim() ?? text;
  const inParentheses = text.match(/^[^(]{1,40}\(([^)]{3,60})\)/);
  const specialised = clause.match(/^(.*?)\s+(?:in|of\s+(?=\w+\s+(?:engineering|science)\b))\s+(.{3,70})$/i);
  if (specialised?.[1] && specialised[2] && !/^(?:science|arts|commerce|engineering|technology|business)$/i.test(specialised[2]))
    return { degree: specialised[1].trim(), specialization: specialised[2].replace(/[.)]+$/, "").trim() };
  if (inParentheses?.[1] && !/\d{4}/.test(inParentheses[1]))
    return { degree: clause.replace(/\s*\(.*$/, "").trim(), specialization: inParentheses[1].trim() };
  const dashed = clause.match(/^(.{2,40}?)\s*[-–:]\s*(.{3,60})$/);
  if (dashed?.[1] && dashed[2]) return { degree: dashed[1].trim(), specialization: dashed[2].trim() };
  return { degree: clause.replace(/[.,;:]+$/, "").trim(), specialization: null };
}

/**
 * @param inSection whether `scope` is an education section; without one, a degree needs an institute or
 *   a year beside it to count
 */
export function findEducation(
  lines: readonly string[],
  scope: readonly number[],
  inSection: boolean,
  asOf: Date,
): ResumeField<ResumeEducation>[] {
  const results: ResumeField<ResumeEducation>[] = [];
  const starts = scope.filter((index) => {
    const line = lines[index] ?? "";
    return line.length <= 160 && degreeMatch(line, inSection) !== null && !headingKind(line);
  });
  starts.forEach((start, position) => {
    const next = starts[position + 1] ?? Number.POSITIVE_INFINITY;
    const window: string[] = [];
    for (let index = start; index < Math.min(next, start + 5) && scope.includes(index); index += 1) {
      const line = lines[index] ?? "";
      if (index > start && headingKind(line)) break;
      if (line !== "") window.push(line);
    }
    const first = window[0] ?? "";
    const match = degreeMatch(first, inSection);
    if (!match) return;
    const fromDegree = first.slice(match.index ?? 0);
    const { degree, specialization } = splitDegree(fromDegree);

    let institute: string | null = null;
    for (const line of window) {
      const pieces = line.split(/\s[-–|]\s|,\s*|\s{2,}|\s+(?:from|at)\s+/);
      const named = pieces.find((piece) => isInstituteName(piece) && !degreeMatch(piece));
      if (named) {
        institute = named.replace(/^[\s,;:-]+|[\s,;:.-]+$/g, "").trim();
        break;
      }
    }
    if (!institute) {
      const second = window[1];
      if (second && !/\d{4}/.test(second) && second.length < 80 && !degreeMatch(second)) institute = second.trim();
    }

    let passingYear: number | null = null;
    for (const line of window) {
      const range = findDateRanges(line, asOf)[0];
      if (range) {
        passingYear = range.to?.year ?? null;
        if (passingYear) break;
        continue;
      }
      const years = [...line.matchAll(/\b(19[5-9]\d|20\d{2})\b/g)]
        .map((year) => Number(year[1]))
        .filter((year) => year <= asOf.getUTCFullYear() + 6);
      if (years.length > 0) {
        passingYear = Math.max(...years);
        break;
      }
    }
    const found = [degree, institute, passingYear].filter(Boolean).length;
    if (!inSection && !passingYear && !(institute && isInstituteName(institute))) return;
    results.push({
      value: { degree: degree || null, specialization, institute, passingYear },
      confidence: found === 3 ? 0.85 : found === 2 ? 0.65 : 0.4,
      source: "section",
      evidence: window.join(" / "),
    });
  });
  return results;
}
