/** Everything around a page: skip links, header, main landmark, footer and the app banner. */
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { AppBanner } from "../features/app-download/app-banner.tsx";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { PageHandle } from "../lib/page-links.ts";
import type { RootData } from "../lib/root-data.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export function Shell({ data, children }: { data: RootData; children: ReactNode }) {
  const { t } = useI18n();
  const { appDownload } = data;
  const pageLabel = data.pageClass.label;
  const skipLinks = useMatches().flatMap(
    (match) => (match.handle as PageHandle | undefined)?.skipLinks ?? [],
  );

  return (
    <>
      {[{ target: "main", label: "shell.skipToContent" }, ...skipLinks].map((link) => (
        <a key={link.target} className="skip-link" href={`#${link.target}`}>
          {t(link.label as MessageKey)}
        </a>
      ))}
      <SiteHeader
        brandName={data.brand.name}
        isLoggedIn={data.isLoggedIn}
        avatarUrl={data.avatarUrl}
        userRole={data.userRole}
        staffAreas={data.staffAreas}
        bellUnread={data.bellUnread}
        messagesUnread={data.messagesUnread}
        cartCount={data.cartCount}
        showSearch={data.pageClass.key !== "homepage"}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        site={data.site}
        brandName={data.brand.name}
        siteOrigins={data.siteOrigins}
        appDownload={appDownload}
        isLoggedIn={data.isLoggedIn}
        pageLabel={pageLabel}
        year={new Date(data.now).getUTCFullYear()}
      />
      {appDownload.showBanner && (
        <AppBanner
          isLoggedIn={data.isLoggedIn}
          userEmail={data.userEmail}
          pageLabel={pageLabel}
          isMobileVisible={appDownload.mobileVisible}
        />
      )}
    </>
  );
}
