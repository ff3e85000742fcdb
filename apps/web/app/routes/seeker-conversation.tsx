/** One conversation for the seeker (/seeker/messages/:conversationId): read, reply, archive, block, report. */
import { attempt, MESSAGE_REPORT_REASONS } from "@portal/contracts";
import { useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { conversationAction } from "../features/messages/conversation-action.server.ts";
import { ConversationView } from "../features/messages/conversation-view.tsx";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/seeker-conversation";

export const links = accountLinks;
export const meta = accountMeta("messages.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  const opened = await attempt(context.services.messages.open(seeker, params.conversationId));
  if (!opened.ok) throw notFound();
  return { conversation: opened.value, csrfToken: context.session.csrfToken };
}

export const action = conversationAction("seeker");

export default function SeekerConversation({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { conversation, csrfToken } = loaderData;
  const manage = state?.form === "manage" ? state : undefined;
  return (
    <div className="container page narrow account-page messages-page">
      <ConversationView
        conversation={conversation}
        csrfToken={csrfToken}
        state={state?.form === "reply" ? state : undefined}
        jobLink={`/job/${conversation.jobId}`}
      >
        <section aria-labelledby="conversation-manage" className="conversation__manage">
          <h2 id="conversation-manage">{t("messages.manage")}</h2>
          <PageForm
            csrfToken={csrfToken}
            state={manage}
            fields={["reason"]}
            id="manage"
            label={t("messages.manage")}
          >
            <div className="posting-form__buttons">
              <SubmitButton
                name="intent"
                value={conversation.isArchived ? "unarchive" : "archive"}
                isBlock={false}
                variant="outline"
              >
                {conversation.isArchived ? t("messages.unarchive") : t("messages.archive")}
              </SubmitButton>
              {!conversation.isBlocked && (
                <SubmitButton name="intent" value="block" isBlock={false} variant="outline">
                  {t("messages.block")}
                </SubmitButton>
              )}
            </div>
            {!conversation.isReported && (
              <fieldset className="field">
                <legend>{t("messages.reportReason")}</legend>
                {MESSAGE_REPORT_REASONS.map((reason) => (
                  <label key={reason} className="choice">
                    <input type="radio" name="reason" value={reason} />{" "}
                    {t(`messages.reason-${reason}` as MessageKey)}
                  </label>
                ))}
                <SubmitButton name="intent" value="report" isBlock={false} variant="outline">
                  {t("messages.report")}
                </SubmitButton>
              </fieldset>
            )}
          </PageForm>
        </section>
      </ConversationView>
    </div>
  );
}
