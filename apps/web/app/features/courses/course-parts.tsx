/** What the course pages share: level, duration and language labels, the cache note, a course card. */
import type { Course, SkillGap } from "@portal/contracts";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../../lib/meta.ts";
import accountsStyles from "../../styles/accounts.css?url";
import coursesStyles from "../../styles/courses.css?url";
import { LocalLink } from "../../ui/local-link.tsx";

export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const COURSE_LANGUAGES = ["en", "hi", "ar"] as const;

export function courseLinks() {
  return [
    { rel: "stylesheet", href: accountsStyles },
    { rel: "stylesheet", href: coursesStyles },
  ];
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The catalogue is public: titled in the reader's language, with a description, indexed. */
export function courseMeta(title: (loaderData: unknown) => string | MessageKey, isKey = true) {
  return ({ matches, data }: { matches: readonly MatchLike[]; data?: unknown }) => {
    const root = rootDataFrom(matches);
    if (!root) return [];
    const { t } = i18nFromRoot(root);
    const text = title(data);
    return pageMeta(root, {
      title: isKey ? t(text as MessageKey) : text || t("courses.title"),
      description: t("courses.intro"),
    });
  };
}

export function useCourseFacts() {
  const { t, formatList } = useI18n();
  return {
    level: (level: string) => t(`courses.level.${level}` as MessageKey),
    minutes: (minutes: number) =>
      minutes >= 60
        ? t("courses.hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
        : t("courses.minutes", { minutes }),
    languages: (languages: readonly string[]) =>
      formatList(languages.map((language) => t(`courses.language.${language}` as MessageKey))),
  };
}

/** "Shown as last seen at …": the provider did not answer now. */
export function CacheNote({ fromCache, fetchedAt }: { fromCache: boolean; fetchedAt: string }) {
  const { t, formatDate } = useI18n();
  if (!fromCache) return null;
  return (
    <p className="course-cache-note" role="status">
      {t("courses.fromCache", { date: formatDate(fetchedAt) })}
    </p>
  );
}

/** The gap a recommendation closes: "Adds SQL (asked by 4 open jobs)". */
export function GapLine({ adds }: { adds: readonly SkillGap[] }) {
  const { t, formatList } = useI18n();
  return (
    <p className="course-card__gap">
      {t("courses.forYou.adds", {
        skills: formatList(
          adds.map((gap) => t("courses.forYou.skillJobs", { skill: gap.skill, jobs: gap.jobs })),
        ),
      })}
    </p>
  );
}

export function CourseCard({ course, adds }: { course: Course; adds?: readonly SkillGap[] }) {
  const { t, formatList } = useI18n();
  const facts = useCourseFacts();
  const titleId = `course-${course.id}`;
  return (
    <li className="course-card" aria-labelledby={titleId}>
      <h3 className="course-card__title" id={titleId} dir="auto">
        <LocalLink to={`/courses/${encodeURIComponent(course.id)}`}>{course.title}</LocalLink>
      </h3>
      {adds && adds.length > 0 ? <GapLine adds={adds} /> : null}
      <dl className="course-facts">
        <dt>{t("courses.levelLabel")}</dt>
        <dd>{facts.level(course.level)}</dd>
        <dt>{t("courses.duration")}</dt>
        <dd>{facts.minutes(course.minutes)}</dd>
        <dt>{t("courses.skills")}</dt>
        <dd dir="auto">{formatList(course.skills)}</dd>
        <dt>{t("courses.languages")}</dt>
        <dd>{facts.languages(course.languages)}</dd>
      </dl>
      <LocalLink
        className="course-card__preview"
        to={`/courses/${encodeURIComponent(course.id)}`}
        aria-label={t("courses.previewOf", { title: course.title })}
      >
        {t("courses.preview")}
      </LocalLink>
    </li>
  );
}
