/**
 * An amount of rupees as Indian forms ask it: lakhs and thousands, two selects under one legend and one
 * message (spec §9: 0 to 100 lakhs, 0 to 95 thousands). The fields are `<prefix>Lakhs` and
 * `<prefix>Thousands`; `rupeesFromPickers` (@portal/domain) reads them back.
 */
import { pickersFromRupees, SALARY_LAKHS, SALARY_THOUSANDS } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { FieldGroup, GroupSelect } from "./form-kit.tsx";

export function RupeePickers({
  name,
  prefix,
  legend,
  amount,
}: {
  /** The field whose problem the group shows. */
  name: string;
  prefix: string;
  legend: string;
  /** The saved amount in rupees, if any. */
  amount: number | null | undefined;
}) {
  const { t, formatNumber } = useI18n();
  const saved = amount === null || amount === undefined ? null : pickersFromRupees(amount);
  return (
    <FieldGroup name={name} legend={legend}>
      <GroupSelect
        name={`${prefix}Lakhs`}
        label={t("profile.salary.lakhs")}
        saved={saved?.lakhs}
        placeholder={t("profile.choose")}
        options={SALARY_LAKHS.map((option) => ({
          value: String(option.value),
          label: formatNumber(option.value) + (option.value === 100 ? "+" : ""),
        }))}
      />
      <GroupSelect
        name={`${prefix}Thousands`}
        label={t("profile.salary.thousands")}
        saved={saved?.thousands}
        placeholder={t("profile.choose")}
        options={SALARY_THOUSANDS.map((option) => ({
          value: String(option.value),
          label: formatNumber(option.value),
        }))}
      />
    </FieldGroup>
  );
}
