import { describe, expect, it } from "vitest";
import {
  courseSkillKey,
  type GapCandidate,
  missingSkillCounts,
  rankCoursesForGap,
  skillsMatch,
} from "./course-gap.ts";

describe("skillsMatch", () => {
  it.each([
    ["Excel", "use spreadsheets software"],
    ["Excel", "Microsoft Excel"],
    ["MS Excel", "Microsoft Excel"],
    ["SQL", "Structured query language SQL"],
    ["AWS", "Amazon Web Services AWS software"],
    ["Power BI", "Microsoft Power BI"],
    ["OOP", "use object-oriented programming"],
    ["python", "Python"],
    ["Forklift", "operate forklift"],
    ["POS", "Point of sale POS software"],
    ["PowerPoint", "Microsoft PowerPoint"],
    ["Email Marketing", "execute email marketing"],
    ["Data Analysis", "perform data analysis"],
    ["Salesforce", "Salesforce software"],
    ["Customer Service", "customer service"],
  ])("%s is %s", (job, provider) => {
    expect(skillsMatch(job, provider)).toBe(true);
  });

  it.each([
    ["Java", "JavaScript"],
    ["Management", "Agile project management"],
    ["Service", "customer service"],
    ["R", "Structured query language R"],
    ["Planning", "carry out inventory planning"],
    ["Testing", "plan software testing"],
    ["Documentation", "handle shipment documentation"],
    ["Analytics", "Google Analytics"],
    ["Excel", "excellent customer care"],
    ["", "Python"],
  ])("%s is not %s", (job, provider) => {
    expect(skillsMatch(job, provider)).toBe(false);
  });

  it("keys ignore case, accents, punctuation and a trailing 'software'", () => {
    expect(courseSkillKey("  Node.js ")).toBe("node js");
    expect(courseSkillKey("Café Software")).toBe("cafe");
    expect(courseSkillKey("C#")).toBe("c#");
  });
});

describe("missingSkillCounts", () => {
  it("counts each open job once per skill it asks for and the profile lacks, most asked first", () => {
    const jobs = [
      ["Python", "SQL", "Excel"],
      ["python", "Power BI", "SQL", "SQL"],
      ["Excel", "Communication", "SQL"],
    ];
    expect(missingSkillCounts(jobs, ["excel", "Communication "])).toEqual([
      { skill: "SQL", jobs: 3 },
      { skill: "Python", jobs: 2 },
      { skill: "Power BI", jobs: 1 },
    ]);
  });
});

type TestCourse = GapCandidate & { title: string };
const course = (id: string, skills: string[], level: TestCourse["level"] = "beginner"): TestCourse => ({
  id,
  title: id,
  skills,
  level,
});

const catalogue: TestCourse[] = [
  course("nursing-basics", ["implement fundamentals of nursing", "plan nursing care"]),
  course("python-intro", ["Python", "computer programming"]),
  course("sql-advanced", ["Structured query language SQL"], "advanced"),
  course("sql-intro", ["Structured query language SQL", "create data models"]),
  course("spreadsheets", ["use spreadsheets software", "Microsoft Excel"]),
  course("power-bi", ["Microsoft Power BI", "deliver visual presentation of data"], "intermediate"),
  course("forklift", ["operate forklift", "warehouse operations"]),
  course("git", ["Git"]),
];

describe("rankCoursesForGap", () => {
  it("puts first the courses teaching the skills a data analyst's target jobs ask for most and they lack", () => {
    // A seeker who knows Excel, aiming at data analyst jobs asking for SQL, Python and Power BI.
    const targetJobs = [
      ["SQL", "Python", "Excel", "Power BI"],
      ["SQL", "Python", "Tableau"],
      ["SQL", "Excel", "Power BI"],
      ["SQL", "Statistics"],
    ];
    const missing = missingSkillCounts(targetJobs, ["Excel", "Communication"]);
    const ranked = rankCoursesForGap(catalogue, missing, { limit: 3 });
    // A beginner (the default): the advanced SQL course waits behind what they can start with.
    expect(ranked.map((entry) => entry.item.id)).toEqual(["sql-intro", "python-intro", "power-bi"]);
    for (const entry of ranked) {
      expect(entry.adds.length).toBeGreaterThan(0);
      for (const gap of entry.adds) {
        expect(["SQL", "Python", "Power BI"]).toContain(gap.skill);
        expect(targetJobs.filter((skills) => skills.includes(gap.skill))).toHaveLength(gap.jobs);
      }
    }
    expect(ranked[0]?.adds).toEqual([{ skill: "SQL", jobs: 4 }]);
    // Nothing the seeker has (spreadsheets) and nothing the targets do not ask for (nursing, forklift).
    const all = rankCoursesForGap(catalogue, missing).map((entry) => entry.item.id);
    expect(all).not.toContain("spreadsheets");
    expect(all).not.toContain("nursing-basics");
    expect(all).not.toContain("forklift");
  });

  it("prefers the level that fits when demand is equal", () => {
    const missing = [{ skill: "SQL", jobs: 5 }];
    expect(
      rankCoursesForGap(catalogue, missing, { level: "advanced" }).map((entry) => entry.item.id),
    ).toEqual(["sql-advanced", "sql-intro"]);
  });

  it("keeps courses more than a level away from the seeker's after the ones that fit, whatever they add", () => {
    const courses = [
      course("data-mastery", ["Structured query language SQL", "Python", "Microsoft Power BI"], "advanced"),
      course("sql-basics", ["Structured query language SQL"], "beginner"),
      course("python-next", ["Python"], "intermediate"),
    ];
    const missing = [
      { skill: "SQL", jobs: 5 },
      { skill: "Python", jobs: 3 },
      { skill: "Power BI", jobs: 2 },
    ];
    // A fresher: the advanced course adds most, yet comes after the two they can start with.
    expect(rankCoursesForGap(courses, missing, { level: "beginner" }).map((entry) => entry.item.id)).toEqual([
      "sql-basics",
      "python-next",
      "data-mastery",
    ]);
    // An intermediate seeker is within a level of all three: demand decides.
    expect(
      rankCoursesForGap(courses, missing, { level: "intermediate" }).map((entry) => entry.item.id),
    ).toEqual(["data-mastery", "sql-basics", "python-next"]);
  });

  it("adds up demand over every missing skill a course or bundle teaches", () => {
    const bundles: GapCandidate[] = [
      { id: "warehouse", skills: ["operate forklift", "manage warehouse inventory"] },
      { id: "data", skills: ["Python", "Structured query language SQL", "Microsoft Power BI"] },
    ];
    const missing = [
      { skill: "Forklift", jobs: 6 },
      { skill: "SQL", jobs: 3 },
      { skill: "Python", jobs: 2 },
      { skill: "Power BI", jobs: 2 },
    ];
    const ranked = rankCoursesForGap(bundles, missing);
    expect(ranked.map((entry) => [entry.item.id, entry.demand])).toEqual([
      ["data", 7],
      ["warehouse", 6],
    ]);
  });

  it("recommends nothing when nothing is missing", () => {
    expect(rankCoursesForGap(catalogue, [])).toEqual([]);
  });
});
