/** Registration, employment step (/seeker/employment): professionals only; freshers skip it. */
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { EMPLOYMENT_FIELDS, EmploymentFields } from "../features/accounts/registration-fields.tsx";
import {
  loadRegistrationStep,
  saveRegistrationStepAction,
} from "../features/accounts/registration-step.server.ts";
import { RegistrationStepPage } from "../features/accounts/registration-step-page.tsx";
import { resumeRegistrationLinks } from "../features/resume-registration/personal-step.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { Route } from "./+types/seeker-employment";

export const links = () => [...accountLinks(), ...resumeRegistrationLinks()];
export const meta = accountMeta("accounts.employment.title");
export const loader = (args: Route.LoaderArgs) => loadRegistrationStep("employment", args);
export const action = saveRegistrationStepAction("employment");

export default function EmploymentStep({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <RegistrationStepPage
      step="employment"
      experienceType={"professional"}
      heading={t("accounts.employment.heading")}
      page={loaderData}
      fields={EMPLOYMENT_FIELDS}
      submitLabel={t("accounts.form.saveContinue")}
      backTo={"/seeker/registration"}
    >
      {({ marks }) => (
        <EmploymentFields
          saved={loaderData.saved}
          currency={loaderData.currency}
          resume={loaderData.resume?.step}
          marks={marks}
        />
      )}
    </RegistrationStepPage>
  );
}
