/**
 * Staff: callback requests and internal leads (/staff/leads; the leads area). Newest first, narrowed to a
 * status by a plain link; each lead's status and note saved by its own form; a lead written down by hand
 * (spec: internal-lead form create, get, save). All plain forms: they work without JavaScript.
 */
import { attempt, type Lead, problemsOf } from "@portal/contracts";
import { dateTimeFormat, LEAD_NOTE_MAX, LEAD_STATUSES, type LeadStatus } from "@portal/domain";
import { data } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { defaultDiallingCode, diallingCodesFor } from "../features/accounts/phone-codes.ts";
import { CallbackFields } from "../features/leads/callback-form.tsx";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SelectField, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { Pager } from "../ui/pager.tsx";
import type { Route } from "./+types/staff-leads";

export const links = accountLinks;
export const meta = accountMeta("leads.staff.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  const query = new URL(request.url).searchParams;
  const status = LEAD_STATUSES.find((known) => known === query.get("status")) ?? null;
  const page = Math.max(1, Math.min(1000, Number(query.get("page")) || 1));
  return {
    status,
    list: await context.services.leads.list(staff, { status, page }),
    csrfToken: context.session.csrfToken,
    siteId: context.site.id,
    siteCode: context.site.defaultDiallingCode,
    diallingCode: defaultDiallingCode(context.site.diallingPrefix),
  };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const staff = requireUser(context, request, language, "staff");
  const { leads } = context.services;
  if (formText(input.intent) === "add") {
    const added = await attempt(leads.create(staff, context.site.id, input));
    if (!added.ok)
      return data<FormState>(
        { form: "add", values: visibleValues(input), problems: problemsOf(added.error) },
        { status: added.error.status },
      );
    return saved({}, { messageKey: "leads.staff.added" }, "add");
  }
  const id = formText(input.id);
  const changed = await attempt(
    leads.save(staff, id, { status: formText(input.status), note: formText(input.note) }),
  );
  if (!changed.ok)
    return data<FormState>(
      { form: `lead-${id}`, values: visibleValues(input), problems: problemsOf(changed.error) },
      { status: changed.error.status },
    );
  return saved({}, { messageKey: "leads.staff.saved" }, `lead-${id}`);
});

function LeadCard({
  lead,
  csrfToken,
  state,
}: {
  lead: Lead;
  csrfToken: string;
  state: FormState | undefined;
}) {
  const { t, locale } = useI18n();
  const at = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(
    new Date(lead.createdAt),
  );
  const number = `+${lead.diallingCode} ${lead.mobileNumber}`;
  const formId = `lead-${lead.id}`;
  return (
    <li className="order-card">
      <p className="order-card__facts">
        <time dateTime={lead.createdAt}>{at} UTC</time> ·{" "}
        {t(`leads.staff.source.${lead.source}` as MessageKey)} · {lead.siteId}
      </p>
      <p>
        <a href={`tel:+${lead.diallingCode}${lead.mobileNumber}`} dir="ltr">
          {number}
        </a>
        {lead.name ? (
          <>
            {" "}
            · <span dir="auto">{lead.name}</span>
          </>
        ) : null}
      </p>
      <p>
        {t(`leads.topic.${lead.topic}` as MessageKey)} · {t(`leads.time.${lead.preferredTime}` as MessageKey)}
        {lead.handledBy ? <> · {t("leads.staff.handledBy", { name: lead.handledBy })}</> : null}
      </p>
      <PageForm
        id={formId}
        intent="save"
        hidden={{ id: lead.id }}
        csrfToken={csrfToken}
        state={state?.form === formId ? state : undefined}
        fields={["status", "note"]}
        label={t("leads.staff.saveNamed", { number })}
        className="inline-form"
      >
        <SelectField
          name="status"
          label={t("leads.staff.status")}
          saved={lead.status}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`leads.status.${status}`) }))}
        />
        <TextField
          name="note"
          label={t("leads.staff.note")}
          saved={lead.note}
          multiline
          rows={2}
          maxLength={LEAD_NOTE_MAX}
          dir="auto"
        />
        <SubmitButton variant="outline" isBlock={false}>
          {t("leads.staff.save")}
        </SubmitButton>
      </PageForm>
    </li>
  );
}

export default function StaffLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { status, list, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  const statusHref = (value: LeadStatus | null) => `/staff/leads${value ? `?status=${value}` : ""}`;
  const added = state?.stage === "add" && state.notice;
  return (
    <div className="container page account-page">
      <h1>{t("leads.staff.title")}</h1>
      <p className="account-page__intro">{t("leads.staff.intro")}</p>
      {/* At page level: a saved lead may leave the list it was saved from (a new one marked contacted). */}
      {state?.stage?.startsWith("lead-") && state.notice ? (
        <p className="form-notice" role="status">
          {t(state.notice.messageKey as MessageKey)}
        </p>
      ) : null}
      <nav aria-label={t("leads.staff.status")}>
        <ul className="inline-links">
          {[null, ...LEAD_STATUSES].map((value) => (
            <li key={value ?? "all"}>
              <LocalLink to={statusHref(value)} aria-current={value === status ? "page" : undefined}>
                {value ? t(`leads.status.${value}`) : t("leads.staff.all")}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      {list.leads.length === 0 ? (
        <p>{t("leads.staff.none")}</p>
      ) : (
        <ol className="order-list">
          {list.leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} csrfToken={csrfToken} state={state} />
          ))}
        </ol>
      )}
      <Pager
        page={list.page}
        pages={Math.max(1, Math.ceil(list.total / list.pageSize))}
        href={(page) => `${statusHref(status)}${status ? "&" : "?"}page=${page}`}
      />
      <section aria-labelledby="lead-add">
        <h2 id="lead-add">{t("leads.staff.add")}</h2>
        {added ? (
          <p className="form-notice" role="status">
            {t(state.notice?.messageKey as MessageKey)}
          </p>
        ) : null}
        <PageForm
          key={added ? "added" : "add"}
          id="add"
          intent="add"
          csrfToken={csrfToken}
          state={state?.form === "add" ? state : undefined}
          fields={["name", "mobile", "topic", "time"]}
          label={t("leads.staff.add")}
          className="account-form"
        >
          <CallbackFields
            codes={diallingCodesFor(loaderData.siteId, loaderData.siteCode)}
            diallingCode={loaderData.diallingCode}
            isOwnDetails={false}
          />
          <SubmitButton isBlock={false}>{t("leads.staff.add")}</SubmitButton>
        </PageForm>
      </section>
    </div>
  );
}
