/** Pieces the recommendation pages share: a job's reasons, and "also applied to" cards. */

import type { CollaborativeJob } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { renderParts } from "../../i18n/sentence.tsx";
import type { MessagePart } from "../../i18n/translate.ts";
import { JobCard } from "../jobs/job-card.tsx";
import { reasonKey } from "./recommendation-text.ts";

export function ReasonList({ reasons }: { reasons: readonly MessagePart[][] }) {
  const { t } = useI18n();
  if (reasons.length === 0) return null;
  return (
    <div className="job-reasons">
      <p className="job-reasons__label">{t("recommendations.why")}</p>
      <ul>
        {reasons.map((reason) => (
          <li key={reasonKey(reason)}>{renderParts(reason)}</li>
        ))}
      </ul>
    </div>
  );
}

/** "Seekers who applied to this job also applied to", on the job page and after applying. */
export function AlsoAppliedSection({ jobs }: { jobs: readonly CollaborativeJob[] }) {
  const { t } = useI18n();
  if (jobs.length === 0) return null;
  return (
    <section className="also-applied" aria-labelledby="also-applied">
      <h2 id="also-applied">{t("recommendations.alsoAppliedHeading")}</h2>
      <ul className="job-list">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} headingLevel={3} />
            <p className="job-reasons__shared">
              {t("recommendations.sharedApplicants", { count: job.sharedApplicants })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
