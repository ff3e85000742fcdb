import { type JobSummary, jobPath } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context";
import { LocalLink } from "../../ui/local-link";
import { experienceText, salaryText } from "./job-display";

/** Cards show the first few skills; the detail page has them all. */
const CARD_SKILLS = 5;

export function JobCard({ job, headingLevel = 2 }: { job: JobSummary; headingLevel?: 2 | 3 }) {
  const { t, locale, formatPostedAge } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="job-card">
      <Heading className="job-card__title">
        <LocalLink to={jobPath(job)} dir="auto">
          {job.title}
        </LocalLink>
      </Heading>
      <p className="job-card__company" dir="auto">
        {job.companyName}
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
          <dd dir="auto">{job.locations.join(", ")}</dd>
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
      <p className="job-card__age">
        <time dateTime={job.postedAt}>{t("job.posted", { age: formatPostedAge(job.postedAt) })}</time>
      </p>
    </article>
  );
}
