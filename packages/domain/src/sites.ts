/**
 * The nine country sites, the two brands and the host names that select them (spec §1, §3).
 * A request is always for exactly one site and one brand; anything unrecognised falls back to India
 * under the main brand so that a misconfigured host still serves a working portal.
 */
import type { SalaryTerms } from "./jobs.ts";

export const SITE_IDS = [
  "india",
  "gulf",
  "singapore",
  "thailand",
  "philippines",
  "vietnam",
  "malaysia",
  "indonesia",
  "hongkong",
] as const;
export type SiteId = (typeof SITE_IDS)[number];

export type Language = "en" | "hi" | "ar";

export const LANGUAGES: readonly Language[] = ["en", "hi", "ar"];
export const DEFAULT_LANGUAGE = "en" satisfies Language;

const RTL_LANGUAGES: ReadonlySet<Language> = new Set(["ar"]);

export function isRtl(language: Language): boolean {
  return RTL_LANGUAGES.has(language);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export type CountryGroup = "IN" | "SA" | "SEA";

export interface SiteContact {
  phone: string;
  tollFree: string;
  email: string;
  instagram: string;
  linkedin: string;
  twitter: string;
  facebook: string;
  youtube: string;
}

export interface Site {
  id: SiteId;
  name: string;
  /** Sent as the source-site-context header on every call (spec §7). */
  siteContext: string;
  channelId: number;
  subChannelId: number;
  countryGroup: CountryGroup;
  /** ISO 3166 code from the country-code group map; the Gulf has none there (spec §1). */
  countryCode: string | null;
  diallingPrefix: string;
  /** Country settings' default dialling code, digits only (spec §3). */
  defaultDiallingCode: string;
  currency: string;
  salaryTerms: SalaryTerms;
  /** BCP-47 tag for English on this site. */
  defaultLocale: string;
  /** ISO codes whose jobs and cities belong to the site. */
  countries: string[];
  /** The site's best-known job city, the example in the location box's hint (its English name). */
  exampleCity: string;
  /**
   * The site's IANA time zone: daily and weekly job alerts go out in its morning. The Gulf site uses
   * the UAE's (its neighbours are within an hour of it).
   */
  timeZone: string;
  /** Some values are empty on purpose: not every country office has every channel (spec §3). */
  contact: SiteContact;
  /** Thailand, Vietnam and Indonesia publish no career articles (spec §3). */
  hasCareerArticles: boolean;
}

function contactFor(code: string, overrides: Partial<SiteContact> = {}): SiteContact {
  return {
    phone: "",
    tollFree: "",
    email: `info@${code}.example.com`,
    instagram: `https://instagram.example.com/jobnest.${code}`,
    linkedin: `https://linkedin.example.com/company/jobnest-${code}`,
    twitter: `https://twitter.example.com/jobnest_${code}`,
    facebook: `https://facebook.example.com/jobnest.${code}`,
    youtube: "",
    ...overrides,
  };
}

export const SITES: readonly Site[] = [
  {
    id: "india",
    name: "India",
    siteContext: "india",
    channelId: 1,
    subChannelId: 1,
    countryGroup: "IN",
    countryCode: "IN",
    diallingPrefix: "+91",
    defaultDiallingCode: "91",
    currency: "INR",
    salaryTerms: "annual",
    defaultLocale: "en-IN",
    countries: ["IN"],
    exampleCity: "Bengaluru",
    timeZone: "Asia/Kolkata",
    contact: contactFor("in", {
      phone: "+91 120 400 0000",
      tollFree: "1800 000 0000",
      youtube: "https://youtube.example.com/@jobnest-india",
    }),
    hasCareerArticles: true,
  },
  {
    id: "gulf",
    name: "Gulf",
    siteContext: "gulf",
    channelId: 2,
    subChannelId: 2,
    countryGroup: "SA",
    countryCode: null,
    diallingPrefix: "+971",
    defaultDiallingCode: "966",
    currency: "AED",
    salaryTerms: "monthly",
    defaultLocale: "en-AE",
    countries: ["AE", "SA", "QA", "KW", "OM", "BH"],
    exampleCity: "Dubai",
    timeZone: "Asia/Dubai",
    contact: contactFor("gulf", {
      phone: "+971 4 000 0000",
      tollFree: "800 000 0000",
      youtube: "https://youtube.example.com/@jobnest-gulf",
    }),
    hasCareerArticles: true,
  },
  {
    id: "singapore",
    name: "Singapore",
    siteContext: "singapore",
    channelId: 4,
    subChannelId: 6,
    countryGroup: "SEA",
    countryCode: "SG",
    diallingPrefix: "+65",
    defaultDiallingCode: "65",
    currency: "SGD",
    salaryTerms: "monthly",
    defaultLocale: "en-SG",
    countries: ["SG"],
    exampleCity: "Singapore",
    timeZone: "Asia/Singapore",
    contact: contactFor("sg", { phone: "+65 6000 0000", tollFree: "1800 000 0000" }),
    hasCareerArticles: true,
  },
  {
    id: "thailand",
    name: "Thailand",
    siteContext: "thailand",
    channelId: 4,
    subChannelId: 8,
    countryGroup: "SEA",
    countryCode: "TH",
    diallingPrefix: "+66",
    defaultDiallingCode: "66",
    currency: "THB",
    salaryTerms: "monthly",
    defaultLocale: "en-TH",
    countries: ["TH"],
    exampleCity: "Bangkok",
    timeZone: "Asia/Bangkok",
    contact: contactFor("th", { phone: "+66 2 000 0000", twitter: "" }),
    hasCareerArticles: false,
  },
  {
    id: "philippines",
    name: "Philippines",
    siteContext: "philippines",
    channelId: 4,
    subChannelId: 7,
    countryGroup: "SEA",
    countryCode: "PH",
    diallingPrefix: "+63",
    defaultDiallingCode: "63",
    currency: "PHP",
    salaryTerms: "monthly",
    defaultLocale: "en-PH",
    countries: ["PH"],
    exampleCity: "Manila",
    timeZone: "Asia/Manila",
    contact: contactFor("ph", { phone: "+63 2 8000 0000", tollFree: "1800 1000 0000" }),
    hasCareerArticles: true,
  },
  {
    id: "vietnam",
    name: "Vietnam",
    siteContext: "vietnam",
    channelId: 4,
    subChannelId: 9,
    countryGroup: "SEA",
    countryCode: "VN",
    diallingPrefix: "+84",
    defaultDiallingCode: "84",
    currency: "VND",
    salaryTerms: "monthly",
    defaultLocale: "en-VN",
    countries: ["VN"],
    exampleCity: "Ho Chi Minh City",
    timeZone: "Asia/Ho_Chi_Minh",
    contact: contactFor("vn", { phone: "+84 28 0000 0000", twitter: "" }),
    hasCareerArticles: false,
  },
  {
    id: "malaysia",
    name: "Malaysia",
    siteContext: "malaysia",
    channelId: 4,
    subChannelId: 11,
    countryGroup: "SEA",
    countryCode: "MY",
    diallingPrefix: "+60",
    defaultDiallingCode: "60",
    currency: "MYR",
    salaryTerms: "monthly",
    defaultLocale: "en-MY",
    countries: ["MY"],
    exampleCity: "Kuala Lumpur",
    timeZone: "Asia/Kuala_Lumpur",
    contact: contactFor("my", { phone: "+60 3 0000 0000", tollFree: "1800 00 0000" }),
    hasCareerArticles: true,
  },
  {
    id: "indonesia",
    name: "Indonesia",
    siteContext: "indonesia",
    channelId: 4,
    subChannelId: 10,
    countryGroup: "SEA",
    countryCode: "ID",
    diallingPrefix: "+62",
    defaultDiallingCode: "62",
    currency: "IDR",
    salaryTerms: "monthly",
    defaultLocale: "en-ID",
    countries: ["ID"],
    exampleCity: "Jakarta",
    timeZone: "Asia/Jakarta",
    contact: contactFor("id", { phone: "+62 21 0000 0000", twitter: "" }),
    hasCareerArticles: false,
  },
  {
    id: "hongkong",
    name: "Hong Kong",
    siteContext: "hongkong",
    channelId: 4,
    subChannelId: 5,
    countryGroup: "SEA",
    countryCode: "HK",
    diallingPrefix: "+852",
    defaultDiallingCode: "852",
    currency: "HKD",
    salaryTerms: "monthly",
    defaultLocale: "en-HK",
    countries: ["HK"],
    exampleCity: "Hong Kong",
    timeZone: "Asia/Hong_Kong",
    contact: contactFor("hk", { phone: "+852 3000 0000" }),
    hasCareerArticles: true,
  },
];

export const SITE_BY_ID: Record<SiteId, Site> = Object.fromEntries(
  SITES.map((site) => [site.id, site]),
) as Record<SiteId, Site>;

export const DEFAULT_SITE_ID = "india" satisfies SiteId;

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === "string" && Object.hasOwn(SITE_BY_ID, value);
}

/**
 * The country-code group map of spec §1. The Gulf's entry is the group code SA, which is not the
 * site's ISO country (the Gulf spans six countries), hence `Site.countryCode` is null there.
 */
export const COUNTRY_GROUP_CODES: Readonly<Record<SiteId, string>> = {
  india: "IN",
  gulf: "SA",
  singapore: "SG",
  thailand: "TH",
  philippines: "PH",
  vietnam: "VN",
  malaysia: "MY",
  indonesia: "ID",
  hongkong: "HK",
};

/** The site whose countries include an ISO code, e.g. "QA" → the Gulf; null when no site covers it. */
export function siteForCountry(countryCode: string): Site | null {
  const code = countryCode.toUpperCase();
  return SITES.find((site) => site.countries.includes(code)) ?? null;
}

export type BrandId = "jobnest" | "talentdock";

export interface Brand {
  id: BrandId;
  name: string;
}

export const BRANDS: readonly Brand[] = [
  { id: "jobnest", name: "JobNest" },
  { id: "talentdock", name: "TalentDock" },
];

export const BRAND_BY_ID: Record<BrandId, Brand> = {
  jobnest: BRANDS[0] as Brand,
  talentdock: BRANDS[1] as Brand,
};
export const DEFAULT_BRAND_ID = "jobnest" satisfies BrandId;

/** Region of a site for locale tags; the Gulf uses the UAE, where its prefix and currency come from. */
function localeRegion(site: Site): string {
  return site.countryCode ?? "AE";
}

/**
 * The locale tag for formatting on a site in a language, e.g. "en-IN", "hi-IN", "ar-AE".
 * The second brand uses different locale codes (spec §1): it pins Latin digits with the Unicode
 * extension "-u-nu-latn", so its Arabic pages show 0-9 rather than Arabic-Indic digits.
 */
export function localeFor(site: Site, language: Language, brand: Brand = BRAND_BY_ID.jobnest): string {
  const base = `${language}-${localeRegion(site)}`;
  return brand.id === "talentdock" ? `${base}-u-nu-latn` : base;
}

export interface DomainMap {
  [hostname: string]: { siteId: SiteId; brandId: BrandId };
}

const HOST_CODES: ReadonlyArray<readonly [string, SiteId]> = [
  ["in", "india"],
  ["gulf", "gulf"],
  ["sg", "singapore"],
  ["th", "thailand"],
  ["ph", "philippines"],
  ["vn", "vietnam"],
  ["my", "malaysia"],
  ["id", "indonesia"],
  ["hk", "hongkong"],
];

/**
 * Local development host names. Order matters: `siteHostname` links to the first host of a site and
 * brand, so each site's own sub-domain comes before the catch-all `localhost` names.
 */
export const DEFAULT_DOMAIN_MAP: DomainMap = {
  ...Object.fromEntries(
    HOST_CODES.map(([code, siteId]) => [`${code}.localhost`, { siteId, brandId: "jobnest" }]),
  ),
  localhost: { siteId: "india", brandId: "jobnest" },
  "127.0.0.1": { siteId: "india", brandId: "jobnest" },
  "talentdock.localhost": { siteId: "india", brandId: "talentdock" },
  ...Object.fromEntries(
    HOST_CODES.map(([code, siteId]) => [`${code}.talentdock.localhost`, { siteId, brandId: "talentdock" }]),
  ),
};

/** Lowercase host name without port or trailing dot; IPv6 literals keep their brackets. */
export function normalizeHostname(hostname: string): string {
  let host = hostname.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colon = host.indexOf(":");
  if (colon !== -1) host = host.slice(0, colon);
  return host.replace(/\.+$/, "");
}

/**
 * The site and brand for a request's host. A leading "www." is ignored when the bare name is mapped,
 * so production maps need not list both spellings.
 */
export function resolveSite(
  hostname: string,
  domainMap: DomainMap = DEFAULT_DOMAIN_MAP,
): { site: Site; brand: Brand } {
  const host = normalizeHostname(hostname);
  const entry =
    (Object.hasOwn(domainMap, host) ? domainMap[host] : undefined) ??
    (host.startsWith("www.") && Object.hasOwn(domainMap, host.slice(4))
      ? domainMap[host.slice(4)]
      : undefined);
  const site = entry && isSiteId(entry.siteId) ? SITE_BY_ID[entry.siteId] : SITE_BY_ID[DEFAULT_SITE_ID];
  const brand =
    entry && Object.hasOwn(BRAND_BY_ID, entry.brandId) ? BRAND_BY_ID[entry.brandId] : BRAND_BY_ID.jobnest;
  return { site, brand };
}

/** A host name that serves a site under a brand (the first in map order), or null when none does. */
export function siteHostname(
  siteId: SiteId,
  brandId: BrandId = DEFAULT_BRAND_ID,
  domainMap: DomainMap = DEFAULT_DOMAIN_MAP,
): string | null {
  for (const [host, entry] of Object.entries(domainMap)) {
    if (entry.siteId === siteId && entry.brandId === brandId) return host;
  }
  return null;
}

/** Header names every call carries (spec §7). */
export const SITE_HEADERS = {
  sourceCountry: "X-Source-Country",
  languageCode: "X-Language-Code",
  siteContext: "X-Source-Site-Context",
} as const;

/** The site headers of spec §7; the language code travels upper-case ("EN"), as the spec shows it. */
export function siteRequestHeaders(
  site: Site,
  language: Language = DEFAULT_LANGUAGE,
): Record<string, string> {
  return {
    [SITE_HEADERS.sourceCountry]: COUNTRY_GROUP_CODES[site.id],
    [SITE_HEADERS.languageCode]: language.toUpperCase(),
    [SITE_HEADERS.siteContext]: site.siteContext,
  };
}
