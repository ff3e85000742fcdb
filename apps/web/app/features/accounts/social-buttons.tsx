/**
 * "Continue with …" for each configured OpenID Connect provider: a form that posts the address to come
 * back to (spec §4: social login form-posts the current address as a return URL to a sign-in handler).
 */
import { Form } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useLocalHref } from "../../ui/local-link.tsx";

export function SocialButtons({
  providers,
  returnUrl,
  csrfToken,
}: {
  providers: readonly { id: string; name: string }[];
  returnUrl: string;
  csrfToken: string;
}) {
  const { t } = useI18n();
  const localHref = useLocalHref();
  if (providers.length === 0) return null;
  return (
    <section className="social-login" aria-labelledby="social-login-heading">
      <h2 id="social-login-heading" className="social-login__heading">
        {t("accounts.social.heading")}
      </h2>
      {providers.map((provider) => (
        <Form key={provider.id} method="post" action={localHref("/rio/social-login")} reloadDocument>
          <input type="hidden" name="_csrf" value={csrfToken} />
          <input type="hidden" name="provider" value={provider.id} />
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <button type="submit" className="button button--outline button--block">
            {t("accounts.social.continueWith", { provider: provider.name })}
          </button>
        </Form>
      ))}
    </section>
  );
}
