/**
 * Staff: the audit log (/staff/audit-log). Every staff action, newest first: who, which area, what, on
 * what, the details that matter, and when; narrowed to one area by a plain link (no JavaScript needed).
 */
import { dateTimeFormat, STAFF_AREAS, type StaffArea } from "@portal/domain";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { Pager } from "../ui/pager.tsx";
import type { Route } from "./+types/staff-audit-log";

export const links = accountLinks;
export const meta = accountMeta("staff.audit.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  const query = new URL(request.url).searchParams;
  const area = STAFF_AREAS.find((known) => known === query.get("area")) ?? null;
  const page = Math.max(1, Math.min(1000, Number(query.get("page")) || 1));
  return { area, log: await context.services.staffConsole.auditLog(staff, { area, page }) };
}

const KNOWN_ACTIONS = new Set([
  "ecash.grant",
  "order.refund",
  "order.refund-failed",
  "order.resend-receipt",
  "promo.create",
  "promo.end",
  "price.change",
  "job.approve",
  "job.keep",
  "job.reject",
  "message.release",
  "message.refuse",
  "writing.assign",
  "draft.deliver",
  "service.message",
  "slot.add",
  "slot.remove",
  "interview.cancel",
  "interview.feedback",
  "interview.reassign",
  "document.add",
  "lead.create",
  "lead.save",
]);

export default function StaffAuditLog({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { area, log } = loaderData;
  // In UTC: staff across the sites' time zones read one clock.
  const moment = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(
      new Date(iso),
    );
  const areaHref = (value: StaffArea | null) => `/staff/audit-log${value ? `?area=${value}` : ""}`;
  return (
    <div className="container page account-page">
      <h1>{t("staff.audit.title")}</h1>
      <p className="account-page__intro">{t("staff.audit.intro")}</p>
      <nav aria-label={t("staff.audit.areas")}>
        <ul className="inline-links">
          {[null, ...STAFF_AREAS].map((value) => (
            <li key={value ?? "all"}>
              <LocalLink to={areaHref(value)} aria-current={value === area ? "page" : undefined}>
                {value ? t(`staff.area.${value}` as MessageKey) : t("staff.audit.all")}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      {log.entries.length === 0 ? (
        <p>{t("staff.audit.none")}</p>
      ) : (
        <ol className="order-list">
          {log.entries.map((entry) => (
            <li key={entry.id} className="order-card">
              <p className="order-card__facts">
                <time dateTime={entry.at}>{moment(entry.at)} UTC</time> · {entry.staffName} ·{" "}
                {t(`staff.area.${entry.area}` as MessageKey)}
              </p>
              <p>
                <strong>
                  {KNOWN_ACTIONS.has(entry.action)
                    ? t(`staff.action.${entry.action}` as MessageKey)
                    : entry.action}
                </strong>{" "}
                <span dir="auto">{entry.target}</span>
              </p>
              {Object.keys(entry.details).length > 0 ? (
                <dl className="cart-item__lines">
                  {Object.entries(entry.details).map(([key, value]) => (
                    <div key={key} className="cart-item__line">
                      <dt>{key}</dt>
                      <dd dir="auto">{String(value)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={log.page}
        pages={Math.max(1, Math.ceil(log.total / log.pageSize))}
        href={(page) => `${areaHref(area)}${area ? "&" : "?"}page=${page}`}
      />
    </div>
  );
}
