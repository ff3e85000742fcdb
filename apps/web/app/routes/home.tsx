import { attempt, type PortalLoadContext, problemsOf } from "@portal/contracts";
import { CAREER_SERVICE_TILES, RECRUITER_CLAIM_MINIMUM } from "@portal/domain";
import { data, useActionData } from "react-router";
import { companyPagePath } from "../features/browse/browse-paths.ts";
import { ArticleCard } from "../features/career-advice/article-card.tsx";
import { EventCard } from "../features/career-events/event-card.tsx";
import { PollCard } from "../features/polls/poll-card.tsx";
import { experienceOptions } from "../features/search/experience-options.server.ts";
import { BROWSE_PATH } from "../features/search/paths.ts";
import { RecentSearchList } from "../features/search/recent-search-list.tsx";
import { SearchForm } from "../features/search/search-form.tsx";
import { ServiceTile } from "../features/storefront/service-tile.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { i18nFromRoot, rootDataFrom } from "../lib/meta.ts";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText } from "../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/home";

const POPULAR_SEARCHES = [
  "Software engineer",
  "Sales",
  "Accountant",
  "Data analyst",
  "Customer service",
  "Nurse",
  "Driver",
  "Teacher",
];

/** Upcoming career events on the home page. */
const HOME_EVENTS = 3;

/** Companies named under "Top employers" (real companies of the site, by open jobs). */
const TOP_EMPLOYERS = 8;

/** Recent searches on the home page; the saved-searches page lists all that are kept. */
const HOME_RECENT_SEARCHES = 5;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = context.session.user;
  // Seekers' recent searches live on the server and come with the page; guests' stay in the browser.
  const recentSearches =
    user?.role === "seeker"
      ? {
          csrfToken: context.session.csrfToken,
          searches: await context.services.savedSearches.recentSearches(
            user.id,
            context.site.id,
            HOME_RECENT_SEARCHES,
          ),
        }
      : null;
  const { services, site } = context;
  const [poll, events, employers, recruiters] = await Promise.all([
    services.polls.current(site.id, language, voterOf(context, false)),
    services.careerEvents.upcoming(site.id, language, context.session.user, HOME_EVENTS),
    services.companies.topEmployers(site.id, TOP_EMPLOYERS),
    services.companies.recruiterCount(),
  ]);
  const catalogue = services.storefront.catalogue(site.id);
  return {
    experienceOptions: experienceOptions(),
    recentSearches,
    adviceHighlight: services.careerAdvice.highlight(site.id, language),
    poll,
    employers,
    events,
    timeZone: site.timeZone,
    // The spec's claim, only while it is true.
    showsRecruiterClaim: recruiters >= RECRUITER_CLAIM_MINIMUM,
    // The spec's four tiles, in its order.
    services: CAREER_SERVICE_TILES.flatMap(
      (tile) => catalogue.services.find((service) => service.serviceId === tile.serviceId) ?? [],
    ),
    currency: catalogue.currency,
    csrfToken: context.session.csrfToken,
  };
}

/** Who votes: a seeker by account, a guest by the visitor cookie (made only when they vote). */
function voterOf(context: PortalLoadContext, isVoting: boolean) {
  const user = context.session.user;
  return {
    userId: user?.role === "seeker" ? user.id : null,
    visitorId: isVoting ? context.session.visitorId() : (context.session.knownVisitorId() ?? ""),
    ip: context.session.meta.ip,
  };
}

/** The poll's vote (form "poll"): counted once per visitor; the page then shows the results. */
export const action = formAction(async ({ input, context, language }) => {
  const outcome = await attempt(
    context.services.polls.vote(
      context.site.id,
      language,
      formText(input.pollId),
      voterOf(context, true),
      input,
    ),
  );
  if (!outcome.ok) {
    return data<FormState>(
      { form: "poll", values: visibleValues(input), problems: problemsOf(outcome.error) },
      { status: outcome.error.status },
    );
  }
  return data<FormState>({
    form: "poll",
    values: {},
    problems: [],
    notice: { messageKey: outcome.value.counted ? "poll.thanks" : "poll.already" },
  });
});

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const { t } = i18nFromRoot(root);
  const names = { brand: root.brand.name, country: t(`country.${root.site.id}`) };
  return [
    { title: t("meta.siteTitle", names) },
    { name: "description", content: t("home.metaDescription", names) },
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container">
          <h1 id="hero-heading">{t("home.heading")}</h1>
          <p className="hero__intro">{t("home.intro")}</p>
          <SearchForm experienceOptions={loaderData.experienceOptions} />
        </div>
      </section>
      <div className="container">
        <RecentSearchList server={loaderData.recentSearches} />
      </div>
      <section className="container page" aria-labelledby="popular-heading">
        <h2 id="popular-heading">{t("home.popularHeading")}</h2>
        <ul className="chips">
          {POPULAR_SEARCHES.map((query) => (
            <li key={query}>
              <LocalLink
                className="chip chip--link"
                to={`/search/results?query=${encodeURIComponent(query)}`}
              >
                {/* The search term stays as people type it; the words around it are the page's language. One
                    span, so the link's flex layout does not swallow the space between the two. */}
                <span>
                  <Sentence message="home.popularQuery" values={{ query }} />
                </span>
              </LocalLink>
            </li>
          ))}
        </ul>
        <p className="more-jobs">
          <LocalLink to={BROWSE_PATH}>{t("browse.allBrowse")}</LocalLink>
        </p>
      </section>
      {loaderData.services.length > 0 && (
        <section className="container page" aria-labelledby="services-heading">
          <h2 id="services-heading">{t("home.servicesHeading")}</h2>
          {loaderData.showsRecruiterClaim && <p>{t("home.recruiterClaim")}</p>}
          <ul className="service-tiles">
            {loaderData.services.map((service) => (
              <ServiceTile
                key={service.serviceId}
                service={service}
                currency={loaderData.currency}
                headingLevel={3}
              />
            ))}
          </ul>
          <p className="more-jobs">
            <LocalLink to="/career-services">{t("home.allServices")}</LocalLink>
          </p>
        </section>
      )}
      {loaderData.employers.length > 0 && (
        <section className="container page" aria-labelledby="employers-heading">
          <h2 id="employers-heading">{t("home.employersHeading")}</h2>
          <ul className="employer-list">
            {loaderData.employers.map((employer) => (
              <li key={employer.slug}>
                <LocalLink to={companyPagePath(employer.slug)}>
                  <bdi>{employer.name}</bdi>
                </LocalLink>
                <span className="field__hint">{t("company.openJobs", { count: employer.openJobs })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {loaderData.events.length > 0 && (
        <section className="container page" aria-labelledby="events-heading">
          <h2 id="events-heading">{t("events.upcoming")}</h2>
          <ul className="article-list">
            {loaderData.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} timeZone={loaderData.timeZone} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className="more-jobs">
            <LocalLink to="/career-events">{t("events.all")}</LocalLink>
          </p>
        </section>
      )}
      {loaderData.poll && (
        <div className="container page">
          <PollCard poll={loaderData.poll} csrfToken={loaderData.csrfToken} state={state} />
        </div>
      )}
      {loaderData.adviceHighlight && (
        <section className="container page" aria-labelledby="advice-heading">
          <h2 id="advice-heading">{t("advice.highlightHeading")}</h2>
          <div className="home-advice">
            <ArticleCard
              article={{ ...loaderData.adviceHighlight, summary: loaderData.adviceHighlight.description }}
              href={loaderData.adviceHighlight.url}
              headingLevel={3}
            />
          </div>
          <p className="more-jobs">
            <LocalLink to="/career-advice">{t("advice.more")}</LocalLink>
          </p>
        </section>
      )}
    </>
  );
}
