/**
 * The resume service as pages see it (ResumesContract): the seeker named by their account, and the same
 * per-seeker allowances as the API's routes count (there in the routes' config, here before the call),
 * so a page post and an API call count alike. Refusals are the service's own AppErrors.
 */

import type { AccountUser, ResumesContract } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import { DEFAULT_SITE_ID, isSiteId } from "@portal/domain";
import type { RateLimiter, RateLimitRule } from "../../plugins/rate-limit.ts";
import { RESUME_UPLOAD_LIMIT, RESUME_WRITE_LIMIT, type ResumeService } from "./service.ts";

export function createResumePages(resumes: ResumeService, rateLimiter: RateLimiter): ResumesContract {
  /** The page routes are not seekers-only by path as the API's are: the check and the count come here. */
  async function seekerWrite(user: AccountUser, rule: RateLimitRule): Promise<void> {
    if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
    await rateLimiter.enforce([[rule, user.id]]);
  }

  return {
    async pageData(user, profileId) {
      const [current, history] = await Promise.all([
        resumes.current(user.id, profileId),
        resumes.history(user.id, profileId),
      ]);
      return { current, history };
    },
    async upload(user, input) {
      await seekerWrite(user, RESUME_UPLOAD_LIMIT);
      const { resume } = await resumes.upload({
        userId: user.id,
        siteId: isSiteId(user.siteId) ? user.siteId : DEFAULT_SITE_ID,
        ...(input.profileId ? { profileId: input.profileId } : {}),
        fileName: input.fileName,
        bytes: Buffer.from(input.bytes),
      });
      return { resume, review: await resumes.review(user.id, resume.id) };
    },
    review: (user, resumeId) => resumes.review(user.id, resumeId),
    async apply(user, resumeId, input) {
      await seekerWrite(user, RESUME_WRITE_LIMIT);
      return resumes.apply(user.id, resumeId, input.keys);
    },
    async remove(user, resumeId) {
      await seekerWrite(user, RESUME_WRITE_LIMIT);
      await resumes.remove(user.id, resumeId);
    },
    resumeForRecruiter: (recruiter, seekerId, profileId) =>
      resumes.resumeForRecruiter(recruiter, seekerId, profileId),
  };
}
