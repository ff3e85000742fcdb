/**
 * One career advice article (/career-advice/<slug>.html): the text in the page's language, when it was
 * published and reviewed, share links (plain addresses: no script of a network on our page), jobs of the
 * site to apply to now (from the search service), the site's other articles, and Article data for search
 * engines with only what the page shows.
 */
import { withLanguage } from "@portal/domain";
import { appliedJobsView } from "../features/applications/applied-jobs-view.server.ts";
import { AppliedJobsProvider } from "../features/applications/apply-controls.tsx";
import { ArticleList } from "../features/career-advice/article-card.tsx";
import { JobCard } from "../features/jobs/job-card.tsx";
import { serializeJsonLd } from "../features/jobs/job-posting.ts";
import { jobPlaceNames } from "../features/places/place-names.server.ts";
import { SavedJobsProvider } from "../features/saved-jobs/save-job-button.tsx";
import { savedJobsView } from "../features/saved-jobs/saved-jobs-view.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageMeta, rootDataFrom } from "../lib/meta.ts";
import { useNonce } from "../lib/nonce.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import careerAdviceStyles from "../styles/career-advice.css?url";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/career-article";

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.html$/;
const RELATED_JOBS = 5;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: careerAdviceStyles }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const slug = FILE.exec(params.file)?.[1];
  const article = slug ? context.services.careerAdvice.get(context.site.id, language, slug) : null;
  if (!slug || !article) throw notFound();
  const jobs = await context.services.careerAdvice.relatedJobs(context.site.id, slug, RELATED_JOBS);
  const cardIds = jobs.map((job) => job.id);
  const [savedJobs, appliedJobs] = await Promise.all([
    savedJobsView(context, cardIds),
    appliedJobsView(context, cardIds),
  ]);
  const url = `${context.origin}${withLanguage(article.url, language)}`;
  return {
    article,
    url,
    jobs,
    savedJobs,
    appliedJobs,
    placeNames: jobPlaceNames(language, jobs),
    others: context.services.careerAdvice
      .list(context.site.id, language)
      .filter((other) => other.slug !== slug),
    articleJson: serializeJsonLd({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.summary,
      image: [`${context.origin}${article.image}`],
      datePublished: article.published,
      dateModified: article.updated,
      inLanguage: language,
      mainEntityOfPage: url,
      author: { "@type": "Organization", name: context.brand.name },
      publisher: { "@type": "Organization", name: context.brand.name },
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataFrom(matches);
  if (!loaderData) return [];
  const { article, url } = loaderData;
  return [
    ...pageMeta(root, { title: article.title, description: article.summary }),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.summary },
    { property: "og:url", content: url },
    { property: "og:image", content: `${new URL(url).origin}${article.image}` },
  ];
};

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    ["advice.shareWhatsApp", `https://wa.me/?text=${text}%20${u}`],
    ["advice.shareLinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ["advice.shareFacebook", `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ["advice.shareX", `https://x.com/intent/post?url=${u}&text=${text}`],
    ["advice.shareEmail", `mailto:?subject=${text}&body=${u}`],
  ] as const;
}

export default function CareerArticle({ loaderData }: Route.ComponentProps) {
  const { article, url, jobs, savedJobs, appliedJobs, others, articleJson } = loaderData;
  const { t, formatDate } = useI18n();
  const nonce = useNonce();
  return (
    <SavedJobsProvider view={savedJobs}>
      <AppliedJobsProvider view={appliedJobs}>
        <article className="container page narrow career-article">
          <nav aria-label={t("advice.title")}>
            <LocalLink to="/career-advice">{t("advice.title")}</LocalLink> ·{" "}
            {t(`advice.category.${article.category}`)}
          </nav>
          <h1>{article.title}</h1>
          <p className="career-article__dates">
            {t("advice.published", { date: formatDate(article.published) })} ·{" "}
            {t("advice.updated", { date: formatDate(article.updated) })}
          </p>
          <img src={article.image} alt="" width={640} height={320} className="career-article__image" />
          <p className="career-article__summary">{article.summary}</p>
          <div
            className="career-article__text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: made from reviewed Markdown with raw HTML off (features/career-advice/articles.ts)
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
          <section aria-labelledby="share-heading" className="career-article__share">
            <h2 id="share-heading">{t("advice.share")}</h2>
            <ul className="chips">
              {shareLinks(url, article.title).map(([label, href]) => (
                <li key={label}>
                  <a className="chip chip--link" href={href} rel="noopener noreferrer" target="_blank">
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </article>
        {jobs.length > 0 && (
          <section className="container page narrow" aria-labelledby="related-jobs">
            <h2 id="related-jobs">{t("advice.relatedJobs")}</h2>
            <ul className="job-list">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} headingLevel={3} />
                </li>
              ))}
            </ul>
            <p className="more-jobs">
              <LocalLink to="/search/results?sort=date">{t("advice.allJobs")}</LocalLink>
            </p>
          </section>
        )}
        {others.length > 0 && (
          <section className="container page narrow" aria-labelledby="more-advice">
            <h2 id="more-advice">{t("advice.more")}</h2>
            <ArticleList articles={others} placement="related" />
          </section>
        )}
        <script
          type="application/ld+json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script
          dangerouslySetInnerHTML={{ __html: articleJson }}
        />
      </AppliedJobsProvider>
    </SavedJobsProvider>
  );
}
