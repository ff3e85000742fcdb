/**
 * A test under way or its result (/seeker/assessments/attempts/:attemptId). Finishing is a form post
 * (the choices as `q.<question id>` fields) that works without JavaScript; the answer is a redirect back
 * here, where the result is read, so a reload never sends the test twice.
 */
import { attempt as attemptOf, problemsOf } from "@portal/contracts";
import { data } from "react-router";
import { accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { AttemptForm } from "../features/assessments/attempt-form.tsx";
import { AttemptResult } from "../features/assessments/attempt-result.tsx";
import { attemptPath } from "../features/assessments/test-card.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import assessmentStyles from "../styles/assessments.css?url";
import { formAction, goTo } from "../ui/forms/form-action.server.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-assessment-attempt";

export const links = () => [{ rel: "stylesheet", href: assessmentStyles }];
export const meta = accountMeta("assessments.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const seeker = requireUser(context, request, language, "seeker");
  const read = await attemptOf(context.services.assessments.attempt(seeker, params.attemptId, language));
  if (!read.ok) {
    if (read.error.status === 404) throw notFound();
    throw read.error;
  }
  return { attempt: read.value, csrfToken: context.session.csrfToken };
}

export const action = formAction(async ({ input, context, request, params, language }) => {
  const seeker = requireUser(context, request, language, "seeker");
  const answers: Record<string, number> = {};
  for (const [name, value] of Object.entries(input)) {
    const option = typeof value === "string" ? Number(value) : Number.NaN;
    if (name.startsWith("q.") && Number.isInteger(option)) answers[name.slice(2)] = option;
  }
  const attemptId = params.attemptId ?? "";
  const finished = await attemptOf(context.services.assessments.submit(seeker, attemptId, answers, language));
  if (!finished.ok) {
    return data<FormState>(
      { form: "attempt", values: {}, problems: problemsOf(finished.error) },
      { status: finished.error.status },
    );
  }
  return goTo(attemptPath(attemptId), language);
});

export default function SeekerAssessmentAttempt({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { attempt, csrfToken } = loaderData;
  return (
    <div className="container page narrow assessment-page">
      <p className="assessment-page__back">
        <LocalLink to="/seeker/assessments">{t("assessments.back")}</LocalLink>
      </p>
      <h1 id="attempt-heading">{attempt.title}</h1>
      {attempt.result ? (
        <AttemptResult attempt={attempt} result={attempt.result} />
      ) : (
        <AttemptForm key={attempt.id} attempt={attempt} csrfToken={csrfToken} />
      )}
    </div>
  );
}
