/**
 * How the span tagger learns from labelled resumes: the labels as tags of the normalised words, and
 * the averaged perceptron's training. Used by tools/train-span-tagger.ts, which writes the committed model, and by the tagger's tests.
 */
import { companyNorm, type LabelledResume, relaxedMatch, skillNorm } from "./labelled-resumes.ts";
import { normaliseLayout } from "./layout.ts";
import {
  allowedAfter,
  beginTag,
  decode,
  historyFeatures,
  isWord,
  SPAN_KINDS,
  type SpanKind,
  spansOf,
  staticFeatures,
  TAG_COUNT,
  type TaggedSpan,
  TOKEN,
  type Token,
  tokeniseLines,
  type Weights,
} from "./span-tagger.ts";

/** The labels' types, as the tagger's kinds (the two skill types are one kind, as the bench scores them). */
export const KIND_OF_LABEL: Record<string, SpanKind> = {
  "Companies worked at": "company",
  "Tech Tools": "skill",
  "Job Specific Skills": "skill",
  Designation: "designation",
  Location: "location",
  "College Name": "college",
  Degree: "degree",
  "Years of Experience": "experience",
  "Graduation Year": "graduation",
};

/** Features seen in fewer resumes than this are one person's names, not patterns: left out. */
const MIN_RESUMES_PER_FEATURE = 5;
const EPOCHS = 10;

export interface Example {
  resume: LabelledResume;
  lines: string[];
  tokens: Token[];
  features: string[][];
  gold: number[];
}

/**
 * The gold tag of every word of the normalised lines. Labels are offsets in the raw text, and
 * normalising moves text around (a flattened page becomes lines), so a label is found again as the
 * same occurrence of its words: the k-th time its word sequence appears in the raw text is the k-th
 * time it appears in the normalised one.
 */
function goldTags(resume: LabelledResume, tokens: readonly Token[]): number[] {
  const gold = new Array<number>(tokens.length).fill(0);
  const rawWords = [...resume.text.matchAll(TOKEN)]
    .filter((match) => isWord(match[0]))
    .map((match) => ({ lower: match[0].toLowerCase(), start: match.index ?? 0 }));
  const wordTokens = tokens
    .map((token, index) => (isWord(token.text) ? index : -1))
    .filter((index) => index >= 0);
  const occurrences = (words: readonly string[], sequence: readonly string[], before: number) => {
    const found: number[] = [];
    for (let at = 0; at + sequence.length <= words.length && at < before; at += 1) {
      if (sequence.every((word, offset) => words[at + offset] === word)) found.push(at);
    }
    return found;
  };
  const rawLower = rawWords.map((word) => word.lower);
  const normLower = wordTokens.map((index) => tokens[index]?.lower ?? "");
  const labelled: { sequence: string[]; begin: number }[] = [];
  for (const span of resume.spans ?? []) {
    const kind = KIND_OF_LABEL[span.type];
    if (!kind) continue;
    const first = rawWords.findIndex((word) => word.start >= span.start);
    if (first < 0 || (rawWords[first]?.start ?? 0) >= span.end) continue;
    let after = first;
    while (after < rawWords.length && (rawWords[after]?.start ?? 0) < span.end) after += 1;
    const sequence = rawLower.slice(first, after);
    const nth = occurrences(rawLower, sequence, first).length;
    const at = occurrences(normLower, sequence, normLower.length)[nth];
    if (at === undefined) continue;
    const from = wordTokens[at] as number;
    const to = wordTokens[at + sequence.length - 1] as number;
    if (gold.slice(from, to + 1).some((tag) => tag !== 0)) continue;
    const begin = beginTag(SPAN_KINDS.indexOf(kind));
    for (let index = from; index <= to; index += 1) gold[index] = index === from ? begin : begin + 1;
    labelled.push({ sequence, begin });
  }
  // The labellers marked a name once and left its other mentions unmarked ("Infosys" in the job's
  // heading, not in its bullets), and the bench scores each resume's names as a set: the other
  // mentions are marked too, so the same words in the same resume do not teach two answers.
  for (const { sequence, begin } of labelled) {
    for (const at of occurrences(normLower, sequence, normLower.length)) {
      const from = wordTokens[at] as number;
      const to = wordTokens[at + sequence.length - 1] as number;
      if (gold.slice(from, to + 1).some((tag) => tag !== 0)) continue;
      for (let index = from; index <= to; index += 1) gold[index] = index === from ? begin : begin + 1;
    }
  }
  return gold;
}

export function example(resume: LabelledResume): Example {
  const lines = normaliseLayout(resume.text);
  const tokens = tokeniseLines(lines);
  return { resume, lines, tokens, features: staticFeatures(lines, tokens), gold: goldTags(resume, tokens) };
}

/** A seeded shuffle, so the same data always learns the same model. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Averaged perceptron: weights, their running totals and when each was last changed, per feature. */
export function learn(examples: readonly Example[]): Weights {
  const seenIn = new Map<string, number>();
  for (const item of examples) {
    for (const feature of new Set(item.features.flat())) seenIn.set(feature, (seenIn.get(feature) ?? 0) + 1);
  }
  const kept = (feature: string) => (seenIn.get(feature) ?? 0) >= MIN_RESUMES_PER_FEATURE;
  const rows = new Map<string, { weights: Float64Array; totals: Float64Array; stamps: Float64Array }>();
  const rowOf = (feature: string) => {
    let row = rows.get(feature);
    if (!row) {
      row = {
        weights: new Float64Array(TAG_COUNT),
        totals: new Float64Array(TAG_COUNT),
        stamps: new Float64Array(TAG_COUNT),
      };
      rows.set(feature, row);
    }
    return row;
  };
  let clock = 0;
  const update = (features: readonly string[], tag: number, delta: number) => {
    for (const feature of features) {
      const row = rowOf(feature);
      row.totals[tag] = (row.totals[tag] ?? 0) + (clock - (row.stamps[tag] ?? 0)) * (row.weights[tag] ?? 0);
      row.stamps[tag] = clock;
      row.weights[tag] = (row.weights[tag] ?? 0) + delta;
    }
  };
  const prepared = examples.map((item) => item.features.map((features) => features.filter(kept)));
  const scores = new Float64Array(TAG_COUNT);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const index of shuffled(
      examples.map((_, at) => at),
      epoch + 1,
    )) {
      const item = examples[index] as Example;
      const staticRows = prepared[index] as string[][];
      let previous = 0;
      let beforePrevious = 0;
      item.tokens.forEach((token, at) => {
        clock += 1;
        const history = historyFeatures(previous, beforePrevious, token.lower).filter(
          (feature) => !feature.startsWith("t-1w=") || kept(`w=${token.lower}`),
        );
        const features = [...(staticRows[at] ?? []), ...history];
        scores.fill(0);
        for (const feature of features) {
          const row = rows.get(feature);
          if (!row) continue;
          for (let tag = 0; tag < TAG_COUNT; tag += 1)
            scores[tag] = (scores[tag] ?? 0) + (row.weights[tag] ?? 0);
        }
        let guess = 0;
        let best = Number.NEGATIVE_INFINITY;
        for (let tag = 0; tag < TAG_COUNT; tag += 1) {
          if (allowedAfter(previous, tag) && (scores[tag] ?? 0) > best) {
            best = scores[tag] ?? 0;
            guess = tag;
          }
        }
        const truth = item.gold[at] ?? 0;
        if (guess !== truth) {
          update(features, truth, 1);
          update(features, guess, -1);
        }
        beforePrevious = previous;
        previous = guess;
      });
    }
  }
  const averaged: Weights = new Map();
  for (const [feature, row] of rows) {
    const values = new Float32Array(TAG_COUNT);
    let any = false;
    for (let tag = 0; tag < TAG_COUNT; tag += 1) {
      const total = (row.totals[tag] ?? 0) + (clock - (row.stamps[tag] ?? 0)) * (row.weights[tag] ?? 0);
      values[tag] = total / clock;
      if (Math.abs(values[tag] ?? 0) >= 0.005) any = true;
    }
    if (any) averaged.set(feature, values);
  }
  return averaged;
}

export function tag(weights: Weights, item: Example): TaggedSpan[] {
  const { tags, margins } = decode(weights, item.tokens, item.features);
  return spansOf(item.lines, item.tokens, tags, margins);
}

export interface Tally {
  predicted: number;
  right: number;
  labelled: number;
  found: number;
}

export const NORMALISE: Partial<Record<SpanKind, (text: string) => string>> = {
  company: companyNorm,
  skill: skillNorm,
};

export function score(tally: Tally, predictions: readonly string[], labels: readonly string[]) {
  const names = [...new Set(predictions.filter(Boolean))];
  const truths = [...new Set(labels.filter(Boolean))];
  tally.predicted += names.length;
  tally.right += names.filter((name) => truths.some((label) => relaxedMatch(name, label))).length;
  tally.labelled += truths.length;
  tally.found += truths.filter((label) => names.some((name) => relaxedMatch(name, label))).length;
}

export function report(name: string, tally: Tally) {
  const precision = tally.predicted ? tally.right / tally.predicted : 0;
  const recall = tally.labelled ? tally.found / tally.labelled : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  console.log(`${name.padEnd(12)} P ${precision.toFixed(3)}  R ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}`);
}
