import { describe, expect, it } from "vitest";
import { searchWords } from "./search-text.ts";
import {
  isRemoteLocation,
  LOCATION_ALIASES,
  LOCATION_REGIONS,
  phraseKey,
  placeNames,
  REMOTE_LOCATION_TERMS,
  SYNONYM_GROUPS,
  synonymsOf,
} from "./search-vocabulary.ts";

describe("the vocabulary tables", () => {
  it("are written the way queries are read", () => {
    const entries = [
      ...SYNONYM_GROUPS.flat(),
      ...LOCATION_ALIASES.flat(),
      ...Object.keys(LOCATION_REGIONS),
      ...Object.values(LOCATION_REGIONS).flat(),
      ...REMOTE_LOCATION_TERMS,
    ];
    for (const entry of entries) expect(searchWords(entry).join(" "), entry).toBe(entry);
  });

  it("give each phrase one group", () => {
    const phrases = SYNONYM_GROUPS.flat();
    expect(new Set(phrases).size).toBe(phrases.length);
    const places = LOCATION_ALIASES.flat();
    expect(new Set(places).size).toBe(places.length);
  });

  it("hold the required synonyms and aliases", () => {
    expect(synonymsOf("js")).toContain("javascript");
    expect(synonymsOf("sde")).toContain("software development engineer");
    expect(synonymsOf("human resources")).toContain("hr");
    expect(synonymsOf("ca")).toContain("chartered accountant");
    expect(synonymsOf("ml")).toContain("machine learning");
    expect(placeNames("Bangalore")).toContain("bengaluru");
    expect(placeNames("Gurugram")).toContain("gurgaon");
    expect(placeNames("Bombay")).toContain("mumbai");
    expect(placeNames("Saigon")).toContain("ho chi minh city");
  });
});

describe("placeNames", () => {
  it("treats 'X City' and 'X' as one place", () => {
    expect(placeNames("Makati")).toEqual(["makati", "makati city"]);
    expect(placeNames("Quezon City")).toEqual(["quezon city", "quezon"]);
  });

  it("expands a region to its cities", () => {
    expect(placeNames("Delhi NCR")).toEqual(expect.arrayContaining(["delhi", "gurgaon", "noida"]));
  });
});

describe("isRemoteLocation and phraseKey", () => {
  it("recognise work from home however it is written", () => {
    expect(isRemoteLocation("Remote")).toBe(true);
    expect(isRemoteLocation(" Work  from Home ")).toBe(true);
    expect(isRemoteLocation("WFH")).toBe(true);
    expect(isRemoteLocation("Pune")).toBe(false);
  });

  it("normalise a phrase to lowercase words", () => {
    expect(phraseKey("  Navi   Mumbai ")).toBe("navi mumbai");
    expect(phraseKey("UI/UX Designer")).toBe("ui ux designer");
  });
});
