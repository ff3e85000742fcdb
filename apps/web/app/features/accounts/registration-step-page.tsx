/**
 * The page of one registration step after the first (employment, education, job preference): where the
 * seeker is in the steps, the step's heading, what the resume filled in, the step's form, and the way
 * back. Each step's route gives its fields; the page reads the action's answer and the resume's marks.
 */
import type { StepPrefill } from "@portal/contracts";
import type { ExperienceType, RegistrationStep } from "@portal/domain";
import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { PageForm, SubmitButton } from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";
import { LocalLink } from "../../ui/local-link.tsx";
import { useResumeMarks } from "../resume-registration/resume-marks.ts";
import { ResumeStepNotice } from "../resume-registration/resume-step.tsx";
import { RegistrationProgress } from "./registration-progress.tsx";

/** What every step's loader gives its page (registration-step.server.ts). */
export interface StepPageData {
  csrfToken: string;
  reachable: readonly RegistrationStep[];
  resume?: { step?: StepPrefill | null } | null;
  resumeNotKept: boolean;
}

export function RegistrationStepPage({
  step,
  experienceType,
  heading,
  page,
  fields,
  submitLabel,
  backTo,
  children,
}: {
  step: RegistrationStep;
  experienceType: ExperienceType | null;
  heading: string;
  page: StepPageData;
  fields: readonly string[];
  submitLabel: string;
  /** The previous step's path. */
  backTo: string;
  /** The step's fields, given what the seeker typed (the action's answer) and the resume's marks. */
  children: (form: { state: FormState | undefined; marks: Record<string, string> }) => ReactNode;
}) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const marks = useResumeMarks(page.resume?.step, state);
  return (
    <div className="container page narrow account-page">
      <RegistrationProgress current={step} experienceType={experienceType} reachable={page.reachable} />
      <h1>{heading}</h1>
      <p className="account-page__intro">{t("accounts.step.savedOnItsOwn")}</p>
      <ResumeStepNotice prefill={page.resume?.step} isNotKept={page.resumeNotKept} />
      <PageForm csrfToken={page.csrfToken} state={state} fields={fields}>
        {children({ state, marks })}
        <SubmitButton>{submitLabel}</SubmitButton>
      </PageForm>
      <p className="account-page__aside">
        <LocalLink to={backTo}>{t("accounts.step.back")}</LocalLink>
      </p>
    </div>
  );
}
