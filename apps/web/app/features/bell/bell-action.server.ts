/**
 * The notifications page's action: mark one notification read or all of them. Plain forms (the
 * shared `formAction` checks `_csrf`), answered with a redirect back to the page so reloading never
 * posts again; works the same with or without JavaScript. Counted per seeker by the bell service.
 */
import { type AppError, attempt, problemsOf } from "@portal/contracts";
import { data, redirect } from "react-router";
import { localizeHref } from "../../lib/localized-path.ts";
import { formAction } from "../../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../../ui/forms/form-state.ts";
import { requireUser } from "../accounts/account-page.ts";
import { NOTIFICATIONS_PATH } from "./bell-link.tsx";

const ID = /^[1-9]\d{0,15}$/;

export const bellAction = formAction(async ({ input, context, language, request }) => {
  const user = requireUser(context, request, language, "seeker");
  const { intent, id, page } = input;
  const back = (done: string) => {
    const search = new URLSearchParams({ done });
    if (typeof page === "string" && /^[1-9]\d{0,3}$/.test(page) && page !== "1") search.set("page", page);
    return redirect(`${localizeHref(NOTIFICATIONS_PATH, language)}?${search}`);
  };
  // The service's refusals (`notFound`, `rateLimited` with its seconds) are the page's words as they are.
  const refused = (error: AppError) =>
    data<FormState>({ values: visibleValues(input), problems: problemsOf(error) }, { status: error.status });

  if (intent === "read" && typeof id === "string" && ID.test(id)) {
    const outcome = await attempt(context.services.bell.markRead(user.id, Number(id)));
    return outcome.ok ? back("read") : refused(outcome.error);
  }
  if (intent === "read-all") {
    const outcome = await attempt(context.services.bell.markAllRead(user.id));
    return outcome.ok ? back("all") : refused(outcome.error);
  }
  return data<FormState>(
    { values: visibleValues(input), problems: [{ messageKey: "invalidValue" }] },
    { status: 400 },
  );
});
