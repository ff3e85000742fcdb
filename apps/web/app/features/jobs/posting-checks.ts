/** The browser's check of the posting form: the server's schema over the same reading of the form. */
import {
  type FieldProblem,
  type FormValues,
  jobPostingFromForm,
  jobPostingSchema,
  parseWith,
} from "@portal/domain";

export function checkPosting(values: FormValues): FieldProblem[] {
  const parsed = parseWith(jobPostingSchema, jobPostingFromForm(values));
  return parsed.ok ? [] : parsed.problems;
}
