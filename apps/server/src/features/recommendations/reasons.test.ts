/** Why a job fits a profile: each reason given exactly when it holds. */

import { sampleJobSummary } from "@portal/contracts/testing";
import { describe, expect, it } from "vitest";
import { type ProfileCriteria, reasonsFor } from "./service.ts";

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
