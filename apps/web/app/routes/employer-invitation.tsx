/**
 * An invitation link (/employer/invitation?token=…): which company, address and role it offers. Someone
 * without an account creates one here (name, password: the link proves the address); the invited
 * recruiter, logged in, joins with one button; anyone else is told to log in with the invited address.
 * The token travels in the form, never in a redirect or a log line of ours.
 */
import { attempt } from "@portal/contracts";
import { RECRUITER_HOME_PATH } from "@portal/domain";
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { RecruiterAccountFields } from "../features/accounts/recruiter-fields.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, goTo, refused } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-invitation";

export const links = accountLinks;
export const meta = accountMeta("invitation.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = token ? await context.services.team.previewInvitation(token) : null;
  const user = context.session.user;
  return {
    csrfToken: context.session.csrfToken,
    token,
    invitation,
    brand: context.brand.name,
    /** Logged in as the invited recruiter: one button joins. */
    isInvitee: Boolean(invitation && user?.role === "recruiter" && user.email === invitation.email),
    isLoggedIn: Boolean(user),
  };
}

export const action = formAction(async ({ input, context, language }) => {
  const accepted = await attempt(
    context.services.accounts.acceptInvitation(
      formText(input.token),
      input,
      context.session.meta,
      context.session.user,
    ),
  );
  if (!accepted.ok) return refused(input, accepted.error);
  if (!context.session.user) await context.session.logIn(accepted.value.user, "registration");
  return goTo(RECRUITER_HOME_PATH, language);
});

export default function EmployerInvitation({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { invitation, token, csrfToken, brand, isInvitee, isLoggedIn } = loaderData;
  if (!invitation) {
    return (
      <div className="container page narrow account-page">
        <h1>{t("invitation.title")}</h1>
        <p className="notice" role="note">
          {t("invitation.invalid")}
        </p>
      </div>
    );
  }
  return (
    <div className="container page narrow account-page">
      <h1>
        <Sentence message="invitation.heading" values={{ company: invitation.companyName, brand }} />
      </h1>
      <p className="account-page__intro">
        <Sentence
          message="invitation.intro"
          values={{ role: t(`team.role.${invitation.role}`), email: invitation.email }}
        />
      </p>
      {isInvitee ? (
        <PageForm csrfToken={csrfToken} state={state} fields={[]} hidden={{ token }}>
          <SubmitButton>
            <Sentence message="invitation.acceptLoggedIn" values={{ company: invitation.companyName }} />
          </SubmitButton>
        </PageForm>
      ) : invitation.hasAccount || isLoggedIn ? (
        <>
          <p className="notice" role="note">
            <Sentence message="invitation.loginFirst" values={{ email: invitation.email }} />
          </p>
          <p className="account-links">
            {/* No return address with the token in it: addresses end up in logs; the e-mail keeps the link. */}
            <LocalLink to="/employer/login">{t("invitation.loginLink")}</LocalLink>
          </p>
        </>
      ) : (
        <PageForm
          csrfToken={csrfToken}
          state={state}
          fields={["name", "password", "jobTitle"]}
          hidden={{ token }}
        >
          <p>{t("invitation.create")}</p>
          <RecruiterAccountFields withEmail={false} />
          <SubmitButton>{t("invitation.submit")}</SubmitButton>
        </PageForm>
      )}
    </div>
  );
}
