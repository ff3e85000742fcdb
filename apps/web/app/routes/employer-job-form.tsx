/**
 * Posting a job (/employer/jobs/new) and changing one (/employer/jobs/<id>/edit): every field of the
 * spec's job record, with three buttons — Preview (the job as seekers will see it, nothing saved), Save as
 * draft, and Post job (or Save changes). The browser checks the form with the server's own schema before
 * sending; without JavaScript the server answers the same problems beside the same fields.
 */
import { attempt, type EmployerJob, type JobDetail } from "@portal/contracts";
import {
  dayFromToday,
  EXPERIENCE_MAX_YEARS,
  INDUSTRIES,
  JOB_DEFAULT_DAYS,
  JOB_FUNCTIONS,
  JOB_ROLES,
  JOB_TYPE_IDS,
  jobPostingFromForm,
  MAX_JOB_IT_SKILLS,
  SALARY_TERMS,
  SITE_SALARY_CURRENCIES,
  translateName,
  WORK_MODE_IDS,
} from "@portal/domain";
import { data, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { JobDetailBody, type JobTaxonomyNames } from "../features/jobs/job-detail-body.tsx";
import { checkPosting } from "../features/jobs/posting-checks.ts";
import { placeNamesFor } from "../features/places/place-names.server.ts";
import { placeNameIn } from "../features/places/use-place-name.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { referenceNamesFor } from "../i18n/reference-names.server.ts";
import { ReferenceNamesProvider, useReferenceName } from "../i18n/reference-names.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, goTo, refused } from "../ui/forms/form-action.server.ts";
import {
  Checkbox,
  ChoiceGroup,
  FieldGroup,
  GroupSelect,
  PageForm,
  SelectField,
  SubmitButton,
  TextField,
} from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { RichTextField } from "../ui/forms/rich-text-field.tsx";
import { RupeePickers } from "../ui/forms/rupee-pickers.tsx";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-job-form";

export const links = accountLinks;
export const meta = accountMeta("posting.newTitle");

/** IT skill rows shown: the job's own and two blank ones, up to the limit. */
const BLANK_IT_SKILL_ROWS = 2;

/** The form's fields, so problems of these show beside them and others in the summary. */
const FIELDS = [
  "title",
  "locations",
  "experience",
  "currencyCode",
  "salaryMin",
  "salaryMax",
  "salaryTerms",
  "jobCode",
  "skills",
  "itSkills",
  "functionId",
  "roleId",
  "industryId",
  "qualification",
  "description",
  "workMode",
  "jobType",
  "vacancies",
  "expiresOn",
];

function jobIdOf(params: { jobId?: string }): number | null {
  if (params.jobId === undefined) return null;
  const id = Number(params.jobId);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "recruiter");
  const jobId = jobIdOf(params);
  let job: EmployerJob | null = null;
  if (jobId !== null && user.company) {
    const outcome = await attempt(context.services.jobPosting.get(user, jobId));
    if (!outcome.ok) throw notFound();
    job = outcome.value;
  }
  return {
    csrfToken: context.session.csrfToken,
    hasCompany: Boolean(user.company),
    job,
    // One key per form shown: the same form sent twice makes one job.
    postingKey: crypto.randomUUID(),
    currencies: SITE_SALARY_CURRENCIES[context.site.id],
    siteCurrency: context.site.currency,
    siteSalaryTerms: context.site.salaryTerms,
    exampleCity: context.site.exampleCity,
    defaultExpiry: dayFromToday(JOB_DEFAULT_DAYS),
    referenceNames: referenceNamesFor(language, ["functions", "roles", "industries"]),
  };
}

export interface PostingFormState extends FormState {
  preview?: { job: JobDetail; taxonomy: JobTaxonomyNames; placeNames: Record<string, string> };
}

export const action = formAction(async ({ input, context, request, params, language }) => {
  const user = requireUser(context, request, language, "recruiter");
  const jobId = jobIdOf(params);
  const intent = formText(input.intent);
  const posting = { ...(jobPostingFromForm(input) as object), postingKey: formText(input.postingKey) };
  const { jobPosting } = context.services;
  if (intent === "preview") {
    const outcome = await attempt(jobPosting.preview(user, context.site.id, posting));
    if (!outcome.ok) return refused(input, outcome.error);
    const job = outcome.value;
    return data<PostingFormState>({
      form: "posting",
      values: visibleValues(input),
      problems: [],
      preview: {
        job,
        taxonomy: {
          functionName: translateName("functions", job.functionName, language),
          roleName: translateName("roles", job.roleName, language),
          industryName: translateName("industries", job.industryName, language),
        },
        placeNames: placeNamesFor(language, job.locations),
      },
    });
  }
  const publish = intent === "publish";
  const outcome = await attempt(
    jobId === null
      ? jobPosting.create(user, context.site.id, posting, { publish, meta: context.session.meta })
      : jobPosting.update(user, jobId, posting, { publish }),
  );
  if (!outcome.ok) return refused(input, outcome.error);
  return goTo(
    `/employer/jobs?notice=${outcome.value.status === "open" ? "open" : outcome.value.status}`,
    language,
  );
});

function numberOptions(from: number, to: number, format: (value: number) => string) {
  return Array.from({ length: to - from + 1 }, (_, index) => ({
    value: String(from + index),
    label: format(from + index),
  }));
}

function PostingForm({
  loaderData,
  state,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  state: PostingFormState | undefined;
}) {
  const { t, formatNumber } = useI18n();
  const nameOf = useReferenceName();
  const { job, csrfToken, currencies } = loaderData;
  const currency = job?.currencyCode ?? loaderData.siteCurrency;
  const isRupees = currency === "INR";
  const years = numberOptions(0, EXPERIENCE_MAX_YEARS, formatNumber);
  const itSkillRows = Math.min(MAX_JOB_IT_SKILLS, (job?.itSkills.length ?? 0) + BLANK_IT_SKILL_ROWS);
  const isDraft = !job || job.status === "draft";
  return (
    <PageForm
      csrfToken={csrfToken}
      state={state}
      fields={FIELDS}
      id="posting"
      hidden={{
        postingKey: loaderData.postingKey,
        ...(currencies.length === 1 ? { currencyCode: currency } : {}),
      }}
      check={checkPosting}
      className="posting-form"
    >
      <TextField
        name="title"
        label={t("posting.field.title")}
        saved={job?.title}
        maxLength={100}
        dir="auto"
      />
      <TextField
        name="locations"
        label={t("posting.field.locations")}
        hint={t("posting.field.locationsHint", { example: loaderData.exampleCity })}
        saved={job?.locations.join(", ")}
        dir="auto"
      />
      <FieldGroup name="experience" legend={t("posting.field.experience")}>
        <GroupSelect
          name="experienceMin"
          label={t("posting.field.minimum")}
          saved={job?.experienceMin ?? 0}
          options={years}
        />
        <GroupSelect
          name="experienceMax"
          label={t("posting.field.maximum")}
          saved={job?.experienceMax ?? 2}
          options={years}
        />
      </FieldGroup>

      <fieldset className="posting-form__salary">
        <legend>{t("posting.field.salary")}</legend>
        {currencies.length > 1 && (
          <SelectField
            name="currencyCode"
            label={t("posting.field.currency")}
            saved={currency}
            options={currencies.map((code) => ({ value: code, label: code }))}
          />
        )}
        {isRupees ? (
          <>
            <RupeePickers
              name="salaryMin"
              prefix="salaryMin"
              legend={t("posting.field.salaryMinRupees")}
              amount={job?.salaryMin}
            />
            <RupeePickers
              name="salaryMax"
              prefix="salaryMax"
              legend={t("posting.field.salaryMaxRupees")}
              amount={job?.salaryMax}
            />
          </>
        ) : (
          <>
            <TextField
              name="salaryMin"
              label={
                currencies.length > 1
                  ? t("posting.field.salaryMinAny")
                  : t("posting.field.salaryMin", { currency })
              }
              saved={job?.salaryMin}
              inputMode="numeric"
              maxLength={12}
              dir="ltr"
            />
            <TextField
              name="salaryMax"
              label={
                currencies.length > 1
                  ? t("posting.field.salaryMaxAny")
                  : t("posting.field.salaryMax", { currency })
              }
              saved={job?.salaryMax}
              inputMode="numeric"
              maxLength={12}
              dir="ltr"
            />
          </>
        )}
        <ChoiceGroup
          name="salaryTerms"
          legend={t("posting.field.salaryTerms")}
          saved={[job?.salaryTerms ?? loaderData.siteSalaryTerms]}
          options={SALARY_TERMS.map((terms) => ({
            value: terms,
            label: terms === "monthly" ? t("accounts.salary.monthly") : t("accounts.salary.annually"),
          }))}
        />
        <Checkbox
          name="salaryHidden"
          label={t("posting.field.salaryHidden")}
          saved={job !== null && job.salaryMin === null}
        />
      </fieldset>

      <SelectField
        name="functionId"
        label={t("posting.field.function")}
        saved={job?.functionId}
        placeholder={t("posting.choose")}
        options={JOB_FUNCTIONS.map((entry) => ({
          value: String(entry.id),
          label: nameOf("functions", entry.id, entry.name),
        }))}
      />
      <SelectField
        name="roleId"
        label={t("posting.field.role")}
        saved={job?.roleId}
        placeholder={t("posting.choose")}
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
        name="industryId"
        label={t("posting.field.industry")}
        saved={job?.industryId}
        placeholder={t("posting.choose")}
        options={INDUSTRIES.map((entry) => ({
          value: String(entry.id),
          label: nameOf("industries", entry.id, entry.name),
        }))}
      />
      <TextField
        name="skills"
        label={t("posting.field.skills")}
        hint={t("posting.field.skillsHint")}
        saved={job?.skills.join(", ")}
        dir="auto"
      />
      <FieldGroup name="itSkills" legend={t("posting.field.itSkills")}>
        {Array.from({ length: itSkillRows }, (_, index) => {
          const row = index + 1;
          const skill = job?.itSkills[index];
          return (
            <div className="posting-form__it-skill" key={row}>
              <TextField
                name={`itSkill${row}Name`}
                label={t("posting.field.itSkillName", { number: formatNumber(row) })}
                saved={skill?.name}
                maxLength={60}
                dir="auto"
              />
              <TextField
                name={`itSkill${row}Version`}
                label={t("posting.field.itSkillVersion")}
                saved={skill?.version}
                maxLength={20}
                dir="ltr"
              />
              <TextField
                name={`itSkill${row}LastUsed`}
                label={t("posting.field.itSkillLastUsed")}
                saved={skill?.lastUsed}
                inputMode="numeric"
                maxLength={4}
                dir="ltr"
              />
            </div>
          );
        })}
      </FieldGroup>
      <TextField
        name="qualification"
        label={t("posting.field.qualification")}
        hint={t("posting.field.qualificationHint")}
        saved={job?.qualification}
        maxLength={100}
        dir="auto"
      />
      <RichTextField
        name="description"
        label={t("posting.field.description")}
        hint={t("posting.field.descriptionHint")}
        editorHint={t("posting.field.descriptionHintEditor")}
        saved={job?.descriptionHtml}
      />
      <SelectField
        name="workMode"
        label={t("posting.field.workMode")}
        saved={job?.workMode ?? "office"}
        options={WORK_MODE_IDS.map((mode) => ({ value: mode, label: t(`job.mode.${mode}`) }))}
      />
      <SelectField
        name="jobType"
        label={t("posting.field.jobType")}
        saved={job?.jobType ?? "full-time"}
        options={JOB_TYPE_IDS.map((type) => ({ value: type, label: t(`job.type.${type}`) }))}
      />
      <TextField
        name="vacancies"
        label={t("posting.field.vacancies")}
        saved={job?.vacancies ?? 1}
        inputMode="numeric"
        maxLength={3}
        dir="ltr"
      />
      <TextField
        name="expiresOn"
        type="date"
        label={t("posting.field.expiresOn")}
        hint={t("posting.field.expiresOnHint")}
        saved={job && !job.isExpired ? job.expiresOn : loaderData.defaultExpiry}
        dir="ltr"
      />
      <div className="posting-form__buttons">
        <SubmitButton name="intent" value="preview" variant="outline" isBlock={false}>
          {t("posting.preview")}
        </SubmitButton>
        {isDraft && (
          <SubmitButton name="intent" value="draft" variant="outline" isBlock={false}>
            {t("posting.saveDraft")}
          </SubmitButton>
        )}
        <SubmitButton name="intent" value="publish" isBlock={false}>
          {isDraft ? t("posting.publish") : t("posting.saveChanges")}
        </SubmitButton>
      </div>
    </PageForm>
  );
}

export default function EmployerJobForm({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as PostingFormState | undefined;
  const { job } = loaderData;
  const preview = state?.preview;
  const title = job ? t("posting.editTitle") : t("posting.newTitle");
  if (!loaderData.hasCompany) {
    return (
      <div className="container page narrow account-page">
        <h1>{title}</h1>
        <p>{t("posting.noCompany")}</p>
        <p className="account-links">
          <LocalLink to="/employer/register">{t("accounts.employer.registerTitle")}</LocalLink>
        </p>
      </div>
    );
  }
  return (
    <ReferenceNamesProvider names={loaderData.referenceNames}>
      <div className="container page account-page posting-page">
        <p>
          <LocalLink to="/employer/jobs">{t("posting.backToList")}</LocalLink>
        </p>
        <h1>{title}</h1>
        {job?.status === "closed" ? (
          <p className="notice" role="note">
            {t("posting.msg.jobNotEditable")}
          </p>
        ) : (
          <>
            {preview && (
              <section className="posting-preview" aria-labelledby="posting-preview-heading">
                <h2 id="posting-preview-heading" className="visually-hidden">
                  {t("posting.previewHeading")}
                </h2>
                <p className="notice" role="status">
                  {t("posting.previewHeading")}. {t("posting.previewNote")}
                </p>
                <article className="job-detail">
                  <JobDetailBody
                    job={preview.job}
                    taxonomy={preview.taxonomy}
                    skillsWithPages={[]}
                    headingLevel={2}
                    placeName={placeNameIn(preview.placeNames)}
                  />
                </article>
              </section>
            )}
            <PostingForm loaderData={loaderData} state={state} />
          </>
        )}
      </div>
    </ReferenceNamesProvider>
  );
}
