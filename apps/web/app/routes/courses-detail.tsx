/**
 * A course (/courses/:courseId): what it teaches, its level, length and languages, the preview video with
 * English captions (served by the learning provider: the CSP's media-src allows its origin), and "Start
 * learning", which goes to the provider's sign-in; the portal's single sign-on signs the seeker in there.
 * Its price on the site and "Add to cart" for anyone who does not own it (course-buy.tsx); "Start
 * learning" for a seeker who does. When the course is shown from the cache the provider is down: starting
 * says plainly that it cannot.
 */
import { attempt } from "@portal/contracts";
import { courseBuyAction, courseBuyData } from "../features/courses/course-buy.server.ts";
import { CourseBuy } from "../features/courses/course-buy.tsx";
import { CacheNote, courseLinks, courseMeta, useCourseFacts } from "../features/courses/course-parts.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/courses-detail";

export const links = courseLinks;
export const meta = courseMeta(
  (data) =>
    (data as { course?: { value: { title: string } | null } } | undefined)?.course?.value?.title ?? "",
  false,
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const id = params.courseId;
  if (!/^[a-z0-9-]{1,100}$/.test(id)) throw notFound();
  const { courses } = context.services;
  const found = await attempt(courses.course(id));
  if (found.ok && !found.value.value) throw notFound();
  const course = found.ok ? found.value : null;
  return {
    course,
    providerUrl: courses.providerUrl(),
    buy: await courseBuyData(context, "course", course?.value),
  };
}

export const action = courseBuyAction("course", "courseId");

export default function CourseDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const facts = useCourseFacts();
  const { course: answer, providerUrl, buy } = loaderData;
  const course = answer?.value;
  if (!answer || !course)
    return (
      <div className="container page courses-page">
        <p className="form-notice" role="alert">
          {t("accounts.msg.coursesUnavailable")}
        </p>
        <LocalLink to="/courses">{t("courses.detail.back")}</LocalLink>
      </div>
    );
  const startUrl = `${providerUrl}/login?${new URLSearchParams({ course: course.id })}`;
  return (
    <div className="container page courses-page course-detail">
      <p>
        <LocalLink to="/courses">{t("courses.detail.back")}</LocalLink>
      </p>
      <h1 dir="auto">{course.title}</h1>
      <CacheNote fromCache={answer.fromCache} fetchedAt={answer.fetchedAt} />
      <div className="course-detail__layout">
        <div className="course-detail__media">
          {/* Native controls: every one of them is reachable and operable from the keyboard. */}
          <video
            className="course-video"
            controls
            preload="none"
            crossOrigin="anonymous"
            src={course.previewUrl}
            aria-label={t("courses.detail.video", { title: course.title })}
          >
            <track kind="captions" srcLang="en" label="English" default src={course.captionsUrl} />
          </video>
        </div>
        <div>
          <h2>{t("courses.detail.summary")}</h2>
          <p dir="auto">{course.summary}</p>
          <h2>{t("courses.detail.learn")}</h2>
          <ul dir="auto">
            {course.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
          <dl className="course-facts">
            <dt>{t("courses.levelLabel")}</dt>
            <dd>{facts.level(course.level)}</dd>
            <dt>{t("courses.duration")}</dt>
            <dd>{facts.minutes(course.minutes)}</dd>
            <dt>{t("courses.languages")}</dt>
            <dd>{facts.languages(course.languages)}</dd>
          </dl>
          {buy.offer?.owned && answer.fromCache ? (
            // Shown from the cache: the provider is down, and its sign-in would be too.
            <p className="form-notice" role="status">
              {t("courses.detail.startUnavailable")}
            </p>
          ) : (
            <CourseBuy
              data={buy}
              title={course.title}
              startUrl={startUrl}
              state={actionData as FormState | undefined}
            />
          )}
          {buy.offer?.owned && !answer.fromCache && (
            <p className="field__hint">{t("courses.detail.startNote")}</p>
          )}
        </div>
      </div>
    </div>
  );
}
