/**
 * Staff: fulfilment (/staff/fulfilment). Fulfilment staff see every resume and LinkedIn profile to write,
 * soonest due first, with its stage, due date and writer; they narrow it to late or unassigned work by a
 * plain link and assign a writer from the row. A writer sees only their own work. Times in UTC.
 */
import { FULFILMENT_FILTERS, type FulfilmentFilter } from "@portal/contracts";
import { dateTimeFormat } from "@portal/domain";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { serviceTitle } from "../features/storefront/service-texts.ts";
import { AssignWriterForm } from "../features/writing/assign-writer-form.tsx";
import { writingAction } from "../features/writing/writing-action.server.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/staff-fulfilment";

export const links = accountLinks;
export const meta = accountMeta("fulfilment.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  const asked = new URL(request.url).searchParams.get("filter");
  const filter: FulfilmentFilter = FULFILMENT_FILTERS.find((known) => known === asked) ?? "open";
  return {
    filter,
    queue: await context.services.writing.queue(staff, filter),
    csrfToken: context.session.csrfToken,
  };
}

export const action = writingAction("staff");

export default function StaffFulfilment({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { filter, queue, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  const moment = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(
      new Date(iso),
    );
  return (
    <div className="container page account-page">
      <h1>{t("fulfilment.title")}</h1>
      <p className="account-page__intro">
        {queue.canAssign ? t("fulfilment.intro") : t("fulfilment.mineIntro")}
      </p>
      <nav aria-label={t("fulfilment.filters")}>
        <ul className="inline-links">
          {FULFILMENT_FILTERS.filter((value) => queue.canAssign || value !== "unassigned").map((value) => (
            <li key={value}>
              <LocalLink
                to={`/staff/fulfilment${value === "open" ? "" : `?filter=${value}`}`}
                aria-current={value === filter ? "page" : undefined}
              >
                {t(`fulfilment.filter.${value}` as MessageKey)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* An assigned row may leave the list (the unassigned filter): its notice is the page's. */}
      {state?.notice ? (
        <p className="form-notice" role="status">
          {t(state.notice.messageKey as MessageKey)}
        </p>
      ) : null}
      {queue.rows.length === 0 ? (
        <p>{t("fulfilment.none")}</p>
      ) : (
        <ul className="order-list">
          {queue.rows.map((row) => (
            <li key={row.id} className="order-card">
              <h2 className="order-card__title">
                <LocalLink to={`/staff/fulfilment/${row.id}`}>
                  {serviceTitle(t, row.serviceId)} · {t("writing.order", { order: row.orderNumber })}
                </LocalLink>
              </h2>
              <p className="order-card__facts">
                <bdi>{t("writing.seeker", { name: row.seekerName })}</bdi> ·{" "}
                {t(`writing.stage.${row.stage}` as MessageKey)}
                {row.isLate ? (
                  <>
                    {" "}
                    <strong className="status-badge status-badge--rejected">{t("writing.late")}</strong>
                  </>
                ) : null}
              </p>
              <p className="order-card__facts">
                {row.dueAt ? <>{t("writing.due", { date: `${moment(row.dueAt)} UTC` })} · </> : null}
                {t("fulfilment.paid", { date: `${moment(row.paidAt)} UTC` })}
              </p>
              {queue.canAssign && row.stage !== "approved" && row.stage !== "refunded" ? (
                <AssignWriterForm
                  serviceId={row.id}
                  orderNumber={row.orderNumber}
                  writers={queue.writers}
                  current={row.assignee?.id ?? null}
                  csrfToken={csrfToken}
                  state={state?.notice ? undefined : state}
                />
              ) : row.assignee ? (
                <p>
                  <bdi>{t("writing.writer", { name: row.assignee.name })}</bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
