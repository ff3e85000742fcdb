/**
 * A bundle (/courses/bundles/:bundleId, spec: bundles with courses): its courses in the order to follow,
 * its price on the site and "Add to cart" (course-buy.tsx).
 */
import { attempt } from "@portal/contracts";
import { courseBuyAction, courseBuyData } from "../features/courses/course-buy.server.ts";
import { CourseBuy } from "../features/courses/course-buy.tsx";
import {
  CacheNote,
  CourseCard,
  courseLinks,
  courseMeta,
  useCourseFacts,
} from "../features/courses/course-parts.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/courses-bundle";

export const links = courseLinks;
export const meta = courseMeta(
  (data) =>
    (data as { bundle?: { value: { title: string } | null } } | undefined)?.bundle?.value?.title ?? "",
  false,
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const id = params.bundleId;
  if (!/^[a-z0-9-]{1,100}$/.test(id)) throw notFound();
  const found = await attempt(context.services.courses.bundle(id));
  if (found.ok && !found.value.value) throw notFound();
  const bundle = found.ok ? found.value : null;
  return { bundle, buy: await courseBuyData(context, "bundle", bundle?.value) };
}

export const action = courseBuyAction("bundle", "bundleId");

export default function CourseBundle({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatList } = useI18n();
  const facts = useCourseFacts();
  const answer = loaderData.bundle;
  const bundle = answer?.value;
  if (!answer || !bundle)
    return (
      <div className="container page courses-page">
        <p className="form-notice" role="alert">
          {t("accounts.msg.coursesUnavailable")}
        </p>
        <LocalLink to="/courses">{t("courses.detail.back")}</LocalLink>
      </div>
    );
  return (
    <div className="container page courses-page">
      <p>
        <LocalLink to="/courses">{t("courses.detail.back")}</LocalLink>
      </p>
      <p className="course-kind">{t("courses.bundle")}</p>
      <h1 dir="auto">{bundle.title}</h1>
      <CacheNote fromCache={answer.fromCache} fetchedAt={answer.fetchedAt} />
      <p dir="auto">{bundle.summary}</p>
      <dl className="course-facts">
        <dt>{t("courses.duration")}</dt>
        <dd>{facts.minutes(bundle.minutes)}</dd>
        <dt>{t("courses.skills")}</dt>
        <dd dir="auto">{formatList(bundle.skills)}</dd>
        <dt>{t("courses.languages")}</dt>
        <dd>{facts.languages(bundle.languages)}</dd>
      </dl>
      <CourseBuy
        data={loaderData.buy}
        title={bundle.title}
        startUrl={null}
        state={actionData as FormState | undefined}
      />
      <h2>{t("courses.bundleCourses")}</h2>
      <ol className="course-list">
        {(bundle.courses ?? []).map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </ol>
    </div>
  );
}
