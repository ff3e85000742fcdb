import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeSearchText, parseKeywords, searchWords, toLatinDigits } from "./search-text.ts";

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

describe("normalizeSearchText", () => {
  it("keeps technical tokens searchable", () => {
    const cases: [string, string[]][] = [
      ["C++ Developer", ["cplusplus", "developer"]],
      ["C# and F#", ["csharp", "and", "fsharp"]],
      [".NET Core", ["dotnet", "core"]],
      ["ASP.NET MVC", ["asp", "dotnet", "mvc"]],
      ["Node.js", ["node", "nodejs"]],
      ["UI/UX Designer", ["ui", "ux", "designer"]],
      ["SAP ABAP", ["sap", "abap"]],
      ["2D/3D Drafting", ["2d", "3d", "drafting"]],
      ["PL/SQL", ["plsql"]],
      ["B.E/B.Tech", ["b", "e", "b", "tech"]],
      ["R&D Engineer", ["r", "d", "engineer"]],
    ];
    for (const [text, words] of cases) expect(searchWords(text), text).toEqual(words);
  });

  it("tells C, C++ and C# apart", () => {
    const words = ["C", "C++", "C#"].map((text) => searchWords(text).join(" "));
    expect(new Set(words).size).toBe(3);
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = searchWords(text);
        expect(searchWords(once.join(" "))).toEqual(once);
      }),
    );
    expect(normalizeSearchText("c++")).toBe(" cplusplus ");
  });
});

describe("parseKeywords", () => {
  it("reads words, quoted phrases and exclusions", () => {
    expect(parseKeywords('java "spring boot" -intern e-commerce')).toEqual([
      { words: ["java"], isPhrase: false, isExcluded: false },
      { words: ["spring", "boot"], isPhrase: true, isExcluded: false },
      { words: ["intern"], isPhrase: false, isExcluded: true },
      { words: ["e"], isPhrase: false, isExcluded: false },
      { words: ["commerce"], isPhrase: false, isExcluded: false },
    ]);
  });

  it("runs an unclosed quote to the end and ignores empty quotes", () => {
    expect(parseKeywords('"data engineer')).toEqual([
      { words: ["data", "engineer"], isPhrase: true, isExcluded: false },
    ]);
    expect(parseKeywords('"" java')).toEqual([{ words: ["java"], isPhrase: false, isExcluded: false }]);
  });

  it("only ever yields words of letters, marks and digits", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const term of parseKeywords(text)) {
          for (const word of term.words) expect(word).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
        }
      }),
    );
  });
});
