/** /jobs: every kind of browse page of the site, most jobs first. */
import { browseDirectory, type DirectoryLink } from "../features/browse/browse-directory.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../lib/meta.ts";
import { pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/browse-index";

/** The index shows the head of each list; the sitemap carries all of them. */
const SHOWN = { skills: 48, cities: 30, companies: 30, industries: 20, functions: 20 } as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const directory = await browseDirectory(context.services, context.site.id, language);
  return {
    skills: directory.skills.slice(0, SHOWN.skills),
    cities: directory.cities.slice(0, SHOWN.cities),
    companies: directory.companies.slice(0, SHOWN.companies),
    industries: directory.industries.slice(0, SHOWN.industries),
    functions: directory.functions.slice(0, SHOWN.functions),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const { t } = i18nFromRoot(root);
  return pageMeta(root, {
    title: t("browse.indexTitle"),
    description: t("browse.indexDescription", {
      country: t(`country.${root.site.id}`),
      brand: root.brand.name,
    }),
  });
};

type SectionKey =
  | "browse.bySkill"
  | "browse.byCity"
  | "browse.byCompany"
  | "browse.byIndustry"
  | "browse.byFunction";

function DirectorySection({
  id,
  heading,
  links,
}: {
  id: string;
  heading: SectionKey;
  links: DirectoryLink[];
}) {
  const { t, formatNumber } = useI18n();
  if (links.length === 0) return null;
  return (
    <section className="related" aria-labelledby={id}>
      <h2 id={id}>{t(heading)}</h2>
      <ul className="link-cloud">
        {links.map((link) => (
          <li key={link.href}>
            <LocalLink to={link.href} dir="auto">
              {link.label}
            </LocalLink>
            {link.count !== undefined && (
              <span className="link-cloud__count"> ({formatNumber(link.count)})</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function BrowseIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="container page browse-page">
      <h1>{t("browse.indexTitle")}</h1>
      <p>{t("browse.indexIntro")}</p>
      <DirectorySection id="by-skill" heading="browse.bySkill" links={loaderData.skills} />
      <DirectorySection id="by-city" heading="browse.byCity" links={loaderData.cities} />
      <DirectorySection id="by-company" heading="browse.byCompany" links={loaderData.companies} />
      <DirectorySection id="by-industry" heading="browse.byIndustry" links={loaderData.industries} />
      <DirectorySection id="by-function" heading="browse.byFunction" links={loaderData.functions} />
    </div>
  );
}
