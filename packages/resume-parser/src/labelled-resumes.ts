/**
 * The labelled CC0 resumes beside the repository (../shared/data/resumes, or PORTAL_SHARED_DATA) and the
 * way their labels are compared with what the parser reads. One definition for the parser bench
 * (bench/run.ts) and the scripts that learn from the development set (tools/learn-skills.ts,
 * tools/train-company-model.ts, tools/train-span-tagger.ts), so what is learned and what is measured agree.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PACKAGE_ROOT } from "./data-files.ts";
import { dictionaries, knownSkill } from "./dictionaries.ts";
import { withoutVersion } from "./skills.ts";
import { sameWords } from "./vocabulary.ts";

// This package is packages/resume-parser; the shared data sits beside the repository.
export const SHARED_DATA_DIR = process.env.PORTAL_SHARED_DATA
  ? path.resolve(process.env.PORTAL_SHARED_DATA)
  : path.resolve(PACKAGE_ROOT, "../../../shared/data");
export const RESUMES_DIR = path.join(SHARED_DATA_DIR, "resumes");

export interface LabelledSpan {
  type: string;
  text: string;
  start: number;
  end: number;
}

export interface LabelledResume {
  id: string;
  text: string;
  /** Label type ("Companies worked at", "Tech Tools"…) → the labelled spans, as written. */
  fields: Record<string, string[]>;
  /** The development set's labelled spans in the order of the text, with their offsets in it. */
  spans?: LabelledSpan[];
}

/** The test set (labeled-cc0): a .txt and a .labels.json per resume. */
export function loadTestSet(): LabelledResume[] {
  const dir = path.join(RESUMES_DIR, "labeled-cc0");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".labels.json"))
    .sort()
    .map((file) => {
      const id = file.replace(/\.labels\.json$/, "");
      const labels = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
        fields: Record<string, string[]>;
      };
      return { id, text: readFileSync(path.join(dir, `${id}.txt`), "utf8"), fields: labels.fields };
    });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? "");

/** Words of four letters or more: enough to tell one resume from another, whatever its layout. */
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
/**
 * Share of words two texts have in common above which they are one resume. The sets share one:
 * 107.xml is Kaggle_13 (0.93); no other pair shares more than a third.
 */
const SAME_RESUME = 0.8;

function sharedWordShare(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared || 1);
}

/**
 * The development set (train-cc0) keeps its labels inline (<label type="…">…</label>): the text is the
 * XML without tags. A resume that is also in the test set is left out, so nothing learned from the
 * development labels has seen a test resume.
 */
export function loadDevelopmentSet(): LabelledResume[] {
  const test = loadTestSet().map((resume) => wordsOf(resume.text));
  return readDevelopmentFiles().filter((resume) => {
    const words = wordsOf(resume.text);
    return !test.some((other) => sharedWordShare(words, other) >= SAME_RESUME);
  });
}

function readDevelopmentFiles(): LabelledResume[] {
  const dir = path.join(RESUMES_DIR, "train-cc0");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".xml"))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((file) => {
      const xml = readFileSync(path.join(dir, file), "utf8")
        .replace(/<\?xml[^>]*\?>/, "")
        .replace(/<\/?cv>/g, "");
      const fields: Record<string, string[]> = {};
      const spans: LabelledSpan[] = [];
      // Labels never nest in this set: one open label at a time.
      let text = "";
      let open: { type: string; start: number } | undefined;
      let cursor = 0;
      for (const tag of xml.matchAll(/<label type="([^"]+)">|<\/label>|<[^>]+>/g)) {
        text += unescapeXml(xml.slice(cursor, tag.index));
        cursor = (tag.index ?? 0) + tag[0].length;
        if (tag[1] !== undefined) open = { type: tag[1], start: text.length };
        else if (tag[0] === "</label>" && open) {
          const span = { type: open.type, text: text.slice(open.start), start: open.start, end: text.length };
          fields[span.type] = [...(fields[span.type] ?? []), span.text];
          spans.push(span);
          open = undefined;
        }
      }
      text += unescapeXml(xml.slice(cursor));
      return { id: file, text, fields, spans };
    });
}

/** Lower case, accents and punctuation removed (C++ and C# kept), single spaces. */
export const norm = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();

const LEGAL_SUFFIX =
  /\b(?:pvt|private|ltd|limited|inc|llc|llp|corp|corporation|co|company|the|plc|pte|sdn|bhd)\b/g;

/** A company name without its legal form ("Infosys Ltd" → "infosys"). */
export const companyNorm = (text: string) =>
  norm(text).replace(LEGAL_SUFFIX, " ").replace(/\s+/g, " ").trim();

/**
 * A skill in the dictionary's name when the dictionary knows it ("Core Java" → "java"), with or without
 * its version ("Exchange Server 2013", "Windows 7") or its kind ("Tomcat Server"); one it does not know without its version ("QTP 8.2"
 * → "qtp"), as the parser reads the same words.
 */
export function skillNorm(text: string): string {
  const { skills, commonWords } = dictionaries();
  const known = knownSkill([skills], text);
  return norm(known ? known.name : withoutVersion(text.trim(), commonWords));
}

/** Equal, or one contains the other as whole words and is at least half as long in words. */
export const relaxedMatch = sameWords;
