/**
 * Resumes as the API answers them (`/api/seeker/resumes…`) and as pages ask for them (the `resumes`
 * service of the load context; implemented in apps/server/src/features/resumes): a profile's current
 * resume and its history, uploading (or replacing) one, the review of what was read from it next to
 * what the profile already holds, and applying the rows the seeker ticked. Refusals are thrown as
 * AppError.
 */
import { RESUME_EXTENSIONS } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import { REVIEW_GROUPS } from "./constants.ts";

export const resumeFormatSchema = z.enum(RESUME_EXTENSIONS);
export type ResumeFormat = z.infer<typeof resumeFormatSchema>;

export const resumeSummarySchema = z.object({
  id: z.string(),
  profileId: z.string(),
  /** The name the file came with (sanitised); shown and used as the download's name. */
  fileName: z.string(),
  format: resumeFormatSchema,
  sizeBytes: z.number(),
  /** ISO 8601. */
  uploadedAt: z.string(),
  isCurrent: z.boolean(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/** The profile fields a review row speaks of (the labels are the page's). */
export const REVIEW_FIELDS = [
  "name",
  "email",
  "mobile",
  "currentLocation",
  "totalExperience",
  "employment",
  "education",
  "skill",
] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export const reviewValueSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), text: z.string() }),
  z.object({ kind: z.literal("experience"), years: z.number(), months: z.number() }),
  z.object({
    kind: z.literal("employment"),
    designation: z.string(),
    company: z.string(),
    /** "YYYY-MM" or "YYYY". */
    from: z.string().nullable(),
    to: z.string().nullable(),
    isCurrent: z.boolean(),
  }),
  z.object({
    kind: z.literal("education"),
    degree: z.string(),
    institute: z.string(),
    passingYear: z.number().nullable(),
  }),
]);
export type ReviewValue = z.infer<typeof reviewValueSchema>;

/** Why a row cannot be applied from here; the seeker adds it on the profile instead. */
export const REVIEW_BLOCKS = ["currentJobNeedsNotice", "incompleteEntry", "educationNeedsDetails"] as const;
export type ReviewBlock = (typeof REVIEW_BLOCKS)[number];

export const reviewItemSchema = z.object({
  /** Stable within one review: what the form's checkbox posts (`apply` = key). */
  key: z.string(),
  group: z.enum(REVIEW_GROUPS),
  field: z.enum(REVIEW_FIELDS),
  parsed: reviewValueSchema,
  /** What the profile holds now for this field, or null when nothing (lists: null). */
  current: reviewValueSchema.nullable(),
  /** 0 to 1, from the parser. */
  confidence: z.number(),
  /** Ticked when the page opens: sure (≥ RESUME_PREFILL_CONFIDENCE) and nothing would be replaced. */
  preselected: z.boolean(),
  /** Null when the row can be applied. */
  blockedBy: z.enum(REVIEW_BLOCKS).nullable(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const resumeReviewSchema = z.object({
  resumeId: z.string(),
  profileId: z.string(),
  fileName: z.string(),
  items: z.array(reviewItemSchema),
});
export type ResumeReview = z.infer<typeof resumeReviewSchema>;

export const resumeAppliedSchema = z.object({
  /** Rows written into the profile. */
  applied: z.number(),
  /** Rows left out because the profile changed meanwhile or a list is full. */
  skipped: z.number(),
});
export type ResumeApplied = z.infer<typeof resumeAppliedSchema>;

export const resumePageDataSchema = z.object({
  current: resumeSummarySchema.nullable(),
  /** Every resume of the profile, newest first, the current one included. */
  history: z.array(resumeSummarySchema),
});
export type ResumePageData = z.infer<typeof resumePageDataSchema>;

/** What an upload answers: the resume kept and the review of what was read from it. */
export const resumeUploadedSchema = z.object({ resume: resumeSummarySchema, review: resumeReviewSchema });
export type ResumeUploaded = z.infer<typeof resumeUploadedSchema>;

export const resumeReviewReplySchema = z.object({ review: resumeReviewSchema });
export const resumeRemovedSchema = z.object({ removed: z.boolean() });

// What the resume calls accept (the upload is multipart: field `file`, optional field `profileId`).

export const resumeParamsSchema = z.object({ resumeId: z.uuid() });
export const resumeProfileQuerySchema = z.object({ profileId: z.uuid().optional() });
/** The review rows the seeker ticked (their `key`s). */
export const resumeApplyBodySchema = z.object({ keys: z.array(z.string().max(120)).max(200) });

/**
 * Changes are seekers' only (FORBIDDEN otherwise) and count against the seeker's allowances, the same
 * as the API's (RATE_LIMITED past them). A resume that is not the seeker's is NOT_FOUND `notFound`.
 */
export interface ResumesContract {
  /** The profile's resumes; the default profile's when no id is given. */
  pageData(user: AccountUser, profileId?: string): Promise<ResumePageData>;
  /**
   * Keeps the file as the profile's current resume (the old one becomes history) and reviews it.
   * Throws the file's refusals (the resume feature's `resumeFileError`: VALIDATION, PAYLOAD_TOO_LARGE,
   * UNSUPPORTED_MEDIA_TYPE, UNPROCESSABLE, UNAVAILABLE, each with its problem on the field `file`) with
   * nothing kept, NOT_FOUND `profileNotFound` for a profile that is not the seeker's.
   */
  upload(
    user: AccountUser,
    input: { profileId?: string; fileName: string; bytes: Uint8Array },
  ): Promise<ResumeUploaded>;
  /** What was read from a kept resume, beside what the profile holds now. */
  review(user: AccountUser, resumeId: string, profileId?: string): Promise<ResumeReview>;
  /**
   * Writes the ticked rows (keys of `review`) through the profile's own rules; nothing else. Throws
   * VALIDATION with the problems of the profile's schemas (fields named `group.field`), writing nothing.
   */
  apply(
    user: AccountUser,
    resumeId: string,
    input: { profileId?: string; keys: readonly string[] },
  ): Promise<ResumeApplied>;
  remove(user: AccountUser, resumeId: string): Promise<void>;
  /** A recruiter's page: the resume of an application's profile, if that recruiter may download it. */
  resumeForRecruiter(
    recruiter: AccountUser,
    seekerId: string,
    profileId: string,
  ): Promise<ResumeSummary | null>;
}
