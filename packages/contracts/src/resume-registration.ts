/**
 * What registration pages may ask the server about a resume (the `resumeRegistration` service of the
 * load context): the values each registration step may be pre-filled with, and the two moments a file
 * is handled (a guest's preview, the upload once the account exists). Pre-filled values are only ever
 * form defaults: the seeker's own submit of each step is what saves them.
 */
import type { FieldProblem, SiteId } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";

/** The registration steps a resume pre-fills, plus the skills the last step asks to confirm. */
export type PrefillStep = "personal" | "employment" | "education" | "job-preference";

export interface StepPrefill {
  /** Form values the parser is sure of (confidence ≥ RESUME_PREFILL_CONFIDENCE) and the step accepts. */
  values: Record<string, string>;
  /**
   * What the resume says about a field the step could not be pre-filled with (unsure, or not one of the
   * step's choices), shown beside the field as a suggestion only.
   */
  suggestions: Record<string, string>;
}

export interface PrefillSkill {
  name: string;
  /** Sure enough to be ticked already; the others are offered unticked. */
  isConfident: boolean;
}

export interface RegistrationPrefill {
  /** "professional" when the resume lists jobs; the seeker still chooses. */
  experienceType: "fresher" | "professional" | null;
  steps: Record<PrefillStep, StepPrefill>;
  skills: PrefillSkill[];
}

export type ResumeRegistrationResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; problems: FieldProblem[] };

export interface ResumeRegistrationContract {
  /**
   * A file read without keeping it: a guest's preview (the personal step's values and the path it
   * suggests), and the personal step's check of the file it carries before an account is made for it.
   */
  preview(input: {
    siteId: SiteId;
    fileName: string;
    bytes: Uint8Array;
    ip: string;
  }): Promise<ResumeRegistrationResult<RegistrationPrefill>>;
  /** Stores the file as the current resume of the new seeker's default profile. */
  upload(input: {
    user: AccountUser;
    fileName: string;
    bytes: Uint8Array;
  }): Promise<ResumeRegistrationResult<{ fileName: string }>>;
  /** The pre-fill from the seeker's current resume, or null when there is none. */
  prefill(user: AccountUser): Promise<RegistrationPrefill | null>;
  /**
   * Registration finished: the steps' saved values (and the skills the seeker ticked) go into the
   * default profile's groups that hold nothing yet; nothing the profile already has is replaced.
   */
  completeRegistration(user: AccountUser, confirmedSkills: readonly string[]): Promise<void>;
}
