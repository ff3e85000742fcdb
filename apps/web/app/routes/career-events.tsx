/** Career events (/career-events; spec: career events): the site's upcoming job fairs and webinars. */
import { EventCard } from "../features/career-events/event-card.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../lib/meta.ts";
import { pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/career-events";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  return {
    events: await context.services.careerEvents.upcoming(context.site.id, language, context.session.user, 50),
    timeZone: context.site.timeZone,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const { t } = i18nFromRoot(root);
  return pageMeta(root, {
    title: t("events.title"),
    description: t("events.metaDescription", { brand: root.brand.name }),
  });
};

export default function CareerEvents({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { events, timeZone } = loaderData;
  return (
    <div className="container page narrow">
      <h1>{t("events.title")}</h1>
      <p className="account-page__intro">{t("events.intro")}</p>
      {events.length === 0 ? (
        <p>{t("events.none")}</p>
      ) : (
        <ul className="article-list">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
