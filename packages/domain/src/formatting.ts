/**
 * Dates and amounts as the portal shows them (spec §3, §5, §9). English output is built by hand so it
 * is identical in every browser and on the server; other languages go through Intl.
 */
import { dateTimeFormat, numberFormat } from "./intl-formatters.ts";
import { type Language, localeFor, SITE_BY_ID } from "./sites.ts";

export interface Month {
  number: number;
  name: string;
  short: string;
}

export const MONTHS: readonly Month[] = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
].map((name, index) => ({ number: index + 1, name, short: name.slice(0, 3) }));

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The calendar day of "dd/mm/yyyy" or "dd-mm-yyyy" (one-digit day and month allowed), or null when the
 * text is not such a date or names a day that does not exist (31/04, 29/02 outside leap years).
 */
export function parseDayMonthYear(text: string): { day: number; month: number; year: number } | null {
  const match = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[3]);
  const year = Number(match[4]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { day, month, year };
}

/**
 * "05 Mar 2024" from "05/03/2024", "5-3-2024" or a Date (read in local time, as the person picked it).
 * Hindi and Arabic use the locale's own day-month-year form; unparseable input gives null.
 */
export function formatDate(input: string | Date, language: Language = "en"): string | null {
  let parts: { day: number; month: number; year: number } | null;
  if (input instanceof Date) {
    parts = Number.isNaN(input.getTime())
      ? null
      : { day: input.getDate(), month: input.getMonth() + 1, year: input.getFullYear() };
  } else {
    parts = parseDayMonthYear(input);
  }
  if (!parts) return null;
  if (language === "en") {
    const month = MONTHS[parts.month - 1] as Month;
    return `${String(parts.day).padStart(2, "0")} ${month.short} ${parts.year}`;
  }
  const locale = localeFor(SITE_BY_ID[language === "ar" ? "gulf" : "india"], language);
  return dateTimeFormat(locale, {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}

/**
 * Indian digit grouping: the last three digits, then pairs ("12,34,567"). Values up to 999 are
 * unchanged; a sign and decimals are kept as given, leading zeros dropped. Existing commas in a
 * string are ignored, and text that is not a number comes back unchanged.
 */
export function groupIndian(n: number | string): string {
  let text: string;
  if (typeof n === "number") {
    if (!Number.isFinite(n)) return String(n);
    // Large numbers print in exponent form; BigInt spells out the integer digits instead.
    text = Math.abs(n) >= 1e21 ? BigInt(Math.trunc(n)).toString() : String(n);
  } else {
    text = n.trim().replace(/,/g, "");
  }
  const match = /^([+-]?)(\d+)(\.\d*)?$/.exec(text);
  if (!match) return String(n);
  const [, sign = "", rawDigits = "", decimals = ""] = match;
  const digits = rawDigits.replace(/^0+(?=\d)/, "");
  if (digits.length <= 3) return `${sign}${digits}${decimals}`;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${sign}${head},${digits.slice(-3)}${decimals}`;
}

/**
 * Short labels shown next to amounts, each naming one currency: "S$" and "HK$", never a bare "$" that
 * could be any dollar. Codes without one show the code itself.
 */
export const CURRENCY_LABELS: Readonly<Record<string, string>> = {
  INR: "₹",
  AED: "AED",
  SAR: "SAR",
  QAR: "QAR",
  KWD: "KWD",
  OMR: "OMR",
  BHD: "BHD",
  SGD: "S$",
  THB: "฿",
  PHP: "₱",
  VND: "₫",
  MYR: "RM",
  IDR: "Rp",
  HKD: "HK$",
};

/**
 * Arabic pages write the Gulf's currencies with their Arabic abbreviations, as prices there do ("٥٠٠ د.إ"),
 * instead of Latin codes inside Arabic text. The symbols of other currencies read the same in Arabic.
 */
export const ARABIC_CURRENCY_LABELS: Readonly<Record<string, string>> = {
  AED: "د.إ",
  SAR: "ر.س",
  QAR: "ر.ق",
  KWD: "د.ك",
  OMR: "ر.ع",
  BHD: "د.ب",
};

/** The label of a currency on a page in a language (see CURRENCY_LABELS, ARABIC_CURRENCY_LABELS). */
export function currencyLabel(currencyCode: string, language: Language = "en"): string {
  const code = currencyCode.toUpperCase();
  return (language === "ar" ? ARABIC_CURRENCY_LABELS[code] : undefined) ?? CURRENCY_LABELS[code] ?? code;
}

const LAKH = 100_000;
const CRORE = 10_000_000;
const THOUSAND = 1_000;

export interface LakhDescriptor {
  /** The amount in lakhs, at most two decimals. */
  value: number;
  /** "12.5 Lakh", or "100+ Lakh" from one crore up (the lakh list stops at 100+). */
  label: string;
  /** Id of the SALARY_LAKHS entry the amount falls in, e.g. "12", "55", "100". */
  id: string;
}

export interface AmountDisplay {
  text: string;
  currencyCode: string;
  currencyLabel: string;
  lakh: LakhDescriptor | null;
}

/** A number with at most two decimals and no trailing zeros: 12.5, 12.35, 45. */
function short(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The SALARY_LAKHS step an amount in lakhs falls in: whole lakhs to 50, then fives, capped at 100. */
export function lakhBucket(lakhs: number): number {
  const whole = Math.floor(lakhs);
  if (whole <= 50) return Math.max(0, whole);
  return Math.min(100, whole - (whole % 5));
}

/**
 * How an amount reads on the portal (spec §3 amount display object, §9 Indian amount display).
 * Rupees, by count of whole digits:
 *   1–3 digits  → the number itself: "999"
 *   4–5 digits  → thousands: "45 Thousand", "12.5 Thousand"
 *   6–7 digits  → lakhs: "12.5 Lakh", "99.99 Lakh"
 *   8+ digits   → crores: "1.5 CR"; the lakh descriptor then says "100+ Lakh"
 * The lakh descriptor exists for 6 digits and up; it describes a salary bracket, so negative amounts
 * (which keep their sign in the text) have none. Other currencies are shown as they are, code first,
 * grouped in en-US style: "SGD 5,500", "AED 12,000.5".
 */
export function describeAmount(value: number, currencyCode: string): AmountDisplay {
  const code = currencyCode.toUpperCase();
  const base = { currencyCode: code, currencyLabel: currencyLabel(code) };
  if (!Number.isFinite(value)) return { ...base, text: String(value), lakh: null };
  if (code !== "INR") {
    const grouped = numberFormat("en-US", { maximumFractionDigits: 2 }).format(value);
    return { ...base, text: `${code} ${grouped}`, lakh: null };
  }
  const sign = value < 0 ? "-" : "";
  const amount = Math.abs(value);
  const digitCount = String(Math.trunc(amount)).length;
  if (digitCount <= 3) return { ...base, text: `${sign}${short(amount)}`, lakh: null };
  if (digitCount <= 5) return { ...base, text: `${sign}${short(amount / THOUSAND)} Thousand`, lakh: null };
  const lakhs = Math.round((amount / LAKH) * 100) / 100;
  const bucket = lakhBucket(lakhs);
  if (digitCount <= 7) {
    const label = `${short(lakhs)} Lakh`;
    return {
      ...base,
      text: `${sign}${label}`,
      lakh: sign ? null : { value: lakhs, label, id: String(bucket) },
    };
  }
  return {
    ...base,
    text: `${sign}${short(amount / CRORE)} CR`,
    lakh: sign ? null : { value: lakhs, label: "100+ Lakh", id: String(bucket) },
  };
}
