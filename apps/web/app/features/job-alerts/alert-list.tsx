/**
 * A list of job alerts with what can be done to each: on the list page, change the frequency, pause or
 * resume, delete; on the replace page, pick the one to replace. Plain forms (with or without JavaScript);
 * every button's name starts with its visible word and says which alert it acts on.
 */
import { ALERT_FREQUENCIES } from "@portal/domain";
import { Form } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";
import type { AlertView } from "./alert-view.server.ts";

interface Hidden {
  csrfToken: string;
  /** A guest's manage token; absent for a seeker. */
  manage?: string | null;
  extra?: Record<string, string>;
}

function HiddenFields({ hidden, intent, id }: { hidden: Hidden; intent: string; id: string }) {
  return (
    <>
      <input type="hidden" name="_csrf" value={hidden.csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {hidden.manage && <input type="hidden" name="manage" value={hidden.manage} />}
      {Object.entries(hidden.extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function Subject({ label }: { label: string }) {
  return (
    <span className="visually-hidden">
      {" "}
      (<bdi>{label}</bdi>)
    </span>
  );
}

export function AlertList({
  alerts,
  hidden,
  mode,
}: {
  alerts: readonly AlertView[];
  hidden: Hidden;
  mode: "manage" | "replace";
}) {
  const { t, formatDate } = useI18n();
  return (
    <ul className="saved-list job-alert-list">
      {alerts.map((alert) => (
        <li key={alert.id} className="saved-item">
          <h2 className="saved-item__name">
            <LocalLink to={`/search/results?${alert.search}`} dir="auto">
              {alert.label}
            </LocalLink>
          </h2>
          <p className="saved-item__summary">
            {t(`jobAlerts.frequency.${alert.frequency}`)} · {t(alert.statusKey)}
          </p>
          <p className="saved-item__date">
            {alert.lastSentAt
              ? t("jobAlerts.list.lastSent", { date: formatDate(alert.lastSentAt) })
              : t("jobAlerts.list.neverSent")}
            {alert.nextEmailAt &&
              ` · ${t("jobAlerts.list.nextEmail", { date: formatDate(alert.nextEmailAt) })}`}
          </p>
          <div className="saved-item__actions">
            {mode === "replace" ? (
              <Form method="post">
                <HiddenFields hidden={hidden} intent="replace" id={alert.id} />
                <button type="submit" className="button button--primary">
                  {t("jobAlerts.replace.submit")}
                  <Subject label={alert.label} />
                </button>
              </Form>
            ) : (
              <>
                <Form method="post" className="job-alert-frequency">
                  <HiddenFields hidden={hidden} intent="frequency" id={alert.id} />
                  <label htmlFor={`frequency-${alert.id}`} className="visually-hidden">
                    {t("jobAlerts.list.frequencyLabel")} (<bdi>{alert.label}</bdi>)
                  </label>
                  <select id={`frequency-${alert.id}`} name="frequency" defaultValue={alert.frequency}>
                    {ALERT_FREQUENCIES.map((frequency) => (
                      <option key={frequency} value={frequency}>
                        {t(`jobAlerts.frequency.${frequency}`)}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="button button--outline">
                    {t("jobAlerts.list.change")}
                    <Subject label={alert.label} />
                  </button>
                </Form>
                {(alert.canPause || alert.isPaused) && (
                  <Form method="post">
                    <HiddenFields
                      hidden={hidden}
                      intent={alert.isPaused ? "resume" : "pause"}
                      id={alert.id}
                    />
                    <button type="submit" className="link-button">
                      {t(alert.isPaused ? "jobAlerts.list.resume" : "jobAlerts.list.pause")}
                      <Subject label={alert.label} />
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <HiddenFields hidden={hidden} intent="delete" id={alert.id} />
                  <button type="submit" className="link-button">
                    {t("jobAlerts.list.delete")}
                    <Subject label={alert.label} />
                  </button>
                </Form>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
