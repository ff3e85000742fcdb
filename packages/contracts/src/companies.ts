/**
 * Companies as seekers see them (the `companies` service of the load context and `/api/companies…`;
 * implemented in apps/server/src/features/companies): a company's public page on a site, and the
 * employers with the most open jobs there (spec §7 "top employers").
 */
import { COMPANY_SIZES, RECRUITER_ROLES, type RecruiterRole, type SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { FormInput } from "./accounts.ts";
import { jobSummarySchema } from "./jobs.ts";
import type { RequestMeta } from "./page-session.ts";

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

/** A company posting more now than before (the COVID page's "hiring surge"). */
export const hiringSurgeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  industryName: z.string(),
  /** Jobs it posted on the site in the last 30 days, and in the 30 days before. */
  recentJobs: z.number().int(),
  previousJobs: z.number().int(),
});
export type HiringSurge = z.infer<typeof hiringSurgeSchema>;

export interface CompaniesContract {
  /** A company's page on a site; null when there is no such company. */
  profile(siteId: SiteId, slug: string): Promise<CompanyProfile | null>;
  /** Companies with the most open jobs on the site, most first (ties by name). */
  topEmployers(siteId: SiteId, limit: number): Promise<TopEmployer[]>;
  /**
   * Companies whose postings on the site grew most from the 30 days before to the last 30 days (at least
   * three recent postings, and more than before), biggest growth first.
   */
  hiringSurge(siteId: SiteId, limit: number): Promise<HiringSurge[]>;
  /** Recruiters with a confirmed address, on every site (for the spec's "connect with 20K+ recruiters"). */
  recruiterCount(): Promise<number>;
}

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(RECRUITER_ROLES),
  jobTitle: z.string().nullable(),
  joinedAt: z.string(),
  /** The caller. */
  isYou: z.boolean(),
});
export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(RECRUITER_ROLES),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export const companyTeamSchema = z.object({
  /** Admins manage the team; recruiters only see it (and no invitations). */
  isAdmin: z.boolean(),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type CompanyTeam = z.infer<typeof companyTeamSchema>;

/** What an invitation link shows before it is accepted. */
export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: z.enum(RECRUITER_ROLES),
  /** A recruiter account with the address exists: the invitee logs in to accept instead of registering. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * A company's team (`team` service, `/api/employer/team…`). Callers are recruiters; managing needs the
 * admin role (FORBIDDEN otherwise). Another company's members and invitations are NOT_FOUND. A change
 * that would leave the company without an admin is CONFLICT `lastAdmin`.
 */
/** A company's own details as its recruiters see them on /employer/company (admins may change them). */
export const companyDetailsSchema = z.object({
  slug: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  industry: z.string(),
  size: z.enum(COMPANY_SIZES).nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  about: z.string().nullable(),
  /** The caller is an admin of the company. */
  canEdit: z.boolean(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export interface TeamContract {
  team(user: AccountUser): Promise<CompanyTeam>;
  /** The caller's company as its page shows it, and whether they may change it. */
  company(user: AccountUser): Promise<CompanyDetails>;
  /** An admin changes industry, size, city, address and about (companyProfileFormSchema). */
  updateCompany(user: AccountUser, input: FormInput): Promise<CompanyDetails>;
  /** Sends (or sends again) an invitation. Throws VALIDATION (`alreadyMember`, `invitationLimit`), RATE_LIMITED. */
  invite(user: AccountUser, input: FormInput, meta: RequestMeta): Promise<{ email: string }>;
  withdrawInvitation(user: AccountUser, invitationId: string): Promise<void>;
  changeRole(user: AccountUser, memberId: string, role: RecruiterRole): Promise<void>;
  removeMember(user: AccountUser, memberId: string): Promise<void>;
  leave(user: AccountUser): Promise<void>;
  /** An open invitation by its link's token, or null (accepted, withdrawn, expired or unknown). */
  previewInvitation(token: string): Promise<InvitationPreview | null>;
}
