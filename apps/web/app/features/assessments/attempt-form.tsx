/**
 * A test under way: every question on one page (a phone scrolls; nothing waits on a round trip between
 * questions), the clock at the top, each choice saved as it is made, and the form sent by itself when
 * the clock reaches zero. Without JavaScript it is a plain form: the choices go when "Finish" is pressed.
 * The clock counts from the server's time sent with the page, so a phone's wrong clock changes nothing.
 */
import type { AssessmentAttempt } from "@portal/contracts";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { callApi } from "../../api/client.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

type SaveState = "saving" | "saved" | "failed";

/** Seconds left, from the server's clock; ticking once the page is live. */
function useSecondsLeft(deadlineAt: string, serverNow: string): number {
  const deadline = Date.parse(deadlineAt);
  const [left, setLeft] = useState(() => Math.max(0, Math.round((deadline - Date.parse(serverNow)) / 1000)));
  useEffect(() => {
    const skew = Date.parse(serverNow) - Date.now();
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - (Date.now() + skew)) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, serverNow]);
  return left;
}

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

export function AttemptForm({ attempt, csrfToken }: { attempt: AssessmentAttempt; csrfToken: string }) {
  const { t, formatNumber } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<Readonly<Record<string, number>>>(attempt.answers);
  const [saves, setSaves] = useState<Readonly<Record<string, SaveState>>>({});
  const secondsLeft = useSecondsLeft(attempt.deadlineAt, attempt.now);
  const isSent = useRef(false);
  const total = attempt.questions.length;
  const answered = attempt.questions.filter((question) => answers[question.id] !== undefined).length;

  // At zero the form sends itself once; the server scores whatever it has if even that fails.
  useEffect(() => {
    if (secondsLeft > 0 || isSent.current) return;
    isSent.current = true;
    formRef.current?.requestSubmit();
  }, [secondsLeft]);

  async function choose(questionId: string, option: number) {
    setAnswers((current) => ({ ...current, [questionId]: option }));
    setSaves((current) => ({ ...current, [questionId]: "saving" }));
    const saved = await callApi("saveAssessmentAnswer", {
      params: { attemptId: attempt.id, questionId },
      body: { option },
    });
    setSaves((current) => ({ ...current, [questionId]: saved.ok ? "saved" : "failed" }));
  }

  const announcement =
    secondsLeft === 0 ? t("assessments.timeUp") : secondsLeft <= 60 ? t("assessments.oneMinute") : "";

  return (
    <Form
      method="post"
      ref={formRef}
      className="assessment-form"
      aria-labelledby="attempt-heading"
      onSubmit={() => {
        isSent.current = true;
      }}
    >
      <input type="hidden" name="_csrf" value={csrfToken} />
      <div className="assessment-clock">
        <span>{t("assessments.timeLeft")}</span>{" "}
        <span role="timer" className="assessment-clock__time" dir="ltr">
          {clock(secondsLeft)}
        </span>
        <span className="assessment-clock__answered">
          {t("assessments.answered", { answered: formatNumber(answered), total: formatNumber(total) })}
        </span>
      </div>
      {/* Told once at a minute left and once at zero, not every second. */}
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
      <ol className="assessment-questions">
        {attempt.questions.map((question, index) => {
          const save = saves[question.id];
          return (
            <li key={question.id} className="assessment-question">
              <fieldset>
                <legend>
                  <span className="assessment-question__number">
                    {t("assessments.question", {
                      number: formatNumber(index + 1),
                      total: formatNumber(total),
                    })}
                  </span>{" "}
                  <span className="assessment-question__text">{question.text}</span>
                </legend>
                {question.code && (
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide block scrolls sideways on a phone; the keyboard must reach it to scroll (WCAG 2.1.1)
                  <pre className="assessment-code" dir="ltr" tabIndex={0}>
                    <code>{question.code}</code>
                  </pre>
                )}
                <div className="assessment-options">
                  {question.options.map((option, optionIndex) => (
                    <label key={option} className="assessment-option">
                      <input
                        type="radio"
                        name={`q.${question.id}`}
                        value={optionIndex}
                        defaultChecked={attempt.answers[question.id] === optionIndex}
                        onChange={() => void choose(question.id, optionIndex)}
                      />{" "}
                      <span dir="auto">{option}</span>
                    </label>
                  ))}
                </div>
                {save === "saved" || save === "failed" ? (
                  <p className={`assessment-save assessment-save--${save}`}>
                    {save === "saved" ? t("assessments.saved") : t("assessments.notSaved")}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p>
        <button type="submit" className="button button--primary">
          {t("assessments.finish")}
        </button>
      </p>
    </Form>
  );
}
