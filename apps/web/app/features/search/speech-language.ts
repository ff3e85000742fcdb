/**
 * The language voice search listens for, from the page's locale. Browsers recognise Hindi as hi-IN
 * only, and Arabic best in an Arab region, so those are pinned; English keeps the site's region
 * (en-IN, en-SG…) because accents and place names differ between them.
 */
const ARABIC_REGIONS = new Set(["AE", "SA", "QA", "KW", "OM", "BH", "EG", "JO"]);

export function speechLanguage(locale: string): string {
  // "ar-AE-u-nu-latn" → "ar-AE": recognisers know nothing of Unicode extensions.
  const [language = "en", region = ""] = locale.split("-u-")[0]?.split("-") ?? [];
  if (language === "hi") return "hi-IN";
  if (language === "ar") return `ar-${ARABIC_REGIONS.has(region) ? region : "AE"}`;
  return region ? `${language}-${region}` : "en-IN";
}
