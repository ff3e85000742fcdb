/**
 * Save and unsave on job cards and job pages: a toggle button (aria-pressed) inside a form that posts
 * to /seeker/saved-jobs, so it works without JavaScript (the browser comes back to the card) and, with
 * it, without leaving the page. Pages put a SavedJobsView in context; cards outside one show nothing.
 */
import { createContext, type ReactNode, useContext } from "react";
import { useFetcher, useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";
import { useLocalHref } from "../../ui/local-link.tsx";
import { saveMessage, useHydrated } from "../saved-searches/save-messages.ts";

export interface SavedJobsView {
  csrfToken: string;
  /** Saved jobs among those on the page (empty for guests). */
  savedIds: number[];
  /** False for recruiters: only seekers save jobs. */
  canSave: boolean;
}

const SavedJobsContext = createContext<SavedJobsView | null>(null);

export function SavedJobsProvider({ view, children }: { view: SavedJobsView; children: ReactNode }) {
  return <SavedJobsContext.Provider value={view}>{children}</SavedJobsContext.Provider>;
}

/** Whether the page's data says this job is saved; null where the page has no saved-jobs view. */
export function useIsJobSaved(jobId: number): boolean | null {
  const view = useContext(SavedJobsContext);
  return view ? view.savedIds.includes(jobId) : null;
}

interface SaveJobButtonProps {
  jobId: number;
  title: string;
  className?: string;
}

export function SaveJobButton({ jobId, title, className }: SaveJobButtonProps) {
  const { t } = useI18n();
  const view = useContext(SavedJobsContext);
  const fetcher = useFetcher<FormState>();
  const location = useLocation();
  const localHref = useLocalHref();
  const isHydrated = useHydrated();
  if (!view?.canSave) return null;

  const submitted = fetcher.formData?.get("intent");
  const isSaved = submitted ? submitted === "save" : view.savedIds.includes(jobId);
  const problem = fetcher.state === "idle" ? fetcher.data?.problems[0] : undefined;
  return (
    <fetcher.Form
      method="post"
      action={localHref("/seeker/saved-jobs")}
      className={`save-job ${className ?? ""}`.trim()}
    >
      <input type="hidden" name="_csrf" value={view.csrfToken} />
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="intent" value={isSaved ? "unsave" : "save"} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {isHydrated && <input type="hidden" name="respond" value="data" />}
      <button
        type="submit"
        className="save-job__button"
        aria-pressed={isSaved}
        aria-label={t("savedJobs.toggleLabel", { title })}
      >
        <span aria-hidden="true" className="save-job__icon">
          {isSaved ? "★" : "☆"}
        </span>{" "}
        {t("savedJobs.save")}
      </button>
      {problem && (
        <p className="form-error save-job__problem" role="alert">
          {saveMessage(t, problem)}
        </p>
      )}
    </fetcher.Form>
  );
}
