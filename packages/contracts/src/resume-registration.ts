/**
 * Registration by resume, as the API answers it (`/api/registration/resume-preview`,
 * `/api/seeker/registration/resume-prefill`) and as registration pages ask for it (the
 * `resumeRegistration` service of the load context): the values each registration step may be
 * pre-filled with, and the two moments a file is handled (a guest's preview, the upload once the
 * account exists). Pre-filled values are only ever form defaults: the seeker's own submit of each step
 * is what saves them. Refusals are thrown as AppError.
 */
import { EXPERIENCE_TYPES, type SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";

/** The registration steps a resume pre-fills, plus the skills the last step asks to confirm. */
export const PREFILL_STEPS = ["personal", "employment", "education", "job-preference"] as const;
export type PrefillStep = (typeof PREFILL_STEPS)[number];

export const stepPrefillSchema = z.object({
  /** Form values the parser is sure of (confidence ≥ RESUME_PREFILL_CONFIDENCE) and the step accepts. */
  values: z.record(z.string(), z.string()),
  /**
   * What the resume says about a field the step could not be pre-filled with (unsure, or not one of the
   * step's choices), shown beside the field as a suggestion only.
   */
  suggestions: z.record(z.string(), z.string()),
});
export type StepPrefill = z.infer<typeof stepPrefillSchema>;

export const prefillSkillSchema = z.object({
  name: z.string(),
  /** Sure enough to be ticked already; the others are offered unticked. */
  isConfident: z.boolean(),
});
export type PrefillSkill = z.infer<typeof prefillSkillSchema>;

export const registrationPrefillSchema = z.object({
  /** "professional" when the resume lists jobs; the seeker still chooses. */
  experienceType: z.enum(EXPERIENCE_TYPES).nullable(),
  steps: z.object({
    personal: stepPrefillSchema,
    employment: stepPrefillSchema,
    education: stepPrefillSchema,
    "job-preference": stepPrefillSchema,
  } satisfies Record<PrefillStep, typeof stepPrefillSchema>),
  skills: z.array(prefillSkillSchema),
});
export type RegistrationPrefill = z.infer<typeof registrationPrefillSchema>;

/** A guest's preview (multipart, field `resume`): every step's pre-fill. */
export const resumePreviewReplySchema = z.object({ prefill: registrationPrefillSchema });
export type ResumePreviewReply = z.infer<typeof resumePreviewReplySchema>;
/** "Resume parse fill": the pre-fill from the seeker's current resume, null without one. */
export const resumePrefillReplySchema = z.object({ prefill: registrationPrefillSchema.nullable() });

/**
 * File refusals are the resume feature's (`resumeFileError`: VALIDATION, PAYLOAD_TOO_LARGE,
 * UNSUPPORTED_MEDIA_TYPE, UNPROCESSABLE, UNAVAILABLE) with their problem on the form's field `resume`.
 */
export interface ResumeRegistrationContract {
  /**
   * A file read without keeping it: a guest's preview (the personal step's values and the path it
   * suggests), and the personal step's check of the file it carries before an account is made for it.
   * Throws the file's refusals, RATE_LIMITED past the reads an address may ask for.
   */
  preview(input: {
    siteId: SiteId;
    fileName: string;
    bytes: Uint8Array;
    ip: string;
  }): Promise<RegistrationPrefill>;
  /**
   * Stores the file as the current resume of the new seeker's default profile. Throws the file's
   * refusals, and INTERNAL `uploadFailed` (on `resume`) when it could not be kept for any other reason.
   */
  upload(input: { user: AccountUser; fileName: string; bytes: Uint8Array }): Promise<{ fileName: string }>;
  /**
   * The pre-fill from the seeker's current resume, or null when there is none. Throws FORBIDDEN for an
   * account that is not a seeker's, RATE_LIMITED past the reads a seeker may ask for.
   */
  prefill(user: AccountUser): Promise<RegistrationPrefill | null>;
  /**
   * Registration finished: the steps' saved values (and the skills the seeker ticked) go into the
   * default profile's groups that hold nothing yet; nothing the profile already has is replaced.
   */
  completeRegistration(user: AccountUser, confirmedSkills: readonly string[]): Promise<void>;
}
