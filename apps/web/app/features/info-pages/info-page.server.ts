/** The loader of the information pages: they have no data, only a language that must be one of ours (404 otherwise). */
import { pageLanguage } from "../../lib/page-language.ts";

export function infoLoader({ params, request }: { params: { lang?: string }; request: Request }) {
  pageLanguage(params, request);
  return null;
}
