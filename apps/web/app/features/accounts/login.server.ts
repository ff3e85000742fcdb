/**
 * Loader and action of the two login pages (/rio/login for seekers, /employer/login for recruiters):
 * by password, or by a one-time code sent to a mobile number or e-mail address. Same rules, other role.
 */

import { attempt, type PortalLoadContext } from "@portal/contracts";
import { type AccountRole, homePathFor, safeReturnPath } from "@portal/domain";
import { pageLanguage } from "../../lib/page-language.ts";
import { formAction, goTo, refused, returnPathOf, saved } from "../../ui/forms/form-action.server.ts";
import type { LoginMethod } from "./login-panel.tsx";
import { defaultDiallingCode } from "./phone-codes.ts";

export function loadLogin(
  role: AccountRole,
  { params, request, context }: { params: { lang?: string }; request: Request; context: PortalLoadContext },
) {
  const language = pageLanguage(params, request);
  const url = new URL(request.url);
  const user = context.session.user;
  const returnUrl = returnPathOf(request, url.searchParams.get("returnUrl"));
  if (user && user.role === role) throw goTo(returnUrl ?? homePathFor(user), language);
  const providers = role === "seeker" ? context.services.accounts.socialProviders() : [];
  const failedProvider = providers.find((provider) => provider.id === url.searchParams.get("socialError"));
  return {
    csrfToken: context.session.csrfToken,
    method: (url.searchParams.get("method") === "otp" ? "otp" : "password") as LoginMethod,
    returnUrl: returnUrl ?? "",
    /** The address social login comes back to: where the person was, or the home page. */
    socialReturnUrl: `${url.origin}${returnUrl ?? "/"}`,
    providers,
    socialError: failedProvider?.name ?? null,
    /** Logged in with the other kind of account: this page cannot serve them until they log out. */
    otherRole: user && user.role !== role ? user.role : null,
    siteId: context.site.id,
    siteCode: context.site.defaultDiallingCode,
    diallingCode: defaultDiallingCode(context.site.diallingPrefix),
  };
}

export function loginAction(role: AccountRole) {
  return formAction(async ({ input, context, language, request }) => {
    const meta = context.session.meta;
    const accounts = context.services.accounts;
    const intent = typeof input.intent === "string" ? input.intent : "password";
    if (intent === "send-code") {
      const sent = await attempt(accounts.sendLoginCode(input, meta, role));
      if (!sent.ok) return refused(input, sent.error);
      return saved(input, { messageKey: "codeSent" }, "code-sent");
    }
    const login = await attempt(
      intent === "verify-code"
        ? accounts.loginWithCode(input, meta, role)
        : accounts.loginWithPassword(input, meta, role),
    );
    if (!login.ok) {
      const refusal = refused(input, login.error);
      // A wrong code keeps the code field on screen.
      if (intent === "verify-code") refusal.data.stage = "code-sent";
      return refusal;
    }
    await context.session.logIn(login.value, intent === "verify-code" ? "otp" : "password");
    const returnUrl = typeof input.returnUrl === "string" ? input.returnUrl : null;
    return goTo(safeReturnPath(returnUrl, new URL(request.url).origin) ?? homePathFor(login.value), language);
  });
}
