/**
 * The cart (/cart): the services chosen with their add-ons, suggested add-ons, other services, the
 * promo code, the buyer's country (the Gulf's VAT) and tax id, the amounts as the server computes them
 * (tax included or added, as the site's law has it), and checkout. A guest fills a cart like anyone and
 * is asked to log in or register at checkout; their cart is still there after. Every change is a plain
 * form post: the page works without JavaScript.
 */
import { attempt, problemsOf } from "@portal/contracts";
import { CAREER_SERVICE_PATHS, type CareerServiceId } from "@portal/domain";
import { useEffect } from "react";
import { data, redirect, redirectDocument } from "react-router";
import { accountLinks } from "../features/accounts/account-page.ts";
import { AmountSummary, ItemLines } from "../features/storefront/amount-summary.tsx";
import { cartOwner, writingCartOwner } from "../features/storefront/cart-owner.server.ts";
import { fetchEcashBalance } from "../features/storefront/ecash.ts";
import { paymentFlow } from "../features/storefront/payment-flow.server.ts";
import { PromoConditions, usePromoHeadline } from "../features/storefront/promo-terms.tsx";
import { addOnName, linePath, lineTitle, serviceTitle } from "../features/storefront/service-texts.ts";
import { storeMeta } from "../features/storefront/store-meta.ts";
import { useMoney } from "../features/storefront/use-money.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { localizeHref } from "../lib/localized-path.ts";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, goTo, refused } from "../ui/forms/form-action.server.ts";
import { ChoiceGroup, PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/cart";

export const links = accountLinks;
export const meta = storeMeta("store.cart.title", { noindex: true });

const GULF_COUNTRIES = ["AE", "SA", "QA", "OM", "KW", "BH"] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const owner = cartOwner(context, request);
  const { storefront } = context.services;
  const found = await storefront.cart(owner, context.site.id);
  // Offered codes, while the cart has something to take them off and no code yet (spec: promo codes list).
  const offers =
    found.items.length > 0 && found.promo === null ? await storefront.promoCodes(owner, context.site.id) : [];
  const flow = paymentFlow(context, request);
  const cart = { ...found, paymentModes: flow.modes(found.paymentModes) };
  const notice = new URL(request.url).searchParams.get("notice");
  return data(
    {
      cart,
      offers,
      isGuest: context.session.user === null,
      isSeeker: context.session.user?.role === "seeker",
      notice: notice === "added" ? "added" : null,
      siteId: context.site.id,
      checkoutKey: crypto.randomUUID(),
      csrfToken: context.session.csrfToken,
    },
    { headers: flow.headers },
  );
}

export const action = formAction(async ({ input, context, request, language }) => {
  const { storefront } = context.services;
  const siteId = context.site.id;
  const intent = formText(input.intent);
  const { owner, setCookie } = writingCartOwner(context, request);
  const init = setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined;
  const done = (form: string, messageKey: string) =>
    data<FormState>({ form, values: {}, problems: [], notice: { messageKey } }, init);
  if (intent === "checkout") {
    const user = context.session.user;
    if (!user) throw redirect(localizeHref(`/rio/login?returnUrl=${encodeURIComponent("/cart")}`, language));
    const started = await attempt(
      storefront.checkout(user, context.session.meta, {
        checkoutKey: formText(input.checkoutKey),
        mode: formText(input.mode),
      }),
    );
    if (!started.ok) return refused(input, started.error);
    // The gateway's page is not one of the app's: the browser loads it as a whole document.
    throw redirectDocument(started.value.redirectUrl);
  }
  const change =
    intent === "remove"
      ? storefront.remove(owner, siteId, formText(input.serviceId), formText(input.itemRef))
      : intent === "addOn"
        ? storefront.add(owner, siteId, {
            planId: formText(input.planId),
            addOnIds: [...formText(input.addOnIds).split(",").filter(Boolean), formText(input.addOnId)],
          })
        : intent === "addService"
          ? storefront.add(owner, siteId, { planId: formText(input.planId) })
          : intent === "promo"
            ? storefront.applyPromo(owner, siteId, formText(input.code))
            : intent === "removePromo"
              ? storefront.removePromo(owner, siteId)
              : storefront.saveOptions(owner, siteId, {
                  buyerCountry: formText(input.buyerCountry),
                  taxId: formText(input.taxId),
                });
  const outcome = await attempt(change);
  const form =
    intent === "promo" || intent === "removePromo" ? "promo" : intent === "options" ? "options" : "items";
  if (!outcome.ok)
    return data<FormState>(
      { form, values: visibleValues(input), problems: problemsOf(outcome.error) },
      { status: outcome.error.status, ...init },
    );
  if (intent === "promo") return done("promo", "store.cart.promoApplied");
  if (intent === "removePromo") return done("promo", "store.cart.promoRemoved");
  if (intent === "options") return done("options", "store.cart.optionsSaved");
  return goTo("/cart", language, init);
});

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const money = useMoney();
  const promoHeadline = usePromoHeadline();
  const { cart, offers, isGuest, isSeeker, notice, siteId, checkoutKey, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  const currency = cart.currency;
  useEffect(() => {
    if (isSeeker) void fetchEcashBalance();
  }, [isSeeker]);
  return (
    <div className="container page narrow cart-page">
      <h1>{t("store.cart.title")}</h1>
      <PageMessages notice={notice === "added" ? t("store.cart.added") : undefined} />
      {cart.items.length === 0 ? (
        <p className="account-page__intro">
          {t("store.cart.empty")} <LocalLink to="/career-services">{t("store.allServices")}</LocalLink>
        </p>
      ) : (
        <ul className="cart-items">
          {cart.items.map((item) => (
            <li key={`${item.serviceId}:${item.itemRef}`} className="cart-item">
              <h2 className="cart-item__title" dir="auto">
                <LocalLink to={linePath(item)}>{lineTitle(t, item)}</LocalLink>
              </h2>
              <ItemLines
                planLabel={t("store.cart.plan")}
                planMinor={item.planMinor}
                addOns={item.addOns}
                currency={currency}
              />
              {item.suggestedAddOns.length > 0 && (
                <div className="cart-item__suggestions">
                  <p>{t("store.cart.suggestedAddOns")}</p>
                  {item.suggestedAddOns.map((addOn) => (
                    <PageForm
                      key={addOn.id}
                      csrfToken={csrfToken}
                      state={undefined}
                      fields={[]}
                      intent="addOn"
                      hidden={{
                        planId: item.planId,
                        addOnIds: item.addOns.map((chosen) => chosen.id).join(","),
                        addOnId: addOn.id,
                      }}
                      label={addOnName(t, addOn.id)}
                      className="inline-form"
                    >
                      <SubmitButton isBlock={false} variant="outline">
                        {t("store.cart.addAddOn", {
                          name: addOnName(t, addOn.id),
                          price: money(addOn.priceMinor, currency),
                        })}
                      </SubmitButton>
                    </PageForm>
                  ))}
                </div>
              )}
              <PageForm
                csrfToken={csrfToken}
                state={undefined}
                fields={[]}
                intent="remove"
                hidden={{ serviceId: item.serviceId, itemRef: item.itemRef }}
                label={t("store.cart.remove")}
                className="inline-form"
              >
                <SubmitButton isBlock={false} variant="outline">
                  {t("store.cart.removeNamed", { name: lineTitle(t, item) })}
                </SubmitButton>
              </PageForm>
            </li>
          ))}
        </ul>
      )}

      {cart.items.length > 0 && (
        <>
          <section aria-labelledby="cart-promo" className="cart-section">
            <h2 id="cart-promo">{t("store.cart.promo")}</h2>
            {cart.promo ? (
              <PageForm
                csrfToken={csrfToken}
                state={state?.form === "promo" ? state : undefined}
                fields={[]}
                id="promo"
                intent="removePromo"
                label={t("store.cart.promo")}
              >
                <p className={cart.promo.applied ? "form-notice" : "form-error"}>
                  {cart.promo.applied
                    ? t("store.cart.promoIn", { code: cart.promo.code })
                    : `${cart.promo.code}: ${t(`accounts.msg.${cart.promo.problem ?? "promoNotFound"}` as MessageKey)}`}
                </p>
                <SubmitButton isBlock={false} variant="outline">
                  {t("store.cart.removePromo")}
                </SubmitButton>
              </PageForm>
            ) : (
              <PageForm
                csrfToken={csrfToken}
                state={state?.form === "promo" ? state : undefined}
                fields={["code"]}
                id="promo"
                intent="promo"
                label={t("store.cart.promo")}
              >
                <TextField
                  name="code"
                  label={t("store.cart.promoCode")}
                  autoComplete="off"
                  maxLength={40}
                  dir="ltr"
                />
                <SubmitButton isBlock={false}>{t("store.cart.applyPromo")}</SubmitButton>
              </PageForm>
            )}
            {offers.length > 0 && (
              <>
                <h3 id="cart-offers">{t("store.offers.title")}</h3>
                <ul className="promo-offers" aria-labelledby="cart-offers">
                  {offers.map((offer) => (
                    <li key={offer.code} className="promo-offer">
                      <p className="promo-offer__headline">
                        <strong dir="ltr">{offer.code}</strong> {promoHeadline(offer)}
                      </p>
                      <PromoConditions offer={offer} />
                      <PageForm
                        csrfToken={csrfToken}
                        state={undefined}
                        fields={[]}
                        id={`offer-${offer.code}`}
                        intent="promo"
                        hidden={{ code: offer.code }}
                        label={t("store.offers.apply", { code: offer.code })}
                      >
                        <SubmitButton isBlock={false} variant="outline">
                          {t("store.offers.apply", { code: offer.code })}
                        </SubmitButton>
                      </PageForm>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          <section aria-labelledby="cart-options" className="cart-section">
            <h2 id="cart-options">{t("store.cart.invoiceDetails")}</h2>
            <PageForm
              csrfToken={csrfToken}
              state={state?.form === "options" ? state : undefined}
              fields={["buyerCountry", "taxId"]}
              id="options"
              intent="options"
              label={t("store.cart.invoiceDetails")}
            >
              {siteId === "gulf" && (
                <ChoiceGroup
                  name="buyerCountry"
                  legend={t("store.cart.country")}
                  hint={t("store.cart.countryHint")}
                  saved={[cart.options.buyerCountry ?? "AE"]}
                  options={GULF_COUNTRIES.map((code) => ({
                    value: code,
                    label: t(`store.country.${code}` as MessageKey),
                  }))}
                />
              )}
              <TextField
                name="taxId"
                label={t("store.cart.taxId")}
                hint={t("store.cart.taxIdHint")}
                saved={cart.options.taxId}
                maxLength={30}
                dir="ltr"
              />
              <SubmitButton isBlock={false} variant="outline">
                {t("store.cart.saveOptions")}
              </SubmitButton>
            </PageForm>
          </section>

          <section aria-labelledby="cart-total" className="cart-section">
            <h2 id="cart-total">{t("store.cart.summary")}</h2>
            <AmountSummary amounts={cart} discountLabel={t("store.cart.discount")} />
            {isGuest ? (
              <p className="account-page__intro">
                <LocalLink to={`/rio/login?returnUrl=${encodeURIComponent("/cart")}`}>
                  {t("store.cart.loginToPay")}
                </LocalLink>
              </p>
            ) : !isSeeker ? (
              <p className="account-page__intro">{t("store.cart.seekersOnly")}</p>
            ) : (
              <PageForm
                csrfToken={csrfToken}
                state={state?.form === undefined || state.form === "checkout" ? state : undefined}
                fields={["mode"]}
                id="checkout"
                intent="checkout"
                hidden={{ checkoutKey }}
                label={t("store.cart.pay")}
              >
                <ChoiceGroup
                  name="mode"
                  legend={t("store.cart.paymentMode")}
                  saved={[cart.paymentModes[0] ?? "card"]}
                  options={cart.paymentModes.map((mode) => ({
                    value: mode,
                    label: t(`store.mode.${mode}` as MessageKey),
                  }))}
                />
                <SubmitButton>
                  {t("store.cart.payAmount", { amount: money(cart.payableMinor, currency) })}
                </SubmitButton>
              </PageForm>
            )}
          </section>
        </>
      )}

      {cart.recommendations.length > 0 && (
        <section aria-labelledby="cart-more" className="cart-section">
          <h2 id="cart-more">{t("store.cart.more")}</h2>
          <ul className="cart-recommendations">
            {cart.recommendations.map((entry) => (
              <li key={entry.serviceId}>
                <LocalLink to={CAREER_SERVICE_PATHS[entry.serviceId as CareerServiceId]}>
                  {serviceTitle(t, entry.serviceId)}
                </LocalLink>{" "}
                {t("careerServices.price.from", { price: money(entry.priceMinor, currency) })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
