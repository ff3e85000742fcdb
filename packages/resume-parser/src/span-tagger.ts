/**
 * A learned tagger that marks spans of a resume as employers, skills, titles, places, institutes,
 * degrees and dates, word by word, the way the labelled development resumes were marked. Rules find
 * what a layout shows (a dated job, a skills list); the tagger also finds what only the words around it
 * show ("worked with Infosys on…", "experience in Oracle Hyperion"). It is an averaged perceptron that
 * reads the words left to right, each decision seeing the two before it (decision 026); its weights
 * are learned by tools/train-span-tagger.ts and committed as data/span-tagger-model.json.
 */
import { readFileSync } from "node:fs";
import { dataFile } from "./data-files.ts";
import { dictionaries, skillPhraseKey } from "./dictionaries.ts";
import { findSections, headingKind, type SectionKind } from "./sections.ts";
import { isCompanyWord, isInstituteName, isTitleWord, SameWordsIndex } from "./vocabulary.ts";

export const SPAN_KINDS = [
  "company",
  "skill",
  "designation",
  "location",
  "college",
  "degree",
  "experience",
  "graduation",
] as const;
export type SpanKind = (typeof SPAN_KINDS)[number];

/** Tag 0 is "outside"; kind k begins with tag 1 + 2k and continues with tag 2 + 2k. */
export const TAG_COUNT = 1 + 2 * SPAN_KINDS.length;
export const beginTag = (kind: number) => 1 + 2 * kind;
const kindOfTag = (tag: number) => (tag - 1) >> 1;
const isInside = (tag: number) => tag > 0 && tag % 2 === 0;

export interface Token {
  text: string;
  lower: string;
  line: number;
  /** Offsets within the line. */
  start: number;
  end: number;
}

/** Words keep the marks that belong to names (C++, C#, Node.js, PL/SQL, AT&T); other marks stand alone. */
export const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}+#]|[.\-/&'’](?=[\p{L}\p{N}]))*[+#]*|[^\s\p{L}\p{N}]/gu;
export const isWord = (token: string) => /^[\p{L}\p{N}]/u.test(token);

export function tokeniseLines(lines: readonly string[]): Token[] {
  const tokens: Token[] = [];
  lines.forEach((line, index) => {
    for (const match of line.matchAll(TOKEN)) {
      const start = match.index ?? 0;
      tokens.push({
        text: match[0],
        lower: match[0].toLowerCase(),
        line: index,
        start,
        end: start + match[0].length,
      });
    }
  });
  return tokens;
}

export interface TaggedSpan {
  kind: SpanKind;
  text: string;
  line: number;
  /** 0 to 1: how far the tagger's choice stood above the next best, per word, averaged. */
  confidence: number;
}

const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/;
const YEAR = /^(?:19|20)\d{2}$/;
const PRESENT = /\b(?:present|current(?:ly)?|till date|to date|now|ongoing)\b/i;
const HAS_YEAR = /(?:^|\D)(?:19|20)\d{2}(?:\D|$)/;
const BULLET = /^[•\-–*·▪]/;

/**
 * Per-word results are remembered across resumes (a resume's words are mostly everyone's words); the
 * memory is emptied when it grows past this many words.
 */
const MEMO_LIMIT = 50_000;

function memoised(compute: (word: string) => string): (word: string) => string {
  const memo = new Map<string, string>();
  return (word) => {
    let value = memo.get(word);
    if (value === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      value = compute(word);
      memo.set(word, value);
    }
    return value;
  };
}

const shapeOf = memoised((text) =>
  text
    .replace(/\p{Lu}/gu, "X")
    .replace(/\p{Ll}/gu, "x")
    .replace(/\p{N}/gu, "d")
    .replace(/(.)\1+/g, "$1$1"),
);

/** A word's key in the skills dictionary; a phrase's key is its words' keys joined by spaces. */
const skillWordKey = memoised((word) => skillPhraseKey(word));

function sizeBucket(count: number): string {
  if (count <= 3) return String(count);
  if (count <= 6) return "4-6";
  if (count <= 12) return "7-12";
  return "13+";
}

interface LineFacts {
  section: SectionKind;
  heading: boolean;
  hasYear: boolean;
  hasPresent: boolean;
  bullet: boolean;
  words: number;
  firstWord: string;
}

/**
 * What every word's decision may look at besides the tags before it: the word, its neighbours on its
 * line, its line's shape and section, the dates around, and the reference lists (skills, cities,
 * company and title words). Computed once per resume.
 */
export function staticFeatures(lines: readonly string[], tokens: readonly Token[]): string[][] {
  const { skills, skillWords, cities, states, commonWords } = dictionaries();
  const sectionOf: SectionKind[] = new Array(lines.length).fill("header");
  for (const section of findSections(lines)) {
    for (let index = section.start; index < section.end; index += 1) sectionOf[index] = section.kind;
  }
  const lineTokens: number[][] = lines.map(() => []);
  tokens.forEach((token, index) => {
    lineTokens[token.line]?.push(index);
  });
  const facts: LineFacts[] = lines.map((line, index) => {
    const words = (lineTokens[index] ?? []).filter((t) => isWord(tokens[t]?.text ?? ""));
    return {
      section: sectionOf[index] ?? "other",
      heading: headingKind(line) !== null,
      hasYear: HAS_YEAR.test(line),
      hasPresent: PRESENT.test(line),
      bullet: BULLET.test(line.trim()),
      words: words.length,
      firstWord: tokens[words[0] ?? -1]?.lower ?? "",
    };
  });
  // The nearest lines with words above and below each line.
  const above: (LineFacts | undefined)[] = [];
  const below: (LineFacts | undefined)[] = [];
  for (let index = 0, last: LineFacts | undefined; index < lines.length; index += 1) {
    above[index] = last;
    if ((facts[index]?.words ?? 0) > 0) last = facts[index];
  }
  for (let index = lines.length - 1, last: LineFacts | undefined; index >= 0; index -= 1) {
    below[index] = last;
    if ((facts[index]?.words ?? 0) > 0) last = facts[index];
  }

  // Reference-list matches, longest first, over the words of each line.
  const skillAt: (string | undefined)[] = new Array(tokens.length);
  const cityAt: (string | undefined)[] = new Array(tokens.length);
  for (const indexes of lineTokens) {
    for (let a = 0; a < indexes.length; a += 1) {
      const first = tokens[indexes[a] ?? -1];
      if (!first || !isWord(first.text) || skillAt[indexes[a] ?? -1]) continue;
      for (let length = Math.min(skillWords, 4, indexes.length - a); length >= 1; length -= 1) {
        const key = indexes
          .slice(a, a + length)
          .map((t) => skillWordKey(tokens[t]?.text ?? ""))
          .filter(Boolean)
          .join(" ");
        const entry = key ? skills.get(key) : undefined;
        if (!entry) continue;
        const common = length === 1 && commonWords.has(first.lower);
        const mark = `${entry.scan ? "scan" : "list"}${common ? "-common" : ""}${length > 1 ? "-multi" : ""}`;
        indexes.slice(a, a + length).forEach((t, offset) => {
          skillAt[t] = `${offset === 0 ? "B" : "I"}-${mark}`;
        });
        break;
      }
    }
    for (let a = 0; a < indexes.length; a += 1) {
      const first = tokens[indexes[a] ?? -1];
      if (!first || !/^\p{Lu}/u.test(first.text)) continue;
      for (let length = Math.min(3, indexes.length - a); length >= 1; length -= 1) {
        const name = indexes
          .slice(a, a + length)
          .map((t) => tokens[t]?.lower ?? "")
          .join(" ");
        const kind = cities.has(name) ? "city" : states.has(name) ? "state" : undefined;
        if (!kind) continue;
        indexes.slice(a, a + length).forEach((t) => {
          cityAt[t] = kind;
        });
        break;
      }
    }
  }

  const features: string[][] = [];
  for (const indexes of lineTokens) {
    let afterColon = false;
    indexes.forEach((tokenIndex, position) => {
      const token = tokens[tokenIndex] as Token;
      const fact = facts[token.line] as LineFacts;
      const at = (offset: number) => {
        const other = indexes[position + offset];
        return other === undefined ? undefined : tokens[other];
      };
      const word = token.lower;
      const previous = at(-1)?.lower ?? "^";
      const next = at(1)?.lower ?? "$";
      const list: string[] = [
        "bias",
        `w=${word}`,
        `s=${shapeOf(token.text)}`,
        `w-1=${previous}`,
        `w+1=${next}`,
        `w-2=${at(-2)?.lower ?? "^"}`,
        `w+2=${at(2)?.lower ?? "$"}`,
        `w-1w=${previous}|${word}`,
        `ww+1=${word}|${next}`,
        `s-1=${at(-1) ? shapeOf(at(-1)?.text ?? "") : "^"}`,
        `s+1=${at(1) ? shapeOf(at(1)?.text ?? "") : "$"}`,
        `pos=${position === 0 ? "first" : position === indexes.length - 1 ? "last" : position === 1 ? "second" : "mid"}`,
        `len=${sizeBucket(fact.words)}`,
        `sec=${fact.section}`,
        `sec-s=${fact.section}|${shapeOf(token.text)}`,
        `lw0=${fact.firstWord}`,
      ];
      if (word.length > 3) list.push(`p3=${word.slice(0, 3)}`, `x3=${word.slice(-3)}`);
      if (fact.heading) list.push("heading");
      if (fact.hasYear) list.push("line-year");
      if (fact.hasPresent) list.push("line-present");
      if (fact.bullet) list.push("bullet");
      if (above[token.line]?.hasYear) list.push("prev-line-year");
      if (below[token.line]?.hasYear) list.push("next-line-year");
      list.push(`prev-line-len=${sizeBucket(above[token.line]?.words ?? 0)}`);
      if (afterColon) list.push("after-colon");
      if (token.text === ":") afterColon = true;
      if (MONTH.test(word)) list.push("month");
      if (YEAR.test(word)) list.push("year");
      const skill = skillAt[tokenIndex];
      if (skill) list.push(`dict=${skill}`);
      const city = cityAt[tokenIndex];
      if (city) list.push(`place=${city}`);
      if (commonWords.has(word)) list.push("common");
      if (isCompanyWord(word)) list.push("company-word");
      if (isTitleWord(word)) list.push("title-word");
      if (isInstituteName(word)) list.push("institute-word");
      for (let offset = 1; offset <= 4; offset += 1) {
        if (isCompanyWord(at(offset)?.lower ?? "")) {
          list.push("company-word-ahead");
          break;
        }
      }
      for (let offset = 1; offset <= 4; offset += 1) {
        if (isTitleWord(at(offset)?.lower ?? "")) {
          list.push("title-word-ahead");
          break;
        }
      }
      features[tokenIndex] = list;
    });
  }
  return features;
}

/** Features of the decisions already made: the tags of the two words before, with the word itself. */
export function historyFeatures(previous: number, beforePrevious: number, word: string): string[] {
  return [`t-1=${previous}`, `t-2t-1=${beforePrevious}|${previous}`, `t-1w=${previous}|${word}`];
}

/** Whether a tag may follow another: a span continues only the kind it began as. */
export function allowedAfter(previous: number, tag: number): boolean {
  if (!isInside(tag)) return true;
  return previous !== 0 && kindOfTag(previous) === kindOfTag(tag);
}

export type Weights = Map<string, Float32Array>;

/** Tags every word, left to right; returns each word's tag and how sure the choice was. */
export function decode(
  weights: Weights,
  tokens: readonly Token[],
  features: readonly string[][],
): { tags: number[]; margins: number[] } {
  const tags: number[] = [];
  const margins: number[] = [];
  const scores = new Float64Array(TAG_COUNT);
  let previous = 0;
  let beforePrevious = 0;
  tokens.forEach((token, index) => {
    scores.fill(0);
    const all = [...(features[index] ?? []), ...historyFeatures(previous, beforePrevious, token.lower)];
    for (const feature of all) {
      const row = weights.get(feature);
      if (!row) continue;
      for (let tag = 0; tag < TAG_COUNT; tag += 1) scores[tag] = (scores[tag] ?? 0) + (row[tag] ?? 0);
    }
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    let secondScore = Number.NEGATIVE_INFINITY;
    for (let tag = 0; tag < TAG_COUNT; tag += 1) {
      if (!allowedAfter(previous, tag)) continue;
      const score = scores[tag] ?? 0;
      if (score > bestScore) {
        secondScore = bestScore;
        bestScore = score;
        best = tag;
      } else if (score > secondScore) secondScore = score;
    }
    tags.push(best);
    margins.push(bestScore - secondScore);
    beforePrevious = previous;
    previous = best;
  });
  return { tags, margins };
}

/**
 * Margin at which a word's tag counts as certain (confidence 1). On held-out development resumes the
 * spans' mean margins had a median of about 370; a quarter were under 30.
 */
const CERTAIN_MARGIN = 500;

/** Runs of one kind's tags as spans; marks at a span's edges are left out. */
export function spansOf(
  lines: readonly string[],
  tokens: readonly Token[],
  tags: readonly number[],
  margins: readonly number[],
): TaggedSpan[] {
  const spans: TaggedSpan[] = [];
  let index = 0;
  while (index < tokens.length) {
    const tag = tags[index] ?? 0;
    if (tag === 0 || isInside(tag)) {
      index += 1;
      continue;
    }
    let last = index;
    while (
      last + 1 < tokens.length &&
      isInside(tags[last + 1] ?? 0) &&
      kindOfTag(tags[last + 1] ?? 0) === kindOfTag(tag)
    )
      last += 1;
    let first = index;
    while (first < last && !isWord(tokens[first]?.text ?? "")) first += 1;
    let end = last;
    while (end > first && !isWord(tokens[end]?.text ?? "") && !/^[)+#]$/.test(tokens[end]?.text ?? ""))
      end -= 1;
    const from = tokens[first] as Token;
    const to = tokens[end] as Token;
    const text =
      from.line === to.line
        ? (lines[from.line] ?? "").slice(from.start, to.end)
        : tokens
            .slice(first, end + 1)
            .map((token) => token.text)
            .join(" ");
    let margin = 0;
    for (let t = index; t <= last; t += 1) margin += margins[t] ?? 0;
    if (isWord(from.text)) {
      spans.push({
        kind: SPAN_KINDS[kindOfTag(tag)] as SpanKind,
        text: text.trim(),
        line: from.line,
        confidence: Math.min(1, margin / (last - index + 1) / CERTAIN_MARGIN),
      });
    }
    index = last + 1;
  }
  return spans;
}

/** The committed model: tag weights per feature, only for features seen in several resumes. */
export interface SpanTaggerModelFile {
  kinds: readonly string[];
  /** Feature → weights of tags 0…TAG_COUNT-1, scaled by `scale` and rounded. */
  weights: Record<string, number[]>;
  scale: number;
}

export function weightsFromFile(file: SpanTaggerModelFile): Weights {
  if (file.kinds.join() !== SPAN_KINDS.join()) throw new Error("span tagger model is for other span kinds");
  const weights: Weights = new Map();
  for (const [feature, row] of Object.entries(file.weights)) {
    weights.set(
      feature,
      Float32Array.from(row, (value) => value / file.scale),
    );
  }
  return weights;
}

let committed: Weights | undefined;

/** The committed model, read once per process. */
export function committedWeights(): Weights {
  committed ??= weightsFromFile(
    JSON.parse(readFileSync(dataFile("span-tagger-model.json"), "utf8")) as SpanTaggerModelFile,
  );
  return committed;
}

/**
 * Words tagged at a time: only one chunk's features are held in memory, not the whole text's (some
 * thirty strings a word; a hostile line of 300,000 bullets would outgrow a worker's heap). A resume,
 * even a long CV, is one chunk.
 */
const TOKENS_PER_CHUNK = 20_000;

/** Tags a resume's normalised lines and returns its spans of every kind. */
export function tagSpans(lines: readonly string[], weights: Weights = committedWeights()): TaggedSpan[] {
  const tokens = tokeniseLines(lines);
  const tags: number[] = [];
  const margins: number[] = [];
  for (let start = 0; start < tokens.length; start += TOKENS_PER_CHUNK) {
    const chunk = tokens.slice(start, start + TOKENS_PER_CHUNK);
    const decoded = decode(weights, chunk, staticFeatures(lines, chunk));
    for (const tag of decoded.tags) tags.push(tag);
    for (const margin of decoded.margins) margins.push(margin);
  }
  return spansOf(lines, tokens, tags, margins);
}

const nameWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);

/** A name as the comparisons of names read it: its lower-case words, one space between. */
export const nameKey = (text: string) => nameWords(text).join(" ");

/** The kinds the tagger gave a name anywhere in the resume. */
export function spanKindsByName(spans: readonly TaggedSpan[]): (text: string) => SpanKind[] {
  const index = new SameWordsIndex<SpanKind>();
  const added = new Set<string>();
  for (const span of spans) {
    // Each kind once per name: a long resume names "Java" hundreds of times.
    const key = nameKey(span.text);
    if (added.has(`${span.kind} ${key}`)) continue;
    added.add(`${span.kind} ${key}`);
    index.add(key, span.kind);
  }
  const known = new Map<string, SpanKind[]>();
  return (text) => {
    const key = nameKey(text);
    let kinds = known.get(key);
    if (!kinds) {
      kinds = [...new Set(index.find(key))];
      known.set(key, kinds);
    }
    return kinds;
  };
}
