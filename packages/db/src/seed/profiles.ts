/**
 * What differs by family of job (pay, work mode, education asked for, where the jobs are) and by site
 * (pay levels, benefits people expect to read about).
 */
import type { SiteId, WorkMode } from "@portal/domain";
import type { Family, Level } from "./archetypes.ts";

export interface FamilyProfile {
  /** Pay relative to a typical mid-level office job on the same site. */
  payFactor: number;
  workModes: readonly (readonly [WorkMode, number])[];
  /** Which city table the jobs are drawn from. */
  cities: "it" | "office" | "local";
  indianQualifications: readonly string[];
  otherQualifications: readonly string[];
  intro: readonly string[];
}

const OFFICE_MODES = [
  ["office", 88],
  ["hybrid", 9],
  ["remote", 3],
] as const;
const ON_SITE_ONLY = [["office", 1]] as const;
const TECH_MODES = [
  ["office", 50],
  ["hybrid", 35],
  ["remote", 15],
] as const;

const BACHELOR = "Bachelor's Degree";

export const FAMILY_PROFILES: Record<Family, FamilyProfile> = {
  it: {
    payFactor: 1.3,
    workModes: TECH_MODES,
    cities: "it",
    indianQualifications: [
      "B.E/B.Tech",
      "B.E/B.Tech",
      "B.Sc Computer Science",
      "BCA",
      "MCA",
      "M.Tech",
      "Any Graduate",
    ],
    otherQualifications: [
      "Bachelor's Degree in Computer Science",
      "Bachelor's Degree in Engineering",
      BACHELOR,
      "Master's Degree",
    ],
    intro: [
      "You will join a product-minded engineering team that ships every week.",
      "Our engineers own their work from design to production.",
      "We build software that customers in several countries rely on every day.",
    ],
  },
  data: {
    payFactor: 1.4,
    workModes: TECH_MODES,
    cities: "it",
    indianQualifications: ["B.E/B.Tech", "M.Sc Statistics", "M.Tech", "MBA/PGDM", "Any Graduate"],
    otherQualifications: ["Bachelor's Degree in Computer Science", "Master's Degree in Statistics", BACHELOR],
    intro: [
      "Data is at the heart of every decision we make.",
      "You will work with large, messy real-world data sets and make them useful.",
    ],
  },
  product: {
    payFactor: 1.6,
    workModes: TECH_MODES,
    cities: "it",
    indianQualifications: ["B.E/B.Tech", "MBA/PGDM", "Any Graduate"],
    otherQualifications: [BACHELOR, "MBA"],
    intro: ["You will work closely with engineering, design and business leaders."],
  },
  management: {
    payFactor: 2.3,
    workModes: OFFICE_MODES,
    cities: "office",
    indianQualifications: ["MBA/PGDM", "CA", "B.E/B.Tech"],
    otherQualifications: ["MBA", "Master's Degree"],
    intro: ["This is a senior leadership role reporting to the board."],
  },
  finance: {
    payFactor: 0.95,
    workModes: OFFICE_MODES,
    cities: "office",
    indianQualifications: ["B.Com", "M.Com", "CA", "CA Inter", "MBA Finance", "Any Graduate"],
    otherQualifications: ["Bachelor's Degree in Accounting", "ACCA", "CPA", "Bachelor's Degree in Finance"],
    intro: ["Our finance team keeps the business compliant, funded and well informed."],
  },
  hr: {
    payFactor: 0.85,
    workModes: OFFICE_MODES,
    cities: "office",
    indianQualifications: ["MBA HR", "PGDM HR", "Any Graduate", "BBA"],
    otherQualifications: ["Bachelor's Degree in Human Resources", BACHELOR, "Diploma"],
    intro: ["People are our strongest asset, and HR is a true partner to the business."],
  },
  sales: {
    payFactor: 0.85,
    workModes: OFFICE_MODES,
    cities: "office",
    indianQualifications: ["Any Graduate", "MBA Marketing", "BBA", "12th Pass"],
    otherQualifications: [BACHELOR, "Diploma", "High School Diploma"],
    intro: [
      "We are growing fast and need people who love meeting customers.",
      "Attractive incentives are paid on top of the fixed salary.",
    ],
  },
  marketing: {
    payFactor: 0.9,
    workModes: OFFICE_MODES,
    cities: "office",
    indianQualifications: ["MBA Marketing", "BBA", "Any Graduate", "B.Com"],
    otherQualifications: ["Bachelor's Degree in Marketing", BACHELOR],
    intro: ["Our marketing team builds brands that customers remember."],
  },
  support: {
    payFactor: 0.55,
    workModes: OFFICE_MODES,
    cities: "office",
    indianQualifications: ["12th Pass", "Any Graduate", "B.Com", "BA"],
    otherQualifications: ["High School Diploma", BACHELOR, "Diploma"],
    intro: [
      "Freshers with good communication skills are welcome; full training is provided.",
      "You will be the voice of our brand for customers around the world.",
    ],
  },
  health: {
    payFactor: 0.7,
    workModes: ON_SITE_ONLY,
    cities: "local",
    indianQualifications: ["B.Sc Nursing", "GNM", "B.Pharm", "MBBS"],
    otherQualifications: ["Bachelor of Science in Nursing", "Diploma in Nursing", BACHELOR],
    intro: ["We are a multi-speciality healthcare provider with a focus on patient safety."],
  },
  engineering: {
    payFactor: 0.85,
    workModes: ON_SITE_ONLY,
    cities: "local",
    indianQualifications: ["B.E/B.Tech", "Diploma in Engineering", "M.Tech"],
    otherQualifications: ["Bachelor's Degree in Engineering", "Diploma in Engineering"],
    intro: ["We deliver large projects with a strong safety and quality record."],
  },
  trades: {
    payFactor: 0.45,
    workModes: ON_SITE_ONLY,
    cities: "local",
    indianQualifications: ["ITI", "Diploma", "10th Pass", "12th Pass"],
    otherQualifications: ["Vocational Certificate", "High School Diploma", "Technical Diploma"],
    intro: ["Steady work with a reputed employer, with overtime as per company policy."],
  },
  hospitality: {
    payFactor: 0.5,
    workModes: ON_SITE_ONLY,
    cities: "local",
    indianQualifications: [
      "Hotel Management Degree",
      "Diploma in Hotel Management",
      "12th Pass",
      "Any Graduate",
    ],
    otherQualifications: [
      "Diploma in Hospitality",
      "High School Diploma",
      "Bachelor's Degree in Hospitality Management",
    ],
    intro: ["Join a team known for warm, memorable guest experiences."],
  },
  education: {
    payFactor: 0.6,
    workModes: OFFICE_MODES,
    cities: "local",
    indianQualifications: ["B.Ed", "M.A, B.Ed", "M.Sc, B.Ed", "Ph.D"],
    otherQualifications: ["Bachelor's Degree in Education", "Teaching Certificate", "Master's Degree", "PhD"],
    intro: ["We believe every child can learn, and our teachers make it happen."],
  },
  creative: {
    payFactor: 0.8,
    workModes: TECH_MODES,
    cities: "office",
    indianQualifications: ["Any Graduate", "B.Des", "BFA", "Diploma in Animation", "B.Arch"],
    otherQualifications: ["Bachelor's Degree in Design", "Diploma in Multimedia", BACHELOR],
    intro: ["Bring your portfolio: we care about craft and ideas more than titles."],
  },
  legal: {
    payFactor: 1,
    workModes: OFFICE_MODES,
    cities: "office",
    indianQualifications: ["LLB", "BA LLB", "LLM", "CS"],
    otherQualifications: ["Bachelor of Laws (LLB)", "Law Degree"],
    intro: ["You will advise the business on a wide range of legal matters."],
  },
  office: {
    payFactor: 0.55,
    workModes: OFFICE_MODES,
    cities: "office",
    indianQualifications: ["Any Graduate", "12th Pass", "B.Com", "BA"],
    otherQualifications: ["High School Diploma", BACHELOR, "Diploma"],
    intro: ["A friendly office with clear processes and room to grow."],
  },
  logistics: {
    payFactor: 0.7,
    workModes: OFFICE_MODES,
    cities: "local",
    indianQualifications: ["Any Graduate", "MBA Operations", "Diploma", "12th Pass"],
    otherQualifications: [BACHELOR, "Diploma", "High School Diploma"],
    intro: ["We move goods across the region, on time, every day."],
  },
};

/** Qualifications tied to particular titles win over the family's general list. */
export const TITLE_QUALIFICATIONS: readonly (readonly [RegExp, readonly string[], readonly string[]])[] = [
  [
    /Nurs/,
    ["B.Sc Nursing", "GNM", "Post Basic B.Sc Nursing"],
    ["Bachelor of Science in Nursing", "Diploma in Nursing"],
  ],
  [/Pharmacist/, ["B.Pharm", "D.Pharm", "M.Pharm"], ["Bachelor of Pharmacy"]],
  [/Medical Officer/, ["MBBS", "MBBS, MD"], ["MBBS", "Doctor of Medicine"]],
  [/Dentist/, ["BDS", "MDS"], ["Doctor of Dental Surgery"]],
  [/Lab Technician/, ["DMLT", "B.Sc MLT"], ["Diploma in Medical Laboratory Technology"]],
  [/Physiotherapist/, ["BPT", "MPT"], ["Bachelor of Physiotherapy"]],
  [/Medical Representative/, ["B.Pharm", "B.Sc", "Any Graduate"], ["Bachelor's Degree in Life Sciences"]],
  [
    /Civil|Site|Quantity Surveyor|Structural|Planning Engineer/,
    ["B.E/B.Tech Civil", "Diploma in Civil Engineering"],
    ["Bachelor's Degree in Civil Engineering", "Diploma in Civil Engineering"],
  ],
  [
    /Mechanical|Production|CNC|CAD|CAE|Design Engineer/,
    ["B.E/B.Tech Mechanical", "Diploma in Mechanical Engineering", "ITI"],
    ["Bachelor's Degree in Mechanical Engineering", "Diploma in Mechanical Engineering"],
  ],
  [
    /Electrical|Electrician/,
    ["B.E/B.Tech Electrical", "Diploma in Electrical Engineering", "ITI Electrician"],
    ["Bachelor's Degree in Electrical Engineering", "Technical Diploma"],
  ],
  [
    /Architect$|Interior|Draughtsman|BIM/,
    ["B.Arch", "Diploma in Architecture", "Diploma in Interior Design"],
    ["Bachelor of Architecture", "Diploma in Interior Design"],
  ],
  [
    /Teacher|Principal/,
    ["B.Ed", "M.A, B.Ed", "M.Sc, B.Ed"],
    ["Bachelor's Degree in Education", "Teaching Certificate"],
  ],
  [/Professor|Lecturer/, ["Ph.D", "M.Phil", "Post Graduate with NET"], ["PhD", "Master's Degree"]],
  [/Chartered Accountant/, ["CA"], ["ACCA", "CPA"]],
  [/Company Secretary/, ["CS"], ["Chartered Secretary"]],
  [
    /Chef|Steward|Front Office Associate/,
    ["Diploma in Hotel Management", "Hotel Management Degree"],
    ["Diploma in Culinary Arts", "Diploma in Hospitality"],
  ],
];

export const EXPERIENCE_BY_LEVEL: Record<Level, readonly (readonly [number, number])[]> = {
  0: [
    [0, 1],
    [0, 2],
    [0, 2],
    [0, 3],
    [1, 3],
  ],
  1: [
    [1, 3],
    [2, 4],
    [2, 5],
    [3, 5],
    [3, 6],
    [2, 6],
    [3, 7],
    [4, 7],
  ],
  2: [
    [4, 8],
    [5, 8],
    [5, 10],
    [6, 10],
    [7, 12],
    [8, 12],
  ],
  3: [
    [8, 12],
    [8, 15],
    [10, 15],
    [12, 18],
    [15, 20],
  ],
};

/** Pay relative to mid level. */
export const LEVEL_PAY: Record<Level, number> = { 0: 0.55, 1: 1, 2: 1.9, 3: 3.4 };

/** Where a family is paid unlike the site's average (BPO work pays relatively well in the Philippines). */
export const SITE_FAMILY_PAY: Partial<Record<SiteId, Partial<Record<Family, number>>>> = {
  philippines: { support: 1.6 },
  gulf: { health: 1.2 },
};

/**
 * A typical mid-level office salary per site, in the site's currency and salary terms (India quotes
 * annual CTC, the others monthly pay). Everything else is a multiple of this.
 */
export const SALARY_BASE: Record<SiteId, number> = {
  india: 700_000,
  gulf: 9_000,
  singapore: 5_500,
  thailand: 40_000,
  philippines: 35_000,
  vietnam: 22_000_000,
  malaysia: 5_000,
  indonesia: 9_000_000,
  hongkong: 25_000,
};

export const SITE_PERKS: Record<SiteId, readonly string[]> = {
  india: [
    "Competitive CTC, medical insurance for you and your family, and paid leave.",
    "Performance bonus, PF and gratuity as per law, and a five-day work week.",
  ],
  gulf: [
    "Tax-free salary, housing allowance, annual air ticket and medical insurance.",
    "Visa, medical insurance and end-of-service benefits as per UAE labour law.",
  ],
  singapore: ["Competitive salary, 13th-month bonus, CPF contributions and medical benefits."],
  thailand: ["Social security, annual bonus, provident fund and group health insurance."],
  philippines: ["HMO coverage from day one, 13th-month pay and night differential where applicable."],
  vietnam: ["13th-month salary, social insurance as per labour law and an annual health check."],
  malaysia: ["EPF, SOCSO, medical coverage and an annual performance bonus."],
  indonesia: ["BPJS, THR holiday allowance and private health insurance."],
  hongkong: ["MPF, discretionary bonus, medical insurance and a five-day work week."],
};

/** Two significant figures, as salaries are advertised ("₹7,50,000", "AED 9,500"). */
export function roundSalary(amount: number): number {
  if (amount <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}
