/**
 * Sample values of the shared shapes, for tests on either side (`@portal/contracts/testing`; the import
 * rules keep it out of running code). Tests override what they are about.
 */
import type { JobDetail, JobSummary } from "./jobs.ts";
import { jobSummarySchema } from "./jobs.ts";

/** A Java developer's job in Bengaluru and Pune, with a disclosed yearly salary in rupees. */
export function sampleJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 42,
    siteId: "india",
    slug: "java-developer",
    title: "Java Developer",
    companyName: "Acme",
    companySlug: "acme",
    locations: ["Bengaluru", "Pune"],
    experienceMin: 2,
    experienceMax: 5,
    salaryMin: 500_000,
    salaryMax: 800_000,
    currencyCode: "INR",
    salaryTerms: "annual",
    skills: ["Java", "Spring"],
    jobType: "full-time",
    workMode: "office",
    postedAt: "2025-06-01T00:00:00.000Z",
    expiresAt: "2025-07-01T00:00:00.000Z",
    isExpired: false,
    descriptionHtml: "<p>Write code</p>",
    jobCode: "JC-42",
    functionName: "IT",
    roleName: "Developer",
    industryName: "Software",
    employerType: "company",
    qualification: "B.Tech",
    states: ["Karnataka", "Maharashtra"],
    countryCode: "IN",
    itSkills: [{ name: "Java", version: "21", lastUsed: 2025 }],
    vacancies: 3,
    ...overrides,
  };
}

/** The same job as a card (the detail's own fields left out). */
export function sampleJobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  return jobSummarySchema.parse(sampleJobDetail(overrides));
}
