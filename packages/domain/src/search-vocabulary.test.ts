import { describe, expect, it } from "vitest";
import { nameKey } from "./search-text.ts";
import {
  isRemoteLocation,
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
      ...Object.keys(LOCATION_REGIONS),
      ...Object.values(LOCATION_REGIONS).flat(),
      ...REMOTE_LOCATION_TERMS,
    ];
    for (const entry of entries) expect(nameKey(entry), entry).toBe(entry);
  });

  it("give each phrase one group", () => {
    const phrases = SYNONYM_GROUPS.flat();
    expect(new Set(phrases).size).toBe(phrases.length);
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
    expect(placeNames("दुबई")).toContain("dubai");
    expect(placeNames("بنغالور")).toContain("bengaluru");
  });
});

describe("placeNames", () => {
  it("treats 'X City' and 'X' as one place", () => {
    expect(placeNames("Makati")).toEqual(expect.arrayContaining(["makati", "makati city"]));
    expect(placeNames("Quezon City")).toEqual(expect.arrayContaining(["quezon city", "quezon"]));
    expect(placeNames("Pune Cantonment")).toEqual(["pune cantonment", "pune cantonment city"]);
  });

  it("expands a region to its cities", () => {
    expect(placeNames("Delhi NCR")).toEqual(expect.arrayContaining(["delhi", "gurgaon", "noida"]));
    expect(placeNames("दिल्ली एनसीआर")).toEqual(placeNames("NCR"));
  });
});

describe("isRemoteLocation and phraseKey", () => {
  it("recognise work from home however it is written", () => {
    expect(isRemoteLocation("Remote")).toBe(true);
    expect(isRemoteLocation(" Work  from Home ")).toBe(true);
    expect(isRemoteLocation("WFH")).toBe(true);
    expect(isRemoteLocation("घर से काम")).toBe(true);
    expect(isRemoteLocation("عن بُعد")).toBe(true);
    expect(isRemoteLocation("Pune")).toBe(false);
  });

  it("normalise a phrase to lowercase words", () => {
    expect(phraseKey("  Navi   Mumbai ")).toBe("navi mumbai");
    expect(phraseKey("UI/UX Designer")).toBe("ui ux designer");
  });
});
