/**
 * The header's bell for a logged-in seeker: a plain link to the notifications page with the unread
 * count from the root data (server-rendered, no script of its own). Public pages carry only this.
 */

import { BELL_COUNT_CAP } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

export const NOTIFICATIONS_PATH = "/seeker/notifications";

export function BellLink({ unread }: { unread: number }) {
  const { t, formatNumber } = useI18n();
  const shown = unread > BELL_COUNT_CAP ? t("bell.countOverflow") : formatNumber(unread);
  return (
    <LocalLink
      to={NOTIFICATIONS_PATH}
      className="bell-link"
      aria-label={unread > 0 ? t("bell.headerLabelUnread", { count: shown }) : t("bell.headerLabel")}
    >
      <svg className="bell-link__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 && (
        <span className="bell-link__count" aria-hidden="true">
          {shown}
        </span>
      )}
    </LocalLink>
  );
}
