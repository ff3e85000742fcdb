/**
 * Field rules of the account forms, shared by the JSON API and the server-rendered forms: raw strings in,
 * typed values or a list of field problems out, each with the spec's message code where the spec has one
 * ('Please enter a valid mobile number.', 'Please enter a valid otp.', the required-field messages) and an
 * account message (packages/domain/src/account-messages.ts) otherwise.
 */

import { AppError } from "@portal/contracts";
import {
  COURSES,
  EXPERIENCE_MAX_MONTHS,
  EXPERIENCE_MAX_YEARS,
  type ExperienceType,
  type FieldProblem,
  INDUSTRIES,
  isExperienceType,
  isValidEmail,
  isValidMobile,
  isValidName,
  isValidOtp,
  isValidPassword,
  JOB_TYPES,
  MAX_INDUSTRIES,
  type MobileNumber,
  NOTICE_PERIODS,
  normalizeEmail,
  normalizeMobileDigits,
  SALARY_MODES,
  type SalaryMode,
} from "@portal/domain";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** Everything a form or JSON body may carry for one field. */
export type RawValue = string | number | boolean | readonly string[] | null | undefined;
export type RawInput = Readonly<Record<string, RawValue>>;

export class Problems {
  readonly list: FieldProblem[] = [];

  add(field: string, messageKey: string, params?: Record<string, string | number>): void {
    if (this.list.some((problem) => problem.field === field)) return;
    this.list.push(params ? { field, messageKey, params } : { field, messageKey });
  }

  get isEmpty(): boolean {
    return this.list.length === 0;
  }

  throwIfAny(): void {
    if (!this.isEmpty) throw new AppError("VALIDATION", "validationFailed", { details: this.list });
  }
}

export function text(input: RawInput, field: string, maxLength = 200): string {
  const value = input[field];
  const single = Array.isArray(value) ? value[0] : value;
  if (single === undefined || single === null) return "";
  return String(single).trim().slice(0, maxLength);
}

export function list(input: RawInput, field: string): string[] {
  const value = input[field];
  if (value === undefined || value === null || value === "") return [];
  const items = Array.isArray(value) ? value : [String(value)];
  return items.map((item) => String(item).trim()).filter((item) => item.length > 0);
}

function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

export function readEmail(input: RawInput, problems: Problems, field = "email"): string {
  const email = normalizeEmail(text(input, field, 254));
  if (!email) problems.add(field, "emailRequired");
  else if (!isValidEmail(email)) problems.add(field, "invalidEmail");
  return email;
}

/**
 * The spec's rule first (shared with the pages), then the numbering plan of the number's country, so
 * that a landline or a number no operator issues is refused too.
 */
export function isMobileNumber(mobile: MobileNumber): boolean {
  if (!isValidMobile(mobile)) return false;
  const parsed = parsePhoneNumberFromString(`+${mobile.diallingCode}${mobile.number}`);
  const type = parsed?.getType();
  return parsed?.isValid() === true && (type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE");
}

export function readMobile(input: RawInput, problems: Problems): MobileNumber {
  const mobile = {
    diallingCode: text(input, "diallingCode", 4).replace(/^\+/, ""),
    number: normalizeMobileDigits(text(input, "mobile", 20)),
  };
  if (!isMobileNumber(mobile)) problems.add("mobile", "invalidMobile");
  return mobile;
}

export function readOtp(input: RawInput, problems: Problems, field = "otp"): string {
  const otp = text(input, field, 10);
  if (!isValidOtp(otp)) problems.add(field, "invalidOtp");
  return otp;
}

export function readNewPassword(input: RawInput, problems: Problems, field = "password"): string {
  const value = input[field];
  const password = typeof value === "string" ? value : "";
  if (password.length === 0) problems.add(field, "passwordRequired");
  else if (!isValidPassword(password)) problems.add(field, "weakPassword");
  return password;
}

export interface PersonalDetails {
  experienceType: ExperienceType;
  name: string;
  email: string;
  password: string;
  mobile: MobileNumber;
  currentCity: string;
}

/** The personal step; e-mail and password only when the account is being created. */
export function readPersonal(input: RawInput, problems: Problems, isNewAccount: boolean): PersonalDetails {
  const experienceType = text(input, "experienceType", 20);
  if (!isExperienceType(experienceType)) problems.add("experienceType", "experienceTypeRequired");
  const name = text(input, "name", 60).replace(/\s+/g, " ");
  if (!name) problems.add("name", "nameRequired");
  else if (!isValidName(name)) problems.add("name", "invalidName");
  const email = isNewAccount ? readEmail(input, problems) : "";
  const password = isNewAccount ? readNewPassword(input, problems) : "";
  const mobile = readMobile(input, problems);
  const currentCity = text(input, "currentCity", 60);
  if (!currentCity) problems.add("currentCity", "cityNameRequired");
  return {
    experienceType: (isExperienceType(experienceType) ? experienceType : "fresher") as ExperienceType,
    name,
    email,
    password,
    mobile,
    currentCity,
  };
}

export interface EmploymentDetails {
  totalExperienceYears: number;
  totalExperienceMonths: number;
  designation: string;
  company: string;
  /** "YYYY-MM". */
  startMonth: string;
  noticePeriod: string;
  /** "YYYY-MM-DD", only while serving notice. */
  lastWorkingDate: string | null;
  salaryMode: SalaryMode;
  currentSalary: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function readEmployment(input: RawInput, problems: Problems, today: Date): EmploymentDetails {
  const years = wholeNumber(text(input, "totalExperienceYears", 3), 0, EXPERIENCE_MAX_YEARS);
  if (years === null) problems.add("totalExperienceYears", "experienceRequired");
  const months = wholeNumber(text(input, "totalExperienceMonths", 3) || "0", 0, EXPERIENCE_MAX_MONTHS);
  if (months === null) problems.add("totalExperienceMonths", "experienceRequired");
  const designation = text(input, "designation", 100);
  if (!designation) problems.add("designation", "designationRequired");
  const company = text(input, "company", 100);
  if (!company) problems.add("company", "companyRequired");

  const startMonth = text(input, "startMonth", 7);
  const thisMonth = today.toISOString().slice(0, 7);
  if (!MONTH.test(startMonth)) problems.add("startMonth", "jobStartRequired");
  else if (startMonth > thisMonth || startMonth < "1950-01") problems.add("startMonth", "invalidDateRange");

  const noticePeriod = text(input, "noticePeriod", 20);
  if (!NOTICE_PERIODS.some((period) => period.id === noticePeriod))
    problems.add("noticePeriod", "noticePeriodRequired");
  let lastWorkingDate: string | null = null;
  if (noticePeriod === "serving") {
    lastWorkingDate = text(input, "lastWorkingDate", 10);
    if (!DAY.test(lastWorkingDate) || Number.isNaN(Date.parse(lastWorkingDate)))
      problems.add("lastWorkingDate", "lastWorkingDateRequired");
    else if (lastWorkingDate < today.toISOString().slice(0, 10))
      problems.add("lastWorkingDate", "invalidDateRange");
  }

  const salaryMode = text(input, "salaryMode", 10);
  if (!(SALARY_MODES as readonly string[]).includes(salaryMode))
    problems.add("salaryMode", "salaryModeRequired");
  const currentSalary = wholeNumber(text(input, "currentSalary", 12).replace(/[,\s]/g, ""), 0, 999_999_999);
  if (currentSalary === null) problems.add("currentSalary", "currentSalaryRequired");

  return {
    totalExperienceYears: years ?? 0,
    totalExperienceMonths: months ?? 0,
    designation,
    company,
    startMonth,
    noticePeriod,
    lastWorkingDate,
    salaryMode: salaryMode as SalaryMode,
    currentSalary: currentSalary ?? 0,
  };
}

export const EDUCATION_TYPES = ["full-time", "part-time", "correspondence"] as const;

export interface EducationDetails {
  qualificationId: number;
  qualification: string;
  specialization: string;
  institute: string;
  passingYear: number;
  educationType: (typeof EDUCATION_TYPES)[number];
}

export function readEducation(input: RawInput, problems: Problems, today: Date): EducationDetails {
  const qualificationId = Number(text(input, "qualification", 5));
  const course = COURSES.find((candidate) => candidate.id === qualificationId);
  if (!course) problems.add("qualification", "qualificationRequired");
  const specialization = text(input, "specialization", 100);
  if (!specialization || (course && !course.specializations.includes(specialization)))
    problems.add("specialization", "specializationRequired");
  const institute = text(input, "institute", 120);
  if (!institute) problems.add("institute", "instituteRequired");
  const passingYear = wholeNumber(text(input, "passingYear", 4), 1950, today.getUTCFullYear() + 6);
  if (passingYear === null) problems.add("passingYear", "passingYearRequired");
  const educationType = text(input, "educationType", 20);
  if (!(EDUCATION_TYPES as readonly string[]).includes(educationType))
    problems.add("educationType", "educationTypeRequired");
  return {
    qualificationId,
    qualification: course?.name ?? "",
    specialization,
    institute,
    passingYear: passingYear ?? 0,
    educationType: educationType as EducationDetails["educationType"],
  };
}

export interface JobPreferenceDetails {
  preferredLocations: string[];
  industryIds: number[];
  jobTypes: string[];
  expectedSalary: number | null;
}

export const MAX_PREFERRED_LOCATIONS = 5;

export function readJobPreference(input: RawInput, problems: Problems): JobPreferenceDetails {
  const preferredLocations = [
    ...new Set(
      list(input, "preferredLocations")
        .flatMap((item) => item.split(","))
        .map((item) => item.trim().slice(0, 60))
        .filter((item) => item.length > 0),
    ),
  ].slice(0, MAX_PREFERRED_LOCATIONS);
  if (preferredLocations.length === 0) problems.add("preferredLocations", "preferredLocationRequired");
  const industryIds = [...new Set(list(input, "industries").map(Number))];
  if (industryIds.length > MAX_INDUSTRIES) problems.add("industries", "maxIndustries");
  else if (!industryIds.every((id) => INDUSTRIES.some((industry) => industry.id === id)))
    problems.add("industries", "invalidValue");
  const jobTypes = [...new Set(list(input, "jobTypes"))];
  if (!jobTypes.every((id) => JOB_TYPES.some((type) => type.id === id)))
    problems.add("jobTypes", "invalidValue");
  const salaryText = text(input, "expectedSalary", 12).replace(/[,\s]/g, "");
  const expectedSalary = salaryText ? wholeNumber(salaryText, 0, 999_999_999) : null;
  if (salaryText && expectedSalary === null) problems.add("expectedSalary", "invalidValue");
  return { preferredLocations, industryIds, jobTypes, expectedSalary };
}
