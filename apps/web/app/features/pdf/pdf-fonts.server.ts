/**
 * The fonts and writing directions every PDF the portal makes shares (the tax invoice, the designed
 * resume). PDFKit's built-in fonts cover Latin-1 only, so each document embeds Noto Sans for Latin (with
 * ₹), Noto Sans Arabic and Noto Sans Devanagari (OFL, from @expo-google-fonts), regular and bold;
 * PDFKit shapes Arabic and Devanagari through fontkit. Fonts are found from their packages' roots, which
 * holds in the server's bundle too.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { Language } from "@portal/domain";

/** The scripts we have a font for; anything else is drawn in the Latin font. */
export type PdfScript = "latin" | "ar" | "hi";

const require = createRequire(import.meta.url);
const fontFile = (family: string, file: string) =>
  path.join(path.dirname(require.resolve(`@expo-google-fonts/${family}/package.json`)), file);

/** Registered under these names: a script's name, and the same with "Bold". */
const FONT_FILES = {
  latin: fontFile("noto-sans", "400Regular/NotoSans_400Regular.ttf"),
  latinBold: fontFile("noto-sans", "700Bold/NotoSans_700Bold.ttf"),
  ar: fontFile("noto-sans-arabic", "400Regular/NotoSansArabic_400Regular.ttf"),
  arBold: fontFile("noto-sans-arabic", "700Bold/NotoSansArabic_700Bold.ttf"),
  hi: fontFile("noto-sans-devanagari", "400Regular/NotoSansDevanagari_400Regular.ttf"),
  hiBold: fontFile("noto-sans-devanagari", "700Bold/NotoSansDevanagari_700Bold.ttf"),
} as const;

export type PdfFontName = keyof typeof FONT_FILES;

export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
}

export function fontName(script: PdfScript, isBold = false): PdfFontName {
  return isBold ? `${script}Bold` : script;
}

/** The script of the page's own words (its headings and labels). */
export function pageScript(language: Language): PdfScript {
  return language === "en" ? "latin" : language;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const DEVANAGARI_SCRIPT = /[\u0900-\u097F\uA8E0-\uA8FF]/;

/**
 * The font a value needs: a name, a company or a place may be in any script whatever the page's
 * language. Both the Arabic and the Devanagari fonts carry Latin letters and digits too, so a value
 * mixing one of them with Latin stays in one font.
 */
export function scriptOf(value: string): PdfScript {
  return ARABIC_SCRIPT.test(value) ? "ar" : DEVANAGARI_SCRIPT.test(value) ? "hi" : "latin";
}

/**
 * Arabic is laid out right to left by fontkit's "rtla" feature: a run's words keep their order and
 * spaces. Digits inside such a run would come out reversed, so numbers are always runs of their own.
 */
export function featuresOf(script: PdfScript): PDFKit.Mixins.OpenTypeFeatures[] {
  return script === "ar" ? ["rtla"] : [];
}

/** Where a page's lines start and end: Arabic pages read from the right. */
export function pageDirection(language: Language) {
  const isRtl = language === "ar";
  return {
    isRtl,
    start: isRtl ? ("right" as const) : ("left" as const),
    end: isRtl ? ("left" as const) : ("right" as const),
  };
}
