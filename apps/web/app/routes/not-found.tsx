/** Any address no other route knows: the root error boundary shows the 404 page in the right language. */
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/not-found";

export function loader({ params, request }: Route.LoaderArgs): never {
  pageLanguage(params, request);
  throw notFound();
}

export default function NotFound() {
  return null;
}
