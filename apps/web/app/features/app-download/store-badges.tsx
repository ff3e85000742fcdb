/** The footer's two store links (spec §2), each opening in a new tab. */
import { ANDROID_STORE_URL, APP_DOWNLOAD_EVENTS, analyticsUserType, IOS_STORE_URL } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { track } from "../../lib/analytics.ts";

interface StoreBadgesProps {
  brandName: string;
  isLoggedIn: boolean;
  pageLabel: string;
  isMobileVisible: boolean;
}

export function StoreBadges({ brandName, isLoggedIn, pageLabel, isMobileVisible }: StoreBadgesProps) {
  const { t } = useI18n();
  const analytics = { user_type: analyticsUserType(isLoggedIn), label: pageLabel };
  const stores = [
    { href: ANDROID_STORE_URL, text: t("footer.android"), event: APP_DOWNLOAD_EVENTS.androidClick },
    { href: IOS_STORE_URL, text: t("footer.ios"), event: APP_DOWNLOAD_EVENTS.iosClick },
  ];
  return (
    <section
      className={isMobileVisible ? "app-widget" : "app-widget hide-on-mobile"}
      aria-labelledby="app-widget"
    >
      <h2 id="app-widget" className="footer-heading">
        {t("footer.appHeading", { brand: brandName })}
      </h2>
      <ul className="store-badges">
        {stores.map((store) => (
          <li key={store.href}>
            <a
              className="store-badge"
              href={store.href}
              target="_blank"
              rel="noopener"
              onClick={() => track(store.event, analytics)}
            >
              {store.text}
              <span className="visually-hidden"> {t("footer.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
