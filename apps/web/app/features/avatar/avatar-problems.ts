/** The catalogue text of a problem the photo page shows: media messages first, then the accounts' ones. */

import { type FieldProblem, isMediaMessageKey, MEDIA_MESSAGE_PARAMS } from "@portal/domain";
import { problemMessageKey } from "../../ui/forms/form-state.ts";

export function avatarProblemText(
  t: (key: never, params?: Record<string, string | number>) => string,
  problem: FieldProblem,
): string {
  if (isMediaMessageKey(problem.messageKey)) {
    const params = { ...MEDIA_MESSAGE_PARAMS[problem.messageKey], ...problem.params };
    return t(`avatar.msg.${problem.messageKey}` as never, params);
  }
  return t(problemMessageKey(problem.messageKey) as never, problem.params);
}
