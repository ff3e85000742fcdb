import type { AccountRole, StaffArea } from "@portal/domain";
import { useLocation, useSearchParams } from "react-router";
import { BellLink } from "../features/bell/bell-link.tsx";
import { MessagesLink } from "../features/messages/messages-link.tsx";
import { CompactSearch } from "../features/search/search-form.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { LocalLink } from "./local-link.tsx";
import { UserMenu } from "./user-menu.tsx";

interface SiteHeaderProps {
  brandName: string;
  isLoggedIn: boolean;
  avatarUrl: string | null;
  userRole: AccountRole | null;
  staffAreas: readonly StaffArea[] | null;
  /** Unread bell notifications of a logged-in seeker; null hides the bell. */
  bellUnread: number | null;
  /** Unread messages of a logged-in seeker or recruiter; null hides the messages link. */
  messagesUnread: number | null;
  /** Services in the visitor's cart; the cart link shows from one. */
  cartCount: number;
  /** The home page has the full search form in its hero; other pages get the compact one here. */
  showSearch: boolean;
}

export function SiteHeader(props: SiteHeaderProps) {
  const {
    brandName,
    isLoggedIn,
    avatarUrl,
    userRole,
    staffAreas,
    bellUnread,
    messagesUnread,
    cartCount,
    showSearch,
  } = props;
  const { t } = useI18n();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <LocalLink
          to="/"
          className="logo"
          translate="no"
          aria-label={t("shell.homeLink", { brand: brandName })}
        >
          {brandName}
        </LocalLink>
        <LanguageSwitch />
        <nav className="site-nav" aria-label={t("shell.mainNav")}>
          <ul>
            {cartCount > 0 && (
              <li>
                <LocalLink to="/cart" className="cart-link">
                  {t("store.cart.linkCount", { count: cartCount })}
                </LocalLink>
              </li>
            )}
            {isLoggedIn ? (
              <>
                {messagesUnread !== null && (userRole === "seeker" || userRole === "recruiter") && (
                  <li>
                    <MessagesLink unread={messagesUnread} role={userRole} />
                  </li>
                )}
                {bellUnread !== null && (
                  <li>
                    <BellLink unread={bellUnread} />
                  </li>
                )}
                <li>
                  <UserMenu avatarUrl={avatarUrl} role={userRole} staffAreas={staffAreas} />
                </li>
              </>
            ) : (
              <>
                <li>
                  <LocalLink to="/rio/login">{t("shell.login")}</LocalLink>
                </li>
                <li>
                  <LocalLink to="/seeker/registration" className="button button--outline">
                    {t("shell.register")}
                  </LocalLink>
                </li>
                {/* For visitors only: a signed-in seeker or recruiter has their own menu. */}
                <li>
                  <LocalLink to="/employer/login">{t("shell.employerLogin")}</LocalLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
      {showSearch && (
        <div className="container">
          <CompactSearch key={location.key} defaultQuery={searchParams.get("query") ?? undefined} />
        </div>
      )}
    </header>
  );
}
