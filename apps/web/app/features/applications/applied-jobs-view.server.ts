/** What a page of job cards (or a job page) needs for applied marks and apply controls: one query. */
import type { PortalLoadContext } from "@portal/contracts";
import type { AppliedJobsView, JobApplyView } from "./apply-controls.tsx";

export async function appliedJobsView(
  context: PortalLoadContext,
  jobIds: readonly number[],
  multiApplyFormId: string | null = null,
): Promise<AppliedJobsView> {
  const user = context.session.user;
  // Only seekers apply; recruiters see the cards without the controls.
  if (user && user.role !== "seeker") return { appliedIds: [], canApply: false, multiApplyFormId: null };
  const appliedIds =
    user && jobIds.length > 0 ? await context.services.applications.appliedJobIds(user.id, jobIds) : [];
  return { appliedIds, canApply: true, multiApplyFormId };
}

/** The job page's apply panel: whether applied, and the seeker's profiles to choose from. */
export async function jobApplyView(
  context: PortalLoadContext,
  jobId: number,
  appliedIds: readonly number[],
): Promise<JobApplyView> {
  const user = context.session.user;
  const csrfToken = context.session.csrfToken;
  if (!user) return { visitor: "guest", isApplied: false, options: null, csrfToken };
  if (user.role !== "seeker") return { visitor: "recruiter", isApplied: false, options: null, csrfToken };
  const isApplied = appliedIds.includes(jobId);
  const options = isApplied ? null : await context.services.applications.applyOptions(user);
  return { visitor: "seeker", isApplied, options, csrfToken };
}
