/**
 * Learns from the labelled development resumes (../shared/data/resumes/train-cc0, or PORTAL_SHARED_DATA)
 * what the skills rules cannot know from ESCO and O*NET alone, and writes data/learned-skills.tsv:
 * - "skill" rows: phrases labelled as skills (Tech Tools, Job Specific Skills) that were labelled in most
 *   of the resumes whose text holds them ("web development", "unit testing"); "capitalised-skill" rows
 *   only where written with a capital letter ("Access", not "gave access to");
 * - "reject-list" / "reject-scan" rows: names the rules find (in a skills list, or anywhere in the text)
 *   that the labels seldom agree with ("Google", "customer service", "Responsibilities").
 * Only the development set is read: the test set (labeled-cc0) stays unseen. Run again after the rules
 * or the dictionary change, since the rejections are counted on what the rules find:
 *   npm run learn-skills -w @portal/resume-parser [-- --folds 5]
 * With --folds, it also reports skills precision/recall/F1 on each fold learned from the other folds
 * only, so the gain can be judged on resumes the lists were not learned from.
 */
import { writeFileSync } from "node:fs";
import { dataFile } from "../src/data-files.ts";
import { dictionaries, skillPhraseKey, tokenise } from "../src/dictionaries.ts";
import {
  loadDevelopmentSet as loadLabelledDevelopmentSet,
  relaxedMatch,
  skillNorm,
} from "../src/labelled-resumes.ts";
import { normaliseLayout } from "../src/layout.ts";
import { type LearnedSkillRow, useLearnedSkills } from "../src/learned-skills.ts";
import { parseResumeText } from "../src/parse-resume-text.ts";

/**
 * A phrase is learned when seen in at least this many training resumes (one: a phrase labelled in the
 * only resume holding it is learned; held-out folds gained more from these rare phrases than they lost)…
 */
const MIN_SEEN = 1;
/** …and labelled (or matching a label) in at least this share of them. */
const MIN_SKILL_SHARE = 0.5;
/** A found name is dropped when seen this often with at most this share of agreeing labels. */
const MIN_REJECT_SEEN = 3;
const MAX_REJECT_SHARE = 0.25;
/** A word of unknown list items is a mark of non-skills when seen this often with at most this share right. */
const MIN_WORD_SEEN = 4;
const MAX_WORD_SHARE = 0.2;
const LOWER = 1;
const CAPITALISED = 2;
/** Longest phrase learned, in words. */
const MAX_PHRASE_WORDS = 4;

export interface Resume {
  text: string;
  labels: string[];
}

/** The development set as bench/run.ts reads it, with its skill labels in text order. */
export function loadDevelopmentSet(): Resume[] {
  return loadLabelledDevelopmentSet().map((resume) => ({
    text: resume.text,
    labels: (resume.spans ?? [])
      .filter((span) => span.type === "Tech Tools" || span.type === "Job Specific Skills")
      .map((span) => span.text),
  }));
}

const agrees = (value: string, labels: readonly string[]) =>
  labels.some((label) => relaxedMatch(value, label));

/** What one resume tells: its phrases, its labels, and what the rules found without learned lists. */
export interface Observed {
  /** Lower-case phrase → how the resume writes it: 1 all in lower case, 2 with a capital, 3 both. */
  phrases: Map<string, number>;
  labels: string[];
  /** Label phrase key → the label as written. */
  labelForms: Map<string, string>;
  found: { how: "list" | "scan"; key: string; right: boolean; known: boolean }[];
}

/** For each token, the longest dictionary name holding it (found left to right, as the scan does). */
function longestDictionaryNames(lower: readonly string[]): ({ start: number; end: number } | undefined)[] {
  const { skills, skillWords } = dictionaries();
  const inside: ({ start: number; end: number } | undefined)[] = new Array(lower.length);
  for (let start = 0; start < lower.length; start += 1)
    for (let size = Math.min(skillWords, lower.length - start); size >= 2; size -= 1) {
      if (!skills.has(lower.slice(start, start + size).join(" "))) continue;
      for (let index = start; index < start + size; index += 1) inside[index] = { start, end: start + size };
      start += size - 1;
      break;
    }
  return inside;
}

export function observe(resume: Resume): Observed {
  const phrases = new Map<string, number>();
  for (const line of normaliseLayout(resume.text)) {
    // Addresses are left out as the skills scan leaves them out.
    const tokens = tokenise(line.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, " "));
    const lower = tokens.map((token) => token.toLowerCase());
    // The skills scan takes the longest dictionary name first, so "word" inside "MS Word" is not
    // an occurrence of "word" on its own.
    const inside = longestDictionaryNames(lower);
    for (let start = 0; start < tokens.length; start += 1)
      for (let size = 1; size <= MAX_PHRASE_WORDS && start + size <= tokens.length; size += 1) {
        const name = inside[start];
        if (name && name.start <= start && start + size <= name.end && name.end - name.start > size) continue;
        const written = tokens.slice(start, start + size).join(" ");
        const key = lower.slice(start, start + size).join(" ");
        phrases.set(key, (phrases.get(key) ?? 0) | (written === key ? LOWER : CAPITALISED));
      }
  }
  const labels = [...new Set(resume.labels.map(skillNorm).filter(Boolean))];
  const labelForms = new Map<string, string>();
  for (const label of resume.labels) {
    const key = skillPhraseKey(label);
    if (key && key.split(" ").length <= MAX_PHRASE_WORDS)
      labelForms.set(key, label.replace(/\s+/g, " ").trim());
  }
  const parsed = parseResumeText(resume.text, { siteId: "india", asOf: new Date(Date.UTC(2019, 0, 1)) });
  const found = parsed.skills.map((skill) => ({
    how: skill.source === "section" ? ("list" as const) : ("scan" as const),
    key: skillPhraseKey(skill.value.name),
    right: agrees(skillNorm(skill.value.name), labels),
    known: skill.value.known,
  }));
  return { phrases, labels, labelForms, found };
}

export function learn(observed: readonly Observed[]): LearnedSkillRow[] {
  const { skills, cities, states } = dictionaries();
  // Every labelled phrase, with its most frequent spelling.
  const spellings = new Map<string, Map<string, number>>();
  for (const resume of observed)
    for (const [key, form] of resume.labelForms) {
      const forms = spellings.get(key) ?? new Map<string, number>();
      forms.set(form, (forms.get(form) ?? 0) + 1);
      spellings.set(key, forms);
    }
  const rows: (LearnedSkillRow & { seen: number; right: number })[] = [];
  const learnedKeys = new Set<string>();
  for (const [key, forms] of spellings) {
    const spelling = [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? key;
    const name = skills.get(key)?.name ?? spelling;
    const value = skillNorm(name);
    // Counted apart as written in lower case and with a capital: "Word" is the product, "word" is not.
    const lower = { seen: 0, right: 0 };
    const capitalised = { seen: 0, right: 0 };
    const anyhow = { seen: 0, right: 0 };
    for (const resume of observed) {
      const written = resume.phrases.get(key) ?? 0;
      if (written === 0) continue;
      const right = agrees(value, resume.labels) ? 1 : 0;
      anyhow.seen += 1;
      anyhow.right += right;
      for (const [mark, counts] of [
        [LOWER, lower],
        [CAPITALISED, capitalised],
      ] as const)
        if (written & mark) {
          counts.seen += 1;
          counts.right += right;
        }
    }
    // One or two letters ("C", "IT") are names only among other names: the list rules decide those.
    // Places labelled as skills by mistake are left out.
    if (key.length <= 2 || cities.has(key) || states.has(key)) continue;
    const vouches = ({ seen, right }: { seen: number; right: number }) =>
      seen >= MIN_SEEN && right >= seen * MIN_SKILL_SHARE;
    const kind = vouches(lower)
      ? capitalised.seen < MIN_SEEN || vouches(capitalised)
        ? "skill"
        : null
      : vouches(capitalised)
        ? "capitalised-skill"
        : null;
    if (!kind) continue;
    rows.push({ kind, key, name, ...(kind === "skill" ? anyhow : capitalised) });
    learnedKeys.add(key);
  }
  const finds = new Map<string, { seen: number; right: number }>();
  for (const resume of observed)
    for (const item of resume.found) {
      const counts = finds.get(`${item.how}:${item.key}`) ?? { seen: 0, right: 0 };
      counts.seen += 1;
      counts.right += item.right ? 1 : 0;
      finds.set(`${item.how}:${item.key}`, counts);
    }
  for (const [id, { seen, right }] of finds) {
    const [how = "", key = ""] = id.split(/:(.*)/s);
    if (learnedKeys.has(key) || seen < MIN_REJECT_SEEN || right > seen * MAX_REJECT_SHARE) continue;
    rows.push({ kind: how === "list" ? "reject-list" : "reject-scan", key, name: key, seen, right });
  }
  // Words of the list items the dictionary does not know: a word seldom in a right item marks the others.
  const wordCounts = new Map<string, { seen: number; right: number }>();
  for (const resume of observed) {
    // Counted once per resume, so one resume's long list does not decide for everyone's.
    const inResume = new Map<string, boolean>();
    for (const item of resume.found) {
      if (item.known) continue;
      for (const word of item.key.split(" ")) inResume.set(word, (inResume.get(word) ?? false) || item.right);
    }
    for (const [word, right] of inResume) {
      const counts = wordCounts.get(word) ?? { seen: 0, right: 0 };
      counts.seen += 1;
      counts.right += right ? 1 : 0;
      wordCounts.set(word, counts);
    }
  }
  for (const [word, { seen, right }] of wordCounts) {
    if (seen < MIN_WORD_SEEN || right > seen * MAX_WORD_SHARE) continue;
    rows.push({ kind: "reject-word", key: word, name: word, seen, right });
  }
  return rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.key.localeCompare(b.key));
}

interface Tally {
  right: number;
  predicted: number;
  found: number;
  labelled: number;
}

function score(resumes: readonly Resume[], into: Tally): void {
  for (const resume of resumes) {
    const parsed = parseResumeText(resume.text, { siteId: "india", asOf: new Date(Date.UTC(2019, 0, 1)) });
    const predicted = [...new Set(parsed.skills.map((skill) => skillNorm(skill.value.name)).filter(Boolean))];
    const labels = [...new Set(resume.labels.map(skillNorm).filter(Boolean))];
    into.predicted += predicted.length;
    into.labelled += labels.length;
    into.right += predicted.filter((value) => agrees(value, labels)).length;
    into.found += labels.filter((label) => agrees(label, predicted)).length;
  }
}

function describe(title: string, tally: Tally): string {
  const precision = tally.right / Math.max(1, tally.predicted);
  const recall = tally.found / Math.max(1, tally.labelled);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return `${title}: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, F1 ${f1.toFixed(3)}`;
}

// Run as a script (not when the span tagger's experiments import the learning above).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ""))) {
  const resumes = loadDevelopmentSet();
  useLearnedSkills(null);
  const observed = resumes.map(observe);

  const foldsIndex = process.argv.indexOf("--folds");
  const folds = foldsIndex >= 0 ? Number(process.argv[foldsIndex + 1] ?? "5") : 0;
  if (folds > 1) {
    const without: Tally = { right: 0, predicted: 0, found: 0, labelled: 0 };
    const withLearned: Tally = { right: 0, predicted: 0, found: 0, labelled: 0 };
    for (let fold = 0; fold < folds; fold += 1) {
      const heldOut = resumes.filter((_, index) => index % folds === fold);
      useLearnedSkills(null);
      score(heldOut, without);
      useLearnedSkills(learn(observed.filter((_, index) => index % folds !== fold)));
      score(heldOut, withLearned);
    }
    console.log(describe("held-out folds, nothing learned", without));
    console.log(describe(`held-out folds, learned from the other ${folds - 1} folds`, withLearned));
  }

  const rows = learn(observed);
  const lines = [
    "# Learned by learn-skills.ts from the labels of the train-cc0 resumes (CC0-1.0, dotin-inc/resume-dataset-NER-annotations).",
    "# seen: development resumes holding the phrase or the find (capitalised-skill: written with a capital); right: those whose labels agree.",
    "kind\tkey\tname\tseen\tright",
    ...rows.map((row) => [row.kind, row.key, row.name, row.seen, row.right].join("\t")),
  ];
  writeFileSync(dataFile("learned-skills.tsv"), `${lines.join("\n")}\n`);
  const count = (kind: string) => rows.filter((row) => row.kind === kind).length;
  console.log(
    `learned-skills.tsv: ${count("skill") + count("capitalised-skill")} skills; ${count("reject-list")} list, ${count("reject-scan")} scan and ${count("reject-word")} word rejections`,
  );
}
