import { describe, expect, it } from "vitest";
import { INDUSTRIES, JOB_FUNCTIONS, JOB_ROLES } from "./job-taxonomy.ts";
import {
  nameIn,
  namesIn,
  needsTranslation,
  REFERENCE_LIST_NAMES,
  REFERENCE_LISTS,
  type ReferenceListName,
  translateName,
} from "./reference-list-translations.ts";
import { COURSES, NOTICE_PERIODS, PERCENTAGE_BANDS } from "./reference-lists.ts";

const SCRIPTS = { hi: /\p{Script=Devanagari}/u, ar: /\p{Script=Arabic}/u } as const;
const OTHER_LANGUAGES = ["hi", "ar"] as const;

describe.each(REFERENCE_LIST_NAMES)("the %s list", (listName: ReferenceListName) => {
  const list = REFERENCE_LISTS[listName];
  const worded = list.entries.filter((entry) => needsTranslation(entry.name));

  it.each(OTHER_LANGUAGES)("names every entry in %s, in that language's script", (language) => {
    const missing = worded.filter((entry) => {
      const name = nameIn(listName, entry.id, language) ?? "";
      return name.trim() === "" || name === entry.name || !SCRIPTS[language].test(name);
    });
    expect(missing.map((entry) => entry.name)).toEqual([]);
  });

  it("translates no name the list does not have", () => {
    const names = new Set(list.entries.map((entry) => entry.name));
    expect(Object.keys(list.translations).filter((name) => !names.has(name))).toEqual([]);
  });
});

// Specialisations are offered course by course, where "Civil" (B.E) and "Civil Engineering" (diploma)
// may well share a translation: "the lists" below checks them within each course.
const LISTS_OFFERED_WHOLE = REFERENCE_LIST_NAMES.filter((listName) => listName !== "specializations");

describe.each(LISTS_OFFERED_WHOLE)("the %s list", (listName: ReferenceListName) => {
  it("gives distinct entries distinct names in every language", () => {
    for (const language of ["en", ...OTHER_LANGUAGES] as const) {
      const names = REFERENCE_LISTS[listName].entries.map((entry) => nameIn(listName, entry.id, language));
      expect(new Set(names).size, language).toBe(names.length);
    }
  });
});

describe("the lists", () => {
  it("cover every reference list of the spec that has words", () => {
    expect(REFERENCE_LIST_NAMES).toEqual(
      expect.arrayContaining([
        "functions",
        "roles",
        "industries",
        "courses",
        "specializations",
        "noticePeriods",
        "usaWorkStatus",
        "differentlyAbled",
        "workCountries",
        "jobTypes",
        "workModes",
        "percentageBands",
        "experienceYears",
      ]),
    );
    expect(REFERENCE_LISTS.functions.entries).toBe(JOB_FUNCTIONS);
    expect(REFERENCE_LISTS.roles.entries).toBe(JOB_ROLES);
    expect(REFERENCE_LISTS.industries.entries).toBe(INDUSTRIES);
  });

  it("hold every specialisation of every course once", () => {
    const names = REFERENCE_LISTS.specializations.entries.map((entry) => entry.name);
    for (const course of COURSES) for (const name of course.specializations) expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("give a course's specialisations distinct names in every language", () => {
    for (const course of COURSES) {
      for (const language of ["hi", "ar"] as const) {
        const names = course.specializations.map((name) => nameIn("specializations", name, language));
        expect(new Set(names).size, `${course.name} ${language}`).toBe(names.length);
      }
    }
  });
});

describe("nameIn", () => {
  it("gives the list's own English name in English and the translation otherwise", () => {
    const serving = NOTICE_PERIODS[0];
    expect(nameIn("noticePeriods", "serving", "en")).toBe(serving?.name);
    expect(nameIn("noticePeriods", "serving", "hi")).toBe("नोटिस अवधि चल रही है");
    expect(nameIn("roles", 2201, "ar")).toBe("مهندس برمجيات");
    expect(nameIn("courses", "5", "hi")).toBe("बी.ई./बी.टेक");
  });

  it("leaves names of figures as they are and knows no unknown id", () => {
    const band = PERCENTAGE_BANDS[1];
    expect(nameIn("percentageBands", band?.id ?? 0, "ar")).toBe(band?.name);
    expect(nameIn("percentageBands", 1, "ar")).toBe("أقل من 40%");
    expect(nameIn("functions", 999, "hi")).toBeNull();
  });
});

describe("translateName", () => {
  it("translates a stored English name whatever its case, and leaves other words alone", () => {
    expect(translateName("functions", "IT Software - Application Programming", "ar")).toBe(
      "برمجيات تقنية المعلومات - برمجة التطبيقات",
    );
    expect(translateName("industries", "insurance", "hi")).toBe("बीमा");
    expect(translateName("roles", "Chief Happiness Officer", "hi")).toBe("Chief Happiness Officer");
    expect(translateName("roles", "Teacher", "en")).toBe("Teacher");
  });
});

describe("namesIn", () => {
  it("names every entry by id", () => {
    const names = namesIn("jobTypes", "ar");
    expect(Object.keys(names)).toEqual(["full-time", "part-time", "contract", "internship", "temporary"]);
    expect(names["full-time"]).toBe("دوام كامل");
  });
});
