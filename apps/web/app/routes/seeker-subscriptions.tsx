/**
 * The seeker's career services (/seeker/subscriptions, user menu "Subscriptions"; spec: subscriptions,
 * fetch seeker services): running ones first, each with what it does, when it runs (in the site's time
 * zone), what is left, its order, and a way to renew or buy it again. A running Profile Highlighter
 * (or Career Booster) also offers its designed resume, in either template.
 */
import { CAREER_SERVICE_PATHS, dateTimeFormat, isWrittenService } from "@portal/domain";
import { Fragment } from "react";
import { accountLinks, requireUser } from "../features/accounts/account-page.ts";
import { serviceTitle } from "../features/storefront/service-texts.ts";
import { storeMeta } from "../features/storefront/store-meta.ts";
import {
  DESIGNED_RESUME_PATH,
  includesDesignedResume,
  RESUME_TEMPLATES,
} from "../features/subscriptions/designed-resume.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { LocalLink, useLocalHref } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-subscriptions";

export const links = accountLinks;
export const meta = storeMeta("store.subs.title", { noindex: true });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  return {
    services: await context.services.subscriptions.list(seeker),
    timeZone: context.site.timeZone,
  };
}

export default function SeekerSubscriptions({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const localHref = useLocalHref();
  const { services, timeZone } = loaderData;
  const moment = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
  return (
    <div className="container page narrow account-page subscriptions-page">
      <h1>{t("store.subs.title")}</h1>
      <p className="account-page__intro">{t("store.subs.intro")}</p>
      {services.length === 0 ? (
        <p>
          {t("store.subs.none")} <LocalLink to="/career-services">{t("store.subs.browse")}</LocalLink>
        </p>
      ) : (
        <ul className="order-list">
          {services.map((service) => {
            const title = serviceTitle(t, service.serviceId);
            const isPeriod = service.marks.length > 0;
            return (
              <li key={service.id} className="order-card">
                <h2 className="order-card__title">
                  <LocalLink to={CAREER_SERVICE_PATHS[service.serviceId]}>{title}</LocalLink>
                </h2>
                <p className="order-card__facts">
                  <span className={`order-status subscription-state--${service.state}`}>
                    {service.endedReason === "refunded"
                      ? t("store.subs.refunded")
                      : t(`store.subs.state.${service.state}` as MessageKey)}
                  </span>
                  {service.daysLeft !== null ? (
                    <> · {t("store.subs.daysLeft", { count: service.daysLeft })}</>
                  ) : null}
                </p>
                {service.state !== "ended"
                  ? service.marks.map((mark) => (
                      <p key={mark}>{t(`store.subs.mark.${mark}` as MessageKey)}</p>
                    ))
                  : null}
                {includesDesignedResume(service) ? (
                  <p className="order-card__facts">
                    {t("store.subs.designed.intro")}{" "}
                    {RESUME_TEMPLATES.map((template, index) => (
                      <Fragment key={template}>
                        {index > 0 ? " · " : null}
                        {/* Downloads, not pages: plain links, so the router does not try to render them. */}
                        <a href={localHref(`${DESIGNED_RESUME_PATH}?template=${template}`)} download>
                          {t(`store.subs.designed.${template}`)}
                        </a>
                      </Fragment>
                    ))}
                  </p>
                ) : null}
                {service.state === "in-progress" ? <p>{t("store.subs.inProgress")}</p> : null}
                {isWrittenService(service.serviceId) ? (
                  <p>
                    <LocalLink to={`/seeker/services/${service.id}`} className="button button--outline">
                      {t("writing.open")}
                    </LocalLink>
                  </p>
                ) : service.serviceId === "mock-interview" ? (
                  <p>
                    <LocalLink
                      to={`/seeker/mock-interviews/${service.id}`}
                      className="button button--outline"
                    >
                      {t("interviews.open")}
                    </LocalLink>
                  </p>
                ) : null}
                <p>
                  {service.endsAt
                    ? t("store.subs.period", { start: moment(service.startsAt), end: moment(service.endsAt) })
                    : t("store.subs.since", { start: moment(service.startsAt) })}
                </p>
                {service.dueAt && service.state === "in-progress" ? (
                  <p>{t("store.subs.due", { date: moment(service.dueAt) })}</p>
                ) : null}
                {service.revisionsAllowed !== null ? (
                  <p>
                    {t("store.subs.revisions", {
                      count: Math.max(0, service.revisionsAllowed - service.revisionsUsed),
                      total: service.revisionsAllowed,
                    })}
                  </p>
                ) : null}
                <p className="order-card__facts">
                  <LocalLink to={`/seeker/orders/${service.orderId}`}>
                    {t("store.orders.number", { number: service.orderNumber })}
                  </LocalLink>
                  {isPeriod && service.state !== "scheduled" ? (
                    <>
                      {" · "}
                      <LocalLink
                        to={CAREER_SERVICE_PATHS[service.serviceId]}
                        aria-label={t(
                          service.state === "ended" ? "store.subs.buyAgainNamed" : "store.subs.renewNamed",
                          {
                            service: title,
                          },
                        )}
                      >
                        {service.state === "ended" ? t("store.subs.buyAgain") : t("store.subs.renew")}
                      </LocalLink>
                    </>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
