import type { JobDetail } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { jobPostingJsonLd, serializeJsonLd } from "./job-posting";

const job: JobDetail = {
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
};

const page = { url: "https://jobs.example/job/java-developer-42", brandName: "JobNest" };

describe("jobPostingJsonLd", () => {
  it("describes the job as a schema.org JobPosting", () => {
    const posting = jobPostingJsonLd(job, page);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Java Developer",
      description: "<p>Write code</p>",
      datePosted: job.postedAt,
      validThrough: job.expiresAt,
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Acme" },
      identifier: { "@type": "PropertyValue", name: "JobNest", value: "JC-42" },
      directApply: false,
    });
    expect(posting.jobLocation).toEqual([
      {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Bengaluru",
          addressRegion: "Karnataka",
          addressCountry: "IN",
        },
      },
      {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Pune",
          addressRegion: "Maharashtra",
          addressCountry: "IN",
        },
      },
    ]);
  });

  it("gives the salary range per year or per month", () => {
    expect(jobPostingJsonLd(job, page).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 500_000, maxValue: 800_000, unitText: "YEAR" },
    });
    const monthly = jobPostingJsonLd({ ...job, salaryMax: null, salaryTerms: "monthly" }, page);
    expect(monthly.baseSalary?.value).toEqual({
      "@type": "QuantitativeValue",
      value: 500_000,
      unitText: "MONTH",
    });
  });

  it("leaves the salary out when it is not disclosed", () => {
    expect(jobPostingJsonLd({ ...job, salaryMin: null, salaryMax: null }, page)).not.toHaveProperty(
      "baseSalary",
    );
  });

  it("marks remote jobs as telecommuting", () => {
    expect(jobPostingJsonLd({ ...job, workMode: "remote" }, page)).toMatchObject({
      jobLocationType: "TELECOMMUTE",
    });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it sits in", () => {
    const text = serializeJsonLd({ description: "</script><script>alert(1)</script> & \u2028" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ description: "</script><script>alert(1)</script> & \u2028" });
  });
});
