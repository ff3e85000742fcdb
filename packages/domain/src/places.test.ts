import { describe, expect, it } from "vitest";
import { ARABIC_PLACE_NAMES_FROM_WIKIDATA } from "./places/arabic-place-names.ts";
import { HINDI_PLACE_NAMES, WRITTEN_ARABIC_PLACE_NAMES } from "./places/written-place-names.ts";
import {
  canonicalPlaceName,
  placeDisplayName,
  placeNamesOf,
  placeSpellingKeys,
  placeSpellings,
} from "./places.ts";
import { foldLetters, nameKey } from "./search-text.ts";

describe("foldLetters and nameKey", () => {
  it("fold case and Latin accents", () => {
    expect(nameKey("Hà Nội")).toBe("ha noi");
    expect(nameKey("Ða Lat")).toBe("da lat");
    expect(nameKey("  Navi   MUMBAI ")).toBe("navi mumbai");
  });

  it("fold the Arabic letters people type for one another", () => {
    expect(nameKey("أبو ظبي")).toBe(nameKey("ابو ظبي"));
    expect(nameKey("إسلام آباد")).toBe("اسلام اباد");
    expect(nameKey("جدة")).toBe(nameKey("جده"));
    expect(nameKey("مستشفى")).toBe(nameKey("مستشفي"));
    expect(nameKey("جِدَّة")).toBe(nameKey("جدة"));
    expect(nameKey("دبـــي")).toBe(nameKey("دبي"));
    expect(nameKey("ٱلرياض")).toBe(nameKey("الرياض"));
  });

  it("fold Devanagari nukta and chandrabindu, keeping vowel signs", () => {
    expect(nameKey("गुड़गाँव")).toBe(nameKey("गुडगांव"));
    expect(nameKey("फ़रीदाबाद")).toBe(nameKey("फरीदाबाद"));
    expect(nameKey("ग़ाज़ियाबाद")).toBe(nameKey("गाजियाबाद"));
    expect(nameKey("बेंगलुरु")).not.toBe(nameKey("बंगलुरु"));
    expect(foldLetters("मुंबई")).toBe("मुंबई");
  });

  it("read other scripts' digits as ASCII", () => {
    expect(nameKey("٥ سنوات")).toBe("5 سنوات");
    expect(nameKey("३ साल")).toBe("3 साल");
  });
});

describe("canonicalPlaceName", () => {
  const cases: [string, string][] = [
    ["Bengaluru", "Bengaluru"],
    ["bangalore", "Bengaluru"],
    ["बेंगलुरु", "Bengaluru"],
    ["बैंगलोर", "Bengaluru"],
    ["بنغالور", "Bengaluru"],
    ["Gurugram", "Gurgaon"],
    ["गुरुग्राम", "Gurgaon"],
    ["गुड़गाँव", "Gurgaon"],
    ["Bombay", "Mumbai"],
    ["मुम्बई", "Mumbai"],
    ["مومباي", "Mumbai"],
    ["Kochi", "Cochin"],
    ["Prayagraj", "Allahabad"],
    ["नई दिल्ली", "New Delhi"],
    ["दिल्ली", "Delhi"],
    ["دبي", "Dubai"],
    ["دُبَيّ", "Dubai"],
    ["दुबई", "Dubai"],
    ["أبوظبي", "Abu Dhabi"],
    ["ابو ظبي", "Abu Dhabi"],
    ["Ajman", "Ajman City"],
    ["الرياض", "Riyadh"],
    ["رياض", "Riyadh"],
    ["Makkah", "Mecca"],
    ["مكة المكرمة", "Mecca"],
    ["المدينة المنورة", "Medina"],
    ["جدة", "Jeddah"],
    ["جده", "Jeddah"],
    ["الكويت", "Kuwait City"],
    ["Saigon", "Ho Chi Minh City"],
    ["Hà Nội", "Hanoi"],
    ["KL", "Kuala Lumpur"],
    ["सिंगापुर", "Singapore"],
    ["هونغ كونغ", "Hong Kong"],
  ];
  for (const [spelling, city] of cases) {
    it(`reads "${spelling}" as ${city}`, () => {
      expect(canonicalPlaceName(spelling)).toBe(city);
    });
  }

  it("knows nothing of names it has no list for", () => {
    expect(canonicalPlaceName("Atlantis")).toBeUndefined();
    expect(canonicalPlaceName("")).toBeUndefined();
  });

  it("leads every spelling to one city", () => {
    const owners = new Map<string, string>();
    for (const { name, keys } of placeSpellings()) {
      for (const key of keys) {
        expect(owners.get(key), `${key} is claimed by ${owners.get(key)} and ${name}`).toBeUndefined();
        owners.set(key, name);
        expect(canonicalPlaceName(key)).toBe(name);
      }
    }
    expect(owners.size).toBeGreaterThan(4_000);
  });

  it("has a Hindi name for the big cities of India and the Gulf, and an Arabic one for the Gulf's", () => {
    for (const city of [
      "Mumbai",
      "Delhi",
      "Bengaluru",
      "Hyderabad",
      "Chennai",
      "Kolkata",
      "Pune",
      "Ahmedabad",
    ]) {
      expect(placeNamesOf(city)?.hindi.length, city).toBeGreaterThan(0);
    }
    for (const city of [
      "Dubai",
      "Abu Dhabi",
      "Sharjah",
      "Riyadh",
      "Jeddah",
      "Doha",
      "Muscat",
      "Manama",
      "Kuwait City",
    ]) {
      expect(placeNamesOf(city)?.hindi.length, city).toBeGreaterThan(0);
      expect(placeNamesOf(city)?.arabic.length, city).toBeGreaterThan(0);
    }
  });

  it("writes names in their own script", () => {
    for (const { hindi, arabic } of [...placeSpellings()]
      .map(({ name }) => placeNamesOf(name))
      .filter((place) => place !== undefined)) {
      for (const name of hindi) expect(name, name).toMatch(/^[\u0900-\u097f\s.-]+$/);
      for (const name of arabic) expect(name, name).toMatch(/^[\u0600-\u06ff\s-]+$/);
    }
    for (const block of [HINDI_PLACE_NAMES, WRITTEN_ARABIC_PLACE_NAMES, ARABIC_PLACE_NAMES_FROM_WIKIDATA]) {
      for (const line of block.split("\n").filter((text) => text.includes(": "))) {
        expect(line.split(": ")[1], line).not.toMatch(/[()]/);
      }
    }
  });
});

describe("placeSpellingKeys", () => {
  it("lists a city's own key first, then its other names", () => {
    const keys = placeSpellingKeys("Bengaluru");
    expect(keys[0]).toBe("bengaluru");
    expect(keys).toEqual(expect.arrayContaining(["bangalore", nameKey("बेंगलुरु"), nameKey("بنغالور")]));
  });

  it("gives a city without other names its own key", () => {
    expect(placeSpellingKeys("Atlantis")).toEqual(["atlantis"]);
  });
});

describe("placeDisplayName", () => {
  it("shows a city in the page's language", () => {
    expect(placeDisplayName("Bengaluru", "en")).toBe("Bengaluru");
    expect(placeDisplayName("Bengaluru", "hi")).toBe("बेंगलुरु");
    expect(placeDisplayName("Bengaluru", "ar")).toBe("بنغالور");
    expect(placeDisplayName("Dubai", "ar")).toBe("دبي");
    expect(placeDisplayName("Dubai", "hi")).toBe("दुबई");
    expect(placeDisplayName("Gurgaon", "hi")).toBe("गुड़गांव");
  });

  it("shows any spelling as its city", () => {
    expect(placeDisplayName("Bangalore", "en")).toBe("Bengaluru");
    expect(placeDisplayName("دبي", "en")).toBe("Dubai");
    expect(placeDisplayName("बैंगलोर", "ar")).toBe("بنغالور");
  });

  it("falls back to the name it was given", () => {
    expect(placeDisplayName("Woodlands", "hi")).toBe("वुडलैंड्स");
    expect(placeDisplayName("Tsuen Wan", "ar")).toBe("Tsuen Wan");
    expect(placeDisplayName("Atlantis", "hi")).toBe("Atlantis");
  });
});
