/**
 * Social login's sign-in handler (/rio/social-login): the login pages post the provider and the address
 * to come back to; this answers with the provider's authorization address and the sealed login state.
 */
import { attempt } from "@portal/contracts";
import { redirect } from "react-router";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, goTo } from "../ui/forms/form-action.server.ts";
import type { Route } from "./+types/rio-social-login";

export function loader({ params, request }: Route.LoaderArgs) {
  throw goTo("/rio/login", pageLanguage(params, request));
}

export const action = formAction(async ({ input, context, language }) => {
  const provider = typeof input.provider === "string" ? input.provider : "";
  const returnUrl = typeof input.returnUrl === "string" ? input.returnUrl : null;
  const started = await attempt(
    context.services.accounts.startSocialLogin(provider, returnUrl, context.session.meta),
  );
  if (!started.ok) return goTo(`/rio/login?socialError=${encodeURIComponent(provider)}`, language);
  return redirect(started.value.authorizationUrl, { headers: { "Set-Cookie": started.value.setCookie } });
});

export default function SocialLogin() {
  return null;
}
