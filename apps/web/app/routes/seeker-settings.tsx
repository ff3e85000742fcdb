/**
 * The seeker's settings (/seeker/settings, user menu "Settings"): notifications by kind and channel, the
 * language we write in, privacy (whether recruiters may find the profile in candidate search, and
 * companies it is kept from, found by name with a GET form), the devices logged in, the data download
 * and the way to deleting the account. Every change is a plain form post: it works without JavaScript.
 */
import { attempt, type FormInput, type NotificationPreferencesChange, problemsOf } from "@portal/contracts";
import { isLanguage, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from "@portal/domain";
import { data, Form, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import {
  DataSection,
  LanguageSection,
  NotificationsSection,
  SessionsSection,
} from "../features/accounts/settings-sections.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/seeker-settings";

export const links = accountLinks;
export const meta = accountMeta("settings.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  const url = new URL(request.url);
  const companyName = (url.searchParams.get("company") ?? "").trim().slice(0, 100);
  const [privacy, preferences, sessions, choices] = await Promise.all([
    context.services.candidates.privacy(seeker),
    context.services.notificationPreferences.get(seeker),
    context.services.accounts.listSessions(seeker, context.session.sessionId),
    companyName ? context.services.candidates.findCompanies(seeker, companyName) : Promise.resolve(null),
  ]);
  const language = isLanguage(seeker.language) ? seeker.language : "en";
  return {
    privacy,
    preferences,
    sessions,
    language,
    companyName,
    choices,
    csrfToken: context.session.csrfToken,
  };
}

/** The grid's boxes as a change of every kind and channel (an unticked box is not sent: off). */
function preferencesFrom(input: FormInput): NotificationPreferencesChange {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [channel, formText(input[`${kind}.${channel}`]) !== ""]),
      ),
    ]),
  );
}

const SAVED_NOTICE: Record<string, string> = {
  notifications: "settings.notifications.saved",
  language: "settings.language.saved",
  "end-session": "settings.sessions.ended",
  visibility: "settings.saved",
  block: "settings.blocked",
  unblock: "settings.unblocked",
};
const FORM_OF: Record<string, string> = {
  "end-session": "sessions",
  block: "companies",
  unblock: "companies",
};

export const action = formAction(async ({ input, context, request, language }) => {
  const seeker = requireUser(context, request, language, "seeker");
  const intent = formText(input.intent);
  const companyId = Number(formText(input.companyId));
  const services = context.services;
  const change: Promise<unknown> | null =
    intent === "notifications"
      ? services.notificationPreferences.set(seeker, preferencesFrom(input))
      : intent === "language"
        ? services.accounts.setLanguage(seeker, formText(input.language))
        : intent === "end-session"
          ? services.accounts.endSession(seeker, formText(input.sessionId))
          : intent === "visibility"
            ? services.candidates.setVisible(seeker, formText(input.visibleToRecruiters) === "on")
            : intent === "block"
              ? services.candidates.blockCompany(seeker, companyId)
              : intent === "unblock"
                ? services.candidates.unblockCompany(seeker, companyId)
                : null;
  const form = FORM_OF[intent] ?? intent;
  if (!change)
    return data<FormState>({ form, values: {}, problems: [{ messageKey: "invalidValue" }] }, { status: 400 });
  const outcome = await attempt(change);
  if (!outcome.ok) {
    return data<FormState>(
      { form, values: {}, problems: problemsOf(outcome.error) },
      { status: outcome.error.status },
    );
  }
  return data<FormState>({
    form,
    values: {},
    problems: [],
    notice: { messageKey: SAVED_NOTICE[intent] ?? "settings.saved" },
  });
});

export default function SeekerSettings({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { privacy, preferences, sessions, language, companyName, choices, csrfToken } = loaderData;
  const blockedIds = new Set(privacy.blockedCompanies.map((company) => company.companyId));
  return (
    <div className="container page narrow account-page seeker-settings">
      <h1>{t("settings.title")}</h1>
      <NotificationsSection csrfToken={csrfToken} state={state} preferences={preferences} />
      <LanguageSection csrfToken={csrfToken} state={state} language={language} />
      <section aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{t("settings.privacy")}</h2>
        <PageForm csrfToken={csrfToken} state={state} fields={[]} id="visibility" intent="visibility">
          <div className="field field--check">
            <input
              type="checkbox"
              id="visible-to-recruiters"
              name="visibleToRecruiters"
              defaultChecked={privacy.visibleToRecruiters}
              aria-describedby="visible-to-recruiters-hint"
            />
            <label htmlFor="visible-to-recruiters">{t("settings.visible")}</label>
          </div>
          <p className="field__hint" id="visible-to-recruiters-hint">
            {t("settings.visibleHint")}
          </p>
          <SubmitButton isBlock={false}>{t("settings.save")}</SubmitButton>
        </PageForm>
      </section>

      <section aria-labelledby="blocked-heading">
        <h2 id="blocked-heading">{t("settings.blockedHeading")}</h2>
        <p>{t("settings.blockedIntro")}</p>
        <PageForm
          csrfToken={csrfToken}
          state={state}
          fields={[]}
          id="companies"
          intent="unblock"
          label={t("settings.blockedHeading")}
        >
          {privacy.blockedCompanies.length === 0 ? (
            <p>{t("settings.noneBlocked")}</p>
          ) : (
            <ul className="hidden-list">
              {privacy.blockedCompanies.map((company) => (
                <li key={company.companyId}>
                  <span className="hidden-list__name" dir="auto">
                    {company.name}
                  </span>
                  <span className="saved-item__date">
                    {t("settings.blockedOn", { date: formatDate(company.blockedAt) })}
                  </span>
                  <button
                    type="submit"
                    name="companyId"
                    value={company.companyId}
                    formNoValidate
                    className="button button--outline button--small"
                    aria-label={t("settings.unblockLabel", { name: company.name })}
                  >
                    {t("settings.unblock")}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </PageForm>

        <Form method="get" className="account-form" role="search" aria-label={t("settings.findCompany")}>
          <div className="field">
            <label htmlFor="company-name">{t("settings.companyName")}</label>
            <input
              id="company-name"
              name="company"
              defaultValue={companyName}
              maxLength={100}
              dir="auto"
              minLength={2}
            />
          </div>
          <button type="submit" className="button button--outline">
            {t("settings.findCompany")}
          </button>
        </Form>
        {choices !== null &&
          (choices.length === 0 ? (
            <p role="status">{t("settings.noCompany", { name: companyName })}</p>
          ) : (
            <ul className="hidden-list" aria-label={t("settings.choices")}>
              {choices.map((company) => (
                <li key={company.companyId}>
                  <span className="hidden-list__name" dir="auto">
                    {company.name}
                    {company.city && (
                      <>
                        {" · "}
                        <bdi>{company.city}</bdi>
                      </>
                    )}
                  </span>
                  {blockedIds.has(company.companyId) ? (
                    <span>{t("settings.alreadyBlocked")}</span>
                  ) : (
                    <PageForm
                      csrfToken={csrfToken}
                      state={undefined}
                      fields={[]}
                      id={`block-${company.companyId}`}
                      intent="block"
                      hidden={{ companyId: String(company.companyId) }}
                      label={t("settings.blockLabel", { name: company.name })}
                    >
                      <SubmitButton isBlock={false} variant="outline">
                        {t("settings.block")}
                      </SubmitButton>
                    </PageForm>
                  )}
                </li>
              ))}
            </ul>
          ))}
      </section>
      <SessionsSection csrfToken={csrfToken} state={state} sessions={sessions} />
      <DataSection />
    </div>
  );
}
