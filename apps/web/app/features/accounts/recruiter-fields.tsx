/**
 * The recruiter's own fields of /employer/register and of accepting an invitation without an account, and
 * the company's details of registering and of /employer/company.
 */
import { COMPANY_SIZES } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type Option, SelectField, TextField } from "../../ui/forms/form-kit.tsx";

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

/** Industry (options named in the page's language by the loader), size, city and address of a company. */
export function CompanyFields({
  industries,
  saved,
}: {
  industries: readonly Option[];
  saved?: { industry: string; size: string | null; city: string | null; address: string | null };
}) {
  const { t, formatNumber } = useI18n();
  return (
    <>
      <SelectField
        name="industry"
        label={t("accounts.employer.industry")}
        placeholder={t("accounts.employer.choose")}
        options={industries}
        saved={saved?.industry}
      />
      <SelectField
        name="size"
        label={t("accounts.employer.size")}
        placeholder={t("accounts.employer.choose")}
        saved={saved?.size}
        options={COMPANY_SIZES.map((size) => ({
          value: size,
          // "1001-5000" and "5001+" in the page's digits.
          label: size.replace(/\d+/g, (digits) => formatNumber(Number(digits))),
        }))}
      />
      <TextField
        name="city"
        label={t("accounts.employer.city")}
        autoComplete="address-level2"
        maxLength={60}
        saved={saved?.city}
      />
      <TextField
        name="address"
        label={t("accounts.employer.address")}
        autoComplete="street-address"
        multiline
        rows={2}
        maxLength={300}
        saved={saved?.address}
      />
    </>
  );
}
