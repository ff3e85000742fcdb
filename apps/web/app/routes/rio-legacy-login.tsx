/** The old login address (riologin.html) moves permanently to /rio/login, keeping its query. */
import { redirect } from "react-router";
import { localizeHref } from "../lib/localized-path.ts";
import { pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/rio-legacy-login";

export function loader({ params, request }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const { search } = new URL(request.url);
  throw redirect(`${localizeHref("/rio/login", language)}${search}`, 301);
}

export default function LegacyLogin() {
  return null;
}
