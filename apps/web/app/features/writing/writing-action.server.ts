/**
 * The workspace pages' one action (seeker and staff alike): each form names its `intent`; the service
 * decides who may do it. A refusal answers the form that was sent, with its problems beside its fields;
 * a success answers it with a notice (the loader then reads the workspace again).
 */
import { attempt, type Outcome, problemsOf } from "@portal/contracts";
import { RESUME_MAX_BYTES } from "@portal/domain";
import { data } from "react-router";
import { formAction, formText } from "../../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../../ui/forms/form-state.ts";
import { requireUser } from "../accounts/account-page.ts";

/** Room for the boundaries, headers and text fields around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MEGABYTE = 1024 * 1024;

const NOTICES: Record<string, string> = {
  brief: "writing.notice.briefSaved",
  document: "writing.notice.documentAdded",
  "remove-document": "writing.notice.documentRemoved",
  deliver: "writing.notice.delivered",
  message: "writing.notice.sent",
  assign: "writing.notice.assigned",
};

export function writingAction(role: "seeker" | "staff") {
  return formAction(
    async ({ input, files, context, request, params, language }) => {
      const user = requireUser(context, request, language, role);
      // The queue's assignment forms name their work; a workspace's forms post to its own page.
      const id = params.serviceId ?? formText(input.serviceId);
      const intent = formText(input.intent);
      const writing = context.services.writing;
      const upload = async () => {
        const file = files.file;
        if (!file || (file.size === 0 && file.name === "")) return null;
        return { fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()) };
      };
      const missingFile = () =>
        data<FormState>(
          {
            form: intent,
            values: visibleValues(input),
            problems: [{ field: "file", messageKey: "resumeRequired" }],
          },
          { status: 400 },
        );
      let notice = NOTICES[intent];
      let outcome: Outcome<unknown>;
      switch (intent) {
        case "brief":
          outcome = await attempt(writing.saveBrief(user, id, input));
          break;
        case "document": {
          const file = await upload();
          if (!file) return missingFile();
          outcome = await attempt(writing.addDocument(user, id, file));
          break;
        }
        case "remove-document":
          outcome = await attempt(writing.removeDocument(user, id, formText(input.fileId)));
          break;
        case "deliver": {
          const file = await upload();
          if (!file) return missingFile();
          outcome = await attempt(writing.deliverDraft(user, id, file, formText(input.note)));
          break;
        }
        case "decide": {
          const decision = formText(input.decision);
          // The answer goes to the form that was sent: approve or revision.
          const form = decision === "revision" ? "revision" : "approve";
          const decided = await attempt(writing.decide(user, id, input));
          if (!decided.ok)
            return data<FormState>(
              { form, values: visibleValues(input), problems: problemsOf(decided.error) },
              { status: decided.error.status },
            );
          notice =
            decision === "revision"
              ? "writing.notice.revision"
              : decided.value.resumeStored
                ? "writing.notice.approvedResume"
                : "writing.notice.approved";
          return data<FormState>({ form, values: {}, problems: [], notice: { messageKey: notice } });
        }
        case "message":
          outcome = await attempt(writing.sendMessage(user, id, formText(input.body)));
          break;
        case "assign":
          outcome = await attempt(writing.assign(user, id, formText(input.assigneeId)));
          break;
        default:
          return data<FormState>({ values: {}, problems: [{ messageKey: "invalidValue" }] }, { status: 400 });
      }
      const form = intent === "remove-document" ? `remove-${formText(input.fileId)}` : intent;
      if (!outcome.ok)
        return data<FormState>(
          { form, values: visibleValues(input), problems: problemsOf(outcome.error) },
          { status: outcome.error.status },
        );
      return data<FormState>({
        form,
        values: {},
        problems: [],
        notice: notice ? { messageKey: notice } : undefined,
      });
    },
    {
      maxBodyBytes: RESUME_MAX_BYTES + FORM_OVERHEAD_BYTES,
      tooLarge: { field: "file", messageKey: "resumeTooLarge", params: { max: RESUME_MAX_BYTES / MEGABYTE } },
    },
  );
}
