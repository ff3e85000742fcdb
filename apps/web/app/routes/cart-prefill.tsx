/**
 * A campaign's prefilled cart (/cart/prefill?plans=<plan>+<add-on>,<plan>; spec: prefilled cart order,
 * prefill save, add to cart external): the page shows what the link offers, priced now, and adds it to
 * the visitor's cart only when they press the button (a link alone changes nothing).
 */
import { attempt, type Catalogue, problemsOf } from "@portal/contracts";
import { data } from "react-router";
import { accountLinks } from "../features/accounts/account-page.ts";
import { ItemLines } from "../features/storefront/amount-summary.tsx";
import { writingCartOwner } from "../features/storefront/cart-owner.server.ts";
import { planLabel, serviceTitle } from "../features/storefront/service-texts.ts";
import { storeMeta } from "../features/storefront/store-meta.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, goTo } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/cart-prefill";

export const links = accountLinks;
export const meta = storeMeta("store.prefill.title", { noindex: true });

/** At most one line per service, as the cart keeps them. */
const MAX_LINES = 7;

interface PrefillLine {
  planId: string;
  addOnIds: string[];
}

/** "plan+addOn+addOn,plan" → the lines whose plans and add-ons the catalogue offers; the rest is dropped. */
function linesOf(text: string, catalogue: Catalogue): PrefillLine[] {
  const plans = new Map(
    catalogue.services.flatMap((service) => service.plans.map((plan) => [plan.id, plan])),
  );
  return text
    .split(",")
    .slice(0, MAX_LINES)
    .map((part) => part.split(/[+ ]/).filter(Boolean))
    .flatMap(([planId = "", ...addOnIds]) => {
      const plan = plans.get(planId);
      if (!plan) return [];
      return [{ planId, addOnIds: addOnIds.filter((id) => plan.addOns.some((addOn) => addOn.id === id)) }];
    });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const catalogue = context.services.storefront.catalogue(context.site.id);
  const plans = new URL(request.url).searchParams.get("plans") ?? "";
  const lines = linesOf(plans, catalogue);
  const priced = lines.map((line) => {
    const service = catalogue.services.find((entry) => entry.plans.some((plan) => plan.id === line.planId));
    const plan = service?.plans.find((entry) => entry.id === line.planId);
    return {
      ...line,
      serviceId: service?.serviceId ?? "",
      priceMinor: plan?.priceMinor ?? 0,
      addOns: (plan?.addOns ?? []).filter((addOn) => line.addOnIds.includes(addOn.id)),
    };
  });
  return { lines: priced, plans, currency: catalogue.currency, csrfToken: context.session.csrfToken };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const { owner, setCookie } = writingCartOwner(context, request);
  const catalogue = context.services.storefront.catalogue(context.site.id);
  for (const line of linesOf(formText(input.plans), catalogue)) {
    const added = await attempt(context.services.storefront.add(owner, context.site.id, line));
    if (!added.ok)
      return data<FormState>(
        { values: {}, problems: problemsOf(added.error) },
        { status: added.error.status },
      );
  }
  return goTo(
    "/cart?notice=added",
    language,
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
});

export default function CartPrefill({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lines, plans, currency, csrfToken } = loaderData;
  return (
    <div className="container page narrow cart-page">
      <h1>{t("store.prefill.title")}</h1>
      {lines.length === 0 ? (
        <p className="account-page__intro">
          {t("store.prefill.nothing")} <LocalLink to="/career-services">{t("store.allServices")}</LocalLink>
        </p>
      ) : (
        <>
          <ul className="cart-items">
            {lines.map((line) => (
              <li key={line.planId} className="cart-item">
                <h2 className="cart-item__title">{serviceTitle(t, line.serviceId)}</h2>
                <ItemLines
                  planLabel={planLabel(t, line.planId)}
                  planMinor={line.priceMinor}
                  addOns={line.addOns}
                  currency={currency}
                />
              </li>
            ))}
          </ul>
          <PageForm
            csrfToken={csrfToken}
            state={actionData as FormState | undefined}
            fields={[]}
            hidden={{ plans }}
            label={t("store.addToCart")}
          >
            <SubmitButton>{t("store.addToCart")}</SubmitButton>
          </PageForm>
        </>
      )}
    </div>
  );
}
