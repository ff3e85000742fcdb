/**
 * A recruiter registers their company (/employer/register): the recruiter's account and the company's
 * page in one form. The recruiter becomes the company's admin and is logged in; a link to confirm the
 * e-mail goes out (the dashboard reminds them until it is confirmed).
 */
import { attempt } from "@portal/contracts";
import { RECRUITER_HOME_PATH } from "@portal/domain";
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { industryOptions } from "../features/accounts/industry-options.server.ts";
import { CompanyFields, RecruiterAccountFields } from "../features/accounts/recruiter-fields.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, goTo, refused } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-register";

export const links = accountLinks;
export const meta = accountMeta("accounts.employer.registerTitle");

const FIELDS = [
  "name",
  "email",
  "password",
  "jobTitle",
  "companyName",
  "website",
  "industry",
  "size",
  "city",
  "address",
];

export function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  // A recruiter already has a company; a seeker's account is not a recruiter's.
  if (context.session.user?.role === "recruiter") throw goTo(RECRUITER_HOME_PATH, language);
  return { csrfToken: context.session.csrfToken, industries: industryOptions(language) };
}

export const action = formAction(async ({ input, context, language }) => {
  const registered = await attempt(context.services.accounts.registerRecruiter(input, context.session.meta));
  if (!registered.ok) return refused(input, registered.error);
  await context.session.logIn(registered.value, "registration");
  return goTo(RECRUITER_HOME_PATH, language);
});

export default function EmployerRegister({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  return (
    <div className="container page narrow account-page">
      <h1>{t("accounts.employer.registerHeading")}</h1>
      <p className="account-page__intro">{t("accounts.employer.registerIntro")}</p>
      <PageForm csrfToken={loaderData.csrfToken} state={state} fields={FIELDS}>
        <section className="form-section" aria-labelledby="section-you">
          <h2 id="section-you">{t("accounts.employer.sectionYou")}</h2>
          <RecruiterAccountFields withEmail />
        </section>
        <section className="form-section" aria-labelledby="section-company">
          <h2 id="section-company">{t("accounts.employer.sectionCompany")}</h2>
          <TextField
            name="companyName"
            label={t("accounts.employer.companyName")}
            autoComplete="organization"
            maxLength={120}
          />
          <TextField
            name="website"
            label={t("accounts.employer.website")}
            hint={t("accounts.employer.websiteHint")}
            autoComplete="url"
            inputMode="text"
            dir="ltr"
            maxLength={200}
          />
          <CompanyFields industries={loaderData.industries} />
        </section>
        <SubmitButton>{t("accounts.employer.submitRegister")}</SubmitButton>
      </PageForm>
      <p className="account-page__aside">
        <LocalLink to="/employer/login">{t("accounts.employer.haveAccount")}</LocalLink>
      </p>
    </div>
  );
}
