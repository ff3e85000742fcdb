/** /privacy-policy: what the portal collects, why, who sees it, its cookies and the seeker's choices. */
import { BROWSER_COOKIES } from "../features/info-pages/browser-cookies.ts";
import { infoLoader } from "../features/info-pages/info-page.server.ts";
import {
  InfoPage,
  type InfoSection,
  infoLinks,
  infoMeta,
  SiteEmail,
} from "../features/info-pages/info-page.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/privacy-policy";

export const links = infoLinks;
export const meta = infoMeta("info.privacy.title", "info.privacy.description");

export const loader = (args: Route.LoaderArgs) => infoLoader(args);

/** Each cookie under its names (several <dt> for one cookie), then what it is for and how long it stays. */
function CookieList() {
  const { t } = useI18n();
  return (
    <dl className="info-cookies">
      {BROWSER_COOKIES.map((cookie) => (
        <div key={cookie.topic}>
          {cookie.names.map((name) => (
            <dt key={name}>
              <code dir="ltr">{name}</code>
            </dt>
          ))}
          <dd>{t(`info.privacy.cookies.${cookie.topic}.purpose`)}</dd>
          <dd className="info-cookies__lifetime">
            {t("info.privacy.cookies.lifetime", {
              lifetime: t(`info.privacy.cookies.${cookie.topic}.lifetime`),
            })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const SECTIONS: readonly InfoSection[] = [
  {
    id: "what-we-collect",
    heading: "info.privacy.collect.heading",
    blocks: [
      "info.privacy.collect.intro",
      {
        list: [
          "info.privacy.collect.account",
          "info.privacy.collect.social",
          "info.privacy.collect.profiles",
          "info.privacy.collect.resumes",
          "info.privacy.collect.applications",
          "info.privacy.collect.searches",
          "info.privacy.collect.views",
          "info.privacy.collect.cards",
          "info.privacy.collect.security",
        ],
      },
      "info.privacy.collect.guests",
    ],
  },
  {
    id: "why",
    heading: "info.privacy.use.heading",
    blocks: [
      {
        list: [
          "info.privacy.use.account",
          "info.privacy.use.applications",
          "info.privacy.use.recommendations",
          "info.privacy.use.resume",
          "info.privacy.use.reminders",
          "info.privacy.use.messages",
        ],
      },
      "info.privacy.use.noSale",
    ],
  },
  {
    id: "who-sees-what",
    heading: "info.privacy.sharing.heading",
    blocks: [
      {
        list: [
          "info.privacy.sharing.applied",
          "info.privacy.sharing.recruiters",
          "info.privacy.sharing.seekers",
          "info.privacy.sharing.providers",
          "info.privacy.sharing.authorities",
        ],
      },
    ],
  },
  {
    id: "cookies",
    heading: "info.privacy.cookies.heading",
    blocks: ["info.privacy.cookies.intro", { part: CookieList }, "info.privacy.cookies.blocking"],
  },
  {
    id: "how-long",
    heading: "info.privacy.retention.heading",
    blocks: [
      {
        list: [
          "info.privacy.retention.account",
          "info.privacy.retention.deletions",
          "info.privacy.retention.searches",
          "info.privacy.retention.security",
        ],
      },
      "info.privacy.retention.closing",
    ],
  },
  {
    id: "your-rights",
    heading: "info.privacy.rights.heading",
    blocks: [
      "info.privacy.rights.intro",
      {
        list: [
          "info.privacy.rights.profiles",
          "info.privacy.rights.files",
          "info.privacy.rights.withdraw",
          "info.privacy.rights.searches",
          "info.privacy.rights.logout",
        ],
      },
      "info.privacy.rights.requests",
      { part: SiteEmail },
    ],
  },
  { id: "security", heading: "info.privacy.security.heading", blocks: ["info.privacy.security.body"] },
  { id: "changes", heading: "info.privacy.changes.heading", blocks: ["info.privacy.changes.body"] },
  {
    id: "contact",
    heading: "info.privacy.contact.heading",
    blocks: ["info.privacy.contact.body", { part: SiteEmail }],
  },
];

export default function PrivacyPolicy() {
  const { t } = useI18n();
  return (
    <InfoPage title="info.privacy.title" intro="info.privacy.intro" sections={SECTIONS} hasContents>
      <p>
        {t("info.seeAlso")} <LocalLink to="/terms-and-conditions">{t("info.terms.title")}</LocalLink>
      </p>
    </InfoPage>
  );
}
