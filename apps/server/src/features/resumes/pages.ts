/**
 * The resume service as pages see it (ResumesContract): refusals as results with field problems, and
 * the same per-seeker allowances as the API, so a page post and an API call count alike.
 */

import type { AccountUser, ResumeResult, ResumesContract } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import { DEFAULT_SITE_ID, isSiteId } from "@portal/domain";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import { RESUME_UPLOAD_LIMIT, RESUME_WRITE_LIMIT, type ResumeService } from "./service.ts";

async function attempt<T>(work: () => Promise<T>): Promise<ResumeResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      ok: false,
      status: error.status,
      problems:
        error.details.length > 0
          ? error.details.map((detail) => ({ ...detail }))
          : [{ messageKey: error.message }],
    };
  }
}

function seekerOnly(user: AccountUser): void {
  if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
}

export function createResumePages(resumes: ResumeService, rateLimiter: RateLimiter): ResumesContract {
  return {
    async pageData(user, profileId) {
      const [current, history] = await Promise.all([
        resumes.current(user.id, profileId),
        resumes.history(user.id, profileId),
      ]);
      return { current, history };
    },
    upload: (user, input) =>
      attempt(async () => {
        seekerOnly(user);
        await rateLimiter.enforce([[RESUME_UPLOAD_LIMIT, user.id]]);
        const { resume } = await resumes.upload({
          userId: user.id,
          siteId: isSiteId(user.siteId) ? user.siteId : DEFAULT_SITE_ID,
          ...(input.profileId ? { profileId: input.profileId } : {}),
          fileName: input.fileName,
          bytes: Buffer.from(input.bytes),
        });
        return { resume, review: await resumes.review(user.id, resume.id) };
      }),
    review: (user, resumeId) => attempt(() => resumes.review(user.id, resumeId)),
    apply: (user, resumeId, input) =>
      attempt(async () => {
        seekerOnly(user);
        await rateLimiter.enforce([[RESUME_WRITE_LIMIT, user.id]]);
        return resumes.apply(user.id, resumeId, input.keys);
      }),
    remove: (user, resumeId) =>
      attempt(async () => {
        seekerOnly(user);
        await rateLimiter.enforce([[RESUME_WRITE_LIMIT, user.id]]);
        await resumes.remove(user.id, resumeId);
        return null;
      }),
    resumeForRecruiter: (recruiter, seekerId, profileId) =>
      resumes.resumeForRecruiter(recruiter, seekerId, profileId),
  };
}
