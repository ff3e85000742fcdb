/**
 * Learns from the labelled development resumes (../shared/data/resumes/train-cc0, or PORTAL_SHARED_DATA)
 * what the skills rules cannot know from ESCO and O*NET alone, and writes learned-skills.tsv:
 * - "skill" rows: phrases labelled as skills (Tech Tools, Job Specific Skills) that were labelled in most
 *   of the resumes whose text holds them ("web development", "unit testing", "C");
 * - "reject-list" / "reject-scan" rows: names the rules find (in a skills list, or anywhere in the text)
 *   that the labels seldom agree with ("Google", "customer service", "Responsibilities").
 * Only the development set is read: the test set (labeled-cc0) stays unseen. Run again after the rules
 * or the dictionary change, since the rejections are counted on what the rules find:
 *   node node_modules/.bin/tsx apps/server/src/features/resumes/dictionaries/learn-skills.ts [--folds 5]
 * With --folds, it also reports skills precision/recall/F1 on each fold learned from the other folds
 * only, so the gain can be judged on resumes the lists were not learned from.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  dictionaries,
  type LearnedSkillRow,
  skillPhraseKey,
  tokenise,
  useLearnedSkills,
} from "../parsing/dictionaries";
import { normaliseLayout } from "../parsing/layout";
import { parseResumeText } from "../parsing/parse-resume-text";

/** A phrase is learned when seen in at least this many training resumes… */
const MIN_SEEN = Number(process.env.L_MIN_SEEN ?? 3);
/** …and labelled (or matching a label) in at least this share of them. */
const MIN_SKILL_SHARE = Number(process.env.L_SHARE ?? 0.5);
/** A found name is dropped when seen this often with at most this share of agreeing labels. */
const MIN_REJECT_SEEN = Number(process.env.L_RSEEN ?? 3);
const MAX_REJECT_SHARE = Number(process.env.L_RSHARE ?? 0.25);
/** Longest phrase learned, in words. */
const MAX_PHRASE_WORDS = 4;

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedData = process.env.PORTAL_SHARED_DATA
  ? path.resolve(process.env.PORTAL_SHARED_DATA)
  : path.resolve(here, "../../../../../../../shared/data");

interface Resume {
  text: string;
  labels: string[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? "");

/** The development set as bench/resume-parser/run.ts reads it: the XML without tags is the text. */
function loadDevelopmentSet(): Resume[] {
  const dir = path.join(sharedData, "resumes/train-cc0");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".xml"))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((file) => {
      const xml = readFileSync(path.join(dir, file), "utf8");
      const labels: string[] = [];
      for (const match of xml.matchAll(/<label type="(Tech Tools|Job Specific Skills)">([\s\S]*?)<\/label>/g))
        labels.push(unescapeXml((match[2] ?? "").replace(/<[^>]+>/g, "")));
      const body = xml
        .replace(/<\?xml[^>]*\?>/, "")
        .replace(/<\/?cv>/g, "")
        .replace(/<[^>]+>/g, "");
      return { text: unescapeXml(body), labels };
    });
}

// The bench's comparison of skills (bench/resume-parser/README.md, "Scoring").
const norm = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();

function skillNorm(text: string): string {
  const { skills } = dictionaries();
  const unversioned = text.replace(/(?:\s+v?\d+(?:\.\d+)*[a-z]?)+$/i, "");
  const known = skills.get(skillPhraseKey(text)) ?? skills.get(skillPhraseKey(unversioned));
  return norm(known ? known.name : text);
}

function relaxedMatch(a: string, b: string): boolean {
  if (a === "" || b === "") return false;
  if (a === b) return true;
  const [short, long] = a.split(" ").length <= b.split(" ").length ? [a, b] : [b, a];
  if (short.split(" ").length * 2 < long.split(" ").length) return false;
  return ` ${long} `.includes(` ${short} `);
}

const agrees = (value: string, labels: readonly string[]) => labels.some((label) => relaxedMatch(value, label));

/** What one resume tells: its phrases, its labels, and what the rules found without learned lists. */
interface Observed {
  phrases: Set<string>;
  labels: string[];
  /** Label phrase key → the label as written. */
  labelForms: Map<string, string>;
  found: { how: "list" | "scan"; key: string; right: boolean }[];
}

function observe(resume: Resume): Observed {
  const phrases = new Set<string>();
  for (const line of normaliseLayout(resume.text)) {
    // Addresses are left out as the skills scan leaves them out.
    const tokens = tokenise(line.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, " ")).map((token) =>
      token.toLowerCase(),
    );
    for (let start = 0; start < tokens.length; start += 1)
      for (let size = 1; size <= MAX_PHRASE_WORDS && start + size <= tokens.length; size += 1)
        phrases.add(tokens.slice(start, start + size).join(" "));
  }
  const labels = [...new Set(resume.labels.map(skillNorm).filter(Boolean))];
  const labelForms = new Map<string, string>();
  for (const label of resume.labels) {
    const key = skillPhraseKey(label);
    if (key && key.split(" ").length <= MAX_PHRASE_WORDS) labelForms.set(key, label.replace(/\s+/g, " ").trim());
  }
  const parsed = parseResumeText(resume.text, { siteId: "india", asOf: new Date(Date.UTC(2019, 0, 1)) });
  const found = parsed.skills.map((skill) => ({
    how: skill.source === "section" ? ("list" as const) : ("scan" as const),
    key: skillPhraseKey(skill.value.name),
    right: agrees(skillNorm(skill.value.name), labels),
  }));
  return { phrases, labels, labelForms, found };
}

function learn(observed: readonly Observed[]): LearnedSkillRow[] {
  const { skills } = dictionaries();
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
    let seen = 0;
    let right = 0;
    for (const resume of observed) {
      if (!resume.phrases.has(key)) continue;
      seen += 1;
      if (agrees(value, resume.labels)) right += 1;
    }
    if (seen >= MIN_SEEN && right >= seen * MIN_SKILL_SHARE) {
      rows.push({ kind: "skill", key, name, seen, right });
      learnedKeys.add(key);
    }
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
  "kind\tkey\tname\tseen\tright",
  ...rows.map((row) => [row.kind, row.key, row.name, row.seen, row.right].join("\t")),
];
writeFileSync(path.join(here, "learned-skills.tsv"), `${lines.join("\n")}\n`);
const count = (kind: string) => rows.filter((row) => row.kind === kind).length;
console.log(
  `learned-skills.tsv: ${count("skill")} skills, ${count("reject-list")} list and ${count("reject-scan")} scan rejections`,
);
