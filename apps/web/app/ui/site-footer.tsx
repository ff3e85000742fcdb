import { type AppDownloadState, hasCareerAdvice, type SiteContact, type SiteId } from "@portal/domain";
import { NavLink, useLocation } from "react-router";
import { StoreBadges } from "../features/app-download/store-badges.tsx";
import { INFO_PAGES } from "../features/info-pages/info-pages.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { contactLines } from "../lib/contact-lines.ts";
import type { SiteView } from "../lib/root-data.ts";
import { ContactList } from "./contact-list.tsx";
import { useLocalHref } from "./local-link.tsx";

const SOCIAL_NETWORKS: ReadonlyArray<{ key: keyof SiteContact; name: string }> = [
  { key: "instagram", name: "Instagram" },
  { key: "linkedin", name: "LinkedIn" },
  { key: "twitter", name: "Twitter" },
  { key: "facebook", name: "Facebook" },
  { key: "youtube", name: "YouTube" },
];

interface SiteFooterProps {
  site: SiteView;
  brandName: string;
  siteOrigins: Record<SiteId, string>;
  appDownload: AppDownloadState;
  isLoggedIn: boolean;
  pageLabel: string;
  year: number;
}

export function SiteFooter(props: SiteFooterProps) {
  const { site, brandName, appDownload, year } = props;
  const { t } = useI18n();
  const { contact } = site;
  const socials = SOCIAL_NETWORKS.filter((network) => contact[network.key]);
  const classes = appDownload.extraBottomMargin ? "site-footer site-footer--extra-space" : "site-footer";

  return (
    <footer className={classes}>
      <div className="container footer-grid">
        <CompanyLinks hasAdvice={hasCareerAdvice(site.id)} />
        {contactLines(contact).length > 0 && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer-heading">
              {t("footer.contactHeading")}
            </h2>
            <ContactList contact={contact} />
          </section>
        )}
        {socials.length > 0 && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="footer-heading">
              {t("footer.followHeading")}
            </h2>
            <ul className="link-list">
              {socials.map((network) => (
                <li key={network.key}>
                  <a href={contact[network.key]} rel="noopener">
                    {network.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <CountrySelector {...props} />
        {appDownload.showWidget && (
          <StoreBadges
            brandName={brandName}
            isLoggedIn={props.isLoggedIn}
            pageLabel={props.pageLabel}
            isMobileVisible={appDownload.mobileVisible}
          />
        )}
      </div>
      <p className="container copyright">{t("footer.copyright", { year: String(year), brand: brandName })}</p>
    </footer>
  );
}

/** About us, terms, privacy and contact, in the page's language; the page being read is marked current. */
function CompanyLinks({ hasAdvice }: { hasAdvice: boolean }) {
  const { t } = useI18n();
  const localHref = useLocalHref();
  return (
    <nav aria-labelledby="footer-company">
      <h2 id="footer-company" className="footer-heading">
        {t("footer.companyHeading")}
      </h2>
      <ul className="link-list">
        {INFO_PAGES.map((page) => (
          <li key={page.path}>
            <NavLink to={localHref(page.path)} end>
              {t(page.title)}
            </NavLink>
          </li>
        ))}
        {hasAdvice && (
          <li>
            <NavLink to={localHref("/career-advice")} end>
              {t("advice.title")}
            </NavLink>
          </li>
        )}
        <li>
          <NavLink to={localHref("/career-events")} end>
            {t("events.title")}
          </NavLink>
        </li>
        <li>
          <NavLink to={localHref("/covid-jobs")} end>
            {t("covid.title")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** The nine country sites (spec §2); a <details> list works without JavaScript. */
function CountrySelector({ site, siteOrigins }: Pick<SiteFooterProps, "site" | "siteOrigins">) {
  const { t } = useI18n();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <section aria-labelledby="footer-country">
      <h2 id="footer-country" className="footer-heading">
        {t("footer.countryHeading")}
      </h2>
      <details className="country-selector">
        <summary>{t(`country.${site.id}`)}</summary>
        <ul className="link-list">
          {(Object.keys(siteOrigins) as SiteId[]).map((id) => (
            <li key={id}>
              <a href={`${siteOrigins[id]}${here}`} aria-current={id === site.id ? "true" : undefined}>
                {id === site.id
                  ? t("footer.countryCurrent", { country: t(`country.${id}`) })
                  : t(`country.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
