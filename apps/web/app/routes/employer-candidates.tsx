/**
 * Candidate search for recruiters (/employer/candidates): a plain GET form (keywords, experience, place,
 * joining time, salary, last activity) over the default profiles of the site's seekers who let
 * recruiters find them; the most relevant first, featured profiles first among equals, highlighted
 * ones marked. Each result opens the profile (recorded as a view); contact details are never shown.
 */
import {
  ACTIVE_WITHIN_DAYS,
  attempt,
  CANDIDATE_MAX_PAGE,
  CANDIDATE_PAGE_SIZE,
  type Candidate,
  type CandidateSearch,
  candidateSearchSchema,
  JOIN_WITHIN_DAYS,
} from "@portal/contracts";
import { NOTICE_PERIODS, placeDisplayName, SITE_BY_ID, translateName } from "@portal/domain";
import { data, Form } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { AssessmentBadges } from "../features/assessments/assessment-badges.tsx";
import type { MessageKey } from "../i18n/catalogue.ts";
import { formatCurrencyRange } from "../i18n/format.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { FilterSelect } from "../ui/forms/filter-select.tsx";
import { problemMessageKey } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { PageMessages } from "../ui/page-messages.tsx";
import { Pager } from "../ui/pager.tsx";
import type { Route } from "./+types/employer-candidates";

export const links = accountLinks;
export const meta = accountMeta("candidates.title");

const FILTERS = [
  "keywords",
  "experienceMin",
  "experienceMax",
  "location",
  "joinWithinDays",
  "salaryMin",
  "salaryMax",
  "activeWithinDays",
] as const;

/** The search an address asks for; a value that is not a valid one is left out, not refused. */
function searchOf(url: URL): CandidateSearch {
  const kept = FILTERS.flatMap((key) => {
    const value = url.searchParams.get(key)?.trim();
    return value && candidateSearchSchema.shape[key].safeParse(value).success ? [[key, value]] : [];
  });
  return candidateSearchSchema.parse(Object.fromEntries(kept));
}

/**
 * Salary steps a year: lakhs for rupees, round amounts in the other currencies (their typical yearly
 * pay differs by a thousandfold, so each has its own unit).
 */
const SALARY_UNIT: Record<string, number> = {
  INR: 100_000,
  THB: 100_000,
  PHP: 100_000,
  IDR: 10_000_000,
  VND: 10_000_000,
};
const SALARY_STEPS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 75, 100];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const recruiter = requireUser(context, request, language, "recruiter");
  const url = new URL(request.url);
  const search = searchOf(url);
  const page = Math.max(1, Math.min(CANDIDATE_MAX_PAGE, Number(url.searchParams.get("page")) || 1));
  const outcome = await attempt(
    context.services.candidates.search(recruiter, context.site.id, { ...search, page }),
  );
  // Too many searches in a minute: the page says so and when to try again, with the form kept.
  if (!outcome.ok && outcome.error.code !== "RATE_LIMITED") throw outcome.error;
  const results = outcome.ok
    ? outcome.value
    : {
        total: 0,
        page,
        pageSize: CANDIDATE_PAGE_SIZE,
        currency: SITE_BY_ID[context.site.id].currency,
        candidates: [],
      };
  const problem = outcome.ok
    ? null
    : { messageKey: outcome.error.messageKey, params: { seconds: outcome.error.retryAfterSeconds ?? 60 } };
  const query = new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, String(value)]),
  ).toString();
  return data({
    results,
    problem,
    search,
    query,
    noticePeriods: NOTICE_PERIODS.map((period) => ({
      value: period.id,
      label: translateName("noticePeriods", period.name, language),
    })),
  });
}

export default function EmployerCandidates({ loaderData }: Route.ComponentProps) {
  const { t, formatNumber, locale } = useI18n();
  const { results, problem, search, query, noticePeriods } = loaderData;
  const pages = Math.max(1, Math.ceil(results.total / results.pageSize));
  const pageLink = (page: number) =>
    `/employer/candidates?${new URLSearchParams([...new URLSearchParams(query), ["page", String(page)]])}`;
  const years = Array.from({ length: 31 }, (_, count) => ({
    value: String(count),
    label: formatNumber(count),
  }));
  const unit = SALARY_UNIT[results.currency] ?? 10_000;
  const salaries = SALARY_STEPS.map((step) => ({
    value: String(step * unit),
    label:
      results.currency === "INR"
        ? t("candidates.lakhs", { number: formatNumber(step) })
        : (formatCurrencyRange(locale, results.currency, step * unit, null) ?? ""),
  }));
  return (
    <div className="container page narrow account-page employer-candidates">
      <h1>{t("candidates.heading")}</h1>
      <p className="account-page__intro">{t("candidates.intro")}</p>

      <Form
        method="get"
        className="account-form candidate-search"
        role="search"
        aria-label={t("candidates.heading")}
      >
        <div className="field">
          <label htmlFor="candidate-keywords">{t("candidates.keywords")}</label>
          <input
            id="candidate-keywords"
            name="keywords"
            defaultValue={search.keywords ?? ""}
            maxLength={200}
            dir="auto"
            aria-describedby="candidate-keywords-hint"
          />
          <p className="field__hint" id="candidate-keywords-hint">
            {t("candidates.keywordsHint")}
          </p>
        </div>
        <div className="field-row">
          <FilterSelect
            idPrefix="candidate"
            name="experienceMin"
            label={t("candidates.experienceMin")}
            value={search.experienceMin}
            options={years}
          />
          <FilterSelect
            idPrefix="candidate"
            name="experienceMax"
            label={t("candidates.experienceMax")}
            value={search.experienceMax}
            options={years}
          />
        </div>
        <div className="field">
          <label htmlFor="candidate-location">{t("candidates.location")}</label>
          <input
            id="candidate-location"
            name="location"
            defaultValue={search.location ?? ""}
            maxLength={60}
            dir="auto"
          />
        </div>
        <FilterSelect
          idPrefix="candidate"
          name="joinWithinDays"
          label={t("candidates.joinWithin")}
          value={search.joinWithinDays}
          options={JOIN_WITHIN_DAYS.map((days) => ({
            value: String(days),
            label: days === 0 ? t("candidates.joinNow") : t("candidates.days", { count: days }),
          }))}
        />
        <div className="field-row">
          <FilterSelect
            idPrefix="candidate"
            name="salaryMin"
            label={t("candidates.salaryMin", { currency: results.currency })}
            value={search.salaryMin}
            options={salaries}
          />
          <FilterSelect
            idPrefix="candidate"
            name="salaryMax"
            label={t("candidates.salaryMax", { currency: results.currency })}
            value={search.salaryMax}
            options={salaries}
          />
        </div>
        <FilterSelect
          idPrefix="candidate"
          name="activeWithinDays"
          label={t("candidates.activeWithin")}
          value={search.activeWithinDays}
          options={ACTIVE_WITHIN_DAYS.map((days) => ({
            value: String(days),
            label: t("candidates.days", { count: days }),
          }))}
        />
        <div className="posting-form__buttons">
          <button type="submit" className="button button--primary">
            {t("candidates.submit")}
          </button>
          {query !== "" && <LocalLink to="/employer/candidates">{t("candidates.clear")}</LocalLink>}
        </div>
      </Form>

      <PageMessages
        problem={problem && t(problemMessageKey(problem.messageKey) as MessageKey, problem.params)}
      />
      <h2 id="candidate-results" className="candidate-results__count">
        {t("candidates.count", { count: results.total })}
      </h2>
      {results.candidates.length === 0 ? (
        <p>{t("candidates.empty")}</p>
      ) : (
        <ul className="candidate-list" aria-labelledby="candidate-results">
          {results.candidates.map((candidate) => (
            <CandidateCard key={candidate.seekerId} candidate={candidate} noticePeriods={noticePeriods} />
          ))}
        </ul>
      )}
      <Pager page={results.page} pages={pages} href={pageLink} lastReachable={CANDIDATE_MAX_PAGE} />
    </div>
  );
}

function CandidateCard({
  candidate,
  noticePeriods,
}: {
  candidate: Candidate;
  noticePeriods: readonly { value: string; label: string }[];
}) {
  const { t, formatNumber, formatDate, locale, language } = useI18n();
  const matched = new Set(candidate.matched.map((term) => term.toLowerCase()));
  const experience = candidate.experience;
  const facts = [
    experience
      ? experience.isFresher
        ? t("candidates.fresher")
        : t("candidates.experience", {
            years: formatNumber(experience.years),
            months: formatNumber(experience.months),
          })
      : null,
    candidate.currentLocation ? placeDisplayName(candidate.currentLocation, language) : null,
    candidate.noticePeriod
      ? noticePeriods.find((period) => period.value === candidate.noticePeriod)?.label
      : null,
    candidate.salary
      ? t("candidates.salaryShown", {
          amount: formatCurrencyRange(locale, candidate.salary.currency, candidate.salary.annual, null) ?? "",
        })
      : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <li className={`candidate-card${candidate.highlighted ? " candidate-card--highlighted" : ""}`}>
      <h3 className="candidate-card__name">
        <LocalLink to={`/employer/seeker/${candidate.seekerId}`} dir="auto">
          {candidate.name}
        </LocalLink>
        {candidate.featured && <span className="candidate-card__badge">{t("candidates.featured")}</span>}
        {candidate.appliedToCompany && (
          <span className="candidate-card__badge candidate-card__badge--applied">
            {t("candidates.applied")}
          </span>
        )}
      </h3>
      {candidate.designation && (
        <p className="candidate-card__role">
          <bdi>{candidate.designation}</bdi>
          {candidate.company && (
            <>
              {" · "}
              <bdi>{candidate.company}</bdi>
            </>
          )}
        </p>
      )}
      {facts.length > 0 && <p className="candidate-card__facts">{facts.join(" · ")}</p>}
      {candidate.preferredLocations.length > 0 && (
        <p className="candidate-card__facts">
          {t("candidates.prefers", {
            places: candidate.preferredLocations.map((place) => placeDisplayName(place, language)).join(", "),
          })}
        </p>
      )}
      {candidate.skills.length > 0 && (
        <ul className="candidate-card__skills" aria-label={t("candidates.skills")}>
          {candidate.skills.map((skill) => (
            <li key={skill} dir="auto">
              {matched.has(skill.toLowerCase()) ? <mark>{skill}</mark> : skill}
            </li>
          ))}
        </ul>
      )}
      <AssessmentBadges badges={candidate.assessments} />
      {candidate.lastActiveAt && (
        <p className="candidate-card__active">
          {t("candidates.lastActive", { date: formatDate(candidate.lastActiveAt) })}
        </p>
      )}
    </li>
  );
}
