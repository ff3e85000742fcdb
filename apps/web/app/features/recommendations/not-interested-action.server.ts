/**
 * The action of /seeker/not-interested: hide a job or its company, or show one again, posted from
 * recommended job cards, the job page and the list itself. It goes back where the form was, with a
 * notice in the address, so it works without JavaScript; a refusal is shown on the list page.
 */

import { attempt, HIDDEN_LIMIT } from "@portal/contracts";
import type { FieldProblem } from "@portal/domain";
import { data, redirect } from "react-router";
import { localizeHref } from "../../lib/localized-path.ts";
import { returnToOf } from "../../lib/return-path.server.ts";
import { formAction, formText } from "../../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../../ui/forms/form-state.ts";
import {
  NOT_INTERESTED_INTENTS,
  NOT_INTERESTED_PATH,
  type NotInterestedIntent,
  type NotInterestedNotice,
} from "./not-interested.ts";

const NOTICE_OF: Record<NotInterestedIntent, NotInterestedNotice> = {
  hideJob: "jobHidden",
  hideCompany: "companyHidden",
  unhideJob: "jobShown",
  unhideCompany: "companyShown",
};

/** The return address with the notice set (and any earlier notice replaced). */
function withNotice(path: string, notice: NotInterestedNotice): string {
  const url = new URL(path, "http://local");
  url.searchParams.set("notice", notice);
  return `${url.pathname}${url.search}${url.hash}`;
}

export const notInterestedAction = formAction(async ({ input, context, language, request }) => {
  const intent = formText(input.intent) as NotInterestedIntent;
  const id = Number(formText(input.id));
  const listPath = localizeHref(NOT_INTERESTED_PATH, language);
  const returnTo = returnToOf(request, input.returnTo, listPath);
  if (!NOT_INTERESTED_INTENTS.includes(intent) || !Number.isSafeInteger(id) || id <= 0) {
    return data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "invalidValue" }] },
      { status: 400 },
    );
  }
  const user = context.session.user;
  if (!user)
    return redirect(`${localizeHref("/rio/login", language)}?returnUrl=${encodeURIComponent(returnTo)}`);
  if (user.role !== "seeker") {
    return data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "forbidden" }] },
      { status: 403 },
    );
  }
  const service = context.services.recommendations;
  const siteId = context.site.id;
  const outcome = await attempt<unknown>(
    intent === "hideJob"
      ? service.hideJob(user, siteId, id)
      : intent === "hideCompany"
        ? service.hideCompanyOfJob(user, siteId, id)
        : intent === "unhideJob"
          ? service.unhideJob(user, id)
          : service.unhideCompany(user, id),
  );
  // Showing again what is already shown leaves the seeker where they wanted to be.
  if (!outcome.ok && !(intent.startsWith("unhide") && outcome.error.code === "NOT_FOUND")) {
    const { error } = outcome;
    const problem: FieldProblem =
      error.code === "UNPROCESSABLE"
        ? { messageKey: "notInterested.limit", params: { max: HIDDEN_LIMIT } }
        : error.code === "RATE_LIMITED"
          ? { messageKey: "rateLimited", params: { seconds: error.retryAfterSeconds ?? 0 } }
          : { messageKey: "notInterested.notFound" };
    return data<FormState>({ values: visibleValues(input), problems: [problem] }, { status: error.status });
  }
  return redirect(withNotice(returnTo, NOTICE_OF[intent]));
});
