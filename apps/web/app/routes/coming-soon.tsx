/**
 * Pages the header and menus already link to but that are not built yet. They say so plainly instead
 * of failing, and ask search engines not to index them.
 */
import { splitLanguage } from "@portal/domain";
import { useI18n } from "../i18n/i18n-context.tsx";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../lib/meta.ts";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/coming-soon";

const FEATURES = [
  "dashboard",
  "profile",
  "recommendedJobs",
  "careerServices",
  "jobAlerts",
  "profilePerformance",
  "assessment",
  "settings",
  "feedback",
  "notifications",
] as const;
type Feature = (typeof FEATURES)[number];

const FEATURE_BY_PATH: Readonly<Record<string, Feature>> = {
  "/seeker/dashboard": "dashboard",
};

function isFeature(value: string | undefined): value is Feature {
  return (FEATURES as readonly string[]).includes(value ?? "");
}

export function loader({ params, request }: Route.LoaderArgs) {
  pageLanguage(params, request);
  if (params.feature !== undefined) {
    if (!isFeature(params.feature)) throw notFound();
    return { feature: params.feature };
  }
  const path = splitLanguage(new URL(request.url).pathname).path.toLowerCase().replace(/\/+$/, "");
  const feature = FEATURE_BY_PATH[path];
  if (!feature) throw notFound();
  return { feature };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataFrom(matches);
  if (!root || !loaderData) return [];
  const { t } = i18nFromRoot(root);
  return pageMeta(root, { title: t(`soon.feature.${loaderData.feature}`), noindex: true });
};

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="container page narrow">
      <h1>{t("soon.heading", { feature: t(`soon.feature.${loaderData.feature}`) })}</h1>
      <p>{t("soon.body")}</p>
      <p>
        <LocalLink to="/" className="button button--primary">
          {t("soon.searchInstead")}
        </LocalLink>
      </p>
    </div>
  );
}
