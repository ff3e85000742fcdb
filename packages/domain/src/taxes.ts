/**
 * The consumption tax on career services, country by country, in one place (decision 042). Each rule
 * names the authority it was checked against and when; a rate change is a one-line edit here and a
 * dated note in the decision. What the rules are not: a tax engine. They cover one kind of supply
 * (online career services sold to individuals), and whether the business is registered where a rule
 * says tax is due is the finance team's question, not this code's.
 */
import { SITE_BY_ID, type SiteId } from "./sites.ts";

export interface TaxRule {
  /** ISO 3166-1 alpha-2 code of the country whose tax this is. */
  country: string;
  /** The tax's usual English name; null where the country has no such tax. */
  name: "GST" | "VAT" | "SST" | null;
  /** 1800 = 18 %; 0 where there is no tax. */
  rateBasisPoints: number;
  /**
   * True when the prices a buyer sees already include the tax (the tax is shown as contained in the
   * total, not added to it); false when it is added on top at checkout. True where there is no tax:
   * the price shown is the price paid.
   */
  inclusive: boolean;
  /** Address of the tax authority or the law the rule was checked against. */
  source: string;
  /** The day the rule was last checked against its source, "YYYY-MM-DD". */
  checked: string;
}

const CHECKED = "2026-11-28";

export const TAX_RULES: Readonly<Record<string, TaxRule>> = {
  /**
   * GST 18 % on professional and online services (CGST 9 % + SGST 9 % within a state, or IGST 18 %
   * across states: the split is the invoice's business, the total is the same). Kept at 18 % by the
   * September 2025 rate rationalisation. Indian sites quote services before GST and add it at checkout.
   */
  IN: {
    country: "IN",
    name: "GST",
    rateBasisPoints: 1800,
    inclusive: false,
    source: "https://cbic-gst.gov.in/gst-goods-services-rates.html",
    checked: CHECKED,
  },
  /** VAT 5 % (Federal Decree-Law No. 8 of 2017); prices shown to consumers must include VAT. */
  AE: {
    country: "AE",
    name: "VAT",
    rateBasisPoints: 500,
    inclusive: true,
    source: "https://tax.gov.ae/en/",
    checked: CHECKED,
  },
  /** VAT 15 % since 1 July 2020; prices shown to consumers must include VAT. */
  SA: {
    country: "SA",
    name: "VAT",
    rateBasisPoints: 1500,
    inclusive: true,
    source: "https://zatca.gov.sa/en/",
    checked: CHECKED,
  },
  /** Qatar has signed the GCC VAT agreement but levies no VAT. */
  QA: {
    country: "QA",
    name: null,
    rateBasisPoints: 0,
    inclusive: true,
    source: "https://www.gta.gov.qa/en/",
    checked: CHECKED,
  },
  /** VAT 5 % since 16 April 2021 (Royal Decree 121/2020); consumer prices include VAT. */
  OM: {
    country: "OM",
    name: "VAT",
    rateBasisPoints: 500,
    inclusive: true,
    source: "https://tms.taxoman.gov.om/",
    checked: CHECKED,
  },
  /** Kuwait levies no VAT. */
  KW: {
    country: "KW",
    name: null,
    rateBasisPoints: 0,
    inclusive: true,
    source: "https://www.mof.gov.kw/",
    checked: CHECKED,
  },
  /** VAT 10 % since 1 January 2022 (Decree-Law 48/2018 as amended); consumer prices include VAT. */
  BH: {
    country: "BH",
    name: "VAT",
    rateBasisPoints: 1000,
    inclusive: true,
    source: "https://www.nbr.gov.bh/",
    checked: CHECKED,
  },
  /** GST 9 % since 1 January 2024; IRAS requires GST-registered businesses to show GST-inclusive prices. */
  SG: {
    country: "SG",
    name: "GST",
    rateBasisPoints: 900,
    inclusive: true,
    source: "https://www.iras.gov.sg/taxes/goods-services-tax-(gst)",
    checked: CHECKED,
  },
  /**
   * VAT 7 % (6.3 % plus 0.7 % local tax): the Revenue Code's rate is 10 %, cut to 7 % by royal decrees
   * renewed every year since 1997. The last decree we could confirm runs to 30 September 2026; the
   * renewal from 1 October 2026 must be confirmed on rd.go.th (decision 042).
   */
  TH: {
    country: "TH",
    name: "VAT",
    rateBasisPoints: 700,
    inclusive: true,
    source: "https://www.rd.go.th/english/",
    checked: CHECKED,
  },
  /** VAT 12 %; since RA 12023 (in force 2025) also on digital services sold to Philippine consumers. */
  PH: {
    country: "PH",
    name: "VAT",
    rateBasisPoints: 1200,
    inclusive: true,
    source: "https://www.bir.gov.ph/",
    checked: CHECKED,
  },
  /**
   * VAT 10 % by law, cut to 8 % from 1 July 2025 to 31 December 2026 (National Assembly Resolution
   * 204/2025/QH15, Decree 174/2025/ND-CP). Since July 2025 the cut excludes only telecoms, finance,
   * insurance, real estate, metals, mining and excise goods (information-technology services, excluded
   * until then, now qualify), so online career services take 8 %. From 1 January 2027 the rate is 10 %
   * again unless the cut is extended: change it then (decision 042).
   */
  VN: {
    country: "VN",
    name: "VAT",
    rateBasisPoints: 800,
    inclusive: true,
    source: "https://www.gdt.gov.vn/",
    checked: CHECKED,
  },
  /**
   * Service tax 8 % (since 1 March 2024) under the Sales and Service Tax (SST) regime, on taxable
   * services and on digital services sold to Malaysian consumers.
   */
  MY: {
    country: "MY",
    name: "SST",
    rateBasisPoints: 800,
    inclusive: true,
    source: "https://mysst.customs.gov.my/",
    checked: CHECKED,
  },
  /**
   * VAT 12 % on a tax base of 11/12 of the price for everything but luxury goods (PMK 131/2024, since
   * 1 January 2025): 12 % × 11/12 = exactly 11 % of the price, which is how it is modelled, so integer
   * arithmetic stays exact and a buyer's receipt says what they paid. The statutory 12 % and the base
   * belong on the tax invoice, not in the shop.
   */
  ID: {
    country: "ID",
    name: "VAT",
    rateBasisPoints: 1100,
    inclusive: true,
    source: "https://www.pajak.go.id/",
    checked: CHECKED,
  },
  /** Hong Kong has no VAT, GST or sales tax. */
  HK: {
    country: "HK",
    name: null,
    rateBasisPoints: 0,
    inclusive: true,
    source: "https://www.ird.gov.hk/",
    checked: CHECKED,
  },
};

/** The Gulf site's countries, whose VAT follows the buyer (decision 042). */
export const GULF_TAX_COUNTRIES: readonly string[] = ["AE", "SA", "QA", "OM", "KW", "BH"];
const DEFAULT_GULF_COUNTRY = "AE";

function rule(country: string): TaxRule {
  const found = Object.hasOwn(TAX_RULES, country) ? TAX_RULES[country] : undefined;
  if (!found) throw new Error(`No tax rule for country "${country}"`);
  return found;
}

/**
 * The tax a buyer pays on one site. India's site charges India's GST; the Gulf site charges the VAT of
 * the buyer's country among the six it serves (any case), and the UAE's when the country is unknown or
 * not one of them (the site is run from the UAE and prices in dirhams); every other site charges its
 * own country's tax, whoever buys.
 */
export function taxRuleFor(siteId: SiteId, buyerCountry: string | null): TaxRule {
  if (siteId === "gulf") {
    const country = buyerCountry?.trim().toUpperCase() ?? "";
    return rule(GULF_TAX_COUNTRIES.includes(country) ? country : DEFAULT_GULF_COUNTRY);
  }
  const country = SITE_BY_ID[siteId].countryCode;
  if (country === null) throw new Error(`Site "${siteId}" has no country for its tax`);
  return rule(country);
}
