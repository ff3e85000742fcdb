/**
 * Skill assessments (/seeker/assessments, user menu "Assessment"): the site's tests with the seeker's
 * standing in each, the rules before the clock starts, and "Start test" (a plain form post that starts or
 * resumes the attempt and goes to it; it works without JavaScript).
 */
import { attempt, problemsOf } from "@portal/contracts";
import { ASSESSMENT_RETAKE_DAYS } from "@portal/domain";
import { data } from "react-router";
import { accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { attemptPath, TestCard } from "../features/assessments/test-card.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import accountsStyles from "../styles/accounts.css?url";
import assessmentStyles from "../styles/assessments.css?url";
import { formAction, formText, goTo } from "../ui/forms/form-action.server.ts";
import { useProblemText } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/seeker-assessments";

export const links = () => [
  { rel: "stylesheet", href: accountsStyles },
  { rel: "stylesheet", href: assessmentStyles },
];
export const meta = accountMeta("assessments.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const seeker = requireUser(context, request, language, "seeker");
  return {
    tests: await context.services.assessments.list(seeker, context.site.id, language),
    csrfToken: context.session.csrfToken,
  };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const seeker = requireUser(context, request, language, "seeker");
  const started = await attempt(
    context.services.assessments.start(seeker, context.site.id, formText(input.slug)),
  );
  if (!started.ok) {
    return data<FormState>(
      { form: "start", values: {}, problems: problemsOf(started.error) },
      { status: started.error.status },
    );
  }
  return goTo(attemptPath(started.value.attemptId), language);
});

export default function SeekerAssessments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const { tests, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  return (
    <div className="container page narrow account-page">
      <h1>{t("assessments.title")}</h1>
      <p className="account-page__intro">{t("assessments.intro")}</p>
      <section aria-labelledby="assessment-rules" className="assessment-rules">
        <h2 id="assessment-rules">{t("assessments.rulesHeading")}</h2>
        <ul>
          <li>{t("assessments.rule.clock")}</li>
          <li>{t("assessments.rule.saved")}</li>
          <li>{t("assessments.rule.retake", { days: ASSESSMENT_RETAKE_DAYS })}</li>
          <li>{t("assessments.rule.badge")}</li>
        </ul>
      </section>
      {state?.problems.length ? (
        <div className="form-summary" role="alert">
          {state.problems.map((problem) => (
            <p key={problem.messageKey}>{problemText(problem)}</p>
          ))}
        </div>
      ) : null}
      <section aria-labelledby="assessment-tests">
        <h2 id="assessment-tests">{t("assessments.testsHeading")}</h2>
        {tests.length === 0 ? (
          <p>{t("assessments.none")}</p>
        ) : (
          <ul className="assessment-cards">
            {tests.map((test) => (
              <TestCard key={test.slug} test={test} csrfToken={csrfToken} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
