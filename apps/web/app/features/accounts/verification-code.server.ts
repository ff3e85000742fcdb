/**
 * The action of a page that verifies an e-mail address or a mobile number by code: `intent` "send"
 * sends a code (stage "code-sent"), anything else checks the code typed; a refused code keeps the
 * code's form on the page, an accepted one answers with the stage "verified".
 */
import { attempt, type FormInput } from "@portal/contracts";
import { refused, saved } from "../../ui/forms/form-action.server.ts";

export async function answerVerificationCode(
  input: FormInput,
  steps: { send(): Promise<{ sentTo: string }>; verify(): Promise<unknown>; verifiedMessage: string },
) {
  if (input.intent === "send") {
    const sent = await attempt(steps.send());
    if (!sent.ok) return refused(input, sent.error);
    return saved({}, { messageKey: "codeSentTo", params: { destination: sent.value.sentTo } }, "code-sent");
  }
  const verified = await attempt(steps.verify());
  if (!verified.ok) {
    const refusal = refused(input, verified.error);
    refusal.data.stage = "code-sent";
    return refusal;
  }
  return saved({}, { messageKey: steps.verifiedMessage }, "verified");
}
