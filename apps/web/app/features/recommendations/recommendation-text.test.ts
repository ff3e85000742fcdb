import { describe, expect, it } from "vitest";
import { ar } from "../../i18n/ar.ts";
import { en } from "../../i18n/en.ts";
import { hi } from "../../i18n/hi.ts";
import { createI18n } from "../../i18n/i18n-context.tsx";
import type { MessagePart } from "../../i18n/translate.ts";
import {
  anyReasonText as anyReasonParts,
  networkReasonText as networkReasonParts,
  recommendationReasonText as recommendationReasonParts,
  suggestionReasonText as suggestionReasonParts,
} from "./recommendation-text.ts";

const english = createI18n({ language: "en", locale: "en-IN", messages: en, now: 0 });
const hindi = createI18n({ language: "hi", locale: "hi-IN", messages: hi, now: 0 });
const arabic = createI18n({ language: "ar", locale: "ar-AE", messages: ar, now: 0 });

const text = (parts: MessagePart[] | null) =>
  parts?.map((part) => (typeof part === "string" ? part : part.text)).join("") ?? null;
const recommendationReasonText = (...args: Parameters<typeof recommendationReasonParts>) =>
  text(recommendationReasonParts(...args));
const suggestionReasonText = (...args: Parameters<typeof suggestionReasonParts>) =>
  text(suggestionReasonParts(...args));
const networkReasonText = (...args: Parameters<typeof networkReasonParts>) =>
  text(networkReasonParts(...args));
const anyReasonText = (...args: Parameters<typeof anyReasonParts>) => text(anyReasonParts(...args));

describe("the words of recommendation reasons", () => {
  it("counts matching skills in each language's plural forms", () => {
    const skills = (count: number) => ({ kind: "skills" as const, count, skills: [] });
    expect(recommendationReasonText(english, skills(4))).toBe("Matches 4 of your skills");
    expect(recommendationReasonText(hindi, skills(1))).toBe("आपके 1 कौशल से मेल खाती है");
    expect(recommendationReasonText(arabic, skills(2))).toBe("تطابق مهارتين من مهاراتك");
    expect(recommendationReasonText(arabic, skills(4))).toBe("تطابق 4 من مهاراتك");
  });

  it("names the place, the search, the opened job and the network company", () => {
    expect(recommendationReasonText(english, { kind: "location", city: "Pune" })).toBe(
      "In Pune, a location you prefer",
    );
    expect(
      suggestionReasonText(english, {
        kind: "search",
        search: "query=java",
        query: "Java",
        location: "Pune",
      }),
    ).toBe("From your search “Java in Pune”");
    expect(suggestionReasonText(english, { kind: "viewed", jobId: 7, title: "QA Lead" })).toBe(
      "Because you viewed “QA Lead”",
    );
    expect(networkReasonText(arabic, { kind: "recruiterViewed", company: "Acme" })).toBe(
      "مسؤول توظيف من Acme شاهد ملفك الشخصي",
    );
    // Names from data are parts of their own, so the page can keep their direction.
    expect(networkReasonParts(arabic, { kind: "recruiterViewed", company: "Acme" })).toContainEqual({
      name: "company",
      text: "Acme",
    });
  });

  it("words any reason of ours for the dashboard, and nothing else", () => {
    expect(anyReasonText(english, { kind: "colleague", company: "Acme" })).toBe(
      "A former colleague works at Acme",
    );
    expect(anyReasonText(english, { kind: "other" })).toBeNull();
    expect(anyReasonText(english, "text")).toBeNull();
  });
});
