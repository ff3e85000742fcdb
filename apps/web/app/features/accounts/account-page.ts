/** What every account page shares: its stylesheet, its title, and who may open it. */

import type { AccountUser, PortalLoadContext } from "@portal/contracts";
import type { AccountRole, Language } from "@portal/domain";
import { redirect } from "react-router";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { localizeHref } from "../../lib/localized-path.ts";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../../lib/meta.ts";
import accountsStyles from "../../styles/accounts.css?url";

export function accountLinks() {
  return [{ rel: "stylesheet", href: accountsStyles }];
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** Account pages are personal: titled in the reader's language and kept out of search engines. */
export function accountMeta(titleKey: MessageKey) {
  return ({ matches }: { matches: readonly MatchLike[] }) => {
    const root = rootDataFrom(matches);
    if (!root) return [];
    return pageMeta(root, { title: i18nFromRoot(root).t(titleKey), noindex: true });
  };
}

/**
 * The logged-in user of a page, or a redirect to the right login page that brings them back here. A
 * user of the other role lands on that login page too, which tells them the page is not for their account.
 */
export function requireUser(
  context: PortalLoadContext,
  request: Request,
  language: Language,
  role?: AccountRole,
): AccountUser {
  const user = context.session.user;
  const url = new URL(request.url);
  const login = localizeHref(
    role === "recruiter" ? "/employer/login" : role === "staff" ? "/staff/login" : "/rio/login",
    language,
  );
  if (!user) {
    throw redirect(`${login}?returnUrl=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  if (role && user.role !== role) throw redirect(`${login}?wrongAccount=1`);
  return user;
}
