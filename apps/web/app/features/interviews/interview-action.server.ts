/**
 * The mock-interview pages' one action (the seeker's and the interviewers'): each form names its
 * `intent`; the service decides who may do it. A refusal answers the form that was sent with its
 * problems; a success answers with a notice the page shows above its sections (a done step's form often
 * leaves the page).
 */
import { attempt, type Outcome, problemsOf } from "@portal/contracts";
import { data } from "react-router";
import { formAction, formText } from "../../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../../ui/forms/form-state.ts";
import { requireUser } from "../accounts/account-page.ts";

export function interviewAction(role: "seeker" | "staff") {
  return formAction(async ({ input, context, request, params, language }) => {
    const user = requireUser(context, request, language, role);
    const interviews = context.services.interviews;
    const intent = formText(input.intent);
    const interviewId = formText(input.interviewId);
    let outcome: Outcome<unknown>;
    let notice: string;
    let form = intent;
    switch (intent) {
      case "book":
        outcome = await attempt(interviews.book(user, params.serviceId ?? "", input));
        notice = "interviews.notice.booked";
        break;
      case "move":
        form = `move-${interviewId}`;
        outcome = await attempt(interviews.reschedule(user, interviewId, formText(input.slotId)));
        notice = "interviews.notice.moved";
        break;
      case "cancel":
        form = `cancel-${interviewId}`;
        outcome = await attempt(interviews.cancel(user, interviewId));
        notice = "interviews.notice.cancelled";
        break;
      case "add-slots": {
        const added = await attempt(interviews.addSlots(user, formText(input.siteId), input));
        if (added.ok)
          return data<FormState>({
            form,
            values: {},
            problems: [],
            notice: { messageKey: "interviews.notice.added", params: { added: added.value.added } },
          });
        outcome = added;
        notice = "";
        break;
      }
      case "remove-slot":
        form = `remove-${formText(input.slotId)}`;
        outcome = await attempt(interviews.removeSlot(user, formText(input.slotId)));
        notice = "interviews.notice.removed";
        break;
      case "reassign":
        form = `reassign-${interviewId}`;
        outcome = await attempt(interviews.reassign(user, interviewId, formText(input.interviewerId)));
        notice = "interviews.notice.reassigned";
        break;
      case "feedback":
        form = `feedback-${interviewId}`;
        outcome = await attempt(interviews.giveFeedback(user, interviewId, input));
        notice = "interviews.notice.feedback";
        break;
      default:
        return data<FormState>({ values: {}, problems: [{ messageKey: "invalidValue" }] }, { status: 400 });
    }
    if (!outcome.ok)
      return data<FormState>(
        { form, values: visibleValues(input), problems: problemsOf(outcome.error) },
        { status: outcome.error.status },
      );
    return data<FormState>({ form, values: {}, problems: [], notice: { messageKey: notice } });
  });
}
