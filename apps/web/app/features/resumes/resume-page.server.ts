/**
 * The server side of the profile's resume section: what the profile page loads for it (the current
 * resume, the history, and the review named in the address after an upload), and the action of
 * /seeker/profile/resume taking the section's forms: an upload (multipart, read with a byte limit, so
 * it works without JavaScript), applying the ticked review rows, and removing a resume. Successes go
 * back to the profile page (a reload never posts twice); refusals stay on the resume page with the
 * problem beside the upload field.
 */

import type { AccountUser } from "@portal/contracts";
import {
  type AppError,
  attempt,
  type PortalLoadContext,
  problemsOf,
  type ResumePageData,
  type ResumeReview,
} from "@portal/contracts";
import { type FieldProblem, RESUME_MAX_BYTES } from "@portal/domain";
import { data } from "react-router";
import { formAction, goTo } from "../../ui/forms/form-action.server.ts";
import type { FormState } from "../../ui/forms/form-state.ts";
import { requireUser } from "../accounts/account-page.ts";
import type { ResumeNotice } from "./resume-section.tsx";

/** Room for the boundaries, headers and the form's other fields around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ResumePart {
  resumes: ResumePageData;
  review: ResumeReview | null;
  notice: ResumeNotice | null;
}

function count(value: string | null): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : undefined;
}

/** The section's data for a profile; the address may name a review (`resumeReview`) and a notice. */
export async function loadResumePart(
  context: PortalLoadContext,
  user: AccountUser,
  profileId: string,
  url: URL,
): Promise<ResumePart> {
  const resumes = await context.services.resumes.pageData(user, profileId);
  const reviewId = url.searchParams.get("resumeReview");
  let review: ResumeReview | null = null;
  if (reviewId && UUID.test(reviewId)) {
    // A review that is gone (or another profile's) leaves the section as it is.
    const outcome = await attempt(context.services.resumes.review(user, reviewId, profileId));
    if (outcome.ok && outcome.value.profileId === profileId) review = outcome.value;
  }
  const kind = url.searchParams.get("resumeNotice");
  const notice: ResumeNotice | null =
    kind === "uploaded" || kind === "applied" || kind === "removed"
      ? {
          kind,
          ...(count(url.searchParams.get("count")) !== undefined
            ? { count: count(url.searchParams.get("count")) }
            : {}),
          ...(count(url.searchParams.get("skipped"))
            ? { skipped: count(url.searchParams.get("skipped")) }
            : {}),
        }
      : null;
  return { resumes, review, notice };
}

export type ResumeActionState = FormState;

function field(
  input: Readonly<Record<string, string | readonly string[] | undefined>>,
  name: string,
): string {
  const value = input[name];
  return (typeof value === "string" ? value : (value?.[0] ?? "")).trim();
}

function profilePath(profileId: string, query: Record<string, string>): string {
  const search = new URLSearchParams({ ...(UUID.test(profileId) ? { profile: profileId } : {}), ...query });
  return `/seeker/profile?${search.toString()}#resume`;
}

export const resumeAction = formAction(
  async ({ input, files, context, request, language }) => {
    const user = requireUser(context, request, language, "seeker");
    const resumes = context.services.resumes;
    const intent = field(input, "intent");
    const profileId = field(input, "profileId");
    const resumeId = field(input, "resumeId");
    const refused = (status: number, problems: FieldProblem[]) =>
      data<ResumeActionState>({ values: {}, problems }, { status });
    const refusal = (error: AppError) => refused(error.status, problemsOf(error));

    if (intent === "remove") {
      const removed = await attempt(resumes.remove(user, resumeId));
      if (!removed.ok) return refusal(removed.error);
      return goTo(profilePath(profileId, { resumeNotice: "removed" }), language);
    }
    if (intent === "apply") {
      const raw = input.keys;
      const keys = typeof raw === "string" ? [raw] : [...(raw ?? [])];
      const applied = await attempt(resumes.apply(user, resumeId, { keys: keys.slice(0, 200) }));
      if (!applied.ok) return refusal(applied.error);
      return goTo(
        profilePath(profileId, {
          resumeNotice: "applied",
          count: String(applied.value.applied),
          skipped: String(applied.value.skipped),
        }),
        language,
      );
    }
    const file = files.file;
    // A form sent without choosing a file still carries an empty, nameless part.
    if (!file || (file.size === 0 && file.name === ""))
      return refused(400, [{ field: "file", messageKey: "resumeRequired" }]);
    const uploaded = await attempt(
      resumes.upload(user, {
        ...(UUID.test(profileId) ? { profileId } : {}),
        fileName: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      }),
    );
    if (!uploaded.ok) return refusal(uploaded.error);
    return goTo(
      profilePath(uploaded.value.resume.profileId, {
        resumeNotice: "uploaded",
        resumeReview: uploaded.value.resume.id,
      }),
      language,
    );
  },
  {
    maxBodyBytes: RESUME_MAX_BYTES + FORM_OVERHEAD_BYTES,
    tooLarge: {
      field: "file",
      messageKey: "resumeTooLarge",
      params: { max: RESUME_MAX_BYTES / (1024 * 1024) },
    },
  },
);
