/**
 * Money as the career-services shop counts and shows it (decision 042). Every amount is an integer
 * count of the currency's minor unit (paise, fils, cents; whole dong and whole rupiah), so sums are
 * exact; only prices shown to a buyer become text, here, with the portal's labels (`currencyLabel`) and
 * Latin digits in every language.
 */
import { ARABIC_CURRENCY_LABELS, currencyLabel, groupIndian } from "./formatting.ts";
import type { Language } from "./sites.ts";

/**
 * Digits after the decimal point of each currency the portal sells in (ISO 4217's minor units, except
 * the rupiah: ISO gives it two, but nobody prices in sen, so we count whole rupiah).
 */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<string, number>> = {
  INR: 2,
  AED: 2,
  SAR: 2,
  QAR: 2,
  OMR: 3,
  KWD: 3,
  BHD: 3,
  SGD: 2,
  THB: 2,
  PHP: 2,
  VND: 0,
  MYR: 2,
  IDR: 0,
  HKD: 2,
};

/** The minor digits of a currency code (any case); an unknown currency is a programming error and throws. */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  const digits = Object.hasOwn(CURRENCY_MINOR_DIGITS, code) ? CURRENCY_MINOR_DIGITS[code] : undefined;
  if (digits === undefined) throw new Error(`Unknown currency "${currency}": no minor digits known`);
  return digits;
}

/**
 * The sign of a negative amount: U+2212 MINUS SIGN, the typographic minus. Screen readers say "minus"
 * for it (some say "dash" or "hyphen" for "-"), it is as wide as a digit and a line never breaks after it.
 */
export const MINUS_SIGN = "\u2212";
/**
 * LEFT-TO-RIGHT MARK, put before the sign of a negative amount on Arabic pages: without it the bidi
 * algorithm moves a leading minus to the right of the figure in right-to-left text ("100−").
 */
const LRM = "\u200E";

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * A price as a buyer reads it, from an integer amount of the currency's minor unit:
 *   formatMoney(149900, "INR", "en")    → "₹1,499"          (trailing ".00" dropped)
 *   formatMoney(123456750, "INR", "hi") → "₹12,34,567.50"   (rupees grouped the Indian way)
 *   formatMoney(1999, "SGD", "en")      → "S$19.99"         (other currencies in thousands)
 *   formatMoney(9900, "AED", "en")      → "AED 99"          (letter codes with a space)
 *   formatMoney(9900, "AED", "ar")      → "99 د.إ"          (Arabic abbreviations after the figure)
 *   formatMoney(-10000, "INR", "en")    → "−₹100"           (U+2212, see MINUS_SIGN)
 * Symbols (₹, S$, HK$, RM, Rp, ฿, ₱, ₫) stand directly before the figure in every language; the Gulf's
 * currencies read "AED 99" on English and Hindi pages and "99 د.إ" on Arabic ones, where the label is
 * Arabic and follows the figure as Arabic prices are written, as the salary display does
 * (`formatCurrencyRange` in the web app). Digits are always Latin with "," grouping and "." decimals,
 * as everywhere on the portal. A negative amount on an Arabic page starts with an invisible
 * LEFT-TO-RIGHT MARK (U+200E) so that the minus stays before the figure in right-to-left text.
 * Throws on an unknown currency or an amount that is not a safe integer.
 */
export function formatMoney(amountMinor: number, currency: string, language: Language): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`An amount of money is an integer of minor units, not ${amountMinor}`);
  }
  const code = currency.toUpperCase();
  const digits = minorDigits(code);
  const base = 10 ** digits;
  const magnitude = Math.abs(amountMinor);
  const fraction = magnitude % base;
  const whole = String((magnitude - fraction) / base);
  const grouped = code === "INR" ? groupIndian(whole) : groupThousands(whole);
  const figure = fraction === 0 ? grouped : `${grouped}.${String(fraction).padStart(digits, "0")}`;

  const label = currencyLabel(code, language);
  const arabicLabel = language === "ar" && Object.hasOwn(ARABIC_CURRENCY_LABELS, code);
  let text: string;
  if (arabicLabel) text = `${figure} ${label}`;
  else if (/^[A-Z]{3}$/.test(label)) text = `${label} ${figure}`;
  else text = `${label}${figure}`;

  if (amountMinor >= 0) return text;
  return `${language === "ar" ? LRM : ""}${MINUS_SIGN}${text}`;
}
