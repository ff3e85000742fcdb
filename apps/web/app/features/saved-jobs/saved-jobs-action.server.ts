/**
 * The action of /seeker/saved-jobs: save or unsave a job, posted from job cards, job pages and the list
 * itself. Without JavaScript the browser goes back to the card it came from; with JavaScript the button
 * gets a data answer. Guests are sent to log in and the save completes on their return.
 */

import { type AppError, attempt, type FormInput, SAVED_JOB_LIMIT } from "@portal/contracts";
import type { FieldProblem } from "@portal/domain";
import { data, redirect } from "react-router";
import { localizeHref } from "../../lib/localized-path.ts";
import { returnToOf } from "../../lib/return-path.server.ts";
import { formAction, formText } from "../../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../../ui/forms/form-state.ts";
import { loginToSave } from "../saved-searches/pending-save.server.ts";

export const SAVED_JOBS_PATH = "/seeker/saved-jobs";

/** A refusal of the saved-jobs service in the page's own words. */
export function savedJobRefusal(input: FormInput, error: AppError) {
  const problem: FieldProblem =
    error.code === "UNPROCESSABLE"
      ? { messageKey: "savedJobs.limit", params: { max: SAVED_JOB_LIMIT } }
      : error.code === "RATE_LIMITED"
        ? { messageKey: "rateLimited", params: { seconds: error.retryAfterSeconds ?? 0 } }
        : { messageKey: "savedJobs.notFound" };
  return data<FormState>({ values: visibleValues(input), problems: [problem] }, { status: error.status });
}

export const savedJobsAction = formAction(async ({ input, context, language, request }) => {
  const intent = formText(input.intent);
  const jobId = Number(formText(input.jobId));
  const listPath = localizeHref(SAVED_JOBS_PATH, language);
  const returnTo = returnToOf(request, input.returnTo, listPath);
  const user = context.session.user;
  if (!Number.isSafeInteger(jobId) || jobId <= 0 || (intent !== "save" && intent !== "unsave")) {
    return data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "invalidValue" }] },
      { status: 400 },
    );
  }
  if (!user) {
    if (intent === "save") return loginToSave(context, language, { kind: "job", jobId, back: returnTo });
    return redirect(`${localizeHref("/rio/login", language)}?returnUrl=${encodeURIComponent(returnTo)}`);
  }
  if (user.role !== "seeker") {
    return data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "forbidden" }] },
      { status: 403 },
    );
  }

  const service = context.services.savedJobs;
  const outcome = await attempt<unknown>(
    intent === "save" ? service.save(user.id, context.site.id, jobId) : service.unsave(user.id, jobId),
  );
  // Removing a job that is no longer saved leaves the seeker where they wanted to be.
  if (!outcome.ok && !(intent === "unsave" && outcome.error.code === "NOT_FOUND"))
    return savedJobRefusal(input, outcome.error);
  const isSaved = intent === "save";
  if (input.respond === "data") {
    return data<FormState>({
      values: { ...visibleValues(input), isSaved: String(isSaved) },
      problems: [],
      notice: { messageKey: isSaved ? "savedJobs.saved" : "savedJobs.removed" },
    });
  }
  const anchor = returnTo.includes("#") ? "" : `#job-${jobId}`;
  return redirect(`${returnTo}${anchor}`);
});
