/**
 * One order (/seeker/orders/:orderId, spec: order detail): what was bought, the amounts with the tax
 * line, the payments tried and the order's history. An unpaid or failed order can be paid again, given
 * the tax id its invoice will print (spec: save order options), or cancelled (plain forms). The gateway
 * sends the buyer back here after paying.
 */
import { type AppError, attempt, problemsOf } from "@portal/contracts";
import { data, redirectDocument } from "react-router";
import { accountLinks, requireUser } from "../features/accounts/account-page.ts";
import { AmountSummary, ItemLines } from "../features/storefront/amount-summary.tsx";
import { paymentFlow } from "../features/storefront/payment-flow.server.ts";
import { linePath, lineTitle } from "../features/storefront/service-texts.ts";
import { storeMeta } from "../features/storefront/store-meta.ts";
import { useMoney } from "../features/storefront/use-money.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, goTo } from "../ui/forms/form-action.server.ts";
import { ChoiceGroup, PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink, useLocalHref } from "../ui/local-link.tsx";
import { PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/seeker-order";

export const links = accountLinks;
export const meta = storeMeta("store.order.title", { noindex: true });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  const outcome = await attempt(context.services.storefront.order(seeker, params.orderId ?? ""));
  if (!outcome.ok) throw notFound();
  const flow = paymentFlow(context, request);
  const order = { ...outcome.value, paymentModes: flow.modes(outcome.value.paymentModes) };
  return data({ order, csrfToken: context.session.csrfToken }, { headers: flow.headers });
}

export const action = formAction(async ({ input, context, request, params, language }) => {
  const seeker = requireUser(context, request, language, "seeker");
  const orderId = params.orderId ?? "";
  const intent = formText(input.intent);
  /** A refusal shown by the form that was sent. */
  const refusedIn = (form: string, error: AppError) =>
    data<FormState>(
      { form, values: visibleValues(input), problems: problemsOf(error) },
      { status: error.status },
    );
  if (intent === "cancel") {
    const cancelled = await attempt(context.services.storefront.cancel(seeker, orderId));
    if (!cancelled.ok) return refusedIn("pay", cancelled.error);
    return goTo(`/seeker/orders/${orderId}`, language);
  }
  if (intent === "options") {
    const saved = await attempt(
      context.services.storefront.saveOrderOptions(seeker, orderId, { taxId: formText(input.taxId) }),
    );
    if (!saved.ok) return refusedIn("options", saved.error);
    return data<FormState>({
      form: "options",
      values: {},
      problems: [],
      notice: { messageKey: "store.cart.optionsSaved" },
    });
  }
  const started = await attempt(
    context.services.storefront.pay(seeker, context.session.meta, orderId, formText(input.mode)),
  );
  if (!started.ok) return refusedIn("pay", started.error);
  // The gateway's page is not one of the app's: the browser loads it as a whole document.
  throw redirectDocument(started.value.redirectUrl);
});

export default function SeekerOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const money = useMoney();
  const localHref = useLocalHref();
  const { order, csrfToken } = loaderData;
  const currency = order.currency;
  const state = actionData as FormState | undefined;
  const statusText = t(`store.status.${order.status}` as MessageKey);
  return (
    <div className="container page narrow account-page order-page">
      <p className="account-page__aside">
        <LocalLink to="/seeker/orders">{t("store.orders.title")}</LocalLink>
      </p>
      <h1>{t("store.orders.number", { number: order.number })}</h1>
      <PageMessages
        notice={
          order.status === "paid"
            ? t("store.order.paidNotice")
            : order.status === "failed"
              ? t("store.order.failedNotice")
              : order.status === "pending"
                ? t("store.order.pendingNotice")
                : undefined
        }
      />
      <p className={`order-status order-status--${order.status}`}>{statusText}</p>
      {order.invoiceNumber && (
        <p>
          {/* A download, not a page: a plain link, so the router does not try to render it. */}
          <a href={localHref(`/seeker/orders/${order.id}/invoice.pdf`)} download>
            {t("store.order.invoice", { number: order.invoiceNumber })}
          </a>
        </p>
      )}
      <ul className="cart-items">
        {order.items.map((item) => (
          <li key={`${item.serviceId}:${item.itemRef}`} className="cart-item">
            <h2 className="cart-item__title" dir="auto">
              {item.itemRef ? (
                <LocalLink to={linePath(item)}>{lineTitle(t, item)}</LocalLink>
              ) : (
                lineTitle(t, item)
              )}
            </h2>
            <ItemLines
              planLabel={t("store.cart.plan")}
              planMinor={item.planMinor}
              addOns={item.addOns}
              currency={currency}
            />
          </li>
        ))}
      </ul>
      <AmountSummary
        amounts={order}
        discountLabel={t("store.order.discountCode", { code: order.promoCode ?? "" })}
      />
      {order.canPay && (
        <div className="order-actions">
          <PageForm
            csrfToken={csrfToken}
            state={state?.form === "pay" ? state : undefined}
            fields={["mode"]}
            id="pay"
            intent="pay"
            label={t("store.cart.pay")}
          >
            <ChoiceGroup
              name="mode"
              legend={t("store.cart.paymentMode")}
              saved={[order.paymentModes[0] ?? "card"]}
              options={order.paymentModes.map((mode) => ({
                value: mode,
                label: t(`store.mode.${mode}` as MessageKey),
              }))}
            />
            <SubmitButton>
              {t("store.cart.payAmount", { amount: money(order.payableMinor, currency) })}
            </SubmitButton>
          </PageForm>
          <PageForm
            csrfToken={csrfToken}
            state={state?.form === "options" ? state : undefined}
            fields={["taxId"]}
            id="options"
            intent="options"
            label={t("store.cart.invoiceDetails")}
          >
            <TextField
              name="taxId"
              label={t("store.cart.taxId")}
              hint={t("store.cart.taxIdHint")}
              saved={order.buyerTaxId ?? ""}
              maxLength={30}
              dir="ltr"
            />
            <SubmitButton variant="outline" isBlock={false}>
              {t("store.cart.saveOptions")}
            </SubmitButton>
          </PageForm>
          <PageForm
            csrfToken={csrfToken}
            state={undefined}
            fields={[]}
            intent="cancel"
            label={t("store.order.cancel")}
          >
            <SubmitButton variant="outline" isBlock={false}>
              {t("store.order.cancel")}
            </SubmitButton>
          </PageForm>
        </div>
      )}
      <section aria-labelledby="order-history">
        <h2 id="order-history">{t("store.order.history")}</h2>
        <ol className="order-history">
          {order.history.map((event) => (
            <li key={`${event.status}-${event.at}`}>
              {t(`store.status.${event.status}` as MessageKey)} · {formatDate(event.at)}
            </li>
          ))}
        </ol>
        {order.payments.length > 0 && (
          <ul className="order-payments">
            {order.payments.map((payment) => (
              <li key={payment.createdAt}>
                {t(`store.mode.${payment.mode}` as MessageKey)} · {money(payment.amountMinor, currency)} ·{" "}
                {t(`store.payment.${payment.status}` as MessageKey)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
