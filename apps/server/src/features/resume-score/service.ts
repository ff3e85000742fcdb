/**
 * The resume score card: a file read by the resume engine (the same worker pool and file rules as resume
 * uploads) and scored by `scoreResume` of @portal/resume-parser, its skills measured against what the
 * open jobs of the role the person wants ask for. A scan or a picture is not refused: it scores 0 and
 * says why. A guest scores one file (the route's cookie, and GUEST_SCORES_PER_DAY per address behind
 * it); a seeker's latest score is kept (`resume_scores`) and computed again, in the background
 * (`resumeScore.refresh`), whenever they store a new resume.
 */
import {
  AppError,
  type RequestMeta,
  type ResumeScoreCard,
  type ResumeScoreContract,
} from "@portal/contracts";
import type { SiteId } from "@portal/domain";
import { type ResumeScore, scoreResume } from "@portal/resume-parser";
import type pg from "pg";
import type { BackgroundTask, JobQueue } from "../../background/queue.ts";
import type { RateLimiter, RateLimitRule } from "../../plugins/rate-limit.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { type ResumeParseOutcome, resumeFileError } from "../resumes/index.ts";

export const REFRESH_TASK = "resumeScore.refresh";
/** Behind the guest's cookie: scores a day from one address, for a shared office or a cleared cookie. */
export const GUEST_SCORES_PER_DAY: RateLimitRule = {
  name: "resume-score-guest",
  limit: 5,
  windowSeconds: 86_400,
};
/** A seeker scoring files by hand: enough to try several versions, not a loop on the worker pool. */
export const SEEKER_SCORES_PER_HOUR: RateLimitRule = {
  name: "resume-score-seeker",
  limit: 20,
  windowSeconds: 3600,
};
const MAX_ROLE_LENGTH = 100;

type Parse = (input: { siteId: SiteId; fileName: string; bytes: Buffer }) => Promise<ResumeParseOutcome>;

export function createResumeScoreService(options: {
  pool: pg.Pool;
  parse: Parse;
  storage: FileStorage;
  rateLimiter: RateLimiter;
}) {
  const { pool, parse, storage, rateLimiter } = options;

  /** The skills the site's open jobs with the role in their title ask for most (at most ten). */
  async function wantedSkillsOf(siteId: SiteId, role: string): Promise<string[]> {
    if (!role) return [];
    const { rows } = await pool.query<{ skill: string }>(
      `SELECT skill FROM (
         SELECT skills FROM jobs WHERE site_id = $1 AND status = 'open' AND title ILIKE '%' || $2 || '%'
          ORDER BY posted_at DESC LIMIT 500) j, unnest(j.skills) AS skill
        GROUP BY skill ORDER BY count(*) DESC, skill LIMIT 10`,
      [siteId, role.replace(/[\\%_]/g, (character) => `\\${character}`)],
    );
    return rows.map((row) => row.skill);
  }

  async function cardOf(
    siteId: SiteId,
    fileName: string,
    bytes: Buffer,
    wantedRole: string,
  ): Promise<ResumeScoreCard> {
    const outcome = await parse({ siteId, fileName, bytes });
    // A scan or a picture has no text to read: scored (0, with the reason), not refused.
    if (!outcome.ok && outcome.refusal.reason !== "noText") throw resumeFileError(outcome.refusal);
    const wantedSkills = await wantedSkillsOf(siteId, wantedRole);
    const score: ResumeScore = outcome.ok
      ? scoreResume({ text: outcome.text, fields: outcome.fields, wantedSkills })
      : scoreResume({ text: "", fields: null });
    return {
      ...score,
      fileName,
      wantedRole,
      wantedSkills,
      computedAt: new Date().toISOString(),
    };
  }

  async function keep(userId: string, resumeId: string | null, card: ResumeScoreCard): Promise<void> {
    await pool.query(
      `INSERT INTO resume_scores (user_id, resume_id, file_name, total, card, wanted_role, computed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET resume_id = EXCLUDED.resume_id, file_name = EXCLUDED.file_name,
         total = EXCLUDED.total, card = EXCLUDED.card, wanted_role = EXCLUDED.wanted_role,
         computed_at = EXCLUDED.computed_at`,
      [userId, resumeId, card.fileName, card.total, JSON.stringify(card), card.wantedRole, card.computedAt],
    );
  }

  const service: ResumeScoreContract = {
    async score(user, meta: RequestMeta, input) {
      if (user && user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
      const wantedRole = (input.wantedRole ?? "").trim().slice(0, MAX_ROLE_LENGTH);
      if (!user) {
        if (input.guestHasScored) throw new AppError("CONFLICT", "resumeScoreOnce");
        await rateLimiter.enforce([[GUEST_SCORES_PER_DAY, meta.ip]]);
      } else await rateLimiter.enforce([[SEEKER_SCORES_PER_HOUR, user.id]]);
      const card = await cardOf(input.siteId, input.fileName, input.bytes, wantedRole);
      if (user) await keep(user.id, null, card);
      return card;
    },

    async kept(user) {
      if (user.role !== "seeker") return null;
      const { rows } = await pool.query<{ card: ResumeScoreCard }>(
        "SELECT card FROM resume_scores WHERE user_id = $1",
        [user.id],
      );
      return rows[0]?.card ?? null;
    },
  };

  /** After a seeker stores a resume (in its transaction): their score follows it. */
  async function onResumeStored(queue: JobQueue, client: pg.ClientBase, userId: string): Promise<void> {
    await queue.enqueue(REFRESH_TASK, { userId }, { client, singletonKey: userId });
  }

  /** Scores the seeker's newest stored resume and keeps the score, with the role last measured against. */
  function createRefreshTask(): BackgroundTask<{ userId: string }> {
    return {
      name: REFRESH_TASK,
      retry: { limit: 3, delaySeconds: 30, maxDelaySeconds: 300 },
      expireInSeconds: 300,
      async run({ userId }) {
        const { rows } = await pool.query<{
          id: string;
          site_id: SiteId;
          storage_key: string;
          file_name: string;
          wanted_role: string | null;
        }>(
          `SELECT r.id, r.site_id, r.storage_key, r.file_name,
                  (SELECT wanted_role FROM resume_scores WHERE user_id = r.user_id) AS wanted_role
             FROM resumes r WHERE r.user_id = $1 AND r.replaced_at IS NULL AND r.removed_at IS NULL
            ORDER BY r.uploaded_at DESC LIMIT 1`,
          [userId],
        );
        const resume = rows[0];
        if (!resume) return;
        const bytes = await storage.get(resume.storage_key);
        if (!bytes) return;
        await keep(
          userId,
          resume.id,
          await cardOf(resume.site_id, resume.file_name, bytes, resume.wanted_role ?? ""),
        );
      },
    };
  }

  return { ...service, onResumeStored, createRefreshTask };
}

export type ResumeScoreService = ReturnType<typeof createResumeScoreService>;
