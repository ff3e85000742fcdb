/**
 * The dev outbox (/dev/outbox): e-mails and SMS kept instead of sent, newest first, so codes and links
 * can be used while developing and in the demo. Not found wherever demo tools are off.
 */
import { Form } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/dev-outbox";

export const links = accountLinks;
export const meta = accountMeta("accounts.outbox.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const to = new URL(request.url).searchParams.get("to")?.trim() ?? "";
  const messages = await context.services.accounts.outbox(to || undefined);
  if (!messages) throw notFound();
  return { to, messages };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  return (
    <div className="container page account-page">
      <h1>{t("accounts.outbox.heading")}</h1>
      <p className="account-page__intro">{t("accounts.outbox.intro")}</p>
      <Form method="get" className="outbox-filter">
        <div className="field">
          <label htmlFor="outbox-to">{t("accounts.outbox.recipient")}</label>
          <input id="outbox-to" name="to" type="search" defaultValue={loaderData.to} dir="ltr" />
        </div>
        <button type="submit" className="button button--outline">
          {t("accounts.outbox.filter")}
        </button>
      </Form>
      {loaderData.messages.length === 0 ? (
        <p>{t("accounts.outbox.empty")}</p>
      ) : (
        <ol className="outbox-list">
          {loaderData.messages.map((message) => (
            <li key={message.id} className="outbox-item">
              <p className="outbox-item__meta">
                <span>
                  {message.channel === "email" ? t("accounts.outbox.email") : t("accounts.outbox.sms")}
                </span>{" "}
                <bdi dir="ltr">{message.recipient}</bdi> ·{" "}
                <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
              </p>
              {message.subject && <h2 className="outbox-item__subject">{message.subject}</h2>}
              <pre className="outbox-item__text">{message.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
