/**
 * One career service (the spec's premiumservices paths: /featured-profile-services, /resume-services,
 * /career-booster, /profile-highlighter, /linkedin-profile-makeover, /mock-interview; the free resume
 * score has a page of its own, routes/resume-score.tsx):
 * what it is, its benefits, its plans with prices in the site's currency, add-ons with what they add,
 * FAQ, and "Add to cart" (a plain form: it works without JavaScript, for guests too).
 */
import { attempt } from "@portal/contracts";
import { CAREER_SERVICE_PATHS, type CareerServiceId, splitLanguage } from "@portal/domain";
import { accountLinks } from "../features/accounts/account-page.ts";
import { writingCartOwner } from "../features/storefront/cart-owner.server.ts";
import { addOnName, planLabel, serviceTitle } from "../features/storefront/service-texts.ts";
import { storeMeta } from "../features/storefront/store-meta.ts";
import { useMoney } from "../features/storefront/use-money.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, goTo, refused } from "../ui/forms/form-action.server.ts";
import { ChoiceGroup, PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/career-service";

export const links = accountLinks;
export const meta = storeMeta((data) => {
  const serviceId = (data as { service?: { serviceId: string } } | undefined)?.service?.serviceId;
  return (serviceId ? `careerServices.service.${serviceId}.title` : "careerServices.title") as MessageKey;
});

const FAQS = [1, 2, 3] as const;
const BENEFITS = [1, 2, 3, 4] as const;

function serviceIdOf(request: Request): CareerServiceId | null {
  const { path } = splitLanguage(new URL(request.url).pathname);
  const found = Object.entries(CAREER_SERVICE_PATHS).find(([, servicePath]) => servicePath === path);
  return found ? (found[0] as CareerServiceId) : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const serviceId = serviceIdOf(request);
  const catalogue = context.services.storefront.catalogue(context.site.id);
  const service = catalogue.services.find((entry) => entry.serviceId === serviceId);
  if (!service) throw notFound();
  return { service, currency: catalogue.currency, tax: catalogue.tax, csrfToken: context.session.csrfToken };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const { owner, setCookie } = writingCartOwner(context, request);
  const addOnIds = Array.isArray(input.addOnIds) ? input.addOnIds : input.addOnIds ? [input.addOnIds] : [];
  const outcome = await attempt(
    context.services.storefront.add(owner, context.site.id, { planId: formText(input.planId), addOnIds }),
  );
  if (!outcome.ok) return refused(input, outcome.error);
  return goTo(
    "/cart?notice=added",
    language,
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
});

export default function CareerService({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const money = useMoney();
  const { service, currency, tax, csrfToken } = loaderData;
  const id = service.serviceId;
  const addOns = [
    ...new Map(service.plans.flatMap((plan) => plan.addOns).map((addOn) => [addOn.id, addOn])).values(),
  ];
  return (
    <div className="container page narrow career-service">
      <p className="account-page__aside">
        <LocalLink to="/career-services">{t("store.allServices")}</LocalLink>
      </p>
      <h1>{serviceTitle(t, id)}</h1>
      <p className="account-page__intro">{t(`careerServices.service.${id}.about` as MessageKey)}</p>
      <section aria-labelledby="service-benefits">
        <h2 id="service-benefits">{t("store.benefits")}</h2>
        <ul className="service-benefits">
          {BENEFITS.map((n) => (
            <li key={n}>{t(`careerServices.service.${id}.benefit${n}` as MessageKey)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="service-plans">
        <h2 id="service-plans">{t("store.plans")}</h2>
        <PageForm
          csrfToken={csrfToken}
          state={actionData as FormState | undefined}
          fields={["planId", "addOnIds"]}
          id="add"
          label={t("store.addToCart")}
        >
          <ChoiceGroup
            name="planId"
            legend={t("store.choosePlan")}
            saved={[service.plans[0]?.id ?? ""]}
            options={service.plans.map((plan) => ({
              value: plan.id,
              label: `${planLabel(t, plan.id)} · ${money(plan.priceMinor, currency)}${
                plan.listPriceMinor
                  ? ` (${t("careerServices.price.was", { price: money(plan.listPriceMinor, currency) })})`
                  : ""
              }${plan.revisions ? ` · ${t("careerServices.revisions", { count: plan.revisions })}` : ""}${
                plan.deliveryDays ? ` · ${t("careerServices.delivery", { count: plan.deliveryDays })}` : ""
              }`,
            }))}
          />
          {addOns.length > 0 && (
            <ChoiceGroup
              name="addOnIds"
              multiple
              legend={t("store.addOns")}
              hint={t("store.addOnsHint")}
              saved={[]}
              options={addOns.map((addOn) => ({
                value: addOn.id,
                label: `${addOnName(t, addOn.id)} (+${money(addOn.priceMinor, currency)})`,
              }))}
            />
          )}
          {addOns.length > 0 && (
            <dl className="service-add-ons">
              {addOns.map((addOn) => (
                <div key={addOn.id}>
                  <dt>{addOnName(t, addOn.id)}</dt>
                  <dd>{t(`careerServices.addOn.${addOn.id}.detail` as MessageKey)}</dd>
                </div>
              ))}
            </dl>
          )}
          {tax && (
            <p className="field__hint">
              {t(tax.inclusive ? "store.taxIncluded" : "store.taxAdded", {
                tax: t(`careerServices.tax.${tax.name}` as MessageKey),
              })}
            </p>
          )}
          <SubmitButton>{t("store.addToCart")}</SubmitButton>
        </PageForm>
      </section>
      <section aria-labelledby="service-faq">
        <h2 id="service-faq">{t("store.faq")}</h2>
        {FAQS.map((n) => (
          <details key={n} className="service-faq">
            <summary>{t(`careerServices.service.${id}.faq${n}q` as MessageKey)}</summary>
            <p>{t(`careerServices.service.${id}.faq${n}a` as MessageKey)}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
