/** /i18n/<language>.<version>.json: a language's interface texts, fetched once by a browser and cached. */
import { catalogueResponse } from "../i18n/catalogues.server.ts";
import { notFound } from "../lib/page-language.ts";
import type { Route } from "./+types/i18n-catalogue";

export function loader({ params }: Route.LoaderArgs) {
  const response = catalogueResponse(params.file);
  if (!response) throw notFound();
  return response;
}
