/**
 * Learns data/span-tagger-model.json from the labelled development resumes (train-cc0, beside the repository
 * in ../shared/data/resumes, or PORTAL_SHARED_DATA), never from the test set:
 *   npm run train-span-tagger -w @portal/resume-parser [-- --folds 5]
 * With --folds, each fifth of the resumes is tagged by a model learned on the other four and the spans
 * are scored against its labels, per kind (the bench's containment rule): the out-of-sample figures.
 * Then the model is learned on all of them and written.
 */
import { writeFileSync } from "node:fs";
import { dataFile } from "../src/data-files.ts";
import { companyNorm, loadDevelopmentSet } from "../src/labelled-resumes.ts";
import { SPAN_KINDS, type SpanKind, type SpanTaggerModelFile } from "../src/span-tagger.ts";
import {
  example,
  KIND_OF_LABEL,
  learn,
  NORMALISE,
  report,
  score,
  type Tally,
  tag,
} from "../src/span-tagger-training.ts";

const started = Date.now();
const examples = loadDevelopmentSet().map(example);
const foldsAt = process.argv.indexOf("--folds");
const folds = foldsAt >= 0 ? Number(process.argv[foldsAt + 1] ?? 5) : 0;
if (folds > 1) {
  const tallies = new Map<SpanKind, Tally>(
    SPAN_KINDS.map((kind) => [kind, { predicted: 0, right: 0, labelled: 0, found: 0 }]),
  );
  for (let fold = 0; fold < folds; fold += 1) {
    const weights = learn(examples.filter((_, index) => index % folds !== fold));
    for (const item of examples.filter((_, index) => index % folds === fold)) {
      const spans = tag(weights, item);
      for (const kind of SPAN_KINDS) {
        const normalise = NORMALISE[kind] ?? ((text: string) => companyNorm(text));
        const labels = Object.entries(item.resume.fields)
          .filter(([type]) => KIND_OF_LABEL[type] === kind)
          .flatMap(([, texts]) => texts.map(normalise));
        score(
          tallies.get(kind) as Tally,
          spans.filter((span) => span.kind === kind).map((span) => normalise(span.text)),
          labels,
        );
      }
    }
  }
  console.log(`${folds}-fold held-out spans (development set, ${examples.length} resumes):`);
  for (const [kind, tally] of tallies) report(kind, tally);
}

const weights = learn(examples);
const SCALE = 1000;
const file: SpanTaggerModelFile = {
  kinds: SPAN_KINDS,
  scale: SCALE,
  weights: Object.fromEntries(
    [...weights]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([feature, row]) => [feature, Array.from(row, (value) => Math.round(value * SCALE))]),
  ),
};
const target = dataFile("span-tagger-model.json");
writeFileSync(target, `${JSON.stringify(file)}\n`);
console.log(
  `${weights.size} features written to ${target} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
