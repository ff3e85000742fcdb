/**
 * The header's messages link for a logged-in seeker or recruiter, with the unread count from the root
 * data. With JavaScript the count follows the server's event stream (/api/messages/stream) without a
 * reload; without it, every page shows the count it was made with. Leaving the page (or logging out,
 * which ends the stream on the server) closes the stream.
 */
import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

export function messagesPath(role: "seeker" | "recruiter"): string {
  return role === "seeker" ? "/seeker/messages" : "/employer/messages";
}

export function MessagesLink({ unread, role }: { unread: number; role: "seeker" | "recruiter" }) {
  const { t, formatNumber } = useI18n();
  const [count, setCount] = useState(unread);
  /** The stream is connected: the count on show is the server's latest (marked on the link as data-live). */
  const [isLive, setLive] = useState(false);
  useEffect(() => setCount(unread), [unread]);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const stream = new EventSource("/api/messages/stream");
    stream.addEventListener("open", () => setLive(true));
    // The browser reconnects by itself after the server's `retry` time.
    stream.addEventListener("error", () => setLive(false));
    stream.addEventListener("unread", (event) => {
      const counts = JSON.parse((event as MessageEvent<string>).data) as { messages: number };
      setCount(counts.messages);
    });
    return () => stream.close();
  }, []);
  return (
    <LocalLink
      to={messagesPath(role)}
      className="messages-link bell-link"
      aria-label={count > 0 ? t("messages.headerUnread", { count }) : t("messages.header")}
      data-live={isLive || undefined}
    >
      <svg className="bell-link__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm2 4v2h12V8H6Zm0 4v2h8v-2H6Z"
        />
      </svg>
      {count > 0 && (
        <span className="bell-link__count" aria-hidden="true">
          {formatNumber(count)}
        </span>
      )}
    </LocalLink>
  );
}
