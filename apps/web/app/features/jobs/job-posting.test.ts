import type { JobDetail } from "@portal/contracts";
import { sampleJobDetail } from "@portal/contracts/testing";
import { describe, expect, it } from "vitest";
import { jobPostingJsonLd, serializeJsonLd } from "./job-posting.ts";

/** The sample job: Java Developer at Acme in Bengaluru and Pune, 2–5 years, ₹5–8 lakh a year, JC-42. */
const job = sampleJobDetail();

const page = { url: "https://jobs.example/job/java-developer-42", directApply: false };

/** Google's required properties for a job posting; the rich result is dropped when one is missing. */
const REQUIRED = ["datePosted", "description", "hiringOrganization", "jobLocation", "title"];
/** Google's recommended properties that apply to every job (remote ones add two more). */
const RECOMMENDED = ["baseSalary", "directApply", "employmentType", "identifier", "validThrough"];

describe("jobPostingJsonLd", () => {
  it("has every required and recommended property", () => {
    const posting = jobPostingJsonLd(job, page);
    for (const property of [...REQUIRED, ...RECOMMENDED]) expect(posting).toHaveProperty(property);
    expect(posting).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Java Developer",
      description: "<p>Write code</p>",
      datePosted: job.postedAt,
      validThrough: job.expiresAt,
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Acme" },
      identifier: { "@type": "PropertyValue", name: "Acme", value: "JC-42" },
      directApply: false,
      url: page.url,
      industry: "Software",
      occupationalCategory: "Developer",
      skills: "Java, Spring",
      qualifications: "B.Tech",
      totalJobOpenings: 3,
    });
  });

  it("gives each location a postal address with only the parts that are known", () => {
    expect(jobPostingJsonLd(job, page).jobLocation).toEqual([
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
    // Three cities in two states cannot be matched up: the region is left out rather than guessed.
    const unmatched = jobPostingJsonLd(
      { ...job, locations: ["Mumbai", "Pune", "Delhi"], states: ["Maharashtra", "Delhi"] },
      page,
    );
    for (const place of unmatched.jobLocation) {
      expect(place.address).not.toHaveProperty("addressRegion");
      expect(place.address).not.toHaveProperty("streetAddress");
      expect(place.address).not.toHaveProperty("postalCode");
    }
  });

  it("gives the salary range per year or per month, and a single value when the ends agree", () => {
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
    const single = jobPostingJsonLd({ ...job, salaryMin: 600_000, salaryMax: 600_000 }, page);
    expect(single.baseSalary?.value).toMatchObject({ value: 600_000 });
  });

  it("leaves the salary out when it is not disclosed", () => {
    expect(jobPostingJsonLd({ ...job, salaryMin: null, salaryMax: null }, page)).not.toHaveProperty(
      "baseSalary",
    );
  });

  it("marks remote jobs as telecommuting from the job's country", () => {
    const remote = jobPostingJsonLd({ ...job, workMode: "remote" }, page);
    expect(remote).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    });
    const dubai = jobPostingJsonLd({ ...job, workMode: "remote", countryCode: "AE" }, page);
    expect(dubai.applicantLocationRequirements).toEqual({ "@type": "Country", name: "United Arab Emirates" });
    for (const mode of ["office", "hybrid"] as const) {
      const posting = jobPostingJsonLd({ ...job, workMode: mode }, page);
      expect(posting).not.toHaveProperty("jobLocationType");
      expect(posting).not.toHaveProperty("applicantLocationRequirements");
    }
  });

  it("maps every job type to Google's employment types", () => {
    const types = {
      "full-time": "FULL_TIME",
      "part-time": "PART_TIME",
      contract: "CONTRACTOR",
      internship: "INTERN",
      temporary: "TEMPORARY",
    } as const;
    for (const [jobType, expected] of Object.entries(types)) {
      const posting = jobPostingJsonLd({ ...job, jobType: jobType as JobDetail["jobType"] }, page);
      expect(posting.employmentType).toBe(expected);
    }
  });

  it("states the experience asked for in months, or no requirement for freshers", () => {
    expect(jobPostingJsonLd(job, page).experienceRequirements).toEqual({
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: 24,
    });
    expect(
      jobPostingJsonLd({ ...job, experienceMin: 0, experienceMax: 0 }, page).experienceRequirements,
    ).toBe("no requirements");
  });

  it("names the employer's website and logo only when they are known", () => {
    expect(jobPostingJsonLd(job, page).hiringOrganization).toEqual({ "@type": "Organization", name: "Acme" });
    const known = jobPostingJsonLd(job, {
      ...page,
      directApply: true,
      organization: { sameAs: "https://acme.example", logo: "https://acme.example/logo.png" },
    });
    expect(known.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Acme",
      sameAs: "https://acme.example",
      logo: "https://acme.example/logo.png",
    });
    expect(known.directApply).toBe(true);
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
