/**
 * Parts of the seeker's settings page that are about the account itself: which notifications by which
 * channel, the language we write in, the devices logged in, the data download and the way to deletion.
 * Each is a plain form post (or link), so the page works without JavaScript.
 */
import type { SessionSummary } from "@portal/contracts";
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  LANGUAGES,
  type Language,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
} from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { PageForm, SubmitButton } from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";
import { LANGUAGE_NAMES } from "../../ui/language-switch.tsx";
import { LocalLink } from "../../ui/local-link.tsx";
import { deviceName } from "./device-name.ts";

interface FormProps {
  csrfToken: string;
  state: FormState | undefined;
}

export function NotificationsSection({
  csrfToken,
  state,
  preferences,
}: FormProps & { preferences: NotificationPreferences }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">{t("settings.notifications.heading")}</h2>
      <p>{t("settings.notifications.intro")}</p>
      <PageForm csrfToken={csrfToken} state={state} fields={[]} id="notifications" intent="notifications">
        <table className="settings-grid">
          <thead>
            <tr>
              <th scope="col">{t("settings.notifications.kind")}</th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th scope="col" key={channel}>
                  {t(`settings.notifications.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">
                  <span className="settings-grid__label">{t(`settings.notifications.${kind}`)}</span>
                  <span className="settings-grid__label field__hint">
                    {t(`settings.notifications.${kind}Hint`)}
                  </span>
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      name={`${kind}.${channel}`}
                      defaultChecked={preferences[kind][channel]}
                      aria-label={t("settings.notifications.label", {
                        kind: t(`settings.notifications.${kind}`),
                        channel: t(`settings.notifications.${channel}`),
                      })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <SubmitButton isBlock={false}>{t("settings.save")}</SubmitButton>
      </PageForm>
    </section>
  );
}

export function LanguageSection({ csrfToken, state, language }: FormProps & { language: Language }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="language-heading">
      <h2 id="language-heading">{t("settings.language.heading")}</h2>
      <PageForm csrfToken={csrfToken} state={state} fields={[]} id="language" intent="language">
        <div className="field">
          <label htmlFor="message-language">{t("settings.language.label")}</label>
          <select id="message-language" name="language" defaultValue={language}>
            {LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton isBlock={false}>{t("settings.save")}</SubmitButton>
      </PageForm>
    </section>
  );
}

export function SessionsSection({ csrfToken, state, sessions }: FormProps & { sessions: SessionSummary[] }) {
  const { t, formatDate } = useI18n();
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t("settings.sessions.heading")}</h2>
      <PageForm
        csrfToken={csrfToken}
        state={state}
        fields={[]}
        id="sessions"
        intent="end-session"
        label={t("settings.sessions.heading")}
      >
        <ul className="hidden-list">
          {sessions.map((session) => (
            <li key={session.id}>
              <span className="hidden-list__name">
                <bdi>{deviceName(session.userAgent) ?? t("settings.sessions.unknownDevice")}</bdi>
                {session.isCurrent && <strong> · {t("settings.sessions.current")}</strong>}
              </span>
              <span className="saved-item__date">
                {t("settings.sessions.lastSeen", { date: formatDate(session.lastSeenAt) })}
              </span>
              {!session.isCurrent && (
                <button
                  type="submit"
                  name="sessionId"
                  value={session.id}
                  formNoValidate
                  className="button button--outline button--small"
                  aria-label={t("settings.sessions.endLabel", { date: formatDate(session.lastSeenAt) })}
                >
                  {t("settings.sessions.end")}
                </button>
              )}
            </li>
          ))}
        </ul>
      </PageForm>
      <p>
        <LocalLink to="/rio/sign-out">{t("settings.sessions.everywhere")}</LocalLink>
      </p>
    </section>
  );
}

export function DataSection() {
  const { t } = useI18n();
  return (
    <>
      <section aria-labelledby="data-heading">
        <h2 id="data-heading">{t("settings.data.heading")}</h2>
        <p>{t("settings.data.intro")}</p>
        {/* A plain download: the API answers the ZIP as an attachment. */}
        <a className="button button--outline" href="/api/account/export" download>
          {t("settings.data.download")}
        </a>
      </section>
      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("settings.delete.heading")}</h2>
        <p>{t("settings.delete.intro", { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
        <LocalLink to="/seeker/delete-account" className="button button--outline button--danger">
          {t("settings.delete.open")}
        </LocalLink>
      </section>
    </>
  );
}
