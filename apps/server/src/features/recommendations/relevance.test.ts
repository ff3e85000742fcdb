/**
 * The recommendations relevance suite: seekers of many lines of work on several sites, each with what a
 * good recommendation looks like (a title of their line of work, skills in common, their place, years
 * that fit), measured as precision@10 of the recommended list, per seeker and on average.
 *
 * The seeded test database (1,500 jobs over every site) has too few jobs of most lines of work in any one
 * city to fill ten places, so each seeker's site also gets known jobs of the kinds a real site mixes:
 * jobs of their line in their places, the same line in another city or at quite other years, and
 * newer jobs of other lines that share one of the seeker's skills (a data analyst's job listing SQL
 * for a Java developer). Seeded jobs take part as they are, and count when they meet the criteria. The
 * known jobs reach the search index through the triggers on `jobs`, as an employer's jobs do.
 */
import { NOTICE_PERIODS, type SiteId, siteHostname } from "@portal/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { insertTestJobs, type TestJob } from "../../testing/test-jobs.ts";

interface SeekerCase {
  name: string;
  siteId: SiteId;
  /** Current location first, then other preferred places. */
  places: readonly string[];
  /** A city of the same site the seeker did not name. */
  elsewhere: string;
  designation: string;
  /** Titles of the seeker's line of work as employers write them. */
  titles: readonly string[];
  /** Words of which a good job's title has at least one. */
  family: readonly string[];
  skills: readonly string[];
  years: number;
  /** Jobs of other lines of work that list one of the seeker's skills. */
  otherLines: ReadonlyArray<{ title: string; skill: string }>;
  /** Shared skills a good job has (1 or 2). */
  minShared?: number;
}

const CASES: readonly SeekerCase[] = [
  {
    name: "Java developer, Bengaluru",
    siteId: "india",
    places: ["Bengaluru", "Pune"],
    elsewhere: "Kolkata",
    designation: "Senior Java Developer",
    titles: ["Java Developer", "Java Backend Developer", "Senior Java Developer"],
    family: ["java", "backend", "software"],
    skills: ["Java", "Spring Boot", "SQL", "Microservices", "Docker", "AWS"],
    years: 6,
    otherLines: [
      { title: "Product Manager", skill: "SQL" },
      { title: "Data Analyst", skill: "SQL" },
      { title: "Cloud Support Associate", skill: "AWS" },
    ],
    minShared: 2,
  },
  {
    name: "Python developer, Hyderabad",
    siteId: "india",
    places: ["Hyderabad"],
    elsewhere: "Jaipur",
    designation: "Python Developer",
    titles: ["Python Developer", "Django Developer", "Backend Python Engineer"],
    family: ["python", "django", "backend"],
    skills: ["Python", "Django", "REST API", "PostgreSQL", "Git"],
    years: 3,
    otherLines: [
      { title: "Data Entry Operator", skill: "Git" },
      { title: "Database Administrator", skill: "PostgreSQL" },
    ],
    minShared: 2,
  },
  {
    name: "Data analyst, Mumbai",
    siteId: "india",
    places: ["Mumbai", "Thane"],
    elsewhere: "Lucknow",
    designation: "Data Analyst",
    titles: ["Data Analyst", "Business Data Analyst", "MIS Analyst"],
    family: ["analyst", "analytics"],
    skills: ["SQL", "Power BI", "Excel", "Python", "Tableau"],
    years: 2,
    otherLines: [
      { title: "Accounts Executive", skill: "Excel" },
      { title: "Java Developer", skill: "SQL" },
      { title: "Office Administrator", skill: "Excel" },
    ],
    minShared: 2,
  },
  {
    name: "Field sales executive, Delhi",
    siteId: "india",
    places: ["Delhi", "Noida"],
    elsewhere: "Surat",
    designation: "Sales Executive",
    titles: ["Sales Executive", "Field Sales Executive", "Area Sales Officer"],
    family: ["sales"],
    skills: ["Field Sales", "Lead Generation", "Negotiation", "B2B Sales", "Communication"],
    years: 3,
    otherLines: [
      { title: "Customer Support Associate", skill: "Communication" },
      { title: "Receptionist", skill: "Communication" },
    ],
  },
  {
    name: "Accountant, Chennai",
    siteId: "india",
    places: ["Chennai"],
    elsewhere: "Indore",
    designation: "Accountant",
    titles: ["Accountant", "Senior Accountant", "Accounts Executive"],
    family: ["accountant", "accounts", "accounting"],
    skills: ["Tally", "GST", "TDS", "Bank Reconciliation", "Excel"],
    years: 5,
    otherLines: [
      { title: "Data Analyst", skill: "Excel" },
      { title: "MIS Executive", skill: "Excel" },
    ],
    minShared: 2,
  },
  {
    name: "Staff nurse, Kochi",
    siteId: "india",
    places: ["Kochi", "Thiruvananthapuram"],
    elsewhere: "Patna",
    designation: "Staff Nurse",
    titles: ["Staff Nurse", "ICU Nurse", "Nursing Officer"],
    family: ["nurse", "nursing"],
    skills: ["Patient Care", "BLS", "Medication Administration", "ICU", "Vital Signs"],
    years: 4,
    otherLines: [
      { title: "Pharmacy Sales Representative", skill: "Patient Care" },
      { title: "Medical Receptionist", skill: "Patient Care" },
    ],
  },
  {
    name: "School teacher, Pune",
    siteId: "india",
    places: ["Pune"],
    elsewhere: "Bhopal",
    designation: "Mathematics Teacher",
    titles: ["Mathematics Teacher", "PGT Maths Teacher", "Primary School Teacher"],
    family: ["teacher", "tutor", "educator"],
    skills: ["Lesson Planning", "Classroom Management", "CBSE", "Mathematics", "Communication"],
    years: 7,
    otherLines: [
      { title: "Academic Counsellor", skill: "Communication" },
      { title: "Content Writer", skill: "Communication" },
    ],
  },
  {
    name: "Delivery driver, Ahmedabad",
    siteId: "india",
    places: ["Ahmedabad"],
    elsewhere: "Nagpur",
    designation: "Driver",
    titles: ["Driver", "Delivery Driver", "Commercial Vehicle Driver"],
    family: ["driver"],
    skills: ["Driving", "Route Planning", "Vehicle Maintenance", "LMV Licence"],
    years: 5,
    otherLines: [
      { title: "Warehouse Supervisor", skill: "Route Planning" },
      { title: "Delivery Executive", skill: "Route Planning" },
    ],
  },
  {
    name: "Customer support, Kolkata",
    siteId: "india",
    places: ["Kolkata"],
    elsewhere: "Coimbatore",
    designation: "Customer Support Associate",
    titles: ["Customer Support Associate", "Customer Service Executive", "Voice Process Executive"],
    family: ["customer", "support", "service", "voice", "call"],
    skills: ["Customer Service", "Voice Process", "CRM", "Complaint Handling", "English"],
    years: 1,
    otherLines: [
      { title: "Salesforce Developer", skill: "CRM" },
      { title: "Content Writer", skill: "English" },
    ],
  },
  {
    name: "HR recruiter, Gurgaon",
    siteId: "india",
    places: ["Gurgaon", "Delhi"],
    elsewhere: "Vadodara",
    designation: "HR Recruiter",
    titles: ["HR Recruiter", "Talent Acquisition Executive", "HR Executive"],
    family: ["hr", "recruiter", "talent", "human"],
    skills: ["Recruitment", "Sourcing", "Onboarding", "Naukri", "Screening"],
    years: 3,
    otherLines: [
      { title: "Office Coordinator", skill: "Onboarding" },
      { title: "Customer Success Manager", skill: "Onboarding" },
    ],
    minShared: 2,
  },
  {
    name: "Digital marketer, Bengaluru",
    siteId: "india",
    places: ["Bengaluru"],
    elsewhere: "Ludhiana",
    designation: "Digital Marketing Executive",
    titles: ["Digital Marketing Executive", "SEO Executive", "Performance Marketing Specialist"],
    family: ["marketing", "seo"],
    skills: ["SEO", "Google Ads", "Social Media Marketing", "Google Analytics", "Content Marketing"],
    years: 2,
    otherLines: [
      { title: "Content Writer", skill: "Content Marketing" },
      { title: "Web Developer", skill: "Google Analytics" },
    ],
    minShared: 2,
  },
  {
    name: "Civil site engineer, Chennai",
    siteId: "india",
    places: ["Chennai"],
    elsewhere: "Raipur",
    designation: "Civil Site Engineer",
    titles: ["Civil Site Engineer", "Civil Engineer", "Site Engineer"],
    family: ["civil", "site", "structural"],
    skills: ["AutoCAD", "Site Supervision", "Quantity Estimation", "BOQ", "Construction Management"],
    years: 4,
    otherLines: [
      { title: "Draughtsman", skill: "AutoCAD" },
      { title: "Interior Designer", skill: "AutoCAD" },
    ],
    minShared: 2,
  },
  {
    name: "Hotel front office, Jaipur",
    siteId: "india",
    places: ["Jaipur"],
    elsewhere: "Mysore",
    designation: "Front Office Executive",
    titles: ["Front Office Executive", "Guest Relations Executive", "Front Desk Associate"],
    family: ["front", "guest", "desk", "hotel"],
    skills: ["Guest Handling", "Opera PMS", "Reservations", "Check-in", "Hospitality"],
    years: 2,
    otherLines: [
      { title: "Travel Consultant", skill: "Reservations" },
      { title: "Event Coordinator", skill: "Hospitality" },
    ],
  },
  {
    name: "DevOps engineer, Dubai",
    siteId: "gulf",
    places: ["Dubai", "Sharjah"],
    elsewhere: "Riyadh",
    designation: "DevOps Engineer",
    titles: ["DevOps Engineer", "Senior DevOps Engineer", "Site Reliability Engineer"],
    family: ["devops", "reliability", "cloud"],
    skills: ["Kubernetes", "Docker", "Terraform", "AWS", "CI/CD"],
    years: 5,
    otherLines: [
      { title: "IT Sales Manager", skill: "AWS" },
      { title: "Java Developer", skill: "Docker" },
    ],
    minShared: 2,
  },
  {
    name: "Call centre agent, Abu Dhabi",
    siteId: "gulf",
    places: ["Abu Dhabi"],
    elsewhere: "Muscat",
    designation: "Call Centre Executive",
    titles: ["Call Centre Executive", "Customer Service Executive", "Contact Centre Agent"],
    family: ["call", "customer", "contact", "service"],
    skills: ["Customer Service", "Arabic", "Call Handling", "CRM", "Complaint Handling"],
    years: 2,
    otherLines: [
      { title: "Arabic Translator", skill: "Arabic" },
      { title: "Salesforce Consultant", skill: "CRM" },
    ],
  },
  {
    name: "Civil engineer, Doha",
    siteId: "gulf",
    places: ["Doha"],
    elsewhere: "Dammam",
    designation: "Civil Engineer",
    titles: ["Civil Engineer", "Civil Site Engineer", "Site Engineer - Civil"],
    family: ["civil", "site"],
    skills: ["AutoCAD", "Primavera", "Site Supervision", "Quantity Surveying", "Concrete Works"],
    years: 8,
    otherLines: [
      { title: "Architectural Draftsman", skill: "AutoCAD" },
      { title: "Planning Engineer", skill: "Primavera" },
    ],
    minShared: 2,
  },
  {
    name: "Heavy vehicle driver, Riyadh",
    siteId: "gulf",
    places: ["Riyadh"],
    elsewhere: "Jeddah",
    designation: "Heavy Driver",
    titles: ["Heavy Driver", "Truck Driver", "Bus Driver"],
    family: ["driver"],
    skills: ["Heavy Vehicle Driving", "GCC Licence", "Route Planning", "Vehicle Inspection"],
    years: 6,
    otherLines: [
      { title: "Logistics Coordinator", skill: "Route Planning" },
      { title: "Fleet Supervisor", skill: "Vehicle Inspection" },
    ],
  },
  {
    name: "Nurse, Dubai",
    siteId: "gulf",
    places: ["Dubai"],
    elsewhere: "Kuwait City",
    designation: "Registered Nurse",
    titles: ["Registered Nurse", "Staff Nurse", "ER Nurse"],
    family: ["nurse", "nursing"],
    skills: ["Patient Care", "DHA Licence", "BLS", "Wound Care", "Medication Administration"],
    years: 5,
    otherLines: [
      { title: "Medical Sales Representative", skill: "Patient Care" },
      { title: "Clinic Receptionist", skill: "Patient Care" },
    ],
    minShared: 2,
  },
  {
    name: "Hotel waiter, Sharjah",
    siteId: "gulf",
    places: ["Sharjah", "Dubai"],
    elsewhere: "Medina",
    designation: "Waiter",
    titles: ["Waiter", "F&B Steward", "Restaurant Server"],
    family: ["waiter", "steward", "server", "f&b"],
    skills: ["Food Service", "Guest Handling", "POS", "Hygiene", "Upselling"],
    years: 2,
    otherLines: [
      { title: "Retail Cashier", skill: "POS" },
      { title: "Retail Sales Associate", skill: "Upselling" },
    ],
  },
  {
    name: "Java developer, Singapore",
    siteId: "singapore",
    places: ["Singapore"],
    elsewhere: "Singapore",
    designation: "Java Developer",
    titles: ["Java Developer", "Software Engineer (Java)", "Java Backend Engineer"],
    family: ["java", "software", "backend"],
    skills: ["Java", "Spring Boot", "Kafka", "Microservices", "SQL"],
    years: 4,
    otherLines: [
      { title: "Business Analyst", skill: "SQL" },
      { title: "Data Analyst", skill: "SQL" },
    ],
    minShared: 2,
  },
  {
    name: "Accountant, Singapore",
    siteId: "singapore",
    places: ["Singapore"],
    elsewhere: "Singapore",
    designation: "Accountant",
    titles: ["Accountant", "Senior Accountant", "Accounts Executive"],
    family: ["accountant", "accounts", "accounting"],
    skills: ["Xero", "GST Filing", "Financial Reporting", "Accounts Payable", "Excel"],
    years: 6,
    otherLines: [
      { title: "Admin Assistant", skill: "Excel" },
      { title: "Operations Analyst", skill: "Excel" },
    ],
    minShared: 2,
  },
  {
    name: "Sales executive, Singapore",
    siteId: "singapore",
    places: ["Singapore"],
    elsewhere: "Singapore",
    designation: "Sales Executive",
    titles: ["Sales Executive", "Business Development Executive", "Account Executive - Sales"],
    family: ["sales", "business", "account"],
    skills: ["B2B Sales", "Cold Calling", "Negotiation", "Salesforce", "Lead Generation"],
    years: 3,
    otherLines: [
      { title: "Salesforce Developer", skill: "Salesforce" },
      { title: "Procurement Officer", skill: "Negotiation" },
    ],
  },
  {
    name: "Customer support, Manila",
    siteId: "philippines",
    places: ["Manila", "Quezon City"],
    elsewhere: "Iligan City",
    designation: "Customer Service Representative",
    titles: ["Customer Service Representative", "Call Center Agent", "Technical Support Representative"],
    family: ["customer", "call", "support", "service"],
    skills: ["Customer Service", "Voice Process", "English", "Troubleshooting", "CRM"],
    years: 2,
    otherLines: [
      { title: "English Teacher", skill: "English" },
      { title: "IT Helpdesk Engineer", skill: "Troubleshooting" },
    ],
  },
  {
    name: "Nurse, Manila",
    siteId: "philippines",
    places: ["Manila"],
    elsewhere: "General Santos",
    designation: "Staff Nurse",
    titles: ["Staff Nurse", "Registered Nurse", "ICU Nurse"],
    family: ["nurse", "nursing"],
    skills: ["Patient Care", "BLS", "Medication Administration", "Wound Care", "Vital Signs"],
    years: 3,
    otherLines: [
      { title: "Caregiver", skill: "Vital Signs" },
      { title: "Medical Coder", skill: "Patient Care" },
    ],
    minShared: 2,
  },
  {
    name: "Java developer, Manila",
    siteId: "philippines",
    places: ["Manila"],
    elsewhere: "Iligan City",
    designation: "Java Developer",
    titles: ["Java Developer", "Senior Java Developer", "Java Software Engineer"],
    family: ["java", "software"],
    skills: ["Java", "Spring Boot", "Hibernate", "SQL", "REST API"],
    years: 5,
    otherLines: [
      { title: "Data Analyst", skill: "SQL" },
      { title: "QA Tester", skill: "REST API" },
    ],
    minShared: 2,
  },
  {
    name: "Hotel guest relations, Kuala Lumpur",
    siteId: "malaysia",
    places: ["Kuala Lumpur"],
    elsewhere: "Kuantan",
    designation: "Guest Relations Executive",
    titles: ["Guest Relations Executive", "Front Office Executive", "Guest Service Agent"],
    family: ["guest", "front", "hotel"],
    skills: ["Guest Handling", "Opera PMS", "Malay", "Reservations", "Hospitality"],
    years: 3,
    otherLines: [
      { title: "Malay Translator", skill: "Malay" },
      { title: "Travel Sales Consultant", skill: "Reservations" },
    ],
  },
  {
    name: "Accountant, Kuala Lumpur",
    siteId: "malaysia",
    places: ["Kuala Lumpur", "Klang"],
    elsewhere: "Kuantan",
    designation: "Account Executive",
    titles: ["Accounts Executive", "Accountant", "Senior Accounts Executive"],
    family: ["accountant", "accounts", "accounting"],
    skills: ["SQL Accounting", "SST", "Bank Reconciliation", "Accounts Receivable", "Excel"],
    years: 4,
    otherLines: [
      { title: "HR Assistant", skill: "Excel" },
      { title: "Sales Coordinator", skill: "Excel" },
    ],
    minShared: 2,
  },
  {
    name: "Marketing executive, Jakarta",
    siteId: "indonesia",
    places: ["Jakarta"],
    elsewhere: "Medan",
    designation: "Marketing Executive",
    titles: ["Marketing Executive", "Digital Marketing Specialist", "Brand Marketing Officer"],
    family: ["marketing", "brand"],
    skills: ["Social Media Marketing", "Google Ads", "Content Marketing", "Bahasa Indonesia", "SEO"],
    years: 3,
    otherLines: [
      { title: "Translator", skill: "Bahasa Indonesia" },
      { title: "Web Developer", skill: "SEO" },
    ],
    minShared: 2,
  },
  {
    name: "Production supervisor, Surabaya",
    siteId: "indonesia",
    places: ["Surabaya", "Jakarta"],
    elsewhere: "Makassar",
    designation: "Production Supervisor",
    titles: ["Production Supervisor", "Production Leader", "Manufacturing Supervisor"],
    family: ["production", "manufacturing"],
    skills: ["Lean Manufacturing", "5S", "Production Planning", "Quality Control", "Team Leadership"],
    years: 7,
    otherLines: [
      { title: "Retail Store Manager", skill: "Team Leadership" },
      { title: "Quality Inspector", skill: "Quality Control" },
    ],
  },
  {
    name: "Accountant, Bangkok",
    siteId: "thailand",
    places: ["Bangkok"],
    elsewhere: "Chiang Mai",
    designation: "Senior Accountant",
    titles: ["Senior Accountant", "Accountant", "Accounting Officer"],
    family: ["accountant", "accounting", "accounts"],
    skills: ["Financial Reporting", "Thai Tax", "SAP FI", "Month-end Closing", "Excel"],
    years: 6,
    otherLines: [
      { title: "SAP FI Consultant", skill: "SAP FI" },
      { title: "Office Manager", skill: "Excel" },
    ],
    minShared: 2,
  },
  {
    name: "Digital marketer, Ho Chi Minh City",
    siteId: "vietnam",
    places: ["Ho Chi Minh City"],
    elsewhere: "Hanoi",
    designation: "Digital Marketing Executive",
    titles: ["Digital Marketing Executive", "Performance Marketing Executive", "SEO Specialist"],
    family: ["marketing", "seo"],
    skills: ["Facebook Ads", "Google Ads", "SEO", "Content Marketing", "Vietnamese"],
    years: 2,
    otherLines: [
      { title: "Vietnamese Interpreter", skill: "Vietnamese" },
      { title: "Copywriter", skill: "Content Marketing" },
    ],
    minShared: 2,
  },
  {
    name: "Area sales manager, Hong Kong",
    siteId: "hongkong",
    places: ["Hong Kong"],
    elsewhere: "Hong Kong",
    designation: "Area Sales Manager",
    titles: ["Area Sales Manager", "Sales Manager", "Regional Sales Manager"],
    family: ["sales"],
    skills: ["Channel Sales", "Key Account Management", "Sales Planning", "Cantonese", "Negotiation"],
    years: 9,
    otherLines: [
      { title: "Cantonese Tutor", skill: "Cantonese" },
      { title: "Purchasing Manager", skill: "Negotiation" },
    ],
  },
  {
    name: "Software teacher turned trainer, Hyderabad",
    siteId: "india",
    places: ["Hyderabad"],
    elsewhere: "Nashik",
    designation: "Technical Trainer",
    titles: ["Technical Trainer", "Corporate Trainer", "IT Trainer"],
    family: ["trainer", "training", "instructor"],
    skills: ["Training Delivery", "Java", "Curriculum Design", "Presentation Skills", "Python"],
    years: 8,
    otherLines: [
      { title: "Java Developer", skill: "Java" },
      { title: "Python Developer", skill: "Python" },
    ],
  },
];

const TOP = 10;
/** Years either side of the seeker's own that a good job's range may start or end at. */
const YEARS_SLACK = 2;

const key = (text: string) => text.toLowerCase();
const titleWords = (title: string) =>
  new Set(
    key(title)
      .split(/[^\p{L}\p{N}&+#]+/u)
      .filter(Boolean),
  );

interface Card {
  id: number;
  title: string;
  skills: string[];
  locations: string[];
  experienceMin: number;
  experienceMax: number;
}

/** Whether a recommended job is what the seeker came for; one reason for each criterion it misses. */
function misses(job: Card, seeker: SeekerCase): string[] {
  const missed: string[] = [];
  const words = titleWords(job.title);
  if (!seeker.family.some((word) => words.has(word))) missed.push("title");
  const wanted = new Set(seeker.skills.map(key));
  if (job.skills.filter((skill) => wanted.has(key(skill))).length < (seeker.minShared ?? 1))
    missed.push("skills");
  const places = new Set(seeker.places.map(key));
  if (!job.locations.some((city) => places.has(key(city)))) missed.push("place");
  if (job.experienceMin > seeker.years + YEARS_SLACK || job.experienceMax < seeker.years - YEARS_SLACK)
    missed.push("years");
  return missed;
}

/** The jobs a site of this seeker's kind holds besides the seeded ones (see the file's comment). */
function knownJobs(seeker: SeekerCase, index: number): TestJob[] {
  const jobs: TestJob[] = [];
  const company = (n: number) => `Relevance ${index} Employer ${n}`;
  const span = (from: number): [number, number] => [Math.max(0, from), Math.max(0, from) + 4];
  const fitting = span(seeker.years - 2);
  const skillsFrom = (start: number, count: number) =>
    Array.from({ length: count }, (_, n) => seeker.skills[(start + n) % seeker.skills.length] as string);
  const base = { siteId: seeker.siteId, states: [] as string[], roleName: seeker.designation };
  // Their line of work in their places, sharing two or three skills, posted over the last two weeks.
  for (let n = 0; n < 12; n++)
    jobs.push({
      ...base,
      title: seeker.titles[n % seeker.titles.length] as string,
      company: company(n),
      locations: [seeker.places[n % seeker.places.length] as string],
      skills: [...skillsFrom(n, 2 + (n % 2)), "Teamwork"],
      experience: span(seeker.years - 1 - (n % 3)),
      postedDaysAgo: 2 + n,
    });
  // Their line of work in a city they did not name, or at years far from theirs.
  for (let n = 0; n < 4; n++)
    jobs.push({
      ...base,
      title: seeker.titles[n % seeker.titles.length] as string,
      company: company(20 + n),
      locations: [seeker.elsewhere],
      skills: skillsFrom(n, 3),
      experience: fitting,
      postedDaysAgo: 1 + n,
    });
  for (let n = 0; n < 3; n++)
    jobs.push({
      ...base,
      title: seeker.titles[n % seeker.titles.length] as string,
      company: company(30 + n),
      locations: [seeker.places[0] as string],
      skills: skillsFrom(n, 2),
      experience: seeker.years >= 6 ? [0, 1] : [seeker.years + 8, seeker.years + 14],
      postedDaysAgo: 1 + n,
    });
  // Newer jobs of other lines of work in their city, at their years, listing one of their skills.
  for (let n = 0; n < 8; n++) {
    const other = seeker.otherLines[n % seeker.otherLines.length];
    if (!other) continue;
    jobs.push({
      ...base,
      roleName: other.title,
      title: other.title,
      company: company(40 + n),
      locations: [seeker.places[0] as string],
      skills: [other.skill, "Teamwork", "MS Office"],
      experience: fitting,
      postedDaysAgo: 0.2 + n / 10,
    });
  }
  return jobs;
}

const testApp = useTestApp();
const results: Array<{ seeker: SeekerCase; precision: number; top: Card[] }> = [];

async function createSeeker(seeker: SeekerCase): Promise<TestClient> {
  const client = new TestClient(testApp.app, { host: siteHostname(seeker.siteId) ?? "in.localhost" });
  const details = await registerSeeker(client, { currentCity: seeker.places[0] as string });
  const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
  expect(created.statusCode).toBe(201);
  const profileId = created.json().data.profile.id as string;
  const path = `/api/seeker/profiles/${profileId}`;
  const personal = await client.send("PUT", `${path}/personal`, {
    body: {
      name: details.name,
      email: details.email,
      mobile: { diallingCode: details.diallingCode, number: details.mobile },
      currentLocation: seeker.places[0],
      preferredLocations: seeker.places,
      dateOfBirth: null,
      gender: null,
      differentlyAbled: null,
    },
  });
  expect(personal.statusCode, personal.body).toBe(200);
  const experience = await client.send("PUT", `${path}/experience`, {
    body: { isFresher: false, years: seeker.years, months: 0 },
  });
  expect(experience.statusCode).toBe(200);
  const employment = await client.post(`${path}/employments`, {
    designation: seeker.designation,
    company: "Current Employer",
    startDate: "2021-01",
    endDate: null,
    isCurrent: true,
    noticePeriod: NOTICE_PERIODS[3]?.id ?? null,
    lastWorkingDay: null,
  });
  expect(employment.statusCode, employment.body).toBe(200);
  for (const name of seeker.skills)
    expect((await client.post(`${path}/skills`, { name })).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  for (const [index, seeker] of CASES.entries()) await insertTestJobs(testApp.pool, knownJobs(seeker, index));
  for (const seeker of CASES) {
    const client = await createSeeker(seeker);
    const reply = await client.get(`/api/seeker/recommended-jobs?limit=${TOP}`);
    expect(reply.statusCode).toBe(200);
    const top = (reply.json().data.jobs as Card[]).slice(0, TOP);
    const good = top.filter((job) => misses(job, seeker).length === 0).length;
    results.push({ seeker, precision: good / TOP, top });
  }
}, 300_000);

describe("recommendations relevance", () => {
  it("covers at least 30 seekers over several sites and lines of work", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map((seeker) => seeker.siteId)).size).toBeGreaterThanOrEqual(6);
  });

  it("puts the seeker's own line of work, skills, places and years in the top 10 (precision@10 ≥ 0.8 on average)", () => {
    const lines = results.map(({ seeker, precision, top }) => {
      const wrong = top
        .map((job) => ({ job, missed: misses(job, seeker) }))
        .filter(({ missed }) => missed.length > 0)
        .slice(0, 3)
        .map(({ job, missed }) => `${job.title} (${missed.join(", ")})`);
      return `${precision.toFixed(1)}  ${seeker.siteId.padEnd(11)} ${seeker.name}${wrong.length ? ` — e.g. ${wrong.join("; ")}` : ""}`;
    });
    const average = results.reduce((sum, result) => sum + result.precision, 0) / results.length;
    console.log(
      `Recommendations precision@${TOP} per seeker:\n${lines.join("\n")}\naverage precision@${TOP}: ${average.toFixed(3)} over ${results.length} seekers`,
    );
    expect(results.length).toBe(CASES.length);
    expect(average).toBeGreaterThanOrEqual(0.8);
  });
});
