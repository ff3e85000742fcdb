/**
 * The marks beside registration fields whose value came from the seeker's resume ("From your resume")
 * or that the resume has a suggestion for ("Your resume says: …"). A value the seeker changed loses its
 * mark: it is theirs now.
 */

import type { StepPrefill } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";

export function useResumeMarks(
  prefill: StepPrefill | null | undefined,
  state: FormState | undefined,
): Record<string, string> {
  const { t } = useI18n();
  const marks: Record<string, string> = {};
  if (!prefill) return marks;
  for (const [field, value] of Object.entries(prefill.values)) {
    const posted = state?.values[field];
    if (posted === undefined || posted === value) marks[field] = t("resumeRegistration.fromResume");
  }
  for (const [field, value] of Object.entries(prefill.suggestions)) {
    if (!(field in prefill.values)) marks[field] = t("resumeRegistration.suggestion", { value });
  }
  return marks;
}

/** Whether a step shows any value or suggestion from the resume (the page then explains the marks). */
export function hasResumeValues(prefill: StepPrefill | null | undefined): boolean {
  return Boolean(prefill && Object.keys(prefill.values).length + Object.keys(prefill.suggestions).length > 0);
}
