import { describe, expect, it } from "vitest";
import { canonicalLocations, cardPlaceNames, jobPlaceNames, placeNamesFor } from "./place-names.server.ts";
import { placeNameIn } from "./use-place-name.ts";

describe("place names for a page", () => {
  it("sends only the names that differ in the page's language", () => {
    expect(placeNamesFor("ar", ["Dubai", "Tsuen Wan"])).toEqual({ Dubai: "دبي" });
    expect(placeNamesFor("hi", ["Bengaluru", "Mumbai"])).toEqual({ Bengaluru: "बेंगलुरु", Mumbai: "मुंबई" });
    expect(placeNamesFor("en", ["Bengaluru", "Dubai"])).toEqual({});
  });

  it("finds the cities of job cards wherever a page keeps them", () => {
    const job = { locations: ["Pune", "Mumbai"] };
    expect(jobPlaceNames("hi", [job])).toEqual({ Pune: "पुणे", Mumbai: "मुंबई" });
    expect(cardPlaceNames("hi", { recent: [{ job }], other: null, count: 3 })).toEqual({
      Pune: "पुणे",
      Mumbai: "मुंबई",
    });
  });

  it("names a search's places by their cities' own names", () => {
    expect(canonicalLocations(["बेंगलुरु", "Bangalore", "دبي", "Atlantis"])).toEqual([
      "Bengaluru",
      "Dubai",
      "Atlantis",
    ]);
    expect(canonicalLocations(undefined)).toBeUndefined();
  });

  it("looks names up without reading inherited properties", () => {
    const placeName = placeNameIn({ Dubai: "دبي" });
    expect(placeName("Dubai")).toBe("دبي");
    expect(placeName("constructor")).toBe("constructor");
  });
});
