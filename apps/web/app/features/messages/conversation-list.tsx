/** A page of conversations (the seeker's messages, the employer's inbox): unread first, the job in context. */
import type { ConversationList } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

export function ConversationListView({ list, basePath }: { list: ConversationList; basePath: string }) {
  const { t, formatDate } = useI18n();
  if (list.conversations.length === 0) return <p>{t("messages.empty")}</p>;
  return (
    <ul className="conversation-list">
      {list.conversations.map((conversation) => (
        <li
          key={conversation.id}
          className={`conversation-list__item${conversation.unread > 0 ? " conversation-list__item--unread" : ""}`}
        >
          <LocalLink to={`${basePath}/${conversation.id}`} className="conversation-list__link">
            <bdi className="conversation-list__with">{conversation.withName}</bdi>
            {conversation.unread > 0 && (
              <span className="candidate-card__badge">
                {t("messages.unreadBadge", { count: conversation.unread })}
              </span>
            )}
          </LocalLink>
          <p className="conversation-list__job">
            {t("messages.about")} <bdi>{conversation.jobTitle}</bdi>
          </p>
          {conversation.lastMessage && (
            <p className="conversation-list__last" dir="auto">
              {conversation.lastMessage.length > 140
                ? `${conversation.lastMessage.slice(0, 140)}…`
                : conversation.lastMessage}
            </p>
          )}
          <p className="conversation-list__date">{formatDate(conversation.lastMessageAt)}</p>
        </li>
      ))}
    </ul>
  );
}
