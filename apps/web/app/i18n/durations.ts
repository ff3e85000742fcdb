/**
 * Years and months of experience as the page's language says them, each with its plural form ("1 year",
 * "2 years"; Arabic "سنتان"), and a part that is zero left out: "3 years", not "3 years and 0 months".
 */
import type { I18n } from "./i18n-context.tsx";

export function yearsAndMonths(t: I18n["t"], years: number, months: number): string {
  if (months === 0) return t("duration.years", { count: years });
  if (years === 0) return t("duration.months", { count: months });
  return t("duration.yearsAndMonths", {
    years: t("duration.years", { count: years }),
    months: t("duration.months", { count: months }),
  });
}
