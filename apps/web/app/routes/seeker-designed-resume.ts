/**
 * /seeker/subscriptions/designed-resume.pdf?template=classic|modern: the designed resume of Profile
 * Highlighter (and Career Booster), made from the seeker's default profile as it is now, in the page's
 * language. Only while such a service runs: anyone else, and a seeker without one, finds nothing here.
 */
import { attempt } from "@portal/contracts";
import { localeFor } from "@portal/domain";
import { redirect } from "react-router";
import { requireUser } from "../features/accounts/account-page.ts";
import { includesDesignedResume, resumeTemplateOf } from "../features/subscriptions/designed-resume.ts";
import {
  designedResumePdf,
  resumeDisposition,
} from "../features/subscriptions/designed-resume-pdf.server.ts";
import { messagesFor } from "../i18n/catalogues.server.ts";
import { createI18n } from "../i18n/i18n-context.tsx";
import { localizeHref } from "../lib/localized-path.ts";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/seeker-designed-resume";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const seeker = requireUser(context, request, language, "seeker");
  const services = await context.services.subscriptions.list(seeker);
  if (!services.some(includesDesignedResume)) throw notFound();
  const page = await attempt(context.services.profiles.pageData(seeker, null));
  if (!page.ok) throw notFound();
  // Nothing to design from yet: the profile page is where the seeker makes one.
  if (!page.value.current) throw redirect(localizeHref("/seeker/profile", language));
  const locale = localeFor(context.site, language, context.brand);
  const { t } = createI18n({ language, locale, messages: messagesFor(language), now: Date.now() });
  const template = resumeTemplateOf(new URL(request.url).searchParams.get("template"));
  const profile = page.value.current;
  const pdf = await designedResumePdf({ profile, account: seeker, template, language, locale, t });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": resumeDisposition(profile.data.personal?.name || seeker.name, template),
      "Cache-Control": "private, no-store",
    },
  });
}
