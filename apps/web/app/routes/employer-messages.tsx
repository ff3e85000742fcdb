/** The company's inbox (/employer/messages): every recruiter of the company sees its conversations, unread first. */
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { ConversationListView } from "../features/messages/conversation-list.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/employer-messages";

export const links = accountLinks;
export const meta = accountMeta("messages.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const recruiter = requireUser(context, request, pageLanguage(params, request), "recruiter");
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  return { list: await context.services.messages.list(recruiter, { page }) };
}

export default function EmployerMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="container page narrow account-page messages-page">
      <h1>{t("messages.title")}</h1>
      <p className="account-page__intro">{t("messages.employerIntro")}</p>
      <ConversationListView list={loaderData.list} basePath="/employer/messages" />
    </div>
  );
}
