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
  currencyLabel,
  EDUCATION_BOARDS,
  EDUCATION_MEDIUMS,
  EDUCATION_TYPES,
  type FieldProblem,
  NOTICE_PERIODS,
  PERCENTAGE_BANDS,
  SALARY_MODES,
  USA_WORK_STATUS,
  VISA_STATUSES,
  WORK_COUNTRIES,
} from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useReferenceName } from "../../i18n/reference-names.tsx";
import { Checkbox, ChoiceGroup, FieldScope, SelectField, TextField } from "../../ui/forms/form-kit.tsx";
import { RupeePickers } from "../../ui/forms/rupee-pickers.tsx";
import { noticeLabel } from "./card-text.ts";

/** A card's text field: one line of at most 120 characters, or a longer text of at most 2,000. */
function Text(props: Omit<Parameters<typeof TextField>[0], "maxLength">) {
  return <TextField maxLength={props.multiline ? 2000 : 120} {...props} />;
}

function SalaryFields({ value, currency }: { value: CardValues["current-salary"]; currency: string }) {
  const { t, language } = useI18n();
  const isRupees = currency === "INR";
  return (
    <>
      <input type="hidden" name="currency" value={currency} />
      {isRupees ? (
        <RupeePickers
          name="currentSalary"
          prefix="current"
          legend={t("profile.salary.currentRupees")}
          amount={value?.currentSalary}
        />
      ) : (
        <Text
          name="currentSalary"
          label={t("profile.salary.current", { currency: currencyLabel(currency, language) })}
          saved={value?.currentSalary}
          inputMode="numeric"
        />
      )}
      <ChoiceGroup
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
      <SelectField
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
    <FieldScope prefix={formId} values={typed} problems={problems}>
      <FieldsOf card={card} currency={currency} countryNames={countryNames} />
    </FieldScope>
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
  const nameOf = useReferenceName();
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
          <ChoiceGroup
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
          <SelectField
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
          <SelectField
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
          <SelectField
            name="visaStatus"
            label={t("profile.work.visaStatus")}
            saved={work?.visaStatus}
            placeholder={t("profile.choose")}
            options={VISA_STATUSES.map((status) => ({
              value: status,
              label: t(`profile.visa.${status}` as MessageKey),
            }))}
          />
          <ChoiceGroup
            name="workCountries"
            legend={t("profile.work.countries")}
            multiple
            saved={work?.workCountries ?? []}
            options={WORK_COUNTRIES.map((country) => ({
              value: country.code,
              label: countryNames[country.code] ?? country.name,
            }))}
          />
          <SelectField
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
          <SelectField
            name="courseId"
            label={t("profile.education.qualification")}
            saved={education?.courseId}
            placeholder={t("profile.choose")}
            options={COURSES.map((course) => ({
              value: String(course.id),
              label: nameOf("courses", course.id, course.name),
            }))}
          />
          <SelectField
            name="specialization"
            label={t("profile.education.specialization")}
            saved={education?.specialization}
            placeholder={t("profile.choose")}
            options={[]}
            groups={COURSES.map((course) => ({
              label: nameOf("courses", course.id, course.name),
              options: course.specializations.map((name) => ({
                value: name,
                label: nameOf("specializations", name, name),
              })),
            }))}
          />
          <Text name="institute" label={t("profile.education.institute")} saved={education?.institute} />
          <SelectField
            name="board"
            label={t("profile.education.board")}
            saved={education?.board}
            placeholder={t("profile.choose")}
            options={EDUCATION_BOARDS.map((board) => ({
              value: board,
              label: t(`profile.board.${board}` as MessageKey),
            }))}
          />
          <SelectField
            name="medium"
            label={t("profile.education.medium")}
            saved={education?.medium}
            placeholder={t("profile.choose")}
            options={EDUCATION_MEDIUMS.map((medium) => ({
              value: medium,
              label: t(`profile.medium.${medium}` as MessageKey),
            }))}
          />
          <SelectField
            name="percentageBand"
            label={t("profile.education.percentage")}
            saved={education?.percentageBand}
            placeholder={t("profile.choose")}
            options={PERCENTAGE_BANDS.map((band) => ({
              value: String(band.id),
              label: nameOf("percentageBands", band.id, band.name),
            }))}
          />
          <Text
            name="passingYear"
            label={t("profile.education.passingYear")}
            saved={education?.passingYear}
            inputMode="numeric"
          />
          <SelectField
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
