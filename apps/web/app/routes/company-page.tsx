/**
 * A company's public page on a site: /company/<slug>. What it is (industry, size, office, website, its
 * own words), whether a recruiter on its website's domain speaks for it, where it is hiring on this site
 * and its newest open jobs, with the way to all of them (the company's browse page).
 */

import { translateName } from "@portal/domain";
import { appliedJobsView } from "../features/applications/applied-jobs-view.server.ts";
import { AppliedJobsProvider } from "../features/applications/apply-controls.tsx";
import { companyPath } from "../features/browse/browse-paths.ts";
import { JobCard } from "../features/jobs/job-card.tsx";
import { serializeJsonLd } from "../features/jobs/job-posting.ts";
import { jobPlaceNames } from "../features/places/place-names.server.ts";
import { usePlaceName } from "../features/places/use-place-name.ts";
import { SavedJobsProvider } from "../features/saved-jobs/save-job-button.tsx";
import { savedJobsView } from "../features/saved-jobs/saved-jobs-view.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../lib/meta.ts";
import { useNonce } from "../lib/nonce.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/company-page";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  if (!SLUG.test(params.slug)) throw notFound();
  const company = await context.services.companies.profile(context.site.id, params.slug);
  if (!company) throw notFound();
  const cardIds = company.jobs.map((job) => job.id);
  const [savedJobs, appliedJobs] = await Promise.all([
    savedJobsView(context, cardIds),
    appliedJobsView(context, cardIds),
  ]);
  const url = `${context.origin}${new URL(request.url).pathname}`;
  return {
    company,
    industryName: translateName("industries", company.industryName, language),
    savedJobs,
    appliedJobs,
    placeNames: jobPlaceNames(language, [
      { locations: company.places.map((place) => place.city) },
      ...company.jobs,
    ]),
    // Organization data for search engines: only what the page itself shows.
    organizationJson: serializeJsonLd({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: company.name,
      url,
      ...(company.website ? { sameAs: [company.website] } : {}),
      ...(company.about ? { description: company.about } : {}),
      ...(company.city ? { address: { "@type": "PostalAddress", addressLocality: company.city } } : {}),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataFrom(matches);
  if (!root || !loaderData) return [];
  const { t } = i18nFromRoot(root);
  const { company } = loaderData;
  return pageMeta(root, {
    title: t("company.metaTitle", { company: company.name }),
    description: t("company.metaDescription", { company: company.name, brand: root.brand.name }),
  });
};

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, industryName, savedJobs, appliedJobs, organizationJson } = loaderData;
  const { t } = useI18n();
  const placeName = usePlaceName();
  const nonce = useNonce();
  const name = <bdi>{company.name}</bdi>;
  const paragraphs = (company.about ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

  const facts: Array<[label: string, value: string, isData: boolean]> = [
    [t("company.industry"), industryName, industryName === company.industryName],
    [
      t("company.employerType"),
      t(`filters.employer.${company.employerType === "consultancy" ? "consultancy" : "company"}`),
      false,
    ],
    ...(company.size
      ? [
          [t("company.size"), t("company.sizeValue", { size: company.size }), false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    ...(company.city || company.address
      ? [
          [
            t("company.office"),
            [company.address, company.city ? placeName(company.city) : null]
              .filter(Boolean)
              .join(t("job.locationSeparator")),
            true,
          ] as [string, string, boolean],
        ]
      : []),
  ];

  return (
    <SavedJobsProvider view={savedJobs}>
      <AppliedJobsProvider view={appliedJobs}>
        <article className="container page company-page">
          <header>
            <h1>{name}</h1>
            {company.isVerified && (
              <p className="company-page__verified">
                <strong>{t("company.verified")}</strong> <span>{t("company.verifiedHint")}</span>
              </p>
            )}
            <p>{t("company.openJobs", { count: company.openJobs })}</p>
          </header>

          <section aria-labelledby="company-facts">
            <h2 id="company-facts">{t("company.facts")}</h2>
            <dl className="detail-list">
              {facts.map(([label, value, isData]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{isData ? <bdi>{value}</bdi> : value}</dd>
                </div>
              ))}
              {company.website && (
                <div>
                  <dt>{t("company.website")}</dt>
                  <dd>
                    <a href={company.website} rel="nofollow noopener noreferrer" dir="ltr">
                      {company.website.replace(/^https?:\/\//, "")}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </section>

          <section aria-labelledby="company-about">
            <h2 id="company-about">
              <Sentence message="company.about" values={{ company: company.name }} />
            </h2>
            {paragraphs.length > 0 ? (
              paragraphs.map((paragraph) => (
                <p key={paragraph} dir="auto">
                  {paragraph}
                </p>
              ))
            ) : (
              <p>
                <Sentence message="company.noAbout" values={{ company: company.name }} />
              </p>
            )}
          </section>

          {company.places.length > 0 && (
            <section aria-labelledby="company-places">
              <h2 id="company-places">{t("company.places")}</h2>
              <ul className="chips">
                {company.places.map((place) => (
                  <li key={place.city} className="chip">
                    <bdi>{placeName(place.city)}</bdi> · {t("company.openJobs", { count: place.openJobs })}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>

        <section className="container page" aria-labelledby="company-jobs">
          <h2 id="company-jobs">{t("company.newestJobs")}</h2>
          {company.jobs.length > 0 ? (
            <>
              <ul className="job-list">
                {company.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} headingLevel={3} />
                  </li>
                ))}
              </ul>
              <p className="more-jobs">
                <LocalLink to={companyPath(company.slug)}>
                  <Sentence message="company.allJobs" values={{ company: company.name }} />
                </LocalLink>
              </p>
            </>
          ) : (
            <p>
              <Sentence message="company.noJobs" values={{ company: company.name }} />
            </p>
          )}
        </section>
        <script
          type="application/ld+json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script
          dangerouslySetInnerHTML={{ __html: organizationJson }}
        />
      </AppliedJobsProvider>
    </SavedJobsProvider>
  );
}
