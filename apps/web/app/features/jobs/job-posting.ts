/**
 * schema.org JobPosting for job detail pages, so search engines can list the job in their job search.
 * Every required and recommended property of
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting is filled from what
 * the job really says; what we do not know (street, postal code, company website) is left out, never
 * guessed, because Google penalises postings whose data disagrees with the page.
 */

import type { JobDetail } from "@portal/contracts";
import type { JobType } from "@portal/domain";

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  temporary: "TEMPORARY",
};

const MONTHS_PER_YEAR = 12;

export interface JobPostingPage {
  /** The job page's own absolute URL. */
  url: string;
  /** True when the apply button on this page leads to applying here, without an external site. */
  directApply: boolean;
  /** The employer's own website and logo, once company profiles hold them. */
  organization?: { sameAs?: string; logo?: string };
}

/** States line up with locations when there is one per location; a single state covers all of them. */
function regionOf(job: JobDetail, index: number): string | undefined {
  if (job.states.length === job.locations.length) return job.states[index];
  return job.states.length === 1 ? job.states[0] : undefined;
}

function withoutEmpty<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined && value !== ""),
  ) as Partial<T>;
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function baseSalary(job: JobDetail) {
  const { salaryMin: min, salaryMax: max } = job;
  if (min === null && max === null) return undefined;
  const value =
    min !== null && max !== null && min !== max
      ? { minValue: min, maxValue: max }
      : { value: (min ?? max) as number };
  return {
    "@type": "MonetaryAmount",
    currency: job.currencyCode,
    value: {
      "@type": "QuantitativeValue",
      ...value,
      unitText: job.salaryTerms === "monthly" ? "MONTH" : "YEAR",
    },
  };
}

/** Google reads "no requirements" as open to freshers; otherwise the minimum in months. */
function experienceRequirements(job: JobDetail) {
  if (job.experienceMin <= 0) return "no requirements";
  return {
    "@type": "OccupationalExperienceRequirements",
    monthsOfExperience: job.experienceMin * MONTHS_PER_YEAR,
  };
}

/** Key skills and IT skills, each once (an IT skill is often a key skill too). */
function skillsOf(job: JobDetail): string {
  const seen = new Map<string, string>();
  for (const name of [...job.skills, ...job.itSkills.map((skill) => skill.name)]) {
    if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()].join(", ");
}

export function jobPostingJsonLd(job: JobDetail, page: JobPostingPage) {
  const salary = baseSalary(job);
  const isRemote = job.workMode === "remote";
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.postedAt,
    validThrough: job.expiresAt,
    employmentType: EMPLOYMENT_TYPES[job.jobType],
    hiringOrganization: {
      "@type": "Organization",
      name: job.companyName,
      ...withoutEmpty({ sameAs: page.organization?.sameAs, logo: page.organization?.logo }),
    },
    jobLocation: job.locations.map((locality, index) => ({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...withoutEmpty({
          addressLocality: locality,
          addressRegion: regionOf(job, index),
          addressCountry: job.countryCode,
        }),
      },
    })),
    // Remote work is allowed from the job's country only: that is where its employer hires.
    ...(isRemote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: countryName(job.countryCode) },
        }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
    identifier: { "@type": "PropertyValue", name: job.companyName, value: job.jobCode },
    directApply: page.directApply,
    experienceRequirements: experienceRequirements(job),
    ...withoutEmpty({
      industry: job.industryName,
      occupationalCategory: job.roleName,
      skills: skillsOf(job),
      qualifications: job.qualification,
    }),
    ...(job.vacancies === null ? {} : { totalJobOpenings: job.vacancies }),
    url: page.url,
  };
}

/**
 * JSON that is safe inside a <script> element: "<" can never close the element and the two
 * JavaScript-only line separators cannot break it either.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
