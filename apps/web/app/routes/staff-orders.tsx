/**
 * Staff: orders (/staff/orders). Find an order by its number (a GET form), read its amounts, payments and
 * history, and refund part or all of it through the gateway that took the payment (a plain form; the
 * amount in the order's currency), or e-mail its receipt again. Each refund shows its credit note's number.
 */
import { attempt, problemsOf, type StaffOrder } from "@portal/contracts";
import { data, Form } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { minorUnitsOf } from "../features/storefront/minor-units.ts";
import { serviceTitle } from "../features/storefront/service-texts.ts";
import { useMoney } from "../features/storefront/use-money.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/staff-orders";

export const links = accountLinks;
export const meta = accountMeta("store.staff.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  const number = (new URL(request.url).searchParams.get("number") ?? "").trim().slice(0, 40);
  const found = number ? await attempt(context.services.storefront.staffOrder(staff, number)) : null;
  return {
    number,
    found: found?.ok ? found.value : null,
    isMissing: found !== null && !found.ok,
    csrfToken: context.session.csrfToken,
  };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const staff = requireUser(context, request, language, "staff");
  if (formText(input.intent) === "resend") {
    const resent = await attempt(context.services.storefront.resendReceipt(staff, formText(input.orderId)));
    if (!resent.ok)
      return data<FormState>(
        { form: "resend", values: {}, problems: problemsOf(resent.error) },
        { status: resent.error.status },
      );
    return data<FormState & { found?: StaffOrder }>({
      form: "resend",
      values: {},
      problems: [],
      notice: { messageKey: "store.staff.resentNotice" },
      found: resent.value,
    });
  }
  const currency = formText(input.currency);
  const outcome = await attempt(
    context.services.storefront.refund(staff, formText(input.orderId), {
      amountMinor: minorUnitsOf(formText(input.amount), currency),
      reason: formText(input.reason),
    }),
  );
  if (!outcome.ok)
    return data<FormState>(
      { form: "refund", values: visibleValues(input), problems: problemsOf(outcome.error) },
      { status: outcome.error.status },
    );
  return data<FormState & { found?: StaffOrder }>({
    form: "refund",
    values: {},
    problems: [],
    notice: { messageKey: "store.staff.refundedNotice" },
    found: outcome.value,
  });
});

export default function StaffOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const money = useMoney();
  const state = actionData as (FormState & { found?: StaffOrder }) | undefined;
  const found = state?.found ?? loaderData.found;
  return (
    <div className="container page narrow account-page staff-orders">
      <h1>{t("store.staff.title")}</h1>
      <Form method="get" className="account-form" role="search" aria-label={t("store.staff.find")}>
        <div className="field">
          <label htmlFor="order-number">{t("store.staff.number")}</label>
          <input id="order-number" name="number" defaultValue={loaderData.number} dir="ltr" maxLength={40} />
        </div>
        <button type="submit" className="button button--primary">
          {t("store.staff.find")}
        </button>
      </Form>
      <PageMessages problem={loaderData.isMissing ? t("accounts.msg.orderNotFound") : undefined} />
      {found && (
        <section aria-labelledby="staff-order" className="cart-section">
          <h2 id="staff-order">{t("store.orders.number", { number: found.order.number })}</h2>
          <p>
            {found.order.buyerName} · <span dir="ltr">{found.order.buyerEmail}</span> ·{" "}
            {t(`store.status.${found.order.status}` as MessageKey)}
          </p>
          <p>{found.order.serviceIds.map((id) => serviceTitle(t, id)).join(", ")}</p>
          <dl className="cart-summary">
            <dt>{t("store.cart.total")}</dt>
            <dd>{money(found.order.totalMinor, found.order.currency)}</dd>
            <dt>{t("store.staff.refunded")}</dt>
            <dd>{money(found.order.refundedMinor, found.order.currency)}</dd>
          </dl>
          {found.refunds.length > 0 && (
            <ul className="order-payments">
              {found.refunds.map((refund) => (
                <li key={refund.createdAt}>
                  {money(refund.amountMinor, found.order.currency)} · {refund.reason} ·{" "}
                  {formatDate(refund.createdAt)}
                  {refund.creditNote
                    ? ` · ${t("store.staff.creditNote", { number: refund.creditNote })}`
                    : ""}
                  {refund.status === "failed" ? ` · ${t("store.payment.failed")}` : ""}
                </li>
              ))}
            </ul>
          )}
          {found.order.paidAt && (
            <PageForm
              csrfToken={loaderData.csrfToken}
              state={state}
              fields={[]}
              id="resend"
              intent="resend"
              hidden={{ orderId: found.order.id }}
              label={t("store.staff.resend")}
            >
              <p>{t("store.staff.resendHint", { email: found.order.buyerEmail })}</p>
              <SubmitButton isBlock={false}>{t("store.staff.resend")}</SubmitButton>
            </PageForm>
          )}
          {found.refundableMinor > 0 && (
            <PageForm
              csrfToken={loaderData.csrfToken}
              state={state}
              fields={["amount", "reason"]}
              id="refund"
              intent="refund"
              hidden={{ orderId: found.order.id, currency: found.order.currency }}
              label={t("store.staff.refund")}
            >
              <TextField
                name="amount"
                label={t("store.staff.amount", { currency: found.order.currency })}
                hint={t("store.staff.amountHint", {
                  amount: money(found.refundableMinor, found.order.currency),
                })}
                inputMode="numeric"
                dir="ltr"
                maxLength={16}
              />
              <TextField name="reason" label={t("store.staff.reason")} maxLength={500} multiline dir="auto" />
              <SubmitButton isBlock={false}>{t("store.staff.refund")}</SubmitButton>
            </PageForm>
          )}
        </section>
      )}
    </div>
  );
}
