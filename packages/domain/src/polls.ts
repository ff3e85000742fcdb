/**
 * Polls with feedback (spec: poll with vote, poll feedback, poll results): one question per site at a
 * time, one vote per visitor, 'Please select option for vote.' when none is chosen, results after voting.
 */
import { z } from "zod";
import { type FieldProblem, parseWith } from "./field-problems.ts";

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 6;
export const POLL_TEXT_MAX = 200;
export const POLL_FEEDBACK_MAX = 500;

const voteSchema = z.object({
  option: z.coerce
    .number("selectVoteOption")
    .int("selectVoteOption")
    .min(0, "selectVoteOption")
    .max(POLL_OPTIONS_MAX - 1, "selectVoteOption"),
  feedback: z.string().trim().max(POLL_FEEDBACK_MAX, "tooLong").default(""),
});
export type PollVote = z.output<typeof voteSchema>;

/** A vote as the form sends it (`option`: the choice's position, `feedback`: optional words). */
export function readPollVote(
  input: Record<string, unknown>,
): { ok: true; value: PollVote } | { ok: false; problems: FieldProblem[] } {
  const option = typeof input.option === "string" || typeof input.option === "number" ? input.option : "";
  return parseWith(voteSchema, {
    option: option === "" ? undefined : option,
    feedback: typeof input.feedback === "string" ? input.feedback : undefined,
  });
}

/**
 * Each choice's share in whole percent, summing to exactly 100 when anyone voted (largest remainder): a
 * results bar never says 33 + 33 + 33.
 */
export function pollPercentages(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, count) => sum + count, 0);
  if (total === 0) return votes.map(() => 0);
  const exact = votes.map((count) => (count * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}
