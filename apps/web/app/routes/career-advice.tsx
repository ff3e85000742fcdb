/**
 * Career advice (/career-advice): the site's articles grouped by category (spec: career article; none
 * for Thailand, Vietnam and Indonesia, which say so).
 */
import { CAREER_ADVICE_CATEGORIES } from "@portal/domain";
import { ArticleCard } from "../features/career-advice/article-card.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../lib/meta.ts";
import { pageLanguage } from "../lib/page-language.ts";
import careerAdviceStyles from "../styles/career-advice.css?url";
import type { Route } from "./+types/career-advice";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: careerAdviceStyles }];

export function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  return { articles: context.services.careerAdvice.list(context.site.id, language) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const { t } = i18nFromRoot(root);
  return pageMeta(root, {
    title: t("advice.title"),
    description: t("advice.metaDescription", { brand: root.brand.name }),
  });
};

export default function CareerAdvice({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { articles } = loaderData;
  const categories = CAREER_ADVICE_CATEGORIES.filter((category) =>
    articles.some((article) => article.category === category),
  );
  return (
    <div className="container page career-advice">
      <h1>{t("advice.title")}</h1>
      <p className="account-page__intro">{t("advice.intro")}</p>
      {articles.length === 0 && <p>{t("advice.none")}</p>}
      {categories.map((category) => (
        <section key={category} aria-labelledby={`advice-${category}`}>
          <h2 id={`advice-${category}`}>{t(`advice.category.${category}`)}</h2>
          <ul className="article-list">
            {articles
              .filter((article) => article.category === category)
              .map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} headingLevel={3} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
