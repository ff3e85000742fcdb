/**
 * Pick lists of spec §3. Ids are stable: forms submit them and stored profiles refer to them, so an
 * entry may be renamed but never renumbered.
 */

import { EXPERIENCE_MAX_MONTHS, EXPERIENCE_MAX_YEARS } from "./constants.ts";
import { groupIndian } from "./formatting.ts";
import type { JobType, WorkMode } from "./jobs.ts";

export type CourseLevel = "diploma" | "graduate" | "postgraduate" | "doctorate";

export interface Course {
  id: number;
  name: string;
  level: CourseLevel;
  specializations: readonly string[];
}

export const COURSES: readonly Course[] = [
  {
    id: 1,
    name: "B.A.",
    level: "graduate",
    specializations: [
      "Economics",
      "English",
      "Hindi",
      "History",
      "Political Science",
      "Psychology",
      "Sociology",
      "Geography",
      "Philosophy",
      "Journalism & Mass Communication",
      "Other",
    ],
  },
  { id: 2, name: "B.Arch", level: "graduate", specializations: ["Architecture", "Interior Design", "Other"] },
  {
    id: 3,
    name: "B.B.A",
    level: "graduate",
    specializations: [
      "Finance",
      "Marketing",
      "Human Resources",
      "International Business",
      "Management",
      "Other",
    ],
  },
  {
    id: 4,
    name: "B.Com",
    level: "graduate",
    specializations: [
      "Accounting",
      "Commerce",
      "Banking & Insurance",
      "Taxation",
      "Computer Applications",
      "Other",
    ],
  },
  {
    id: 5,
    name: "B.E/B.Tech",
    level: "graduate",
    specializations: [
      "Aeronautical",
      "Automobile",
      "Biotechnology",
      "Chemical",
      "Civil",
      "Computer Science",
      "Electrical",
      "Electronics & Communication",
      "Information Technology",
      "Instrumentation",
      "Mechanical",
      "Production & Industrial",
      "Other",
    ],
  },
  {
    id: 6,
    name: "B.Ed",
    level: "graduate",
    specializations: ["Education", "Special Education", "Physical Education", "Other"],
  },
  { id: 7, name: "B.Pharm", level: "graduate", specializations: ["Pharmacy", "Other"] },
  {
    id: 8,
    name: "Aviation",
    level: "graduate",
    specializations: [
      "Pilot Training",
      "Aircraft Maintenance Engineering",
      "Cabin Crew",
      "Airport Management",
      "Other",
    ],
  },
  {
    id: 9,
    name: "B.Sc",
    level: "graduate",
    specializations: [
      "Agriculture",
      "Biology",
      "Chemistry",
      "Computer Science",
      "Electronics",
      "Mathematics",
      "Microbiology",
      "Nursing",
      "Physics",
      "Statistics",
      "Other",
    ],
  },
  { id: 10, name: "BCA", level: "graduate", specializations: ["Computer Applications", "Other"] },
  {
    id: 11,
    name: "B.Des",
    level: "graduate",
    specializations: ["Fashion Design", "Graphic Design", "Product Design", "Interior Design", "Other"],
  },
  { id: 12, name: "BDS", level: "graduate", specializations: ["Dentistry", "Other"] },
  {
    id: 13,
    name: "BHM",
    level: "graduate",
    specializations: ["Hotel Management", "Catering Technology", "Other"],
  },
  { id: 14, name: "BAMS", level: "graduate", specializations: ["Ayurveda", "Other"] },
  { id: 15, name: "BHMS", level: "graduate", specializations: ["Homeopathy", "Other"] },
  { id: 16, name: "B.V.Sc", level: "graduate", specializations: ["Veterinary Science", "Other"] },
  { id: 17, name: "LLB", level: "graduate", specializations: ["Law", "Other"] },
  { id: 18, name: "MBBS", level: "graduate", specializations: ["Medicine", "Other"] },
  {
    id: 19,
    name: "Diploma",
    level: "diploma",
    specializations: [
      "Civil Engineering",
      "Computer Science",
      "Electrical Engineering",
      "Electronics",
      "Mechanical Engineering",
      "Pharmacy",
      "Other",
    ],
  },
  {
    id: 20,
    name: "M.A.",
    level: "postgraduate",
    specializations: [
      "Economics",
      "English",
      "Hindi",
      "History",
      "Political Science",
      "Psychology",
      "Sociology",
      "Other",
    ],
  },
  {
    id: 21,
    name: "M.Arch",
    level: "postgraduate",
    specializations: ["Architecture", "Urban Planning", "Other"],
  },
  {
    id: 22,
    name: "M.Com",
    level: "postgraduate",
    specializations: ["Accounting", "Commerce", "Finance", "Other"],
  },
  { id: 23, name: "M.Ed", level: "postgraduate", specializations: ["Education", "Other"] },
  {
    id: 24,
    name: "M.E/M.Tech",
    level: "postgraduate",
    specializations: [
      "Civil",
      "Computer Science",
      "Electrical",
      "Electronics & Communication",
      "Information Technology",
      "Mechanical",
      "Other",
    ],
  },
  {
    id: 25,
    name: "M.Pharm",
    level: "postgraduate",
    specializations: ["Pharmaceutics", "Pharmacology", "Pharmaceutical Chemistry", "Other"],
  },
  {
    id: 26,
    name: "M.Sc",
    level: "postgraduate",
    specializations: [
      "Biotechnology",
      "Chemistry",
      "Computer Science",
      "Mathematics",
      "Physics",
      "Statistics",
      "Other",
    ],
  },
  {
    id: 27,
    name: "MBA/PGDM",
    level: "postgraduate",
    specializations: [
      "Finance",
      "Human Resources",
      "Information Technology",
      "Marketing",
      "Operations",
      "Systems",
      "International Business",
      "Other",
    ],
  },
  { id: 28, name: "MCA", level: "postgraduate", specializations: ["Computer Applications", "Other"] },
  {
    id: 29,
    name: "MD/MS",
    level: "postgraduate",
    specializations: ["General Medicine", "Pediatrics", "Surgery", "Orthopaedics", "Gynaecology", "Other"],
  },
  { id: 30, name: "LLM", level: "postgraduate", specializations: ["Corporate Law", "Criminal Law", "Other"] },
  { id: 31, name: "CA", level: "postgraduate", specializations: ["Chartered Accountancy"] },
  { id: 32, name: "CS", level: "postgraduate", specializations: ["Company Secretary"] },
  { id: 33, name: "ICWA (CMA)", level: "postgraduate", specializations: ["Cost & Management Accountancy"] },
  {
    id: 34,
    name: "Ph.D/Doctorate",
    level: "doctorate",
    specializations: [
      "Arts & Humanities",
      "Commerce & Management",
      "Engineering",
      "Medicine",
      "Science",
      "Other",
    ],
  },
];

export interface PercentageBand {
  id: number;
  name: string;
  /** Inclusive bounds in percent. */
  min: number;
  max: number;
}

/** Below 40, five-point bands 40–44.9 … 95–99.9, then 100. */
export const PERCENTAGE_BANDS: readonly PercentageBand[] = [
  { id: 1, name: "Below 40%", min: 0, max: 39.9 },
  ...Array.from({ length: 12 }, (_, index) => {
    const min = 40 + index * 5;
    // Tenths in integers: 4.9 has no exact binary form and must not print as 44.900000000000006.
    const max = (min * 10 + 49) / 10;
    return { id: index + 2, name: `${min}-${max}%`, min, max };
  }),
  { id: 14, name: "100%", min: 100, max: 100 },
];

export interface NoticePeriod {
  id: string;
  name: string;
  /** Days until the seeker can join; null while serving notice (depends on the last working date). */
  days: number | null;
}

/**
 * Spec §3 mentions two lists with different ids; this one is the portal's, with ids that say what they mean.
 * Serving notice asks for a last working date instead of a period.
 */
export const NOTICE_PERIODS: readonly NoticePeriod[] = [
  { id: "serving", name: "Serving notice period", days: null },
  { id: "immediate", name: "Immediately available", days: 0 },
  { id: "15-days", name: "15 days", days: 15 },
  { id: "30-days", name: "30 days", days: 30 },
  { id: "45-days", name: "45 days", days: 45 },
  { id: "2-months", name: "2 months", days: 60 },
  { id: "3-months", name: "3 months", days: 90 },
  { id: "6-months", name: "6 months", days: 180 },
];

export interface SalaryOption {
  value: number;
  label: string;
}

/** Whole lakhs 0–50, then steps of 5 up to 100, which stands for "100+". */
export const SALARY_LAKHS: readonly SalaryOption[] = [
  ...Array.from({ length: 51 }, (_, value) => value),
  ...Array.from({ length: 10 }, (_, index) => 55 + index * 5),
].map((value) => ({ value, label: value === 100 ? "100+" : String(value) }));

/** Thousands 0–95 in steps of 5, added to the lakhs choice. */
export const SALARY_THOUSANDS: readonly SalaryOption[] = Array.from({ length: 20 }, (_, index) => ({
  value: index * 5,
  label: String(index * 5),
}));

/** Annual rupees from one lakh to one crore in steps of one lakh, labelled with Indian grouping. */
export const SALARY_RUPEES: readonly SalaryOption[] = Array.from({ length: 100 }, (_, index) => {
  const value = (index + 1) * 100_000;
  return { value, label: groupIndian(value) };
});

export interface NamedOption {
  id: number;
  name: string;
}

export const USA_WORK_STATUS: readonly NamedOption[] = [
  { id: 1, name: "Have H1 Visa" },
  { id: 2, name: "Need H1 Visa" },
  { id: 3, name: "TN Permit Holder" },
  { id: 4, name: "Green Card Holder" },
  { id: 5, name: "US Citizen" },
  { id: 6, name: "Authorized to work in USA" },
];

export const DIFFERENTLY_ABLED: readonly NamedOption[] = [
  { id: 1, name: "Visually Impaired" },
  { id: 2, name: "Low Vision" },
  { id: 3, name: "Speech and/or Hearing Impaired" },
  { id: 4, name: "Mobility/Locomotor Impaired" },
  { id: 5, name: "Orthopaedically Impaired" },
  { id: 6, name: "Others" },
];

export interface CountryOption {
  code: string;
  name: string;
}

/** Countries a seeker may hold a work permit for; India first, then the portal's other markets. */
export const WORK_COUNTRIES: readonly CountryOption[] = [
  { code: "IN", name: "India" },
  { code: "AE", name: "United Arab Emirates" },
  { code: "SA", name: "Saudi Arabia" },
  { code: "QA", name: "Qatar" },
  { code: "KW", name: "Kuwait" },
  { code: "OM", name: "Oman" },
  { code: "BH", name: "Bahrain" },
  { code: "SG", name: "Singapore" },
  { code: "MY", name: "Malaysia" },
  { code: "TH", name: "Thailand" },
  { code: "PH", name: "Philippines" },
  { code: "VN", name: "Vietnam" },
  { code: "ID", name: "Indonesia" },
  { code: "HK", name: "Hong Kong" },
  { code: "US", name: "United States" },
  { code: "GB", name: "United Kingdom" },
];

export interface ExperienceYearOption {
  id: string;
  years: number;
  label: string;
  isFresher: boolean;
}

/** "Fresher" first, then 0–50 years; a fresher has zero years but is a separate career stage. */
export const EXPERIENCE_YEARS: readonly ExperienceYearOption[] = [
  { id: "fresher", years: 0, label: "Fresher", isFresher: true },
  ...Array.from({ length: EXPERIENCE_MAX_YEARS + 1 }, (_, years) => ({
    id: String(years),
    years,
    label: String(years),
    isFresher: false,
  })),
];

export const EXPERIENCE_MONTHS: readonly SalaryOption[] = Array.from(
  { length: EXPERIENCE_MAX_MONTHS + 1 },
  (_, value) => ({ value, label: String(value) }),
);

export const JOB_TYPES: readonly { id: JobType; name: string }[] = [
  { id: "full-time", name: "Full Time" },
  { id: "part-time", name: "Part Time" },
  { id: "contract", name: "Contract" },
  { id: "internship", name: "Internship" },
  { id: "temporary", name: "Temporary" },
];

export const WORK_MODES: readonly { id: WorkMode; name: string }[] = [
  { id: "office", name: "Work from Office" },
  { id: "remote", name: "Remote" },
  { id: "hybrid", name: "Hybrid" },
];

/** Job-freshness filter: posted within this many days. */
export const JOB_FRESHNESS_DAYS = [1, 3, 7, 15, 30] as const;

/**
 * Referrer host fragments that count as organic search (spec §3). The spec's {host} is the portal's
 * own name; the private jobs hub is named here "sarkariprivatejobs".
 */
export const ORGANIC_REFERRERS = [
  "google",
  "bing",
  "adzuna",
  "yahoo",
  "jobtome",
  "duckduckgo",
  "baidu",
  "ask",
  "sogou",
  "yandex",
  "babylon",
  "jobnest",
  "sarkariprivatejobs",
  "docomo",
  "msn",
  "lycos",
] as const;

/** Whether a referrer URL or host belongs to one of ORGANIC_REFERRERS (matched on host labels). */
export function isOrganicReferrer(referrer: string | null | undefined): boolean {
  if (!referrer) return false;
  const host = referrer
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .split(/[/?#:]/)[0];
  if (!host) return false;
  const labels = host.split(".");
  return ORGANIC_REFERRERS.some((name) => labels.includes(name));
}
