/**
 * "Request a callback" (spec: callback request form): a mobile number with the site's dialling code first,
 * what to talk about and when. A plain form (works without JavaScript, for guests too); its answer shows at
 * page level, since the form is blank again after a request.
 */
import { CALLBACK_TIMES, CALLBACK_TOPICS, type DiallingCode } from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { PageForm, PhoneField, SelectField, SubmitButton, TextField } from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";

export function CallbackForm({
  csrfToken,
  state,
  codes,
  diallingCode,
}: {
  csrfToken: string;
  state: FormState | undefined;
  codes: readonly DiallingCode[];
  diallingCode: string;
}) {
  const { t } = useI18n();
  return (
    <section className="callback-request" aria-labelledby="callback-title">
      <h2 id="callback-title">{t("leads.callback.title")}</h2>
      <p>{t("leads.callback.intro")}</p>
      <PageForm
        id="callback"
        intent="callback"
        csrfToken={csrfToken}
        state={state}
        fields={["name", "mobile", "topic", "time"]}
        label={t("leads.callback.title")}
        className="account-form"
      >
        <CallbackFields codes={codes} diallingCode={diallingCode} />
        <SubmitButton isBlock={false}>{t("leads.callback.submit")}</SubmitButton>
      </PageForm>
    </section>
  );
}

/** The request's fields (name, number, topic, time): the public form's and staff's internal-lead form's. */
export function CallbackFields({
  codes,
  diallingCode,
  isOwnDetails = true,
}: {
  codes: readonly DiallingCode[];
  diallingCode: string;
  /** The person fills in their own details (staff writing down someone else's get no autofill). */
  isOwnDetails?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        name="name"
        label={t("leads.callback.name")}
        maxLength={80}
        autoComplete={isOwnDetails ? "name" : "off"}
      />
      <PhoneField
        codes={codes}
        diallingCode={diallingCode}
        number=""
        label={t("leads.callback.mobile")}
        codeLabel={t("accounts.field.diallingCode")}
      />
      <SelectField
        name="topic"
        label={t("leads.callback.topic")}
        options={CALLBACK_TOPICS.map((topic) => ({
          value: topic,
          label: t(`leads.topic.${topic}` as MessageKey),
        }))}
      />
      <SelectField
        name="time"
        label={t("leads.callback.time")}
        options={CALLBACK_TIMES.map((time) => ({
          value: time,
          label: t(`leads.time.${time}` as MessageKey),
        }))}
      />
    </>
  );
}
