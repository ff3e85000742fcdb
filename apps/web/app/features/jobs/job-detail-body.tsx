/**
 * What a job page says about the job: title, company, facts, skills, description and details. The job
 * page (routes/job-detail.tsx) puts the seeker's controls in `children`; a recruiter's preview
 * (routes/employer-job-form.tsx) shows it as is, one heading level down, inside its own page.
 */
import type { JobDetail } from "@portal/contracts";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { Sentence } from "../../i18n/sentence.tsx";
import { LocalLink } from "../../ui/local-link.tsx";
import { companyPagePath, companyPath, skillPath } from "../browse/browse-paths.ts";
import { usePlaceName } from "../places/use-place-name.ts";
import { experienceText, salaryText } from "./job-display.ts";

export interface JobTaxonomyNames {
  functionName: string;
  roleName: string;
  industryName: string;
}

export function JobDetailBody({
  job,
  taxonomy,
  skillsWithPages,
  headingLevel = 1,
  placeName: givenPlaceName,
  children,
}: {
  job: JobDetail;
  /** The job's function, role and industry in the page's language. */
  taxonomy: JobTaxonomyNames;
  /** Skills that have a browse page (the others are not links). */
  skillsWithPages: readonly string[];
  headingLevel?: 1 | 2;
  /** City names in the page's language, when they come from elsewhere than the loaders (a preview). */
  placeName?: (name: string) => string;
  /** The seeker's controls (apply, save, not interested), below the facts. */
  children?: ReactNode;
}) {
  const { t, locale, formatDate, formatPostedAge } = useI18n();
  const loaderPlaceName = usePlaceName();
  const placeName = givenPlaceName ?? loaderPlaceName;
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Section = headingLevel === 1 ? "h2" : "h3";
  // Ids are unique on a page that shows one job; a preview's get a prefix of their own.
  const idPrefix = headingLevel === 1 ? "job" : "preview";

  // A name the taxonomy does not know stays as the employer wrote it, in its own direction; so does the code.
  const details: Array<[label: string, value: string, isData: boolean]> = [
    [t("job.function"), taxonomy.functionName, taxonomy.functionName === job.functionName],
    [t("job.role"), taxonomy.roleName, taxonomy.roleName === job.roleName],
    [t("job.industry"), taxonomy.industryName, taxonomy.industryName === job.industryName],
    [t("job.qualification"), job.qualification, true],
    [t("job.jobType"), t(`job.type.${job.jobType}`), false],
    [t("job.workMode"), t(`job.mode.${job.workMode}`), false],
    [t("job.vacancies"), job.vacancies === null ? "" : String(job.vacancies), false],
    [t("job.postedOn"), formatDate(job.postedAt), false],
    [t("job.jobCode"), job.jobCode, true],
  ];

  return (
    <>
      <header className="job-detail__header">
        {/* Employers write in their own language, whatever the page's direction: the title keeps its
            own direction and lines up with the page. */}
        <Title>
          <bdi>{job.title}</bdi>
        </Title>
        <p className="job-detail__company">
          <span className="visually-hidden">{t("job.company")}: </span>
          <LocalLink to={companyPath(job.companySlug)} dir="auto">
            {job.companyName}
          </LocalLink>
          {" · "}
          <LocalLink to={companyPagePath(job.companySlug)}>
            <Sentence message="job.aboutCompany" values={{ company: job.companyName }} />
          </LocalLink>
        </p>
        <dl className="job-facts">
          <div>
            <dt>{t("job.experience")}</dt>
            <dd>{experienceText(t, job.experienceMin, job.experienceMax)}</dd>
          </div>
          <div>
            <dt>{t("job.salary")}</dt>
            <dd>{salaryText(t, locale, job)}</dd>
          </div>
          <div>
            <dt>{t("job.locations")}</dt>
            <dd>
              <bdi>{job.locations.map(placeName).join(t("job.locationSeparator"))}</bdi>
            </dd>
          </div>
        </dl>
        <p className="job-card__age">
          <time dateTime={job.postedAt}>{t("job.posted", { age: formatPostedAge(job.postedAt) })}</time>
        </p>
        {job.isExpired && (
          <p className="notice" role="note">
            {t("job.expired")}
          </p>
        )}
        {children}
      </header>

      {job.skills.length > 0 && (
        <section aria-labelledby={`${idPrefix}-skills`}>
          <Section id={`${idPrefix}-skills`}>{t("job.keySkills")}</Section>
          <ul className="chips">
            {job.skills.map((skill) =>
              skillsWithPages.includes(skill) ? (
                <li key={skill}>
                  <LocalLink
                    to={skillPath(skill)}
                    className="chip chip--link"
                    dir="auto"
                    aria-label={t("job.browseSkill", { skill })}
                  >
                    {skill}
                  </LocalLink>
                </li>
              ) : (
                <li key={skill} className="chip" dir="auto">
                  {skill}
                </li>
              ),
            )}
          </ul>
        </section>
      )}

      {job.itSkills.length > 0 && (
        <section aria-labelledby={`${idPrefix}-it-skills`}>
          <Section id={`${idPrefix}-it-skills`}>{t("job.itSkills")}</Section>
          <ul className="job-it-skills">
            {job.itSkills.map((skill) => (
              <li key={skill.name}>
                <bdi>{skill.name}</bdi>
                {skill.version && (
                  <>
                    {", "}
                    {t("job.itSkillVersion", { version: skill.version })}
                  </>
                )}
                {skill.lastUsed !== null && (
                  <>
                    {", "}
                    {t("job.itSkillLastUsed", { year: String(skill.lastUsed) })}
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${idPrefix}-description`}>
        <Section id={`${idPrefix}-description`}>{t("job.description")}</Section>
        <div
          className="job-description"
          dir="auto"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: employer HTML is sanitised by the server before it is stored
          dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
        />
      </section>

      <section aria-labelledby={`${idPrefix}-details`}>
        <Section id={`${idPrefix}-details`}>{t("job.details")}</Section>
        <dl className="detail-list">
          {details
            .filter(([, value]) => value)
            .map(([label, value, isData]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{isData ? <bdi>{value}</bdi> : value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </>
  );
}
