import { LANGUAGES, type Language, SPEC_MESSAGES, SPEC_UI_TEXTS } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { ar } from "./ar.ts";
import { en } from "./en.ts";
import { hi } from "./hi.ts";
import { type Messages, placeholdersOf, pluralBase, requiredPluralCategories } from "./translate.ts";

const CATALOGUES: Record<Language, Messages> = { en, hi, ar };
/** Plural rules depend on the language only, so any region will do. */
const PLURAL_LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN", ar: "ar-AE" };
const SCRIPTS: Partial<Record<Language, RegExp>> = { hi: /\p{Script=Devanagari}/u, ar: /\p{Script=Arabic}/u };

const englishKeys = Object.keys(en);
const singularKeys = englishKeys.filter((key) => pluralBase(key) === null);
const pluralBases = [...new Set(englishKeys.map(pluralBase).filter((base): base is string => base !== null))];

function withoutCount(names: string[]): string[] {
  return names.filter((name) => name !== "count");
}

describe.each(LANGUAGES)("the %s catalogue", (language) => {
  const messages = CATALOGUES[language];

  it("has every singular key, none of them empty", () => {
    const missing = singularKeys.filter((key) => !messages[key]?.trim());
    expect(missing).toEqual([]);
  });

  it("has every plural form its language needs", () => {
    const categories = requiredPluralCategories(PLURAL_LOCALES[language]);
    const missing = pluralBases.flatMap((base) =>
      categories.map((category) => `${base}.${category}`).filter((key) => !messages[key]?.trim()),
    );
    expect(missing).toEqual([]);
  });

  it("has no keys that English does not know", () => {
    const unknown = Object.keys(messages).filter((key) => {
      const base = pluralBase(key);
      return base === null ? !Object.hasOwn(en, key) : !pluralBases.includes(base);
    });
    expect(unknown).toEqual([]);
  });

  it("uses the same placeholders as English", () => {
    const differing = Object.keys(messages).filter((key) => {
      const base = pluralBase(key);
      if (base === null)
        return (
          placeholdersOf(messages[key] ?? "").join() !== placeholdersOf(en[key as keyof typeof en]).join()
        );
      // A plural form may spell its number out ("وظيفتين"), so only {count} may be left out.
      const expected = withoutCount(placeholdersOf(messages[`${base}.other`] ?? ""));
      return withoutCount(placeholdersOf(messages[key] ?? "")).join() !== expected.join();
    });
    expect(differing).toEqual([]);
  });

  it("uses English's placeholders in every plural form", () => {
    const differing = pluralBases.flatMap((base) => {
      const english = withoutCount(placeholdersOf(en[`${base}.other` as keyof typeof en] ?? "")).join();
      return Object.keys(messages)
        .filter((key) => pluralBase(key) === base)
        .filter((key) => withoutCount(placeholdersOf(messages[key] ?? "")).join() !== english);
    });
    expect(differing).toEqual([]);
  });

  it("keeps {count} in the 'other' form of every plural", () => {
    const missing = pluralBases.filter(
      (base) => !placeholdersOf(messages[`${base}.other`] ?? "").includes("count"),
    );
    expect(missing).toEqual([]);
  });

  it("has a translation for every spec message", () => {
    const missing = Object.keys(SPEC_MESSAGES).filter((code) => !messages[`spec.${code}`]?.trim());
    expect(missing).toEqual([]);
  });

  const script = SCRIPTS[language];
  if (script) {
    it("is written in its own script, not left in English or transliterated", () => {
      const untranslated = Object.entries(messages).filter(([, text]) => {
        const words = text.replace(/\{\w+\}/g, "");
        return /\p{L}/u.test(words) && !script.test(words);
      });
      expect(untranslated).toEqual([]);
    });
  }
});

/**
 * Texts where {count} stands alone, beside no word that would agree with it ("All (3)", "about 40"):
 * they need no plural forms. Every other text with a count in it must have them.
 */
const COUNTS_STANDING_ALONE = new Set([
  "applications.list.all",
  "applications.list.statusCount",
  "bell.headerLabelUnread",
  "bell.unreadSummary",
  "filters.approximateCount",
]);

describe("counts in sentences", () => {
  it("take plural forms, so that no page says '1 jobs'", () => {
    const singular = singularKeys.filter(
      (key) =>
        placeholdersOf(en[key as keyof typeof en]).includes("count") && !COUNTS_STANDING_ALONE.has(key),
    );
    expect(singular).toEqual([]);
  });

  it("stand alone only where the list above says so", () => {
    const unknown = [...COUNTS_STANDING_ALONE].filter(
      (key) => !singularKeys.includes(key) || !placeholdersOf(en[key as keyof typeof en]).includes("count"),
    );
    expect(unknown).toEqual([]);
  });
});

describe("the English catalogue", () => {
  it("quotes every spec message word for word", () => {
    for (const [code, text] of Object.entries(SPEC_MESSAGES)) {
      expect(en[`spec.${code}` as keyof typeof en], code).toBe(text);
    }
  });

  it("quotes the app banner's texts", () => {
    expect(en["banner.text"]).toBe(SPEC_UI_TEXTS.appBannerText);
    expect(en["banner.open"]).toBe(SPEC_UI_TEXTS.appBannerOpen);
  });
});
