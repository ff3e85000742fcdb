/**
 * Staff: the site's polls (/staff/polls; the content area). Open a new poll — the question and two to six
 * options, each in English, Hindi and Arabic — which closes the open one; see each poll's votes and the
 * feedback left with them; close the open poll. Plain forms: they work without JavaScript.
 */
import { attempt, problemsOf, type StaffPoll } from "@portal/contracts";
import { LANGUAGES, POLL_OPTIONS_MAX, POLL_TEXT_MAX } from "@portal/domain";
import { data } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/staff-polls";

export const links = accountLinks;
export const meta = accountMeta("staff.polls.title");

/** The form's fields: the question and every option, each in every language. */
const FIELDS = [
  "question",
  ...Array.from({ length: POLL_OPTIONS_MAX }, (_, index) => `option${index + 1}`),
].flatMap((field) => LANGUAGES.map((language) => `${field}.${language}`));

/** The options the form offers at once (up to POLL_OPTIONS_MAX are accepted). */
const FORM_OPTIONS = [1, 2, 3, 4];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  return {
    polls: await context.services.polls.staffList(staff, context.site.id),
    csrfToken: context.session.csrfToken,
  };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const staff = requireUser(context, request, language, "staff");
  if (formText(input.intent) === "close") {
    const closed = await attempt(context.services.polls.close(staff, formText(input.id)));
    if (!closed.ok)
      return data<FormState>(
        { form: "close", values: {}, problems: problemsOf(closed.error) },
        { status: closed.error.status },
      );
    return saved({}, { messageKey: "staff.polls.closedNotice" }, "close");
  }
  const created = await attempt(context.services.polls.create(staff, context.site.id, input));
  if (!created.ok)
    return data<FormState>(
      { form: "create", values: visibleValues(input), problems: problemsOf(created.error) },
      { status: created.error.status },
    );
  return saved({}, { messageKey: "staff.polls.created" }, "create");
});

function PollSummary({ poll, csrfToken }: { poll: StaffPoll; csrfToken: string }) {
  const { t, formatDate } = useI18n();
  const total = poll.votes.reduce((sum, count) => sum + count, 0);
  return (
    <li className="order-card">
      <p className="order-card__facts">
        {poll.closedAt ? t("staff.polls.closed", { date: formatDate(poll.closedAt) }) : t("staff.polls.open")}{" "}
        · {t("staff.polls.votes", { count: total })}
      </p>
      <h2 dir="auto">{poll.question.en}</h2>
      <ul>
        {poll.options.map((option, index) => (
          <li key={option.en}>
            <span dir="auto">{option.en}</span> — {t("staff.polls.votes", { count: poll.votes[index] ?? 0 })}
          </li>
        ))}
      </ul>
      <h3>{t("staff.polls.feedback")}</h3>
      {poll.feedback.length === 0 ? (
        <p>{t("staff.polls.noFeedback")}</p>
      ) : (
        <ul>
          {poll.feedback.map((entry) => (
            <li key={`${entry.createdAt}-${entry.text}`}>
              <span dir="auto">{entry.text}</span> ({poll.options[entry.option]?.en})
            </li>
          ))}
        </ul>
      )}
      {!poll.closedAt && (
        <PageForm
          id={`close-${poll.id}`}
          intent="close"
          hidden={{ id: poll.id }}
          csrfToken={csrfToken}
          state={undefined}
          fields={[]}
        >
          <SubmitButton variant="outline" isBlock={false}>
            {t("staff.polls.close")}
          </SubmitButton>
        </PageForm>
      )}
    </li>
  );
}

export default function StaffPolls({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { polls, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  const languageName = (language: string) => t(`courses.language.${language}` as MessageKey);
  return (
    <div className="container page account-page">
      <h1>{t("staff.polls.title")}</h1>
      <p className="account-page__intro">{t("staff.polls.intro")}</p>
      {state?.notice && state.stage ? (
        <p className="form-notice" role="status">
          {t(state.notice.messageKey as MessageKey)}
        </p>
      ) : null}
      {polls.length === 0 ? (
        <p>{t("staff.polls.none")}</p>
      ) : (
        <ol className="order-list">
          {polls.map((poll) => (
            <PollSummary key={poll.id} poll={poll} csrfToken={csrfToken} />
          ))}
        </ol>
      )}
      <section aria-labelledby="poll-new">
        <h2 id="poll-new">{t("staff.polls.new")}</h2>
        <PageForm
          key={state?.stage === "create" ? "created" : "create"}
          id="create"
          intent="create"
          csrfToken={csrfToken}
          state={state?.form === "create" ? state : undefined}
          fields={FIELDS}
          label={t("staff.polls.new")}
        >
          {LANGUAGES.map((language) => (
            <TextField
              key={language}
              name={`question.${language}`}
              label={t("staff.polls.question", { language: languageName(language) })}
              maxLength={POLL_TEXT_MAX}
              dir={language === "ar" ? "rtl" : "ltr"}
            />
          ))}
          <p className="field__hint">{t("staff.polls.optionsHint")}</p>
          {FORM_OPTIONS.map((number) =>
            LANGUAGES.map((language) => (
              <TextField
                key={`option${number}.${language}`}
                name={`option${number}.${language}`}
                label={t("staff.polls.option", { number, language: languageName(language) })}
                maxLength={POLL_TEXT_MAX}
                dir={language === "ar" ? "rtl" : "ltr"}
              />
            )),
          )}
          <SubmitButton isBlock={false}>{t("staff.polls.create")}</SubmitButton>
        </PageForm>
      </section>
    </div>
  );
}
