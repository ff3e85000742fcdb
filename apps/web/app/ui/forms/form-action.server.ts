/**
 * The one way a page action reads its form: the signed `_csrf` field is checked before the
 * handler sees anything (the server's CSRF hook has already made sure the post came from our own
 * origin). A page that changes state exports `action = formAction(...)`; a browser journey posts to every
 * such page without the field and expects a refusal.
 */

import { type AppError, type FormInput, type PortalLoadContext, problemsOf } from "@portal/contracts";
import { type FieldProblem, isLanguage, type Language, safeReturnPath } from "@portal/domain";
import { data, redirect } from "react-router";
import { localizeHref } from "../../lib/localized-path.ts";
import { type FormState, visibleValues } from "./form-state.ts";

export interface FormActionArgs {
  request: Request;
  context: PortalLoadContext;
  params: Record<string, string | undefined>;
  input: FormInput;
  /** Uploaded files by field name (multipart forms of actions that accept them). */
  files: Readonly<Record<string, File>>;
  language: Language;
}

export interface FormActionOptions {
  /**
   * Accept multipart bodies (file uploads) up to this many bytes in all. The body is read with a running
   * count, so a larger one is never held in memory; the action then answers 413 with `tooLarge`.
   */
  maxBodyBytes?: number;
  tooLarge?: FieldProblem;
}

/** Past this, an oversized body is no longer read to its end (to answer politely) but cut off. */
const DRAIN_CEILING_FACTOR = 8;

/**
 * The posted form, read with a byte limit; "too-large" when the body passes it. An oversized body is
 * still read (and thrown away) up to a ceiling, so the browser gets our answer rather than a reset.
 */
async function readLimitedForm(request: Request, maxBytes: number): Promise<FormData | "too-large"> {
  const declared = Number(request.headers.get("content-length"));
  const reader = request.body?.getReader();
  if (!reader) return new FormData();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let isTooLarge = Number.isFinite(declared) && declared > maxBytes;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) isTooLarge = true;
    if (total > maxBytes * DRAIN_CEILING_FACTOR) {
      await reader.cancel();
      break;
    }
    if (!isTooLarge) chunks.push(value);
  }
  if (isTooLarge) return "too-large";
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Response(body, {
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  }).formData();
}

function filesOf(formData: FormData): Record<string, File> {
  const files: Record<string, File> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" && !(name in files)) files[name] = value;
  }
  return files;
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

/** A single-valued field as text: "" when it is missing or was sent more than once. */
export function formText(value: FormInput[string] | undefined): string {
  return typeof value === "string" ? value : "";
}

export function formAction(
  handler: (args: FormActionArgs) => Promise<Response | ReturnType<typeof data<FormState>>>,
  options: FormActionOptions = {},
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
    let formData: FormData | "too-large";
    try {
      formData =
        options.maxBodyBytes === undefined
          ? await request.formData()
          : await readLimitedForm(request, options.maxBodyBytes);
    } catch {
      return data<FormState>({ values: {}, problems: [{ messageKey: "invalidValue" }] }, { status: 400 });
    }
    if (formData === "too-large") {
      return data<FormState>(
        { values: {}, problems: [options.tooLarge ?? { messageKey: "payloadTooLarge" }] },
        { status: 413 },
      );
    }
    const { _csrf: token, ...input } = formInput(formData);
    if (!context.session.isValidCsrfToken(token)) {
      return data<FormState>(
        { values: visibleValues(input), problems: [{ messageKey: "csrfFailed" }] },
        { status: 403 },
      );
    }
    const language = isLanguage(params.lang) ? params.lang : "en";
    return handler({ request, context, params, input, files: filesOf(formData), language });
  };
}

/**
 * The action's answer to a refused call: its problems beside the fields, with what was typed, and its
 * status. A refusal is an AppError (`attempt`), or the problems and status a service answered with.
 */
export function refused(input: FormInput, refusal: AppError | { status: number; problems: FieldProblem[] }) {
  const problems = "problems" in refusal ? refusal.problems : problemsOf(refusal);
  return data<FormState>({ values: visibleValues(input), problems }, { status: refusal.status });
}

export function saved(input: FormInput, notice: FormState["notice"], stage?: string, init?: ResponseInit) {
  return data<FormState>(
    { values: visibleValues(input), problems: [], notice, ...(stage ? { stage } : {}) },
    init,
  );
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
