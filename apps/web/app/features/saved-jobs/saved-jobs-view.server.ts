/** What a page of job cards needs to show save buttons and marks: one query for all its job ids. */
import type { PortalLoadContext } from "@portal/contracts";
import type { SavedJobsView } from "./save-job-button.tsx";

export async function savedJobsView(
  context: PortalLoadContext,
  jobIds: readonly number[],
): Promise<SavedJobsView> {
  const user = context.session.user;
  // Only seekers save; recruiters see the cards without the control.
  if (user && user.role !== "seeker") return { csrfToken: "", savedIds: [], canSave: false };
  const savedIds =
    user && jobIds.length > 0 ? await context.services.savedJobs.savedJobIds(user.id, jobIds) : [];
  return { csrfToken: context.session.csrfToken, savedIds, canSave: true };
}
