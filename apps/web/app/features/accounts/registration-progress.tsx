/** The registration steps as an ordered list; the current one is marked for assistive technology too. */
import {
  type ExperienceType,
  isRegistrationStep,
  type RegistrationProgress as Progress,
  REGISTRATION_STEP_PATHS,
  type RegistrationStep,
  registrationStepsFor,
} from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

/** Steps a seeker may open: the ones they saved and the one they are at; never one further ahead. */
export function reachableSteps(savedSteps: readonly string[], progress: Progress): RegistrationStep[] {
  return [...savedSteps, progress].filter(isRegistrationStep);
}

const STEP_LABELS: Record<RegistrationStep, MessageKey> = {
  personal: "accounts.step.personal",
  employment: "accounts.step.employment",
  education: "accounts.step.education",
  "job-preference": "accounts.step.jobPreference",
};

export function RegistrationProgress({
  current,
  experienceType,
  reachable,
}: {
  current: RegistrationStep;
  experienceType: ExperienceType | null;
  /** Steps the seeker may open (saved ones and the next). */
  reachable: readonly RegistrationStep[];
}) {
  const { t } = useI18n();
  const steps = registrationStepsFor(experienceType);
  return (
    <nav aria-label={t("accounts.step.navLabel")} className="step-list">
      <ol>
        {steps.map((step, index) => {
          const label = t("accounts.step.numbered", {
            number: String(index + 1),
            step: t(STEP_LABELS[step]),
          });
          const isCurrent = step === current;
          return (
            <li
              key={step}
              className={isCurrent ? "step-list__item step-list__item--current" : "step-list__item"}
            >
              {isCurrent || !reachable.includes(step) ? (
                <span aria-current={isCurrent ? "step" : undefined}>{label}</span>
              ) : (
                <LocalLink to={REGISTRATION_STEP_PATHS[step]}>{label}</LocalLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
