/**
 * Single-page registration (/seeker/single-page-registration): every step in one form, one submit.
 * Employment questions are for professionals; a fresher leaves them empty and they are not asked for.
 */
import { attempt } from "@portal/contracts";
import { SEEKER_HOME_PATH } from "@portal/domain";
import { redirect, useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { defaultDiallingCode, diallingCodesFor } from "../features/accounts/phone-codes.ts";
import {
  EDUCATION_FIELDS,
  EducationFields,
  EMPLOYMENT_FIELDS,
  EmploymentFields,
  JobPreferenceFields,
  PERSONAL_FIELDS,
  PersonalFields,
  PREFERENCE_FIELDS,
} from "../features/accounts/registration-fields.tsx";
import { pendingReturnOf } from "../features/applications/pending-application.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { referenceNamesFor } from "../i18n/reference-names.server.ts";
import { ReferenceNamesProvider } from "../i18n/reference-names.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, goTo, refused } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-single-page-registration";

export const links = accountLinks;
export const meta = accountMeta("accounts.singlePage.title");

const FIELDS = [...PERSONAL_FIELDS, ...EMPLOYMENT_FIELDS, ...EDUCATION_FIELDS, ...PREFERENCE_FIELDS];

export function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  // Someone logged in already has an account: the step pages edit it.
  if (context.session.user) throw goTo("/seeker/registration", language);
  return {
    csrfToken: context.session.csrfToken,
    siteId: context.site.id,
    siteCode: context.site.defaultDiallingCode,
    diallingCode: defaultDiallingCode(context.site.diallingPrefix),
    currency: context.site.currency,
    referenceNames: referenceNamesFor(language, ["courses", "specializations", "industries"]),
    /** Where a guest sent to log in (to apply, say) goes once registered. */
    pendingReturn: pendingReturnOf(request, new URL(request.url).searchParams.get("returnUrl")),
  };
}

export const action = formAction(async ({ input, context, language, request }) => {
  const registered = await attempt(context.services.accounts.registerSinglePage(input, context.session.meta));
  if (!registered.ok) return refused(input, registered.error);
  await context.session.logIn(registered.value, "registration");
  // Registration is complete at once: straight back to the page the guest was sent to log in from.
  const pending = pendingReturnOf(request, input.pendingReturn);
  return pending ? redirect(pending) : goTo(SEEKER_HOME_PATH, language);
});

export default function SinglePageRegistration({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const defaults = {
    experienceType: "",
    name: "",
    diallingCode: loaderData.diallingCode,
    mobile: "",
    currentCity: "",
  };
  return (
    <ReferenceNamesProvider names={loaderData.referenceNames}>
      <div className="container page narrow account-page">
        <h1>{t("accounts.singlePage.heading")}</h1>
        <p className="account-page__intro">
          {t("accounts.registration.intro")}{" "}
          <LocalLink to="/rio/login">{t("accounts.registration.haveAccount")}</LocalLink>
        </p>
        <PageForm csrfToken={loaderData.csrfToken} state={state} fields={FIELDS}>
          {loaderData.pendingReturn && (
            <input type="hidden" name="pendingReturn" value={loaderData.pendingReturn} />
          )}
          <section className="form-section" aria-labelledby="section-personal">
            <h2 id="section-personal">{t("accounts.step.personal")}</h2>
            <PersonalFields
              defaults={defaults}
              codes={diallingCodesFor(loaderData.siteId, loaderData.siteCode)}
              isNew
            />
          </section>
          <section className="form-section" aria-labelledby="section-employment">
            <h2 id="section-employment">{t("accounts.step.employment")}</h2>
            <p className="field__hint">{t("accounts.singlePage.employmentHint")}</p>
            <EmploymentFields saved={{}} currency={loaderData.currency} />
          </section>
          <section className="form-section" aria-labelledby="section-education">
            <h2 id="section-education">{t("accounts.step.education")}</h2>
            <EducationFields saved={{}} />
          </section>
          <section className="form-section" aria-labelledby="section-preference">
            <h2 id="section-preference">{t("accounts.step.jobPreference")}</h2>
            <JobPreferenceFields state={state} saved={{}} currency={loaderData.currency} />
          </section>
          <SubmitButton>{t("accounts.registration.submitAll")}</SubmitButton>
        </PageForm>
      </div>
    </ReferenceNamesProvider>
  );
}
