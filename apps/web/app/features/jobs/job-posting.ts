/**
 * schema.org JobPosting for job detail pages, so search engines can list the job in their job search.
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */
import type { JobDetail, JobType } from "@portal/domain";

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  temporary: "TEMPORARY",
};

/** States line up with locations when there is one per location; a single state covers all of them. */
function regionOf(job: JobDetail, index: number): string | undefined {
  if (job.states.length === job.locations.length) return job.states[index];
  return job.states.length === 1 ? job.states[0] : undefined;
}

function baseSalary(job: JobDetail) {
  const { salaryMin: min, salaryMax: max } = job;
  if (min === null && max === null) return undefined;
  const value =
    min !== null && max !== null ? { minValue: min, maxValue: max } : { value: (min ?? max) as number };
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

export function jobPostingJsonLd(job: JobDetail, page: { url: string; brandName: string }) {
  const salary = baseSalary(job);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.postedAt,
    validThrough: job.expiresAt,
    employmentType: EMPLOYMENT_TYPES[job.jobType],
    hiringOrganization: { "@type": "Organization", name: job.companyName },
    jobLocation: job.locations.map((locality, index) => ({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: locality,
        addressRegion: regionOf(job, index),
        addressCountry: job.countryCode,
      },
    })),
    ...(job.workMode === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: job.countryCode },
        }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
    identifier: { "@type": "PropertyValue", name: page.brandName, value: job.jobCode },
    industry: job.industryName,
    occupationalCategory: job.roleName,
    skills: job.skills.join(", "),
    directApply: false,
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
