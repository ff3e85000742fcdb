/**
 * Applying from job cards and job pages. Pages put an AppliedJobsView in context (one query for all
 * their job ids); cards then show "Applied" marks, an Apply link and, on the results page, a checkbox
 * that belongs to the page's multi-apply form (the `form` attribute), so several jobs can be chosen and
 * applied to in one go with the keyboard and without JavaScript. Apply links lead to /seeker/apply,
 * which sends a guest to log in and back with the jobs still chosen (they travel in its address).
 */

import { type ApplyOptions, type JobDetail, type JobSummary, MULTI_APPLY_LIMIT } from "@portal/contracts";
import { profileNameIn } from "@portal/domain";
import { createContext, type ReactNode, useContext } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink, useLocalHref } from "../../ui/local-link.tsx";

export const APPLY_PATH = "/seeker/apply";
export const APPLIED_JOBS_PATH = "/seeker/applied-jobs";
export const APPLIED_SUCCESS_PATH = "/search/applied-success";
export const MULTI_APPLY_FORM_ID = "multi-apply";

export interface AppliedJobsView {
  /** Jobs on the page the seeker has applied to (empty for guests). */
  appliedIds: number[];
  /** False for recruiters: only seekers apply (guests are asked to log in first). */
  canApply: boolean;
  /** The page's multi-apply form; cards show a checkbox for it when set. */
  multiApplyFormId: string | null;
}

const AppliedJobsContext = createContext<AppliedJobsView | null>(null);

export function AppliedJobsProvider({ view, children }: { view: AppliedJobsView; children: ReactNode }) {
  return <AppliedJobsContext.Provider value={view}>{children}</AppliedJobsContext.Provider>;
}

/** Whether the page's data says the seeker applied to this job; null where the page has no view. */
export function useIsJobApplied(jobId: number): boolean | null {
  const view = useContext(AppliedJobsContext);
  return view ? view.appliedIds.includes(jobId) : null;
}

/**
 * One application on the applied-jobs page, wherever it is in the list: the page finds the page that holds
 * it, marks it and moves focus to it (the fragment does so without JavaScript: the item is focusable).
 */
export function applicationHref(applicationId: string): string {
  return `${APPLIED_JOBS_PATH}?application=${encodeURIComponent(applicationId)}#application-${applicationId}`;
}

/** The apply page for these jobs, coming back to `back` (a path of this site) when done. */
export function applyHref(jobIds: readonly number[], back: string): string {
  const params = new URLSearchParams();
  for (const id of jobIds) params.append("jobId", String(id));
  params.set("back", back);
  return `${APPLY_PATH}?${params}`;
}

function useBackPath(jobId?: number): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${jobId ? `#job-${jobId}` : ""}`;
}

/** On a card: choose it for multi-apply, or apply to it alone. Nothing for applied or closed jobs. */
export function CardApplyControls({ job }: { job: JobSummary }) {
  const { t } = useI18n();
  const view = useContext(AppliedJobsContext);
  const back = useBackPath(job.id);
  if (!view?.canApply || job.isExpired || view.appliedIds.includes(job.id)) return null;
  return (
    <div className="apply-controls">
      {view.multiApplyFormId && (
        <label className="apply-select">
          <input type="checkbox" name="jobId" value={job.id} form={view.multiApplyFormId} />
          <span>
            {t("applications.select")}
            <span className="visually-hidden"> {job.title}</span>
          </span>
        </label>
      )}
      <LocalLink to={applyHref([job.id], back)} className="button button--primary apply-controls__link">
        {t("applications.apply")}
        <span className="visually-hidden"> {job.title}</span>
      </LocalLink>
    </div>
  );
}

/** The results page's multi-apply form: a GET to the apply page with the ticked cards' job ids. */
export function MultiApplyForm() {
  const { t } = useI18n();
  const localHref = useLocalHref();
  const back = useBackPath();
  const view = useContext(AppliedJobsContext);
  if (!view?.canApply || !view.multiApplyFormId) return null;
  return (
    <form
      id={view.multiApplyFormId}
      method="get"
      action={localHref(APPLY_PATH)}
      className="multi-apply"
      aria-labelledby="multi-apply-heading"
    >
      <h2 id="multi-apply-heading" className="multi-apply__heading">
        {t("applications.multi.heading")}
      </h2>
      <p className="multi-apply__hint">
        {t("applications.multi.hint", {
          fresher: MULTI_APPLY_LIMIT.fresher,
          experienced: MULTI_APPLY_LIMIT.experienced,
        })}
      </p>
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="button button--primary">
        {t("applications.multi.submit")}
      </button>
    </form>
  );
}

export interface JobApplyView {
  /** Who is looking: guests are sent to log in, recruiters see nothing. */
  visitor: "guest" | "seeker" | "recruiter";
  isApplied: boolean;
  /** The seeker's profiles with the default preselected (seekers only). */
  options: ApplyOptions | null;
  csrfToken: string;
}

/** The job page's apply panel: the profile to send and one button; a mark once applied. */
export function JobApplyPanel({ job, view }: { job: JobDetail; view: JobApplyView }) {
  const { t } = useI18n();
  const localHref = useLocalHref();
  const navigation = useNavigation();
  const back = useBackPath();
  if (view.visitor === "recruiter") return null;
  if (view.isApplied) {
    return (
      <div className="apply-panel apply-panel--done">
        <p className="apply-panel__done">
          <span className="badge badge--applied">{t("applications.appliedMark")}</span>{" "}
          {t("applications.alreadyApplied")}
        </p>
        <LocalLink to={APPLIED_JOBS_PATH}>{t("applications.seeApplication")}</LocalLink>
      </div>
    );
  }
  if (job.isExpired) return null;
  if (view.visitor === "guest" || !view.options) {
    return (
      <div className="apply-panel">
        <LocalLink to={applyHref([job.id], back)} className="button button--primary button--block">
          {t("job.apply")}
        </LocalLink>
        <p className="apply-panel__hint">{t("applications.guestHint")}</p>
      </div>
    );
  }
  const { options } = view;
  if (options.profiles.length === 0) {
    return (
      <div className="apply-panel">
        <p>{t("applications.noProfile")}</p>
        <LocalLink to="/seeker/profile" className="button button--primary">
          {t("applications.createProfile")}
        </LocalLink>
      </div>
    );
  }
  const isSubmitting = navigation.state === "submitting" && navigation.formAction?.includes(APPLY_PATH);
  const action = localHref(applyHref([job.id], back));
  return (
    <Form method="post" action={action} className="apply-panel apply-panel--form">
      <input type="hidden" name="_csrf" value={view.csrfToken} />
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="back" value={back} />
      <ProfileChoice options={options} />
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t("applications.submitting") : t("job.apply")}
      </button>
    </Form>
  );
}

/** The profile to send: a list with the default one preselected. */
export function ProfileChoice({ options, invalid }: { options: ApplyOptions; invalid?: boolean }) {
  const { t, language } = useI18n();
  return (
    <div className="field apply-profile">
      <label htmlFor="apply-profile">{t("applications.profileLabel")}</label>
      <select
        id="apply-profile"
        name="profileId"
        defaultValue={options.defaultProfileId ?? ""}
        aria-invalid={invalid || undefined}
        aria-describedby="apply-profile-hint"
      >
        {!options.defaultProfileId && <option value="">—</option>}
        {options.profiles.map((profile) => (
          // An option holds no <bdi>: it takes the page's direction, so a name in another script still
          // reads in order beside the page's words.
          <option key={profile.id} value={profile.id}>
            {profile.isDefault
              ? t("applications.profileDefault", { name: profileNameIn(profile.name, language) })
              : profileNameIn(profile.name, language)}
          </option>
        ))}
      </select>
      <p id="apply-profile-hint" className="field__hint">
        {t("applications.profileHint")}
      </p>
    </div>
  );
}
