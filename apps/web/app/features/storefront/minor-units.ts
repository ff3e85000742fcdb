/** Amounts staff type in a currency's major unit ("12.50", "1499") as minor units (cents, paise, fils). */
import { minorDigits } from "@portal/domain";

/** "12.50" in `currency` → 1250; NaN when it is not an amount with at most the currency's decimals. */
export function minorUnitsOf(text: string, currency: string): number {
  const digits = minorDigits(currency);
  const match = /^(\d{1,12})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match || (match[2]?.length ?? 0) > digits) return Number.NaN;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? "").padEnd(digits, "0") || 0);
}

/** 1250 in `currency` → "12.50": an amount as staff type it back (no grouping, no symbol); "" for none. */
export function majorUnitsText(amountMinor: number | null, currency: string): string {
  if (amountMinor === null) return "";
  const digits = minorDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
