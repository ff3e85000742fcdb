/**
 * Companies as seekers see them (the `companies` service of the load context and `/api/companies…`;
 * implemented in apps/server/src/features/companies): a company's public page on a site, and the
 * employers with the most open jobs there (spec §7 "top employers").
 */
import { COMPANY_SIZES, type SiteId } from "@portal/domain";
import { z } from "zod";
import { jobSummarySchema } from "./jobs.ts";

/** How many of a company's newest open jobs its page lists before "all jobs". */
export const COMPANY_PAGE_JOBS = 10;
export const TOP_EMPLOYERS_DEFAULT = 12;
export const TOP_EMPLOYERS_MAX = 50;

export const companyPlaceSchema = z.object({ city: z.string(), openJobs: z.number().int() });

export const companyProfileSchema = z.object({
  slug: z.string(),
  name: z.string(),
  industryName: z.string(),
  employerType: z.string(),
  website: z.string().nullable(),
  size: z.enum(COMPANY_SIZES).nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  /** Plain text; paragraphs separated by blank lines. */
  about: z.string().nullable(),
  /** A recruiter with a confirmed address on the company website's domain speaks for it. */
  isVerified: z.boolean(),
  /** Open jobs on the site asked about, and where they are, most first. */
  openJobs: z.number().int(),
  places: z.array(companyPlaceSchema),
  /** The newest open jobs on the site (at most COMPANY_PAGE_JOBS). */
  jobs: z.array(jobSummarySchema),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const topEmployerSchema = z.object({
  slug: z.string(),
  name: z.string(),
  industryName: z.string(),
  openJobs: z.number().int(),
});
export type TopEmployer = z.infer<typeof topEmployerSchema>;
export const topEmployersSchema = z.object({ employers: z.array(topEmployerSchema) });

export interface CompaniesContract {
  /** A company's page on a site; null when there is no such company. */
  profile(siteId: SiteId, slug: string): Promise<CompanyProfile | null>;
  /** Companies with the most open jobs on the site, most first (ties by name). */
  topEmployers(siteId: SiteId, limit: number): Promise<TopEmployer[]>;
}
