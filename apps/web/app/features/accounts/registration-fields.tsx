/**
 * The fields of each registration step, shared by the step pages and the single-page registration so
 * both ask the same questions in the same words.
 */

import type { StepPrefill } from "@portal/contracts";
import {
  COURSES,
  currencyLabel,
  type DiallingCode,
  EXPERIENCE_MONTHS,
  EXPERIENCE_YEARS,
  INDUSTRIES,
  JOB_TYPES,
  MAX_INDUSTRIES,
  NOTICE_PERIODS,
  SALARY_MODES,
} from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useReferenceName } from "../../i18n/reference-names.tsx";
import { ChoiceGroup, PhoneField, SelectField, TextField } from "../../ui/forms/form-kit.tsx";
import { type FormState, fieldValues, savedList, savedText } from "../../ui/forms/form-state.ts";

export const PERSONAL_FIELDS = [
  "experienceType",
  "name",
  "email",
  "password",
  "mobile",
  "currentCity",
] as const;
export const EMPLOYMENT_FIELDS = [
  "totalExperienceYears",
  "totalExperienceMonths",
  "designation",
  "company",
  "startMonth",
  "noticePeriod",
  "lastWorkingDate",
  "salaryMode",
  "currentSalary",
] as const;
export const EDUCATION_FIELDS = [
  "qualification",
  "specialization",
  "institute",
  "passingYear",
  "educationType",
] as const;
export const PREFERENCE_FIELDS = ["preferredLocations", "industries", "jobTypes", "expectedSalary"] as const;

type Saved = Record<string, unknown>;
/** Per field, where its value came from ("From your resume"), shown as a mark beside it. */
type Marks = Readonly<Record<string, string>>;

export interface PersonalDefaults {
  experienceType: string;
  name: string;
  diallingCode: string;
  mobile: string;
  currentCity: string;
}

export function PersonalFields({
  defaults,
  codes,
  isNew,
  marks = {},
}: {
  defaults: PersonalDefaults;
  codes: readonly DiallingCode[];
  isNew: boolean;
  marks?: Marks;
}) {
  const { t } = useI18n();
  return (
    <>
      <ChoiceGroup
        name="experienceType"
        legend={t("accounts.personal.experienceLegend")}
        options={[
          { value: "fresher", label: t("accounts.choice.fresher") },
          { value: "professional", label: t("accounts.choice.professional") },
        ]}
        saved={[defaults.experienceType]}
        className="choice-group--cards"
        mark={marks.experienceType}
      />
      <TextField
        name="name"
        label={t("accounts.field.name")}
        mark={marks.name}
        saved={defaults.name}
        autoComplete="name"
        maxLength={30}
      />
      {isNew && (
        <>
          <TextField
            name="email"
            type="email"
            label={t("accounts.field.email")}
            mark={marks.email}
            autoComplete="email"
            inputMode="email"
            dir="ltr"
          />
          <TextField
            name="password"
            type="password"
            label={t("accounts.field.password")}
            hint={t("accounts.password.rule")}
            autoComplete="new-password"
          />
        </>
      )}
      <PhoneField
        codes={codes}
        diallingCode={defaults.diallingCode}
        number={defaults.mobile}
        label={t("accounts.field.mobile")}
        codeLabel={t("accounts.field.diallingCode")}
        mark={marks.mobile}
      />
      <TextField
        name="currentCity"
        label={t("accounts.field.currentCity")}
        mark={marks.currentCity}
        saved={defaults.currentCity}
        autoComplete="address-level2"
        maxLength={60}
      />
    </>
  );
}

export function EmploymentFields({
  saved,
  currency,
  resume,
  marks = {},
}: {
  saved: Saved;
  currency: string;
  /** Values read from the seeker's resume, the defaults while the step has none saved. */
  resume?: StepPrefill | null;
  marks?: Marks;
}) {
  const { t, formatNumber, language } = useI18n();
  const value = (field: string) => savedText(saved, field) || (resume?.values[field] ?? "");
  return (
    <>
      <fieldset className="field-row">
        <legend>{t("accounts.employment.totalExperience")}</legend>
        <SelectField
          name="totalExperienceYears"
          label={t("accounts.employment.years")}
          mark={marks.totalExperienceYears}
          placeholder={t("accounts.form.choose")}
          saved={value("totalExperienceYears")}
          options={EXPERIENCE_YEARS.filter((option) => !option.isFresher).map((option) => ({
            value: String(option.years),
            label: formatNumber(option.years),
          }))}
        />
        <SelectField
          name="totalExperienceMonths"
          label={t("accounts.employment.months")}
          mark={marks.totalExperienceMonths}
          saved={value("totalExperienceMonths") || "0"}
          options={EXPERIENCE_MONTHS.map((option) => ({
            value: String(option.value),
            label: formatNumber(option.value),
          }))}
        />
      </fieldset>
      <TextField
        name="designation"
        label={t("accounts.employment.designation")}
        mark={marks.designation}
        saved={value("designation")}
        autoComplete="organization-title"
        maxLength={100}
      />
      <TextField
        name="company"
        label={t("accounts.employment.company")}
        mark={marks.company}
        saved={value("company")}
        autoComplete="organization"
        maxLength={100}
      />
      <TextField
        name="startMonth"
        type="month"
        label={t("accounts.employment.startMonth")}
        hint={t("accounts.employment.startMonthHint")}
        mark={marks.startMonth}
        saved={value("startMonth")}
        dir="ltr"
      />
      <SelectField
        name="noticePeriod"
        label={t("accounts.employment.noticePeriod")}
        placeholder={t("accounts.form.choose")}
        saved={value("noticePeriod")}
        options={NOTICE_PERIODS.map((period) => ({
          value: period.id,
          label: t(`accounts.notice.${period.id}` as MessageKey),
        }))}
      />
      <TextField
        name="lastWorkingDate"
        type="date"
        label={t("accounts.employment.lastWorkingDate")}
        hint={t("accounts.employment.lastWorkingDateHint")}
        saved={value("lastWorkingDate")}
        dir="ltr"
      />
      <ChoiceGroup
        name="salaryMode"
        legend={t("accounts.employment.salaryMode")}
        options={SALARY_MODES.map((mode) => ({
          value: mode,
          label: mode === "Monthly" ? t("accounts.salary.monthly") : t("accounts.salary.annually"),
        }))}
        saved={[value("salaryMode")]}
      />
      <TextField
        name="currentSalary"
        label={t("accounts.employment.currentSalary", { currency: currencyLabel(currency, language) })}
        saved={value("currentSalary")}
        inputMode="numeric"
        maxLength={12}
        dir="ltr"
      />
    </>
  );
}

const EDUCATION_TYPES = ["full-time", "part-time", "correspondence"] as const;
const EARLIEST_PASSING_YEAR = 1960;
/** Students register before they graduate: passing years run a few years ahead. */
const YEARS_AHEAD = 6;

export function EducationFields({
  saved,
  resume,
  marks = {},
}: {
  saved: Saved;
  /** Values read from the seeker's resume, the defaults while the step has none saved. */
  resume?: StepPrefill | null;
  marks?: Marks;
}) {
  const { t } = useI18n();
  const nameOf = useReferenceName();
  const value = (field: string, savedField = field) =>
    savedText(saved, savedField) || (resume?.values[field] ?? "");
  const lastYear = new Date().getUTCFullYear() + YEARS_AHEAD;
  const years = Array.from({ length: lastYear - EARLIEST_PASSING_YEAR + 1 }, (_, index) =>
    String(lastYear - index),
  );
  return (
    <>
      <SelectField
        name="qualification"
        label={t("accounts.education.qualification")}
        mark={marks.qualification}
        placeholder={t("accounts.form.choose")}
        saved={value("qualification", "qualificationId")}
        options={COURSES.map((course) => ({
          value: String(course.id),
          label: nameOf("courses", course.id, course.name),
        }))}
      />
      <SelectField
        name="specialization"
        label={t("accounts.education.specialization")}
        hint={t("accounts.education.specializationHint")}
        mark={marks.specialization}
        placeholder={t("accounts.form.choose")}
        saved={value("specialization")}
        options={[]}
        groups={COURSES.map((course) => ({
          label: nameOf("courses", course.id, course.name),
          options: course.specializations.map((name) => ({
            value: name,
            label: nameOf("specializations", name, name),
          })),
        }))}
      />
      <TextField
        name="institute"
        label={t("accounts.education.institute")}
        mark={marks.institute}
        saved={value("institute")}
        maxLength={120}
      />
      <SelectField
        name="passingYear"
        label={t("accounts.education.passingYear")}
        mark={marks.passingYear}
        placeholder={t("accounts.form.choose")}
        saved={value("passingYear")}
        options={years.map((year) => ({ value: year, label: year }))}
      />
      <ChoiceGroup
        name="educationType"
        legend={t("accounts.education.type")}
        options={EDUCATION_TYPES.map((type) => ({
          value: type,
          label: t(`accounts.education.type.${type}` as MessageKey),
        }))}
        saved={[value("educationType") || "full-time"]}
      />
    </>
  );
}

export function JobPreferenceFields({
  state,
  saved,
  currency,
  resume,
  marks = {},
}: {
  state: FormState | undefined;
  saved: Saved;
  currency: string;
  /** Values read from the seeker's resume, the defaults while the step has none saved. */
  resume?: StepPrefill | null;
  marks?: Marks;
}) {
  const { t, language } = useI18n();
  const nameOf = useReferenceName();
  const industries = fieldValues(state, "industries", savedList(saved, "industryIds")).filter(Boolean);
  const industryOptions = INDUSTRIES.map((industry) => ({
    value: String(industry.id),
    label: nameOf("industries", industry.id, industry.name),
  }));
  return (
    <>
      <TextField
        name="preferredLocations"
        label={t("accounts.preference.locations")}
        hint={t("accounts.preference.locationsHint")}
        mark={marks.preferredLocations}
        saved={savedList(saved, "preferredLocations").join(", ") || (resume?.values.preferredLocations ?? "")}
        maxLength={200}
      />
      <SelectField
        name="industries"
        label={t("accounts.preference.industries")}
        hint={t("accounts.preference.industriesHint", { count: MAX_INDUSTRIES })}
        placeholder={t("accounts.preference.anyIndustry")}
        value={industries[0] ?? ""}
        options={industryOptions}
      />
      <SelectField
        name="industries"
        id="field-industries-second"
        label={t("accounts.preference.secondIndustry")}
        placeholder={t("accounts.preference.anyIndustry")}
        value={industries[1] ?? ""}
        isSecondary
        options={industryOptions}
      />
      <ChoiceGroup
        name="jobTypes"
        legend={t("accounts.preference.jobTypes")}
        multiple
        options={JOB_TYPES.map((type) => ({
          value: type.id,
          label: t(`accounts.jobType.${type.id}` as MessageKey),
        }))}
        saved={savedList(saved, "jobTypes")}
      />
      <TextField
        name="expectedSalary"
        label={t("accounts.preference.expectedSalary", { currency: currencyLabel(currency, language) })}
        hint={t("accounts.form.optional")}
        saved={savedText(saved, "expectedSalary")}
        inputMode="numeric"
        maxLength={12}
        dir="ltr"
      />
    </>
  );
}
