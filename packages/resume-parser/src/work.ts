/**
 * Employment history and total experience. Every date range in the experience part anchors one job;
 * the short lines just above it (or on its own line, or just below when nothing is above) are split at
 * their separators ("-", "|", "at", ",") and each piece is classified as a title, a company or a place.
 * Employers that only sentences or labels name ("Past Organization: …") are added, without dates, to a
 * resume that lists jobs.
 * Total experience is what the resume states ("Total experience 5 years 3 months", "11+ years of
 * experience") unless its jobs clearly add up to more; otherwise the months of all jobs, overlaps
 * counted once, internships left out, a running job for the length written beside it when that is
 * longer than its range, and jobs with a title and an employer that a two-column page puts under
 * another heading counted as well.
 */
import type { ResumeEmployment, ResumeExperience, ResumeField } from "@portal/domain";
import {
  alignEmployerPlaces,
  bestCandidate,
  type CandidateFacts,
  type CompanyCandidate,
  type ScoredCandidate,
  scoreCandidates,
  separateSharedLines,
} from "./company-model.ts";
import {
  type DateRange,
  findDateRanges,
  findLoneDate,
  lengthenedByStatedDuration,
  monthIndex,
  monthsCovered,
} from "./dates.ts";
import { dictionaries, skillPhraseKey } from "./dictionaries.ts";
import { citiesIn } from "./person.ts";
import { findSections, headingKind, type SectionKind } from "./sections.ts";
import type { SpanKind } from "./span-tagger.ts";
import {
  hasCompanyWord,
  hasTitleWord,
  isCompanyWord,
  isInstituteName,
  isLegalFormWord,
  isListHeading,
  isTitle,
} from "./vocabulary.ts";

// A parenthesis closing the line ("Grab (Jan 2020 - Present)") separates; one inside a name does not
// ("DHL Express (Hong Kong) Limited").
const SEPARATORS =
  /\s+[-–—|@•·]\s+|\s*\|\s*|\s+[-–—]$|^[-–—]\s+|\s+at\s+|\s*\((?=[^)]*\)?\s*$)|\)\s*$|\s*[[\]]\s*|\s{2,}|,\s+(?!(?:inc|ltd|llc|llp|pvt|co|corp|plc|l\.?p)\b\.?)|،\s*|:\s+/i;
const BULLET = /^[•*·▪●◦○■►✓➢\-–]\s*/;

/** A line that is a sentence or a bullet point, not a title or company line. */
function isProse(line: string): boolean {
  const text = line.trim();
  return BULLET.test(text) || text.length > 90 || (/\.$/.test(text) && text.split(" ").length > 6);
}

function fragmentsOf(text: string): string[] {
  const parts = text
    .split(SEPARATORS)
    .map((part) =>
      (part ?? "")
        .replace(BULLET, "")
        .replace(/^[\s,;:.\-–]+|[\s,;:\-–]+$/g, "")
        .trim(),
    )
    // "ABC CONSULTING (Sometown, NY), Manager": a bracket the separators left open starts another piece.
    .flatMap((part) => (part.includes("(") && !part.includes(")") ? part.split(/\s*\(\s*/) : [part]))
    .filter((part) => part.length >= 2 && /\p{L}/u.test(part));
  return parts.flatMap((part, at) => withoutPlaceAfterLegalForm(part, parts[at + 1]));
}

/** "Raindrop Geomagic Inc. Research Triangle Park" (", NC" next): a name ends at its legal form. */
const NAME_THEN_MORE = /^(.+?\b(?:inc|ltd|llc|llp|corp|plc|limited|gmbh|pte)\.?)\s+(\p{Lu}[\p{L}.' -]*)$/iu;
function withoutPlaceAfterLegalForm(part: string, next: string | undefined): string[] {
  const match = part.match(NAME_THEN_MORE);
  const [name, rest] = [match?.[1], match?.[2]];
  if (!name || !rest) return [part];
  const place = isPlace(rest) || /^[A-Z]{2}$/.test(next ?? "") || (next !== undefined && isPlace(next));
  return place ? [name, rest] : [part];
}

/**
 * Job boards' exports (Indeed's among them) write each job as a form: "Title" / "Employer -  City, State -"
 * (or "Employer -") / dates. The employer is what stands before the place ("R-Systems" in "R-Systems -
 * Sacramento, CA -", where the pieces would offer "Sacramento" too). The export sets the place off by two
 * spaces; a PDF's text keeps one, and then only a known place is taken for one. Null when the field
 * holds only a place, a label or a product ("Microsoft SharePoint -").
 */
const FORM_EMPLOYER_LINE = /^(.+?)\s[-–]$/;
function formEmployerField(line: string): string | null {
  let field = line.trim().match(FORM_EMPLOYER_LINE)?.[1]?.replace(BULLET, "").trim() ?? "";
  const placeAt = field.search(/\s[-–]\s+(?!.*\s[-–]\s)/);
  if (placeAt > 0) {
    const separator = field.slice(placeAt).match(/^\s[-–]\s+/)?.[0] ?? "";
    const place = field.slice(placeAt + separator.length);
    if (separator.endsWith("  ") || isPlace(place) || fragmentsOf(place).every(isPlace))
      field = field.slice(0, placeAt).trim();
  }
  if (field.length < 2 || !/\p{L}/u.test(field)) return null;
  if (isPlace(field) || fragmentsOf(field).every(isPlace)) return null;
  if (NOISE.test(field) || NOT_A_COMPANY.test(field) || PROJECT_LABEL.test(field) || isProductName(field))
    return null;
  return field;
}

/** The lower-case key a piece is looked up by in the lists of states and countries. */
function placeKey(fragment: string): string {
  return fragment.toLowerCase().replace(/[.,]+$/, "");
}

function isStateOrCountry(fragment: string): boolean {
  const key = placeKey(fragment);
  return dictionaries().states.has(key) || dictionaries().countries.has(key);
}

function isPlace(fragment: string): boolean {
  if (isStateOrCountry(fragment)) return true;
  const matches = citiesIn(fragment);
  if (matches.length === 0) return /^[A-Z][a-z]+,?\s+[A-Z]{2}(?:\s+\d{5})?$/.test(fragment);
  const covered = matches.reduce((sum, match) => sum + match.written.length, 0);
  return covered >= fragment.replace(/[^\p{L}]/gu, "").length * 0.5;
}

/** A place and nothing else ("Pune", "Maharashtra", "India"): never an employer, however it stands. */
function isOnlyPlace(fragment: string): boolean {
  return isStateOrCountry(fragment) || dictionaries().cities.has(placeKey(fragment));
}

/** Periods that are not work experience in the usual sense: internships, volunteering, study. */
const NOT_COUNTED = /\b(?:intern|interns|internships?|volunteer\w*|student|trainee\s+program)\b/i;

/** "Worked as <title> with <company> from …", "Working as <title> in <company> since …". */
const WORKED_AS =
  /\b(?:[Ww]ork(?:ed|ing)|[Ee]mployed|[Ss]erv(?:ed|ing))\s+as\s+(?:an?\s+)?([^,.;]{3,50}?)\s+(?:with|at|in|for)\s+([A-Z][^,;]{1,60}?)\s*(?:,\s*[A-Z][a-z]+\s*)?(?:[Ff]rom|[Ss]ince|[Dd]uring|[Bb]etween|\()/;
/** "… for Cisco under Capgemini India Pvt. Ltd..": the client, then the payroll employer; the first is named. */
const UNDER_PAYROLL = /\s+(?:under|through|via|on (?:the )?payroll of)\s+.*$/i;

const PROJECT_LABEL =
  /^(?:project(?:\s+(?:name|title|details|description|duration))?|client(?:\s+name)?|company\s+name|team\s+size\b.*|environment|roles?(?:\s*(?:&|and)\s*responsibilit\w*)?|responsibilit\w*|duration|technologies(?:\s+used)?|description|name)$|\b(?:committee|workgroup|council)\b/i;

/** Words that describe a duration or a list, never a title or a company. */
const NOISE =
  /^(?:present|current|till date|to date|years?|months?|duration|period|responsibilities|roles?|company|organi[sz]ation|employer|designation|position|client|project|description|role|from|to|since)$/i;

interface Entry {
  range: DateRange;
  /** Dated by one month or year only ("Summer 2004"): listed, but its length is unknown. */
  lone?: boolean;
  designation: string | null;
  company: string | null;
  evidence: string;
  /** The pieces the company model weighed, when it chose the employer. */
  scored?: ScoredCandidate[];
  chosen?: ScoredCandidate | null;
}

interface UndatedEntry {
  range: null;
  designation: string | null;
  company: string | null;
  evidence: string;
}

/**
 * What is left of a split name: one company word ("Technologies"), or a legal form alone ("Pvt. Ltd.").
 * A hyphenated name holds more ("R-Systems"), and a line of business before a legal form is how a
 * resume names an employer it keeps anonymous ("Insurance Company").
 */
function isOnlyCompanyWords(fragment: string): boolean {
  const words = fragment.toLowerCase().split(/\s+/);
  return words.length === 1 ? isCompanyWord(words[0] ?? "") : words.every(isLegalFormWord);
}

function isProductName(fragment: string): boolean {
  if (!/\s/.test(fragment) || hasCompanyWord(fragment)) return false;
  const key = skillPhraseKey(fragment);
  return (
    dictionaries().skills.has(key) || dictionaries().skills.has(key.replace(/(?:\s+v?\d+(?:\.\d+)*)+$/, ""))
  );
}

/** Lines that carry nothing for a job's title or company (links, a lone "Present"). */
function isFiller(line: string): boolean {
  return (
    /^(?:https?:\/\/|www\.)\S+$/i.test(line.trim()) || /^(?:present|current|till date)$/i.test(line.trim())
  );
}

/**
 * A piece that is neither a title nor a place may still be a company ("Disney", "oracle"), but not
 * everyday words from a sentence ("its infrastructure", "methodology").
 */
function couldBeCompany(fragment: string): boolean {
  const words = fragment.split(" ");
  if (words.length > 6 || (/^[a-z]/.test(fragment) && words.length > 2)) return false;
  const { commonWords } = dictionaries();
  if (NOT_A_COMPANY.test(fragment) || isAmountDateDegreeOrContact(fragment)) return false;
  // "Developed and instructed unit plans", "Conducted research on …": a duty, not a name.
  if (
    words.length > 1 &&
    /^[A-Z]?[a-z]+ed$/.test(words[0] ?? "") &&
    commonWords.has((words[0] ?? "").toLowerCase())
  )
    return false;
  if (words.length > 3 && /\.$/.test(fragment)) return false;
  // A name does not end in an everyday lower-case word ("Ms. Southers has", "3 hospitals from").
  const last = words.at(-1) ?? "";
  if (
    words.length > 1 &&
    /^[a-z]+\.?$/.test(last) &&
    commonWords.has(last.replace(/\.$/, "")) &&
    !hasCompanyWord(last)
  )
    return false;
  // A name has at least one word that is not everyday English ("Disney", "Tokopedia"); a phrase of
  // everyday words is a duty or a skill ("Time Management", "Building relationships").
  return words.some((word) => !commonWords.has(word.toLowerCase().replace(/[.,]+$/, "")));
}

const NOT_A_COMPANY =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$|^(?:nationality|gender|dob|date of birth|marital status|languages?|address|mobile|phone|email)$|^(?:confidential|self[\s-]?employed|freelanc\w*|company\s*\d*|client\s*\d*|organi[sz]ation\s*\d*|xx+\w*|part[\s-]?time|full[\s-]?time|summer)$|^(?:certification|certificate|license|licence)s?(?:\s+(?:pending|in progress|awaited))?$|\bpending$/i;

/** A grade or a level of a course ("B+ Average", "A Completed", "Grade: A", "Advanced"), never a job's title. */
const GRADE_OR_LEVEL =
  /^(?:(?:[A-E][+-]?|O)\s+(?:average|grade|completed|passed)|(?:grade|level)\s*[:-]?\s*\S{1,3}|advanced|intermediate|beginner|elementary|basic|proficient)$/i;

/** "Nationality: British", "Date of Birth: …": a line of personal details holds no employer. */
const PERSONAL_DETAIL_LINE =
  /^\W*(?:nationality|citizenship|gender|sex|dob|d\.o\.b|date of birth|marital status|religion|passport(?: no\.?| number)?|father'?s name|languages?(?: known)?)\s*[:\-–]/i;

/** "$2.5 M", "Rs. 40 lakhs", "Feb 2015", "2015": an amount or a date is never an employer ("3M" is one). */
const AMOUNT_OR_DATE =
  /^(?:(?:rs\.?|inr|usd|aed|sgd|[$€£₹])\s*\d[\d.,]*\s*(?:[kmb]n?|million|billion|lakhs?|crores?|cr)?|\d+(?:[.,]\d+)+\s*(?:[kmb]|mn|million|billion|lakhs?|crores?|cr)|\d[\d.,]*\s+(?:mn|million|billion|lakhs?|crores?|cr)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|spring|summer|fall|autumn|winter)[a-z]*\.?[\s,'’]*(?:\d{2}|\d{4})|(?:19|20)\d{2})$/i;
/** A degree ("Bachelor of Science") or the document itself ("Curriculum Vitae") is never an employer. */
const DEGREE_OR_DOCUMENT =
  /^(?:bachelor'?s?\b|master'?s?\s+(?:of|in|degree)\b|diploma\s+in\b|doctor(?:ate)?\s+of\b|associate'?s?\s+(?:of|in|degree)\b|curriculum\s+vitae$|r[eé]sum[eé]$|cv$)/i;

/** An e-mail address or a web address ("Tromp.Carmelo@yahoo.com", "www.example.com") is a contact. */
const CONTACT_ADDRESS = /\S@\S+\.\w|\bhttps?:\/\/|\bwww\.\S/i;

function isAmountDateDegreeOrContact(fragment: string): boolean {
  const text = fragment.trim();
  return AMOUNT_OR_DATE.test(text) || DEGREE_OR_DOCUMENT.test(text) || CONTACT_ADDRESS.test(text);
}

/**
 * "Coventry, UK", "Birmingham, United Kingdom": a short name just before a country is the town, unless
 * it carries a company word ("Infosys Limited, India"). Given the line, the town is the one a comma
 * joins to its country: "Microsoft IT - India" names an employer's unit in a country.
 */
function isCityBeforeCountry(fragment: string, next: string | undefined, line?: string): boolean {
  if (next === undefined || !dictionaries().countries.has(placeKey(next))) return false;
  if (line !== undefined && !line.includes(`${fragment},`)) return false;
  return fragment.split(" ").length <= 2 && !hasCompanyWord(fragment);
}

function classify(fragments: readonly string[]): { designation: string | null; company: string | null } {
  let designation: string | null = null;
  let company: string | null = null;
  const unknown: string[] = [];
  for (const [at, fragment] of fragments.entries()) {
    if (isCityBeforeCountry(fragment, fragments[at + 1])) continue;
    if (NOISE.test(fragment) || (/\b(?:years?|months?|yrs?)\b/i.test(fragment) && /\d/.test(fragment)))
      continue;
    if (fragment.split(" ").length > 8) continue;
    // Labels of project blocks ("Project Name", "Roles and Responsibilities", "Team size 15").
    if (PROJECT_LABEL.test(fragment)) continue;
    // "Technologies" or "Limited" alone is what is left of a split name, and a product name
    // ("Microsoft Visual Studio 2015", "SAP ABAP") is what was worked with, not for.
    if (isOnlyCompanyWords(fragment) || isProductName(fragment)) continue;
    if (!designation && isTitle(fragment)) designation = fragment;
    else if (!company && (hasCompanyWord(fragment) || isInstituteName(fragment))) company = fragment;
    else if (!isPlace(fragment)) unknown.push(fragment);
  }
  if (!company)
    company =
      unknown.find(
        (fragment) => fragment !== designation && !hasTitleWord(fragment) && couldBeCompany(fragment),
      ) ?? null;
  if (!designation && company)
    designation = unknown.find((fragment) => fragment !== company && hasTitleWord(fragment)) ?? null;
  return { designation, company };
}

/**
 * Jobs listed without dates: in an experience section, a title line followed by a short line that
 * names the employer ("Associate Software Engineer" / "Oracle -  Bangalore, Karnataka -").
 */
function findUndatedJobs(
  lines: readonly string[],
  scope: readonly number[],
  asOf: Date,
  dated: readonly Entry[],
  lineBreaksKept: boolean,
): UndatedEntry[] {
  const found: UndatedEntry[] = [];
  const used = new Set(dated.flatMap((entry) => [entry.designation, entry.company]));
  const positions = [...scope];
  for (let position = 0; position < positions.length; position += 1) {
    const line = (lines[positions[position] ?? -1] ?? "").trim();
    if (
      line === "" ||
      line.length > 70 ||
      isProse(line) ||
      !isTitle(line) ||
      findDateRanges(line, asOf).length > 0
    )
      continue;
    let next = position + 1;
    while (
      next < positions.length &&
      ((lines[positions[next] ?? -1] ?? "") === "" || isFiller(lines[positions[next] ?? -1] ?? ""))
    )
      next += 1;
    const following = (lines[positions[next] ?? -1] ?? "").trim();
    if (!following || following.length > 70 || isProse(following) || headingKind(following)) continue;
    if (findDateRanges(following, asOf).length > 0 || isTitle(following)) continue;
    // "BRASILO LTD., Engineer" / "Field Technician, Corvane Oilfield Services": two jobs of a list,
    // each with its own employer.
    const lineJob = oneLineJob(line, asOf);
    if (lineJob && (oneLineJob(following, asOf) || jobShapedLike([lineJob], following, asOf))) continue;
    // The employer line of such lists ends with a dash or carries " - place"; without a place it is
    // the name alone ("Associate Software Engineer" / "Oracle"), short and not a sentence.
    const dashed = /\s[-–]\s|\s[-–]$/.test(following);
    if (
      !dashed &&
      (!lineBreaksKept ||
        following.split(/\s+/).length > 5 ||
        /[.:;]$/.test(following) ||
        /^[a-z]/.test(following))
    )
      continue;
    const company = FORM_EMPLOYER_LINE.test(following)
      ? formEmployerField(following)
      : classify(fragmentsOf(following)).company;
    const designation = line.replace(/[\s,;:-]+$/, "");
    if (!company || (used.has(designation) && used.has(company))) continue;
    found.push({ range: null, designation, company, evidence: `${line} / ${following}` });
    position = next;
  }
  found.push(...oneLineUndatedJobs(lines, scope, asOf, [...dated, ...found]));
  return found;
}

/** Fewest one-line jobs in a row that make a list of earlier jobs. */
const ONE_LINE_JOBS_MIN_RUN = 2;

/**
 * A list of earlier jobs without dates, one a line: "Earlier Career:" / "BRASILO LTD., Engineer" /
 * "SCHLUMBERGER OILFIELD SERVICES, Field Technician". Each line is an employer and a title, in either
 * order. One such line alone is as often a client and a role, or a bullet; a run of them is a list. An
 * employer the resume's other jobs already name is not listed again.
 */
function oneLineUndatedJobs(
  lines: readonly string[],
  scope: readonly number[],
  asOf: Date,
  known: readonly { company: string | null }[],
): UndatedEntry[] {
  const used = new Set(known.map((entry) => entry.company).filter(Boolean));
  const found: UndatedEntry[] = [];
  let run: UndatedEntry[] = [];
  const endRun = () => {
    if (run.length >= ONE_LINE_JOBS_MIN_RUN) found.push(...run.filter((entry) => !used.has(entry.company)));
    run = [];
  };
  for (const index of scope) {
    const line = (lines[index] ?? "").trim();
    if (line === "" || isFiller(line)) continue;
    const job = oneLineJob(line, asOf) ?? (run.length > 0 ? jobShapedLike(run, line, asOf) : null);
    if (job) run.push(job);
    else endRun();
  }
  endRun();
  return found;
}

function oneLineJob(line: string, asOf: Date): UndatedEntry | null {
  // Two or three pieces (a place may be the third), checked first: most lines are not such a job.
  if (line.length > 80 || isProse(line)) return null;
  const pieces = fragmentsOf(line);
  if (pieces.length < 2 || pieces.length > 3) return null;
  // A year makes it an award or a membership of that year; "Certified" a certification ("Citrix
  // Certified Administrator (CCA)"); a board, an honour or an award is no job either.
  if (/\b(?:19|20)\d{2}\b|\b(?:certified|award|board|honorary)\b/i.test(line)) return null;
  if (headingKind(line) || findDateRanges(line, asOf).length > 0) return null;
  const fragments = pieces.filter((fragment) => !isPlace(fragment));
  if (fragments.length !== 2) return null;
  const { designation, company } = classify(fragments);
  if (!designation || !company || !isTitle(designation) || isTitle(company)) return null;
  if (PERSONAL_DETAIL_LINE.test(line) || CANDIDATE_RULES.isExcluded(company)) return null;
  return { range: null, designation, company, evidence: line };
}

const isAllCapitals = (text: string) => /\p{Lu}/u.test(text) && text === text.toUpperCase();

/** Fewest dated jobs written as "EMPLOYER IN CAPITALS" / "Place" that make it the resume's way. */
const EMPLOYER_OVER_PLACE_MIN_JOBS = 2;

/**
 * A job whose dates the page lost, in a resume that writes its jobs as "ABC CORPORATION" / "New York,
 * NY" / dates: a line in capitals with a company word over a place line, no date near, is a job of the
 * same list ("HUMAN RESOURCE CORPORATION" / "Tampa, FL"), its title the first title below the place.
 * Only where at least two dated jobs show the shape: alone, such a line is as often a client or a
 * heading.
 */
function undatedLikeDated(
  lines: readonly string[],
  scope: readonly number[],
  asOf: Date,
  dated: readonly Entry[],
  undated: readonly UndatedEntry[],
): UndatedEntry[] {
  const positions = scope.filter((index) => (lines[index] ?? "").trim() !== "");
  const textAt = (position: number) => (lines[positions[position] ?? -1] ?? "").trim();
  const isPlaceLine = (line: string) => {
    const pieces = fragmentsOf(line);
    return isPlace(line) || (pieces.length > 0 && pieces.every(isPlace));
  };
  const isEmployerOverPlace = (position: number) => {
    const line = textAt(position);
    return (
      isAllCapitals(line) &&
      hasCompanyWord(line) &&
      line.split(/\s+/).length <= 6 &&
      !headingKind(line) &&
      isPlaceLine(textAt(position + 1))
    );
  };
  const datedCompanies = new Set(dated.map((entry) => entry.company).filter(Boolean));
  const shaped = positions.filter(
    (_, position) => isEmployerOverPlace(position) && datedCompanies.has(textAt(position)),
  );
  if (shaped.length < EMPLOYER_OVER_PLACE_MIN_JOBS) return [];
  const used = new Set([...datedCompanies, ...undated.map((entry) => entry.company)]);
  const found: UndatedEntry[] = [];
  for (let position = 0; position < positions.length; position += 1) {
    const company = textAt(position);
    if (used.has(company) || !isEmployerOverPlace(position)) continue;
    // Its own dates near it make it a dated job the model weighed already.
    const near = [-1, 1, 2, 3].map((offset) => textAt(position + offset));
    if (near.some((line) => findDateRanges(line, asOf).length > 0 || findLoneDate(line, asOf))) continue;
    let designation: string | null = null;
    for (let below = position + 2; below < Math.min(positions.length, position + 6); below += 1) {
      const line = textAt(below);
      if (headingKind(line) || isEmployerOverPlace(below)) break;
      if (!isProse(line) && isTitle(line)) {
        designation = line;
        break;
      }
    }
    found.push({ range: null, designation, company, evidence: `${company} / ${textAt(position + 1)}` });
  }
  return found;
}

/**
 * A line of a list of one-line jobs whose title no rule knows ("VERITAS DGC, Roustabout" under
 * "SCHLUMBERGER OILFIELD SERVICES, Field Technician"): the list's shape carries it. Its employer is
 * written in the same order and in capitals like the line above, and its title is a few capitalised
 * words that name no employer or place.
 */
function jobShapedLike(run: readonly UndatedEntry[], line: string, asOf: Date): UndatedEntry | null {
  const above = run.at(-1);
  if (!above?.company || !above.designation || !isAllCapitals(above.company)) return null;
  if (line.length > 80 || /\b(?:19|20)\d{2}\b/.test(line) || headingKind(line)) return null;
  if (findDateRanges(line, asOf).length > 0 || PERSONAL_DETAIL_LINE.test(line)) return null;
  const pieces = fragmentsOf(line);
  if (pieces.length !== 2) return null;
  const companyFirst = above.evidence.trim().startsWith(above.company);
  const [company, designation] = (companyFirst ? pieces : [...pieces].reverse()) as [string, string];
  const words = designation.split(" ");
  if (!isAllCapitals(company) || isAllCapitals(designation) || words.length > 3) return null;
  if (!words.every((word) => /^\p{Lu}/u.test(word)) || hasCompanyWord(designation) || isPlace(designation))
    return null;
  if (isPlace(company) || CANDIDATE_RULES.isExcluded(company)) return null;
  return { range: null, designation, company, evidence: line };
}

/** "Company: Infosys Ltd", "Past Organization: Wipro", "Employer - Acme Corp". */
const EMPLOYER_LABEL =
  /^\s*(?:(?:current|present|past|previous|last)\s+)?(?:company(?:\s+name)?|organi[sz]ation|employer)\s*[:\-–]\s*(.+)$/i;
/** "worked at Infosys", "currently working with Tata Consultancy Services", "joined as an analyst with Wipro". */
const EMPLOYED_AT =
  /\b(?:work(?:ed|ing|s)|employed|serv(?:ed|ing)|join(?:ed|ing))\s+(?:(?:as|for)\s+(?:an?\s+)?[^,.;()]{3,50}?\s+)?(?:at|with|for)\s+((?:[A-Z][\w&.'’-]*|&)(?:\s+(?:[A-Z][\w&.'’-]*|&|of|and|for))*)/g;
const PRODUCT_AFTER_NAME =
  /^\s+(?:tools?|software|framework|platform|technology|technologies|application|suite|package|language|database|library|api)\b/i;
const TRAILING_JOINER = /(?:\s+(?:of|and|for|&))+$/;
/**
 * "Associate Software Engineer in Oracle India Pvt Ltd", "Worked in Samsung R&D Operations": "in" names
 * a place or a field as often as an employer, so the name must carry a company word.
 */
const EMPLOYED_IN =
  /\b(?:[Ww]ork(?:ed|ing|s)|[Ee]mployed|[Ss]erv(?:ed|ing)|[Ee]ngineer|[Dd]eveloper|[Cc]onsultant|[Aa]nalyst|[Ee]xecutive|[Mm]anager|[Aa]ssociate|[Ll]ead|[Tt]rainee)\s+in\s+((?:[A-Z][\w&.'’-]*|&)(?:\s+(?:[A-Z][\w&.'’-]*|&|of|and|for))*)/g;
/** The line under the name: "Senior Associate Consultant - Infosys", "Tech Lead at Acme Corp". */
const HEADLINE = /^\s*([^-–|@]{3,60}?)\s+(?:[-–|@]|at)\s+([^-–|@]{2,60})$/i;

/**
 * Employers named in sentences or behind a label rather than beside a date range ("Past Organization:
 * Tata Consultancy Services as SAP consultant", "Currently working with Acme Corp, Pune"). A mention
 * counts only when it is shaped like a name (capitalised words), is not a title, a place, a skill or
 * everyday words, and is not an employer already found.
 */
export function findMentionedEmployers(
  lines: readonly string[],
  known: readonly (string | null)[],
  headlines: readonly string[] = [],
): UndatedEntry[] {
  const seen = new Set(known.filter(Boolean).map((name) => companyKey(name ?? "")));
  const found: UndatedEntry[] = [];
  const consider = (candidate: string, line: string) => {
    const name = candidate
      .replace(TRAILING_JOINER, "")
      .replace(/[\s,;:.\-–]+$/, "")
      .trim();
    if (name.length < 2 || name.split(" ").length > 6) return;
    if (isTitle(name) || hasTitleWord(name) || isPlace(name) || isOnlyCompanyWords(name)) return;
    if (NOISE.test(name) || PROJECT_LABEL.test(name) || !couldBeCompany(name)) return;
    const skillKey = skillPhraseKey(name);
    if (!hasCompanyWord(name) && dictionaries().skills.has(skillKey)) return;
    const key = companyKey(name);
    // "Infosys" and "Infosys BPO" are one employer; "GE" is not part of "Gecko Systems".
    const within = (outer: string, inner: string) => ` ${outer} `.includes(` ${inner} `);
    if (!key || [...seen].some((other) => within(other, key) || within(key, other))) return;
    seen.add(key);
    found.push({ range: null, designation: null, company: name, evidence: line.trim().slice(0, 200) });
  };
  for (const line of headlines) {
    const headline = line.match(HEADLINE);
    if (headline?.[1] && headline[2] && isTitle(headline[1]) && !isProductName(headline[2]))
      consider(headline[2], line);
  }
  for (const line of lines) {
    const labelled = line.match(EMPLOYER_LABEL);
    if (labelled?.[1]) {
      // "Tata Consultancy Services as SAP consultant": the title after "as" is not part of the name.
      const first = fragmentsOf(labelled[1].split(/\s+as\s+/i)[0] ?? "")[0];
      if (first) consider(first, line);
      continue;
    }
    for (const match of line.matchAll(EMPLOYED_AT)) {
      // "working with Blue Prism tool": what follows the name says it is a product.
      const after = line.slice((match.index ?? 0) + match[0].length);
      if (match[1] && !PRODUCT_AFTER_NAME.test(after)) consider(match[1], line);
    }
    for (const match of line.matchAll(EMPLOYED_IN))
      if (match[1] && hasCompanyWord(match[1].replace(TRAILING_JOINER, ""))) consider(match[1], line);
  }
  return found;
}

/** An employer's name for comparing mentions: lower case, no legal suffix. */
function companyKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&]+/gu, " ")
    .replace(/\b(?:pvt|private|ltd|limited|inc|llc|llp|corp|corporation|co|company|plc|pte)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** An employer named only in a sentence: worth showing for review, never worth pre-filling alone. */
const MENTIONED_EMPLOYER_CONFIDENCE = 0.4;

/**
 * A line that labels what follows it ("Select achievements:", "Key Projects:"), never an employer. A
 * title may end with a colon too ("Project Manager:"), and is still the job's title.
 */
function isLabelLine(line: string): boolean {
  const label = line.match(/^([^:]{2,40}):\s*$/)?.[1];
  return label !== undefined && !isTitle(label);
}

/** How many short lines above and below a job's dates the company model reads. */
const CANDIDATE_LINES_ABOVE = 4;
const CANDIDATE_LINES_BELOW = 3;

/** What the rules know of every piece, for the company model (company-model.ts). */
const CANDIDATE_RULES = {
  isTitle,
  hasTitleWord,
  hasCompanyWord,
  isInstituteName,
  isPlace,
  isProductName,
  couldBeCompany,
  isExcluded: (fragment: string) =>
    NOISE.test(fragment) ||
    NOT_A_COMPANY.test(fragment) ||
    isAmountDateDegreeOrContact(fragment) ||
    PROJECT_LABEL.test(fragment) ||
    isOnlyCompanyWords(fragment) ||
    isOnlyPlace(fragment) ||
    isProductName(fragment) ||
    (/\b(?:years?|months?|yrs?)\b/i.test(fragment) && /\d/.test(fragment)),
};

/** Never an employer whatever else says so: labels, placeholders, products, durations. */
export function isExcludedEmployer(text: string): boolean {
  return CANDIDATE_RULES.isExcluded(text);
}

/** Sees each dated job's candidate pieces: how train-company-model.ts collects its examples. */
export type CandidateObserver = (candidates: readonly CompanyCandidate[], facts: CandidateFacts) => void;

export interface WorkResult {
  employment: ResumeField<ResumeEmployment>[];
  totalExperience: ResumeField<ResumeExperience> | null;
  currentDesignation: ResumeField<string> | null;
  currentCompany: ResumeField<string> | null;
}

/**
 * @param scope line indexes to read jobs from (the experience sections, or the whole resume but its
 *   education part when it has no experience heading)
 */
export function findWork(
  lines: readonly string[],
  scope: readonly number[],
  headerTitle: string | null,
  asOf: Date,
  hasExperienceSection = true,
  summaryLines: ReadonlySet<number> = new Set(),
  headlines: readonly string[] = [],
  lineBreaksKept = true,
  observeCandidates?: CandidateObserver,
  spanKindsOf: (text: string) => readonly SpanKind[] = () => [],
): WorkResult {
  const inScope = new Set(scope);
  /**
   * A job's lines end at a heading, and at a label over its description ("Select achievements:",
   * "Responsibilities:"). Under an experience heading a line that reads like a heading but did not open
   * a section is an entry's own ("Volunteer" under "Volunteer and Community Experience").
   */
  const endsEntry = (line: string) =>
    isLabelLine(line) || (!hasExperienceSection && headingKind(line) !== null);
  const entries: Entry[] = [];
  /** Under an experience heading every dated line is a period of work, named or not. */
  const periods: DateRange[] = [];
  /** Running jobs whose own stated length is longer than their range: the length is what counts. */
  const statedLengths = new Map<DateRange, DateRange>();
  for (const index of scope) {
    const line = lines[index] ?? "";
    let ranges = findDateRanges(line, asOf);
    // Under an experience heading a job may be dated by one month or year ("Summer 2004").
    const lone =
      ranges.length === 0 && hasExperienceSection && !isProse(line) ? findLoneDate(line, asOf) : null;
    if (lone) ranges = [lone];
    if (ranges.length === 0) continue;
    // A line of several ranges is a list (courses, years of study), not one job.
    const range = ranges[0];
    if (!range || ranges.length > 2) continue;
    // "Representative Projects (1999 to 2011)": a heading over projects, neither a job nor time worked.
    if (isListHeading(line.replace(range.text, " "))) continue;
    const lengthened = lengthenedByStatedDuration(range, line, lines[index + 1] ?? "", asOf);
    if (lengthened) statedLengths.set(range, lengthened);
    // A bullet that opens with the dates marks a job ("• 2006 to 2012: Legal Practitioner, Darwin"); one
    // with its dates inside its text is a duty or an achievement.
    const unbulleted = line.trim().replace(BULLET, "");
    const prose = isProse(line) && !(unbulleted.startsWith(range.text) && !isProse(unbulleted));
    if (hasExperienceSection && !lone && !prose && !NOT_COUNTED.test(line)) periods.push(range);
    // Dates inside a sentence ("Experience in X. (September 2017 onwards)") name the job only when the
    // sentence says who and where ("Worked as Software Engineer with Prolifics from Dec 2015 to …").
    if (prose) {
      const stated = line.match(WORKED_AS);
      if (stated?.[1] && stated[2] && isTitle(stated[1])) {
        entries.push({ range, designation: stated[1].trim(), company: stated[2].trim(), evidence: line });
      }
      continue;
    }
    const rest = line.replace(range.text, "  ").trim();
    const context: string[] = [];
    // Up to three short lines above, stopping at the previous job, a heading or prose.
    for (let back = index - 1, taken = 0; back >= 0 && taken < 3 && inScope.has(back); back -= 1) {
      const above = lines[back] ?? "";
      if (above === "" || isFiller(above)) continue;
      if (findDateRanges(above, asOf).length > 0 || endsEntry(above) || isProse(above)) break;
      context.unshift(above);
      taken += 1;
    }
    const candidates: CompanyCandidate[] = [];
    const addCandidates = (text: string, offset: number, whole: string, lineAt: number) => {
      if (PERSONAL_DETAIL_LINE.test(whole) || isLabelLine(whole)) return;
      const pieces = fragmentsOf(text);
      for (const [at, piece] of pieces.entries()) {
        // "Coventry, UK": a town before its country is where the job was.
        if (isCityBeforeCountry(piece, pieces[at + 1], text)) continue;
        candidates.push({
          text: piece,
          offset,
          lineAt,
          index: at,
          count: pieces.length,
          line: whole,
          previous: pieces[at - 1] ?? null,
          next: pieces[at + 1] ?? null,
        });
      }
    };
    // The model looks a little further than the rules: above, past sentences, up to the previous dates;
    // below, up to the job's description (further down the next job begins).
    const wider: number[] = [];
    for (
      let back = index - 1;
      back >= Math.max(0, index - 12) && wider.length < CANDIDATE_LINES_ABOVE && inScope.has(back);
      back -= 1
    ) {
      const above = lines[back] ?? "";
      if (above === "" || isFiller(above)) continue;
      if (findDateRanges(above, asOf).length > 0 || endsEntry(above)) break;
      if (!isProse(above)) wider.unshift(back);
    }
    for (const [at, lineAt] of wider.entries()) {
      const above = lines[lineAt] ?? "";
      addCandidates(above, at - wider.length, above, lineAt);
    }
    addCandidates(rest, 0, line, index);
    const below: string[] = [];
    for (let next = index + 1, taken = 0; next < lines.length && taken < 2 && inScope.has(next); next += 1) {
      const line = lines[next] ?? "";
      if (line === "" || isFiller(line)) continue;
      if (findDateRanges(line, asOf).length > 0 || endsEntry(line) || isProse(line)) break;
      below.push(line);
      taken += 1;
    }
    const widerBelow: number[] = [];
    for (
      let next = index + 1;
      next < Math.min(lines.length, index + 12) &&
      widerBelow.length < CANDIDATE_LINES_BELOW &&
      inScope.has(next);
      next += 1
    ) {
      const line = lines[next] ?? "";
      if (isFiller(line) || (line === "" && !lineBreaksKept)) continue;
      // In text that kept its line breaks a blank line ends the job: what follows names the next one
      // (in a flattened page blank lines are only wider gaps).
      if (line === "" || findDateRanges(line, asOf).length > 0 || endsEntry(line)) break;
      // Past the job's description the lines name the next job ("Managed the benefits of …" /
      // "HR Generalist" / "VELTRIX LABS INC." / dates).
      if (isProse(line)) break;
      widerBelow.push(next);
    }
    for (const [at, lineAt] of widerBelow.entries()) {
      const text = lines[lineAt] ?? "";
      addCandidates(text, at + 1, text, lineAt);
    }
    let fragments = [...context.flatMap(fragmentsOf), ...fragmentsOf(rest)];
    let { designation, company } = classify(fragments);
    // "Company -  City, State -" above the dates names the employer by its shape, and the line above
    // it is the title whatever its words ("App develop" / "Microsoft -").
    const employerAt = context.findIndex((above) => /\s[-–]$|^\S.*\s[-–]\s.*\s[-–]$/.test(above));
    // Right above the dates it is a job board's employer field: read as written, the model does not
    // second-guess it.
    const above = context[employerAt] ?? "";
    const formEmployer =
      employerAt >= 0 && employerAt === context.length - 1 ? formEmployerField(above) : null;
    if (employerAt >= 0) {
      const employer = formEmployer ?? fragmentsOf(above).find((fragment) => !isPlace(fragment));
      if (
        formEmployer ||
        (employer &&
          !PROJECT_LABEL.test(employer) &&
          !isProductName(employer) &&
          !NOT_A_COMPANY.test(employer))
      )
        company = employer ?? null;
      const titleLine = context[employerAt - 1];
      if (titleLine && !designation && !PROJECT_LABEL.test(titleLine)) designation = titleLine.trim();
    }
    if (!designation || !company) {
      // Layouts that put the dates first: look at the short lines just below.
      fragments = [...fragments, ...below.flatMap(fragmentsOf)];
      ({ designation, company } = classify(fragments));
    }
    if (!designation && !company) continue;
    // "B+ Average" / "SQL Oracle -" / "2016 to 2016": a course a job board's form was used for, its
    // grade or level where the title goes. No job has a grade for its title.
    if (designation && GRADE_OR_LEVEL.test(designation.trim())) continue;
    // Without an experience heading, dated lines are as often courses, awards or committees: a job
    // there needs both a title and an employer.
    if (!hasExperienceSection && !(designation && company)) continue;
    const facts: CandidateFacts = {
      ...CANDIDATE_RULES,
      ruleCompany: company,
      ruleDesignation: designation,
      loneDate: Boolean(lone),
      spanKindsOf,
    };
    observeCandidates?.(candidates, facts);
    // The rules' pick is one of the model's features; the model chooses among all the pieces.
    const scored = formEmployer ? undefined : scoreCandidates(candidates, facts);
    const chosen = scored ? bestCandidate(scored) : undefined;
    company = formEmployer ?? chosen?.candidate.text ?? null;
    entries.push({
      range,
      lone: Boolean(lone),
      designation,
      company,
      evidence: [...context, line].join(" / "),
      scored,
      chosen,
    });
  }
  alignEmployerPlaces(entries);
  separateSharedLines(entries);
  if (hasExperienceSection) entries.push(...statedJobsOutside(lines, inScope, entries, asOf));
  const undated = findUndatedJobs(lines, scope, asOf, entries, lineBreaksKept);
  undated.push(...undatedLikeDated(lines, scope, asOf, entries, undated));
  // Mentions complete a work history; alone they would make a student's "worked with the Robotics Club"
  // an employment history (and registration would take the seeker for a professional).
  const mentioned =
    entries.length + undated.length > 0
      ? findMentionedEmployers(
          lines,
          [...entries.map((entry) => entry.company), ...undated.map((entry) => entry.company)],
          headlines,
        )
      : [];

  // A dated job whose pieces named neither a title nor an employer still counts towards experience,
  // but is no row of the history.
  const named = entries.filter((entry) => entry.designation || entry.company);
  const employment = [...named, ...undated, ...mentioned].map(
    (entry): ResumeField<ResumeEmployment> => ({
      value: {
        designation: entry.designation,
        company: entry.company,
        from: entry.range?.from ?? null,
        to: entry.range?.to ?? null,
        current: entry.range?.current ?? false,
      },
      confidence: entry.range
        ? entry.designation && entry.company
          ? 0.8
          : 0.55
        : entry.designation
          ? 0.5
          : MENTIONED_EMPLOYER_CONFIDENCE,
      source: entry.range || entry.designation ? "section" : "stated",
      evidence: entry.evidence,
    }),
  );

  const latest = [...entries].sort(
    (a, b) =>
      Number(b.range.current) - Number(a.range.current) ||
      monthIndex(b.range.to ?? b.range.from) - monthIndex(a.range.to ?? a.range.from),
  )[0];
  // A running job names the current title; otherwise the title under the name, then the latest job's.
  const firstUndated = undated[0];
  let currentDesignation: ResumeField<string> | null = null;
  if (latest?.designation && latest.range.current)
    currentDesignation = {
      value: latest.designation,
      confidence: 0.85,
      source: "section",
      evidence: latest.evidence,
    };
  else if (headerTitle)
    currentDesignation = { value: headerTitle, confidence: 0.6, source: "position", evidence: headerTitle };
  else if (latest?.designation)
    currentDesignation = {
      value: latest.designation,
      confidence: 0.6,
      source: "section",
      evidence: latest.evidence,
    };
  else if (firstUndated?.designation)
    currentDesignation = {
      value: firstUndated.designation,
      confidence: 0.5,
      source: "section",
      evidence: firstUndated.evidence,
    };
  const companyOf = latest?.company ? latest : firstUndated?.company ? firstUndated : null;
  const currentCompany: ResumeField<string> | null = companyOf?.company
    ? {
        value: companyOf.company,
        confidence: companyOf.range?.current ? 0.85 : 0.55,
        source: "section",
        evidence: companyOf.evidence,
      }
    : null;

  const counted = entries.filter(
    (entry) => !entry.lone && !NOT_COUNTED.test(`${entry.designation ?? ""} ${entry.evidence}`),
  );
  const outside = hasExperienceSection
    ? jobsOutsideExperience(lines, inScope, asOf, lineBreaksKept, spanKindsOf)
    : [];
  const computedMonths = monthsCovered(
    [
      ...[...periods, ...counted.map((entry) => entry.range)].map(
        (range) => statedLengths.get(range) ?? range,
      ),
      ...outside,
    ],
    asOf,
  );
  const stated = findStatedExperience(lines, summaryLines);
  const computed: ResumeField<ResumeExperience> | null =
    entries.length > 0 || periods.length > 0 || outside.length > 0
      ? {
          value: { years: Math.floor(computedMonths / 12), months: computedMonths % 12 },
          confidence: 0.7,
          source: "computed",
        }
      : null;
  // What the resume states wins, unless its own employment history is clearly longer: a statement may
  // cover one field of work only ("2 years of experience developing games") or be older than the
  // jobs listed under it.
  const statedMonths = stated ? stated.value.years * 12 + stated.value.months : 0;
  let totalExperience: ResumeField<ResumeExperience> | null = stated ?? computed;
  if (stated && computed && computedMonths > statedMonths + 12) totalExperience = computed;
  return { employment, totalExperience, currentDesignation, currentCompany };
}

/**
 * Jobs a summary states in a sentence, with their dates ("• Worked as Billing Analyst for IBM Daksh from
 * March 2013 to June 2013."), outside the experience section: a resume may list its earlier jobs only
 * there. A sentence that wraps onto the next line is read whole; a job the experience section dates the
 * same way is not listed twice.
 */
function statedJobsOutside(
  lines: readonly string[],
  inScope: ReadonlySet<number>,
  entries: readonly Entry[],
  asOf: Date,
): Entry[] {
  const stated: Entry[] = [];
  const sameRange = (a: DateRange, b: DateRange) =>
    monthIndex(a.from) === monthIndex(b.from) &&
    a.current === b.current &&
    (a.to === null) === (b.to === null) &&
    (a.to === null || b.to === null || monthIndex(a.to) === monthIndex(b.to));
  for (const [index, line] of lines.entries()) {
    if (inScope.has(index) || !/\b(?:work(?:ed|ing)|employed|serv(?:ed|ing))\s+as\b/i.test(line)) continue;
    const next = lines[index + 1] ?? "";
    const wraps =
      !/[.!?]\s*$/.test(line) && next.trim() !== "" && !BULLET.test(next.trim()) && !inScope.has(index + 1);
    const sentence = wraps ? `${line.trimEnd()} ${next.trim()}` : line;
    const match = sentence.match(WORKED_AS);
    const title = match?.[1]?.trim();
    const company = match?.[2]
      ?.replace(UNDER_PAYROLL, "")
      .replace(/[\s.,]+$/, "")
      .trim();
    if (!match || !title || !company || !isTitle(title)) continue;
    if (isPlace(company) || NOT_A_COMPANY.test(company) || !couldBeCompany(company)) continue;
    // The job's dates follow its employer ("… from June 2013 till Oct 2014").
    const employerEnd = (match.index ?? 0) + match[0].length;
    const range = findDateRanges(sentence, asOf).find(
      (found) => found.index + found.text.length > employerEnd,
    );
    if (!range || [...entries, ...stated].some((entry) => sameRange(entry.range, range))) continue;
    stated.push({ range, designation: title, company, evidence: sentence.trim().slice(0, 200) });
  }
  return stated;
}

/** Sections whose dates are not jobs: the header, what was studied, trained for or built. */
const NOT_JOB_SECTIONS: ReadonlySet<SectionKind> = new Set([
  "header",
  "education",
  "certifications",
  "projects",
]);
/**
 * Headings of pastimes and memberships, whose dates are not jobs either ("Extra curricular activities",
 * "Volunteering", "Professional memberships").
 */
const PASTIME_HEADING =
  /\b(?:activit\w*|volunteer\w*|hobb\w*|interests?|(?:extra|co)[\s-]?curricular|memberships?|affiliations?)\b/i;

/**
 * The dates of jobs that stand outside the experience sections: a page in two columns puts a job
 * beside whatever heading the other column has ("PERSONAL DETAILS", "Achievements", "SKILLS"). As in a
 * resume without an experience heading, a dated line there is a job only when it names both a title
 * and an employer. The jobs count towards the total only: the history keeps to the experience sections.
 */
function jobsOutsideExperience(
  lines: readonly string[],
  experience: ReadonlySet<number>,
  asOf: Date,
  lineBreaksKept: boolean,
  spanKindsOf: (text: string) => readonly SpanKind[],
): Pick<DateRange, "from" | "to">[] {
  const scope = findSections(lines)
    .filter((section) => !NOT_JOB_SECTIONS.has(section.kind) && !PASTIME_HEADING.test(section.heading))
    .flatMap((section) => Array.from({ length: section.end - section.start }, (_, at) => section.start + at))
    .filter((index) => !experience.has(index));
  if (scope.length === 0) return [];
  const jobs: Pick<DateRange, "from" | "to">[] = [];
  const { employment } = findWork(
    lines,
    scope,
    null,
    asOf,
    false,
    new Set(),
    [],
    lineBreaksKept,
    undefined,
    spanKindsOf,
  );
  for (const { value, evidence } of employment) {
    if (!value.from || !value.designation || !value.company) continue;
    if (NOT_COUNTED.test(`${value.designation} ${evidence}`)) continue;
    jobs.push({ from: value.from, to: value.to });
  }
  return jobs;
}

/** The confidence of an explicit total ("Total experience 5 years"), above any other statement's. */
const STATED_TOTAL_CONFIDENCE = 0.9;

const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen",
    "seventeen eighteen nineteen twenty",
  ]
    .join(" ")
    .split(" ")
    .map((word, index) => [word, index + 1])
    .concat([
      ["thirty", 30],
      ["forty", 40],
    ]),
);
const NUMBER = `(\\d{1,2}(?:\\.\\d{1,2})?|${Object.keys(NUMBER_WORDS).join("|")})`;
const STATED = new RegExp(
  `${NUMBER}\\s*\\+?\\s*(?:\\(\\w+\\)\\s*)?(?:years?|yrs?)\\.?(?:\\s*(?:and\\s*)?(\\d{1,2})\\s*(?:months?|mos?|mnths?)\\b)?`,
  "gi",
);
/** "21 months of experience": a total too short to be written in years. */
const STATED_MONTHS = /\b(\d{1,2})\s*(?:months?|mnths?)\s+(?:of\s+)?(?:\w+\s+)?exp(?:erience|\.|\b)/gi;
/** "I have worked in Accenture for about 7+ years": how long, said of the work itself. */
const WORKED_FOR =
  /\b(?:work(?:ed|ing)|served|employed)\b[^.;]{0,60}\bfor\s+(?:about|around|over|nearly|almost|more\s+than|the\s+(?:last|past))?\s*$/i;
const EXPERIENCE_WORD = /\bexp(?:erience|\.|\b)|\bexperienced\b/i;
const TOTAL_WORD = /\b(?:total|overall|cumulative|aggregate)\b/i;

/**
 * The same statements in Arabic and Hindi: "بخبرة أكثر من 11 سنة", "إجمالي الخبرة: 7 سنوات",
 * "8 वर्षों का अनुभव", "कुल अनुभव: 6 साल". The number must stand on a line about experience.
 */
const STATED_IN_ARABIC_OR_HINDI =
  /(\d{1,2})\s*\+?\s*(?:سنة|سنوات|عام|أعوام|اعوام|عاما|عامًا|عاماً|वर्षों|वर्ष|साल)(?![\p{L}\p{M}])/gu;
const EXPERIENCE_IN_ARABIC_OR_HINDI = /خبرة|अनुभव/;
const TOTAL_IN_ARABIC_OR_HINDI = /إجمالي|اجمالي|مجموع|कुल/;
const AGE_IN_ARABIC_OR_HINDI = /العمر|عمري|उम्र|आयु/;

function numberValue(text: string): number {
  return NUMBER_WORDS[text.toLowerCase()] ?? Number(text);
}

/** "Total IT experience 5 Years 6 Months", "11+ years of experience", "More than ten years of experience". */
/**
 * @param summaryLines the header and summary: there "8 years in publishing", "7 years of dedicated
 *   service" state the total even without the word "experience"
 */
/** How far before a stated length its sentence is read for who worked and whether it is the total. */
const LOOK_BACK = 300;

export function findStatedExperience(
  lines: readonly string[],
  summaryLines: ReadonlySet<number> = new Set(),
): ResumeField<ResumeExperience> | null {
  let best: { months: number; rank: number; line: string } | null = null;
  lines.forEach((line, index) => {
    const inSummary = summaryLines.has(index);
    // A statement may run on to the next line ("… person with 2 years 10 months" / "of experience in …").
    const next = lines[index + 1] ?? "";
    const runsOn = EXPERIENCE_WORD.test(next.slice(0, 30));
    const workedFor = /\b(?:work(?:ed|ing)|served|employed)\b/i.test(line);
    if (EXPERIENCE_IN_ARABIC_OR_HINDI.test(line) && !AGE_IN_ARABIC_OR_HINDI.test(line)) {
      const rank = TOTAL_IN_ARABIC_OR_HINDI.test(line) ? 2 : 1;
      for (const match of line.matchAll(STATED_IN_ARABIC_OR_HINDI)) {
        const months = Number(match[1]) * 12;
        if (months <= 0 || months > 50 * 12) continue;
        if (!best || rank > best.rank || (rank === best.rank && months > best.months))
          best = { months, rank, line };
      }
    }
    if (!EXPERIENCE_WORD.test(line) && !inSummary && !TOTAL_WORD.test(line) && !runsOn && !workedFor) return;
    for (const match of line.matchAll(STATED_MONTHS)) {
      const months = Number(match[1]);
      if (months > 0 && months < 60 && (!best || best.rank < 1 || (best.rank === 1 && months > best.months)))
        best = { months, rank: 1, line };
    }
    // Read once per line, not once per length on it: a long line holds many.
    let datedLine: boolean | undefined;
    for (const match of line.matchAll(STATED)) {
      const start = match.index ?? 0;
      // What stands before the length in its sentence, at most a few hundred characters.
      const before = line.slice(Math.max(0, start - LOOK_BACK), start);
      const end = start + match[0].length;
      const tail = `${line.slice(end, end + 40)}${end + 40 > line.length ? ` ${next.slice(0, 30)}` : ""}`;
      const head = line.slice(Math.max(0, start - 40), start);
      // The number must be about experience: "5 years of experience", "experience: 5 years", "Total exp
      // 5 yrs", or in the summary "8 years in publishing".
      const aboutExperience =
        EXPERIENCE_WORD.test(tail) || EXPERIENCE_WORD.test(head) || /\b(?:total|overall)\s*$/i.test(head);
      // A line of the header or summary that is only a length states the total ("[ 6 years ]").
      const alone = inSummary && /^\W*$/.test(line.slice(0, start)) && /^\W*$/.test(line.slice(end));
      const aboutWork =
        alone ||
        (inSummary && /^\s*(?:of|in|as|working|with|across|into)\b/i.test(tail)) ||
        WORKED_FOR.test(before);
      if (!aboutExperience && !aboutWork) continue;
      // "Project Manager (1998-2001) - promoted after one year": the length of that job, not the total.
      datedLine ??= findDateRanges(line, new Date(Date.UTC(2100, 0, 1))).length > 0;
      if (!TOTAL_WORD.test(head) && datedLine) continue;
      // "aged 25 years", "5 years warranty" are not experience.
      if (/\b(?:age|aged|old)\b/i.test(head + tail)) continue;
      const years = numberValue(match[1] ?? "0");
      if (!Number.isFinite(years) || years <= 0 || years > 50) continue;
      const months = Math.round(years * 12) + (match[2] ? Number(match[2]) : 0);
      const total = TOTAL_WORD.test(head) || TOTAL_WORD.test(before);
      // A stated total beats a summary's "N years of experience", which beats "N years in …".
      const rank = total ? 2 : aboutExperience ? 1 : 0;
      if (!best || rank > best.rank || (rank === best.rank && months > best.months))
        best = { months, rank, line };
    }
  });
  const found = best as { months: number; rank: number; line: string } | null;
  if (!found) return null;
  return {
    value: { years: Math.floor(found.months / 12), months: found.months % 12 },
    confidence: found.rank === 2 ? STATED_TOTAL_CONFIDENCE : found.rank === 1 ? 0.75 : 0.6,
    source: "stated",
    evidence: found.line.trim(),
  };
}
