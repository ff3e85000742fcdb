import type { JobSummary } from "@portal/contracts";
import { jobPath } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";
import { CardApplyControls, useIsJobApplied } from "../applications/apply-controls.tsx";
import { usePlaceName } from "../places/use-place-name.ts";
import { SaveJobButton, useIsJobSaved } from "../saved-jobs/save-job-button.tsx";
import { experienceText, salaryText } from "./job-display.ts";

/** Cards show the first few skills; the detail page has them all. */
const CARD_SKILLS = 5;

/**
 * What a logged-in seeker has already done with a job. Filled in by the accounts feature (applied and
 * saved jobs); guests and pages without that knowledge leave it out.
 */
export interface JobMarks {
  isApplied?: boolean;
  isSaved?: boolean;
}

interface JobCardProps {
  job: JobSummary;
  headingLevel?: 2 | 3;
  marks?: JobMarks;
}

export function JobCard({ job, headingLevel = 2, marks }: JobCardProps) {
  const { t, locale, formatPostedAge } = useI18n();
  const placeName = usePlaceName();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Pages with a saved-jobs view know which of their jobs the seeker saved (one query per page).
  const isSavedOnPage = useIsJobSaved(job.id);
  const isSaved = marks?.isSaved ?? isSavedOnPage ?? false;
  // Likewise for applied jobs (features/applications).
  const isAppliedOnPage = useIsJobApplied(job.id);
  const isApplied = marks?.isApplied ?? isAppliedOnPage ?? false;
  return (
    <article className="job-card" id={`job-${job.id}`}>
      <Heading className="job-card__title">
        <LocalLink to={jobPath(job)} dir="auto">
          {job.title}
        </LocalLink>
      </Heading>
      {(isApplied || isSaved) && (
        <p className="job-card__marks">
          {isApplied && <span className="badge badge--applied">{t("jobCard.applied")}</span>}
          {isSaved && <span className="badge">{t("jobCard.saved")}</span>}
        </p>
      )}
      {/* Names from job data keep their own direction but line up with the page (right in Arabic). */}
      <p className="job-card__company">
        <bdi>{job.companyName}</bdi>
      </p>
      <dl className="job-facts">
        <div>
          <dt className="visually-hidden">{t("job.experience")}</dt>
          <dd>{experienceText(t, job.experienceMin, job.experienceMax)}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{t("job.salary")}</dt>
          <dd>{salaryText(t, locale, job)}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{t("job.locations")}</dt>
          <dd>
            <bdi>{job.locations.map(placeName).join(t("job.locationSeparator"))}</bdi>
          </dd>
        </div>
      </dl>
      {job.skills.length > 0 && (
        <ul className="chips chips--small" aria-label={t("job.keySkills")}>
          {job.skills.slice(0, CARD_SKILLS).map((skill) => (
            <li key={skill} className="chip" dir="auto">
              {skill}
            </li>
          ))}
        </ul>
      )}
      <div className="job-card__footer">
        <p className="job-card__age">
          <time dateTime={job.postedAt}>{t("job.posted", { age: formatPostedAge(job.postedAt) })}</time>
        </p>
        <SaveJobButton jobId={job.id} title={job.title} />
        <CardApplyControls job={job} />
      </div>
    </article>
  );
}
