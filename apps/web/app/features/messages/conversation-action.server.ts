/**
 * The action of a conversation page (either side): reply; and for seekers archive, bring back, block
 * and report. Plain form posts, so every one works without JavaScript.
 */
import { attempt, problemsOf } from "@portal/contracts";
import { data, redirect } from "react-router";
import { localizeHref } from "../../lib/localized-path.ts";
import { notFound } from "../../lib/page-language.ts";
import { formAction, formText } from "../../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../../ui/forms/form-state.ts";
import { requireUser } from "../accounts/account-page.ts";

export function conversationAction(role: "seeker" | "recruiter") {
  return formAction(async ({ input, context, request, params, language }) => {
    const user = requireUser(context, request, language, role);
    const conversationId = params.conversationId ?? "";
    const intent = formText(input.intent);
    const messages = context.services.messages;
    if (intent === "reply") {
      const sent = await attempt(messages.send(user, conversationId, formText(input.body)));
      if (!sent.ok) {
        if (sent.error.code === "NOT_FOUND") throw notFound();
        return data<FormState>(
          { form: "reply", values: visibleValues(input), problems: problemsOf(sent.error) },
          { status: sent.error.status },
        );
      }
      return data<FormState>({
        form: "reply",
        values: {},
        problems: [],
        notice: { messageKey: "messages.sentNotice" },
      });
    }
    if (role !== "seeker") throw notFound();
    const done = await attempt(
      intent === "archive" || intent === "unarchive"
        ? messages.archive(user, conversationId, intent === "archive")
        : intent === "block"
          ? messages.block(user, conversationId)
          : messages.report(user, conversationId, formText(input.reason)),
    );
    if (!done.ok) {
      if (done.error.code === "NOT_FOUND") throw notFound();
      return data<FormState>(
        { form: "manage", values: visibleValues(input), problems: problemsOf(done.error) },
        { status: done.error.status },
      );
    }
    // Archiving leaves the conversation: back to the list, which says what happened.
    if (intent === "archive") throw redirect(localizeHref("/seeker/messages?notice=archived", language));
    return data<FormState>({
      form: "manage",
      values: {},
      problems: [],
      notice: { messageKey: `messages.notice.${intent}` },
    });
  });
}
