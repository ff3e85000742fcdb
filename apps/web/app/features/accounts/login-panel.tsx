/**
 * The login form of both login pages: two tabs (password, one-time code) that are plain links, so they
 * work without JavaScript; the code tab first sends the code, then asks for it.
 */
import type { AccountRole, DiallingCode } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ChoiceGroup, PageForm, PhoneField, SubmitButton, TextField } from "../../ui/forms/form-kit.tsx";
import { type FormState, fieldValue } from "../../ui/forms/form-state.ts";
import { LocalLink } from "../../ui/local-link.tsx";

export type LoginMethod = "password" | "otp";

interface LoginPanelProps {
  accountRole: AccountRole;
  method: LoginMethod;
  state: FormState | undefined;
  csrfToken: string;
  returnUrl: string;
  codes: readonly DiallingCode[];
  diallingCode: string;
  /** The page's own path, for the tab links. */
  path: string;
}

const PASSWORD_FIELDS = ["email", "password"] as const;
const CODE_FIELDS = ["channel", "email", "mobile", "otp"] as const;

export function LoginPanel({
  accountRole,
  method,
  state,
  csrfToken,
  returnUrl,
  codes,
  diallingCode,
  path,
}: LoginPanelProps) {
  const { t } = useI18n();
  const query = (next: LoginMethod) => {
    const search = new URLSearchParams();
    if (next === "otp") search.set("method", "otp");
    if (returnUrl) search.set("returnUrl", returnUrl);
    const text = search.toString();
    return `${path}${text ? `?${text}` : ""}`;
  };
  const isCodeSent = state?.stage === "code-sent";
  const channel = fieldValue(state, "channel", "sms");

  return (
    <div className="login-panel">
      <nav className="tabs" aria-label={t("accounts.login.methods")}>
        <LocalLink to={query("password")} aria-current={method === "password" ? "page" : undefined} replace>
          {t("accounts.login.byPassword")}
        </LocalLink>
        <LocalLink to={query("otp")} aria-current={method === "otp" ? "page" : undefined} replace>
          {t("accounts.login.byCode")}
        </LocalLink>
      </nav>

      {method === "password" ? (
        <PageForm csrfToken={csrfToken} state={state} fields={PASSWORD_FIELDS}>
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <TextField
            name="email"
            type="email"
            label={t("accounts.field.email")}
            autoComplete="username"
            inputMode="email"
            dir="ltr"
          />
          <TextField
            name="password"
            type="password"
            label={t("accounts.field.password")}
            autoComplete="current-password"
          />
          <SubmitButton>{t("accounts.login.submit")}</SubmitButton>
          <p className="account-page__aside">
            <LocalLink to={`/rio/forgot-password${accountRole === "seeker" ? "" : `?role=${accountRole}`}`}>
              {t("accounts.login.forgotPassword")}
            </LocalLink>
          </p>
        </PageForm>
      ) : isCodeSent ? (
        <PageForm csrfToken={csrfToken} state={state} fields={CODE_FIELDS}>
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <input type="hidden" name="channel" value={channel} />
          {channel === "email" ? (
            <input type="hidden" name="email" value={fieldValue(state, "email")} />
          ) : (
            <>
              <input
                type="hidden"
                name="diallingCode"
                value={fieldValue(state, "diallingCode", diallingCode)}
              />
              <input type="hidden" name="mobile" value={fieldValue(state, "mobile")} />
            </>
          )}
          <TextField
            name="otp"
            label={t("accounts.login.code")}
            hint={t("accounts.login.codeHint", {
              destination:
                channel === "email"
                  ? fieldValue(state, "email")
                  : `+${fieldValue(state, "diallingCode", diallingCode)} ${fieldValue(state, "mobile")}`,
            })}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            dir="ltr"
          />
          <SubmitButton name="intent" value="verify-code">
            {t("accounts.login.submit")}
          </SubmitButton>
          <SubmitButton name="intent" value="send-code" variant="outline">
            {t("accounts.login.resendCode")}
          </SubmitButton>
        </PageForm>
      ) : (
        <PageForm csrfToken={csrfToken} state={state} fields={CODE_FIELDS}>
          <input type="hidden" name="intent" value="send-code" />
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <ChoiceGroup
            name="channel"
            legend={t("accounts.login.sendCodeTo")}
            options={[
              { value: "sms", label: t("accounts.login.toMobile") },
              { value: "email", label: t("accounts.login.toEmail") },
            ]}
            saved={[channel]}
          />
          <PhoneField
            codes={codes}
            diallingCode={diallingCode}
            number=""
            label={t("accounts.field.mobile")}
            codeLabel={t("accounts.field.diallingCode")}
          />
          <TextField
            name="email"
            type="email"
            label={t("accounts.login.orEmail")}
            autoComplete="email"
            inputMode="email"
            dir="ltr"
          />
          <SubmitButton>{t("accounts.login.sendCode")}</SubmitButton>
        </PageForm>
      )}
    </div>
  );
}
