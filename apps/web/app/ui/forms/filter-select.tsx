/** A select of a GET filter form (applicants, candidates): "Any" first, the address's value chosen. */
import { useI18n } from "../../i18n/i18n-context.tsx";

export function FilterSelect({
  name,
  label,
  value,
  options,
  idPrefix = "filter",
}: {
  name: string;
  label: string;
  value: string | number | undefined;
  options: readonly { value: string; label: string }[];
  idPrefix?: string;
}) {
  const { t } = useI18n();
  const id = `${idPrefix}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value === undefined ? "" : String(value)}>
        <option value="">{t("applications.filter.any")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
