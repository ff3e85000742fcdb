/**
 * After applying (/search/applied-success, also /srp/applied-success): what was just applied to, each
 * chosen job's outcome, and similar jobs to apply to next (the job service's similar jobs of the jobs
 * just applied to, without those the seeker has applied to already). The address only says which
 * jobs to show; "applied" is shown only for jobs the seeker's applications confirm.
 */

import type { ApplyOutcome, JobSummary } from "@portal/contracts";
import { COLLABORATIVE_LIMIT } from "@portal/contracts";
import { useEffect } from "react";
import { accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { appliedJobsView } from "../features/applications/applied-jobs-view.server.ts";
import { jobIdsOf } from "../features/applications/apply-action.server.ts";
import {
  APPLIED_JOBS_PATH,
  AppliedJobsProvider,
  MULTI_APPLY_FORM_ID,
  MultiApplyForm,
} from "../features/applications/apply-controls.tsx";
import { JobCard } from "../features/jobs/job-card.tsx";
import { cardPlaceNames } from "../features/places/place-names.server.ts";
import { AlsoAppliedSection } from "../features/recommendations/recommendation-parts.tsx";
import { SavedJobsProvider } from "../features/saved-jobs/save-job-button.tsx";
import { savedJobsView } from "../features/saved-jobs/saved-jobs-view.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { track } from "../lib/analytics.ts";
import { localizeHref } from "../lib/localized-path.ts";
import { pageLanguage } from "../lib/page-language.ts";
import { returnToOf } from "../lib/return-path.server.ts";
import recommendationStyles from "../styles/recommendations.css?url";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/search-applied-success";

export const meta = accountMeta("applications.success.title");
export const links = () => [{ rel: "stylesheet", href: recommendationStyles }];

const SIMILAR_SHOWN = 6;
/** Similar jobs are asked of this many of the jobs just applied to. */
const SIMILAR_SOURCES = 3;

interface OutcomeRow {
  jobId: number;
  job: Pick<JobSummary, "id" | "title" | "companyName" | "slug"> | null;
  outcome: ApplyOutcome;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const url = new URL(request.url);
  const read = (name: string) => jobIdsOf(url.searchParams.getAll(name));
  const claimed: Array<[number, ApplyOutcome]> = [
    ...read("applied").map((id): [number, ApplyOutcome] => [id, "applied"]),
    ...read("already").map((id): [number, ApplyOutcome] => [id, "alreadyApplied"]),
    ...read("closed").map((id): [number, ApplyOutcome] => [id, "expired"]),
    ...read("missing").map((id): [number, ApplyOutcome] => [id, "notFound"]),
  ];
  const { applications, jobs } = context.services;
  const ids = claimed.map(([id]) => id);
  const [appliedIds, details] = await Promise.all([
    applications.appliedJobIds(user.id, ids),
    Promise.all(ids.map((id) => jobs.getJob(context.site.id, id))),
  ]);
  const rows: OutcomeRow[] = claimed.map(([jobId, outcome], index) => {
    const job = details[index] ?? null;
    const isConfirmed = appliedIds.includes(jobId);
    // Only the seeker's own applications make a job "applied"; the address cannot.
    const shown: ApplyOutcome =
      outcome === "applied" || outcome === "alreadyApplied"
        ? isConfirmed
          ? outcome
          : job
            ? "expired"
            : "notFound"
        : outcome;
    return {
      jobId,
      job: job ? { id: job.id, title: job.title, companyName: job.companyName, slug: job.slug } : null,
      outcome: shown,
    };
  });
  const sources = details
    .filter((job, index) => job && appliedIds.includes(ids[index] as number))
    .slice(0, SIMILAR_SOURCES);
  const similarLists = await Promise.all(
    sources.map((job) => (job ? jobs.similarJobs(job, SIMILAR_SHOWN * 2) : [])),
  );
  const seen = new Set(ids);
  const candidates: JobSummary[] = [];
  for (const job of similarLists.flat()) {
    if (seen.has(job.id)) continue;
    seen.add(job.id);
    candidates.push(job);
  }
  // "Seekers who applied to this also applied to", of the first job just applied to.
  const alsoApplied = sources[0]
    ? await context.services.recommendations
        .collaborative(sources[0].id, { siteId: context.site.id, limit: COLLABORATIVE_LIMIT, user })
        .catch(() => [])
    : [];
  const alsoAppliedIds = new Set(alsoApplied.map((job) => job.id));
  const candidateIds = candidates.filter((job) => !alsoAppliedIds.has(job.id)).map((job) => job.id);
  const [alreadyApplied, savedJobs] = await Promise.all([
    applications.appliedJobIds(user.id, candidateIds),
    savedJobsView(context, [...candidateIds, ...alsoAppliedIds]),
  ]);
  const similar = candidates
    .filter((job) => !alreadyApplied.includes(job.id) && !alsoAppliedIds.has(job.id))
    .slice(0, SIMILAR_SHOWN);
  return {
    rows,
    appliedCount: rows.filter((row) => row.outcome === "applied").length,
    similar,
    alsoApplied,
    savedJobs,
    appliedJobs: await appliedJobsView(
      context,
      similar.map((job) => job.id),
      MULTI_APPLY_FORM_ID,
    ),
    back: returnToOf(request, url.searchParams.get("back"), localizeHref("/", language)),
    placeNames: cardPlaceNames(language, [similar, alsoApplied]),
  };
}

export default function AppliedSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { rows, appliedCount, similar, alsoApplied, savedJobs, appliedJobs, back } = loaderData;
  // An apply event per new application (first-party analytics), counted once per page shown.
  useEffect(() => {
    for (let count = 0; count < appliedCount; count += 1) track("apply", { label: "applied" });
  }, [appliedCount]);
  return (
    <div className="container page applied-success">
      <h1>
        {appliedCount > 0
          ? t("applications.success.heading", { count: appliedCount })
          : t("applications.success.nothingNew")}
      </h1>
      {rows.length > 0 && (
        <section aria-labelledby="apply-outcomes">
          <h2 id="apply-outcomes">{t("applications.success.outcomes")}</h2>
          <ul className="apply-outcomes">
            {rows.map((row) => (
              <li key={row.jobId} className={`apply-outcome apply-outcome--${row.outcome}`}>
                <span className="apply-outcome__job">
                  {row.job ? (
                    <>
                      <bdi>{row.job.title}</bdi> · <bdi>{row.job.companyName}</bdi>
                    </>
                  ) : (
                    `#${row.jobId}`
                  )}
                </span>{" "}
                <span
                  className={
                    row.outcome === "applied" || row.outcome === "alreadyApplied"
                      ? "badge badge--applied"
                      : "badge"
                  }
                >
                  {t(`applications.outcome.${row.outcome}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="applied-success__links">
        <LocalLink to={APPLIED_JOBS_PATH}>{t("applications.success.viewAll")}</LocalLink>
        <a href={back}>{t("applications.back")}</a>
      </p>
      <SavedJobsProvider view={savedJobs}>
        <AlsoAppliedSection jobs={alsoApplied} />
      </SavedJobsProvider>
      {similar.length > 0 && (
        <section aria-labelledby="apply-similar">
          <h2 id="apply-similar">{t("applications.success.similar")}</h2>
          <SavedJobsProvider view={savedJobs}>
            <AppliedJobsProvider view={appliedJobs}>
              <ol className="job-list">
                {similar.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} headingLevel={3} />
                  </li>
                ))}
              </ol>
              <MultiApplyForm />
            </AppliedJobsProvider>
          </SavedJobsProvider>
        </section>
      )}
    </div>
  );
}
