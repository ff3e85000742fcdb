/**
 * The dashboard's recommended jobs: the recommendations service's first jobs as cards, each with why
 * it was chosen, worded by that feature (recommendation-text.ts) in the page's language.
 */

import type { DashboardRecommendations } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { renderParts } from "../../i18n/sentence.tsx";
import { LocalLink } from "../../ui/local-link.tsx";
import { JobCard } from "../jobs/job-card.tsx";
import { reasonKey, recommendationReasonText } from "../recommendations/recommendation-text.ts";

export const RECOMMENDED_JOBS_PATH = "/seeker/recommended-jobs";

export function RecommendedSection({ recommended }: { recommended: DashboardRecommendations }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="dashboard-recommended">
      <h2 id="dashboard-recommended">{t("dashboard.recommended.heading")}</h2>
      {recommended.status === "unavailable" ? (
        <p>{t("dashboard.recommended.unavailable")}</p>
      ) : recommended.jobs.length === 0 ? (
        <p>
          {recommended.basedOn === "empty-profile" ? (
            <LocalLink to="/seeker/profile">{t("dashboard.recommended.emptyProfile")}</LocalLink>
          ) : (
            t("dashboard.recommended.empty")
          )}
        </p>
      ) : (
        <>
          <ol className="job-list">
            {recommended.jobs.map((job) => {
              const reasons = job.reasons.map((reason) => recommendationReasonText(i18n, reason));
              return (
                <li key={job.id}>
                  <JobCard job={job} headingLevel={3} />
                  {reasons.length > 0 && (
                    <div className="dashboard-reasons">
                      <p className="dashboard-reasons__label">{t("dashboard.recommended.why")}</p>
                      <ul>
                        {reasons.map((reason) => (
                          <li key={reasonKey(reason)}>{renderParts(reason)}</li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
          <p>
            <LocalLink to={RECOMMENDED_JOBS_PATH}>{t("dashboard.recommended.all")}</LocalLink>
          </p>
        </>
      )}
    </section>
  );
}
