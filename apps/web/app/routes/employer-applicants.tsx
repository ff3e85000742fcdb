/**
 * The recruiter's applicants (/employer/applicants): the company's jobs that have applicants, with how
 * many and how many nobody has opened yet, each leading to that job's applicants. Recruiters only.
 */
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-applicants";

export const links = accountLinks;
export const meta = accountMeta("applications.employer.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const recruiter = requireUser(context, request, pageLanguage(params, request), "recruiter");
  return { jobs: await context.services.applications.companyJobs(recruiter) };
}

export default function EmployerApplicants({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { jobs } = loaderData;
  return (
    <div className="container page narrow account-page employer-applicants">
      <h1>{t("applications.employer.jobsHeading")}</h1>
      {jobs.length === 0 ? (
        <p>{t("applications.employer.noJobs")}</p>
      ) : (
        <ul className="applicant-list">
          {jobs.map((item) => (
            <li key={item.jobId} className="applicant-list__item">
              <LocalLink to={`/employer/jobs/${item.jobId}/applicants`} dir="auto">
                {item.job?.title ?? `#${item.jobId}`}
              </LocalLink>{" "}
              <span className="applicant-list__meta">
                {t("applications.employer.count", { count: item.total })}
                {item.unseen > 0 && ` · ${t("applications.status.applied")}: ${item.unseen}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
