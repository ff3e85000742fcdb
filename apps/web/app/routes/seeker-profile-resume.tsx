/**
 * /seeker/profile/resume: the resume section of a profile on its own page. It takes the section's forms
 * (upload without JavaScript, apply the reviewed rows, remove) and shows a refused upload's message
 * beside the file field; successes return to the profile page.
 */
import { attempt } from "@portal/contracts";
import { useActionData } from "react-router";
import { accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { resumeDropZoneLinks } from "../features/resumes/resume-drop-zone.tsx";
import {
  loadResumePart,
  type ResumeActionState,
  resumeAction,
} from "../features/resumes/resume-page.server.ts";
import { ResumeSection } from "../features/resumes/resume-section.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import accountsStyles from "../styles/accounts.css?url";
import profileStyles from "../styles/profile.css?url";
import resumesStyles from "../styles/resumes.css?url";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-profile-resume";

export const links = () => [
  { rel: "stylesheet", href: accountsStyles },
  { rel: "stylesheet", href: profileStyles },
  { rel: "stylesheet", href: resumesStyles },
  ...resumeDropZoneLinks(),
];
export const meta = accountMeta("resumes.pageTitle");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request, pageLanguage(params, request), "seeker");
  const url = new URL(request.url);
  const page = await attempt(context.services.profiles.pageData(user, url.searchParams.get("profile")));
  const profileId = page.ok ? (page.value.current?.id ?? null) : null;
  // A seeker without a profile yet may still start from a resume: the upload makes the profile.
  const part = profileId
    ? await loadResumePart(context, user, profileId, url)
    : { resumes: { current: null, history: [] }, review: null, notice: null };
  return { profileId, csrfToken: context.session.csrfToken, ...part };
}

export const action = resumeAction;

export default function ProfileResumePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as ResumeActionState | undefined;
  const problem = state?.problems.find((entry) => entry.field === "file") ?? state?.problems[0] ?? null;
  return (
    <div className="container page narrow profile-page">
      <h1>{t("resumes.pageTitle")}</h1>
      <p>
        <LocalLink
          to={loaderData.profileId ? `/seeker/profile?profile=${loaderData.profileId}` : "/seeker/profile"}
        >
          {t("resumes.backToProfile")}
        </LocalLink>
      </p>
      <ResumeSection
        profileId={loaderData.profileId}
        csrfToken={loaderData.csrfToken}
        resumes={loaderData.resumes}
        review={loaderData.review}
        notice={loaderData.notice}
        problem={problem}
      />
    </div>
  );
}
