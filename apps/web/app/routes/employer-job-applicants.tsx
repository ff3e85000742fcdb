/**
 * A job's applicants for a recruiter of the job's company (/employer/jobs/:jobId/applicants), newest
 * first with their status; each opens the application (which marks it viewed). Any other recruiter
 * gets a 404. Recruiters only.
 */
import { attempt } from "@portal/contracts";
import { profileNameIn } from "@portal/domain";
import { data } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-job-applicants";

export const links = accountLinks;
export const meta = accountMeta("applications.employer.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const recruiter = requireUser(context, request, pageLanguage(params, request), "recruiter");
  const jobId = Number(params.jobId);
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get("page")) || 1));
  const outcome = await attempt(context.services.applications.applicants(recruiter, jobId, page));
  if (!outcome.ok) throw notFound();
  const job = await context.services.jobs.getJob(context.site.id, jobId);
  return data({ applicants: outcome.value, title: job?.title ?? `#${jobId}` });
}

export default function EmployerJobApplicants({ loaderData }: Route.ComponentProps) {
  const { t, formatDate, language } = useI18n();
  const { applicants, title } = loaderData;
  const pages = Math.max(1, Math.ceil(applicants.total / applicants.pageSize));
  const base = `/employer/jobs/${applicants.jobId}/applicants`;
  return (
    <div className="container page narrow account-page employer-applicants">
      <h1>
        <Sentence message="applications.employer.heading" values={{ title }} />
      </h1>
      <p className="account-page__intro">{t("applications.employer.count", { count: applicants.total })}</p>
      {applicants.applicants.length === 0 ? (
        <p>{t("applications.employer.empty")}</p>
      ) : (
        <ul className="applicant-list">
          {applicants.applicants.map((applicant) => (
            <li key={applicant.applicationId} className="applicant-list__item">
              <LocalLink
                to={`/employer/applications/${applicant.applicationId}`}
                aria-label={t("applications.employer.open", { name: applicant.seekerName })}
                dir="auto"
              >
                {applicant.seekerName}
              </LocalLink>{" "}
              <span className={`application__status application__status--${applicant.status}`}>
                {t(`applications.status.${applicant.status}`)}
              </span>
              <span className="applicant-list__meta">
                {t("applications.employer.appliedOn", { date: formatDate(applicant.appliedAt) })}
                {applicant.profileName && (
                  <>
                    {" · "}
                    <bdi>{profileNameIn(applicant.profileName, language)}</bdi>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t("applications.list.pageOf", { page: applicants.page, pages })}>
          {applicants.page > 1 && (
            <LocalLink to={`${base}?page=${applicants.page - 1}`}>
              {t("applications.list.previous")}
            </LocalLink>
          )}
          <span>{t("applications.list.pageOf", { page: applicants.page, pages })}</span>
          {applicants.page < pages && (
            <LocalLink to={`${base}?page=${applicants.page + 1}`}>{t("applications.list.next")}</LocalLink>
          )}
        </nav>
      )}
      <p className="account-page__aside">
        <LocalLink to="/employer/applicants">{t("applications.employer.jobsHeading")}</LocalLink>
      </p>
    </div>
  );
}
