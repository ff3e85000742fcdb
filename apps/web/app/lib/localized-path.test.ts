import { describe, expect, it } from "vitest";
import { localizeHref } from "./localized-path.ts";

describe("localizeHref", () => {
  it("adds the language prefix to internal paths, queries included", () => {
    expect(localizeHref("/search/results?query=java", "hi")).toBe("/hi/search/results?query=java");
    expect(localizeHref("/", "ar")).toBe("/ar");
    expect(localizeHref("/job/java-developer-12", "ar")).toBe("/ar/job/java-developer-12");
  });

  it("keeps English bare and replaces a prefix that is already there", () => {
    expect(localizeHref("/search/results", "en")).toBe("/search/results");
    expect(localizeHref("/hi/search/results", "en")).toBe("/search/results");
    expect(localizeHref("/hi/search/results", "ar")).toBe("/ar/search/results");
  });

  it("leaves other origins and schemes alone", () => {
    for (const href of [
      "https://play.example.com/x",
      "//cdn.example.com/a.js",
      "mailto:a@b.c",
      "tel:+911234",
      "#main",
    ]) {
      expect(localizeHref(href, "hi")).toBe(href);
    }
  });
});
