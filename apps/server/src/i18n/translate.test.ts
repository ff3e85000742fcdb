import { describe, expect, it } from "vitest";
import { translate } from "./translate.ts";

describe("translate", () => {
  it("says spec messages in the spec's words in English and translated in Hindi and Arabic", () => {
    expect(translate("en", "maxIndustries")).toBe("Maximum 2 industries.");
    expect(translate("hi", "maxIndustries")).not.toBe("Maximum 2 industries.");
    expect(translate("ar", "maxIndustries")).toMatch(/[\u0600-\u06ff]/);
  });

  it("fills placeholders and falls back to the generic failure text for an unknown key", () => {
    expect(translate("en", "rateLimited", { seconds: 30 })).toBe(
      "Too many attempts. Please wait 30 seconds and try again.",
    );
    expect(translate("en", "requestTimeout", { n: 60000 })).toBe("timeout of 60000ms exceeded");
    expect(translate("ar", "no.such.key")).toBe("حدث خطأ ما، يرجى المحاولة مرة أخرى");
  });
});
