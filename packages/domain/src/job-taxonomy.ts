/**
 * Job functions, their roles and industries (spec §3: about 54 functions and 64 industries, entries
 * not given). Ids are stable because jobs, alerts and search URLs store them; slugs are derived from
 * names with `slugify` so links and ids can never disagree.
 */
import { slugify } from "./jobs.ts";

export interface JobFunction {
  id: number;
  name: string;
  slug: string;
}

export interface JobRole {
  id: number;
  functionId: number;
  name: string;
  slug: string;
}

export interface Industry {
  id: number;
  name: string;
  slug: string;
}

/** Function name and its roles, in id order (function id = position + 1). */
const FUNCTION_TREE: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    "Accounts / Finance / Tax / Audit",
    ["Accountant", "Accounts Manager", "Tax Consultant", "Internal Auditor", "Financial Analyst"],
  ],
  [
    "Administration / Front Office / Secretarial",
    ["Office Administrator", "Receptionist", "Executive Assistant", "Office Manager"],
  ],
  [
    "Advertising / Media Planning / PR / Events",
    ["Media Planner", "PR Executive", "Event Manager", "Account Executive - Advertising"],
  ],
  [
    "Agriculture / Dairy / Forestry / Fisheries",
    ["Agronomist", "Farm Manager", "Dairy Technologist", "Agriculture Field Officer"],
  ],
  [
    "Airline / Aviation / Reservations",
    ["Cabin Crew", "Pilot", "Ground Staff", "Aircraft Maintenance Engineer", "Reservation Executive"],
  ],
  [
    "Analytics / Business Intelligence / Data Science",
    [
      "Data Analyst",
      "Data Scientist",
      "Business Intelligence Developer",
      "Data Engineer",
      "Machine Learning Engineer",
    ],
  ],
  [
    "Architecture / Interior Design",
    ["Architect", "Interior Designer", "Draughtsman", "Landscape Architect"],
  ],
  [
    "Banking / Insurance / Financial Services",
    ["Relationship Manager", "Branch Manager", "Credit Analyst", "Insurance Advisor", "Loan Officer"],
  ],
  [
    "Beauty / Fitness / Spa / Wellness",
    ["Beautician", "Fitness Trainer", "Spa Therapist", "Hair Stylist", "Dietician"],
  ],
  [
    "Content / Journalism / Editing",
    ["Content Writer", "Journalist", "Copy Editor", "Technical Writer", "Proofreader"],
  ],
  [
    "Corporate Planning / Strategy / Consulting",
    ["Strategy Consultant", "Business Analyst", "Management Consultant", "Corporate Planning Manager"],
  ],
  [
    "Customer Service / Call Centre / BPO",
    [
      "Customer Support Executive",
      "Call Centre Agent",
      "Team Leader - Voice",
      "Quality Analyst - BPO",
      "Chat Support Executive",
    ],
  ],
  [
    "Design / Creative / Graphics",
    ["Graphic Designer", "UI/UX Designer", "Visualiser", "Creative Director", "Illustrator"],
  ],
  [
    "Education / Teaching / Academics",
    ["Teacher", "Lecturer", "Professor", "Academic Counsellor", "Principal"],
  ],
  [
    "Engineering Design / R&D",
    ["Design Engineer", "R&D Engineer", "CAD Engineer", "Product Development Engineer"],
  ],
  [
    "Export / Import / International Trade",
    ["Export Executive", "Import Manager", "Documentation Executive", "Customs Clearance Agent"],
  ],
  [
    "Fashion / Garments / Merchandising",
    ["Fashion Designer", "Merchandiser", "Pattern Maker", "Textile Designer"],
  ],
  [
    "Facility Management / Security Services",
    ["Facility Manager", "Security Officer", "Housekeeping Supervisor", "Maintenance Supervisor"],
  ],
  [
    "Healthcare / Medical / Nursing",
    ["Doctor", "Staff Nurse", "Pharmacist", "Lab Technician", "Physiotherapist", "Medical Representative"],
  ],
  [
    "Hotels / Restaurants / Hospitality",
    ["Chef", "Front Office Executive", "Restaurant Manager", "Housekeeping Executive", "Steward"],
  ],
  [
    "HR / Recruitment / Training",
    ["HR Executive", "Recruiter", "HR Business Partner", "Payroll Executive", "Training Manager"],
  ],
  [
    "IT Software - Application Programming",
    [
      "Software Engineer",
      "Java Developer",
      ".NET Developer",
      "Python Developer",
      "Full Stack Developer",
      "Front End Developer",
    ],
  ],
  [
    "IT Software - DBA / Data Warehousing",
    ["Database Administrator", "ETL Developer", "Data Warehouse Architect", "SQL Developer"],
  ],
  [
    "IT Software - ERP / CRM",
    ["SAP Consultant", "Oracle Apps Consultant", "Salesforce Developer", "Dynamics CRM Consultant"],
  ],
  [
    "IT Software - Embedded / EDA / VLSI",
    ["Embedded Software Engineer", "VLSI Design Engineer", "Firmware Engineer", "Verification Engineer"],
  ],
  [
    "IT Software - Mobile Development",
    ["Android Developer", "iOS Developer", "Flutter Developer", "React Native Developer"],
  ],
  [
    "IT Software - Network Administration / Security",
    ["Network Engineer", "Security Analyst", "System Administrator", "Penetration Tester"],
  ],
  [
    "IT Software - QA & Testing",
    ["QA Engineer", "Automation Test Engineer", "Manual Tester", "Performance Test Engineer"],
  ],
  [
    "IT Software - System Programming",
    ["Systems Programmer", "Kernel Developer", "Compiler Engineer", "C++ Developer"],
  ],
  [
    "IT Software - Cloud / DevOps",
    ["DevOps Engineer", "Cloud Architect", "Site Reliability Engineer", "Cloud Engineer"],
  ],
  [
    "IT Hardware / Technical Support / Telecom Engineering",
    ["Hardware Engineer", "Desktop Support Engineer", "Telecom Engineer", "Field Service Engineer"],
  ],
  [
    "Legal / Law / Company Secretary",
    ["Legal Advisor", "Lawyer", "Company Secretary", "Legal Associate", "Compliance Officer"],
  ],
  [
    "Logistics / Supply Chain / Warehousing",
    [
      "Logistics Coordinator",
      "Supply Chain Manager",
      "Warehouse Supervisor",
      "Fleet Manager",
      "Inventory Controller",
    ],
  ],
  [
    "Maintenance / Repair / Service",
    ["Maintenance Engineer", "Service Technician", "Electrician", "HVAC Technician"],
  ],
  [
    "Manufacturing / Production / Operations",
    [
      "Production Engineer",
      "Plant Manager",
      "Production Supervisor",
      "Machine Operator",
      "Operations Manager",
    ],
  ],
  [
    "Marketing / Brand Management / Digital Marketing",
    [
      "Marketing Manager",
      "Brand Manager",
      "Digital Marketing Executive",
      "SEO Specialist",
      "Social Media Manager",
    ],
  ],
  [
    "Merchant Navy / Shipping / Marine",
    ["Marine Engineer", "Deck Officer", "Ship Captain", "Shipping Executive"],
  ],
  [
    "Oil & Gas / Energy / Mining",
    ["Petroleum Engineer", "Drilling Engineer", "Mining Engineer", "Energy Analyst"],
  ],
  ["Packaging Development", ["Packaging Engineer", "Packaging Designer", "Packaging Supervisor"]],
  [
    "Pharma / Biotech / Clinical Research",
    [
      "Clinical Research Associate",
      "Research Scientist",
      "Drug Safety Associate",
      "Regulatory Affairs Executive",
      "Formulation Scientist",
    ],
  ],
  [
    "Procurement / Purchase / Vendor Management",
    ["Purchase Executive", "Procurement Manager", "Vendor Manager", "Buyer"],
  ],
  [
    "Product Management",
    ["Product Manager", "Product Owner", "Associate Product Manager", "Product Analyst"],
  ],
  [
    "Project / Program Management",
    ["Project Manager", "Program Manager", "Project Coordinator", "Scrum Master"],
  ],
  [
    "Quality / Process Control / Six Sigma",
    ["Quality Engineer", "Quality Assurance Manager", "Six Sigma Black Belt", "Process Excellence Lead"],
  ],
  [
    "Real Estate / Property",
    ["Property Consultant", "Real Estate Agent", "Leasing Manager", "Property Manager"],
  ],
  [
    "Retail / Store Operations",
    ["Store Manager", "Sales Associate", "Cashier", "Visual Merchandiser", "Category Manager"],
  ],
  [
    "Sales / Business Development",
    [
      "Sales Executive",
      "Business Development Manager",
      "Area Sales Manager",
      "Inside Sales Representative",
      "Key Account Manager",
    ],
  ],
  [
    "Site Engineering / Civil Construction",
    ["Site Engineer", "Civil Engineer", "Quantity Surveyor", "Construction Manager", "Structural Engineer"],
  ],
  [
    "Top Management / Senior Leadership",
    [
      "Chief Executive Officer",
      "Chief Financial Officer",
      "Chief Technology Officer",
      "General Manager",
      "Director",
    ],
  ],
  ["Travel / Tourism", ["Travel Consultant", "Tour Manager", "Ticketing Executive", "Visa Executive"]],
  [
    "Translation / Languages / Interpretation",
    ["Translator", "Interpreter", "Language Trainer", "Localisation Specialist"],
  ],
  [
    "Defence / Armed Forces / Government Services",
    ["Defence Officer", "Government Officer", "Public Administrator"],
  ],
  ["Social Work / NGO / CSR", ["Social Worker", "CSR Manager", "Programme Officer", "Fundraising Executive"]],
  [
    "Media / Entertainment / Film Production",
    ["Video Editor", "Producer", "Anchor", "Sound Engineer", "Animator"],
  ],
];

export const JOB_FUNCTIONS: readonly JobFunction[] = FUNCTION_TREE.map(([name], index) => ({
  id: index + 1,
  name,
  slug: slugify(name),
}));

/** Role id = function id × 100 + position, so a role's function is visible in its id. */
export const JOB_ROLES: readonly JobRole[] = FUNCTION_TREE.flatMap(([, roles], functionIndex) =>
  roles.map((name, roleIndex) => ({
    id: (functionIndex + 1) * 100 + roleIndex + 1,
    functionId: functionIndex + 1,
    name,
    slug: slugify(name),
  })),
);

export function rolesOfFunction(functionId: number): JobRole[] {
  return JOB_ROLES.filter((role) => role.functionId === functionId);
}

const INDUSTRY_NAMES: readonly string[] = [
  "Accounting / Finance / Audit",
  "Advertising / PR / Events",
  "Agriculture / Dairy / Fisheries",
  "Animation / VFX / Gaming",
  "Architecture / Interior Design",
  "Automobile / Auto Components",
  "Aviation / Aerospace / Airlines",
  "Banking / Financial Services / Broking",
  "BPO / Call Centre / ITES",
  "Brewery / Distillery / Beverages",
  "Cement / Building Materials",
  "Ceramics / Sanitary Ware",
  "Chemicals / Petrochemicals",
  "Construction / Engineering / Infrastructure",
  "Consulting / Management Consulting",
  "Consumer Durables / Home Appliances",
  "Courier / Freight / Transportation",
  "Defence / Military Equipment",
  "E-commerce / Internet",
  "Education / Training / E-learning",
  "Electricals / Switchgears",
  "Electronics / Semiconductors",
  "Recruitment / Staffing / Employment Firms",
  "Power / Energy / Renewables",
  "Film / Music / Entertainment",
  "Environment / Waste Management",
  "Export / Import / Trading",
  "Facility Management / Security Services",
  "Fertilizers / Pesticides / Agrochemicals",
  "FMCG / Personal Care",
  "Food Processing",
  "Gems / Jewellery",
  "Glass / Plastics / Rubber",
  "Government / Public Sector / PSU",
  "Healthcare / Hospitals / Medical Services",
  "Heavy Machinery / Industrial Equipment",
  "Hotels / Restaurants / Hospitality",
  "Insurance",
  "IT - Hardware / Networking",
  "IT - Software / Software Services",
  "KPO / Research / Analytics",
  "Legal / Law Firms",
  "Leather / Footwear",
  "Logistics / Supply Chain / Warehousing",
  "Luxury / Lifestyle",
  "Market Research",
  "Media / Broadcasting / Publishing",
  "Medical Devices / Equipment",
  "Metals / Iron / Steel",
  "Mining / Quarrying",
  "NGO / Social Services / Non-Profit",
  "Office Equipment / Automation",
  "Oil & Gas / Petroleum",
  "Packaging / Printing",
  "Paper / Pulp",
  "Pharmaceuticals / Biotech / Clinical Research",
  "Real Estate / Property",
  "Retail / Wholesale",
  "Shipping / Marine / Ports",
  "Sports / Fitness / Wellness",
  "Telecom / ISP",
  "Textiles / Garments / Apparel",
  "Travel / Tourism",
  "Water Treatment / Utilities",
];

export const INDUSTRIES: readonly Industry[] = INDUSTRY_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  slug: slugify(name),
}));
