/**
 * Courses (/courses, issue 29): the learning provider's catalogue through `services.courses` (cached: when
 * the provider does not answer, the last answer is shown and says so). A plain GET form searches and
 * filters, so results are links anyone can share; a logged-in seeker first sees "Courses for you", from
 * the skills their target jobs ask for and their profile lacks. Bundles follow, each with its courses.
 */
import { attempt, type CourseSearch } from "@portal/contracts";
import {
  CacheNote,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  CourseCard,
  courseLinks,
  courseMeta,
  GapLine,
} from "../features/courses/course-parts.tsx";
import { useMoney } from "../features/storefront/use-money.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { Pager } from "../ui/pager.tsx";
import type { Route } from "./+types/courses";

export const links = courseLinks;
export const meta = courseMeta(() => "courses.title");

/** Bundles shown with their courses on the catalogue's first page (each is one more read of the provider). */
const BUNDLES_SHOWN = 6;
const MAX_PAGE = 100;

function searchFrom(params: URLSearchParams): CourseSearch {
  const text = (name: string, max: number) => (params.get(name) ?? "").trim().slice(0, max) || undefined;
  const level = params.get("level");
  const language = params.get("language");
  const minutes = Number.parseInt(params.get("maxMinutes") ?? "", 10);
  const price = Number.parseInt(params.get("maxPriceMinor") ?? "", 10);
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    query: text("query", 120),
    skill: text("skill", 120),
    level: COURSE_LEVELS.find((value) => value === level),
    language: COURSE_LANGUAGES.find((value) => value === language),
    maxMinutes: minutes >= 1 && minutes <= 10_000 ? minutes : undefined,
    maxPriceMinor: price >= 0 && price <= 1_000_000_000 ? price : undefined,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const search = searchFrom(new URL(request.url).searchParams);
  const { courses } = context.services;
  const user = context.session.user;
  const isFirstPage = (search.page ?? 1) === 1;
  const [found, bundles, forYou] = await Promise.all([
    attempt(courses.courses(search, context.site.id)),
    isFirstPage ? attempt(courses.bundles()) : null,
    user?.role === "seeker" && isFirstPage ? attempt(courses.forYou(user, context.site.id)) : null,
  ]);
  const bundleList =
    bundles?.ok === true
      ? await Promise.all(
          bundles.value.value.items.slice(0, BUNDLES_SHOWN).map(async (bundle) => {
            const full = await attempt(courses.bundle(bundle.id));
            return full.ok && full.value.value ? full.value.value : bundle;
          }),
        )
      : [];
  return {
    search,
    // The price filter's choices: a course's price per tier on this site, in its currency.
    prices: courses.coursePrices(context.site.id),
    currency: context.services.storefront.catalogue(context.site.id).currency,
    results: found.ok ? found.value : null,
    bundles: bundleList,
    bundlesFromCache: bundles?.ok === true ? bundles.value : null,
    forYou: forYou?.ok === true ? forYou.value : null,
  };
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const money = useMoney();
  const { search, results, bundles, bundlesFromCache, forYou, prices, currency } = loaderData;
  const filters = new URLSearchParams(
    Object.entries(search)
      .filter(([name, value]) => name !== "page" && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  const pageLink = (page: number) => `/courses?${new URLSearchParams([...filters, ["page", String(page)]])}`;
  return (
    <div className="container page courses-page">
      <h1>{t("courses.title")}</h1>
      <p className="account-page__intro">{t("courses.intro")}</p>

      {forYou ? (
        <section className="courses-for-you" aria-labelledby="courses-for-you">
          <h2 id="courses-for-you">{t("courses.forYou.title")}</h2>
          {forYou.targets.length === 0 ? (
            <p>{t("courses.forYou.noTargets")}</p>
          ) : (
            <p dir="auto">{t("courses.forYou.intro", { targets: forYou.targets.join(", ") })}</p>
          )}
          {forYou.targets.length > 0 && forYou.courses.length === 0 ? (
            <p>{t("courses.forYou.none")}</p>
          ) : null}
          {forYou.courses.length > 0 ? (
            <ul className="course-list">
              {forYou.courses.map(({ course, adds }) => (
                <CourseCard key={course.id} course={course} adds={adds} />
              ))}
            </ul>
          ) : null}
          {forYou.bundles.length > 0 ? (
            <>
              <h3>{t("courses.forYou.bundles")}</h3>
              <ul className="course-list">
                {forYou.bundles.map(({ bundle, adds }) => (
                  <li key={bundle.id} className="course-card">
                    <h4 className="course-card__title" dir="auto">
                      <LocalLink to={`/courses/bundles/${encodeURIComponent(bundle.id)}`}>
                        {bundle.title}
                      </LocalLink>
                    </h4>
                    <GapLine adds={adds} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      <form method="get" className="account-form course-search" aria-label={t("courses.search.label")}>
        <div className="field">
          <label htmlFor="course-query">{t("courses.search.query")}</label>
          <input
            id="course-query"
            name="query"
            type="search"
            defaultValue={search.query ?? ""}
            maxLength={120}
            dir="auto"
          />
        </div>
        <div className="course-search__filters">
          <div className="field">
            <label htmlFor="course-skill">{t("courses.search.skill")}</label>
            <input
              id="course-skill"
              name="skill"
              defaultValue={search.skill ?? ""}
              maxLength={120}
              dir="auto"
            />
          </div>
          <div className="field">
            <label htmlFor="course-level">{t("courses.search.level")}</label>
            <select id="course-level" name="level" defaultValue={search.level ?? ""}>
              <option value="">{t("courses.search.anyLevel")}</option>
              {COURSE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`courses.level.${level}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="course-minutes">{t("courses.search.maxMinutes")}</label>
            <input
              id="course-minutes"
              name="maxMinutes"
              type="number"
              inputMode="numeric"
              min={1}
              max={10000}
              defaultValue={search.maxMinutes ?? ""}
            />
          </div>
          {prices.length > 0 ? (
            <div className="field">
              <label htmlFor="course-price">{t("courses.search.price")}</label>
              <select id="course-price" name="maxPriceMinor" defaultValue={search.maxPriceMinor ?? ""}>
                <option value="">{t("courses.search.anyPrice")}</option>
                {prices.map((entry) => (
                  <option key={entry.tier} value={entry.priceMinor}>
                    {t("courses.search.upTo", { price: money(entry.priceMinor, currency) })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor="course-language">{t("courses.search.language")}</label>
            <select id="course-language" name="language" defaultValue={search.language ?? ""}>
              <option value="">{t("courses.search.anyLanguage")}</option>
              {COURSE_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`courses.language.${language}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="course-search__actions">
          <button type="submit" className="button button--primary">
            {t("courses.search.submit")}
          </button>
          {filters.size > 0 ? <LocalLink to="/courses">{t("courses.search.clear")}</LocalLink> : null}
        </div>
      </form>

      {results ? (
        <section aria-labelledby="course-results">
          <h2 id="course-results" aria-live="polite">
            {t("courses.results", { count: results.value.total })}
          </h2>
          <CacheNote fromCache={results.fromCache} fetchedAt={results.fetchedAt} />
          {results.value.items.length === 0 ? (
            <p>{t("courses.none")}</p>
          ) : (
            <ul className="course-list">
              {results.value.items.map((course) => (
                <CourseCard key={course.id} course={course} />
              ))}
            </ul>
          )}
          <Pager
            page={results.value.page}
            pages={Math.max(1, Math.ceil(results.value.total / Math.max(1, results.value.pageSize)))}
            href={pageLink}
            lastReachable={MAX_PAGE}
          />
        </section>
      ) : (
        <p className="form-notice" role="alert">
          {t("accounts.msg.coursesUnavailable")}
        </p>
      )}

      {bundles.length > 0 ? (
        <section aria-labelledby="course-bundles">
          <h2 id="course-bundles">{t("courses.bundles")}</h2>
          <p>{t("courses.bundlesIntro")}</p>
          {bundlesFromCache ? (
            <CacheNote fromCache={bundlesFromCache.fromCache} fetchedAt={bundlesFromCache.fetchedAt} />
          ) : null}
          <ul className="course-list">
            {bundles.map((bundle) => (
              <li key={bundle.id} className="course-card" aria-labelledby={`bundle-${bundle.id}`}>
                <h3 className="course-card__title" id={`bundle-${bundle.id}`} dir="auto">
                  <LocalLink to={`/courses/bundles/${encodeURIComponent(bundle.id)}`}>
                    {bundle.title}
                  </LocalLink>
                </h3>
                <p dir="auto">{bundle.summary}</p>
                {bundle.courses ? (
                  <ol className="bundle-courses" aria-label={t("courses.bundleCourses")}>
                    {bundle.courses.map((course) => (
                      <li key={course.id} dir="auto">
                        <LocalLink to={`/courses/${encodeURIComponent(course.id)}`}>{course.title}</LocalLink>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
