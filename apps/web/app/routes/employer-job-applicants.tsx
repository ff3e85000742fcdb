/**
 * A job's applicants for a recruiter of the job's company (/employer/jobs/:jobId/applicants), newest
 * first with their status; each opens the application (which marks it viewed). Filters (status,
 * experience, current location, notice period) are a plain GET form; ticked applicants are shortlisted
 * or rejected together; the filtered list downloads as CSV. Any other recruiter gets a 404.
 */
import { type ApplicantFilters, applicantFiltersSchema, attempt, problemsOf } from "@portal/contracts";
import { NOTICE_PERIODS, profileNameIn, translateName } from "@portal/domain";
import { data, Form, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { FilterSelect } from "../ui/forms/filter-select.tsx";
import { formAction, formText } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { Pager } from "../ui/pager.tsx";
import type { Route } from "./+types/employer-job-applicants";

export const links = accountLinks;
export const meta = accountMeta("applications.employer.title");

/** The filters a URL asks for; a value that is not one of them is left out, not refused. */
function filtersOf(url: URL): ApplicantFilters {
  const given = Object.fromEntries(
    ["status", "experienceMin", "experienceMax", "location", "noticePeriod"].flatMap((key) => {
      const value = url.searchParams.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = applicantFiltersSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const kept = Object.entries(given).filter(
    ([key, value]) => applicantFiltersSchema.shape[key as keyof ApplicantFilters].safeParse(value).success,
  );
  return applicantFiltersSchema.parse(Object.fromEntries(kept));
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const recruiter = requireUser(context, request, language, "recruiter");
  const jobId = Number(params.jobId);
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const filters = filtersOf(url);
  const outcome = await attempt(context.services.applications.applicants(recruiter, jobId, page, filters));
  if (!outcome.ok) throw notFound();
  const job = await context.services.jobs.getJob(context.site.id, jobId);
  const query = new URLSearchParams(
    Object.entries(filters).map(([key, value]) => [key, String(value)]),
  ).toString();
  return data({
    applicants: outcome.value,
    title: job?.title ?? `#${jobId}`,
    filters,
    query,
    csrfToken: context.session.csrfToken,
    noticePeriods: NOTICE_PERIODS.map((period) => ({
      value: period.id,
      label: translateName("noticePeriods", period.name, language),
    })),
  });
}

export const action = formAction(async ({ input, context, request, language }) => {
  const recruiter = requireUser(context, request, language, "recruiter");
  const status = formText(input.intent) === "reject" ? "rejected" : "shortlisted";
  const ids =
    typeof input.applicationId === "string" ? [input.applicationId] : [...(input.applicationId ?? [])];
  const outcome = await attempt(context.services.applications.setStatusMany(recruiter, ids, status));
  if (!outcome.ok) {
    return data<FormState>(
      { form: "bulk", values: {}, problems: problemsOf(outcome.error) },
      { status: outcome.error.status },
    );
  }
  return data<FormState>({
    form: "bulk",
    values: {},
    problems: [],
    notice: { messageKey: "applications.bulk.done", params: { number: String(outcome.value.changed) } },
  });
});

export default function EmployerJobApplicants({ loaderData }: Route.ComponentProps) {
  const { t, formatDate, formatNumber, language } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { applicants, title, filters, query, csrfToken, noticePeriods } = loaderData;
  const pages = Math.max(1, Math.ceil(applicants.total / applicants.pageSize));
  const base = `/employer/jobs/${applicants.jobId}/applicants`;
  const pageLink = (page: number) =>
    `${base}?${new URLSearchParams([...new URLSearchParams(query), ["page", String(page)]])}`;
  const yearOptions = Array.from({ length: 31 }, (_, years) => ({
    value: String(years),
    label: formatNumber(years),
  }));
  return (
    <div className="container page narrow account-page employer-applicants">
      <h1>
        <Sentence message="applications.employer.heading" values={{ title }} />
      </h1>
      <p className="account-page__intro">{t("applications.employer.count", { count: applicants.total })}</p>

      <details className="applicant-filters" open={query !== "" || undefined}>
        <summary>{t("applications.filter.heading")}</summary>
        <Form method="get" className="account-form">
          <FilterSelect
            name="status"
            label={t("applications.filter.status")}
            value={filters.status}
            options={(["applied", "viewed", "shortlisted", "rejected"] as const).map((status) => ({
              value: status,
              label: t(`applications.status.${status}`),
            }))}
          />
          <div className="field-row">
            <FilterSelect
              name="experienceMin"
              label={t("applications.filter.experienceMin")}
              value={filters.experienceMin}
              options={yearOptions}
            />
            <FilterSelect
              name="experienceMax"
              label={t("applications.filter.experienceMax")}
              value={filters.experienceMax}
              options={yearOptions}
            />
          </div>
          <div className="field">
            <label htmlFor="filter-location">{t("applications.filter.location")}</label>
            <input
              id="filter-location"
              name="location"
              defaultValue={filters.location ?? ""}
              maxLength={60}
              dir="auto"
            />
          </div>
          <FilterSelect
            name="noticePeriod"
            label={t("applications.filter.notice")}
            value={filters.noticePeriod}
            options={noticePeriods}
          />
          <div className="posting-form__buttons">
            <button type="submit" className="button button--primary">
              {t("applications.filter.apply")}
            </button>
            {query !== "" && <LocalLink to={base}>{t("applications.filter.clear")}</LocalLink>}
          </div>
        </Form>
      </details>

      <p>
        <a
          href={`/api/employer/jobs/${applicants.jobId}/applicants/export${query ? `?${query}` : ""}`}
          download
        >
          {t("applications.export")}
        </a>
      </p>

      {applicants.applicants.length === 0 ? (
        <p>{t("applications.employer.empty")}</p>
      ) : (
        <PageForm csrfToken={csrfToken} state={state} fields={[]} id="bulk" className="applicant-bulk">
          <ul className="applicant-list">
            {applicants.applicants.map((applicant) => (
              <li
                key={applicant.applicationId}
                className={`applicant-list__item${applicant.highlighted ? " applicant-list__item--highlighted" : ""}`}
              >
                <input
                  type="checkbox"
                  name="applicationId"
                  value={applicant.applicationId}
                  id={`pick-${applicant.applicationId}`}
                  aria-label={t("applications.bulk.select", { name: applicant.seekerName })}
                />{" "}
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
                {applicant.highlighted ? (
                  <>
                    {" "}
                    <span className="candidate-card__badge">{t("applications.employer.highlighted")}</span>
                  </>
                ) : null}
                <span className="applicant-list__meta">
                  {t("applications.employer.appliedOn", { date: formatDate(applicant.appliedAt) })}
                  {applicant.experienceYears !== null && (
                    <>
                      {" "}
                      ·{" "}
                      {t("applications.employer.years", { number: formatNumber(applicant.experienceYears) })}
                    </>
                  )}
                  {applicant.currentLocation && (
                    <>
                      {" · "}
                      <bdi>{applicant.currentLocation}</bdi>
                    </>
                  )}
                  {applicant.noticePeriod && (
                    <> · {noticePeriods.find((period) => period.value === applicant.noticePeriod)?.label}</>
                  )}
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
          <div className="posting-form__buttons">
            <SubmitButton name="intent" value="shortlist" isBlock={false}>
              {t("applications.bulk.shortlist")}
            </SubmitButton>
            <SubmitButton name="intent" value="reject" variant="outline" isBlock={false}>
              {t("applications.bulk.reject")}
            </SubmitButton>
          </div>
        </PageForm>
      )}
      <Pager page={applicants.page} pages={pages} href={pageLink} />
      <p className="account-page__aside">
        <LocalLink to="/employer/applicants">{t("applications.employer.jobsHeading")}</LocalLink>
      </p>
    </div>
  );
}
