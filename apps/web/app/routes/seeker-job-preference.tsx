/** Registration, job-preference step (/seeker/job-preference): the last step; then the dashboard. */
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { JobPreferenceFields, PREFERENCE_FIELDS } from "../features/accounts/registration-fields.tsx";
import {
  loadRegistrationStep,
  saveRegistrationStepAction,
} from "../features/accounts/registration-step.server.ts";
import { RegistrationStepPage } from "../features/accounts/registration-step-page.tsx";
import { resumeRegistrationLinks } from "../features/resume-registration/personal-step.ts";
import { ResumeSkills } from "../features/resume-registration/resume-step.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { Route } from "./+types/seeker-job-preference";

export const links = () => [...accountLinks(), ...resumeRegistrationLinks()];
export const meta = accountMeta("accounts.preference.title");
export const loader = (args: Route.LoaderArgs) => loadRegistrationStep("job-preference", args);
export const action = saveRegistrationStepAction("job-preference");

export default function JobPreferenceStep({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <RegistrationStepPage
      step="job-preference"
      experienceType={loaderData.experienceType}
      heading={t("accounts.preference.heading")}
      page={loaderData}
      fields={PREFERENCE_FIELDS}
      submitLabel={t("accounts.preference.submit")}
      backTo={"/seeker/education"}
    >
      {({ state, marks }) => (
        <>
          <JobPreferenceFields
            state={state}
            saved={loaderData.saved}
            currency={loaderData.currency}
            marks={marks}
          />
          <ResumeSkills skills={loaderData.resume?.skills ?? []} />
        </>
      )}
    </RegistrationStepPage>
  );
}
