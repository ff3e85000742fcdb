/**
 * Free job alert (/seeker/free-job-alert): keywords, place, experience and how often, plus an address
 * (and a name) for guests. Also the target of the results page's "Get new jobs like these by e-mail",
 * which posts the search on screen. A seeker over the limit is asked which alert to replace.
 */
import { attempt } from "@portal/contracts";
import {
  ALERT_FREQUENCIES,
  DEFAULT_ALERT_FREQUENCY,
  isAlertFrequency,
  parseSearchParams,
} from "@portal/domain";
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, goTo, refused } from "../ui/forms/form-action.server.ts";
import { ChoiceGroup, PageForm, SelectField, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/seeker-free-job-alert";

export const links = accountLinks;
export const meta = accountMeta("jobAlerts.create.title");

const EXPERIENCE_YEARS = Array.from({ length: 31 }, (_, years) => years);

export function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const user = context.session.user?.role === "seeker" ? context.session.user : null;
  // A search to start from (?search=query%3Djava%26location%3DPune, e.g. from a saved search).
  const search = new URL(request.url).searchParams.get("search") ?? "";
  const { request: from } = parseSearchParams(new URLSearchParams(search), context.site.id);
  return {
    csrfToken: context.session.csrfToken,
    email: user?.email ?? null,
    exampleCity: context.site.exampleCity,
    prefill: {
      query: from.query ?? [...(from.designations ?? []), ...(from.skills ?? [])].join(", "),
      location: (from.locations ?? []).join(", "),
      experience: from.experience === undefined ? "" : String(from.experience),
    },
  };
}

export const action = formAction(async ({ input, context, language }) => {
  const user = context.session.user?.role === "seeker" ? context.session.user : null;
  // The results page posts its canonical search; this form its own fields.
  const search =
    formText(input.search).trim() ||
    new URLSearchParams(
      Object.entries({
        query: formText(input.query).trim(),
        location: formText(input.location).trim(),
        experience: formText(input.experience).trim(),
      }).filter(([, value]) => value !== ""),
    ).toString();
  const frequency = isAlertFrequency(input.frequency) ? input.frequency : DEFAULT_ALERT_FREQUENCY;
  const created = await attempt(
    context.services.jobAlerts.create(
      user,
      { search, frequency, email: formText(input.email).trim(), name: formText(input.name).trim() },
      context.session.meta,
    ),
  );
  if (created.ok) return goTo(`/seeker/job-alert-success?id=${created.value.alert.id}`, language);
  if (created.error.messageKey === "alertLimit" && user) {
    return goTo(`/seeker/job-alert-replace?${new URLSearchParams({ search, frequency })}`, language);
  }
  return refused(input, created.error);
});

export default function FreeJobAlert({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { prefill, email } = loaderData;
  return (
    <div className="container page narrow account-page">
      <h1>{t("jobAlerts.create.title")}</h1>
      <p className="account-page__intro">{t("jobAlerts.create.intro")}</p>
      <PageForm
        csrfToken={loaderData.csrfToken}
        state={state}
        fields={["query", "location", "experience", "frequency", "email", "name"]}
      >
        <TextField
          name="query"
          label={t("jobAlerts.field.query")}
          saved={prefill.query}
          maxLength={200}
          dir="auto"
        />
        <TextField
          name="location"
          label={t("jobAlerts.field.location")}
          saved={prefill.location}
          hint={t("jobAlerts.field.locationHint", { city: loaderData.exampleCity })}
          maxLength={200}
          dir="auto"
        />
        <SelectField
          name="experience"
          label={t("jobAlerts.field.experience")}
          saved={prefill.experience}
          options={[
            { value: "", label: t("jobAlerts.field.experienceAny") },
            ...EXPERIENCE_YEARS.map((years) => ({
              value: String(years),
              label:
                years === 0
                  ? t("jobAlerts.field.experienceFresher")
                  : t("jobAlerts.field.experienceYears", { count: years }),
            })),
          ]}
        />
        <ChoiceGroup
          name="frequency"
          legend={t("jobAlerts.field.frequency")}
          options={ALERT_FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: t(`jobAlerts.frequency.${frequency}`),
          }))}
          saved={[DEFAULT_ALERT_FREQUENCY]}
        />
        {email ? (
          <p>{t("jobAlerts.create.seekerNote", { email })}</p>
        ) : (
          <>
            <TextField
              name="email"
              type="email"
              label={t("jobAlerts.field.email")}
              hint={t("jobAlerts.create.guestNote")}
              autoComplete="email"
              inputMode="email"
              dir="ltr"
            />
            <TextField
              name="name"
              label={t("jobAlerts.field.name")}
              autoComplete="name"
              maxLength={30}
              dir="auto"
            />
          </>
        )}
        <SubmitButton>{t("jobAlerts.create.submit")}</SubmitButton>
      </PageForm>
    </div>
  );
}
