/**
 * Staff: seekers' feedback (/staff/feedback; the support area). What waits for a reply (or everything),
 * newest first; a reply per item, e-mailed to the seeker in their language. Plain forms.
 */
import { attempt, problemsOf, type StaffFeedbackItem } from "@portal/contracts";
import { FEEDBACK_REPLY_MAX } from "@portal/domain";
import { data } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/staff-feedback";

export const links = accountLinks;
export const meta = accountMeta("staff.feedback.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  const open = new URL(request.url).searchParams.get("all") !== "1";
  return {
    open,
    items: await context.services.feedback.staffList(staff, { open }),
    csrfToken: context.session.csrfToken,
  };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const staff = requireUser(context, request, language, "staff");
  const id = formText(input.id);
  const replied = await attempt(context.services.feedback.reply(staff, id, formText(input.reply)));
  if (!replied.ok) {
    return data<FormState>(
      { form: `reply-${id}`, values: visibleValues(input), problems: problemsOf(replied.error) },
      { status: replied.error.status },
    );
  }
  return saved({}, { messageKey: "staff.feedback.replied" }, "replied");
});

function FeedbackCard({
  item,
  csrfToken,
  state,
}: {
  item: StaffFeedbackItem;
  csrfToken: string;
  state: FormState | undefined;
}) {
  const { t, formatDate } = useI18n();
  const formId = `reply-${item.id}`;
  return (
    <li className="order-card">
      <p className="order-card__facts">
        {formatDate(item.createdAt)} · {t(`feedback.category.${item.category}`)} ·{" "}
        {t("staff.feedback.from", {
          name: item.seekerName,
          site: t(`country.${item.siteId}` as MessageKey),
          language: t(`courses.language.${item.language}` as MessageKey),
        })}
      </p>
      <p dir="auto" className="feedback-text">
        {item.text}
      </p>
      {item.reply ? (
        <>
          <p className="field__hint">{t("staff.feedback.repliedBy", { name: item.repliedBy ?? "—" })}</p>
          <p dir="auto" className="feedback-text">
            {item.reply}
          </p>
        </>
      ) : (
        <PageForm
          id={formId}
          hidden={{ id: item.id }}
          csrfToken={csrfToken}
          state={state?.form === formId ? state : undefined}
          fields={["reply"]}
          label={t("staff.feedback.replyLabel", { name: item.seekerName })}
        >
          <TextField
            name="reply"
            label={t("staff.feedback.reply")}
            multiline
            rows={3}
            maxLength={FEEDBACK_REPLY_MAX}
            dir="auto"
          />
          <SubmitButton variant="outline" isBlock={false}>
            {t("staff.feedback.send")}
          </SubmitButton>
        </PageForm>
      )}
    </li>
  );
}

export default function StaffFeedback({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { open, items, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  return (
    <div className="container page account-page">
      <h1>{t("staff.feedback.title")}</h1>
      <p className="account-page__intro">{t("staff.feedback.intro")}</p>
      {state?.stage === "replied" && state.notice ? (
        <p className="form-notice" role="status">
          {t("staff.feedback.replied")}
        </p>
      ) : null}
      <nav aria-label={t("staff.feedback.title")}>
        <ul className="inline-links">
          <li>
            <LocalLink to="/staff/feedback" aria-current={open ? "page" : undefined}>
              {t("staff.feedback.open")}
            </LocalLink>
          </li>
          <li>
            <LocalLink to="/staff/feedback?all=1" aria-current={open ? undefined : "page"}>
              {t("staff.feedback.all")}
            </LocalLink>
          </li>
        </ul>
      </nav>
      {items.length === 0 ? (
        <p>{t("staff.feedback.none")}</p>
      ) : (
        <ol className="order-list">
          {items.map((item) => (
            <FeedbackCard key={item.id} item={item} csrfToken={csrfToken} state={state} />
          ))}
        </ol>
      )}
    </div>
  );
}
