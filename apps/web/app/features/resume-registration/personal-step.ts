/** The personal step's part in registration by resume, in the page: its styles and its marks. */

import type { RegistrationPrefill } from "@portal/contracts";
import { useCallback } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import resumeRegistrationStyles from "../../styles/resume-registration.css?url";
import { resumeDropZoneLinks } from "../resumes/resume-drop-zone.tsx";

export function resumeRegistrationLinks() {
  return [...resumeDropZoneLinks(), { rel: "stylesheet", href: resumeRegistrationStyles }];
}

/**
 * The marks of the personal step after a guest's file was read in the browser: "From your resume" on
 * the fields it filled, the path chosen from it, and the resume's suggestions for the fields left alone.
 */
export function usePersonalResumeMarks(
  setMarks: (marks: Record<string, string>) => void,
): (filled: readonly string[], prefill: RegistrationPrefill | null) => void {
  const { t } = useI18n();
  return useCallback(
    (filled, prefill) => {
      const marks: Record<string, string> = {};
      const personal = prefill?.steps.personal ?? { values: {}, suggestions: {} };
      const { diallingCode, ...sure } = personal.values;
      if (sure.mobile) sure.mobile = `+${diallingCode} ${sure.mobile}`;
      // A sure value the seeker had already typed over stays theirs; the resume's is shown beside it.
      for (const [field, value] of Object.entries({ ...personal.suggestions, ...sure }))
        marks[field] = t("resumeRegistration.suggestion", { value });
      for (const field of filled)
        marks[field] =
          field === "experienceType"
            ? t("resumeRegistration.pathFromResume")
            : t("resumeRegistration.fromResume");
      setMarks(marks);
    },
    [t, setMarks],
  );
}
