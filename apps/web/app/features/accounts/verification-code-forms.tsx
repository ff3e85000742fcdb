/**
 * Verifying an e-mail address or a mobile number by code: a button that sends the code, then, once it
 * is sent, the code's field with "verify" and "send again". The page's action answers `intent` "send"
 * and "code" and marks the sent state with the stage "code-sent".
 */
import { useI18n } from "../../i18n/i18n-context.tsx";
import { PageForm, SubmitButton, TextField } from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";

export function VerificationCodeForms({
  csrfToken,
  state,
}: {
  csrfToken: string;
  state: FormState | undefined;
}) {
  const { t } = useI18n();
  if (state?.stage !== "code-sent") {
    return (
      <PageForm csrfToken={csrfToken} state={state} fields={[]}>
        <SubmitButton name="intent" value="send">
          {t("accounts.login.sendCode")}
        </SubmitButton>
      </PageForm>
    );
  }
  return (
    <PageForm csrfToken={csrfToken} state={state} fields={["otp"]}>
      <TextField
        name="otp"
        label={t("accounts.login.code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        dir="ltr"
      />
      <SubmitButton name="intent" value="code">
        {t("accounts.verify.submit")}
      </SubmitButton>
      <SubmitButton name="intent" value="send" variant="outline">
        {t("accounts.login.resendCode")}
      </SubmitButton>
    </PageForm>
  );
}
