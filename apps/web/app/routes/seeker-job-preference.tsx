/** Registration, job-preference step (/seeker/job-preference): the last step; then the dashboard. */
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { JobPreferenceFields, PREFERENCE_FIELDS } from "../features/accounts/registration-fields.tsx";
import { RegistrationProgress } from "../features/accounts/registration-progress.tsx";
import {
  loadRegistrationStep,
  saveRegistrationStepAction,
} from "../features/accounts/registration-step.server.ts";
import { resumeRegistrationLinks } from "../features/resume-registration/personal-step.ts";
import { useResumeMarks } from "../features/resume-registration/resume-marks.ts";
import { ResumeSkills, ResumeStepNotice } from "../features/resume-registration/resume-step.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-job-preference";

export const links = () => [...accountLinks(), ...resumeRegistrationLinks()];
export const meta = accountMeta("accounts.preference.title");
export const loader = (args: Route.LoaderArgs) => loadRegistrationStep("job-preference", args);
export const action = saveRegistrationStepAction("job-preference");

export default function JobPreferenceStep({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const marks = useResumeMarks(loaderData.resume?.step, state);
  return (
    <div className="container page narrow account-page">
      <RegistrationProgress
        current="job-preference"
        experienceType={loaderData.experienceType}
        reachable={loaderData.reachable}
      />
      <h1>{t("accounts.preference.heading")}</h1>
      <p className="account-page__intro">{t("accounts.step.savedOnItsOwn")}</p>
      <ResumeStepNotice prefill={loaderData.resume?.step} isNotKept={loaderData.resumeNotKept} />
      <PageForm csrfToken={loaderData.csrfToken} state={state} fields={PREFERENCE_FIELDS}>
        <JobPreferenceFields
          state={state}
          saved={loaderData.saved}
          currency={loaderData.currency}
          marks={marks}
        />
        <ResumeSkills skills={loaderData.resume?.skills ?? []} />
        <SubmitButton>{t("accounts.preference.submit")}</SubmitButton>
      </PageForm>
      <p className="account-page__aside">
        <LocalLink to="/seeker/education">{t("accounts.step.back")}</LocalLink>
      </p>
    </div>
  );
}
