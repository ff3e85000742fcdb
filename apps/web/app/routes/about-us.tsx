/** /about-us: what the portal is and whom it serves, on every country site and in every language. */
import { SITE_IDS } from "@portal/domain";
import { infoLoader } from "../features/info-pages/info-page.server.ts";
import { InfoPage, type InfoSection, infoLinks, infoMeta } from "../features/info-pages/info-page.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { useRootData } from "../lib/root-data.ts";
import { LocalLink, useLocalHref } from "../ui/local-link.tsx";
import type { Route } from "./+types/about-us";

export const links = infoLinks;
export const meta = infoMeta("info.about.title", "info.about.description");

export const loader = (args: Route.LoaderArgs) => infoLoader(args);

/** The nine country sites, each linking to its own about page in the reader's language. */
function CountrySites() {
  const { t } = useI18n();
  const root = useRootData();
  const localHref = useLocalHref();
  if (!root) return null;
  return (
    <ul className="info-sites">
      {SITE_IDS.map((id) => (
        <li key={id}>
          <a
            href={`${root.siteOrigins[id]}${localHref("/about-us")}`}
            aria-current={id === root.site.id ? "page" : undefined}
          >
            {t(`country.${id}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

function ContactPageLink() {
  const { t } = useI18n();
  return (
    <p>
      <LocalLink to="/contact-us">{t("info.contact.title")}</LocalLink>
    </p>
  );
}

const SECTIONS: readonly InfoSection[] = [
  {
    id: "job-seekers",
    heading: "info.about.seekers.heading",
    blocks: [
      {
        list: [
          "info.about.seekers.search",
          "info.about.seekers.profiles",
          "info.about.seekers.resume",
          "info.about.seekers.apply",
          "info.about.seekers.news",
          "info.about.seekers.recommendations",
        ],
      },
    ],
  },
  { id: "employers", heading: "info.about.employers.heading", blocks: ["info.about.employers.body"] },
  {
    id: "country-sites",
    heading: "info.about.sites.heading",
    blocks: ["info.about.sites.body", { part: CountrySites }, "info.about.sites.languages"],
  },
  {
    id: "get-in-touch",
    heading: "info.about.contact.heading",
    blocks: ["info.about.contact.body", { part: ContactPageLink }],
  },
];

export default function AboutUs() {
  return <InfoPage title="info.about.title" intro="info.about.intro" sections={SECTIONS} />;
}
