import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toLatinDigits } from "./search-text";

describe("toLatinDigits", () => {
  it("reads Devanagari and both Arabic digit sets", () => {
    expect(toLatinDigits("३ साल")).toBe("3 साल");
    expect(toLatinDigits("٥ سنوات")).toBe("5 سنوات");
    expect(toLatinDigits("۱۲")).toBe("12");
    expect(toLatinDigits("०१२३४५६७८९ ٠١٢٣٤٥٦٧٨٩")).toBe("0123456789 0123456789");
  });

  it("leaves text without such digits as it is", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const clean = text.replace(/[\u0966-\u096f\u0660-\u0669\u06f0-\u06f9]/g, "");
        expect(toLatinDigits(clean)).toBe(clean);
      }),
    );
  });
});
