/**
 * Jobs that every seeded database contains, whatever the seed and size: tests and demos can rely on
 * their ids, codes, companies and places. Dates are relative to the seed's `now`.
 * Documented in ./README.md; keep both in step.
 */
import { SITE_BY_ID, type SiteId, slugify } from "@portal/domain";
import type { SeedCompany } from "./companies.ts";
import { buildDescription } from "./description.ts";
import type { SeedJob } from "./jobs.ts";
import { FAMILY_PROFILES, SITE_PERKS } from "./profiles.ts";
import { mulberry32 } from "./random.ts";

export const FIXED_COMPANIES: readonly SeedCompany[] = [
  {
    id: 1,
    slug: "saranya-softech",
    name: "Saranya Softech Pvt Ltd",
    industryName: "IT - Software / Software Services",
    employerType: "company",
    siteId: "india",
  },
  {
    id: 2,
    slug: "lotus-bridge-placements",
    name: "Lotus Bridge Placements",
    industryName: "Recruitment / Staffing / Employment Firms",
    employerType: "consultancy",
    siteId: "india",
  },
];

export const FIXED_JOB_CODES = {
  javaBengaluru: "JN-1000001",
  javaDubai: "JN-1000002",
  javaSingapore: "JN-1000003",
  expiredAccountsMumbai: "JN-1000004",
  closedNurseChennai: "JN-1000005",
  undisclosedSupportMakati: "JN-1000006",
} as const;

interface FixedJobSpec {
  code: string;
  siteId: SiteId;
  title: string;
  company: SeedCompany;
  city: string;
  state: string;
  countryCode: string;
  experience: [number, number];
  salary: [number, number] | null;
  skills: string[];
  functionName: string;
  roleName: string;
  industryName: string;
  workMode: SeedJob["workMode"];
  qualification: string;
  status: SeedJob["status"];
  postedDaysAgo: number;
  expiresInDays: number;
  family: keyof typeof FAMILY_PROFILES;
  duties: string[];
}

const [SARANYA, LOTUS] = FIXED_COMPANIES as [SeedCompany, SeedCompany];
const APPLICATION_PROGRAMMING = "IT Software - Application Programming";
const IT_SOFTWARE = "IT - Software / Software Services";
const JAVA_DUTIES = [
  "Design, build and maintain Java microservices used by millions of customers",
  "Write clean, well-tested code and review the code of your peers",
  "Work with product managers and designers to turn requirements into working features",
  "Troubleshoot production issues and improve the performance of existing services",
];

const FIXED_JOB_SPECS: readonly FixedJobSpec[] = [
  {
    code: FIXED_JOB_CODES.javaBengaluru,
    siteId: "india",
    title: "Java Developer",
    company: SARANYA,
    city: "Bengaluru",
    state: "Karnataka",
    countryCode: "IN",
    experience: [2, 5],
    salary: [800_000, 1_400_000],
    skills: ["Java", "Spring Boot", "Microservices", "REST API", "SQL", "Hibernate"],
    functionName: APPLICATION_PROGRAMMING,
    roleName: "Java Developer",
    industryName: IT_SOFTWARE,
    workMode: "hybrid",
    qualification: "B.E/B.Tech",
    status: "open",
    postedDaysAgo: 1,
    expiresInDays: 29,
    family: "it",
    duties: JAVA_DUTIES,
  },
  {
    code: FIXED_JOB_CODES.javaDubai,
    siteId: "gulf",
    title: "Senior Java Developer",
    company: SARANYA,
    city: "Dubai",
    state: "Dubai",
    countryCode: "AE",
    experience: [5, 10],
    salary: [18_000, 25_000],
    skills: ["Java", "Spring Boot", "Kafka", "AWS", "Microservices"],
    functionName: APPLICATION_PROGRAMMING,
    roleName: "Java Developer",
    industryName: IT_SOFTWARE,
    workMode: "office",
    qualification: "Bachelor's Degree in Computer Science",
    status: "open",
    postedDaysAgo: 2,
    expiresInDays: 58,
    family: "it",
    duties: JAVA_DUTIES,
  },
  {
    code: FIXED_JOB_CODES.javaSingapore,
    siteId: "singapore",
    title: "Java Developer",
    company: SARANYA,
    city: "Singapore",
    state: "Singapore",
    countryCode: "SG",
    experience: [3, 6],
    salary: [6_000, 8_500],
    skills: ["Java", "Spring Boot", "React", "PostgreSQL", "Docker"],
    functionName: APPLICATION_PROGRAMMING,
    roleName: "Java Developer",
    industryName: IT_SOFTWARE,
    workMode: "hybrid",
    qualification: "Bachelor's Degree in Computer Science",
    status: "open",
    postedDaysAgo: 3,
    expiresInDays: 27,
    family: "it",
    duties: JAVA_DUTIES,
  },
  {
    code: FIXED_JOB_CODES.expiredAccountsMumbai,
    siteId: "india",
    title: "Accounts Executive",
    company: SARANYA,
    city: "Mumbai",
    state: "Maharashtra",
    countryCode: "IN",
    experience: [1, 3],
    salary: [300_000, 450_000],
    skills: ["Tally ERP", "GST", "TDS", "MS Excel", "Bank Reconciliation"],
    functionName: "Accounts / Finance / Tax / Audit",
    roleName: "Accountant",
    industryName: IT_SOFTWARE,
    workMode: "office",
    qualification: "B.Com",
    status: "open",
    postedDaysAgo: 70,
    expiresInDays: -10,
    family: "finance",
    duties: [
      "Maintain books of accounts and post journal entries accurately",
      "Handle GST and TDS compliance and filings on time",
      "Prepare monthly bank reconciliations",
    ],
  },
  {
    code: FIXED_JOB_CODES.closedNurseChennai,
    siteId: "india",
    title: "Staff Nurse",
    company: LOTUS,
    city: "Chennai",
    state: "Tamil Nadu",
    countryCode: "IN",
    experience: [0, 2],
    salary: [240_000, 360_000],
    skills: ["Patient Care", "BLS", "Medication Administration", "IV Cannulation"],
    functionName: "Healthcare / Medical / Nursing",
    roleName: "Staff Nurse",
    industryName: "Healthcare / Hospitals / Medical Services",
    workMode: "office",
    qualification: "B.Sc Nursing",
    status: "closed",
    postedDaysAgo: 20,
    expiresInDays: 40,
    family: "health",
    duties: [
      "Provide safe, compassionate care to patients in the ward",
      "Administer medication and monitor vital signs as prescribed",
      "Keep accurate patient records and handover notes",
    ],
  },
  {
    code: FIXED_JOB_CODES.undisclosedSupportMakati,
    siteId: "philippines",
    title: "Customer Support Associate",
    company: LOTUS,
    city: "Makati City",
    state: "National Capital Region",
    countryCode: "PH",
    experience: [0, 1],
    salary: null,
    skills: ["Customer Service", "Voice Process", "Communication Skills", "CRM"],
    functionName: "Customer Service / Call Centre / BPO",
    roleName: "Customer Support Executive",
    industryName: "BPO / Call Centre / ITES",
    workMode: "office",
    qualification: "High School Diploma",
    status: "open",
    postedDaysAgo: 5,
    expiresInDays: 25,
    family: "support",
    duties: [
      "Handle customer calls, chats and e-mails with empathy and accuracy",
      "Resolve queries on first contact and escalate when needed",
      "Work in rotational shifts, including nights for international processes",
    ],
  },
];

export const FIXED_JOB_COUNT = FIXED_JOB_SPECS.length;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export function fixedJobs(now: Date): SeedJob[] {
  const nowMs = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return FIXED_JOB_SPECS.map((spec, index) => {
    const site = SITE_BY_ID[spec.siteId];
    const postedAt = new Date(nowMs - spec.postedDaysAgo * DAY_MS);
    return {
      id: index + 1,
      siteId: spec.siteId,
      slug: slugify(`${spec.title} ${spec.company.name} ${spec.city}`),
      title: spec.title,
      companyId: spec.company.id,
      companyName: spec.company.name,
      descriptionHtml: buildDescription(mulberry32(index + 1), {
        title: spec.title,
        companyName: spec.company.name,
        locations: [spec.city],
        skills: spec.skills,
        experienceMin: spec.experience[0],
        experienceMax: spec.experience[1],
        qualification: spec.qualification,
        workMode: spec.workMode,
        siteId: spec.siteId,
        duties: spec.duties,
        intro: FAMILY_PROFILES[spec.family].intro,
        perks: SITE_PERKS[spec.siteId],
      }),
      locations: [spec.city],
      states: [spec.state],
      countryCode: spec.countryCode,
      experienceMin: spec.experience[0],
      experienceMax: spec.experience[1],
      salaryMin: spec.salary?.[0] ?? null,
      salaryMax: spec.salary?.[1] ?? null,
      currencyCode: site.currency,
      salaryTerms: site.salaryTerms,
      jobCode: spec.code,
      skills: spec.skills,
      functionName: spec.functionName,
      roleName: spec.roleName,
      industryName: spec.industryName,
      jobType: "full-time",
      workMode: spec.workMode,
      employerType: spec.company.employerType,
      qualification: spec.qualification,
      status: spec.status,
      postedAt,
      expiresAt: new Date(nowMs + spec.expiresInDays * DAY_MS),
    };
  });
}
