/** Registration, employment step (/seeker/employment): professionals only; freshers skip it. */
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { EMPLOYMENT_FIELDS, EmploymentFields } from "../features/accounts/registration-fields.tsx";
import { RegistrationProgress } from "../features/accounts/registration-progress.tsx";
import {
  loadRegistrationStep,
  saveRegistrationStepAction,
} from "../features/accounts/registration-step.server.ts";
import { resumeRegistrationLinks } from "../features/resume-registration/personal-step.ts";
import { useResumeMarks } from "../features/resume-registration/resume-marks.ts";
import { ResumeStepNotice } from "../features/resume-registration/resume-step.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-employment";

export const links = () => [...accountLinks(), ...resumeRegistrationLinks()];
export const meta = accountMeta("accounts.employment.title");
export const loader = (args: Route.LoaderArgs) => loadRegistrationStep("employment", args);
export const action = saveRegistrationStepAction("employment");

export default function EmploymentStep({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const marks = useResumeMarks(loaderData.resume?.step, state);
  return (
    <div className="container page narrow account-page">
      <RegistrationProgress
        current="employment"
        experienceType="professional"
        reachable={loaderData.reachable}
      />
      <h1>{t("accounts.employment.heading")}</h1>
      <p className="account-page__intro">{t("accounts.step.savedOnItsOwn")}</p>
      <ResumeStepNotice prefill={loaderData.resume?.step} isNotKept={loaderData.resumeNotKept} />
      <PageForm csrfToken={loaderData.csrfToken} state={state} fields={EMPLOYMENT_FIELDS}>
        <EmploymentFields
          saved={loaderData.saved}
          currency={loaderData.currency}
          resume={loaderData.resume?.step}
          marks={marks}
        />
        <SubmitButton>{t("accounts.form.saveContinue")}</SubmitButton>
      </PageForm>
      <p className="account-page__aside">
        <LocalLink to="/seeker/registration">{t("accounts.step.back")}</LocalLink>
      </p>
    </div>
  );
}
