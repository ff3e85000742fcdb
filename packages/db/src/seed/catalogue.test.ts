import { describe, expect, it } from "vitest";
import { localiseSkill } from "./archetypes.ts";
import { loadCatalogue, portalSkillName } from "./catalogue.ts";
import { copyField, copyRow } from "./copy.ts";
import { article, escapeHtml } from "./description.ts";

describe("portalSkillName", () => {
  it.each([
    ["Structured query language SQL", "SQL"],
    ["Amazon Web Services AWS software", "AWS"],
    ["Microsoft SQL Server Integration Services SSIS", "SSIS"],
    ["Oracle Java 2 Platform Enterprise Edition J2EE", "J2EE"],
    ["JavaScript Object Notation JSON", "JSON"],
    ["Microsoft Power BI", "Power BI"],
    ["Microsoft ASP.NET", "ASP.NET"],
    ["Microsoft .NET Framework", ".NET Framework"],
    ["Oracle Java", "Java"],
    ["Node.js", "Node.js"],
    ["C++", "C++"],
    ["C#", "C#"],
    ["R", "R"],
    ["IBM WebSphere MQ", "WebSphere MQ"],
    ["Microsoft Excel", "MS Excel"],
    ["Zoom", null],
  ])("%s → %s", (example, expected) => {
    expect(portalSkillName(example)).toBe(expected);
  });
});

describe("the catalogue", () => {
  it("loads quickly from the shared data and offers IT skills with punctuation", async () => {
    const started = performance.now();
    const catalogue = await loadCatalogue();
    expect(performance.now() - started).toBeLessThan(3_000);
    const skills = new Set(
      catalogue.archetypes.flatMap((archetype) => archetype.titles.items.flatMap((title) => title.skills)),
    );
    for (const skill of [
      "C++",
      "C#",
      ".NET",
      "Node.js",
      "UI/UX",
      "SAP ABAP",
      "2D/3D Drafting",
      "React",
      "Java",
      "Python",
      "SQL",
    ]) {
      expect(skills).toContain(skill);
    }
    const titles = catalogue.archetypes.flatMap((archetype) =>
      archetype.titles.items.map((title) => title.title),
    );
    expect(titles).toEqual(
      expect.arrayContaining(["Java Developer", "Accounts Executive", "Staff Nurse", "Data Analyst"]),
    );
    expect(titles.some((title) => title.includes("(") || title.length > 60)).toBe(false);
  });

  it("has cities for every site", async () => {
    const catalogue = await loadCatalogue();
    for (const geography of Object.values(catalogue.geography)) {
      expect(geography.localCities.items.length).toBeGreaterThan(0);
    }
    expect(catalogue.geography.gulf.localCities.items.map((city) => city.countryCode)).toEqual(
      expect.arrayContaining(["AE", "SA", "QA", "KW", "OM", "BH"]),
    );
  });
});

describe("localiseSkill", () => {
  it("keeps Indian terms in India and swaps them elsewhere", () => {
    expect(localiseSkill("GST", "india")).toBe("GST");
    expect(localiseSkill("GST", "singapore")).toBe("GST");
    expect(localiseSkill("GST", "gulf")).toBe("VAT");
    expect(localiseSkill("Tally ERP", "malaysia")).toBe("QuickBooks");
    expect(localiseSkill("PF", "singapore")).toBe("CPF");
    expect(localiseSkill("Java", "vietnam")).toBe("Java");
  });
});

describe("descriptions", () => {
  it.each([
    ["Accounts Executive", "an"],
    ["HR Executive", "an"],
    ["SEO Executive", "an"],
    ["UI/UX Designer", "a"],
    ["Staff Nurse", "a"],
    ["iOS Developer", "an"],
    ["QA Engineer", "a"],
    ["Sr. Java Developer", "a"],
  ])("%s takes %s", (title, expected) => {
    expect(article(title)).toBe(expected);
  });

  it("escapes what employers' names may contain", () => {
    expect(escapeHtml(`Hotels & Resorts <"Ltd">`)).toBe("Hotels &amp; Resorts &lt;&quot;Ltd&quot;&gt;");
  });
});

describe("COPY text encoding", () => {
  it("escapes the characters the format reserves", () => {
    expect(copyField("a\tb\nc\\d\re")).toBe("a\\tb\\nc\\\\d\\re");
    expect(copyField(null)).toBe("\\N");
    expect(copyField(12)).toBe("12");
    expect(copyField(new Date("2026-01-02T03:04:05.000Z"))).toBe("2026-01-02T03:04:05.000Z");
  });

  it("quotes array elements so commas, quotes and backslashes survive", () => {
    expect(copyField(["C++", 'say "hi"', "a,b", "back\\slash"])).toBe(
      '{"C++","say \\\\"hi\\\\"","a,b","back\\\\\\\\slash"}',
    );
    expect(copyRow(["x", 1, null])).toBe("x\t1\t\\N\n");
  });
});
