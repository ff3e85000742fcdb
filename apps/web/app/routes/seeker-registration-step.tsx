/**
 * Registration steps after the first, one module for three addresses: /seeker/employment (professionals
 * only; freshers skip it), /seeker/education (the highest qualification) and /seeker/job-preference (the
 * last; then the dashboard). The step is read from the address.
 */
import { REGISTRATION_STEP_PATHS } from "@portal/domain";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import {
  EDUCATION_FIELDS,
  EducationFields,
  EMPLOYMENT_FIELDS,
  EmploymentFields,
  JobPreferenceFields,
  PREFERENCE_FIELDS,
} from "../features/accounts/registration-fields.tsx";
import {
  type LaterStep,
  laterStepOf,
  loadRegistrationStep,
  saveRegistrationStepAction,
} from "../features/accounts/registration-step.server.ts";
import { RegistrationStepPage } from "../features/accounts/registration-step-page.tsx";
import { resumeRegistrationLinks } from "../features/resume-registration/personal-step.ts";
import { ResumeSkills } from "../features/resume-registration/resume-step.tsx";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { ReferenceNamesProvider } from "../i18n/reference-names.tsx";
import type { Route } from "./+types/seeker-registration-step";

const TITLES: Record<LaterStep, MessageKey> = {
  employment: "accounts.employment.title",
  education: "accounts.education.title",
  "job-preference": "accounts.preference.title",
};

export const links = () => [...accountLinks(), ...resumeRegistrationLinks()];
export const meta: Route.MetaFunction = (args) =>
  accountMeta(TITLES[args.loaderData?.step ?? "education"])(args);

export async function loader(args: Route.LoaderArgs) {
  const step = laterStepOf(args.request);
  return { step, ...(await loadRegistrationStep(step, args)) };
}

export const action = (args: Route.ActionArgs) => saveRegistrationStepAction(laterStepOf(args.request))(args);

export default function RegistrationStep({ loaderData }: Route.ComponentProps) {
  return (
    <ReferenceNamesProvider names={loaderData.referenceNames}>
      <RegistrationStepFields loaderData={loaderData} />
    </ReferenceNamesProvider>
  );
}

function RegistrationStepFields({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useI18n();
  const { step, saved, currency, experienceType } = loaderData;
  const resume = loaderData.resume?.step;
  switch (step) {
    case "employment":
      return (
        <RegistrationStepPage
          step={step}
          experienceType="professional"
          heading={t("accounts.employment.heading")}
          page={loaderData}
          fields={EMPLOYMENT_FIELDS}
          submitLabel={t("accounts.form.saveContinue")}
          backTo={REGISTRATION_STEP_PATHS.personal}
        >
          {({ marks }) => (
            <EmploymentFields saved={saved} currency={currency} resume={resume} marks={marks} />
          )}
        </RegistrationStepPage>
      );
    case "education":
      return (
        <RegistrationStepPage
          step={step}
          experienceType={experienceType}
          heading={t("accounts.education.heading")}
          page={loaderData}
          fields={EDUCATION_FIELDS}
          submitLabel={t("accounts.form.saveContinue")}
          backTo={REGISTRATION_STEP_PATHS[experienceType === "fresher" ? "personal" : "employment"]}
        >
          {({ marks }) => <EducationFields saved={saved} resume={resume} marks={marks} />}
        </RegistrationStepPage>
      );
    case "job-preference":
      return (
        <RegistrationStepPage
          step={step}
          experienceType={experienceType}
          heading={t("accounts.preference.heading")}
          page={loaderData}
          fields={PREFERENCE_FIELDS}
          submitLabel={t("accounts.preference.submit")}
          backTo={REGISTRATION_STEP_PATHS.education}
        >
          {({ state, marks }) => (
            <>
              <JobPreferenceFields
                state={state}
                saved={saved}
                currency={currency}
                resume={resume}
                marks={marks}
              />
              <ResumeSkills skills={loaderData.resume?.skills ?? []} />
            </>
          )}
        </RegistrationStepPage>
      );
  }
}
