import { describe, expect, it } from "vitest";
import { SameWordsIndex, sameWords } from "./vocabulary.ts";

describe("sameWords", () => {
  it("takes a name held whole in one at most twice as long for the same name", () => {
    expect(sameWords("oracle", "oracle india")).toBe(true);
    expect(sameWords("infosys limited", "infosys")).toBe(true);
    expect(sameWords("sql", "oracle pl sql")).toBe(false);
    expect(sameWords("java", "javascript")).toBe(false);
    expect(sameWords("", "")).toBe(false);
  });
});

describe("SameWordsIndex", () => {
  it("finds what comparing with every name finds", () => {
    const words = ["oracle", "india", "pl", "sql", "java", "script", "core", "data", "labs"];
    // A seeded walk over two- to four-word names, so the case is the same on every run.
    let state = 7;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state;
    };
    const names = Array.from({ length: 300 }, () =>
      Array.from({ length: 1 + (next() % 4) }, () => words[next() % words.length]).join(" "),
    );
    const index = new SameWordsIndex<number>();
    for (const [at, name] of names.slice(0, 150).entries()) index.add(name, at);
    for (const query of names.slice(150)) {
      const expected = names
        .slice(0, 150)
        .map((name, at) => (sameWords(name, query) ? at : -1))
        .filter((at) => at >= 0);
      expect(index.find(query).sort((a, b) => a - b)).toEqual(expected);
      expect(index.has(query)).toBe(expected.length > 0);
    }
  });

  it("keeps every value given under one name", () => {
    const index = new SameWordsIndex<string>();
    index.add("infosys", "first");
    index.add("infosys", "second");
    index.add("", "never");
    expect(index.find("infosys limited")).toEqual(["first", "second"]);
    expect(index.find("")).toEqual([]);
  });
});
