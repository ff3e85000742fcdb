/**
 * The account forms' field rules (the registration steps, login, one-time codes, passwords) as zod
 * schemas, shared by the server's JSON API and its page actions and by registration by resume (which
 * pre-fills only what the submit would accept). Raw form or JSON values in, typed values out; each issue's
 * message is a message key, the spec's code where the spec has one ('Please enter a valid mobile number.'
 * `invalidMobile`, 'Please enter a valid otp.' `invalidOtp`, the required-field codes) and an account
 * message (account-messages.ts) otherwise. Read them with `parseWith` (field-problems.ts): one problem per
 * field, in the order of the form.
 *
 * Values are read as forms send them: the first of repeated values, trimmed, and cut (not refused) at the
 * field's length. A rule that reads several form fields (the mobile number and its dialling code, the last
 * working day and the notice period) is given them together under the name of the field its problem is
 * shown beside, so the problems keep the form's order.
 */
import { z } from "zod";
import {
  EXPERIENCE_TYPES,
  isValidMobile,
  isValidOtp,
  isValidPassword,
  type MobileNumber,
  normalizeEmail,
  normalizeMobileDigits,
} from "./accounts.ts";
import {
  COMPANY_ABOUT_MAX,
  COMPANY_ADDRESS_MAX,
  COMPANY_NAME_MAX,
  COMPANY_SIZES,
  isFreeMailDomain,
  RECRUITER_JOB_TITLE_MAX,
  RECRUITER_ROLES,
  websiteDomain,
} from "./companies.ts";
import { EXPERIENCE_MAX_MONTHS, EXPERIENCE_MAX_YEARS, MAX_INDUSTRIES, SALARY_MODES } from "./constants.ts";
import { INDUSTRIES } from "./job-taxonomy.ts";
import { EDUCATION_TYPES, MAX_PREFERRED_LOCATIONS } from "./profile.ts";
import { COURSES, type Course, JOB_TYPES, NOTICE_PERIODS } from "./reference-lists.ts";
import { isValidEmail, isValidName } from "./validators.ts";

/** Everything a form or JSON body may carry for one field. */
export type RawFormValue = string | number | boolean | readonly string[] | null | undefined;
export type RawFormInput = Readonly<Record<string, RawFormValue>>;

/** Whether a mobile number may be used; the server adds the numbering plan of its country to the spec's rule. */
export type MobileRule = (mobile: MobileNumber) => boolean;

/** A field as text: the first of repeated values, trimmed, cut at `max` characters ("" when absent). */
export function formText(value: unknown, max = 200): string {
  const single = Array.isArray(value) ? value[0] : value;
  if (single === undefined || single === null) return "";
  return String(single).trim().slice(0, max);
}

/** A field that may repeat (checkboxes) as its non-empty values, trimmed. */
export function formList(value: unknown): string[] {
  if (value === undefined || value === null || value === "") return [];
  const items: unknown[] = Array.isArray(value) ? value : [String(value)];
  return items.map((item) => String(item).trim()).filter((item) => item.length > 0);
}

/** The mobile number of a form, from its `diallingCode` ("+91" or "91") and `mobile` fields. */
export function formMobile(input: RawFormInput): MobileNumber {
  return {
    diallingCode: formText(input.diallingCode, 4).replace(/^\+/, ""),
    number: normalizeMobileDigits(formText(input.mobile, 20)),
  };
}

function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function fieldsOf(input: unknown): RawFormInput {
  return typeof input === "object" && input !== null ? (input as RawFormInput) : {};
}

/**
 * A form's schema: its fields in the form's order, after `gather` has put the values a rule reads
 * together under the field that rule's problem belongs to.
 */
function formSchema<Shape extends z.ZodRawShape>(
  shape: Shape,
  gather?: (fields: RawFormInput) => Record<string, unknown>,
) {
  return z.preprocess((input) => {
    const fields = fieldsOf(input);
    return gather ? { ...fields, ...gather(fields) } : fields;
  }, z.object(shape));
}

/** The first message key `problemOf` finds for a value, as its issue. */
function refusing<Schema extends z.ZodType>(
  schema: Schema,
  problemOf: (value: z.output<Schema>) => string | null,
) {
  return schema.superRefine((value, context) => {
    const messageKey = problemOf(value);
    if (messageKey) context.addIssue({ code: "custom", message: messageKey });
  });
}

const text = (max: number) => z.preprocess((value) => formText(value, max), z.string());

const requiredText = (max: number, messageKey: string) =>
  refusing(text(max), (value) => (value === "" ? messageKey : null));

/** A whole number typed into a text field; anything else, or out of range, is `messageKey`. */
const wholeNumberField = (maxLength: number, min: number, max: number, messageKey: string) =>
  z.preprocess((value) => wholeNumber(formText(value, maxLength), min, max), z.number({ error: messageKey }));

/** A password field: only a text value counts, untrimmed (spaces may be part of it). */
const password = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

const passwordRequired = refusing(password, (value) => (value === "" ? "passwordRequired" : null));

const newPassword = refusing(password, (value) =>
  value === "" ? "passwordRequired" : !isValidPassword(value) ? "weakPassword" : null,
);

const email = refusing(text(254).transform(normalizeEmail), (value) =>
  value === "" ? "emailRequired" : !isValidEmail(value) ? "invalidEmail" : null,
);

const otp = refusing(text(10), (value) => (isValidOtp(value) ? null : "invalidOtp"));

/** The `mobile` field, gathered with its dialling code by `formMobile`. */
const mobile = (isMobile: MobileRule) =>
  refusing(z.object({ diallingCode: z.string(), number: z.string() }), (value) =>
    isMobile(value) ? null : "invalidMobile",
  );

const withMobile = (fields: RawFormInput) => ({ mobile: formMobile(fields) });

// Registration: the personal step

const experienceType = text(20).pipe(z.enum(EXPERIENCE_TYPES, { error: "experienceTypeRequired" }));

const name = refusing(
  text(60).transform((value) => value.replace(/\s+/g, " ")),
  (value) => (value === "" ? "nameRequired" : !isValidName(value) ? "invalidName" : null),
);

const currentCity = requiredText(60, "cityNameRequired");

/** The personal step that creates the account: e-mail and password besides the details. */
export function personalFormSchema(isMobile: MobileRule = isValidMobile) {
  return formSchema(
    { experienceType, name, email, password: newPassword, mobile: mobile(isMobile), currentCity },
    withMobile,
  );
}
export type PersonalDetails = z.output<ReturnType<typeof personalFormSchema>>;

/** The personal step of an account that exists: e-mail and password are not asked again. */
export function personalUpdateFormSchema(isMobile: MobileRule = isValidMobile) {
  return formSchema({ experienceType, name, mobile: mobile(isMobile), currentCity }, withMobile);
}
export type PersonalUpdate = z.output<ReturnType<typeof personalUpdateFormSchema>>;

// Registration: the employment step

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const EARLIEST_MONTH = "1950-01";
const SALARY_MAX = 999_999_999;

/** Figures as people type them: "12,00,000" and "1 200 000" are 1200000. */
const amountText = (value: unknown) => formText(value, 12).replace(/[,\s]/g, "");

export function employmentFormSchema(today: Date) {
  const thisMonth = today.toISOString().slice(0, 7);
  const thisDay = today.toISOString().slice(0, 10);
  return formSchema(
    {
      totalExperienceYears: wholeNumberField(3, 0, EXPERIENCE_MAX_YEARS, "experienceRequired"),
      totalExperienceMonths: z.preprocess(
        (value) => formText(value, 3) || "0",
        wholeNumberField(3, 0, EXPERIENCE_MAX_MONTHS, "experienceRequired"),
      ),
      designation: requiredText(100, "designationRequired"),
      company: requiredText(100, "companyRequired"),
      /** "YYYY-MM". */
      startMonth: refusing(text(7), (value) =>
        !MONTH.test(value)
          ? "jobStartRequired"
          : value > thisMonth || value < EARLIEST_MONTH
            ? "invalidDateRange"
            : null,
      ),
      noticePeriod: refusing(text(20), (value) =>
        NOTICE_PERIODS.some((period) => period.id === value) ? null : "noticePeriodRequired",
      ),
      /** "YYYY-MM-DD", asked only while serving notice; null otherwise. */
      lastWorkingDate: z
        .object({ isServing: z.boolean(), date: z.string() })
        .superRefine(({ isServing, date }, context) => {
          if (!isServing) return;
          const messageKey =
            !DAY.test(date) || Number.isNaN(Date.parse(date))
              ? "lastWorkingDateRequired"
              : date < thisDay
                ? "invalidDateRange"
                : null;
          if (messageKey) context.addIssue({ code: "custom", message: messageKey });
        })
        .transform(({ isServing, date }) => (isServing ? date : null)),
      salaryMode: text(10).pipe(z.enum(SALARY_MODES, { error: "salaryModeRequired" })),
      currentSalary: z.preprocess(
        (value) => wholeNumber(amountText(value), 0, SALARY_MAX),
        z.number({ error: "currentSalaryRequired" }),
      ),
    },
    (fields) => ({
      lastWorkingDate: {
        isServing: formText(fields.noticePeriod, 20) === "serving",
        date: formText(fields.lastWorkingDate, 10),
      },
    }),
  );
}
export type EmploymentDetails = z.output<ReturnType<typeof employmentFormSchema>>;

// Registration: the education step

function courseOf(value: unknown): Course | undefined {
  const id = Number(formText(value, 5));
  return COURSES.find((course) => course.id === id);
}

export function educationFormSchema(today: Date) {
  return formSchema(
    {
      qualification: z.custom<Course>((value) => value !== undefined, "qualificationRequired"),
      /** Gathered with the course, whose specialisations it must be one of. */
      specialization: refusing(
        z.object({ course: z.custom<Course | undefined>(), value: z.string() }),
        ({ course, value }) =>
          !value || (course && !course.specializations.includes(value)) ? "specializationRequired" : null,
      ).transform(({ value }) => value),
      institute: requiredText(120, "instituteRequired"),
      passingYear: wholeNumberField(4, 1950, today.getUTCFullYear() + 6, "passingYearRequired"),
      educationType: text(20).pipe(z.enum(EDUCATION_TYPES, { error: "educationTypeRequired" })),
    },
    (fields) => ({
      qualification: courseOf(fields.qualification),
      specialization: { course: courseOf(fields.qualification), value: formText(fields.specialization, 100) },
    }),
  ).transform(({ qualification: course, ...rest }) => ({
    qualificationId: course.id,
    qualification: course.name,
    ...rest,
  }));
}
export type EducationDetails = z.output<ReturnType<typeof educationFormSchema>>;

// Registration: the job preference step

const INDUSTRY_IDS: ReadonlySet<number> = new Set(INDUSTRIES.map((industry) => industry.id));
const JOB_TYPE_IDS: ReadonlySet<string> = new Set(JOB_TYPES.map((type) => type.id));

export const jobPreferenceFormSchema = formSchema({
  /** Several fields, or one with commas; each cut at 60 characters, the first five kept. */
  preferredLocations: refusing(
    z.preprocess(
      (value) =>
        [
          ...new Set(
            formList(value)
              .flatMap((item) => item.split(","))
              .map((item) => item.trim().slice(0, 60))
              .filter((item) => item.length > 0),
          ),
        ].slice(0, MAX_PREFERRED_LOCATIONS),
      z.array(z.string()),
    ),
    (locations) => (locations.length === 0 ? "preferredLocationRequired" : null),
  ),
  industries: refusing(
    z.preprocess((value) => [...new Set(formList(value).map(Number))], z.array(z.number())),
    (ids) =>
      ids.length > MAX_INDUSTRIES
        ? "maxIndustries"
        : !ids.every((id) => INDUSTRY_IDS.has(id))
          ? "invalidValue"
          : null,
  ),
  jobTypes: refusing(
    z.preprocess((value) => [...new Set(formList(value))], z.array(z.string())),
    (ids) => (ids.every((id) => JOB_TYPE_IDS.has(id)) ? null : "invalidValue"),
  ),
  /** Optional: empty is null. */
  expectedSalary: z.preprocess((value) => {
    const typed = amountText(value);
    return typed ? wholeNumber(typed, 0, SALARY_MAX) : undefined;
  }, z.number({ error: "invalidValue" }).optional()),
}).transform(({ preferredLocations, industries, jobTypes, expectedSalary }) => ({
  preferredLocations,
  industryIds: industries,
  jobTypes,
  expectedSalary: expectedSalary ?? null,
}));
export type JobPreferenceDetails = z.output<typeof jobPreferenceFormSchema>;

// Login, codes and passwords

export const LOGIN_CHANNELS = ["email", "sms"] as const;
export type LoginChannel = (typeof LOGIN_CHANNELS)[number];

/** The channel of a login code: e-mail when asked for, a text message otherwise. */
export const loginChannelSchema = z.preprocess(
  (value) => (formText(value, 10) === "email" ? "email" : "sms"),
  z.enum(LOGIN_CHANNELS),
);

/** Spec "check existence": an e-mail address, a mobile number, or both (an empty field is not asked about). */
export function existenceFormSchema(isMobile: MobileRule = isValidMobile) {
  return formSchema({ email: email.optional(), mobile: mobile(isMobile).optional() }, (fields) => ({
    email: formText(fields.email) === "" ? undefined : fields.email,
    mobile: formText(fields.mobile) === "" ? undefined : formMobile(fields),
  })).superRefine((value, context) => {
    if (value.email === undefined && value.mobile === undefined)
      context.addIssue({ code: "custom", message: "emailRequired", path: ["email"] });
  });
}

export const passwordLoginFormSchema = formSchema({ email, password: passwordRequired });

/** Where a login code goes: the account's e-mail address, or its mobile number. */
export type LoginDestination = { channel: "email"; email: string } | { channel: "sms"; mobile: MobileNumber };

export function loginDestinationFormSchema(
  channel: LoginChannel,
  isMobile: MobileRule = isValidMobile,
): z.ZodType<LoginDestination> {
  return channel === "email"
    ? formSchema({ email }).transform((value) => ({ channel: "email" as const, ...value }))
    : formSchema({ mobile: mobile(isMobile) }, withMobile).transform((value) => ({
        channel: "sms" as const,
        ...value,
      }));
}

/** A login code and where it was sent. */
export type CodeLogin = LoginDestination & { otp: string };

export function codeLoginFormSchema(
  channel: LoginChannel,
  isMobile: MobileRule = isValidMobile,
): z.ZodType<CodeLogin> {
  return channel === "email"
    ? formSchema({ otp, email }).transform((value) => ({ channel: "email" as const, ...value }))
    : formSchema({ otp, mobile: mobile(isMobile) }, withMobile).transform((value) => ({
        channel: "sms" as const,
        ...value,
      }));
}

/** A one-time code typed in (e-mail or mobile verification). */
export const otpFormSchema = formSchema({ otp });

/** The e-mail address a password-reset link goes to. */
export const emailFormSchema = formSchema({ email });

/** A name and an e-mail address with the account rules' words (a guest's registration for an event). */
export const nameEmailFormSchema = formSchema({ name, email });

/** A one-time link's token, as its page posts it. */
export const linkTokenFormSchema = formSchema({ token: text(100) });

/** A new password chosen with a reset link's token. */
export const passwordResetFormSchema = formSchema({ password: newPassword, token: text(100) });

/** A changed password; the current one is asked for when the account has one (not after social login). */
export function passwordChangeFormSchema(hasPassword: boolean) {
  return formSchema({
    newPassword,
    currentPassword: hasPassword ? passwordRequired : password,
  });
}

// Employers: a recruiter registers with their company

const INDUSTRY_NAMES_KNOWN: ReadonlySet<string> = new Set(INDUSTRIES.map((industry) => industry.name));

/** The company's website as typed, with the domain it names; free-mail hosts are no company's website. */
const website = refusing(
  text(200).transform((value) => ({ text: value, domain: websiteDomain(value) })),
  (value) => (!value.domain ? "websiteInvalid" : isFreeMailDomain(value.domain) ? "websiteFreeMail" : null),
);

/**
 * /employer/register: the recruiter (name, work e-mail, password, job title) and their company (name,
 * website, industry, size, city, address). Whether the e-mail suits the website is decided with the
 * company's domain (isWorkEmailFor) by the server, which also knows whether the company exists.
 */
export const recruiterRegistrationFormSchema = formSchema({
  name,
  email,
  password: newPassword,
  jobTitle: text(RECRUITER_JOB_TITLE_MAX),
  companyName: requiredText(COMPANY_NAME_MAX, "companyNameRequired"),
  website,
  industry: refusing(text(120), (value) => (INDUSTRY_NAMES_KNOWN.has(value) ? null : "industryRequired")),
  size: text(20).pipe(z.enum(COMPANY_SIZES, { error: "companySizeRequired" })),
  city: requiredText(60, "cityNameRequired"),
  address: text(COMPANY_ADDRESS_MAX),
});
export type RecruiterRegistration = z.output<typeof recruiterRegistrationFormSchema>;

/**
 * A company's admin keeps its page up to date: industry, size, city, address and what it says about
 * itself. The name and website stay as registered (jobs carry the name; the website's domain decides
 * who speaks for the company).
 */
export const companyProfileFormSchema = formSchema({
  industry: refusing(text(120), (value) => (INDUSTRY_NAMES_KNOWN.has(value) ? null : "industryRequired")),
  size: text(20).pipe(z.enum(COMPANY_SIZES, { error: "companySizeRequired" })),
  city: requiredText(60, "cityNameRequired"),
  address: text(COMPANY_ADDRESS_MAX),
  about: text(COMPANY_ABOUT_MAX),
});
export type CompanyProfileForm = z.output<typeof companyProfileFormSchema>;

/** An admin invites a colleague: their address and the role they will have. */
export const invitationFormSchema = formSchema({
  email,
  role: text(20).pipe(z.enum(RECRUITER_ROLES, { error: "invalidValue" })),
});

/** Accepting an invitation without an account yet: the new recruiter's name and password. */
export const invitationAcceptFormSchema = formSchema({
  name,
  password: newPassword,
  jobTitle: text(RECRUITER_JOB_TITLE_MAX),
});
