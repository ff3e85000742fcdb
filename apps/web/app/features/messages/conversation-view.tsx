/**
 * One conversation, for either side: the job in context, the messages oldest first (own ones marked
 * sent or read, held ones marked for their writer), and the reply form (a plain post: it works without
 * JavaScript). Blocked conversations say so instead of offering a reply.
 */
import { type Conversation, MESSAGE_MAX } from "@portal/contracts";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { PageForm, SubmitButton, TextField } from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";
import { LocalLink } from "../../ui/local-link.tsx";

export function ConversationView({
  conversation,
  csrfToken,
  state,
  jobLink,
  children,
}: {
  conversation: Conversation;
  csrfToken: string;
  state: FormState | undefined;
  jobLink: string;
  /** The side's own actions (archive, block, report; the applicant's page). */
  children?: ReactNode;
}) {
  const { t, formatDate } = useI18n();
  return (
    <div className="conversation">
      <h1>
        <bdi>{conversation.withName}</bdi>
      </h1>
      <p className="conversation__job">
        {t("messages.about")} <LocalLink to={jobLink}>{conversation.jobTitle}</LocalLink>
      </p>
      <ol className="conversation__messages" aria-label={t("messages.messagesLabel")}>
        {conversation.messages.map((message) => (
          <li key={message.id} className={`message${message.isMine ? " message--mine" : ""}`}>
            <p className="message__from">
              <bdi>{message.isMine ? t("messages.you") : (message.senderName ?? conversation.withName)}</bdi>
              {" · "}
              <time dateTime={message.sentAt}>{formatDate(message.sentAt)}</time>
            </p>
            <p className="message__body" dir="auto">
              {message.body}
            </p>
            {message.isMine && (
              <p className="message__state">
                {message.isHeld
                  ? t("messages.held")
                  : message.isRead
                    ? t("messages.read")
                    : t("messages.sent")}
              </p>
            )}
          </li>
        ))}
      </ol>
      {conversation.isBlocked ? (
        <p role="status">{t("messages.blocked")}</p>
      ) : (
        <PageForm csrfToken={csrfToken} state={state} fields={["body"]} id="reply" intent="reply">
          <TextField
            name="body"
            label={t("messages.reply")}
            multiline
            rows={3}
            maxLength={MESSAGE_MAX}
            dir="auto"
          />
          <SubmitButton isBlock={false}>{t("messages.send")}</SubmitButton>
        </PageForm>
      )}
      {children}
    </div>
  );
}
