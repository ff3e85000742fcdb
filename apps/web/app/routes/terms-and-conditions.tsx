/** /terms-and-conditions: the terms of use of the country site the visitor is on. */

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
import type { Route } from "./+types/terms-and-conditions";

export const links = infoLinks;
export const meta = infoMeta("info.terms.title", "info.terms.description");

export const loader = (args: Route.LoaderArgs) => infoLoader(args);

const SECTIONS: readonly InfoSection[] = [
  {
    id: "using-the-service",
    heading: "info.terms.service.heading",
    blocks: ["info.terms.service.purpose", "info.terms.service.eligibility", "info.terms.service.sites"],
  },
  {
    id: "accounts",
    heading: "info.terms.accounts.heading",
    blocks: ["info.terms.accounts.details", "info.terms.accounts.secrets", "info.terms.accounts.misuse"],
  },
  {
    id: "profiles-and-resumes",
    heading: "info.terms.content.heading",
    blocks: ["info.terms.content.rules", "info.terms.content.licence", "info.terms.content.removal"],
  },
  {
    id: "applications",
    heading: "info.terms.applications.heading",
    blocks: [
      "info.terms.applications.sent",
      "info.terms.applications.limits",
      "info.terms.applications.withdraw",
    ],
  },
  {
    id: "employers",
    heading: "info.terms.employers.heading",
    blocks: [
      {
        list: [
          "info.terms.employers.vacancies",
          "info.terms.employers.fees",
          "info.terms.employers.data",
          "info.terms.employers.law",
        ],
      },
    ],
  },
  {
    id: "not-allowed",
    heading: "info.terms.prohibited.heading",
    blocks: [
      "info.terms.prohibited.intro",
      {
        list: [
          "info.terms.prohibited.false",
          "info.terms.prohibited.fees",
          "info.terms.prohibited.harvest",
          "info.terms.prohibited.security",
          "info.terms.prohibited.abuse",
        ],
      },
    ],
  },
  { id: "suspension", heading: "info.terms.suspension.heading", blocks: ["info.terms.suspension.body"] },
  { id: "changes", heading: "info.terms.changes.heading", blocks: ["info.terms.changes.body"] },
  {
    id: "liability",
    heading: "info.terms.liability.heading",
    blocks: ["info.terms.liability.asIs", "info.terms.liability.limits"],
  },
  { id: "governing-law", heading: "info.terms.law.heading", blocks: ["info.terms.law.body"] },
  {
    id: "questions",
    heading: "info.terms.questions.heading",
    blocks: ["info.terms.questions.body", { part: SiteEmail }],
  },
];

export default function TermsAndConditions() {
  const { t } = useI18n();
  return (
    <InfoPage title="info.terms.title" intro="info.terms.intro" sections={SECTIONS} hasContents>
      <p>
        {t("info.seeAlso")} <LocalLink to="/privacy-policy">{t("info.privacy.title")}</LocalLink>
      </p>
    </InfoPage>
  );
}
