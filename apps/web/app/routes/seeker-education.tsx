/** Registration, education step (/seeker/education): the highest qualification. */
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { EDUCATION_FIELDS, EducationFields } from "../features/accounts/registration-fields.tsx";
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
import type { Route } from "./+types/seeker-education";

export const links = () => [...accountLinks(), ...resumeRegistrationLinks()];
export const meta = accountMeta("accounts.education.title");
export const loader = (args: Route.LoaderArgs) => loadRegistrationStep("education", args);
export const action = saveRegistrationStepAction("education");

export default function EducationStep({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const marks = useResumeMarks(loaderData.resume?.step, state);
  const previousStep =
    loaderData.experienceType === "fresher" ? "/seeker/registration" : "/seeker/employment";
  return (
    <div className="container page narrow account-page">
      <RegistrationProgress
        current="education"
        experienceType={loaderData.experienceType}
        reachable={loaderData.reachable}
      />
      <h1>{t("accounts.education.heading")}</h1>
      <p className="account-page__intro">{t("accounts.step.savedOnItsOwn")}</p>
      <ResumeStepNotice prefill={loaderData.resume?.step} isNotKept={loaderData.resumeNotKept} />
      <PageForm csrfToken={loaderData.csrfToken} state={state} fields={EDUCATION_FIELDS}>
        <EducationFields saved={loaderData.saved} resume={loaderData.resume?.step} marks={marks} />
        <SubmitButton>{t("accounts.form.saveContinue")}</SubmitButton>
      </PageForm>
      <p className="account-page__aside">
        <LocalLink to={previousStep}>{t("accounts.step.back")}</LocalLink>
      </p>
    </div>
  );
}
