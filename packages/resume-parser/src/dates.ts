/**
 * Dates and date ranges as resumes write them: "January 2018 to Present", "Nov'16 – Dec'17",
 * "03/2015 - 07/2019", "05/12-10/12", "12-05-2014 to till date", "2010 - 2012", "1992-95", "since 2019",
 * "Jan-Mar 2011", "02 / 2007 - 06 / 2008", "Feb 09 - Jul 11", "15th June 2015 – 31-Mar-2017" (a day is read
 * and dropped: jobs are kept to the month),
 * and the forms that PDF copying leaves behind when the dash is lost ("2010Present", "20082010").
 */
import type { ResumeYearMonth } from "@portal/domain";
import { ARABIC_OR_DEVANAGARI } from "./vocabulary.ts";

export interface DateRange {
  from: ResumeYearMonth;
  /** Null when the range is still running. */
  to: ResumeYearMonth | null;
  current: boolean;
  /** Where the range stands in the line, to cut it out of the text around it. */
  index: number;
  text: string;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
/** A day of the month, as written before or after its month ("15", "1st", "23rd"). */
const DAY = "(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?";
/**
 * A date with its day, of which the month is kept: "15 June 2015", "1st of Jan, 2014", "05-Jun-2015",
 * "05-Jun-15", "June 15, 2015", "May 25th 2017". Forms and Indian resumes write them often.
 */
const DAY_DATE = `(?:(?<!\\d)${DAY}[\\s-]*(?:of\\s+)?${MONTH}\\.?(?:[\\s,'’-]*\\d{4}\\b|-\\d{2}\\b)|(?<![\\d/.-])${DAY}/${MONTH}/(?:\\d{4}|\\d{2})\\b|\\b${MONTH}\\.?\\s*${DAY},?\\s*\\d{4}\\b)`;
const DATE = `(?:${DAY_DATE}|\\b${MONTH}\\.?(?:[\\s,'’-]*\\d{4}|\\s*['’]\\s*\\d{2}\\b)|\\d{1,2}[/.-]\\d{1,2}[/.-](?:19|20)\\d{2}|\\d{1,2}(?:[/.-]| / )(?:19|20)\\d{2}|(?:19|20)\\d{2})`;
const PRESENT =
  "(?:present|current(?:ly)?|now|till\\s+(?:date|now|today)|to\\s+date|date|ongoing|today|continuing|running)";
// Two or more spaces between two dates are a dash that copying lost ("July 2013  Present").
const CONNECTOR = "(?:-+|–|—|~|to|till|until|through|thru|upto|up\\s+to|(?<=\\S)\\s{2,}(?=\\S))";

const RANGE = new RegExp(
  `(?<![\\d/.-])(${DATE})\\s*${CONNECTOR}\\s*(?:the\\s+)?(${DATE}|${PRESENT})(?![\\d/])`,
  "gi",
);
const OPEN_RANGE = new RegExp(
  `(?:(?:since|from)\\s+(${DATE})(?!\\s*${CONNECTOR}\\s*(?:${DATE}|(?:${DAY}\\s*(?:of\\s+)?)?${MONTH}\\b))|(?<![\\d/.-])(${DATE})\\s*(?:onwards|on\\s+wards|till\\s+date|-\\s*$))`,
  "gi",
);
const GLUED_RANGE = /\b((?:19|20)\d{2})((?:19|20)\d{2}|present|current)\b/gi;
/** "1992-95", "2008–10": the end year by its last two digits. */
const SHORT_YEAR_RANGE = /(?<![\d/.-])((?:19|20)\d{2})\s*[-–—]\s*(\d{2})(?![\d/.-])/g;
/**
 * "Jan-Mar 2011", "November to December 2007", "Nov - Feb 2015", "Feb 24 to Apr 11 2017": two months (with
 * their days or without) and the year they end in.
 */
const MONTH_PAIR_RANGE = new RegExp(
  `\\b(${MONTH})\\.?(?:\\s*${DAY},?)?\\s*(?:-+|–|—|to|till|until|through)\\s*(${MONTH})\\.?(?:\\s*${DAY})?[\\s,'’-]*(\\d{4})\\b`,
  "gi",
);
/** "05/12-10/12", "1/15 – Present": months with two-digit years. */
const SHORT_MONTH_RANGE = new RegExp(
  `(?<![\\d/.-])(\\d{1,2})/(\\d{2})\\s*(?:-+|–|—|to)\\s*(?:(\\d{1,2})/(\\d{2})|(${PRESENT}))(?![\\d/])`,
  "gi",
);

/**
 * "Feb 09 - Jul 11", "Jun 06 - Jul 11", "Feb 09/Jun 11", "April 07/Now": months by name with two-digit
 * years, in a range (a lone "Feb 09" is as often the ninth of February). A four-digit year after it
 * makes the numbers days ("Feb 24 to Apr 11 2017").
 */
const NAMED_MONTH_SHORT_YEAR_RANGE = new RegExp(
  `\\b(${MONTH})\\.?\\s*(\\d{2})\\s*(?:-+|–|—|to|/)\\s*(?:(${MONTH})\\.?\\s*(\\d{2})|(${PRESENT}))(?![\\d/]|\\s*,?\\s*(?:19|20)\\d{2})`,
  "gi",
);

/** 1–12 for a month's name or its abbreviation ("Feb", "february"). */
function monthNumber(name: string | undefined): number {
  return MONTHS.indexOf((name ?? "").slice(0, 3).toLowerCase()) + 1;
}

function twoDigitYear(value: number, asOf: Date): number {
  const century = value + 2000 <= asOf.getUTCFullYear() + 1 ? 2000 : 1900;
  return century + value;
}

const DAY_FIRST = new RegExp(`^${DAY}[\\s/-]*(?:of\\s+)?(${MONTH})\\.?[\\s,/'’-]*(\\d{4}|\\d{2})$`, "i");
const MONTH_FIRST = new RegExp(`^(${MONTH})\\.?\\s*${DAY},?\\s*(\\d{4})$`, "i");

/** "15 June 2015" and "June 15, 2015" as "june 2015": a job's dates are kept to the month. */
function withoutDay(value: string): string {
  const written = value.match(DAY_FIRST) ?? value.match(MONTH_FIRST);
  return written ? `${written[1]} ${written[2]}` : value;
}

export function parseDate(text: string, asOf: Date): ResumeYearMonth | null {
  const value = withoutDay(text.trim().toLowerCase());
  const named = value.match(new RegExp(`^(${MONTH})\\.?[\\s,'’\`-]*(\\d{4}|\\d{2})$`, "i"));
  if (named) {
    const month = monthNumber(named[1]);
    const digits = named[2] ?? "";
    const year = digits.length === 2 ? twoDigitYear(Number(digits), asOf) : Number(digits);
    return plausible({ year, month }, asOf);
  }
  const dayMonthYear = value.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  if (dayMonthYear) {
    // The spec's order is day/month/year; a first number above 12 cannot be a month either way.
    let month = Number(dayMonthYear[2]);
    if (month > 12 && Number(dayMonthYear[1]) <= 12) month = Number(dayMonthYear[1]);
    return plausible(
      { year: Number(dayMonthYear[3]), month: month >= 1 && month <= 12 ? month : null },
      asOf,
    );
  }
  const monthYear = value.match(/^(\d{1,2})(?:[/.-]| \/ )(\d{4})$/);
  if (monthYear) {
    const month = Number(monthYear[1]);
    return plausible({ year: Number(monthYear[2]), month: month >= 1 && month <= 12 ? month : null }, asOf);
  }
  if (/^\d{4}$/.test(value)) return plausible({ year: Number(value), month: null }, asOf);
  return null;
}

function plausible(date: ResumeYearMonth, asOf: Date): ResumeYearMonth | null {
  return date.year >= 1950 && date.year <= asOf.getUTCFullYear() + 1 ? date : null;
}

export function monthIndex(date: ResumeYearMonth): number {
  return date.year * 12 + ((date.month ?? 1) - 1);
}

export function asOfMonth(asOf: Date): ResumeYearMonth {
  return { year: asOf.getUTCFullYear(), month: asOf.getUTCMonth() + 1 };
}

function isPresent(text: string): boolean {
  return new RegExp(`^${PRESENT}$`, "i").test(text.trim());
}

/** The longest a range can run and still be one job's or one course's dates. */
const MAX_RANGE_YEARS = 40;

/**
 * Words of dates in Arabic and Hindi, as the English the patterns read: months (the Gulf's names and
 * the Levant's), "till now", "since", "to". Resumes of the Gulf and India are written in them too:
 * "يناير 2019 - حتى الآن", "जनवरी 2019 से अब तक".
 */
const DATE_WORDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["January", ["يناير", "كانون الثاني", "जनवरी"]],
  ["February", ["فبراير", "شباط", "फ़रवरी", "फरवरी"]],
  ["March", ["مارس", "آذار", "मार्च"]],
  ["April", ["أبريل", "ابريل", "إبريل", "نيسان", "अप्रैल", "अप्रेल"]],
  ["May", ["مايو", "أيار", "ايار", "मई"]],
  ["June", ["يونيو", "يونيه", "حزيران", "जून"]],
  ["July", ["يوليو", "يوليه", "تموز", "जुलाई"]],
  ["August", ["أغسطس", "اغسطس", "آب", "अगस्त"]],
  ["September", ["سبتمبر", "أيلول", "ايلول", "सितंबर", "सितम्बर"]],
  ["October", ["أكتوبر", "اكتوبر", "تشرين الأول", "अक्टूबर", "अक्तूबर"]],
  ["November", ["نوفمبر", "تشرين الثاني", "नवंबर", "नवम्बर"]],
  ["December", ["ديسمبر", "كانون الأول", "दिसंबर", "दिसम्बर"]],
  [
    "present",
    [
      "حتى الآن",
      "حتى الان",
      "إلى الآن",
      "الى الآن",
      "إلى الان",
      "الى الان",
      "حتى تاريخه",
      "الآن",
      "الان",
      "حاليا",
      "حاليًا",
      "अब तक",
      "आज तक",
      "अभी तक",
      "वर्तमान तक",
      "वर्तमान",
    ],
  ],
  // "من" (from) is left as written: it is as often "of" ("فريق من 2000 موظف", a team of 2000 staff), and a
  // range reads without it.
  ["since", ["منذ"]],
  // Hindi puts "from" after its date ("2015 से 2018 तक"): between two dates it joins them, and "तक" (till)
  // after the second adds nothing.
  ["to", ["إلى", "الى", "حتى", "से"]],
  ["", ["तक"]],
];
const ENGLISH_OF = new Map(
  DATE_WORDS.flatMap(([english, words]) => words.map((word) => [word, english] as const)),
);
// "2019م": the letter after an Arabic year marks the common era, and is read as nothing.
const DATE_WORD = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${[...ENGLISH_OF.keys()].sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}\\p{M}])|(?<=\\d)م(?![\\p{L}\\p{M}])`,
  "gu",
);

/**
 * A line's date words in English, with where each character of the English came from, so a range found
 * in it is cut out of the line as written.
 */
function inEnglish(line: string): { text: string; from: number[]; to: number[] } {
  let text = "";
  const from: number[] = [];
  const to: number[] = [];
  const copy = (written: string, start: number, end: number, exact: boolean) => {
    for (let offset = 0; offset < written.length; offset++) {
      from.push(exact ? start + offset : start);
      to.push(exact ? start + offset + 1 : end);
    }
    text += written;
  };
  let last = 0;
  for (const match of line.matchAll(DATE_WORD)) {
    const start = match.index ?? 0;
    copy(line.slice(last, start), last, start, true);
    copy(ENGLISH_OF.get(match[0]) ?? "", start, start + match[0].length, false);
    last = start + match[0].length;
  }
  copy(line.slice(last), last, line.length, true);
  return { text, from, to };
}

/** Every date range in a line, left to right, without overlaps. */
export function findDateRanges(line: string, asOf: Date): DateRange[] {
  // Every form has a digit (a year at least); most lines have none, and this is read for every line.
  if (!/\d/.test(line)) return [];
  if (!ARABIC_OR_DEVANAGARI.test(line)) return rangesIn(line, asOf);
  const english = inEnglish(line);
  return rangesIn(english.text, asOf).map((range) => {
    const start = english.from[range.index] ?? 0;
    const end = english.to[range.index + range.text.length - 1] ?? line.length;
    return { ...range, index: start, text: line.slice(start, end) };
  });
}

function rangesIn(line: string, asOf: Date): DateRange[] {
  const found: DateRange[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([a, b]) => start < b && end > a);
  const push = (range: DateRange) => {
    const end = range.index + range.text.length;
    if (overlaps(range.index, end)) return;
    if (range.to && monthIndex(range.to) < monthIndex(range.from)) return;
    // No one holds a job or a course for more than forty years: "a port in India from 1962" tells the
    // age of the employer, not of the job.
    if ((range.to?.year ?? asOf.getUTCFullYear()) - range.from.year > MAX_RANGE_YEARS) return;
    taken.push([range.index, end]);
    found.push(range);
  };

  for (const match of line.matchAll(RANGE)) {
    const from = parseDate(match[1] ?? "", asOf);
    const endText = match[2] ?? "";
    if (!from) continue;
    if (isPresent(endText)) {
      push({ from, to: null, current: true, index: match.index ?? 0, text: match[0] });
      continue;
    }
    const to = parseDate(endText, asOf);
    if (to) push({ from, to, current: false, index: match.index ?? 0, text: match[0] });
  }
  for (const match of line.matchAll(GLUED_RANGE)) {
    const from = parseDate(match[1] ?? "", asOf);
    const endText = match[2] ?? "";
    if (!from) continue;
    if (isPresent(endText)) {
      push({ from, to: null, current: true, index: match.index ?? 0, text: match[0] });
      continue;
    }
    const to = parseDate(endText, asOf);
    if (to) push({ from, to, current: false, index: match.index ?? 0, text: match[0] });
  }
  for (const match of line.matchAll(MONTH_PAIR_RANGE)) {
    const fromMonth = monthNumber(match[1]);
    const toMonth = monthNumber(match[2]);
    const toYear = Number(match[3]);
    // "Nov - Feb 2015" began in the year before.
    const from = plausible({ year: fromMonth > toMonth ? toYear - 1 : toYear, month: fromMonth }, asOf);
    const to = plausible({ year: toYear, month: toMonth }, asOf);
    if (from && to) push({ from, to, current: false, index: match.index ?? 0, text: match[0] });
  }
  for (const match of line.matchAll(SHORT_YEAR_RANGE)) {
    const fromYear = Number(match[1]);
    const century = fromYear - (fromYear % 100);
    let toYear = century + Number(match[2]);
    if (toYear < fromYear) toYear += 100;
    const from = plausible({ year: fromYear, month: null }, asOf);
    const to = plausible({ year: toYear, month: null }, asOf);
    if (from && to) push({ from, to, current: false, index: match.index ?? 0, text: match[0] });
  }
  for (const match of line.matchAll(SHORT_MONTH_RANGE)) {
    const month = (text: string | undefined) => {
      const value = Number(text);
      return value >= 1 && value <= 12 ? value : null;
    };
    const fromMonth = month(match[1]);
    if (!fromMonth) continue;
    const from = plausible({ year: twoDigitYear(Number(match[2]), asOf), month: fromMonth }, asOf);
    if (!from) continue;
    if (match[5]) {
      push({ from, to: null, current: true, index: match.index ?? 0, text: match[0] });
      continue;
    }
    const toMonth = month(match[3]);
    const to = toMonth
      ? plausible({ year: twoDigitYear(Number(match[4]), asOf), month: toMonth }, asOf)
      : null;
    if (to) push({ from, to, current: false, index: match.index ?? 0, text: match[0] });
  }
  for (const match of line.matchAll(NAMED_MONTH_SHORT_YEAR_RANGE)) {
    const from = plausible(
      { year: twoDigitYear(Number(match[2]), asOf), month: monthNumber(match[1]) },
      asOf,
    );
    if (!from) continue;
    if (match[5]) {
      push({ from, to: null, current: true, index: match.index ?? 0, text: match[0] });
      continue;
    }
    const to = plausible({ year: twoDigitYear(Number(match[4]), asOf), month: monthNumber(match[3]) }, asOf);
    if (to) push({ from, to, current: false, index: match.index ?? 0, text: match[0] });
  }
  for (const match of line.matchAll(OPEN_RANGE)) {
    const from = parseDate(match[1] ?? match[2] ?? "", asOf);
    if (from) push({ from, to: null, current: true, index: match.index ?? 0, text: match[0] });
  }
  return found.sort((a, b) => a.index - b.index);
}

const SEASON = "(?:summer|spring|fall|autumn|winter)s?";
const LONE_DATE = new RegExp(
  `(?:^|,\\s*)((?:${SEASON}\\s+)?(?:${MONTH}\\.?[\\s,'’-]*)?(?:19|20)\\d{2})\\.?$`,
  "i",
);

/**
 * A line that is one date, or ends with one after a comma ("Summer 2004", "February, 2004", "Senior
 * Member of Technical Staff, February, 2004"): the date of a short job or of when it is listed, as a
 * range of that one month (or year) that is not running.
 */
export function findLoneDate(line: string, asOf: Date): DateRange | null {
  const match = line.trim().match(LONE_DATE);
  if (!match?.[1]) return null;
  const written = match[1].replace(new RegExp(`^${SEASON}\\s+`, "i"), "").replace(/,/g, " ");
  const date = parseDate(written.replace(/\s+/g, " "), asOf);
  if (!date) return null;
  return { from: date, to: date, current: false, index: line.indexOf(match[1]), text: match[1] };
}

/** Months worked over all ranges, each month counted once however many jobs overlap it. */
export function monthsCovered(
  ranges: readonly { from: ResumeYearMonth; to: ResumeYearMonth | null }[],
  asOf: Date,
): number {
  const now = monthIndex(asOfMonth(asOf)) + 1;
  const spans = ranges
    .map(({ from, to }) => {
      const start = monthIndex(from);
      let end: number;
      if (!to) end = now;
      // A year alone ends where the next year starts: "2010 - 2012" is two years.
      else if (to.month === null) end = monthIndex(to);
      else end = monthIndex(to) + 1;
      if (from.month === null && to && to.month === null && end <= start) end = start + 6;
      return [start, Math.min(Math.max(end, start), now)] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

const DURATION =
  /(?<![\d.])(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:years?|yrs?)\.?(?:\s*(?:and\s*)?(\d{1,2})\s*(?:months?|mos?|mnths?)\b)?|(?<![\d.])(\d{1,3})\s*(?:months?|mnths?)\b/i;

/** The months of the first length written in a text ("4 Years", "2 years 7 months", "4.8 yrs", "13months"). */
function durationMonths(text: string): number | null {
  const match = text.match(DURATION);
  if (!match) return null;
  if (match[3]) return Number(match[3]);
  const years = Number(match[1]);
  if (!Number.isFinite(years) || years > 50) return null;
  return Math.round(years * 12) + (match[2] ? Number(match[2]) : 0);
}

/**
 * A running job whose own stated length is longer than its range ("June 2014 to Present" / "4 Years
 * Worked as …", "February 2008 - till date (2 years 7 months)"), as the range that length gives back
 * from now. "Present" runs to the day the resume is read as of; when that day is earlier than the day
 * the resume was written (an old resume read as of the latest month it mentions), the range falls short
 * of the length the resume states. The length stands after the range on its line, or opens the next
 * line. Null when the range is not running or is at least as long.
 */
export function lengthenedByStatedDuration(
  range: DateRange,
  line: string,
  nextLine: string,
  asOf: Date,
): DateRange | null {
  if (!range.current) return null;
  const end = range.index + range.text.length;
  const after = line.slice(end, end + 40);
  const next = nextLine.trim();
  const months =
    durationMonths(after) ??
    (/^\W*\d/.test(next) && findDateRanges(next, asOf).length === 0
      ? durationMonths(next.slice(0, 25))
      : null);
  if (!months) return null;
  const now = monthIndex(asOfMonth(asOf)) + 1;
  if (months <= now - monthIndex(range.from)) return null;
  const start = now - months;
  return { ...range, from: { year: Math.floor(start / 12), month: (start % 12) + 1 } };
}
