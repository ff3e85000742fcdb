/**
 * `/coming-soon/<feature>`: where the account menu's entries led while their pages were being built.
 * Every one is built now; old links and bookmarks go to the page for good (301), in their language.
 */
import { redirect } from "react-router";
import { localizeHref } from "../lib/localized-path.ts";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/coming-soon";

const BUILT: Readonly<Record<string, string>> = {
  dashboard: "/seeker/dashboard",
  profile: "/seeker/profile",
  recommendedJobs: "/seeker/recommended-jobs",
  careerServices: "/career-services",
  jobAlerts: "/seeker/job-alert-list",
  profilePerformance: "/seeker/profile-performance",
  assessment: "/seeker/assessments",
  settings: "/seeker/settings",
  feedback: "/seeker/feedback",
  notifications: "/seeker/notifications",
};

export function loader({ params, request }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const to = Object.hasOwn(BUILT, params.feature) ? BUILT[params.feature] : undefined;
  if (!to) throw notFound();
  throw redirect(localizeHref(to, language), 301);
}
