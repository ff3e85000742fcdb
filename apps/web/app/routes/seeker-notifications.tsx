/**
 * The seeker's bell notifications (/seeker/notifications), newest first: what happened to which
 * application, a link to it, and plain forms to mark one or all read (features/bell/bell-action.server.ts).
 * Works without JavaScript.
 */

import type { BellNotification } from "@portal/contracts";
import { Form, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { applicationHref } from "../features/applications/apply-controls.tsx";
import { bellAction } from "../features/bell/bell-action.server.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import dashboardStyles from "../styles/dashboard.css?url";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-notifications";

export const links = () => [...accountLinks(), { rel: "stylesheet", href: dashboardStyles }];
export const meta = accountMeta("bell.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get("page")) || 1));
  const done = url.searchParams.get("done");
  return {
    csrfToken: context.session.csrfToken,
    list: await context.services.bell.list(user.id, page),
    done: done === "read" || done === "all" ? done : null,
  };
}

export const action = bellAction;

/** What happened, with the job's title and company isolated in the sentence (they keep their own direction). */
function NotificationText({ notification }: { notification: BellNotification }) {
  const { status } = notification.notice;
  const { job } = notification;
  return job ? (
    <Sentence
      message={`bell.status.${status}` as MessageKey}
      values={{ job: job.title, company: job.companyName }}
    />
  ) : (
    <Sentence message={`bell.statusGone.${status}` as MessageKey} />
  );
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t, formatDate, formatNumber } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { csrfToken, list, done } = loaderData;
  const problem = state?.problems[0];
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));

  return (
    <div className="container page narrow bell-page">
      <h1>{t("bell.title")}</h1>
      <p>{t("bell.intro")}</p>
      {problem && (
        <p className="form-summary" role="alert">
          {t(`accounts.msg.${problem.messageKey}` as MessageKey, problem.params)}
        </p>
      )}
      <p className="form-notice" role="status">
        {!problem && done === "all" ? t("bell.markedAllRead") : null}
        {!problem && done === "read" ? t("bell.markedRead") : null}
      </p>
      {list.total === 0 ? (
        <p className="empty-state">{t("bell.empty")}</p>
      ) : (
        <>
          <div className="bell-page__bar">
            <p>{t("bell.unreadSummary", { count: formatNumber(list.unread) })}</p>
            {list.unread > 0 && (
              <Form method="post">
                <input type="hidden" name="_csrf" value={csrfToken} />
                <input type="hidden" name="intent" value="read-all" />
                <input type="hidden" name="page" value={list.page} />
                <button type="submit" className="button button--outline">
                  {t("bell.markAllRead")}
                </button>
              </Form>
            )}
          </div>
          <ol className="bell-list">
            {list.notifications.map((notification) => {
              const isUnread = notification.readAt === null;
              return (
                <li
                  key={notification.id}
                  className={isUnread ? "bell-item bell-item--unread" : "bell-item"}
                  id={`notification-${notification.id}`}
                >
                  <p className="bell-item__text">
                    {isUnread && <span className="badge bell-item__new">{t("bell.new")}</span>}{" "}
                    <NotificationText notification={notification} />
                  </p>
                  <p className="bell-item__meta">
                    <time dateTime={notification.createdAt}>{formatDate(notification.createdAt)}</time>
                    {" · "}
                    <LocalLink to={applicationHref(notification.notice.applicationId)}>
                      {t("bell.openApplication")}
                    </LocalLink>
                  </p>
                  {isUnread && (
                    <Form method="post" className="bell-item__form">
                      <input type="hidden" name="_csrf" value={csrfToken} />
                      <input type="hidden" name="intent" value="read" />
                      <input type="hidden" name="id" value={notification.id} />
                      <input type="hidden" name="page" value={list.page} />
                      <button type="submit" className="button button--outline">
                        {t("bell.markRead")}
                      </button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ol>
          {pages > 1 && (
            <nav className="bell-page__pages" aria-label={t("bell.pagination")}>
              {list.page > 1 && (
                <LocalLink to={`/seeker/notifications?page=${list.page - 1}`}>{t("bell.newer")}</LocalLink>
              )}
              {list.page < pages && (
                <LocalLink to={`/seeker/notifications?page=${list.page + 1}`}>{t("bell.older")}</LocalLink>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
