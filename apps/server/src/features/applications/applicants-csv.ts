/**
 * A job's applicants as CSV (RFC 4180) for a recruiter's spreadsheet: UTF-8 with a byte-order mark, so
 * spreadsheet programs read Hindi and Arabic names right; every cell quoted; and a cell that a spreadsheet
 * would run as a formula (starting = + - @, a tab or a carriage return) is prefixed with an apostrophe,
 * so a seeker's name can never be a formula on a recruiter's machine.
 */
import type { Applicant } from "@portal/contracts";
import { NOTICE_PERIODS } from "@portal/domain";

const HEADER = [
  "Name",
  "Status",
  "Applied on",
  "Experience (years)",
  "Current location",
  "Notice period",
  "Profile",
  "Application id",
];

function cell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function applicantsCsv(applicants: readonly Applicant[]): string {
  const lines = [HEADER.map(cell).join(",")];
  for (const applicant of applicants) {
    lines.push(
      [
        applicant.seekerName,
        applicant.status,
        applicant.appliedAt.slice(0, 10),
        applicant.experienceYears,
        applicant.currentLocation,
        NOTICE_PERIODS.find((period) => period.id === applicant.noticePeriod)?.name ?? applicant.noticePeriod,
        applicant.profileName,
        applicant.applicationId,
      ]
        .map(cell)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
