/** The recruiter's own fields of /employer/register and of accepting an invitation without an account. */
import { useI18n } from "../../i18n/i18n-context.tsx";
import { TextField } from "../../ui/forms/form-kit.tsx";

/** Name, the work address (registration only: an invitation fixes it), password and job title. */
export function RecruiterAccountFields({ withEmail }: { withEmail: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <TextField name="name" label={t("accounts.field.name")} autoComplete="name" maxLength={30} />
      {withEmail && (
        <TextField
          name="email"
          type="email"
          label={t("accounts.employer.workEmail")}
          hint={t("accounts.employer.workEmailHint")}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
        />
      )}
      <TextField
        name="password"
        type="password"
        label={t("accounts.field.password")}
        hint={t("accounts.password.rule")}
        autoComplete="new-password"
      />
      <TextField
        name="jobTitle"
        label={t("accounts.employer.jobTitle")}
        autoComplete="organization-title"
        maxLength={100}
      />
    </>
  );
}
