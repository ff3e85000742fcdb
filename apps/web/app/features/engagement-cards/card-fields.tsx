/**
 * The update form of each card: the field group's own fields, prefilled with the saved value, or with
 * what the seeker typed when the answer was a refusal. Names are those the profile's form readers
 * (@portal/domain `cardBodyFromForm`) expect, so the page action and the dialog read them alike.
 */
import {
  type CardId,
  type CardValues,
  type CardView,
  COURSES,
  EDUCATION_BOARDS,
  EDUCATION_MEDIUMS,
  EDUCATION_TYPES,
  type FieldProblem,
  NOTICE_PERIODS,
  PERCENTAGE_BANDS,
  pickersFromRupees,
  SALARY_LAKHS,
  SALARY_MODES,
  SALARY_THOUSANDS,
  USA_WORK_STATUS,
  VISA_STATUSES,
  WORK_COUNTRIES,
} from "@portal/domain";
import { createContext, type ReactNode, useContext } from "react";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { problemKey } from "../profile/profile-form-kit.tsx";
import { noticeLabel } from "./card-text.ts";

interface FieldContext {
  formId: string;
  /** What was typed, when the form was refused; null shows the saved values. */
  typed: Record<string, string | string[]> | null;
  problems: readonly FieldProblem[];
}

const Fields = createContext<FieldContext>({ formId: "card", typed: null, problems: [] });

function useTypedOr(name: string, saved: string | number | null | undefined): string {
  const { typed } = useContext(Fields);
  if (typed) {
    const value = typed[name];
    return typeof value === "string" ? value : (value?.[0] ?? "");
  }
  return saved === null || saved === undefined ? "" : String(saved);
}

function useTypedList(name: string, saved: readonly string[]): string[] {
  const { typed } = useContext(Fields);
  if (!typed) return [...saved];
  const value = typed[name];
  return value === undefined ? [] : typeof value === "string" ? [value] : value;
}

function Frame({
  name,
  label,
  hint,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  children: (props: { id: string; describedBy?: string; isInvalid: boolean }) => ReactNode;
}) {
  const { t } = useI18n();
  const { formId, problems } = useContext(Fields);
  const problem = problems.find((candidate) => candidate.field === name);
  const id = `${formId}-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", problem ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="form-error" id={`${id}-error`}>
          {t(problemKey(problem.messageKey), problem.params)}
        </p>
      )}
      {children({ id, describedBy: describedBy || undefined, isInvalid: Boolean(problem) })}
    </div>
  );
}

function Text({
  name,
  label,
  saved,
  hint,
  type = "text",
  multiline,
  inputMode,
}: {
  name: string;
  label: string;
  saved: string | number | null | undefined;
  hint?: string;
  type?: "text" | "month" | "date";
  multiline?: boolean;
  inputMode?: "numeric";
}) {
  const value = useTypedOr(name, saved);
  return (
    <Frame name={name} label={label} hint={hint}>
      {({ id, describedBy, isInvalid }) =>
        multiline ? (
          <textarea
            id={id}
            name={name}
            defaultValue={value}
            rows={3}
            maxLength={2000}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            defaultValue={value}
            maxLength={120}
            inputMode={inputMode}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
          />
        )
      }
    </Frame>
  );
}

interface Option {
  value: string;
  label: string;
}

function Select({
  name,
  label,
  saved,
  options,
  placeholder,
  groups,
}: {
  name: string;
  label: string;
  saved: string | number | null | undefined;
  options: readonly Option[];
  placeholder?: string;
  groups?: readonly { label: string; options: readonly Option[] }[];
}) {
  const value = useTypedOr(name, saved);
  return (
    <Frame name={name} label={label}>
      {({ id, describedBy, isInvalid }) => (
        <select
          id={id}
          name={name}
          defaultValue={value}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={`${group.label}-${option.value}`} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Frame>
  );
}

function Choices({
  name,
  legend,
  options,
  saved,
  multiple,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  saved: readonly string[];
  multiple?: boolean;
}) {
  const { t } = useI18n();
  const { formId, problems } = useContext(Fields);
  const selected = useTypedList(name, saved);
  const problem = problems.find((candidate) => candidate.field === name);
  const base = `${formId}-${name}`;
  return (
    <fieldset className="choice-group" id={base} aria-describedby={problem ? `${base}-error` : undefined}>
      <legend>{legend}</legend>
      {problem && (
        <p className="form-error" id={`${base}-error`}>
          {t(problemKey(problem.messageKey), problem.params)}
        </p>
      )}
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Checkbox({ name, label, saved }: { name: string; label: string; saved: boolean }) {
  const { formId, typed } = useContext(Fields);
  const id = `${formId}-${name}`;
  return (
    <div className="field">
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={typed ? typed[name] !== undefined : saved}
        />
        <span>{label}</span>
      </label>
    </div>
  );
}

function SalaryFields({ value, currency }: { value: CardValues["current-salary"]; currency: string }) {
  const { t, formatNumber } = useI18n();
  const { formId, problems } = useContext(Fields);
  const isRupees = currency === "INR";
  const pickers = value && isRupees ? pickersFromRupees(value.currentSalary) : null;
  const problem = problems.find((candidate) => candidate.field === "currentSalary");
  const base = `${formId}-currentSalary`;
  return (
    <>
      <input type="hidden" name="currency" value={currency} />
      {isRupees ? (
        <fieldset className="field-row" id={base} aria-describedby={problem ? `${base}-error` : undefined}>
          <legend>{t("profile.salary.currentRupees")}</legend>
          {problem && (
            <p className="form-error field-row__wide" id={`${base}-error`}>
              {t(problemKey(problem.messageKey), problem.params)}
            </p>
          )}
          <Select
            name="currentLakhs"
            label={t("profile.salary.lakhs")}
            saved={pickers?.lakhs}
            placeholder={t("profile.choose")}
            options={SALARY_LAKHS.map((option) => ({
              value: String(option.value),
              label: formatNumber(option.value) + (option.value === 100 ? "+" : ""),
            }))}
          />
          <Select
            name="currentThousands"
            label={t("profile.salary.thousands")}
            saved={pickers?.thousands}
            options={SALARY_THOUSANDS.map((option) => ({
              value: String(option.value),
              label: formatNumber(option.value),
            }))}
          />
        </fieldset>
      ) : (
        <Text
          name="currentSalary"
          label={t("profile.salary.current", { currency })}
          saved={value?.currentSalary}
          inputMode="numeric"
        />
      )}
      <Choices
        name="salaryMode"
        legend={t("profile.salary.mode")}
        saved={value?.salaryMode ? [value.salaryMode] : []}
        options={SALARY_MODES.map((mode) => ({
          value: mode,
          label: mode === "Monthly" ? t("accounts.salary.monthly") : t("accounts.salary.annually"),
        }))}
      />
    </>
  );
}

function NoticeFields({
  noticePeriod,
  lastWorkingDay,
}: {
  noticePeriod: string | null;
  lastWorkingDay: string | null;
}) {
  const { t } = useI18n();
  return (
    <>
      <Select
        name="noticePeriod"
        label={t("profile.employment.noticePeriod")}
        saved={noticePeriod}
        placeholder={t("profile.choose")}
        options={NOTICE_PERIODS.map((period) => ({ value: period.id, label: noticeLabel(t, period.id) }))}
      />
      <Text
        name="lastWorkingDay"
        type="date"
        label={t("profile.employment.lastWorkingDay")}
        hint={t("profile.employment.lastWorkingDayHint")}
        saved={lastWorkingDay}
      />
    </>
  );
}

export interface CardFieldsProps {
  card: CardView;
  formId: string;
  typed: Record<string, string | string[]> | null;
  problems: readonly FieldProblem[];
  currency: string;
  countryNames: Record<string, string>;
}

export function CardFields({ card, formId, typed, problems, currency, countryNames }: CardFieldsProps) {
  return (
    <Fields.Provider value={{ formId, typed, problems }}>
      <FieldsOf card={card} currency={currency} countryNames={countryNames} />
    </Fields.Provider>
  );
}

function FieldsOf({
  card,
  currency,
  countryNames,
}: {
  card: CardView;
  currency: string;
  countryNames: Record<string, string>;
}) {
  const { t, formatNumber } = useI18n();
  const cardId: CardId = card.cardId;
  switch (cardId) {
    case "profile-import":
      return (
        <>
          <Text
            name="name"
            label={t("profile.switcher.name")}
            saved=""
            hint={t("profile.switcher.nameHint")}
          />
          <Choices
            name="source"
            legend={t("profile.switcher.source")}
            saved={["registration"]}
            options={[
              { value: "registration", label: t("profile.switcher.sourceRegistration") },
              { value: "fresh", label: t("profile.switcher.sourceFresh") },
            ]}
          />
        </>
      );
    case "mobile-otp":
      return <Text name="otp" label={t("cards.mobile.otp")} saved="" inputMode="numeric" />;
    case "current-salary":
      return <SalaryFields value={card.value as CardValues["current-salary"]} currency={currency} />;
    case "notice-period": {
      const job = card.value as CardValues["notice-period"];
      return (
        <NoticeFields noticePeriod={job?.noticePeriod ?? null} lastWorkingDay={job?.lastWorkingDay ?? null} />
      );
    }
    case "designation": {
      const job = card.value as CardValues["designation"];
      return (
        <>
          {job && <input type="hidden" name="entryId" value={job.id} />}
          <Text name="designation" label={t("profile.employment.designation")} saved={job?.designation} />
          <Text name="company" label={t("profile.employment.company")} saved={job?.company} />
          <Text
            name="startDate"
            type="month"
            label={t("profile.employment.startDate")}
            hint={t("profile.monthHint")}
            saved={job?.startDate}
          />
          <Checkbox
            name="isCurrent"
            label={t("profile.employment.isCurrent")}
            saved={job ? job.isCurrent : true}
          />
          <Text
            name="endDate"
            type="month"
            label={t("profile.employment.endDate")}
            hint={t("profile.employment.endDateHint")}
            saved={job?.endDate}
          />
          <NoticeFields
            noticePeriod={job?.noticePeriod ?? null}
            lastWorkingDay={job?.lastWorkingDay ?? null}
          />
        </>
      );
    }
    case "experience": {
      const experience = card.value as CardValues["experience"];
      return (
        <div className="field-row">
          <Select
            name="years"
            label={t("profile.experience.years")}
            saved={experience ? (experience.isFresher ? "fresher" : experience.years) : null}
            placeholder={t("profile.choose")}
            options={[
              { value: "fresher", label: t("profile.experience.fresher") },
              ...Array.from({ length: 51 }, (_, years) => ({
                value: String(years),
                label: formatNumber(years),
              })),
            ]}
          />
          <Select
            name="months"
            label={t("profile.experience.months")}
            saved={experience?.months ?? 0}
            options={Array.from({ length: 12 }, (_, months) => ({
              value: String(months),
              label: formatNumber(months),
            }))}
          />
        </div>
      );
    }
    case "current-location":
      return (
        <Text
          name="currentLocation"
          label={t("profile.personal.currentLocation")}
          saved={(card.value as CardValues["current-location"]).currentLocation}
        />
      );
    case "preferred-location":
      return (
        <Text
          name="preferredLocations"
          label={t("profile.personal.preferredLocations")}
          hint={t("profile.personal.preferredLocationsHint")}
          saved={(card.value as CardValues["preferred-location"]).preferredLocations.join(", ")}
        />
      );
    case "skills":
      return (
        <Text
          name="skills"
          multiline
          label={t("cards.skills")}
          hint={t("cards.skillsHint")}
          saved={(card.value as CardValues["skills"]).skills.join(", ")}
        />
      );
    case "work-authorization": {
      const work = card.value as CardValues["work-authorization"];
      return (
        <>
          <Select
            name="visaStatus"
            label={t("profile.work.visaStatus")}
            saved={work?.visaStatus}
            placeholder={t("profile.choose")}
            options={VISA_STATUSES.map((status) => ({
              value: status,
              label: t(`profile.visa.${status}` as MessageKey),
            }))}
          />
          <Choices
            name="workCountries"
            legend={t("profile.work.countries")}
            multiple
            saved={work?.workCountries ?? []}
            options={WORK_COUNTRIES.map((country) => ({
              value: country.code,
              label: countryNames[country.code] ?? country.name,
            }))}
          />
          <Select
            name="usaWorkStatus"
            label={t("profile.work.usaStatus")}
            saved={work?.usaWorkStatus}
            placeholder={t("profile.work.usaNone")}
            options={USA_WORK_STATUS.map((status) => ({
              value: String(status.id),
              label: t(`profile.usa.${status.id}` as MessageKey),
            }))}
          />
        </>
      );
    }
    case "education": {
      const education = card.value as CardValues["education"];
      return (
        <>
          {education && <input type="hidden" name="entryId" value={education.id} />}
          <Select
            name="courseId"
            label={t("profile.education.qualification")}
            saved={education?.courseId}
            placeholder={t("profile.choose")}
            options={COURSES.map((course) => ({ value: String(course.id), label: course.name }))}
          />
          <Select
            name="specialization"
            label={t("profile.education.specialization")}
            saved={education?.specialization}
            placeholder={t("profile.choose")}
            options={[]}
            groups={COURSES.map((course) => ({
              label: course.name,
              options: course.specializations.map((name) => ({ value: name, label: name })),
            }))}
          />
          <Text name="institute" label={t("profile.education.institute")} saved={education?.institute} />
          <Select
            name="board"
            label={t("profile.education.board")}
            saved={education?.board}
            placeholder={t("profile.choose")}
            options={EDUCATION_BOARDS.map((board) => ({
              value: board,
              label: t(`profile.board.${board}` as MessageKey),
            }))}
          />
          <Select
            name="medium"
            label={t("profile.education.medium")}
            saved={education?.medium}
            placeholder={t("profile.choose")}
            options={EDUCATION_MEDIUMS.map((medium) => ({
              value: medium,
              label: t(`profile.medium.${medium}` as MessageKey),
            }))}
          />
          <Select
            name="percentageBand"
            label={t("profile.education.percentage")}
            saved={education?.percentageBand}
            placeholder={t("profile.choose")}
            options={PERCENTAGE_BANDS.map((band) => ({ value: String(band.id), label: band.name }))}
          />
          <Text
            name="passingYear"
            label={t("profile.education.passingYear")}
            saved={education?.passingYear}
            inputMode="numeric"
          />
          <Select
            name="educationType"
            label={t("profile.education.type")}
            saved={education?.educationType}
            placeholder={t("profile.choose")}
            options={EDUCATION_TYPES.map((type) => ({
              value: type,
              label: t(`accounts.education.type.${type}` as MessageKey),
            }))}
          />
        </>
      );
    }
  }
}
