/**
 * The resume score card (`resumeScore` service of the load context, `POST /api/resume-score`,
 * `GET /api/seeker/resume-score`; implemented in apps/server/src/features/resume-score): spec "resume score
 * card" and "one-time resume score upload". A score out of 100 in seven sections, every lost point with
 * its tip. Guests score one file; a seeker's latest score is kept and follows their stored resume.
 */
import { RESUME_SCORE_SECTIONS, RESUME_SCORE_TIPS, type SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { RequestMeta } from "./page-session.ts";

export const resumeScoreCardSchema = z.object({
  total: z.number().int().min(0).max(100),
  sections: z.array(
    z.object({
      id: z.enum(RESUME_SCORE_SECTIONS),
      score: z.number().int(),
      max: z.number().int(),
      tips: z.array(
        z.object({
          id: z.enum(RESUME_SCORE_TIPS),
          points: z.number().int(),
          items: z.array(z.string()).optional(),
          count: z.number().int().optional(),
        }),
      ),
    }),
  ),
  fileName: z.string(),
  wantedRole: z.string(),
  /** The skills the wanted role's open jobs ask for most, which the skills section is measured against. */
  wantedSkills: z.array(z.string()),
  computedAt: z.string(),
});
export type ResumeScoreCard = z.infer<typeof resumeScoreCardSchema>;

/** The cookie that remembers a guest has had their one score. */
export const RESUME_SCORE_GUEST_COOKIE = "resume_score_used";

export interface ResumeScoreContract {
  /**
   * Scores a file. A guest scores once (`guestHasScored`: they already did → CONFLICT "resumeScoreOnce");
   * a seeker's score is kept. Files that cannot be read as resumes are refused like resume uploads; a
   * scan or a picture scores 0 with the reason.
   */
  score(
    user: AccountUser | null,
    meta: RequestMeta,
    input: { fileName: string; bytes: Buffer; wantedRole?: string; guestHasScored?: boolean; siteId: SiteId },
  ): Promise<ResumeScoreCard>;
  /** The seeker's kept score, or null. */
  kept(user: AccountUser): Promise<ResumeScoreCard | null>;
}
