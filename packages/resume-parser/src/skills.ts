/**
 * Skills, normalised to one name each ("ReactJS", "React.js" → "React"). Two sources: the items of
 * skills lists (a "Skills" section, or "Languages: Java, Go"-style lines anywhere), which are kept even
 * when the dictionary does not know them; and dictionary skills distinctive enough to be believed
 * anywhere in the text ("Kubernetes", "Microsoft Excel", not "Word" or "Access"). On top, what the
 * labelled development resumes taught (learned-skills.ts): phrases believed anywhere ("unit testing"),
 * finds and list words that the labels seldom agreed with, dropped.
 */
import type { ResumeField, ResumeSkill } from "@portal/domain";
import { findDateRanges } from "./dates.ts";
import {
  dictionaries,
  knownSkill,
  MINOR_WORD,
  type SkillEntry,
  skillPhraseKey,
  tokenise,
} from "./dictionaries.ts";
import { type LearnedSkillEntry, learnedSkills } from "./learned-skills.ts";
import { headingKind, isBlank, type Section } from "./sections.ts";
import type { TaggedSpan } from "./span-tagger.ts";
import { hasCompanyWord, isInstituteName, isTitle, SameWordsIndex } from "./vocabulary.ts";

/** "Languages: Java, Go Lang" / "Tools : Eclipse, Putty" — a label, then a list. */
const LABELLED_LIST = /^\s*[•*·▪\-–]?\s*([A-Za-z][A-Za-z /&()-]{1,40}?)\s*:\s*(.+)$/;
/** "Key Skills - Azure, SQL Server 2016, Power BI" — a label and a dash, then a list of three or more. */
const DASH_LABELLED_LIST =
  /^\s*[•*·▪]?\s*([A-Za-z][A-Za-z /&]{0,30}\b(?:skills?|tools?|technolog(?:y|ies)|languages?|methodolog(?:y|ies)|software|databases?|frameworks?|platforms?))\s+[-–]\s+([^,]+,[^,]+,.+)$/i;
/** "Databases:" — a list's label on its own line, the items below. */
const LIST_LABEL_ALONE = /^\s*[•*·▪\-–]?\s*([A-Za-z][A-Za-z /&()-]{1,40}?)\s*:\s*$/;
const LIST_LABEL =
  /\b(?:skills?|languages?|tools?|technolog(?:y|ies)|frameworks?|databases?|platforms?|software|operating\s+systems?|os|web|scripting|packages?|ide|servers?|cloud|methodolog(?:y|ies)|libraries|testing|version\s+control|middleware|expertise|proficien(?:t|cy)|familiar|knowledge|competenc(?:y|ies)|programming|environment|applications?|erp|crm|devops|utilities|product)\b/i;
const LEADING_LABEL =
  /^(?:operating systems?|programming languages?|languages?|frameworks?|databases?|tools?|build tools?|testing tools?|platforms?|technologies|web technologies|scripting|servers?|ides?)\s+(\S.*)$/i;
/** Item text that says how long or how well, not what ("(2 years)", and "(10+" where a line wrapped it). */
const QUALIFIER =
  /\((?:[^)]*\b(?:years?|yrs?|months?|less than|beginner|intermediate|advanced|expert|basics?|preliminary|elementary)\b[^)]*)\)|\(\s*less than[^)]*$|\(\s*\d+\+?\s*(?=,|$)|\b(?:less than(?: \d+ years?)?|\d+\+? years?|\d+ months?)\b/gi;
/** Personal qualities are not skills a job asks for by name ("excellent communication", "team player"). */
const SOFT_SKILL =
  /\b(?:communication|interpersonal|problem[- ]solving|team ?player|team ?work|leadership|hard[- ]?working|punctual|dedicated|positive attitude|self[- ]motivated|quick learner|analytical|soft skills|time management|adaptability|flexib\w+|creativ\w+|honest\w*|sincer\w+)\b/i;

/** "Electronic Data Interchange (EDI)", "Just-in-Time (JIT)": a name, then its abbreviation. */
const NAME_AND_ABBREVIATION = /^(.+?)\s*\((\p{Lu}[\p{L}&/-]{0,9})\)?$/u;
const TRAILING_ABBREVIATION = /\s*\(\p{Lu}[\p{L}&/-]{0,9}\)$/u;

const CONJUNCTION = /\s+and\s+|\s*&\s+/i;
const JOINED_VERSION = /\s+(?:and|&)\s+v?\d+(?:\.\d+)*$/i;
const ABBREVIATION = /^\p{Lu}[\p{Lu}\d-]{1,5}$/u;

/** "CRM" of "Customer relationship management", "JIT" of "Just-in-Time": the initials of the words. */
function isAbbreviationOf(abbreviation: string, name: string): boolean {
  if (!/^\p{Lu}{2,6}$/u.test(abbreviation)) return false;
  const initials = name
    .split(/[\s-]+/)
    .filter((word) => word !== "" && !MINOR_WORD.test(word))
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
  return initials === abbreviation;
}

const INLINE_LIST_SEPARATOR = /\s*[,،;()]\s*|\s+~\s*|~\s+|\s+and\s+|\s+\/\s+/;
const INLINE_LIST_MIN_ITEMS = 3;
const INLINE_LIST_KNOWN_SHARE = 0.5;

function splitItems(text: string): string[] {
  return (
    text
      .replace(QUALIFIER, " ")
      // "R & D", "P & L": one abbreviation, not two one-letter items.
      .replace(/\b(\p{Lu})\s*&\s*(\p{Lu})\b/gu, "$1&$2")
      // "and" and "&" are left in: "Food & Beverage Management" is one skill, "Java and Python" two
      // (fromList decides).
      .split(/\s*[,،;•|·▪●]\s*|\s+~\s*|~\s+|\s{2,}|\s+\/\s+|\.\s+/)
      // "MS-Excel (sort, VLOOKUP)": a bracket the comma left open holds items of its own.
      .flatMap((item) => (hasOpenBracket(item) ? item.split(/\s*\(\s*/) : [item]))
      .map((item) =>
        item
          .replace(/^[\s*\-–:.()&]+|[\s*\-–:.()&]+$/g, "")
          .replace(/\s*\(\s*$|^\s*\)\s*/g, "")
          .trim(),
      )
      .filter((item) => item.length >= 1 && item.length <= 40 && item.split(" ").length <= 4)
  );
}

/**
 * The name of a body a seeker belongs to or studied at ("Society for Human Resource Management",
 * "National Association of Catering Executives"): its subject words name the body, not a skill. Read
 * from the body's word on, so a line of capitals alone ("A A A …") costs one pass.
 */
const ORGANISATION_NAME =
  /\b(?:Society|Association|Institute|Institution|Council|Federation|Chamber|Union|Academy|Foundation|Board|College|School|University)\s+(?:of|for)(?:\s+(?:the|and|&|\p{Lu}[\p{L}.&'-]*))+/gu;

/** A "(" with no ")" after it (found without a pattern that would rescan the text from every bracket). */
const hasOpenBracket = (text: string) => text.lastIndexOf("(") > text.lastIndexOf(")");
const withoutOpenBracket = (text: string) =>
  hasOpenBracket(text) ? text.slice(0, text.lastIndexOf("(")) : text;

interface Found {
  skill: ResumeSkill;
  source: "section" | "dictionary" | "context";
  evidence: string;
  /** How often the labelled resumes agreed with a learned phrase found in the text. */
  share?: number;
  /** The span tagger marked it as a skill too. */
  marked?: boolean;
}

/** A name written in capitals, with the signs languages carry: "JAVA", "C++", "C#", "PL/SQL". */
const CAPITALS_NAME = /^[A-Z][A-Z0-9+#./-]*$/;

const LEGAL_FORMS =
  /(?:\s+(?:inc|ltd|llc|llp|pvt|private|limited|corp|corporation|co|company|plc|gmbh|pte|bhd|sdn))+$/;

/** A learned phrase found in the text is as sure as its record, within these bounds. */
const LEARNED_CONFIDENCE = { min: 0.4, max: 0.8 };
/**
 * A find of the scan whose record is below this share, and which the span tagger did not mark, is
 * dropped: on held-out development resumes such finds were right about one time in four.
 */
const UNMARKED_MIN_SHARE = 0.55;

/** Sites a resume links to: on a line of links or contact details they name a profile, not a skill. */
const PROFILE_SITES =
  "\\b(?:linked\\s?in|twitter|facebook|git\\s?hub|git\\s?lab|you\\s?tube|instagram|stack\\s?overflow|behance|dribbble|skype|medium|quora)\\b";
const PROFILE_SITE = new RegExp(PROFILE_SITES, "gi");
/** What marks a site's name as a link's label: "LinkedIn: …", "GitHub://…", "LinkedIn URL", "Twitter handle". */
const PROFILE_LABEL = new RegExp(
  `${PROFILE_SITES}(?=\\s*(?::|\\/\\/|-\\s*(?:https?:|www\\.)|(?:url|profile|handle|id|page)\\b))`,
  "gi",
);
const CONTACT_DETAIL = /https?:\/\/|www\.|\.com\/|\S@\S|(?:^|\s)@\w/i;

/** A phone number: a run of seven or more digits, with the spaces, dots and brackets numbers are written with. */
const PHONE_NUMBER = /(?:\+?\d[\d\s().-]{6,}\d)/;

/**
 * The keys of lines that are a person's name: two to four capitalised words standing alone next to a
 * line (blank lines between or not) of an e-mail address or a phone number ("Maria Garof" /
 * "(123)345-7890 maria@…" heading a second page, a referee's name over theirs). The seeker's own name
 * is known; these are not, and no skill.
 */
function namesBesideContacts(lines: readonly string[], commonWords: ReadonlySet<string>): Set<string> {
  const names = new Set<string>();
  const isContact = (line: string | undefined) =>
    line !== undefined && (/\S@\S+\.\w/.test(line) || PHONE_NUMBER.test(line));
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const words = line.split(/\s+/);
    if (words.length < 2 || words.length > 4 || !words.every((word) => /^\p{Lu}[\p{Ll}'’.-]+$/u.test(word)))
      continue;
    // "Business Administration" under a degree beside an address is a subject: a name has a word that
    // is not an everyday one.
    if (words.every((word) => commonWords.has(word.toLowerCase()))) continue;
    let before = index - 1;
    while (before > 0 && lines[before]?.trim() === "") before -= 1;
    let after = index + 1;
    while (after < lines.length - 1 && lines[after]?.trim() === "") after += 1;
    if (isContact(lines[before]) || isContact(lines[after])) names.add(skillPhraseKey(line));
  }
  return names;
}

/**
 * A line with the names of the sites a resume links to blanked out where they label a link
 * ("LinkedIn: linkedin.com/in/asha", "asha@example.in | GitHub | Portfolio"), so they are not read as
 * skills; a sentence ("campaigns on Facebook and Twitter") keeps them.
 */
function withoutProfileLinks(line: string): string {
  const pattern = CONTACT_DETAIL.test(line) ? PROFILE_SITE : PROFILE_LABEL;
  return line.replace(pattern, (name) => " ".repeat(name.length));
}

/** List labels that only say what kind of items follow ("Programming Languages", "Databases", "Tools"). */
const KIND_OF_ITEMS =
  /^(?:(?:technical|programming|scripting|web|software|other|key|core|it|computer|build|testing|development)\s+)*(?:skills?|languages?|tools?|technolog(?:y|ies)|frameworks?|databases?|platforms?|operating\s+systems?|os|ides?|servers?|libraries|packages?|environments?|methodolog(?:y|ies)|applications?)$/i;

/**
 * A line with the label of its list blanked out ("Programming Languages: C, Java", "Databases:"): the
 * label names the kind of the items, it is not one of them.
 */
function withoutListLabel(line: string): string {
  const label = (line.match(LABELLED_LIST) ?? line.match(LIST_LABEL_ALONE))?.[1];
  // Only a label that names a kind of thing: "Manual Testing: QTP" names a skill as well.
  return label && KIND_OF_ITEMS.test(label.trim()) ? line.replace(label, " ".repeat(label.length)) : line;
}

/**
 * The lines of the skills sections, each up to its first dated line, or its first sentence after a list
 * (a section may open with one: "Good understanding of SDLC and Kubernetes"). A skills section whose
 * end no heading marks (the next heading is one the rules do not know, or a page flattened into one line
 * lost it) runs on into the jobs or the prose below it, whose words are not a list of skills.
 *
 * `datedRunOn` holds a section's lines from its first dated line (with the lines of the same block just
 * above it, a job's title and employer) to its end: jobs a missing heading left under the skills ("Royal
 * Bank of Scotland, New Delhi Aug 2004 to Jan 2005" below "Key Skills"). They are not in `list`.
 */
export function skillsSectionLines(
  lines: readonly string[],
  sections: readonly Section[],
  asOf: Date,
): { list: number[]; datedRunOn: number[] } {
  const list: number[] = [];
  const datedRunOn: number[] = [];
  for (const section of sections) {
    if (section.kind !== "skills") continue;
    let listed = false;
    for (let index = section.start; index < section.end; index += 1) {
      const line = lines[index] ?? "";
      const sentence = isSentence(line);
      if (findDateRanges(line, asOf).length > 0) {
        // The job's first lines (its title, its employer) may stand just above its dates.
        let first = index;
        while (first > section.start + 1 && index - first < 3 && (lines[first - 1] ?? "").trim() !== "")
          first -= 1;
        for (let rest = first; rest < section.end; rest += 1) datedRunOn.push(rest);
        while ((list.at(-1) ?? -1) >= first) list.pop();
        break;
      }
      if (sentence && listed) break;
      listed ||= !sentence && line.trim() !== "";
      list.push(index);
    }
  }
  return { list, datedRunOn };
}

/** Fewest lines of a list that runs on past an experience heading (fewer are a job's own lines). */
const RUN_ON_LIST_MIN_LINES = 3;
const RUN_ON_ITEM_MAX_WORDS = 5;

/**
 * The lines of a list that opens an experience section: a two-column page read as one column puts the
 * rest of its side column's skills list ("Areas of expertise": "Absence management", "Calendar
 * management", …) under the experience heading, before the first job. Such a run is short phrases, one
 * a line, none of them a job's title, an employer, a place or a date; a job's own first lines
 * ("Computer Engineer", "Teletron Inc.", "New Cityland, CA") end it.
 */
export function listLinesOpeningExperience(
  lines: readonly string[],
  sections: readonly Section[],
  asOf: Date,
): number[] {
  const found: number[] = [];
  for (const [position, section] of sections.entries()) {
    // Only a page with a skills list above can have one overflow into its experience.
    if (
      section.kind !== "experience" ||
      !sections.slice(0, position).some((above) => above.kind === "skills")
    )
      continue;
    const run: number[] = [];
    for (let index = section.start; index < section.end; index += 1) {
      const line = (lines[index] ?? "").trim();
      if (line === "") continue;
      if (!isRunOnListItem(line) || findDateRanges(line, asOf).length > 0) break;
      run.push(index);
    }
    if (run.length >= RUN_ON_LIST_MIN_LINES) found.push(...run);
  }
  return found;
}

/**
 * The item lines of a skills list whose heading stands straight above another: a two-column page read
 * as one column stacks its side column's headings ("AREAS OF EXPERTISE", "PERSONAL SUMMARY") and then
 * interleaves the side column's items with the summary's paragraphs ("HR processes & systems", a
 * paragraph, "Accepting resignations", "Business Administration"). The items are the summary's short
 * phrases that stand apart from its paragraphs, before any dated line.
 */
export function listLinesUnderStackedHeading(
  lines: readonly string[],
  sections: readonly Section[],
  asOf: Date,
): number[] {
  const found: number[] = [];
  for (const [position, section] of sections.entries()) {
    const next = sections[position + 1];
    if (section.kind !== "skills" || next?.kind !== "summary" || next.start !== section.end + 1) continue;
    if (!isBlank(lines, section.start, section.end)) continue;
    const standsApart = (index: number) => {
      const line = (lines[index] ?? "").trim();
      return index < next.start || index >= next.end || line === "" || isRunOnListItem(line);
    };
    for (let index = next.start; index < next.end; index += 1) {
      const line = (lines[index] ?? "").trim();
      if (findDateRanges(line, asOf).length > 0) break;
      if (line !== "" && isRunOnListItem(line) && standsApart(index - 1) && standsApart(index + 1))
        found.push(index);
    }
  }
  return found;
}

function isRunOnListItem(line: string): boolean {
  const item = line.replace(/^[•*·▪\-–]\s*/, "");
  const words = item.split(/\s+/);
  return (
    words.length <= RUN_ON_ITEM_MAX_WORDS &&
    // A phrase, not a wrapped sentence's middle ("day to day running,") or a label ("Duties:").
    /^\p{Lu}/u.test(item) &&
    !/[,:;.]$/.test(item) &&
    !/\p{N}/u.test(item) &&
    // "PROFESSIONAL", "CAREER STATEMENT": a heading the rules do not know.
    !(item === item.toUpperCase() && item.length > 5) &&
    !headingKind(item) &&
    !isTitle(item) &&
    // An employer's name is capitalised: "Teletron Inc.", but not "Budgeting & financial analysis".
    !hasCompanyWord(capitalisedWords(item)) &&
    !isInstituteName(item) &&
    !isPlace(item.replace(/\s*[-–,].*$/, ""))
  );
}

const capitalisedWords = (text: string) =>
  text
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .join(" ");

/**
 * @param notSkills names the resume uses otherwise (its employers: "Google", "Cisco" as companies are
 *   not skills when found outside a list; the seeker's own name)
 * @param tagged the span tagger's skill spans: they confirm finds, and add skills only the words around
 *   them show ("experience in Oracle Hyperion and automation scripting")
 * @param titles the titles of the resume's jobs: an unknown list item that repeats one is not a skill
 */
export function findSkills(
  lines: readonly string[],
  skillScope: readonly number[],
  notSkills: readonly string[] = [],
  tagged: readonly TaggedSpan[] = [],
  titles: readonly string[] = [],
): ResumeField<ResumeSkill>[] {
  const { skills, skillWords, commonWords } = dictionaries();
  const learned = learnedSkills();
  const readable = lines.map(withoutProfileLinks);
  // "ACME, Inc." as an employer keeps "ACME" in a sentence from being a skill too.
  const employers = new Set(
    notSkills.flatMap((name) => {
      const key = skillPhraseKey(name);
      return [key, key.replace(LEGAL_FORMS, "")];
    }),
  );
  const titleKeys = new Set(titles.map(skillPhraseKey));
  const names = namesBesideContacts(lines, commonWords);
  const found = new Map<string, Found>();
  const add = (item: Found) => {
    const how = item.source === "section" ? "list" : "scan";
    if (!item.skill.known) item.skill.name = withoutVersion(item.skill.name, commonWords);
    // A name keeps its abbreviation out of it: "Customer Relationship Management (CRM)".
    item.skill.name = item.skill.name.replace(TRAILING_ABBREVIATION, "") || item.skill.name;
    const nameKey = skillPhraseKey(item.skill.name);
    // A name the labels seldom agreed with is dropped, unless it is written in a form they vouch for
    // ("MS Project" was labelled wherever written so; "Microsoft Project" found elsewhere seldom).
    if (learned.rejected.has(`${how}:${nameKey}`) && !learned.skills.has(skillPhraseKey(item.skill.written)))
      return;
    if (!item.skill.known) {
      // An item the dictionary does not know is dropped for a word the labels seldom agreed with,
      // when it names the resume's employer or title ("Microsoft India", "Sr Consultant" in a list
      // that ran on), and when it is a label ("Key Skills Acquired").
      if (nameKey.split(" ").some((word) => learned.rejectedWords.has(word))) return;
      if (employers.has(nameKey) || employers.has(nameKey.replace(LEGAL_FORMS, ""))) return;
      if (titleKeys.has(nameKey)) return;
      if (/\bskills?\b/i.test(item.skill.name)) return;
      if (names.has(nameKey)) return;
    }
    const key = item.skill.name.toLowerCase();
    const existing = found.get(key);
    if (!existing || (existing.source === "dictionary" && item.source === "section")) found.set(key, item);
  };

  const lookUp = (item: string) => knownSkill([skills, learned.skills], item);

  /**
   * The parts of "HTML/CSS/JS" or "Java and Python" with their skills, when the whole is not a name
   * (PL/SQL, "Research and Development") and each part is.
   */
  const joinedParts = (written: string): [string, SkillEntry][] => {
    if (!/\/|\sand\s|&/.test(written) || lookUp(written)) return [];
    const parts = written.split(/\/|\s+and\s+|\s*&\s+/).map((part) => part.trim());
    if (parts.length < 2) return [];
    const known = parts.map((part) => [part, part ? lookUp(part) : undefined] as const);
    return known.every(([, skill]) => skill) ? (known as [string, SkillEntry][]) : [];
  };

  /**
   * The names of "JAVA C++" or "VHDL MATLAB": a page that lost its commas runs a list's names together.
   * Every word is a name on its own written in capitals, and the whole is none: "SAP Security" or
   * "Java Swing" names one thing.
   */
  const spacedParts = (written: string): [string, SkillEntry][] => {
    const words = written.split(/\s+/);
    if (words.length < 2 || words.length > 4 || !words.every((word) => CAPITALS_NAME.test(word))) return [];
    if (lookUp(written)) return [];
    const known = words.map((word) => [word, lookUp(word)] as const);
    return known.every(([, skill]) => skill) ? (known as [string, SkillEntry][]) : [];
  };

  const fromList = (text: string, evidence: string, knownOnly = false) => {
    for (const whole of splitItems(text)) {
      // ".NET 1.1 and 2.0": versions of one name.
      const raw = whole.replace(JOINED_VERSION, "").replace(HANGING_WORD, "");
      if (/https?:|www\.|\.com\b|@/i.test(raw) || SOFT_SKILL.test(raw)) continue;
      // "Operating Systems Windows": a list label left in front of the item.
      const label = raw.match(LEADING_LABEL);
      // "Operating Systems (Mac iOS, Windows XP)": the bracket goes with the label.
      const labelled =
        label?.[1] && !lookUp(raw) ? raw.slice(label[0].length - label[1].length).replace(/^\(\s*/, "") : raw;
      // "Test Driven Development (TDD)": a name and its abbreviation, either of them the known one.
      const abbreviated = labelled.match(NAME_AND_ABBREVIATION);
      const item = abbreviated?.[1] ?? labelled;
      if (!skillPhraseKey(item)) continue;
      const known = lookUp(item) ?? (abbreviated?.[2] ? lookUp(abbreviated[2]) : undefined);
      if (known) {
        add({ skill: { name: known.name, written: item, known: true }, source: "section", evidence });
        continue;
      }
      // "HTML/CSS", "C/C++", "Java and Python": names joined are several skills when each is known.
      const parts = joinedParts(item);
      if (parts.length === 0) parts.push(...spacedParts(item));
      if (parts.length > 0) {
        for (const [part, skill] of parts)
          add({ skill: { name: skill.name, written: part, known: true }, source: "section", evidence });
        continue;
      }
      // "Testing/QA/Rollout", "System Migrations/Integrations": an unknown whole is its parts.
      if (!knownOnly && /\S\/\S/.test(item)) {
        fromList(item.replace(/\//g, ", "), evidence);
        continue;
      }
      // "Hyperion Essbase and Planning": a known name joined to another is a list of two; "Food &
      // Beverage Management", "Sales and Marketing" with neither part known are one skill.
      // Abbreviations joined ("PP, QM and EWM") are a list too.
      const conjoined = item.split(CONJUNCTION).map((part) => part.trim());
      if (
        conjoined.length > 1 &&
        (conjoined.some((part) => lookUp(part)) || conjoined.every((part) => ABBREVIATION.test(part)))
      ) {
        fromList(conjoined.join(", "), evidence, knownOnly);
        continue;
      }
      // An unknown item is kept only if it reads like a name of something, not a sentence fragment.
      if (knownOnly || isNotASkill(item)) continue;
      // A job's title alone on its line ("Senior Systems Engineer") is a job that a list ran on into.
      if (isTitle(item) && skillPhraseKey(item) === skillPhraseKey(evidence)) continue;
      const words = withoutVersion(item, commonWords)
        .split(" ")
        .filter((word) => !/^(?:&|and)$/i.test(word));
      if (words.length > 3 || /^\d/.test(item)) continue;
      if (LEADING_WORD.test(item)) continue;
      if (item === item.toLowerCase() && words.every((word) => commonWords.has(word))) continue;
      add({ skill: { name: item, written: item, known: false }, source: "section", evidence });
    }
  };

  const inSkillScope = new Set(skillScope);
  for (let index = 0; index < lines.length; index += 1) {
    const line = readable[index] ?? "";
    const evidence = (lines[index] ?? "").trim();
    if (line === "" || headingKind(line)) continue;
    const labelled = line.match(LABELLED_LIST) ?? line.match(DASH_LABELLED_LIST);
    if (labelled?.[1] && labelled[2] && LIST_LABEL.test(labelled[1])) {
      fromList(labelled[2], evidence);
      continue;
    }
    if (inSkillScope.has(index) && line.length <= 300 && !/[.!?]\s+[A-Z]/.test(line))
      fromList(line, evidence, isSentence(line));
  }

  // A run of names in a sentence ("Used Java, C, JSP and Velocity") is a list too: when most of its
  // items are dictionary skills, the short and everyday-looking ones among them ("C", "Word") are skills
  // as well, which the scan below would not believe on their own.
  for (const [index, line] of readable.entries()) {
    if (line === "" || headingKind(line) || LABELLED_LIST.test(line)) continue;
    const items = line
      .split(INLINE_LIST_SEPARATOR)
      .map((item) => item.replace(/^[\s.:\-–•*]+|[\s.:\-–•*]+$/g, "").trim())
      .filter(Boolean);
    if (items.length < INLINE_LIST_MIN_ITEMS) continue;
    const known = items.map((item) => (item.split(" ").length <= 4 ? lookUp(item) : undefined));
    const knownCount = known.filter(Boolean).length;
    if (knownCount < INLINE_LIST_MIN_ITEMS || knownCount < items.length * INLINE_LIST_KNOWN_SHARE) continue;
    known.forEach((skill, position) => {
      const written = items[position] ?? "";
      // "Proficient in AutoCAD, Simul8, Minitab, Word and Excel": a name no list knows, standing among
      // known ones, is a skill too when it is written like a name (one or two capitalised words).
      if (!skill && isNameAmongSkills(written)) {
        add({
          skill: { name: written, written, known: false },
          source: "context",
          evidence: (lines[index] ?? "").trim(),
        });
        return;
      }
      if (!skill || SOFT_SKILL.test(written)) return;
      // A lower-case "word" or "go" is still the everyday word.
      if (written.length <= 4 && written === written.toLowerCase() && /^\p{L}+$/u.test(written)) return;
      add({
        skill: { name: skill.name, written, known: true },
        source: "dictionary",
        evidence: (lines[index] ?? "").trim(),
      });
    });
  }

  function isNameAmongSkills(written: string): boolean {
    const words = written.split(" ");
    return (
      words.length <= 2 &&
      words.every((word) => /^\p{Lu}[\p{L}\d+#.-]*$/u.test(word)) &&
      !words.every((word) => commonWords.has(word.toLowerCase())) &&
      !SOFT_SKILL.test(written) &&
      !isNotASkill(written)
    );
  }

  // Distinctive dictionary skills anywhere in the text, unless a list item already holds them ("Facebook
  // Ads" in a list is not also "Facebook").
  const listed = [...found.values()].map((item) => ` ${skillPhraseKey(item.skill.written)} `);
  for (const [index, readableLine] of readable.entries()) {
    // A line that is a job's title ("Assistant Restaurant Manager") names a role, not a skill.
    if (
      isTitle(readableLine.trim()) &&
      readableLine.trim().split(/\s+/).length <= 5 &&
      !/[,;:]/.test(readableLine)
    )
      continue;
    const line = withoutListLabel(readableLine).replace(ORGANISATION_NAME, " ");
    const tokens: string[] = [];
    // Token positions of the parts of a slash-joined run of known names ("C/C++", "Word/Excel"): a
    // list, so its short and everyday-looking names are skills as in a run inside a sentence.
    const slashListed = new Set<number>();
    for (const token of tokenise(
      line.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+|\S+\.(?:com|net|org|io|in|co)\/\S*/g, " "),
    )) {
      const parts = joinedParts(token);
      if (parts.length === 0) tokens.push(token);
      for (const [part] of parts) {
        slashListed.add(tokens.length);
        tokens.push(part);
      }
    }
    const lower = tokens.map((token) => token.toLowerCase());
    const believed = (
      key: string,
      written: string,
      size: number,
      start: number,
    ): (SkillEntry & Partial<Pick<LearnedSkillEntry, "share">>) | undefined => {
      if (size === 1 && slashListed.has(start)) return lookUp(written);
      const known = skills.get(key);
      if (known?.scan) {
        const everyday =
          size === 1 &&
          (!isDistinctiveWord(written, commonWords) ||
            // A product name ("Scratch", "Juris") written in lower case is the everyday word.
            (!known.curated && /^\p{Lu}/u.test(known.name) && written === written.toLowerCase()));
        if (!everyday) return known;
      }
      // The labelled resumes vouch for a learned phrase however everyday its words are.
      const vouched = learned.skills.get(key);
      return vouched?.capitalised && written === key ? undefined : vouched;
    };
    for (let start = 0; start < tokens.length; start += 1) {
      for (
        let size = Math.min(Math.max(skillWords, learned.words), tokens.length - start);
        size >= 1;
        size -= 1
      ) {
        const key = lower.slice(start, start + size).join(" ");
        const written = tokens.slice(start, start + size).join(" ");
        const known = believed(key, written, size, start);
        if (!known) continue;
        if (employers.has(key)) continue;
        if (SOFT_SKILL.test(written)) continue;
        if (listed.some((item) => item.includes(` ${key} `) && item.trim() !== key)) break;
        add({
          skill: { name: known.name, written, known: true },
          source: "dictionary",
          evidence: (lines[index] ?? "").trim(),
          share: known.share,
        });
        start += size - 1;
        break;
      }
    }
  }

  const taggedNames = tagged
    .filter((span) => span.kind === "skill")
    .map((span) => {
      // "Spring(Basics": a bracket the span leaves open says how well, not what.
      const written = withoutOpenBracket(span.text.replace(QUALIFIER, " "))
        .replace(/\s+/g, " ")
        .replace(/^[\s*\-–:.(),]+|[\s*\-–:.(),]+$/g, "")
        .trim();
      const known = lookUp(written);
      return { written, known, key: skillPhraseKey(known?.name ?? written), line: span.line };
    })
    .filter((name) => name.key !== "");
  const taggedKeys = new SameWordsIndex<true>();
  for (const name of taggedNames) taggedKeys.add(name.key, true);
  for (const [key, item] of found) {
    item.marked = taggedKeys.has(skillPhraseKey(item.skill.name));
    if (
      !item.marked &&
      item.source === "dictionary" &&
      item.share !== undefined &&
      item.share < UNMARKED_MIN_SHARE
    )
      found.delete(key);
  }
  const foundKeys = new SameWordsIndex<true>();
  for (const item of found.values()) foundKeys.add(skillPhraseKey(item.skill.name), true);
  for (const name of taggedNames) {
    if (foundKeys.has(name.key)) continue;
    // A site's name that labels a link there ("Twitter handle @asha") was blanked out for the rules.
    const blanked =
      (lines[name.line] ?? "").includes(name.written) && !(readable[name.line] ?? "").includes(name.written);
    if (blanked) continue;
    if (
      SOFT_SKILL.test(name.written) ||
      employers.has(name.key) ||
      employers.has(name.key.replace(LEGAL_FORMS, ""))
    )
      continue;
    // On a line that carries on a sentence in lower case the tagger reads half the sentence, and where
    // the line was wrapped decides what it marks (a PDF wraps elsewhere than its .txt): of such finds in
    // the development set, not one in five was a labelled skill.
    if (!name.known && /^\p{Ll}/u.test((lines[name.line] ?? "").trim())) continue;
    // A span ending in "of" or "and" was cut from a longer phrase ("Oracle Unites States of America").
    if (
      !name.known &&
      (isNotASkill(name.written) || name.written.split(" ").length > 4 || HANGING_WORD.test(name.written))
    )
      continue;
    foundKeys.add(name.key, true);
    add({
      skill: { name: name.known?.name ?? name.written, written: name.written, known: Boolean(name.known) },
      source: "context",
      evidence: (lines[name.line] ?? "").trim(),
      marked: true,
    });
  }

  // "Customer Relationship Management (CRM)" found as a name and as "CRM" is one skill: an abbreviation
  // found on the line of a name whose initials it is goes.
  const items = [...found.values()];
  const kept = items.filter(
    (item) =>
      !items.some(
        (other) =>
          other !== item &&
          other.evidence === item.evidence &&
          isAbbreviationOf(item.skill.name, other.skill.name),
      ),
  );
  return kept.map((item) => ({
    value: item.skill,
    confidence: confidenceOf(item),
    source: item.source,
    evidence: item.evidence.slice(0, 200),
  }));
}

/**
 * Confidences follow how often each kind of find was right on held-out development resumes, except
 * that a known skill in a skills list stays sure enough to pre-fill: the labels there miss real skills
 * more often than the list does.
 */
function confidenceOf(item: Found): number {
  if (item.source === "context") return item.skill.known ? 0.6 : 0.45;
  if (item.source === "section") {
    if (item.skill.known) return item.marked ? 0.95 : 0.9;
    return item.marked ? 0.7 : 0.45;
  }
  if (item.share === undefined) return item.marked ? 0.8 : 0.5;
  const share = Math.round(item.share * 100) / 100;
  const bounded = Math.min(LEARNED_CONFIDENCE.max, Math.max(LEARNED_CONFIDENCE.min, share));
  return item.marked ? Math.max(bounded, 0.7) : bounded;
}

/**
 * A line of a skills section written as a sentence ("Good understanding of SDLC and worked on STL"):
 * its known skills count, but its other words are not names of skills. A list has short items; a
 * sentence has long runs of words between its commas.
 */
function isSentence(line: string): boolean {
  const words = line.trim().split(/\s+/);
  if (words.length < SENTENCE_MIN_WORDS) return false;
  const items = line.split(/\s*[,،;•|·▪●]\s*|\s+~\s*|~\s+|\s{2,}/).filter((item) => item.trim() !== "");
  return words.length / Math.max(1, items.length) > SENTENCE_WORDS_PER_ITEM;
}
const SENTENCE_MIN_WORDS = 6;
const SENTENCE_WORDS_PER_ITEM = 5;

/**
 * List items that are something else: dates, places' postcodes, labels without a list, "Key: value"
 * details, a detail's value alone ("Married", "Intermediate"), a version alone ("11.x"), an employer's
 * legal form alone ("Corporation"), one letter ("R & D" split, a letter-spaced heading).
 */
function isNotASkill(item: string): boolean {
  return (
    /\b(?:19|20)\d{2}\b/.test(item) ||
    (item.match(/\p{L}/gu) ?? []).length < 2 ||
    // "BASIC" in capitals is the language.
    (DETAIL_VALUE.test(item.trim()) && item !== item.toUpperCase()) ||
    /:\s*\S/.test(item) ||
    /:$/.test(item) ||
    /^[A-Z]{2}$/.test(item) ||
    /\b(?:zip|postcode|pin ?code|state|city|address|nationality|licen[cs]e|date of birth|marital)\b/i.test(
      item,
    ) ||
    NOT_A_SKILL_WORD.test(item) ||
    isInstituteName(item) ||
    isPlace(item)
  );
}
const DETAIL_VALUE =
  /^(?:married|unmarried|single|male|female|divorced|beginner|intermediate|advanced|expert|proficient|fluent|native|basic|good|excellent|corporation|corp|company)\.?$/i;
/** Words that join a phrase to more: an item that starts or ends with one is a piece of a sentence. */
const LINKING_WORDS = "and|or|for|with|of|in|to|on|by|from|using|including";
const LEADING_WORD = new RegExp(`^(?:${LINKING_WORDS}|a|an|the|specifically)\\s`, "i");
/** The word a wrapped line left hanging at an item's end: "Test Automation using", "Pega Marketing and". */
const HANGING_WORD = new RegExp(`\\s+(?:${LINKING_WORDS}|like|such as|similar to)$`, "i");
/** Words of headings, degrees and employers' legal forms, which a skills list runs into when it ends unmarked. */
const NOT_A_SKILL_WORD =
  /\b(?:responsibilit(?:y|ies)|roles|description|objective|interests?|coursework|achievements?|hobbies|declaration|strengths|references|curriculum|bachelor|master|diploma|pvt|ltd|limited|inc|llc|llp|gmbh|plc|continued)\b/i;

/**
 * A skill the dictionary does not know, without its version: "QTP 8.2" and "QTP 6.5" are one skill,
 * "QTP". "Web 2.0" keeps its version: "Web" alone is an everyday word.
 */
export function withoutVersion(name: string, commonWords: ReadonlySet<string>): string {
  const base = name.replace(/\s+v?\d+(?:\.\d+)+[a-z]?$|\s+v\d+$/i, "");
  if (base === name || base.length < 2) return name;
  const words = base.toLowerCase().split(" ");
  return words.length === 1 && commonWords.has(words[0] ?? "") ? name : base;
}

function isPlace(item: string): boolean {
  const { cities, states } = dictionaries();
  const key = item.toLowerCase().replace(/[.,]+$/, "");
  return cities.has(key) || states.has(key);
}

/**
 * A one-word skill found outside a list must not be an everyday word or a short abbreviation that
 * could mean anything ("C", "Go", "IT"), unless written with the marks of a name (C++, C#, .NET).
 */
function isDistinctiveWord(written: string, commonWords: ReadonlySet<string>): boolean {
  if (/[+#.]/.test(written) && written.length >= 2) return true;
  if (written.length <= 2) return false;
  if (commonWords.has(written.toLowerCase())) return false;
  return true;
}
