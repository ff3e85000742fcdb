import { isLanguage, type Language, withLanguage } from "@portal/domain";
import { data, redirect } from "react-router";

/**
 * The language a page loader serves, from the optional `:lang` segment. English has no prefix, so
 * "/en/…" moves permanently to the bare path; any other unknown segment is a page that does not exist.
 */
export function pageLanguage(params: { lang?: string }, request: Request): Language {
  const segment = params.lang;
  if (segment === undefined) return "en";
  if (segment === "en") {
    const url = new URL(request.url);
    throw redirect(withLanguage(`${url.pathname}${url.search}`, "en"), 301);
  }
  if (!isLanguage(segment)) throw notFound();
  return segment;
}

export function notFound() {
  return data(null, { status: 404, statusText: "Not Found" });
}
