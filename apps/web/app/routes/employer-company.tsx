/**
 * The company's own details (/employer/company): what seekers read on its public page. Admins change
 * industry, size, city, address and about; recruiters read them. Name and website stay as registered.
 */
import { attempt, type CompanyDetails } from "@portal/contracts";
import { useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { industryOptions } from "../features/accounts/industry-options.server.ts";
import { CompanyFields } from "../features/accounts/recruiter-fields.tsx";
import { companyPagePath } from "../features/browse/browse-paths.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, refused, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-company";

export const links = accountLinks;
export const meta = accountMeta("companyEdit.title");

const FIELDS = ["industry", "size", "city", "address", "about"];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "recruiter");
  const company: CompanyDetails | null = user.company ? await context.services.team.company(user) : null;
  return { csrfToken: context.session.csrfToken, company, industries: industryOptions(language) };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const user = requireUser(context, request, language, "recruiter");
  const updated = await attempt(context.services.team.updateCompany(user, input));
  if (!updated.ok) return refused(input, updated.error);
  // Without values the fields show what is now saved.
  return saved({}, { messageKey: "companyEdit.saved" });
});

export default function EmployerCompany({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { company, csrfToken, industries } = loaderData;
  if (!company) {
    return (
      <div className="container page narrow account-page">
        <h1>{t("companyEdit.title")}</h1>
        <p>{t("team.noCompany")}</p>
      </div>
    );
  }
  return (
    <div className="container page narrow account-page">
      <h1>
        <bdi>{company.name}</bdi>
      </h1>
      <p className="account-page__intro">{t("companyEdit.intro")}</p>
      <p className="account-links">
        <LocalLink to={companyPagePath(company.slug)}>{t("companyEdit.viewPage")}</LocalLink>
      </p>
      {company.canEdit ? (
        <PageForm csrfToken={csrfToken} state={state} fields={FIELDS}>
          <CompanyFields industries={industries} saved={company} />
          <TextField
            name="about"
            label={t("companyEdit.about")}
            hint={t("companyEdit.aboutHint")}
            saved={company.about}
            multiline
            rows={8}
            maxLength={4000}
            dir="auto"
          />
          <SubmitButton>{t("companyEdit.save")}</SubmitButton>
        </PageForm>
      ) : (
        <p className="notice" role="note">
          {t("companyEdit.readOnly")}
        </p>
      )}
    </div>
  );
}
