/**
 * The one way an account page action reads its form: the signed `_csrf` field is checked before the
 * handler sees anything (the server's CSRF hook has already made sure the post came from our own
 * origin). A page that changes state exports `action = formAction(...)`; a browser journey posts to every
 * such page without the field and expects a refusal.
 */
import { isLanguage, type Language, safeReturnPath } from "@portal/domain";
import { data, redirect } from "react-router";
import { localizeHref } from "../../lib/localized-path";
import type { PortalLoadContext } from "../../load-context";
import type { AccountResult, FormInput } from "./accounts-contract";
import { type FormState, visibleValues } from "./form-state";

export interface FormActionArgs {
  request: Request;
  context: PortalLoadContext;
  params: Record<string, string | undefined>;
  input: FormInput;
  language: Language;
}

/** Reads a posted form into plain values; repeated names (checkboxes) become lists. */
export function formInput(formData: FormData): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    const values = formData.getAll(name).filter((value): value is string => typeof value === "string");
    input[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return input;
}

export function formAction(
  handler: (args: FormActionArgs) => Promise<Response | ReturnType<typeof data<FormState>>>,
) {
  return async ({
    request,
    context,
    params,
  }: {
    request: Request;
    context: PortalLoadContext;
    params: Record<string, string | undefined>;
  }) => {
    const formData = await request.formData();
    const { _csrf: token, ...input } = formInput(formData);
    if (!context.session.isValidCsrfToken(token)) {
      return data<FormState>(
        { values: visibleValues(input), problems: [{ messageKey: "csrfFailed" }] },
        { status: 403 },
      );
    }
    const language = isLanguage(params.lang) ? params.lang : "en";
    return handler({ request, context, params, input, language });
  };
}

/** The action's answer to a refused call: the problems, with what was typed, and the call's status. */
export function refused(input: FormInput, result: Extract<AccountResult<unknown>, { ok: false }>) {
  return data<FormState>(
    { values: visibleValues(input), problems: result.problems },
    { status: result.status },
  );
}

export function saved(input: FormInput, notice: FormState["notice"], stage?: string) {
  return data<FormState>({ values: visibleValues(input), problems: [], notice, ...(stage ? { stage } : {}) });
}

export function goTo(path: string, language: Language, init?: ResponseInit) {
  return redirect(localizeHref(path, language), init);
}

/**
 * Where to go after login: the `returnUrl` the page was given (same site only), otherwise the page the
 * person came from when it is one of ours and not a login page, otherwise null.
 */
export function returnPathOf(request: Request, explicit: string | null | undefined): string | null {
  const origin = new URL(request.url).origin;
  const fromParameter = safeReturnPath(explicit, origin);
  if (fromParameter) return fromParameter;
  const referrer = safeReturnPath(request.headers.get("referer"), origin);
  if (!referrer || /\/(rio|employer)\/|riologin|\/seeker\/(registration|personal)/.test(referrer))
    return null;
  return referrer;
}
