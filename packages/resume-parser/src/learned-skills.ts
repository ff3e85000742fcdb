/**
 * What the labelled development resumes taught the skills rules (tools/learn-skills.ts writes
 * data/learned-skills.tsv from train-cc0, CC0-1.0): phrases the labellers called skills nearly
 * wherever they were written ("web development", "unit testing"), and finds of the rules they seldom
 * agreed with ("Google" in a sentence, "English" in a list). Read once per process, beside the
 * dictionaries, and kept apart from them: only the skills rules use it, the employer and name rules
 * read the dictionaries alone.
 */
import { readFileSync } from "node:fs";
import { dataFile } from "./data-files.ts";
import type { SkillEntry } from "./dictionaries.ts";

export interface LearnedSkillEntry extends SkillEntry {
  /** Believed outside a list only where written with a capital letter ("Access", not "access"). */
  capitalised: boolean;
  /** The share of the development resumes holding it whose labels agreed (smoothed). */
  share?: number;
}

export interface LearnedSkills {
  /** skillPhraseKey → skill, believed anywhere in the text. */
  skills: Map<string, LearnedSkillEntry>;
  /** Longest learned phrase in words. */
  words: number;
  /** `${how}:${skillPhraseKey of the name}` (how = "list" or "scan") of finds to drop. */
  rejected: Set<string>;
  /** Words that mark a list item the dictionary does not know as something else ("manage", "role"). */
  rejectedWords: Set<string>;
}

export interface LearnedSkillRow {
  kind: "skill" | "capitalised-skill" | "reject-list" | "reject-scan" | "reject-word";
  key: string;
  name: string;
  seen?: number;
  right?: number;
}

/** The rows of learned-skills.tsv: "#" lines and the header skipped. */
export function readLearnedSkills(): LearnedSkillRow[] {
  const text = readFileSync(dataFile("learned-skills.tsv"), "utf8");
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .slice(1)
    .map((line) => {
      const [kind = "", key = "", name = "", seen = "0", right = "0"] = line.split("\t");
      return { kind: kind as LearnedSkillRow["kind"], key, name, seen: Number(seen), right: Number(right) };
    });
}

let loaded: LearnedSkills | undefined;

export function learnedSkills(): LearnedSkills {
  loaded ??= fromRows(readLearnedSkills());
  return loaded;
}

/**
 * Replaces what was learned (null: nothing): learn-skills.ts scores each fold of the development set
 * with lists learned from the other folds only.
 */
export function useLearnedSkills(rows: readonly LearnedSkillRow[] | null): void {
  loaded = fromRows(rows ?? []);
}

function fromRows(rows: readonly LearnedSkillRow[]): LearnedSkills {
  const learned: LearnedSkills = {
    skills: new Map(),
    words: 1,
    rejected: new Set(),
    rejectedWords: new Set(),
  };
  for (const row of rows) {
    if (row.kind === "skill" || row.kind === "capitalised-skill") {
      learned.skills.set(row.key, {
        name: row.name,
        scan: true,
        capitalised: row.kind === "capitalised-skill",
        // Smoothed, so a phrase seen once is not as sure as one right in nineteen resumes of twenty.
        share: row.seen ? ((row.right ?? 0) + 1) / (row.seen + 2) : undefined,
      });
      learned.words = Math.max(learned.words, row.key.split(" ").length);
    } else if (row.kind === "reject-word") learned.rejectedWords.add(row.key);
    else learned.rejected.add(`${row.kind === "reject-list" ? "list" : "scan"}:${row.key}`);
  }
  return learned;
}
