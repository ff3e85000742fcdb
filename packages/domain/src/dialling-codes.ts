/**
 * Country dialling codes for phone fields (spec §3): the full list and the Gulf's short list.
 * Codes are digits only, as the country settings store them ("91"); `prefix` is the shown "+91".
 */

export interface DiallingCode {
  name: string;
  diallingCode: string;
  prefix: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Position in the full list, from 1; the list is alphabetical by name. */
  index: number;
  label: string;
}

const ENTRIES: ReadonlyArray<readonly [name: string, diallingCode: string, countryCode: string]> = [
  ["Afghanistan", "93", "AF"],
  ["Algeria", "213", "DZ"],
  ["Argentina", "54", "AR"],
  ["Australia", "61", "AU"],
  ["Austria", "43", "AT"],
  ["Bahrain", "973", "BH"],
  ["Bangladesh", "880", "BD"],
  ["Belgium", "32", "BE"],
  ["Bhutan", "975", "BT"],
  ["Brazil", "55", "BR"],
  ["Brunei", "673", "BN"],
  ["Cambodia", "855", "KH"],
  ["Canada", "1", "CA"],
  ["Chile", "56", "CL"],
  ["China", "86", "CN"],
  ["Colombia", "57", "CO"],
  ["Czech Republic", "420", "CZ"],
  ["Denmark", "45", "DK"],
  ["Egypt", "20", "EG"],
  ["Ethiopia", "251", "ET"],
  ["Finland", "358", "FI"],
  ["France", "33", "FR"],
  ["Germany", "49", "DE"],
  ["Ghana", "233", "GH"],
  ["Greece", "30", "GR"],
  ["Hong Kong", "852", "HK"],
  ["Hungary", "36", "HU"],
  ["India", "91", "IN"],
  ["Indonesia", "62", "ID"],
  ["Iran", "98", "IR"],
  ["Iraq", "964", "IQ"],
  ["Ireland", "353", "IE"],
  ["Israel", "972", "IL"],
  ["Italy", "39", "IT"],
  ["Japan", "81", "JP"],
  ["Jordan", "962", "JO"],
  ["Kenya", "254", "KE"],
  ["Kuwait", "965", "KW"],
  ["Laos", "856", "LA"],
  ["Lebanon", "961", "LB"],
  ["Macau", "853", "MO"],
  ["Malaysia", "60", "MY"],
  ["Maldives", "960", "MV"],
  ["Mauritius", "230", "MU"],
  ["Mexico", "52", "MX"],
  ["Morocco", "212", "MA"],
  ["Myanmar", "95", "MM"],
  ["Nepal", "977", "NP"],
  ["Netherlands", "31", "NL"],
  ["New Zealand", "64", "NZ"],
  ["Nigeria", "234", "NG"],
  ["Norway", "47", "NO"],
  ["Oman", "968", "OM"],
  ["Pakistan", "92", "PK"],
  ["Philippines", "63", "PH"],
  ["Poland", "48", "PL"],
  ["Portugal", "351", "PT"],
  ["Qatar", "974", "QA"],
  ["Romania", "40", "RO"],
  ["Russia", "7", "RU"],
  ["Saudi Arabia", "966", "SA"],
  ["Singapore", "65", "SG"],
  ["South Africa", "27", "ZA"],
  ["South Korea", "82", "KR"],
  ["Spain", "34", "ES"],
  ["Sri Lanka", "94", "LK"],
  ["Sweden", "46", "SE"],
  ["Switzerland", "41", "CH"],
  ["Taiwan", "886", "TW"],
  ["Tanzania", "255", "TZ"],
  ["Thailand", "66", "TH"],
  ["Turkey", "90", "TR"],
  ["Uganda", "256", "UG"],
  ["Ukraine", "380", "UA"],
  ["United Arab Emirates", "971", "AE"],
  ["United Kingdom", "44", "GB"],
  ["United States", "1", "US"],
  ["Vietnam", "84", "VN"],
  ["Yemen", "967", "YE"],
  ["Zambia", "260", "ZM"],
  ["Zimbabwe", "263", "ZW"],
];

export const DIALLING_CODES: readonly DiallingCode[] = ENTRIES.map(
  ([name, diallingCode, countryCode], position) => ({
    name,
    diallingCode,
    prefix: `+${diallingCode}`,
    countryCode,
    index: position + 1,
    label: `${name} (+${diallingCode})`,
  }),
);

function byCountry(countryCode: string): DiallingCode {
  const entry = DIALLING_CODES.find((code) => code.countryCode === countryCode);
  if (!entry) throw new Error(`No dialling code for ${countryCode}`);
  return entry;
}

/** The Gulf site's short list, in the spec's order: +971, +966, +974, +968, +965, +973. */
export const GULF_DIALLING_CODES: readonly DiallingCode[] = ["AE", "SA", "QA", "OM", "KW", "BH"].map(
  byCountry,
);

export function diallingCodeForCountry(countryCode: string): DiallingCode | null {
  const code = countryCode.toUpperCase();
  return DIALLING_CODES.find((entry) => entry.countryCode === code) ?? null;
}
