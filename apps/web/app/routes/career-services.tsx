/**
 * Career services (/career-services, and /trex/career-services): the spec's four tiles with their tags
 * and texts, then the other services; each tile leads to its service page. Below them, "Request a
 * callback" (spec: callback request form) for anyone who would rather talk to an adviser first.
 */

import { attempt, problemsOf } from "@portal/contracts";
import { CAREER_SERVICE_PATHS, CAREER_SERVICE_TILES } from "@portal/domain";
import { data } from "react-router";
import { accountLinks } from "../features/accounts/account-page.ts";
import { defaultDiallingCode, diallingCodesFor } from "../features/accounts/phone-codes.ts";
import { CallbackForm } from "../features/leads/callback-form.tsx";
import { serviceTitle } from "../features/storefront/service-texts.ts";
import { ServiceTile } from "../features/storefront/service-tile.tsx";
import { storeMeta } from "../features/storefront/store-meta.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, saved } from "../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/career-services";

export const links = accountLinks;

export const meta = storeMeta("careerServices.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const catalogue = context.services.storefront.catalogue(context.site.id);
  const tiles = new Set<string>(CAREER_SERVICE_TILES.map((tile) => tile.serviceId));
  return {
    catalogue,
    csrfToken: context.session.csrfToken,
    siteId: context.site.id,
    siteCode: context.site.defaultDiallingCode,
    diallingCode: defaultDiallingCode(context.site.diallingPrefix),
    // The spec's tiles first, in its order; then the rest.
    order: [
      ...CAREER_SERVICE_TILES.map((tile) => tile.serviceId),
      ...catalogue.services.map((service) => service.serviceId).filter((id) => !tiles.has(id)),
    ],
  };
}

export const action = formAction(async ({ input, context }) => {
  const asked = await attempt(
    context.services.leads.requestCallback(
      context.session.user,
      context.site.id,
      input,
      context.session.meta,
    ),
  );
  if (!asked.ok)
    return data<FormState>(
      { form: "callback", values: visibleValues(input), problems: problemsOf(asked.error) },
      { status: asked.error.status },
    );
  return saved({}, { messageKey: "leads.callback.sent" });
});

export default function CareerServices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { catalogue, order } = loaderData;
  const state = actionData as FormState | undefined;
  const byId = new Map(catalogue.services.map((service) => [service.serviceId, service]));
  return (
    <div className="container page career-services">
      <h1>{t("careerServices.title")}</h1>
      <p className="account-page__intro">{t("careerServices.intro")}</p>
      <ul className="service-tiles">
        {order.map((serviceId) => {
          const service = byId.get(serviceId);
          return service ? (
            <ServiceTile key={serviceId} service={service} currency={catalogue.currency} />
          ) : null;
        })}
        <li className="service-tile">
          <h2 className="service-tile__title">
            <LocalLink to={CAREER_SERVICE_PATHS["resume-score"]}>{serviceTitle(t, "resume-score")}</LocalLink>
          </h2>
          <p>{t("careerServices.service.resume-score.tileText")}</p>
          <p className="service-tile__price">{t("careerServices.price.free")}</p>
        </li>
      </ul>
      {catalogue.tax && (
        <p className="account-page__aside">
          {t(catalogue.tax.inclusive ? "store.taxIncluded" : "store.taxAdded", {
            tax: t(`careerServices.tax.${catalogue.tax.name}` as MessageKey),
          })}
        </p>
      )}
      {state?.notice ? (
        <p className="form-notice" role="status">
          {t(state.notice.messageKey as MessageKey)}
        </p>
      ) : null}
      <CallbackForm
        // A new blank form after a request; what was typed stays when refused.
        key={state?.notice ? "sent" : "form"}
        csrfToken={loaderData.csrfToken}
        state={state?.notice ? undefined : state}
        codes={diallingCodesFor(loaderData.siteId, loaderData.siteCode)}
        diallingCode={loaderData.diallingCode}
      />
    </div>
  );
}
