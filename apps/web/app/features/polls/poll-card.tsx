/**
 * The site's poll (spec: poll with vote, feedback, results): the question with its choices and an
 * optional word of feedback, or — once this visitor voted — the results as bars with their share. A plain
 * form post to the page it sits on (form id "poll"), so it works without JavaScript.
 */
import type { Poll } from "@portal/contracts";
import { POLL_FEEDBACK_MAX } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ChoiceGroup, PageForm, SubmitButton, TextField } from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";

export function PollCard({
  poll,
  csrfToken,
  state,
}: {
  poll: Poll;
  csrfToken: string;
  state: FormState | undefined;
}) {
  const { t, formatNumber } = useI18n();
  const answer = state?.form === "poll" ? state : undefined;
  return (
    <section className="poll-card" aria-labelledby="poll-heading">
      <h2 id="poll-heading">{t("poll.heading")}</h2>
      {poll.results ? (
        <>
          {answer?.notice && (
            <p className="form-notice" role="status">
              {t(answer.notice.messageKey === "poll.already" ? "poll.already" : "poll.thanks")}
            </p>
          )}
          <p className="poll-card__question" id="poll-question">
            {poll.question}
          </p>
          <ul className="poll-results" aria-labelledby="poll-question">
            {poll.options.map((option, index) => {
              const percent = poll.results?.[index]?.percent ?? 0;
              return (
                <li key={option}>
                  <span className="poll-results__label">
                    {t("poll.optionResult", { option, percent: formatNumber(percent) })}
                  </span>
                  <span className="poll-results__bar" aria-hidden="true">
                    <span style={{ inlineSize: `${percent}%` }} />
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="field__hint">{t("poll.total", { count: poll.totalVotes ?? 0 })}</p>
        </>
      ) : (
        <PageForm
          csrfToken={csrfToken}
          state={state}
          fields={["option", "feedback"]}
          id="poll"
          intent="vote"
          hidden={{ pollId: poll.id }}
        >
          <ChoiceGroup
            name="option"
            legend={poll.question}
            options={poll.options.map((label, index) => ({ value: String(index), label }))}
            saved={[]}
          />
          <TextField
            name="feedback"
            label={t("poll.feedback")}
            multiline
            rows={2}
            maxLength={POLL_FEEDBACK_MAX}
            dir="auto"
          />
          <SubmitButton isBlock={false}>{t("poll.vote")}</SubmitButton>
        </PageForm>
      )}
    </section>
  );
}
