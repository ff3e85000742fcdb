/**
 * The one shape of a refused field, for every form and API body: zod schemas in this package name a
 * message key as each issue's message (a spec code, an account, profile or job-posting message), and
 * `problemsFromIssues` turns their issues into field problems that pages show beside the fields and
 * the API puts in its error envelope.
 */
import type { z } from "zod";
import { isAccountMessageKey } from "./account-messages.ts";
import { isJobPostingMessageKey } from "./job-posting-messages.ts";
import { isMessageCode } from "./messages.ts";
import { isProfileMessageKey } from "./profile-messages.ts";

export interface FieldProblem {
  /** The form field (or body property) refused; absent for a refusal of the whole form. */
  field?: string;
  /** A spec message code, or an account, profile or server message key. */
  messageKey: string;
  params?: Record<string, string | number>;
}

/** Message keys an issue may carry besides spec, account and profile messages. */
const GENERIC_KEYS = new Set(["invalidValue", "tooLong", "required"]);

export function isFormMessageKey(key: string): boolean {
  return (
    isMessageCode(key) ||
    isAccountMessageKey(key) ||
    isProfileMessageKey(key) ||
    isJobPostingMessageKey(key) ||
    GENERIC_KEYS.has(key)
  );
}

/**
 * zod issues as field problems, one per field (the first wins, as a person fixes one thing at a time):
 * our own message keys as they are, a too-long text as `tooLong`, anything else as `invalidValue`.
 */
export function problemsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : undefined;
    if (problems.some((problem) => problem.field === field)) continue;
    if (isFormMessageKey(issue.message)) problems.push({ field, messageKey: issue.message });
    else if (issue.code === "too_big" && issue.origin === "string")
      problems.push({ field, messageKey: "tooLong", params: { max: String(issue.maximum) } });
    else problems.push({ field, messageKey: "invalidValue" });
  }
  return problems;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

/** Input read by a schema: the value, or the problems to show. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: problemsFromIssues(result.error.issues) };
}
