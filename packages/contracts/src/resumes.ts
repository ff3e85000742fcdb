/**
 * What pages may ask the server about resumes (the `resumes` service of the load context): a profile's
 * current resume and its history, uploading (or replacing) one, the review of what was read from it
 * next to what the profile already holds, and applying the rows the seeker ticked. Calls that change
 * something answer with a result instead of throwing, so the page can show the problem.
 *
 * The server's own service (apps/server/src/features/resumes/service.ts, `ResumeService`) has the
 * same data in throwing form; registration codes against that one.
 */
import type { FieldProblem } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";
import type { ReviewGroup } from "./constants.ts";

export type ResumeFormat = "doc" | "docx" | "rtf" | "txt" | "pdf";

export interface ResumeSummary {
  id: string;
  profileId: string;
  /** The name the file came with (sanitised); shown and used as the download's name. */
  fileName: string;
  format: ResumeFormat;
  sizeBytes: number;
  /** ISO 8601. */
  uploadedAt: string;
  isCurrent: boolean;
}

/** The profile fields a review row speaks of (the labels are the page's). */
export type ReviewField =
  | "name"
  | "email"
  | "mobile"
  | "currentLocation"
  | "totalExperience"
  | "employment"
  | "education"
  | "skill";

export type ReviewValue =
  | { kind: "text"; text: string }
  | { kind: "experience"; years: number; months: number }
  | {
      kind: "employment";
      designation: string;
      company: string;
      /** "YYYY-MM" or "YYYY". */
      from: string | null;
      to: string | null;
      isCurrent: boolean;
    }
  | { kind: "education"; degree: string; institute: string; passingYear: number | null };

/** Why a row cannot be applied from here; the seeker adds it on the profile instead. */
export type ReviewBlock = "currentJobNeedsNotice" | "incompleteEntry" | "educationNeedsDetails";

export interface ReviewItem {
  /** Stable within one review: what the form's checkbox posts (`apply` = key). */
  key: string;
  group: ReviewGroup;
  field: ReviewField;
  parsed: ReviewValue;
  /** What the profile holds now for this field, or null when nothing (lists: null). */
  current: ReviewValue | null;
  /** 0 to 1, from the parser. */
  confidence: number;
  /** Ticked when the page opens: sure (≥ RESUME_PREFILL_CONFIDENCE) and nothing would be replaced. */
  preselected: boolean;
  /** Null when the row can be applied. */
  blockedBy: ReviewBlock | null;
}

export interface ResumeReview {
  resumeId: string;
  profileId: string;
  fileName: string;
  items: ReviewItem[];
}

export interface ResumeApplied {
  /** Rows written into the profile. */
  applied: number;
  /** Rows left out because the profile changed meanwhile or a list is full. */
  skipped: number;
}

export interface ResumePageData {
  current: ResumeSummary | null;
  /** Every resume of the profile, newest first, the current one included. */
  history: ResumeSummary[];
}

export type ResumeResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; problems: FieldProblem[] };

export interface ResumesContract {
  /** The profile's resumes; the default profile's when no id is given. */
  pageData(user: AccountUser, profileId?: string): Promise<ResumePageData>;
  /** Keeps the file as the profile's current resume (the old one becomes history) and reviews it. */
  upload(
    user: AccountUser,
    input: { profileId?: string; fileName: string; bytes: Uint8Array },
  ): Promise<ResumeResult<{ resume: ResumeSummary; review: ResumeReview }>>;
  /** What was read from a kept resume, beside what the profile holds now. */
  review(user: AccountUser, resumeId: string, profileId?: string): Promise<ResumeResult<ResumeReview>>;
  /** Writes the ticked rows (keys of `review`) through the profile's own rules; nothing else. */
  apply(
    user: AccountUser,
    resumeId: string,
    input: { profileId?: string; keys: readonly string[] },
  ): Promise<ResumeResult<ResumeApplied>>;
  remove(user: AccountUser, resumeId: string): Promise<ResumeResult<null>>;
  /** A recruiter's page: the resume of an application's profile, if that recruiter may download it. */
  resumeForRecruiter(
    recruiter: AccountUser,
    seekerId: string,
    profileId: string,
  ): Promise<ResumeSummary | null>;
}
