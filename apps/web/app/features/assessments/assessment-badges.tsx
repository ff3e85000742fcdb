/**
 * Passed skill assessments as a profile shows them — to the seeker, on candidate search results and on
 * the profile a recruiter opens: the test's name in the page's language and the best score.
 */
import type { AssessmentBadge } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { Sentence } from "../../i18n/sentence.tsx";

export function AssessmentBadges({
  badges,
  labelledBy,
}: {
  badges: readonly AssessmentBadge[];
  labelledBy?: string;
}) {
  const { t, language, formatDate, formatNumber } = useI18n();
  if (badges.length === 0) return null;
  return (
    <ul
      className="assessment-badges"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t("assessments.badges")}
    >
      {badges.map((badge) => (
        <li key={badge.slug} className="assessment-badge">
          <span aria-hidden="true" className="assessment-badge__mark">
            ✓
          </span>{" "}
          <span
            title={t("assessments.badgeTitle", {
              title: badge.title[language],
              date: formatDate(badge.passedAt),
              score: badge.scorePercent,
            })}
          >
            <Sentence
              message="assessments.badge"
              values={{ title: badge.title[language], score: formatNumber(badge.scorePercent) }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
