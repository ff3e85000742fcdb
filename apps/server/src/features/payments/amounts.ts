/**
 * Amounts cross to a gateway in the gateway's units. The shop counts every amount in its currency's
 * minor unit as decision 042 defines it (`minorDigits`: ISO 4217's, except the rupiah, counted whole);
 * Razorpay and Stripe count in ISO 4217's minor unit, except Stripe's zero-decimal currencies. Today only
 * the rupiah differs (Rp 150,000 is 150000 to the shop and 15000000 to Stripe), but the conversion is
 * made for every amount sent and read, so a new currency cannot slip through unconverted.
 */
import { minorDigits } from "@portal/domain";
import { type GatewayId, PaymentGatewayError } from "./gateway.ts";

/** Stripe's zero-decimal currencies (its documentation's list). */
const STRIPE_ZERO_DECIMAL: ReadonlySet<string> = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "JPY",
  "KMF",
  "KRW",
  "MGA",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);

/**
 * ISO 4217's minor digits of the currencies the shop sells in. Not taken from Intl: its currency data
 * (CLDR) gives the rupiah 0 digits, where ISO 4217, Razorpay and Stripe give it 2.
 */
const ISO_4217_DIGITS: Readonly<Record<string, number>> = {
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
  IDR: 2,
  HKD: 2,
};

/** ISO 4217's minor digits: the table above, else the platform's currency data, else 2. */
function isoDigits(currency: string): number {
  if (Object.hasOwn(ISO_4217_DIGITS, currency)) return ISO_4217_DIGITS[currency] as number;
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    // Not a currency code at all: the storefront will find the status's currency is not its order's.
    return 2;
  }
}

function gatewayDigits(gateway: GatewayId, currency: string): number {
  if (gateway === "stripe" && STRIPE_ZERO_DECIMAL.has(currency)) return 0;
  return isoDigits(currency);
}

/** The shop's digits for a currency, or an invalid_request when the shop does not know the currency. */
export function shopDigits(gateway: GatewayId, currency: string): number {
  try {
    return minorDigits(currency);
  } catch {
    throw new PaymentGatewayError(
      gateway,
      "invalid_request",
      `currency ${currency} is not one the shop sells in`,
    );
  }
}

/** A shop amount in the gateway's units. */
export function toGatewayMinor(gateway: GatewayId, currency: string, amountMinor: number): number {
  const code = currency.toUpperCase();
  const shift = gatewayDigits(gateway, code) - shopDigits(gateway, code);
  if (shift >= 0) return amountMinor * 10 ** shift;
  const amount = amountMinor / 10 ** -shift;
  if (!Number.isInteger(amount))
    throw new PaymentGatewayError(
      gateway,
      "invalid_request",
      `${amountMinor} ${code} cannot be sent in whole units`,
    );
  return amount;
}

/**
 * A gateway's amount in the shop's units (rounded to the nearest, should a gateway ever report a
 * fraction). A currency the shop does not sell in is read as ISO counts it: the storefront will find
 * that status's currency is not its order's.
 */
export function fromGatewayMinor(gateway: GatewayId, currency: string, amount: number): number {
  const code = currency.toUpperCase();
  let ours: number;
  try {
    ours = minorDigits(code);
  } catch {
    ours = isoDigits(code);
  }
  const shift = gatewayDigits(gateway, code) - ours;
  return shift >= 0 ? Math.round(amount / 10 ** shift) : amount * 10 ** -shift;
}
