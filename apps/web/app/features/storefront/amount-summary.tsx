/**
 * The amounts of a cart or an order as the server computed them: services and add-ons, the discount,
 * the tax line (included or added), the total and, when e-cash paid part, what is left to pay. Also a
 * line's plan and add-ons. One drawing for the cart, the order and the prefilled cart.
 */
import type { Cart } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { addOnName, taxName } from "./service-texts.ts";
import { useMoney } from "./use-money.ts";

type Amounts = Pick<
  Cart,
  | "currency"
  | "itemsMinor"
  | "addOnsMinor"
  | "discountMinor"
  | "tax"
  | "totalMinor"
  | "walletMinor"
  | "payableMinor"
>;

export function AmountSummary({ amounts, discountLabel }: { amounts: Amounts; discountLabel: string }) {
  const { t } = useI18n();
  const money = useMoney();
  const { currency, tax } = amounts;
  return (
    <dl className="cart-summary">
      <dt>{t("store.cart.items")}</dt>
      <dd>{money(amounts.itemsMinor + amounts.addOnsMinor, currency)}</dd>
      {amounts.discountMinor > 0 && (
        <>
          <dt>{discountLabel}</dt>
          <dd>−{money(amounts.discountMinor, currency)}</dd>
        </>
      )}
      {tax && (
        <>
          <dt>
            {t(tax.inclusive ? "store.cart.taxIncludedLine" : "store.cart.taxLine", {
              tax: taxName(t, tax.name),
              rate: tax.rateBasisPoints / 100,
            })}
          </dt>
          <dd>{money(tax.amountMinor, currency)}</dd>
        </>
      )}
      <dt className="cart-summary__total">{t("store.cart.total")}</dt>
      <dd className="cart-summary__total">{money(amounts.totalMinor, currency)}</dd>
      {amounts.walletMinor > 0 && (
        <>
          <dt>{t("store.cart.ecash")}</dt>
          <dd>−{money(amounts.walletMinor, currency)}</dd>
          <dt className="cart-summary__total">{t("store.cart.toPay")}</dt>
          <dd className="cart-summary__total">{money(amounts.payableMinor, currency)}</dd>
        </>
      )}
    </dl>
  );
}

export function ItemLines({
  planLabel,
  planMinor,
  addOns,
  currency,
}: {
  planLabel: string;
  planMinor: number;
  addOns: readonly { id: string; priceMinor: number }[];
  currency: string;
}) {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <dl className="cart-item__lines">
      <dt>{planLabel}</dt>
      <dd>{money(planMinor, currency)}</dd>
      {addOns.map((addOn) => (
        <div key={addOn.id} className="cart-item__line">
          <dt>{addOnName(t, addOn.id)}</dt>
          <dd>{money(addOn.priceMinor, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
