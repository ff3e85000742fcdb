import { describe, expect, it } from "vitest";
import {
  englishKeywords,
  keywordTranslations,
  longestTranslatedPhrase,
  writtenKeyword,
} from "./keyword-translations.ts";
import { nameKey } from "./search-text.ts";

describe("englishKeywords", () => {
  const cases: [string, string][] = [
    ["लेखाकार", "accountant"],
    ["अकाउंटेंट", "accountant"],
    ["محاسب", "accountant"],
    ["محاسبة", "accountant"],
    ["सॉफ्टवेयर इंजीनियर", "software engineer"],
    ["مهندس برمجيات", "software engineer"],
    ["مبيعات", "sales"],
    ["المبيعات", "sales"],
    ["ड्राइवर", "driver"],
    ["سائق", "driver"],
    ["ممرضة", "nurse"],
    ["नर्स", "nurse"],
    ["خدمة العملاء", "customer service"],
    ["ग्राहक सेवा", "customer service"],
    ["مطور", "developer"],
    ["إدخال البيانات", "data entry"],
    ["ادخال البيانات", "data entry"],
    // Taxonomy names as the filters show them: a role, a whole function, a part of an industry.
    ["शिक्षक", "teacher"],
    ["लेखा / वित्त / कर / ऑडिट", "accounts finance tax audit"],
    ["ذكاء الأعمال", "business intelligence"],
    ["बीमा", "insurance"],
  ];
  for (const [written, english] of cases) {
    it(`reads "${written}" as "${english}"`, () => {
      expect(englishKeywords(written)).toBe(english);
    });
  }

  it("knows nothing of English words and unlisted ones", () => {
    expect(englishKeywords("accountant")).toBeUndefined();
    expect(englishKeywords("قطة")).toBeUndefined();
  });

  it("gives each spelling one meaning and keeps the words as written", () => {
    const keys = [...keywordTranslations()].map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(writtenKeyword(nameKey("محاسبة"))).toBe("محاسبة");
    expect(longestTranslatedPhrase()).toBeGreaterThanOrEqual(3);
  });

  it("translates into words the listings use: lowercase English", () => {
    for (const { english } of keywordTranslations()) expect(english).toMatch(/^[a-z]+( [a-z]+)*$/);
  });
});
