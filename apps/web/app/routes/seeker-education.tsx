/** Registration, education step (/seeker/education): the highest qualification. */
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { EDUCATION_FIELDS, EducationFields } from "../features/accounts/registration-fields.tsx";
import {
  loadRegistrationStep,
  saveRegistrationStepAction,
} from "../features/accounts/registration-step.server.ts";
import { RegistrationStepPage } from "../features/accounts/registration-step-page.tsx";
import { resumeRegistrationLinks } from "../features/resume-registration/personal-step.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { Route } from "./+types/seeker-education";

export const links = () => [...accountLinks(), ...resumeRegistrationLinks()];
export const meta = accountMeta("accounts.education.title");
export const loader = (args: Route.LoaderArgs) => loadRegistrationStep("education", args);
export const action = saveRegistrationStepAction("education");

export default function EducationStep({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <RegistrationStepPage
      step="education"
      experienceType={loaderData.experienceType}
      heading={t("accounts.education.heading")}
      page={loaderData}
      fields={EDUCATION_FIELDS}
      submitLabel={t("accounts.form.saveContinue")}
      backTo={loaderData.experienceType === "fresher" ? "/seeker/registration" : "/seeker/employment"}
    >
      {({ marks }) => (
        <EducationFields saved={loaderData.saved} resume={loaderData.resume?.step} marks={marks} />
      )}
    </RegistrationStepPage>
  );
}
