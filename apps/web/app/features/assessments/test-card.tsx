/** One test in the list of assessments: what it asks, the seeker's standing, and how to start or go on. */
import type { AssessmentSummary } from "@portal/contracts";
import { Form } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

export function attemptPath(attemptId: string): string {
  return `/seeker/assessments/attempts/${attemptId}`;
}

export function TestCard({ test, csrfToken }: { test: AssessmentSummary; csrfToken: string }) {
  const { t, formatDate } = useI18n();
  const headingId = `test-${test.slug}`;
  return (
    <li className="assessment-card">
      <h3 id={headingId}>{test.title}</h3>
      <p>{test.summary}</p>
      <p className="assessment-card__facts">
        {t("assessments.facts", { questions: test.questions, minutes: test.minutes, pass: test.passPercent })}
      </p>
      {test.best && (
        <p className={test.best.passed ? "assessment-card__passed" : "assessment-card__failed"}>
          {test.best.passed
            ? t("assessments.best.passed", { score: test.best.scorePercent })
            : t("assessments.best.failed", { score: test.best.scorePercent, pass: test.passPercent })}
        </p>
      )}
      {test.inProgress ? (
        <p>
          <LocalLink to={attemptPath(test.inProgress.attemptId)} className="button button--primary">
            {t("assessments.continue")}
            <span className="visually-hidden">: {test.title}</span>
          </LocalLink>
        </p>
      ) : test.retakeAt ? (
        <p className="field__hint">{t("assessments.retakeOn", { date: formatDate(test.retakeAt) })}</p>
      ) : (
        <Form method="post" className="inline-form">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <input type="hidden" name="slug" value={test.slug} />
          <button type="submit" className="button button--primary">
            {t("assessments.start")}
            <span className="visually-hidden">: {test.title}</span>
          </button>
        </Form>
      )}
    </li>
  );
}
