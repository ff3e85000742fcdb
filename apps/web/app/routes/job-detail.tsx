/**
 * One job: /job/<slug>-<id>. The id decides; a wrong or old slug moves permanently to the job's
 * current address, so each job has one URL for people and search engines.
 */

import { attempt, COLLABORATIVE_LIMIT, problemsOf } from "@portal/contracts";
import { jobPath, parseJobPathSegment, splitLanguage, translateName, withLanguage } from "@portal/domain";
import { data, redirect } from "react-router";
import { appliedJobsView, jobApplyView } from "../features/applications/applied-jobs-view.server.ts";
import { AppliedJobsProvider, JobApplyPanel } from "../features/applications/apply-controls.tsx";
import { companyPath, findBySlug, termSlug } from "../features/browse/browse-paths.ts";
import { browseTerms } from "../features/browse/browse-terms.server.ts";
import { JobCard } from "../features/jobs/job-card.tsx";
import { JobDetailBody } from "../features/jobs/job-detail-body.tsx";
import { experienceText } from "../features/jobs/job-display.ts";
import { jobPostingJsonLd, serializeJsonLd } from "../features/jobs/job-posting.ts";
import { ReportJob } from "../features/jobs/report-job.tsx";
import { jobPlaceNames } from "../features/places/place-names.server.ts";
import { placeNameIn } from "../features/places/use-place-name.ts";
import { noticeOf, withoutNotice } from "../features/recommendations/not-interested.ts";
import { NotInterestedButtons } from "../features/recommendations/not-interested-forms.tsx";
import { AlsoAppliedSection } from "../features/recommendations/recommendation-parts.tsx";
import { SavedJobsProvider, SaveJobButton } from "../features/saved-jobs/save-job-button.tsx";
import { savedJobsView } from "../features/saved-jobs/saved-jobs-view.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../lib/meta.ts";
import { useNonce } from "../lib/nonce.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import recommendationStyles from "../styles/recommendations.css?url";
import { formAction, formText } from "../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/job-detail";

export const links = () => [{ rel: "stylesheet", href: recommendationStyles }];

const SIMILAR_JOBS = 5;

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const id = parseJobPathSegment(params.slugId);
  if (id === null) throw notFound();
  const job = await context.services.jobs.getJob(context.site.id, id);
  if (!job) throw notFound();

  const requestUrl = new URL(request.url);
  const canonicalPath = jobPath(job);
  if (decodePath(splitLanguage(requestUrl.pathname).path) !== canonicalPath) {
    // Slugs may hold non-Latin letters; a Location header must be ASCII.
    throw redirect(`${encodeURI(withLanguage(canonicalPath, language))}${requestUrl.search}`, 301);
  }
  const user = context.session.user;
  const isSeeker = user?.role === "seeker";
  const [similar, skills, alsoApplied] = await Promise.all([
    context.services.jobs.similarJobs(job, SIMILAR_JOBS),
    browseTerms(context.services.search, context.site.id, "skill").catch(() => []),
    // "Also applied to" is extra: the page stands without it.
    context.services.recommendations
      .collaborative(job.id, { siteId: context.site.id, limit: COLLABORATIVE_LIMIT, user })
      .catch(() => []),
    // Opened jobs feed the seeker's suggested jobs (once per job per 30 minutes).
    isSeeker && user
      ? context.services.recommendations.recordView(user, context.site.id, job.id).catch(() => false)
      : null,
  ]);
  const url = `${context.origin}${encodeURI(withLanguage(canonicalPath, language))}`;
  const others = similar.filter((other) => other.id !== job.id);
  const cardIds = [job.id, ...others.map((other) => other.id), ...alsoApplied.map((other) => other.id)];
  const appliedJobs = await appliedJobsView(context, cardIds);
  return {
    job,
    // Jobs store the taxonomy's English names; the page says them in its own language.
    taxonomy: {
      functionName: translateName("functions", job.functionName, language),
      roleName: translateName("roles", job.roleName, language),
      industryName: translateName("industries", job.industryName, language),
    },
    similar: others,
    savedJobs: await savedJobsView(context, cardIds),
    alsoApplied,
    notInterested: isSeeker
      ? {
          csrfToken: context.session.csrfToken,
          returnTo: withoutNotice(requestUrl),
          notice: noticeOf(requestUrl),
        }
      : null,
    appliedJobs,
    apply: await jobApplyView(context, job.id, appliedJobs.appliedIds),
    // Built here so the builder stays on the server; expired jobs carry none (Google drops them).
    // Applying needs an account on this site first (login, then the profile to send): no direct apply.
    jobPostingJson: job.isExpired
      ? null
      : serializeJsonLd(jobPostingJsonLd(job, { url, directApply: false })),
    // Only skills with a browse page are links; the rest would lead to a 404.
    skillsWithPages: job.skills.filter((skill) => findBySlug(skills, termSlug(skill)) !== undefined),
    // Every card's cities in the page's language (usePlaceName); the job's own read by meta too.
    placeNames: jobPlaceNames(language, [job, ...others, ...alsoApplied]),
    // Seekers and guests may report a live job; recruiters and staff have their own ways.
    report:
      !job.isExpired && (!user || user.role === "seeker") ? { csrfToken: context.session.csrfToken } : null,
  };
}

/** "Report this job": anyone may report a live job once; the server counts and rate-limits reports. */
export const action = formAction(async ({ input, context, params }) => {
  const id = parseJobPathSegment(params.slugId ?? "");
  if (formText(input.intent) !== "report" || id === null) {
    return data<FormState>(
      { form: "report", values: {}, problems: [{ messageKey: "invalidValue" }] },
      { status: 400 },
    );
  }
  const reported = await attempt(
    context.services.jobReview.report(context.session.user, context.session.meta, context.site.id, id, {
      reason: formText(input.reason),
      details: formText(input.details),
    }),
  );
  if (!reported.ok) {
    return data<FormState>(
      { form: "report", values: visibleValues(input), problems: problemsOf(reported.error) },
      { status: reported.error.status },
    );
  }
  return data<FormState>({
    form: "report",
    values: {},
    problems: [],
    notice: { messageKey: "report.thanks" },
  });
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataFrom(matches);
  if (!root || !loaderData) return [];
  const { t } = i18nFromRoot(root);
  const { job } = loaderData;
  const placeName = placeNameIn(loaderData.placeNames);
  return pageMeta(root, {
    title: `${job.title} - ${job.companyName}`,
    description: t("job.metaDescription", {
      title: job.title,
      company: job.companyName,
      locations: job.locations.map(placeName).join(t("job.locationSeparator")),
      experience: experienceText(t, job.experienceMin, job.experienceMax),
      brand: root.brand.name,
    }),
    noindex: job.isExpired,
  });
};

export default function JobDetailPage({ loaderData }: Route.ComponentProps) {
  const {
    job,
    taxonomy,
    similar,
    jobPostingJson,
    skillsWithPages,
    savedJobs,
    appliedJobs,
    apply,
    alsoApplied,
    notInterested,
    report,
  } = loaderData;
  const isSaved = savedJobs.savedIds.includes(job.id);
  const { t } = useI18n();
  const nonce = useNonce();

  return (
    <SavedJobsProvider view={savedJobs}>
      <AppliedJobsProvider view={appliedJobs}>
        <article className="container page job-detail">
          <JobDetailBody job={job} taxonomy={taxonomy} skillsWithPages={skillsWithPages}>
            {(!job.isExpired || apply.isApplied) && (
              // The profile choice is too tall to stick to a phone's bottom edge; a lone button is not.
              <div className={apply.options && !apply.isApplied ? "apply-box" : "apply-bar"}>
                <JobApplyPanel job={job} view={apply} />
              </div>
            )}
            {(!job.isExpired || isSaved) && (
              <SaveJobButton jobId={job.id} title={job.title} className="save-job--page" />
            )}
            {notInterested && (
              <>
                <p className="form-notice" role="status">
                  {notInterested.notice ? t(`notInterested.${notInterested.notice}`) : null}
                </p>
                {!job.isExpired && (
                  <NotInterestedButtons
                    job={job}
                    csrfToken={notInterested.csrfToken}
                    returnTo={notInterested.returnTo}
                  />
                )}
              </>
            )}
          </JobDetailBody>
          {report && <ReportJob csrfToken={report.csrfToken} />}
        </article>

        {similar.length > 0 && (
          <section className="container page" aria-labelledby="similar-jobs">
            <h2 id="similar-jobs">{t("job.similarHeading")}</h2>
            <ul className="job-list">
              {similar.map((other) => (
                <li key={other.id}>
                  <JobCard job={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {alsoApplied.length > 0 && (
          <div className="container page">
            <AlsoAppliedSection jobs={alsoApplied} />
          </div>
        )}
        <p className="container more-jobs">
          <LocalLink to={companyPath(job.companySlug)}>
            <Sentence message="job.moreFromCompany" values={{ company: job.companyName }} />
          </LocalLink>
        </p>

        {jobPostingJson && (
          <script
            type="application/ld+json"
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script
            dangerouslySetInnerHTML={{ __html: jobPostingJson }}
          />
        )}
      </AppliedJobsProvider>
    </SavedJobsProvider>
  );
}
