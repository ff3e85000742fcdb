/**
 * Registration, personal step (/seeker/registration and /seeker/personal): "I am a fresher" or "I am a
 * professional", name, e-mail, password, mobile and city. A guest gets an account and is logged in; a
 * seeker comes back here to correct these details. Works without JavaScript.
 */
import { attempt } from "@portal/contracts";
import { homePathFor } from "@portal/domain";
import { useState } from "react";
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { defaultDiallingCode, diallingCodesFor } from "../features/accounts/phone-codes.ts";
import { PERSONAL_FIELDS, PersonalFields } from "../features/accounts/registration-fields.tsx";
import { RegistrationProgress, reachableSteps } from "../features/accounts/registration-progress.tsx";
import { SocialButtons } from "../features/accounts/social-buttons.tsx";
import {
  PENDING_RETURN_FIELD,
  pendingReturnOf,
  rememberPendingReturn,
} from "../features/applications/pending-application.server.ts";
import {
  registerWithResume,
  resumeFormOptions,
} from "../features/resume-registration/personal-step.server.ts";
import {
  resumeRegistrationLinks,
  usePersonalResumeMarks,
} from "../features/resume-registration/personal-step.ts";
import { ResumeUpload } from "../features/resume-registration/resume-upload.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, goTo, refused } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import { type FormState, problemFor } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-registration";

export const links = () => [...accountLinks(), ...resumeRegistrationLinks()];
export const meta = accountMeta("accounts.personal.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = context.session.user;
  if (user && user.role !== "seeker") throw goTo("/rio/login?wrongAccount=1", language);
  const state = user ? await context.services.accounts.registrationState(user) : null;
  const personal = state?.steps.personal ?? {};
  const pendingReturn = user
    ? null
    : pendingReturnOf(request, new URL(request.url).searchParams.get("returnUrl"));
  return {
    csrfToken: context.session.csrfToken,
    isNew: !user,
    canUploadResume: Boolean(context.services.resumeRegistration),
    reachable: state ? reachableSteps(Object.keys(state.steps), state.progress) : [],
    defaults: {
      experienceType: user?.experienceType ?? "",
      name: user?.name ?? "",
      diallingCode: user?.mobile?.diallingCode ?? defaultDiallingCode(context.site.diallingPrefix),
      mobile: user?.mobile?.number ?? "",
      currentCity: typeof personal.currentCity === "string" ? personal.currentCity : "",
    },
    siteId: context.site.id,
    siteCode: context.site.defaultDiallingCode,
    providers: context.services.accounts.socialProviders(),
    returnUrl: `${new URL(request.url).origin}${pendingReturn ?? "/"}`,
    /** Where a guest sent to log in (to apply, say) goes once registration is complete. */
    pendingReturn,
  };
}

export const action = formAction(async ({ input, files, context, language, request }) => {
  const user = context.session.user;
  // A resume sent with the step: read first, so a file the portal refuses costs no account.
  const resume = await registerWithResume.vet(files, context);
  if (resume && !resume.ok) return refused(input, resume);
  const registered = await attempt(
    context.services.accounts.registerPersonal(input, context.session.meta, user),
  );
  if (!registered.ok) return refused(input, registered.error);
  const seeker = registered.value;
  if (!user) await context.session.logIn(seeker, "registration");
  const next = homePathFor(seeker);
  const kept = resume ? await registerWithResume.keep(resume.file, seeker, context) : true;
  const pending = user ? null : pendingReturnOf(request, input[PENDING_RETURN_FIELD]);
  return goTo(
    kept ? next : registerWithResume.notKeptPath(next),
    language,
    rememberPendingReturn(context, pending),
  );
}, resumeFormOptions);

/** A link that keeps the page to come back to after registering or logging in. */
function withPendingReturn(path: string, pendingReturn: string | null): string {
  return pendingReturn ? `${path}?returnUrl=${encodeURIComponent(pendingReturn)}` : path;
}

export default function PersonalStep({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { defaults, isNew } = loaderData;
  const codes = diallingCodesFor(loaderData.siteId, loaderData.siteCode);
  const [resumeMarks, setResumeMarks] = useState<Record<string, string>>({});
  const markFilled = usePersonalResumeMarks(setResumeMarks);

  return (
    <div className="container page narrow account-page">
      {!isNew && (
        <RegistrationProgress
          current="personal"
          experienceType={defaults.experienceType === "fresher" ? "fresher" : "professional"}
          reachable={loaderData.reachable}
        />
      )}
      <h1>{isNew ? t("accounts.registration.heading") : t("accounts.personal.heading")}</h1>
      {isNew && (
        <p className="account-page__intro">
          {t("accounts.registration.intro")}{" "}
          <LocalLink to={withPendingReturn("/rio/login", loaderData.pendingReturn)}>
            {t("accounts.registration.haveAccount")}
          </LocalLink>
        </p>
      )}
      <PageForm
        state={state}
        csrfToken={loaderData.csrfToken}
        fields={[...PERSONAL_FIELDS, "resume"]}
        encType="multipart/form-data"
      >
        {isNew && loaderData.canUploadResume && (
          <ResumeUpload
            language={language}
            csrfToken={loaderData.csrfToken}
            problem={problemFor(state, "resume")}
            onFilled={markFilled}
          />
        )}
        {loaderData.pendingReturn && (
          <input type="hidden" name="pendingReturn" value={loaderData.pendingReturn} />
        )}
        <PersonalFields defaults={defaults} codes={codes} isNew={isNew} marks={resumeMarks} />
        <SubmitButton>
          {isNew ? t("accounts.registration.submit") : t("accounts.form.saveContinue")}
        </SubmitButton>
      </PageForm>
      {isNew && (
        <>
          <p className="account-page__aside">
            <LocalLink to={withPendingReturn("/seeker/single-page-registration", loaderData.pendingReturn)}>
              {t("accounts.registration.singlePageLink")}
            </LocalLink>
          </p>
          <SocialButtons
            providers={loaderData.providers}
            returnUrl={loaderData.returnUrl}
            csrfToken={loaderData.csrfToken}
          />
        </>
      )}
    </div>
  );
}
