/**
 * A promo code's terms in words: what it takes off, then each condition on a line of its own (the
 * largest discount, the minimum order, the services, a first order only, the last day). The cart's
 * offers and the staff's list of codes both read them this way.
 */
import type { PromoOffer } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { serviceTitle } from "./service-texts.ts";
import { useMoney } from "./use-money.ts";

/** "10% off" or "₹500 off". */
export function usePromoHeadline(): (offer: PromoOffer) => string {
  const { t, formatNumber } = useI18n();
  const money = useMoney();
  return (offer) =>
    offer.kind === "percent"
      ? t("store.offers.percentOff", { percent: formatNumber((offer.percentBasisPoints ?? 0) / 100) })
      : t("store.offers.amountOff", { amount: money(offer.flatMinor ?? 0, offer.currency) });
}

export function PromoConditions({ offer }: { offer: PromoOffer }) {
  const { t, formatDate, formatList } = useI18n();
  const money = useMoney();
  const conditions: string[] = [];
  if (offer.maxDiscountMinor !== null)
    conditions.push(t("store.offers.upTo", { amount: money(offer.maxDiscountMinor, offer.currency) }));
  if (offer.minOrderMinor > 0)
    conditions.push(t("store.offers.minOrder", { amount: money(offer.minOrderMinor, offer.currency) }));
  if (offer.serviceIds)
    conditions.push(
      t("store.offers.services", { services: formatList(offer.serviceIds.map((id) => serviceTitle(t, id))) }),
    );
  if (offer.firstOrderOnly) conditions.push(t("store.offers.firstOrder"));
  if (offer.endsAt)
    // The code ends when its last day does: the day shown is the one before the end instant.
    conditions.push(
      t("store.offers.until", { date: formatDate(new Date(Date.parse(offer.endsAt) - 1).toISOString()) }),
    );
  if (conditions.length === 0) return null;
  return (
    <ul className="promo-conditions">
      {conditions.map((condition) => (
        <li key={condition}>{condition}</li>
      ))}
    </ul>
  );
}
