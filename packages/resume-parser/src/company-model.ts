/**
 * Which piece of the lines around a job's dates names the employer. The rules of work.ts propose a
 * company; a linear model over the shape of every candidate piece (where it stands against the dates,
 * its words, whether the rules took it for a title, a place or a company), fitted as a choice among a
 * job's pieces, decides, and leaves the company empty when no piece looks like one; then a resume's
 * jobs are aligned to the line most of them name their employer on (alignEmployerPlaces), and a line
 * two jobs took is given to one of them (separateSharedLines). The weights are learned offline from
 * the labelled development resumes by tools/train-company-model.ts and committed as data/company-model.json; see
 * the README.
 */
import { readFileSync } from "node:fs";
import { dataFile } from "./data-files.ts";
import { dictionaries, skillPhraseKey } from "./dictionaries.ts";
import type { SpanKind } from "./span-tagger.ts";

/** One piece of a line near a job's date range. */
export interface CompanyCandidate {
  text: string;
  /** Line offset from the dated line: negative above, 0 the dated line, positive below. */
  offset: number;
  /** The line's index in the resume. */
  lineAt: number;
  /** Position among the pieces of its line, and how many pieces the line has. */
  index: number;
  count: number;
  /** The whole line the piece comes from. */
  line: string;
  /** The pieces before and after it on its line. */
  previous: string | null;
  next: string | null;
}

/** What the rules already know about a piece (work.ts supplies these). */
export interface CandidateFacts {
  isTitle: (text: string) => boolean;
  hasTitleWord: (text: string) => boolean;
  hasCompanyWord: (text: string) => boolean;
  isInstituteName: (text: string) => boolean;
  isPlace: (text: string) => boolean;
  isProductName: (text: string) => boolean;
  couldBeCompany: (text: string) => boolean;
  /** Never an employer whatever the model says: labels, placeholders, products, durations. */
  isExcluded: (text: string) => boolean;
  ruleCompany: string | null;
  ruleDesignation: string | null;
  /** The job is dated by one month or year, not a range. */
  loneDate: boolean;
  /** What the span tagger marked the piece's words as, anywhere in the resume ("company", "designation"…). */
  spanKindsOf: (text: string) => readonly SpanKind[];
}

function bucket(value: number, limits: readonly number[]): string {
  const at = limits.findIndex((limit) => value <= limit);
  return at < 0 ? `>${limits.at(-1)}` : String(limits[at]);
}

/** Lower-case words of a piece, as the model's word features see them. */
export function candidateWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 2);
}

export function candidateFeatures(candidate: CompanyCandidate, facts: CandidateFacts): string[] {
  const { text } = candidate;
  const words = text.split(/\s+/).filter(Boolean);
  const letters = text.replace(/[^\p{L}]/gu, "");
  const { commonWords } = dictionaries();
  const lower = candidateWords(text);
  const common = lower.length === 0 ? 0 : lower.filter((word) => commonWords.has(word)).length / lower.length;
  const features = [
    "bias",
    `offset:${candidate.offset}`,
    `index:${Math.min(candidate.index, 3)}`,
    `count:${Math.min(candidate.count, 4)}`,
    `words:${bucket(words.length, [1, 2, 3, 5, 8])}`,
    `common:${bucket(common, [0, 0.34, 0.67, 1])}`,
  ];
  if (candidate.index === candidate.count - 1) features.push("lastOnLine");
  if (facts.loneDate) features.push("loneDate", `loneDate&offset:${candidate.offset}`);
  if (facts.ruleDesignation === null) features.push("noTitle");
  if (text === facts.ruleCompany) features.push("rule:company", `rule:company&offset:${candidate.offset}`);
  if (text === facts.ruleDesignation) features.push("rule:title");
  const flags: [string, boolean][] = [
    ["title", facts.isTitle(text)],
    ["titleWord", facts.hasTitleWord(text)],
    ["companyWord", facts.hasCompanyWord(text)],
    ["institute", facts.isInstituteName(text)],
    ["place", facts.isPlace(text)],
    ["product", facts.isProductName(text)],
    ["skill", dictionaries().skills.has(skillPhraseKey(text))],
    ["couldBeCompany", facts.couldBeCompany(text)],
    ["allCaps", letters.length > 1 && letters === letters.toUpperCase()],
    [
      "capitalised",
      words.every((word) => !/^\p{Ll}/u.test(word) || /^(?:of|and|the|for|&|de|la)$/.test(word)),
    ],
    ["startsLower", /^\p{Ll}/u.test(text)],
    ["digit", /\d/.test(text)],
    ["endsPeriod", /\.$/.test(text) && !/\b(?:inc|ltd|co|corp|llc)\.$/i.test(text)],
    ["nextIsPlace", candidate.next !== null && facts.isPlace(candidate.next)],
    ["previousIsTitle", candidate.previous !== null && facts.isTitle(candidate.previous)],
    ["nextIsTitle", candidate.next !== null && facts.isTitle(candidate.next)],
    ["lineEndsWithDash", /\s[-–]$/.test(candidate.line)],
    ["lineHasComma", candidate.line.includes(",")],
    ["lineBullet", /^[•*·\-–]/.test(candidate.line)],
  ];
  for (const [name, on] of flags) if (on) features.push(name);
  for (const kind of facts.spanKindsOf(text)) features.push(`tagged:${kind}`);
  for (const word of new Set(lower)) features.push(`w:${word}`);
  return features;
}

export interface CompanyModel {
  weights: Record<string, number>;
  /** The least probability at which a piece is taken for the employer. */
  threshold: number;
}

let loaded: CompanyModel | null = null;

export function companyModel(): CompanyModel {
  loaded ??= JSON.parse(readFileSync(dataFile("company-model.json"), "utf8")) as CompanyModel;
  return loaded;
}

export function companyProbability(features: readonly string[], model: CompanyModel): number {
  let sum = 0;
  for (const feature of features) sum += model.weights[feature] ?? 0;
  return 1 / (1 + Math.exp(-sum));
}

export interface ScoredCandidate {
  candidate: CompanyCandidate;
  probability: number;
}

/** Every piece that may be the employer, with the model's probability that it is. */
export function scoreCandidates(
  candidates: readonly CompanyCandidate[],
  facts: CandidateFacts,
  model: CompanyModel = companyModel(),
): ScoredCandidate[] {
  return candidates
    .filter((candidate) => candidate.text !== facts.ruleDesignation && !facts.isExcluded(candidate.text))
    .map((candidate) => ({
      candidate,
      probability: companyProbability(candidateFeatures(candidate, facts), model),
    }));
}

/** The most probable of scored pieces, or null when none reaches the model's threshold. */
export function bestCandidate(
  scored: readonly ScoredCandidate[],
  model: CompanyModel = companyModel(),
): ScoredCandidate | null {
  let best: ScoredCandidate | null = null;
  for (const item of scored) if (!best || item.probability > best.probability) best = item;
  return best && best.probability >= model.threshold ? best : null;
}

/** A dated job as the model saw it: the pieces it weighed, the one it chose and the employer taken. */
export interface WeighedJob {
  scored?: readonly ScoredCandidate[];
  chosen?: ScoredCandidate | null;
  company: string | null;
}

/** Alignment needs this many jobs the model chose an employer for, and this share of them in one place. */
const ALIGN_MIN_JOBS = 3;
const ALIGN_MIN_SHARE = 0.5;

/**
 * A resume writes its jobs to one pattern ("Company, PA" / "City, State" / "Title (1997 - 1999)"). Where
 * most jobs' employers stand on one line against their dates, a job whose employer the model took from
 * another line (often the next job's first line) takes the likeliest piece of that line instead, when
 * the model would accept it there.
 */
export function alignEmployerPlaces(jobs: WeighedJob[], model: CompanyModel = companyModel()): void {
  const chosen = jobs.filter((job) => job.chosen);
  if (chosen.length < ALIGN_MIN_JOBS) return;
  const count = new Map<number, number>();
  for (const job of chosen) {
    const offset = job.chosen?.candidate.offset ?? 0;
    count.set(offset, (count.get(offset) ?? 0) + 1);
  }
  const [usual, times] = [...count].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  if (times < chosen.length * ALIGN_MIN_SHARE) return;
  for (const job of chosen) {
    if (job.chosen?.candidate.offset === usual) continue;
    const there = bestCandidate(
      (job.scored ?? []).filter((item) => item.candidate.offset === usual),
      model,
    );
    if (!there) continue;
    job.chosen = there;
    job.company = there.candidate.text;
  }
}

/**
 * A line between two jobs' dates names one of them. Where the resume's first job names its employer
 * below its dates, every job does ("2007-Present" / "Daily Mail" / "Deputy Editor"): a job that took
 * its employer from above, from the line the job before took from below, takes the likeliest piece
 * below its own dates instead, or names no employer. (Where jobs name their employers above their
 * dates, giving the earlier job a piece above instead did worse out of sample.)
 */
export function separateSharedLines(jobs: WeighedJob[], model: CompanyModel = companyModel()): void {
  const first = jobs.find((job) => job.chosen)?.chosen;
  if (!first || first.candidate.offset <= 0) return;
  for (let at = 1; at < jobs.length; at += 1) {
    const earlier = jobs[at - 1];
    const later = jobs[at];
    if (!earlier?.chosen || !later?.chosen) continue;
    if (earlier.chosen.candidate.lineAt !== later.chosen.candidate.lineAt) continue;
    const below = bestCandidate(
      (later.scored ?? []).filter((item) => item.candidate.offset >= 0),
      model,
    );
    later.chosen = below;
    later.company = below?.candidate.text ?? null;
  }
}
