/**
 * The seeker's photo (/seeker/photo): upload, replace, remove. Works without JavaScript: a multipart
 * form posting to this page's action, which reads at most the photo limit (plus room for the form) and
 * checks the CSRF field like every page action.
 */
import { attempt } from "@portal/contracts";
import { AVATAR_ACCEPTED_TYPES, AVATAR_MAX_BYTES, AVATAR_MAX_MEGABYTES } from "@portal/domain";
import { useEffect, useRef } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { avatarProblemText } from "../features/avatar/avatar-problems.ts";
import { AvatarImage } from "../features/avatar/avatar-slot.tsx";
import { mediaLinks } from "../features/avatar/media-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, refused } from "../ui/forms/form-action.server.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-photo";

/** Room for the boundaries, headers and the CSRF field around the photo itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export const links = mediaLinks;
export const meta = accountMeta("avatar.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request, pageLanguage(params, request), "seeker");
  return {
    csrfToken: context.session.csrfToken,
    name: user.name,
    avatar: await context.services.avatars.avatarOf(user.id),
  };
}

export const action = formAction(
  async ({ input, files, context, request, language }) => {
    const user = requireUser(context, request, language, "seeker");
    const avatars = context.services.avatars;
    if (input.intent === "remove") {
      const removed = await attempt(avatars.remove(user));
      if (!removed.ok) return refused({}, removed.error);
      return data<FormState>({ values: {}, problems: [], notice: { messageKey: "avatarRemoved" } });
    }
    const file = files.file;
    // A form sent without choosing a file still carries an empty, nameless part.
    if (!file || (file.size === 0 && file.name === "")) {
      return data<FormState>(
        { values: {}, problems: [{ field: "file", messageKey: "avatarFileMissing" }] },
        { status: 400 },
      );
    }
    const uploaded = await attempt(avatars.upload(user, new Uint8Array(await file.arrayBuffer())));
    if (!uploaded.ok) return refused({}, uploaded.error);
    return data<FormState>({ values: {}, problems: [], notice: { messageKey: "avatarSaved" } });
  },
  {
    maxBodyBytes: AVATAR_MAX_BYTES + FORM_OVERHEAD_BYTES,
    tooLarge: { field: "file", messageKey: "avatarTooLarge" },
  },
);

export default function SeekerPhoto({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle";
  const summaryRef = useRef<HTMLDivElement>(null);
  const problems = state?.problems ?? [];
  const fileProblem = problems.find((problem) => problem.field === "file");
  const hasProblems = problems.length > 0;
  const { avatar } = loaderData;

  useEffect(() => {
    if (hasProblems) summaryRef.current?.focus();
  }, [hasProblems]);

  return (
    <div className="container page narrow account-page media-page">
      <h1>{t("avatar.heading")}</h1>
      <p className="account-page__intro">{t("avatar.intro")}</p>

      {hasProblems && (
        <div className="form-summary" role="alert" tabIndex={-1} ref={summaryRef}>
          <p className="form-summary__title">{t("avatar.problemTitle")}</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.field ?? "general"}-${problem.messageKey}`}>
                {problem.field === "file" ? (
                  <a href="#field-file">{avatarProblemText(t, problem)}</a>
                ) : (
                  avatarProblemText(t, problem)
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state?.notice && !hasProblems && (
        <p className="form-notice" role="status">
          {avatarProblemText(t, state.notice)}
        </p>
      )}

      <div className="photo-current">
        <AvatarImage url={avatar?.url ?? null} name={loaderData.name} alt={t("avatar.current")} size={160} />
        {!avatar && <p>{t("avatar.none")}</p>}
      </div>

      <Form method="post" encType="multipart/form-data" className="account-form" noValidate>
        <input type="hidden" name="_csrf" value={loaderData.csrfToken} />
        <div className="field">
          <label htmlFor="field-file">{t("avatar.fileLabel")}</label>
          <p className="field__hint" id="field-file-hint">
            {t("avatar.fileHint", { max: AVATAR_MAX_MEGABYTES })}
          </p>
          {fileProblem && (
            <p className="form-error" id="field-file-error">
              {avatarProblemText(t, fileProblem)}
            </p>
          )}
          <input
            id="field-file"
            name="file"
            type="file"
            accept={AVATAR_ACCEPTED_TYPES.join(",")}
            aria-describedby={fileProblem ? "field-file-hint field-file-error" : "field-file-hint"}
            aria-invalid={fileProblem ? true : undefined}
          />
        </div>
        <div>
          <button type="submit" className="button" disabled={isBusy}>
            {t(avatar ? "avatar.replace" : "avatar.upload")}
          </button>
        </div>
      </Form>

      {avatar && (
        <Form method="post" encType="multipart/form-data" className="photo-remove">
          <input type="hidden" name="_csrf" value={loaderData.csrfToken} />
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="button button--outline" disabled={isBusy}>
            {t("avatar.remove")}
          </button>
        </Form>
      )}

      <p className="account-links">
        <LocalLink to="/seeker/profile">{t("avatar.backToProfile")}</LocalLink>
      </p>
    </div>
  );
}
