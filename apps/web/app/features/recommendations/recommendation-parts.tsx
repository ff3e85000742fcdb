/** Pieces the recommendation pages share: a job's reasons, and "also applied to" cards. */

import type { CollaborativeJob } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { JobCard } from "../jobs/job-card.tsx";

export function ReasonList({ texts }: { texts: readonly string[] }) {
  const { t } = useI18n();
  if (texts.length === 0) return null;
  return (
    <div className="job-reasons">
      <p className="job-reasons__label">{t("recommendations.why")}</p>
      <ul>
        {texts.map((text) => (
          <li key={text} dir="auto">
            {text}
          </li>
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
