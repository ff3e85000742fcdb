/**
 * Jobs the rules did not find but the span tagger did: an employer it marked surely, in an experience
 * section, next to a title it marked on the same or a neighbouring line ("Software Engineer Veltrix
 * Labs Pvt Ltd" in a page flattened into one line, with its dates far away). On held-out development
 * resumes such pairs named a labelled employer about half the time (34 of 64), where the tagger's other
 * employers were right one time in five; so only these become rows of the history, undated, for the
 * seeker to review.
 */
import type { ResumeEmployment, ResumeField } from "@portal/domain";
import { nameKey, type TaggedSpan } from "./span-tagger.ts";
import { SameWordsIndex } from "./vocabulary.ts";

/** A row worth showing for review, never worth pre-filling alone (as an employer named in a sentence). */
const TAGGED_JOB_CONFIDENCE = 0.4;
/** The tagger's own confidence an employer span needs. */
const SURE_SPAN = 0.5;

export function taggedJobs(
  lines: readonly string[],
  spans: readonly TaggedSpan[],
  experienceLines: ReadonlySet<number>,
  knownEmployers: readonly string[],
  isExcluded: (text: string) => boolean,
): ResumeField<ResumeEmployment>[] {
  const jobs: ResumeField<ResumeEmployment>[] = [];
  const named = new SameWordsIndex<true>();
  for (const employer of knownEmployers) named.add(nameKey(employer), true);
  spans.forEach((span, index) => {
    if (span.kind !== "company" || span.confidence < SURE_SPAN || !experienceLines.has(span.line)) return;
    const title = [spans[index - 1], spans[index + 1]].find(
      (other) => other?.kind === "designation" && Math.abs(other.line - span.line) <= 1,
    );
    if (!title || isExcluded(span.text)) return;
    if (named.has(nameKey(span.text))) return;
    named.add(nameKey(span.text), true);
    jobs.push({
      value: { designation: title.text, company: span.text, from: null, to: null, current: false },
      confidence: TAGGED_JOB_CONFIDENCE,
      source: "context",
      evidence: (lines[span.line] ?? "").trim().slice(0, 200),
    });
  });
  return jobs;
}
