/**
 * The action of /seeker/apply: applies to the posted jobs with the chosen profile and goes to
 * /search/applied-success with each job's outcome. Posted from the apply page and the job page's
 * apply panel. A guest is sent to log in and comes back to the apply page with the same jobs (they
 * travel in the return address; nothing is applied before the seeker confirms). Any failure of the
 * transaction leaves nothing half done and is said plainly.
 */

import { type AppError, attempt, type FormInput, type JobApplyOutcome } from "@portal/contracts";
import type { FieldProblem } from "@portal/domain";
import { data, redirect } from "react-router";
import { localizeHref } from "../../lib/localized-path.ts";
import { returnToOf } from "../../lib/return-path.server.ts";
import { formAction } from "../../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../../ui/forms/form-state.ts";
import { APPLIED_SUCCESS_PATH, applyHref } from "./apply-controls.tsx";

/** More than any multi-apply limit; a longer list is not a person's choice. */
export const MAX_JOBS_ON_APPLY_PAGE = 50;

/** Job ids from repeated `jobId` values or comma lists, in order, without duplicates. */
export function jobIdsOf(values: readonly (string | null | undefined)[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    for (const part of (value ?? "").split(",")) {
      const id = Number(part.trim());
      if (/^\d{1,16}$/.test(part.trim()) && Number.isSafeInteger(id) && id > 0 && !ids.includes(id))
        ids.push(id);
    }
  }
  return ids.slice(0, MAX_JOBS_ON_APPLY_PAGE);
}

function listOf(value: FormInput[string]): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/**
 * A refusal of `applications.apply` in the page's own words, or null for one the page does not expect
 * (said as a failure: nothing was applied).
 */
export function applyRefusalProblem(error: AppError): FieldProblem | null {
  if (error.code === "RATE_LIMITED")
    return { messageKey: "rateLimited", params: { seconds: error.retryAfterSeconds ?? 0 } };
  switch (error.messageKey) {
    case "selectProfile":
      return { field: "profileId", messageKey: "selectProfile" };
    case "applyNoJobs":
      return { messageKey: "applications.noJobs" };
    case "applyLimitFresher":
    case "applyLimitExperienced": {
      // The limit of the chosen profile and how many were chosen, as the service counted them.
      const { max = 0, selected = 0 } = error.details[0]?.params ?? {};
      return {
        messageKey:
          error.messageKey === "applyLimitFresher"
            ? "applications.tooManyFresher"
            : "applications.tooManyExperienced",
        params: { max, selected },
      };
    }
    default:
      return null;
  }
}

/** The success page's address: which jobs were applied to, already applied to, closed or missing. */
export function successSearch(outcomes: readonly JobApplyOutcome[], back: string): string {
  const params = new URLSearchParams();
  const groups = { applied: "applied", alreadyApplied: "already", expired: "closed", notFound: "missing" };
  for (const [outcome, name] of Object.entries(groups)) {
    const ids = outcomes.filter((item) => item.outcome === outcome).map((item) => item.jobId);
    if (ids.length > 0) params.set(name, ids.join(","));
  }
  params.set("back", back);
  return params.toString();
}

export const applyAction = formAction(async ({ input, context, language, request }) => {
  const url = new URL(request.url);
  const posted = jobIdsOf(listOf(input.jobId));
  const jobIds = posted.length > 0 ? posted : jobIdsOf(url.searchParams.getAll("jobId"));
  const back = returnToOf(request, input.back ?? url.searchParams.get("back"), localizeHref("/", language));
  const user = context.session.user;
  if (!user) {
    const returnUrl = localizeHref(applyHref(jobIds, back), language);
    return redirect(`${localizeHref("/rio/login", language)}?returnUrl=${encodeURIComponent(returnUrl)}`);
  }
  if (user.role !== "seeker") {
    return data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "forbidden" }] },
      { status: 403 },
    );
  }
  const profileId = typeof input.profileId === "string" && input.profileId ? input.profileId : null;
  // Any failure but a refusal rolled the transaction back: nothing was applied, and the seeker is told
  // so plainly.
  const failed = () =>
    data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "somethingWentWrong" }] },
      { status: 500 },
    );
  const outcome = await attempt(
    context.services.applications.apply(user, context.site.id, { jobIds, profileId }),
  ).catch(() => null);
  if (!outcome) return failed();
  if (!outcome.ok) {
    const problem = applyRefusalProblem(outcome.error);
    if (!problem) return failed();
    return data<FormState>(
      { values: visibleValues(input), problems: [problem] },
      { status: outcome.error.status },
    );
  }
  return redirect(
    `${localizeHref(APPLIED_SUCCESS_PATH, language)}?${successSearch(outcome.value.outcomes, back)}`,
  );
});
