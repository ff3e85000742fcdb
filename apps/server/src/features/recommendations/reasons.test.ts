/** Why a job fits a profile (each reason given exactly when it holds), and how fits are ordered. */

import { sampleJobSummary } from "@portal/contracts/testing";
import { describe, expect, it } from "vitest";
import { type ProfileCriteria, reasonsFor, recommendationScore, titleFit } from "./service.ts";

const job = sampleJobSummary({
  title: "Senior Java Developer (Spring)",
  locations: ["Pune", "Mumbai"],
  experienceMin: 3,
  experienceMax: 7,
  salaryMin: 1_200_000,
  salaryMax: 2_000_000,
  skills: ["Java", "Spring Boot", "SQL", "Kafka"],
});

const criteria: ProfileCriteria = {
  skills: ["java", "Spring  Boot", "Docker"],
  designation: "Java Developer",
  titles: ["Java Developer"],
  locations: ["mumbai"],
  years: 5,
  salary: { amount: 1_900_000, currency: "INR", terms: "annual" },
  jobTypes: ["full-time"],
};

describe("reasons a job is recommended", () => {
  it("gives every reason that holds, skills counted whatever their case and spacing", () => {
    expect(reasonsFor(job, criteria)).toEqual([
      { kind: "skills", count: 2, skills: ["Java", "Spring Boot"] },
      { kind: "designation", designation: "Java Developer" },
      { kind: "location", city: "Mumbai" },
      { kind: "experience", years: 5 },
      { kind: "salary" },
      { kind: "jobType" },
    ]);
  });

  it("gives none of those that do not hold", () => {
    const other: ProfileCriteria = {
      skills: ["Python"],
      designation: "Data Analyst",
      titles: ["Data Analyst"],
      locations: ["Chennai"],
      years: 9,
      salary: { amount: 2_500_000, currency: "INR", terms: "annual" },
      jobTypes: ["part-time"],
    };
    expect(reasonsFor(job, other)).toEqual([]);
    // A salary in another currency or per month is not compared.
    expect(reasonsFor(job, { ...other, salary: { amount: 1, currency: "AED", terms: "annual" } })).toEqual(
      [],
    );
    expect(reasonsFor(job, { ...other, salary: { amount: 1, currency: "INR", terms: "monthly" } })).toEqual(
      [],
    );
  });
});

describe("ordering recommended jobs", () => {
  it("reads titles by their words, seniority aside", () => {
    expect(titleFit("Java Backend Developer", "Senior Java Developer")).toBe("same");
    expect(titleFit("Sr. Java Developer", "Java Developer")).toBe("same");
    expect(titleFit("Python Developer", "Java Developer")).toBe("near");
    expect(titleFit("Product Manager", "Java Developer")).toBe("other");
  });

  it("puts the seeker's own line of work above another line that shares a skill, even in their city", () => {
    const seeker: ProfileCriteria = {
      ...criteria,
      skills: ["Java", "Spring Boot", "SQL"],
      locations: ["Pune"],
    };
    const ownLine = sampleJobSummary({
      title: "Java Developer",
      skills: ["Java", "Spring Boot"],
      locations: ["Delhi"],
    });
    const otherLine = sampleJobSummary({
      title: "Product Manager",
      skills: ["SQL", "Jira"],
      locations: ["Pune"],
    });
    const moreSkills = sampleJobSummary({
      title: "Java Developer",
      skills: ["Java", "Spring Boot", "SQL"],
      locations: ["Delhi"],
    });
    const inPlace = sampleJobSummary({
      title: "Java Developer",
      skills: ["Java", "Spring Boot"],
      locations: ["Pune"],
    });
    expect(recommendationScore(ownLine, seeker)).toBeGreaterThan(recommendationScore(otherLine, seeker));
    expect(recommendationScore(moreSkills, seeker)).toBeGreaterThan(recommendationScore(ownLine, seeker));
    expect(recommendationScore(inPlace, seeker)).toBeGreaterThan(recommendationScore(ownLine, seeker));
  });
});
