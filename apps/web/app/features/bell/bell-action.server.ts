/**
 * The notifications page's action: mark one notification read or all of them. Plain forms (the
 * shared `formAction` checks `_csrf`), answered with a redirect back to the page so reloading never
 * posts again; works the same with or without JavaScript. Counted per seeker by the bell service.
 */
import { data, redirect } from "react-router";
import { localizeHref } from "../../lib/localized-path.ts";
import { requireUser } from "../accounts/account-page.ts";
import { formAction } from "../accounts/form-action.server.ts";
import { type FormState, visibleValues } from "../accounts/form-state.ts";
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
  const refused = (messageKey: string, status: number, params?: Record<string, number>) =>
    data<FormState>({ values: visibleValues(input), problems: [{ messageKey, params }] }, { status });

  if (intent === "read" && typeof id === "string" && ID.test(id)) {
    const result = await context.services.bell.markRead(user.id, Number(id));
    if (result.ok) return back("read");
    return result.reason === "notFound"
      ? refused("notFound", 404)
      : refused("rateLimited", 429, { seconds: result.retryAfterSeconds });
  }
  if (intent === "read-all") {
    const result = await context.services.bell.markAllRead(user.id);
    if (result.ok) return back("all");
    return result.reason === "rateLimited"
      ? refused("rateLimited", 429, { seconds: result.retryAfterSeconds })
      : refused("notFound", 404);
  }
  return refused("invalidValue", 400);
});
