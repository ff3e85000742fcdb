/** An article as a card: its picture, category, title and summary, linking to it (list, home, COVID page). */
import type { CareerArticleSummary } from "@portal/contracts";
import { trackedArticlePath } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

export function ArticleCard({
  article,
  href = article.url,
  headingLevel = 2,
}: {
  article: Pick<CareerArticleSummary, "title" | "summary" | "image" | "url"> & {
    category?: CareerArticleSummary["category"];
  };
  /** The address to open, when the link carries tracking parameters. */
  href?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="article-card">
      <img src={article.image} alt="" width={320} height={160} loading="lazy" decoding="async" />
      <div className="article-card__body">
        {article.category && (
          <p className="article-card__category">{t(`advice.category.${article.category}`)}</p>
        )}
        <Heading className="article-card__title">
          <LocalLink to={href}>{article.title}</LocalLink>
        </Heading>
        <p>{article.summary}</p>
      </div>
    </article>
  );
}

/** Articles suggested on another page (an article's "more advice", the COVID page), each link tracked. */
export function ArticleList({
  articles,
  placement,
}: {
  articles: readonly Pick<CareerArticleSummary, "slug" | "title" | "summary" | "image" | "url">[];
  placement: "covid" | "related";
}) {
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard
            article={article}
            href={trackedArticlePath(article.slug, placement)}
            headingLevel={3}
          />
        </li>
      ))}
    </ul>
  );
}
