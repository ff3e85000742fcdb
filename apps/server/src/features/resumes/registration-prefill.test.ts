import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sharedDataDir } from "@portal/db/seed";
import {
  COURSES,
  educationFormSchema,
  employmentFormSchema,
  type ParsedResume,
  parseWith,
  personalFormSchema,
  type SiteId,
} from "@portal/domain";
import { parseResumeText } from "@portal/resume-parser";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isMobileNumber } from "../accounts/index.ts";
import {
  courseOf,
  MAX_SKILL_SUGGESTIONS,
  registrationPrefill,
  specializationOf,
} from "./registration-prefill.ts";
import { resumeFixture } from "./test-files.ts";

const TODAY = new Date("2026-11-01T00:00:00Z");

function fixture(name: string, siteId: SiteId) {
  const text = resumeFixture(`${name}.txt`).toString("utf8");
  return registrationPrefill(parseResumeText(text, { siteId, asOf: TODAY }), siteId, TODAY);
}

function courseId(name: string): string {
  return String(COURSES.find((course) => course.name === name)?.id);
}

const EMPTY: ParsedResume = {
  name: null,
  email: null,
  phone: null,
  currentLocation: null,
  totalExperience: null,
  currentDesignation: null,
  currentCompany: null,
  employment: [],
  education: [],
  skills: [],
};

describe("registrationPrefill: resumes of three sites", () => {
  it("pre-fills every step of an Indian professional's resume", () => {
    const prefill = fixture("india-pune", "india");
    expect(prefill.experienceType).toBe("professional");
    expect(prefill.steps.personal.values).toEqual({
      name: "Rahul Deshmukh",
      email: "rahul.deshmukh@example.in",
      diallingCode: "91",
      mobile: "9876543210",
      currentCity: "Pune",
    });
    expect(prefill.steps.employment.values).toMatchObject({
      designation: "Senior Java Developer",
      company: "Infosys Limited",
      startMonth: "2019-08",
    });
    expect(prefill.steps.education.values).toEqual({
      qualification: courseId("B.E/B.Tech"),
      specialization: "Computer Science",
      institute: "College of Engineering Pune",
      passingYear: "2016",
    });
    expect(prefill.skills.filter((skill) => skill.isConfident).map((skill) => skill.name)).toContain("Java");
  });

  it("fills in the total experience worked out from the jobs' dates, years and months together", () => {
    const prefill = fixture("india-pune", "india");
    // Computed from dates rather than stated: still what the resume says, filled in for the seeker to review.
    expect(prefill.steps.employment.values).toMatchObject({
      totalExperienceYears: expect.stringMatching(/^\d+$/),
      totalExperienceMonths: expect.stringMatching(/^\d+$/),
    });
    expect(prefill.steps.employment.suggestions.totalExperienceYears).toBeUndefined();
  });

  it("fills in the current city as the place to work and ticks every skill the dictionary knows", () => {
    const prefill = fixture("india-pune", "india");
    expect(prefill.steps["job-preference"].values.preferredLocations).toBe("Pune");
    const known = prefill.skills.filter((skill) => skill.isConfident).map((skill) => skill.name);
    expect(known.length).toBeGreaterThanOrEqual(5);
  });

  it("reads a Gulf resume with the Gulf's dialling code and a spelt-out degree", () => {
    const prefill = fixture("gulf-dubai", "gulf");
    expect(prefill.steps.personal.values).toMatchObject({
      name: "Fatima Al Mansoori",
      diallingCode: "971",
      mobile: "501234567",
      currentCity: "Dubai",
    });
    expect(prefill.steps.education.values).toMatchObject({
      qualification: courseId("B.Com"),
      specialization: "Accounting",
      institute: "University of Sharjah",
      passingYear: "2015",
    });
    expect(prefill.steps.employment.values.company).toBe("Emirates Retail Group LLC");
  });

  it("pre-fills resumes written in Arabic and Hindi", () => {
    const arabic = fixture("gulf-arabic", "gulf");
    expect(arabic.steps.personal.values).toEqual({
      name: "خالد عبدالله العتيبي",
      email: "khalid.otaibi@example.sa",
      diallingCode: "966",
      mobile: "551234567",
      currentCity: "Riyadh",
    });
    expect(arabic.steps.employment.values).toMatchObject({
      designation: "محاسب أول",
      company: "شركة الراجحي للتجارة",
      startMonth: "2019-01",
    });
    // "بكالوريوس" (a bachelor's) names no one course: shown for the seeker to pick.
    expect(arabic.steps.education.values).toEqual({ institute: "جامعة الملك سعود", passingYear: "2013" });
    expect(arabic.steps.education.suggestions).toMatchObject({ qualification: "بكالوريوس" });
    const hindi = fixture("india-hindi", "india");
    expect(hindi.steps.education.values).toEqual({
      qualification: courseId("M.Com"),
      institute: "लखनऊ विश्वविद्यालय",
      passingYear: "2017",
    });
    expect(hindi.steps.employment.values).toMatchObject({
      designation: "वरिष्ठ लेखाकार",
      startMonth: "2020-04",
    });
  });

  it("reads a Singapore resume and keeps its unsure skills unticked", () => {
    const prefill = fixture("singapore", "singapore");
    expect(prefill.steps.personal.values).toMatchObject({ diallingCode: "65", currentCity: "Singapore" });
    expect(prefill.steps.education.values.qualification).toBe(courseId("B.Sc"));
    const gulf = fixture("gulf-dubai", "gulf");
    expect(gulf.skills).toContainEqual({ name: "IFRS", isConfident: false });
  });

  it("leaves a degree the courses list lacks to the seeker, showing what the resume says", () => {
    const prefill = fixture("malaysia", "malaysia");
    expect(prefill.steps.education.values.qualification).toBeUndefined();
    expect(prefill.steps.education.values.specialization).toBeUndefined();
    expect(prefill.steps.education.suggestions.qualification).toBe("Bachelor of Human Resource Management");
    expect(prefill.steps.education.values.institute).toBe("Universiti Teknologi MARA");
  });

  it("does not fill in a current city outside the site's countries", () => {
    const prefill = fixture("india-pune", "singapore");
    expect(prefill.steps.personal.values.currentCity).toBeUndefined();
    expect(prefill.steps.personal.suggestions.currentCity).toBe("Pune");
    expect(prefill.steps["job-preference"].suggestions.preferredLocations).toBeUndefined();
  });

  it("never guesses salary or notice period", () => {
    for (const [name, siteId] of [
      ["india-pune", "india"],
      ["gulf-dubai", "gulf"],
      ["singapore", "singapore"],
    ] as const) {
      const { employment, "job-preference": preference } = fixture(name, siteId).steps;
      for (const field of ["currentSalary", "salaryMode", "noticePeriod"]) {
        expect(employment.values[field]).toBeUndefined();
        expect(employment.suggestions[field]).toBeUndefined();
      }
      expect(preference.values.expectedSalary).toBeUndefined();
    }
  });
});

describe("registrationPrefill: values the steps would refuse", () => {
  const sure = { confidence: 0.95, source: "section" as const };

  it("drops what a step's rules refuse and keeps the rest", () => {
    const prefill = registrationPrefill(
      {
        ...EMPTY,
        name: { value: "R2D2 Smith", ...sure },
        email: { value: "not an address", ...sure },
        employment: [
          {
            value: {
              designation: "Engineer",
              company: "Acme",
              from: { year: 2030, month: 5 },
              to: null,
              current: true,
            },
            ...sure,
          },
        ],
        education: [
          {
            value: {
              degree: "MBA",
              specialization: "Finance",
              institute: "IIM Bangalore",
              passingYear: 1901,
            },
            ...sure,
          },
        ],
      },
      "india",
      TODAY,
    );
    expect(prefill.steps.personal.values).toEqual({});
    expect(prefill.steps.personal.suggestions).toMatchObject({ name: "R2D2 Smith" });
    expect(prefill.steps.employment.values).toEqual({ designation: "Engineer", company: "Acme" });
    expect(prefill.steps.employment.suggestions.startMonth).toBe("2030-05");
    expect(prefill.steps.education.values).toEqual({
      qualification: courseId("MBA/PGDM"),
      specialization: "Finance",
      institute: "IIM Bangalore",
    });
  });

  it("pre-fills nothing below the confidence threshold", () => {
    const prefill = registrationPrefill(
      {
        ...EMPTY,
        name: { value: "Asha Verma", confidence: 0.6, source: "position" },
        email: { value: "asha@example.in", confidence: 0.79, source: "pattern" },
      },
      "india",
      TODAY,
    );
    expect(prefill.steps.personal.values).toEqual({});
    expect(prefill.steps.personal.suggestions).toEqual({ name: "Asha Verma", email: "asha@example.in" });
  });

  it("keeps a start given as a year only as a suggestion", () => {
    const prefill = registrationPrefill(
      {
        ...EMPTY,
        employment: [
          {
            value: {
              designation: "Analyst",
              company: "Acme",
              from: { year: 2019, month: null },
              to: null,
              current: true,
            },
            ...sure,
          },
        ],
      },
      "india",
      TODAY,
    );
    expect(prefill.steps.employment.values.startMonth).toBeUndefined();
    expect(prefill.steps.employment.suggestions.startMonth).toBe("2019");
  });

  it("suggests the path: professional with jobs, fresher with education only, none with neither", () => {
    const sureEducation = {
      value: { degree: "B.Com", specialization: null, institute: null, passingYear: 2025 },
      ...sure,
    };
    expect(registrationPrefill({ ...EMPTY, education: [sureEducation] }, "india", TODAY).experienceType).toBe(
      "fresher",
    );
    expect(registrationPrefill(EMPTY, "india", TODAY).experienceType).toBeNull();
  });

  it("offers at most a few unsure skills", () => {
    const skills = Array.from({ length: 30 }, (_, index) => ({
      value: { name: `Phrase ${index}`, written: `Phrase ${index}`, known: false },
      confidence: 0.5,
      source: "section" as const,
    }));
    const prefill = registrationPrefill({ ...EMPTY, skills }, "india", TODAY);
    expect(prefill.skills).toHaveLength(MAX_SKILL_SUGGESTIONS);
  });
});

describe("courses and specialisations", () => {
  it("finds the portal's course for the ways resumes write degrees", () => {
    expect(courseOf("B.Tech")?.name).toBe("B.E/B.Tech");
    expect(courseOf("Bachelor of Engineering in Civil")?.name).toBe("B.E/B.Tech");
    expect(courseOf("Bachelor of Science (Hons)")?.name).toBe("B.Sc");
    expect(courseOf("M.Tech.")?.name).toBe("M.E/M.Tech");
    expect(courseOf("PGDM")?.name).toBe("MBA/PGDM");
    expect(courseOf("Ph.D")?.name).toBe("Ph.D/Doctorate");
    expect(courseOf("Bachelor of Human Resource Management")).toBeNull();
    expect(courseOf("बी.टेक")?.name).toBe("B.E/B.Tech");
    expect(courseOf("एम.कॉम")?.name).toBe("M.Com");
    expect(courseOf("बी.एड")?.name).toBe("B.Ed");
    expect(courseOf("دكتوراه")?.name).toBe("Ph.D/Doctorate");
    // An Arabic bachelor's names no course until its subject is known: the seeker picks one.
    expect(courseOf("بكالوريوس")).toBeNull();
    expect(courseOf(null)).toBeNull();
  });

  it("maps a written specialisation only when one of the course's fits", () => {
    const engineering = COURSES.find((course) => course.name === "B.E/B.Tech");
    if (!engineering) throw new Error("the courses list lost B.E/B.Tech");
    expect(specializationOf(engineering, "computer science")).toBe("Computer Science");
    expect(specializationOf(engineering, "Computer Engineering")).toBe("Computer Science");
    expect(specializationOf(engineering, "Electrical and Electronics in Embedded Systems")).toBeNull();
    expect(specializationOf(engineering, "Poetry")).toBeNull();
  });
});

describe("registrationPrefill: the labelled resumes of the shared data", () => {
  const folder = path.join(sharedDataDir(), "resumes", "labeled-cc0");
  const files = readdirSync(folder).filter((file) => file.endsWith(".txt"));

  it("has resumes to read", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it("pre-fills only values each step's own rules accept", () => {
    let filled = 0;
    for (const file of files) {
      const parsed = parseResumeText(readFileSync(path.join(folder, file), "utf8"), {
        siteId: "india",
        asOf: TODAY,
      });
      const { steps } = registrationPrefill(parsed, "india", TODAY);
      const checks: [Record<string, string>, z.ZodType][] = [
        [steps.personal.values, personalFormSchema(isMobileNumber)],
        [steps.employment.values, employmentFormSchema(TODAY)],
        [steps.education.values, educationFormSchema(TODAY)],
      ];
      for (const [values, schema] of checks) {
        const parsed = parseWith(schema, values);
        const problems = parsed.ok ? [] : parsed.problems;
        const refused = problems.filter((problem) => problem.field && problem.field in values);
        expect(refused, `${file}: ${JSON.stringify(values)}`).toEqual([]);
        filled += Object.keys(values).length;
      }
    }
    // The labelled resumes are real-world layouts: most of their steps get something.
    expect(filled).toBeGreaterThan(files.length * 5);
  });

  it("keeps an unsure designation as a suggestion (Indeed_2)", () => {
    const parsed = parseResumeText(readFileSync(path.join(folder, "Indeed_2.txt"), "utf8"), {
      siteId: "india",
      asOf: TODAY,
    });
    const { employment } = registrationPrefill(parsed, "india", TODAY).steps;
    expect(employment.values.designation).toBeUndefined();
    expect(employment.suggestions.designation).toContain("Test Analyst");
  });
});
