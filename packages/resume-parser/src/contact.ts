/**
 * E-mail and phone. Phones are read with libphonenumber's full metadata, trying each country of the
 * seeker's site as the default region, so "98765 43210" on the India site, "050 123 4567" on the Gulf
 * site and "9123 4567" in Singapore all become E.164 numbers; numbers written with "+" keep their own
 * country whatever the site.
 */
import type { ResumeField, ResumePhone } from "@portal/domain";
import { type CountryCode, findPhoneNumbersInText } from "libphonenumber-js/max";

const EMAIL = /[A-Za-z0-9][A-Za-z0-9._%+'-]*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,24}/g;

export function findEmail(lines: readonly string[]): ResumeField<string> | null {
  for (const line of lines) {
    for (const match of line.matchAll(EMAIL)) {
      const before = line.slice(0, match.index ?? 0);
      // Part of a link ("https://x.com/u/a@b.c") rather than an address.
      if (/\/\S*$/.test(before)) continue;
      const value = match[0].replace(/\.+$/, "");
      return { value, confidence: 0.98, source: "pattern", evidence: line.trim() };
    }
  }
  return null;
}

/** Lines that announce a phone number; a number there wins over one found elsewhere. */
const PHONE_LABEL =
  /\b(?:phone|mobile|mob|cell|tel|telephone|contact|whatsapp|hp|handphone|ph)\b|(?<![\p{L}\p{M}])(?:(?:ال)?(?:جوال|هاتف|موبايل)|मोबाइल|फ़ोन|फोन|दूरभाष)(?![\p{L}\p{M}])/iu;

export function findPhone(
  lines: readonly string[],
  regions: readonly string[],
): ResumeField<ResumePhone> | null {
  const candidates: { phone: ResumePhone; line: number; labelled: boolean; local: boolean; text: string }[] =
    [];
  lines.forEach((line, lineIndex) => {
    if (!/\d{3}/.test(line)) return;
    const seen = new Set<string>();
    for (const region of regions) {
      for (const found of findPhoneNumbersInText(line, { defaultCountry: region as CountryCode })) {
        const number = found.number;
        if (!number.isValid() || seen.has(number.number)) continue;
        const written = line.slice(found.startsAt, found.endsAt);
        // A run of digits inside a date or an identifier is not a phone number.
        if (/^\d{4}\s*[-–]\s*\d{4}$/.test(written.trim())) continue;
        seen.add(number.number);
        const countryCode = number.country ?? region;
        candidates.push({
          phone: {
            e164: number.number,
            countryCode,
            nationalNumber: number.nationalNumber,
            diallingCode: number.countryCallingCode,
          },
          line: lineIndex,
          labelled: PHONE_LABEL.test(line),
          local: regions.includes(countryCode),
          text: line.trim(),
        });
      }
    }
  });
  if (candidates.length === 0) return null;
  const best = [...candidates].sort(
    (a, b) => Number(b.labelled) - Number(a.labelled) || Number(b.local) - Number(a.local) || a.line - b.line,
  )[0];
  if (!best) return null;
  const confidence = best.labelled ? 0.95 : best.local ? 0.85 : 0.7;
  return { value: best.phone, confidence, source: best.labelled ? "stated" : "pattern", evidence: best.text };
}
