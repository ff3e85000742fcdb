/** What the later registration steps show of the seeker's resume: a word on the marks, and its skills. */

import type { PrefillSkill, StepPrefill } from "@portal/contracts";
import { SPEC_MESSAGES } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ChoiceGroup } from "../../ui/forms/form-kit.tsx";
import { hasResumeValues } from "./resume-marks.ts";

export function ResumeStepNotice({
  prefill,
  isNotKept,
}: {
  prefill: StepPrefill | null | undefined;
  /** The account was made but its resume could not be kept (the personal step said so). */
  isNotKept: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      {isNotKept && (
        <p className="form-summary" role="alert">
          {t("resumeRegistration.notKept", { reason: SPEC_MESSAGES.uploadFailed })}
        </p>
      )}
      {hasResumeValues(prefill) && <p className="account-page__intro">{t("resumeRegistration.stepIntro")}</p>}
    </>
  );
}

/** The resume's skills to confirm: sure ones ticked, the others offered; ticked ones join the profile. */
export function ResumeSkills({ skills }: { skills: readonly PrefillSkill[] }) {
  const { t } = useI18n();
  if (skills.length === 0) return null;
  const ticked = skills.filter((skill) => skill.isConfident).map((skill) => skill.name);
  return (
    <ChoiceGroup
      name="resumeSkills"
      legend={t("resumeRegistration.skillsLegend")}
      hint={t("resumeRegistration.skillsHint")}
      multiple
      options={skills.map((skill) => ({ value: skill.name, label: skill.name }))}
      saved={ticked}
      className="resume-skills"
    />
  );
}
