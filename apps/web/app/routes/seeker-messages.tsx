/** The seeker's messages (/seeker/messages): conversations with recruiters, unread first; archived ones apart. */
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { ConversationListView } from "../features/messages/conversation-list.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/seeker-messages";

export const links = accountLinks;
export const meta = accountMeta("messages.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  const url = new URL(request.url);
  const archived = url.searchParams.get("archived") === "true";
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const list = await context.services.messages.list(seeker, { archived, page });
  return { list, archived, archivedNotice: url.searchParams.get("notice") === "archived" };
}

export default function SeekerMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { list, archived, archivedNotice } = loaderData;
  return (
    <div className="container page narrow account-page messages-page">
      <h1>{archived ? t("messages.archivedTitle") : t("messages.title")}</h1>
      <p className="account-page__intro">{t("messages.seekerIntro")}</p>
      <PageMessages notice={archivedNotice ? t("messages.notice.archive") : undefined} />
      <ConversationListView list={list} basePath="/seeker/messages" />
      <p className="account-page__aside">
        <LocalLink to={archived ? "/seeker/messages" : "/seeker/messages?archived=true"}>
          {archived ? t("messages.showInbox") : t("messages.showArchived")}
        </LocalLink>
      </p>
    </div>
  );
}
