/** Dialling codes for a site's phone field: the site's own first (the Gulf's six), then everyone else. */
import { DIALLING_CODES, type DiallingCode, GULF_DIALLING_CODES, type SiteId } from "@portal/domain";

export function diallingCodesFor(siteId: SiteId, siteCode: string): DiallingCode[] {
  const first =
    siteId === "gulf"
      ? [...GULF_DIALLING_CODES]
      : DIALLING_CODES.filter((code) => code.diallingCode === siteCode);
  const firstCodes = new Set(first.map((code) => code.countryCode));
  return [...first, ...DIALLING_CODES.filter((code) => !firstCodes.has(code.countryCode))];
}

/** The code a new number starts with on a site: the one of its dialling prefix (+971 on the Gulf site). */
export function defaultDiallingCode(diallingPrefix: string): string {
  return diallingPrefix.replace(/^\+/, "");
}
