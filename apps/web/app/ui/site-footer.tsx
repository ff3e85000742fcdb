import type { AppDownloadState, SiteContact, SiteId } from "@portal/domain";
import { useLocation } from "react-router";
import { StoreBadges } from "../features/app-download/store-badges.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { SiteView } from "../lib/root-data.ts";

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
        {(contact.phone || contact.tollFree || contact.email) && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer-heading">
              {t("footer.contactHeading")}
            </h2>
            <dl className="contact-list">
              {contact.phone && (
                <div>
                  <dt>{t("footer.phone")}</dt>
                  <dd>
                    <a href={`tel:${contact.phone.replace(/\s+/g, "")}`} dir="ltr">
                      {contact.phone}
                    </a>
                  </dd>
                </div>
              )}
              {contact.tollFree && (
                <div>
                  <dt>{t("footer.tollFree")}</dt>
                  <dd>
                    <a href={`tel:${contact.tollFree.replace(/\s+/g, "")}`} dir="ltr">
                      {contact.tollFree}
                    </a>
                  </dd>
                </div>
              )}
              {contact.email && (
                <div>
                  <dt>{t("footer.email")}</dt>
                  <dd>
                    <a href={`mailto:${contact.email}`} dir="ltr">
                      {contact.email}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
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
