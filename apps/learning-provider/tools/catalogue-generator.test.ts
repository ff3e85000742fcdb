import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_FILE, COURSE_LANGUAGES, LEVELS, loadCatalogue, PRICE_TIERS } from "../src/catalogue.ts";
import { generateCatalogue } from "./catalogue-generator.ts";
import { hasTaxonomy, readTaxonomy, sharedDataDir, type Taxonomy } from "./taxonomy.ts";

const committed = loadCatalogue();

describe("the committed catalogue", () => {
  it("is modest in size and credits its sources", () => {
    expect(statSync(fileURLToPath(CATALOGUE_FILE)).size).toBeLessThan(300 * 1024);
    const licence = committed.licence.join("\n");
    expect(licence).toContain("ESCO, European Commission");
    expect(licence).toContain("O*NET 29.2 Database");
    expect(licence).toContain("CC BY 4.0");
  });

  it("has 60–150 courses and 10–20 bundles, each well formed", () => {
    const { courses, bundles } = committed;
    expect(courses.length).toBeGreaterThanOrEqual(60);
    expect(courses.length).toBeLessThanOrEqual(150);
    expect(bundles.length).toBeGreaterThanOrEqual(10);
    expect(bundles.length).toBeLessThanOrEqual(20);
    const ids = new Set(courses.map((course) => course.id));
    expect(ids.size).toBe(courses.length);
    const categories = new Set(committed.categories.map((category) => category.id));
    const indexed = new Set(committed.skills.map((skill) => skill.name));
    for (const course of courses) {
      expect(course.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(course.title.length).toBeGreaterThan(3);
      expect(course.summary.length).toBeGreaterThan(20);
      expect(LEVELS).toContain(course.level);
      expect(PRICE_TIERS).toContain(course.priceTier);
      expect(categories.has(course.category)).toBe(true);
      expect(course.minutes).toBeGreaterThanOrEqual(15);
      expect(course.skills.length).toBeGreaterThanOrEqual(2);
      expect(course.skills.length).toBeLessThanOrEqual(5);
      expect(new Set(course.skills).size).toBe(course.skills.length);
      for (const skill of course.skills) expect(indexed.has(skill), `${course.id}: ${skill}`).toBe(true);
      expect(course.languages[0]).toBe("en");
      for (const language of course.languages) expect(COURSE_LANGUAGES).toContain(language);
    }
    for (const bundle of bundles) {
      expect(bundle.courseIds.length).toBeGreaterThanOrEqual(3);
      expect(bundle.courseIds.length).toBeLessThanOrEqual(5);
      for (const id of bundle.courseIds) expect(ids.has(id), `${bundle.id}: ${id}`).toBe(true);
    }
    const languageSets = new Set(courses.map((course) => course.languages.join("+")));
    expect([...languageSets].sort()).toEqual(["en", "en+ar", "en+hi"]);
    expect(new Set(courses.map((course) => course.level)).size).toBe(3);
    // Common fields of work are all there.
    for (const field of [
      "software",
      "data",
      "accounting",
      "sales",
      "customer-service",
      "nursing",
      "logistics",
    ]) {
      expect(
        courses.some((course) => course.category === field),
        field,
      ).toBe(true);
    }
    for (const field of ["design", "marketing"]) {
      expect(
        courses.some((course) => course.category === field),
        field,
      ).toBe(true);
    }
  });
});

describe("generation from the taxonomy", () => {
  let taxonomy: Taxonomy;
  beforeAll(() => {
    if (!hasTaxonomy()) {
      throw new Error(`The shared taxonomy is not in ${sharedDataDir()} (set PORTAL_SHARED_DATA)`);
    }
    taxonomy = readTaxonomy();
  });

  it("is deterministic and is what is committed", () => {
    const first = generateCatalogue(taxonomy);
    const second = generateCatalogue(taxonomy);
    expect(second).toEqual(first);
    expect(JSON.parse(readFileSync(CATALOGUE_FILE, "utf8"))).toEqual(first);
  });

  it("teaches only skills the taxonomy names, spelled as it spells them", () => {
    for (const course of committed.courses) {
      for (const skill of course.skills) {
        const isKnown = taxonomy.esco.has(skill) || taxonomy.technology.has(skill);
        expect(isKnown, `${course.id}: "${skill}"`).toBe(true);
      }
    }
    for (const skill of committed.skills) {
      if (skill.source === "ESCO") expect(taxonomy.esco.get(skill.name)).toBe(skill.reference);
      else expect(skill.reference).toMatch(/^\d{8} /);
    }
  });

  it("refuses a skill name the taxonomy does not have", () => {
    const withoutPython: Taxonomy = {
      esco: taxonomy.esco,
      technology: new Map([...taxonomy.technology].filter(([name]) => name !== "Python")),
    };
    expect(() => generateCatalogue(withoutPython)).toThrow(/"Python" is not an O\*NET technology skill/);
  });
});
