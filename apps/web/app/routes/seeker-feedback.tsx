/**
 * Feedback (/seeker/feedback, user menu "Feedback"): a category and the seeker's words, then what they
 * sent with our replies (also e-mailed to them). A plain form post: it works without JavaScript.
 */
import { attempt, problemsOf } from "@portal/contracts";
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX } from "@portal/domain";
import { data } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SelectField, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/seeker-feedback";

export const links = accountLinks;
export const meta = accountMeta("feedback.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  return { items: await context.services.feedback.mine(seeker), csrfToken: context.session.csrfToken };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const seeker = requireUser(context, request, language, "seeker");
  const sent = await attempt(context.services.feedback.submit(seeker, input, context.session.meta));
  if (!sent.ok) {
    return data<FormState>(
      { form: "feedback", values: visibleValues(input), problems: problemsOf(sent.error) },
      { status: sent.error.status },
    );
  }
  return saved({}, { messageKey: "feedback.sent" }, "sent");
});

export default function SeekerFeedback({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const state = actionData as FormState | undefined;
  const { items, csrfToken } = loaderData;
  return (
    <div className="container page narrow account-page">
      <h1>{t("feedback.title")}</h1>
      <p className="account-page__intro">{t("feedback.intro")}</p>
      {state?.stage === "sent" && state.notice ? (
        <p className="form-notice" role="status">
          {t("feedback.sent")}
        </p>
      ) : null}
      <PageForm
        key={state?.stage === "sent" ? "sent" : "feedback"}
        id="feedback"
        csrfToken={csrfToken}
        state={state?.form === "feedback" ? state : undefined}
        fields={["category", "text"]}
        label={t("feedback.title")}
      >
        <SelectField
          name="category"
          label={t("feedback.category")}
          saved=""
          placeholder=""
          options={FEEDBACK_CATEGORIES.map((category) => ({
            value: category,
            label: t(`feedback.category.${category}`),
          }))}
        />
        <TextField
          name="text"
          label={t("feedback.text")}
          multiline
          rows={5}
          maxLength={FEEDBACK_MESSAGE_MAX}
          dir="auto"
        />
        <SubmitButton isBlock={false}>{t("feedback.send")}</SubmitButton>
      </PageForm>
      <section aria-labelledby="feedback-mine">
        <h2 id="feedback-mine">{t("feedback.mine")}</h2>
        {items.length === 0 ? (
          <p>{t("feedback.none")}</p>
        ) : (
          <ol className="order-list">
            {items.map((item) => (
              <li key={item.id} className="order-card">
                <p className="order-card__facts">
                  {t(`feedback.category.${item.category}`)} ·{" "}
                  {t("feedback.sentOn", { date: formatDate(item.createdAt) })}
                </p>
                <p dir="auto" className="feedback-text">
                  {item.text}
                </p>
                {item.reply && item.repliedAt ? (
                  <>
                    <h3>{t("feedback.reply", { date: formatDate(item.repliedAt) })}</h3>
                    <p dir="auto" className="feedback-text">
                      {item.reply}
                    </p>
                  </>
                ) : (
                  <p className="field__hint">{t("feedback.waiting")}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
