/**
 * How a job's experience and salary read on cards and detail pages. Rupees follow the portal's Indian
 * amount display (spec §9: Thousand, Lakh, CR); other currencies use the site locale's own currency format.
 */

import type { JobSummary } from "@portal/contracts";
import { currencyLabel, describeAmount } from "@portal/domain";
import { formatCurrencyRange } from "../../i18n/format.ts";
import type { I18n } from "../../i18n/i18n-context.tsx";

type Translate = I18n["t"];

export function experienceText(t: Translate, min: number, max: number): string {
  if (max <= 0) return t("job.experienceFresher");
  if (min === max) return t("job.experienceExact", { years: String(min) });
  return t("job.experienceRange", { min: String(min), max: String(max) });
}

const UNIT_KEYS = { Thousand: "amount.thousand", Lakh: "amount.lakh", CR: "amount.crore" } as const;
type IndianUnit = keyof typeof UNIT_KEYS;

/** describeAmount's English text ("12.5 Lakh") split into number and unit, so the unit can be translated. */
function indianParts(value: number): { figure: string; unit: IndianUnit | null } {
  const text = describeAmount(value, "INR").text;
  const match = /^(-?[\d.]+)(?: (Thousand|Lakh|CR))?$/.exec(text);
  if (!match?.[1]) return { figure: text, unit: null };
  return { figure: match[1], unit: (match[2] as IndianUnit | undefined) ?? null };
}

function rupeeText(t: Translate, min: number | null, max: number | null): string {
  const bounds = [min, max].filter((value): value is number => value !== null);
  const [low, high] = [...new Set(bounds)].map(indianParts);
  const unitWord = (unit: IndianUnit | null) => (unit ? ` ${t(UNIT_KEYS[unit])}` : "");
  const label = currencyLabel("INR");
  if (!low) return "";
  if (!high) return `${label} ${low.figure}${unitWord(low.unit)}`;
  // "₹ 5 - 8 Lakh" when both ends share a unit, "₹ 50 Thousand - 1.5 Lakh" when they do not.
  const range =
    low.unit === high.unit
      ? `${t("job.salaryRange", { min: low.figure, max: high.figure })}${unitWord(high.unit)}`
      : t("job.salaryRange", {
          min: `${low.figure}${unitWord(low.unit)}`,
          max: `${high.figure}${unitWord(high.unit)}`,
        });
  return `${label} ${range}`;
}

export function salaryText(
  t: Translate,
  locale: string,
  job: Pick<JobSummary, "salaryMin" | "salaryMax" | "currencyCode" | "salaryTerms">,
): string {
  const { salaryMin: min, salaryMax: max, currencyCode } = job;
  if (min === null && max === null) return t("job.salaryNotDisclosed");
  const amount =
    currencyCode.toUpperCase() === "INR"
      ? rupeeText(t, min, max)
      : (formatCurrencyRange(locale, currencyCode, min, max) ?? "");
  return job.salaryTerms === "monthly" ? t("job.salaryPerMonth", { amount }) : amount;
}
