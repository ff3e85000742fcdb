/** A finished attempt: how many were right, passed or not, and when the test may be taken again. */
import type { AssessmentAttempt, AssessmentResult } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { Sentence } from "../../i18n/sentence.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

export function AttemptResult({ attempt, result }: { attempt: AssessmentAttempt; result: AssessmentResult }) {
  const { t, formatDate, formatNumber } = useI18n();
  return (
    <section
      className={`assessment-result assessment-result--${result.passed ? "passed" : "failed"}`}
      aria-labelledby="result-heading"
    >
      <h2 id="result-heading">{t("assessments.result.heading")}</h2>
      <p className="assessment-result__score">
        {t("assessments.result.score", {
          correct: formatNumber(result.correct),
          total: formatNumber(result.total),
          score: formatNumber(result.scorePercent),
        })}
      </p>
      <p>
        {result.passed ? (
          <Sentence message="assessments.result.passed" values={{ title: attempt.title }} />
        ) : (
          t("assessments.result.failed", { pass: formatNumber(attempt.passPercent) })
        )}
      </p>
      {attempt.retakeAt && <p>{t("assessments.retakeOn", { date: formatDate(attempt.retakeAt) })}</p>}
      <p className="assessment-result__links">
        <LocalLink to="/seeker/assessments">{t("assessments.back")}</LocalLink>
        {result.passed && <LocalLink to="/seeker/profile">{t("menu.profile")}</LocalLink>}
      </p>
    </section>
  );
}
