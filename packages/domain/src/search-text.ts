/**
 * Text handling shared by the search URL codec, the natural-language query parser and the search
 * service: digits of other scripts, and the technical tokens a text-search parser would tear apart.
 */

/** Devanagari (०–९), Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits, as ASCII digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0966-\u096f\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}
