/**
 * The field groups of spec §3 on the profile page, each its own form: personal details, work
 * authorization, total experience, designation history, education, key skills, IT skills, salary, job
 * preferences, the COVID layoff flag, and certificates of finished courses (added from My learning).
 * Lists (jobs, education, IT skills) show their entries with an edit link (`?edit=<id>`, so it works
 * without JavaScript) and a remove button.
 */

import {
  COURSES,
  currencyLabel,
  DIALLING_CODES,
  DIFFERENTLY_ABLED,
  EDUCATION_BOARDS,
  EDUCATION_MEDIUMS,
  EDUCATION_TYPES,
  type Education,
  type Employment,
  EXPERIENCE_MONTHS,
  EXPERIENCE_YEARS,
  GENDERS,
  INDUSTRIES,
  type ItSkill,
  JOB_FUNCTIONS,
  JOB_ROLES,
  JOB_TYPES,
  MAX_INDUSTRIES,
  NOTICE_PERIODS,
  PERCENTAGE_BANDS,
  type ProfileDetail,
  type ProfileListGroup,
  SALARY_MODES,
  USA_WORK_STATUS,
  VISA_STATUSES,
  WORK_COUNTRIES,
} from "@portal/domain";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { yearsAndMonths } from "../../i18n/durations.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useReferenceName } from "../../i18n/reference-names.tsx";
import {
  Checkbox,
  ChoiceGroup,
  GroupSelect,
  type Option,
  SelectField,
  SubmitButton,
  TextField,
} from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";
import { RupeePickers } from "../../ui/forms/rupee-pickers.tsx";
import { LocalLink, useLocalHref } from "../../ui/local-link.tsx";
import { CertificateLine } from "./certificate-line.tsx";
import { checkEntry, checkGroup, checkSkill } from "./profile-checks.ts";
import { ProfileForm } from "./profile-form.tsx";

export interface SectionProps {
  profile: ProfileDetail;
  csrfToken: string;
  state: FormState | undefined;
  /** The site's currency: INR salaries are picked in lakhs and thousands. */
  currency: string;
  diallingCode: string;
  /** The list entry being edited (`?edit=`), if any. */
  editing: string | null;
  /** Work countries' names in the page's language, by ISO code. */
  countryNames: Record<string, string>;
}

const EARLIEST_YEAR = 1960;

function years(ahead: number): Option[] {
  const last = new Date().getUTCFullYear() + ahead;
  return Array.from({ length: last - EARLIEST_YEAR + 1 }, (_, index) => {
    const year = String(last - index);
    return { value: year, label: year };
  });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="profile-section" aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

export function PersonalSection({ profile, csrfToken, state, diallingCode }: SectionProps) {
  const { t } = useI18n();
  const personal = profile.data.personal;
  return (
    <Section id="personal" title={t("profile.personal.heading")}>
      <ProfileForm
        id="personal"
        intent="save-group"
        hidden={{ group: "personal" }}
        csrfToken={csrfToken}
        profileId={profile.id}
        state={state}
        check={checkGroup("personal")}
        fields={[
          "name",
          "email",
          "mobile",
          "currentLocation",
          "preferredLocations",
          "dateOfBirth",
          "gender",
          "differentlyAbled",
        ]}
      >
        <TextField
          name="name"
          label={t("profile.personal.name")}
          saved={personal?.name}
          maxLength={30}
          autoComplete="name"
        />
        <TextField
          name="email"
          type="email"
          label={t("profile.personal.email")}
          saved={personal?.email}
          maxLength={254}
          dir="ltr"
          inputMode="email"
          autoComplete="email"
        />
        <div className="field-row profile-mobile">
          <GroupSelect
            name="diallingCode"
            label={t("profile.personal.diallingCode")}
            saved={personal?.mobile.diallingCode || diallingCode}
            options={DIALLING_CODES.map((code) => ({
              value: code.diallingCode,
              label: `${code.prefix} ${code.countryCode}`,
            })).filter(
              (option, index, all) => all.findIndex((other) => other.value === option.value) === index,
            )}
          />
          <TextField
            name="mobile"
            type="tel"
            label={t("profile.personal.mobile")}
            saved={personal?.mobile.number}
            maxLength={20}
            dir="ltr"
            inputMode="tel"
            autoComplete="tel-national"
          />
        </div>
        <TextField
          name="currentLocation"
          label={t("profile.personal.currentLocation")}
          saved={personal?.currentLocation}
          maxLength={60}
          autoComplete="address-level2"
        />
        <TextField
          name="preferredLocations"
          label={t("profile.personal.preferredLocations")}
          hint={t("profile.personal.preferredLocationsHint")}
          saved={personal?.preferredLocations.join(", ")}
          maxLength={300}
        />
        <TextField
          name="dateOfBirth"
          type="date"
          label={t("profile.personal.dateOfBirth")}
          saved={personal?.dateOfBirth}
          dir="ltr"
          autoComplete="bday"
          maxLength={100}
        />
        <ChoiceGroup
          name="gender"
          legend={t("profile.personal.gender")}
          saved={personal?.gender ? [personal.gender] : []}
          options={GENDERS.map((gender) => ({
            value: gender,
            label: t(`profile.gender.${gender}.label` as MessageKey),
          }))}
        />
        <SelectField
          name="differentlyAbled"
          label={t("profile.personal.differentlyAbled")}
          saved={personal?.differentlyAbled}
          placeholder={t("profile.personal.notDifferentlyAbled")}
          options={DIFFERENTLY_ABLED.map((entry) => ({
            value: String(entry.id),
            label: t(`profile.differentlyAbled.${entry.id}` as MessageKey),
          }))}
        />
        <SubmitButton isBlock={false}>{t("profile.save")}</SubmitButton>
      </ProfileForm>
    </Section>
  );
}

export function WorkAuthorizationSection({ profile, csrfToken, state, countryNames }: SectionProps) {
  const { t } = useI18n();
  const value = profile.data.workAuthorization;
  return (
    <Section id="work-authorization" title={t("profile.work.heading")}>
      <p className="profile-section__intro">{t("profile.work.intro")}</p>
      <ProfileForm
        id="workAuthorization"
        intent="save-group"
        hidden={{ group: "workAuthorization" }}
        csrfToken={csrfToken}
        profileId={profile.id}
        state={state}
        check={checkGroup("workAuthorization")}
        fields={["workCountries", "usaWorkStatus", "visaStatus"]}
      >
        <ChoiceGroup
          name="workCountries"
          legend={t("profile.work.countries")}
          multiple
          saved={value?.workCountries ?? []}
          options={WORK_COUNTRIES.map((country) => ({
            value: country.code,
            label: countryNames[country.code] ?? country.name,
          }))}
        />
        <SelectField
          name="visaStatus"
          label={t("profile.work.visaStatus")}
          saved={value?.visaStatus}
          placeholder={t("profile.choose")}
          options={VISA_STATUSES.map((status) => ({
            value: status,
            label: t(`profile.visa.${status}` as MessageKey),
          }))}
        />
        <SelectField
          name="usaWorkStatus"
          label={t("profile.work.usaStatus")}
          saved={value?.usaWorkStatus}
          placeholder={t("profile.work.usaNone")}
          options={USA_WORK_STATUS.map((status) => ({
            value: String(status.id),
            label: t(`profile.usa.${status.id}` as MessageKey),
          }))}
        />
        <SubmitButton isBlock={false}>{t("profile.save")}</SubmitButton>
      </ProfileForm>
    </Section>
  );
}

export function ExperienceSection({ profile, csrfToken, state }: SectionProps) {
  const { t, formatNumber } = useI18n();
  const value = profile.data.experience;
  return (
    <Section id="experience" title={t("profile.experience.heading")}>
      <ProfileForm
        id="experience"
        intent="save-group"
        hidden={{ group: "experience" }}
        csrfToken={csrfToken}
        profileId={profile.id}
        state={state}
        check={checkGroup("experience")}
        fields={["years", "months"]}
      >
        <div className="field-row">
          <SelectField
            name="years"
            label={t("profile.experience.years")}
            saved={value ? (value.isFresher ? "fresher" : value.years) : null}
            placeholder={t("profile.choose")}
            options={EXPERIENCE_YEARS.map((option) => ({
              value: option.id,
              label: option.isFresher ? t("profile.experience.fresher") : formatNumber(option.years),
            }))}
          />
          <SelectField
            name="months"
            label={t("profile.experience.months")}
            saved={value?.months ?? 0}
            options={EXPERIENCE_MONTHS.map((option) => ({
              value: String(option.value),
              label: formatNumber(option.value),
            }))}
          />
        </div>
        <SubmitButton isBlock={false}>{t("profile.save")}</SubmitButton>
      </ProfileForm>
    </Section>
  );
}

/** "Mar 2022": a job's months, in the page's language. */
function monthLabel(value: string | null, locale: string): string {
  if (!value) return "";
  const date = new Date(`${value}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}

function EntryActions({
  profileId,
  group,
  entryId,
  csrfToken,
  editLabel,
  removeLabel,
}: {
  profileId: string;
  group: string;
  entryId: string;
  csrfToken: string;
  editLabel: string;
  removeLabel: string;
}) {
  const { t } = useI18n();
  const href = useLocalHref();
  return (
    <div className="profile-entry__actions">
      <LocalLink to={`/seeker/profile?profile=${profileId}&edit=${entryId}#${group}`} aria-label={editLabel}>
        {t("profile.edit")}
      </LocalLink>
      <Form method="post" action={href(`/seeker/profile?profile=${profileId}`)} className="inline-form">
        <input type="hidden" name="_csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="delete-entry" />
        <input type="hidden" name="profileId" value={profileId} />
        <input type="hidden" name="group" value={group} />
        <input type="hidden" name="entryId" value={entryId} />
        <button type="submit" className="link-button" aria-label={removeLabel}>
          {t("profile.remove")}
        </button>
      </Form>
    </div>
  );
}

/** A list group's entries, each with its edit link and remove button named after the entry. */
function EntryList<Entry extends { id: string }>({
  entries,
  empty,
  group,
  section,
  nameOf,
  children,
}: {
  entries: readonly Entry[];
  /** What the section says while the list is empty. */
  empty: string;
  group: ProfileListGroup;
  section: SectionProps;
  nameOf: (entry: Entry) => string;
  /** The entry's own lines. */
  children: (entry: Entry) => ReactNode;
}) {
  const { t } = useI18n();
  if (entries.length === 0) return <p className="profile-section__intro">{empty}</p>;
  return (
    <ul className="profile-entries">
      {entries.map((entry) => (
        <li key={entry.id} className="profile-entry">
          {children(entry)}
          <EntryActions
            profileId={section.profile.id}
            group={group}
            entryId={entry.id}
            csrfToken={section.csrfToken}
            editLabel={t("profile.editNamed", { name: nameOf(entry) })}
            removeLabel={t("profile.removeNamed", { name: nameOf(entry) })}
          />
        </li>
      ))}
    </ul>
  );
}

/** The add-or-edit form of one entry of a list group, under its heading; editing offers a way back to adding. */
function EntryEditor({
  group,
  entryId,
  heading,
  section,
  fields,
  children,
}: {
  group: ProfileListGroup;
  entryId: string | undefined;
  heading: string;
  section: SectionProps;
  fields: readonly string[];
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { profile, csrfToken, state } = section;
  const profileId = profile.id;
  return (
    <>
      <h3>{heading}</h3>
      {entryId && (
        <p className="profile-section__intro">
          <LocalLink to={`/seeker/profile?profile=${profileId}#${group}`}>
            {t("profile.cancelEdit")}
          </LocalLink>
        </p>
      )}
      <ProfileForm
        key={entryId ?? "new"}
        id={group}
        intent="save-entry"
        hidden={{ group, ...(entryId ? { entryId } : {}) }}
        csrfToken={csrfToken}
        profileId={profileId}
        state={state}
        check={checkEntry(group)}
        fields={fields}
      >
        {children}
      </ProfileForm>
    </>
  );
}

export function EmploymentSection(section: SectionProps) {
  const { profile, editing } = section;
  const { t, locale } = useI18n();
  const jobs = profile.data.employments;
  const entry: Employment | undefined = jobs.find((job) => job.id === editing);
  return (
    <Section id="employments" title={t("profile.employment.heading")}>
      <EntryList
        entries={jobs}
        empty={t("profile.employment.empty")}
        group="employments"
        section={section}
        nameOf={(job) => job.designation}
      >
        {(job) => (
          <>
            <p className="profile-entry__title">
              <bdi>{job.designation}</bdi>
            </p>
            <p>
              <bdi>{job.company}</bdi>
            </p>
            <p className="profile-entry__meta">
              {job.isCurrent
                ? t("profile.employment.since", { start: monthLabel(job.startDate, locale) })
                : t("profile.employment.range", {
                    start: monthLabel(job.startDate, locale),
                    end: monthLabel(job.endDate, locale),
                  })}
            </p>
          </>
        )}
      </EntryList>
      <EntryEditor
        group="employments"
        entryId={entry?.id}
        heading={entry ? t("profile.employment.editHeading") : t("profile.employment.addHeading")}
        section={section}
        fields={[
          "designation",
          "company",
          "startDate",
          "endDate",
          "isCurrent",
          "noticePeriod",
          "lastWorkingDay",
        ]}
      >
        <TextField
          name="designation"
          label={t("profile.employment.designation")}
          saved={entry?.designation}
          maxLength={100}
        />
        <TextField
          name="company"
          label={t("profile.employment.company")}
          saved={entry?.company}
          maxLength={100}
        />
        <TextField
          name="startDate"
          type="month"
          label={t("profile.employment.startDate")}
          hint={t("profile.monthHint")}
          saved={entry?.startDate}
          dir="ltr"
          maxLength={100}
        />
        <Checkbox
          name="isCurrent"
          label={t("profile.employment.isCurrent")}
          saved={entry?.isCurrent ?? false}
        />
        <TextField
          name="endDate"
          type="month"
          label={t("profile.employment.endDate")}
          hint={t("profile.employment.endDateHint")}
          saved={entry?.endDate}
          dir="ltr"
          maxLength={100}
        />
        <SelectField
          name="noticePeriod"
          label={t("profile.employment.noticePeriod")}
          hint={t("profile.employment.noticePeriodHint")}
          saved={entry?.noticePeriod}
          placeholder={t("profile.choose")}
          options={NOTICE_PERIODS.map((period) => ({
            value: period.id,
            label: t(`accounts.notice.${period.id}` as MessageKey),
          }))}
        />
        <TextField
          name="lastWorkingDay"
          type="date"
          label={t("profile.employment.lastWorkingDay")}
          hint={t("profile.employment.lastWorkingDayHint")}
          saved={entry?.lastWorkingDay}
          dir="ltr"
          maxLength={100}
        />
        <SubmitButton isBlock={false}>{entry ? t("profile.save") : t("profile.employment.add")}</SubmitButton>
      </EntryEditor>
    </Section>
  );
}

export function EducationSection(section: SectionProps) {
  const { profile, editing } = section;
  const { t } = useI18n();
  const nameOf = useReferenceName();
  const list = profile.data.educations;
  const entry: Education | undefined = list.find((item) => item.id === editing);
  const courseName = (id: number) => {
    const course = COURSES.find((candidate) => candidate.id === id);
    return course ? nameOf("courses", course.id, course.name) : "";
  };
  const specializationName = (name: string) => nameOf("specializations", name, name);
  return (
    <Section id="educations" title={t("profile.education.heading")}>
      <EntryList
        entries={list}
        empty={t("profile.education.empty")}
        group="educations"
        section={section}
        nameOf={(item) => courseName(item.courseId)}
      >
        {(item) => (
          <>
            <p className="profile-entry__title">
              {courseName(item.courseId)} – {specializationName(item.specialization)}
            </p>
            <p>
              <bdi>{item.institute}</bdi>
            </p>
            <p className="profile-entry__meta">{item.passingYear || ""}</p>
          </>
        )}
      </EntryList>
      <EntryEditor
        group="educations"
        entryId={entry?.id}
        heading={entry ? t("profile.education.editHeading") : t("profile.education.addHeading")}
        section={section}
        fields={[
          "courseId",
          "specialization",
          "institute",
          "board",
          "medium",
          "percentageBand",
          "passingYear",
          "educationType",
        ]}
      >
        <SelectField
          name="courseId"
          label={t("profile.education.qualification")}
          saved={entry?.courseId || null}
          placeholder={t("profile.choose")}
          options={COURSES.map((course) => ({ value: String(course.id), label: courseName(course.id) }))}
        />
        <SelectField
          name="specialization"
          label={t("profile.education.specialization")}
          hint={t("profile.education.specializationHint")}
          saved={entry?.specialization}
          placeholder={t("profile.choose")}
          options={[]}
          groups={COURSES.map((course) => ({
            label: courseName(course.id),
            options: course.specializations.map((name) => ({ value: name, label: specializationName(name) })),
          }))}
        />
        <TextField
          name="institute"
          label={t("profile.education.institute")}
          saved={entry?.institute}
          maxLength={120}
        />
        <SelectField
          name="board"
          label={t("profile.education.board")}
          saved={entry?.board}
          placeholder={t("profile.choose")}
          options={EDUCATION_BOARDS.map((board) => ({
            value: board,
            label: t(`profile.board.${board}.label` as MessageKey),
          }))}
        />
        <SelectField
          name="medium"
          label={t("profile.education.medium")}
          saved={entry?.medium}
          placeholder={t("profile.choose")}
          options={EDUCATION_MEDIUMS.map((medium) => ({
            value: medium,
            label: t(`profile.medium.${medium}.label` as MessageKey),
          }))}
        />
        <SelectField
          name="percentageBand"
          label={t("profile.education.percentage")}
          saved={entry?.percentageBand}
          placeholder={t("profile.notSaying")}
          options={PERCENTAGE_BANDS.map((band) => ({
            value: String(band.id),
            label: nameOf("percentageBands", band.id, band.name),
          }))}
        />
        <SelectField
          name="passingYear"
          label={t("profile.education.passingYear")}
          saved={entry?.passingYear || null}
          placeholder={t("profile.choose")}
          options={years(6)}
        />
        <ChoiceGroup
          name="educationType"
          legend={t("profile.education.type")}
          saved={[entry?.educationType || "full-time"]}
          options={EDUCATION_TYPES.map((type) => ({
            value: type,
            label: t(`accounts.education.type.${type}` as MessageKey),
          }))}
        />
        <SubmitButton isBlock={false}>{entry ? t("profile.save") : t("profile.education.add")}</SubmitButton>
      </EntryEditor>
    </Section>
  );
}

export function SkillsSection({ profile, csrfToken, state }: SectionProps) {
  const { t } = useI18n();
  const href = useLocalHref();
  return (
    <Section id="skills" title={t("profile.skills.heading")}>
      {profile.data.skills.length === 0 ? (
        <p className="profile-section__intro">{t("profile.skills.empty")}</p>
      ) : (
        <ul className="skill-chips">
          {profile.data.skills.map((skill) => (
            <li key={skill} className="skill-chip">
              <span dir="auto">{skill}</span>
              <Form
                method="post"
                action={href(`/seeker/profile?profile=${profile.id}`)}
                className="inline-form"
              >
                <input type="hidden" name="_csrf" value={csrfToken} />
                <input type="hidden" name="intent" value="remove-skill" />
                <input type="hidden" name="profileId" value={profile.id} />
                <input type="hidden" name="name" value={skill} />
                <button
                  type="submit"
                  className="skill-chip__remove"
                  aria-label={t("profile.removeNamed", { name: skill })}
                >
                  ×
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <ProfileForm
        id="skills"
        intent="add-skill"
        csrfToken={csrfToken}
        profileId={profile.id}
        state={state}
        check={checkSkill}
        fields={["name"]}
        className="profile-form--inline"
      >
        <TextField
          name="name"
          label={t("profile.skills.add")}
          hint={t("profile.skills.hint")}
          maxLength={60}
        />
        <SubmitButton variant="outline" isBlock={false}>
          {t("profile.skills.addButton")}
        </SubmitButton>
      </ProfileForm>
    </Section>
  );
}

/** Certificates of finished courses (added from My learning; only taken off here). */
export function CertificatesSection({ profile, csrfToken }: SectionProps) {
  const { t } = useI18n();
  const href = useLocalHref();
  if (profile.data.certificates.length === 0) return null;
  return (
    <Section id="certificates" title={t("profile.certificates.heading")}>
      <p className="profile-section__intro">{t("profile.certificates.intro")}</p>
      <ul className="profile-certificates">
        {profile.data.certificates.map((certificate) => (
          <li key={certificate.id}>
            <CertificateLine certificate={certificate} />
            <Form
              method="post"
              action={href(`/seeker/profile?profile=${profile.id}`)}
              className="inline-form"
            >
              <input type="hidden" name="_csrf" value={csrfToken} />
              <input type="hidden" name="intent" value="remove-certificate" />
              <input type="hidden" name="profileId" value={profile.id} />
              <input type="hidden" name="certificateId" value={certificate.id} />
              <button type="submit" className="skill-chip__remove">
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">
                  {t("profile.certificates.remove", { name: certificate.title })}
                </span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ItSkillsSection(section: SectionProps) {
  const { profile, editing } = section;
  const { t, formatNumber } = useI18n();
  const list = profile.data.itSkills;
  const entry: ItSkill | undefined = list.find((item) => item.id === editing);
  return (
    <Section id="itSkills" title={t("profile.itSkills.heading")}>
      <EntryList
        entries={list}
        empty={t("profile.itSkills.empty")}
        group="itSkills"
        section={section}
        nameOf={(item) => item.name}
      >
        {(item) => (
          <>
            <p className="profile-entry__title">
              <bdi>
                {item.name} {item.version}
              </bdi>
            </p>
            <p className="profile-entry__meta">
              {yearsAndMonths(t, item.experienceYears, item.experienceMonths)}
              {item.lastUsed ? ` · ${t("profile.itSkills.lastUsedIn", { year: String(item.lastUsed) })}` : ""}
            </p>
          </>
        )}
      </EntryList>
      <EntryEditor
        group="itSkills"
        entryId={entry?.id}
        heading={entry ? t("profile.itSkills.editHeading") : t("profile.itSkills.addHeading")}
        section={section}
        fields={["name", "version", "lastUsed", "experienceYears", "experienceMonths", "employmentId"]}
      >
        <TextField name="name" label={t("profile.itSkills.name")} saved={entry?.name} maxLength={60} />
        <TextField
          name="version"
          label={t("profile.itSkills.version")}
          saved={entry?.version}
          maxLength={20}
          dir="ltr"
        />
        <SelectField
          name="lastUsed"
          label={t("profile.itSkills.lastUsed")}
          saved={entry?.lastUsed}
          placeholder={t("profile.notSaying")}
          options={years(0)}
        />
        <div className="field-row">
          <SelectField
            name="experienceYears"
            label={t("profile.experience.years")}
            saved={entry?.experienceYears ?? 0}
            options={EXPERIENCE_YEARS.filter((option) => !option.isFresher).map((option) => ({
              value: String(option.years),
              label: formatNumber(option.years),
            }))}
          />
          <SelectField
            name="experienceMonths"
            label={t("profile.experience.months")}
            saved={entry?.experienceMonths ?? 0}
            options={EXPERIENCE_MONTHS.map((option) => ({
              value: String(option.value),
              label: formatNumber(option.value),
            }))}
          />
        </div>
        <SelectField
          name="employmentId"
          label={t("profile.itSkills.employment")}
          saved={entry?.employmentId}
          placeholder={t("profile.itSkills.noEmployment")}
          options={profile.data.employments.map((job) => ({
            value: job.id,
            label: `${job.designation}, ${job.company}`,
          }))}
        />
        <SubmitButton isBlock={false}>{entry ? t("profile.save") : t("profile.itSkills.add")}</SubmitButton>
      </EntryEditor>
    </Section>
  );
}

export function SalarySection({ profile, csrfToken, state, currency }: SectionProps) {
  const { t, language } = useI18n();
  const salary = profile.data.salary;
  const isRupees = currency === "INR";
  return (
    <Section id="salary" title={t("profile.salary.heading")}>
      <ProfileForm
        id="salary"
        intent="save-group"
        hidden={{ group: "salary", currency }}
        csrfToken={csrfToken}
        profileId={profile.id}
        state={state}
        check={checkGroup("salary")}
        fields={["currentSalary", "salaryMode", "expectedSalary"]}
      >
        <ChoiceGroup
          name="salaryMode"
          legend={t("profile.salary.mode")}
          saved={salary?.salaryMode ? [salary.salaryMode] : []}
          options={SALARY_MODES.map((mode) => ({
            value: mode,
            label: mode === "Monthly" ? t("accounts.salary.monthly") : t("accounts.salary.annually"),
          }))}
        />
        {isRupees ? (
          <>
            <RupeePickers
              name="currentSalary"
              prefix="current"
              legend={t("profile.salary.currentRupees")}
              amount={salary?.currentSalary}
            />
            <RupeePickers
              name="expectedSalary"
              prefix="expected"
              legend={t("profile.salary.expectedRupees")}
              amount={salary?.expectedSalary}
            />
          </>
        ) : (
          <>
            <TextField
              name="currentSalary"
              label={t("profile.salary.current", { currency: currencyLabel(currency, language) })}
              saved={salary?.currentSalary}
              inputMode="numeric"
              maxLength={12}
              dir="ltr"
            />
            <TextField
              name="expectedSalary"
              label={t("profile.salary.expected", { currency: currencyLabel(currency, language) })}
              saved={salary?.expectedSalary}
              inputMode="numeric"
              maxLength={12}
              dir="ltr"
            />
          </>
        )}
        <SubmitButton isBlock={false}>{t("profile.save")}</SubmitButton>
      </ProfileForm>
    </Section>
  );
}

export function PreferencesSection({ profile, csrfToken, state }: SectionProps) {
  const { t } = useI18n();
  const nameOf = useReferenceName();
  const value = profile.data.preferences;
  return (
    <Section id="preferences" title={t("profile.preferences.heading")}>
      <ProfileForm
        id="preferences"
        intent="save-group"
        hidden={{ group: "preferences" }}
        csrfToken={csrfToken}
        profileId={profile.id}
        state={state}
        check={checkGroup("preferences")}
        fields={["functionIds", "roleIds", "industryIds", "jobTypes"]}
      >
        <SelectField
          name="functionIds"
          multiple
          label={t("profile.preferences.functions")}
          hint={t("profile.preferences.multiHint", { max: 3 })}
          savedList={value?.functionIds ?? []}
          options={JOB_FUNCTIONS.map((entry) => ({
            value: String(entry.id),
            label: nameOf("functions", entry.id, entry.name),
          }))}
        />
        <SelectField
          name="roleIds"
          multiple
          label={t("profile.preferences.roles")}
          hint={t("profile.preferences.multiHint", { max: 5 })}
          savedList={value?.roleIds ?? []}
          options={[]}
          groups={JOB_FUNCTIONS.map((entry) => ({
            label: nameOf("functions", entry.id, entry.name),
            options: JOB_ROLES.filter((role) => role.functionId === entry.id).map((role) => ({
              value: String(role.id),
              label: nameOf("roles", role.id, role.name),
            })),
          }))}
        />
        <SelectField
          name="industryIds"
          multiple
          label={t("profile.preferences.industries")}
          hint={t("profile.preferences.multiHint", { max: MAX_INDUSTRIES })}
          savedList={value?.industryIds ?? []}
          options={INDUSTRIES.map((entry) => ({
            value: String(entry.id),
            label: nameOf("industries", entry.id, entry.name),
          }))}
        />
        <ChoiceGroup
          name="jobTypes"
          legend={t("profile.preferences.jobTypes")}
          multiple
          saved={value?.jobTypes ?? []}
          options={JOB_TYPES.map((type) => ({
            value: type.id,
            label: t(`accounts.jobType.${type.id}` as MessageKey),
          }))}
        />
        <SubmitButton isBlock={false}>{t("profile.save")}</SubmitButton>
      </ProfileForm>
    </Section>
  );
}

export function CovidSection({ profile, csrfToken, state }: SectionProps) {
  const { t } = useI18n();
  return (
    <Section id="covid" title={t("profile.covid.heading")}>
      <ProfileForm
        id="covid"
        intent="save-group"
        hidden={{ group: "covid" }}
        csrfToken={csrfToken}
        profileId={profile.id}
        state={state}
        fields={["laidOffDueToCovid"]}
      >
        <Checkbox
          name="laidOffDueToCovid"
          label={t("profile.covid.label")}
          saved={profile.data.covid?.laidOffDueToCovid ?? false}
        />
        <SubmitButton isBlock={false}>{t("profile.save")}</SubmitButton>
      </ProfileForm>
    </Section>
  );
}
