import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { correctedText, keywordGroups, toTsQuery, weightedPhrases, wordsToCheck } from "./keyword-query.ts";

describe("keyword queries", () => {
  it("require every word and add synonyms as alternatives", () => {
    expect(toTsQuery(keywordGroups("java developer"))).toBe("java & (developer | dev)");
    expect(toTsQuery(keywordGroups("ml engineer"))).toBe("(ml | machine <-> learning) & engineer");
    expect(toTsQuery(keywordGroups("machine learning engineer"))).toBe(
      "(machine <-> learning | ml) & engineer",
    );
    expect(toTsQuery(keywordGroups("sde"))).toBe("(sde | software <-> development <-> engineer)");
  });

  it("keep quoted phrases together and leave out minus words", () => {
    expect(toTsQuery(keywordGroups('"data engineer" -intern'))).toBe("data <-> engineer & !(intern)");
    expect(toTsQuery(keywordGroups("-intern"))).toBe("!(intern)");
  });

  it("add the English words of Hindi and Arabic titles, quoted or excluded too", () => {
    expect(toTsQuery(keywordGroups('"مهندس برمجيات"'))).toBe("(مهندس <-> برمجيات | software <-> engineer)");
    expect(toTsQuery(keywordGroups("java -مبيعات"))).toBe("java & !((مبيعات | sales))");
    expect(toTsQuery(keywordGroups("लेखाकार"))).toBe("(लेखाकार | accountant)");
  });

  it("drop words that only frame the request, unless nothing else is left", () => {
    expect(toTsQuery(keywordGroups("java jobs"))).toBe("java");
    expect(toTsQuery(keywordGroups("jobs"))).toBe("jobs");
  });

  it("add likelier spellings of unknown words and say what was meant", () => {
    const groups = keywordGroups("jva developer");
    expect(wordsToCheck(groups)).toEqual(["jva", "developer"]);
    const corrections = new Map([["jva", ["java"]]]);
    expect(toTsQuery(groups, corrections)).toBe("(jva | java) & (developer | dev)");
    expect(correctedText(groups, corrections)).toBe("java developer");
    expect(correctedText(groups, new Map())).toBeNull();
  });

  it("restrict skills and designations to their field", () => {
    expect(weightedPhrases(["Spring Boot", "Java"], "B")).toBe("(spring:B <-> boot:B) | java:B");
    expect(weightedPhrases(["!!!"], "A")).toBeNull();
  });

  it("only ever contain words, operators and weights", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const query = toTsQuery(keywordGroups(text));
        if (query !== null) expect(query).toMatch(/^[\p{L}\p{M}\p{N} &|!()<>:-]+$/u);
      }),
    );
  });
});
