/** Prices in the page's language: the currency's own label and grouping (₹1,499, S$49, 99 د.إ). */
import { formatMoney } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";

export function useMoney(): (amountMinor: number, currency: string) => string {
  const { language } = useI18n();
  return (amountMinor, currency) => formatMoney(amountMinor, currency, language);
}
