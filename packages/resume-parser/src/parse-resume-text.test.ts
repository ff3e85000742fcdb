import { readFileSync } from "node:fs";
import { canonicalSkillName, type SiteId } from "@portal/domain";
import { describe, expect, it } from "vitest";
import {
  alignEmployerPlaces,
  bestCandidate,
  type CandidateFacts,
  type CompanyCandidate,
  type CompanyModel,
  candidateFeatures,
  companyModel,
  companyProbability,
  type ScoredCandidate,
  scoreCandidates,
  separateSharedLines,
  type WeighedJob,
} from "./company-model.ts";
import { findDateRanges, monthsCovered } from "./dates.ts";
import { normaliseLayout } from "./layout.ts";
import { MAX_READ_CHARACTERS, parseResumeText, readablePart, readResume } from "./parse-resume-text.ts";
import { findSections, headingKind } from "./sections.ts";
import { isExcludedEmployer } from "./work.ts";

const asOf = new Date(Date.UTC(2025, 5, 1));
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8");

interface Expected {
  file: string;
  siteId: SiteId;
  name: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  years: number;
  designation: string;
  company: string;
  passingYear: number;
  skills: string[];
}

const SITES: Expected[] = [
  {
    file: "gulf-dubai.txt",
    siteId: "gulf",
    name: "Fatima Al Mansoori",
    email: "fatima.mansoori@example.ae",
    phone: "+971501234567",
    city: "Dubai",
    country: "AE",
    years: 10,
    designation: "Senior Accountant",
    company: "Emirates Retail Group LLC",
    passingYear: 2015,
    skills: ["SAP", "Microsoft Excel", "IFRS"],
  },
  {
    file: "gulf-riyadh.txt",
    siteId: "gulf",
    name: "Omar Al Harbi",
    email: "omar.harbi@example.sa",
    phone: "+966551234567",
    city: "Riyadh",
    country: "SA",
    years: 10,
    designation: "Project Engineer",
    company: "Saudi Infrastructure Company",
    passingYear: 2014,
    skills: ["AutoCAD", "Project management"],
  },
  {
    file: "singapore.txt",
    siteId: "singapore",
    name: "Tan Wei Ming",
    email: "weiming.tan@example.sg",
    phone: "+6591234567",
    city: "Singapore",
    country: "SG",
    years: 8,
    designation: "Software Engineer",
    company: "Grab Holdings",
    passingYear: 2017,
    skills: ["Go", "JavaScript", "React", "Node.js", "Kubernetes"],
  },
  {
    file: "thailand.txt",
    siteId: "thailand",
    name: "Somchai Suksawat",
    email: "somchai.s@example.co.th",
    phone: "+66812345678",
    city: "Bangkok",
    country: "TH",
    years: 8,
    designation: "Digital Marketing Manager",
    company: "Siam Commercial Group",
    passingYear: 2017,
    skills: ["Digital marketing", "Search engine optimisation", "Google Analytics"],
  },
  {
    file: "philippines.txt",
    siteId: "philippines",
    name: "Maria Clara Santos",
    email: "maria.santos@example.ph",
    phone: "+639171234567",
    city: "Quezon City",
    country: "PH",
    years: 8,
    designation: "Team Leader",
    company: "Accenture Philippines Inc.",
    passingYear: 2017,
    skills: ["Customer service", "Zendesk", "Salesforce"],
  },
  {
    file: "vietnam.txt",
    siteId: "vietnam",
    name: "Nguyen Van An",
    email: "an.nguyen@example.vn",
    phone: "+84901234567",
    city: "Ho Chi Minh City",
    country: "VN",
    years: 7,
    designation: "Data Analyst",
    company: "FPT Software",
    passingYear: 2019,
    skills: ["Python", "SQL", "Microsoft Power BI"],
  },
  {
    file: "malaysia.txt",
    siteId: "malaysia",
    name: "Nur Aisyah binti Ahmad",
    email: "aisyah.ahmad@example.my",
    phone: "+60123456789",
    city: "Petaling Jaya",
    country: "MY",
    years: 5,
    designation: "HR Executive",
    company: "Maybank Berhad",
    passingYear: 2019,
    skills: ["Recruitment", "Payroll", "Microsoft Excel"],
  },
  {
    file: "indonesia.txt",
    siteId: "indonesia",
    name: "Budi Santoso",
    email: "budi.santoso@example.co.id",
    phone: "+6281234567890",
    city: "Jakarta",
    country: "ID",
    years: 7,
    designation: "Backend Developer",
    company: "PT Tokopedia",
    passingYear: 2018,
    skills: ["PHP", "Laravel", "MySQL"],
  },
  {
    file: "hongkong.txt",
    siteId: "hongkong",
    name: "CHAN Ka Wai",
    email: "kelvin.chan@example.hk",
    phone: "+85291234567",
    city: "Kowloon",
    country: "HK",
    years: 13,
    designation: "Operations Manager",
    company: "Kerry Logistics Limited",
    passingYear: 2012,
    skills: ["Supply chain management", "SAP"],
  },
  {
    file: "india-pune.txt",
    siteId: "india",
    name: "Rahul Deshmukh",
    email: "rahul.deshmukh@example.in",
    phone: "+919876543210",
    city: "Pune",
    country: "IN",
    years: 9,
    designation: "Senior Java Developer",
    company: "Infosys Limited",
    passingYear: 2016,
    skills: ["Java", "Spring Boot", "React", "PostgreSQL", "Amazon Web Services"],
  },
  // Resumes written in the portal's other two languages: Arabic (a Saudi accountant: Arabic-Indic
  // digits, "2019م", the Levant's month names) and Hindi (Devanagari digits, "से … तक").
  {
    file: "gulf-arabic.txt",
    siteId: "gulf",
    name: "خالد عبدالله العتيبي",
    email: "khalid.otaibi@example.sa",
    phone: "+966551234567",
    city: "Riyadh",
    country: "SA",
    years: 11,
    designation: "محاسب أول",
    company: "شركة الراجحي للتجارة",
    passingYear: 2013,
    // "المحاسبة", "مسك الدفاتر": skills named in Arabic, by their English names.
    skills: ["Accounting", "Bookkeeping", "SAP", "Microsoft Excel", "IFRS"],
  },
  {
    file: "india-hindi.txt",
    siteId: "india",
    name: "सुनीता वर्मा",
    email: "sunita.verma@example.in",
    phone: "+919839012345",
    city: "Lucknow",
    country: "IN",
    years: 8,
    designation: "वरिष्ठ लेखाकार",
    company: "अवध ट्रेडर्स प्राइवेट लिमिटेड",
    passingYear: 2017,
    skills: ["Accounting", "Customer service", "Tally", "GST", "Microsoft Excel"],
  },
];

describe("parseResumeText: resumes of the nine sites", () => {
  it.each(SITES)("reads $file ($siteId)", (expected) => {
    const parsed = parseResumeText(fixture(expected.file), { siteId: expected.siteId, asOf });
    expect(parsed.name?.value).toBe(expected.name);
    expect(parsed.email?.value).toBe(expected.email);
    expect(parsed.phone?.value.e164).toBe(expected.phone);
    expect(parsed.phone?.value.countryCode).toBe(expected.country);
    expect(parsed.currentLocation?.value.name).toBe(expected.city);
    expect(parsed.currentLocation?.value.countryCode).toBe(expected.country);
    expect(parsed.totalExperience?.value.years).toBe(expected.years);
    expect(parsed.currentDesignation?.value).toBe(expected.designation);
    expect(parsed.currentCompany?.value).toBe(expected.company);
    expect(parsed.employment.length).toBeGreaterThanOrEqual(2);
    expect(parsed.employment[0]?.value.current).toBe(true);
    expect(parsed.education.map((entry) => entry.value.passingYear)).toContain(expected.passingYear);
    expect(parsed.skills.map((skill) => skill.value.name)).toEqual(expect.arrayContaining(expected.skills));
  });

  it("gives every field a confidence between 0 and 1 and a source", () => {
    const parsed = parseResumeText(fixture("india-pune.txt"), { siteId: "india", asOf });
    const fields = [parsed.name, parsed.email, parsed.phone, parsed.currentLocation, parsed.totalExperience];
    for (const field of [...fields, ...parsed.employment, ...parsed.education, ...parsed.skills]) {
      expect(field?.confidence).toBeGreaterThan(0);
      expect(field?.confidence).toBeLessThanOrEqual(1);
      expect(field?.source).toMatch(/^(stated|pattern|section|dictionary|position|context|computed)$/);
    }
    expect(parsed.totalExperience).toMatchObject({ value: { years: 9, months: 0 }, source: "stated" });
    expect(parsed.name?.source).toBe("position");
  });

  it("reads a number in its site's local format only with that site's region", () => {
    const text = "Asha Rao\nMobile: 9123 4567\nasha@example.com";
    expect(parseResumeText(text, { siteId: "singapore", asOf }).phone?.value.e164).toBe("+6591234567");
    expect(parseResumeText(text, { siteId: "hongkong", asOf }).phone?.value.e164).toBe("+85291234567");
    // With a country code the number keeps its own country on any site.
    const international = "Asha Rao\nPhone: +971 50 123 4567";
    expect(parseResumeText(international, { siteId: "india", asOf }).phone?.value.countryCode).toBe("AE");
  });

  it("never takes a place on a 'willing to relocate' line as the current location", () => {
    const text = "Asha Rao\nWilling to relocate to: Mumbai, Pune\nCurrent location: Chennai, Tamil Nadu";
    expect(parseResumeText(text, { siteId: "india", asOf }).currentLocation?.value.name).toBe("Chennai");
  });
});

describe("parseResumeText: experience", () => {
  it("computes experience from dates, counting overlapping jobs once", () => {
    const text = [
      "Asha Rao",
      "WORK EXPERIENCE",
      "Data Engineer",
      "Acme Technologies Pvt Ltd - Pune",
      "January 2020 to Present",
      "",
      "Freelance Developer",
      "Self Employed Consulting",
      "June 2019 to December 2021",
      "",
      "Analyst",
      "Beta Solutions Ltd",
      "Jan 2016 - Dec 2017",
    ].join("\n");
    const parsed = parseResumeText(text, { siteId: "india", asOf });
    // June 2019 to June 2025, the current month included (73 months), plus 2016–2017 (24 months); the
    // 2020–2021 overlap counts once.
    expect(parsed.totalExperience).toMatchObject({ value: { years: 8, months: 1 }, source: "computed" });
    expect(parsed.employment.map((job) => job.value.company)).toEqual([
      "Acme Technologies Pvt Ltd",
      "Self Employed Consulting",
      "Beta Solutions Ltd",
    ]);
  });

  it("prefers a stated total ('5+ years', '5 years 3 months') over the dates", () => {
    const stated = (line: string) =>
      parseResumeText(`Asha Rao\n${line}\nWORK EXPERIENCE\nAnalyst\nBeta Solutions Ltd\n2023 - Present`, {
        siteId: "india",
        asOf,
      }).totalExperience;
    expect(stated("Over 5+ years of experience in data engineering.")?.value).toEqual({
      years: 5,
      months: 0,
    });
    expect(stated("Total experience: 5 years 3 months")?.value).toEqual({ years: 5, months: 3 });
    expect(stated("More than ten years of experience in sales.")?.value).toEqual({ years: 10, months: 0 });
    expect(stated("Age: 29 years")?.source).toBe("computed");
  });

  it("trusts the employment history over a statement it clearly outgrows", () => {
    const text = [
      "Asha Rao",
      "2 years of experience developing mobile games.",
      "WORK EXPERIENCE",
      "Game Developer",
      "Pixel Forge Studios Pvt Ltd",
      "Jan 2019 - Present",
    ].join("\n");
    expect(parseResumeText(text, { siteId: "india", asOf }).totalExperience).toMatchObject({
      value: { years: 6, months: 6 },
      source: "computed",
    });
  });

  it("reads the date forms resumes use", () => {
    const read = (line: string) =>
      findDateRanges(line, asOf).map(({ from, to, current }) => [
        from.year,
        from.month,
        to?.year ?? null,
        current,
      ]);
    expect(read("Nov'16 – Dec'17")).toEqual([[2016, 11, 2017, false]]);
    expect(read("03/2015 - 07/2019")).toEqual([[2015, 3, 2019, false]]);
    expect(read("12-05-2014 to till date")).toEqual([[2014, 5, null, true]]);
    expect(read("2010Present")).toEqual([[2010, null, null, true]]);
    expect(read("20082010")).toEqual([[2008, null, 2010, false]]);
    expect(read("since 2019")).toEqual([[2019, null, null, true]]);
    expect(read("Marketing 2015 and 2016 budgets")).toEqual([]);
    expect(read("• 1992-95: Senior Legal Officer")).toEqual([[1992, null, 1995, false]]);
    expect(read("Counsellor, Bloomington, 1998–02")).toEqual([[1998, null, 2002, false]]);
    expect(read("Fandango 05/12-10/12")).toEqual([[2012, 5, 2012, false]]);
    expect(read("1/15 - Present")).toEqual([[2015, 1, null, true]]);
    expect(read("Jan-Mar 2011")).toEqual([[2011, 1, 2011, false]]);
    expect(read("November to December 2007")).toEqual([[2007, 11, 2007, false]]);
    expect(read("Nov - Feb 2015")).toEqual([[2014, 11, 2015, false]]);
    expect(read("02 / 2007 - 06 / 2008")).toEqual([[2007, 2, 2008, false]]);
    expect(read("Page 1 / 2019")).toEqual([]);
    // No job runs for more than forty years: the year an employer was founded is not a start.
    expect(read("the oldest port in India, from 1962.")).toEqual([]);
    expect(read("Ports Trust 1950 - 2012")).toEqual([]);
    expect(read("from 1990")).toEqual([[1990, null, null, true]]);
    // A full date written the ISO way, or a month of it, is not a range of years.
    expect(read("Joined 2015-12-01")).toEqual([]);
    expect(read("Released 2015-12")).toEqual([]);
    const ranges = [
      ...findDateRanges("Jan 2015 - Dec 2016", asOf),
      ...findDateRanges("Jan 2016 - Dec 2017", asOf),
    ];
    expect(monthsCovered(ranges, asOf)).toBe(36);
  });
});

describe("parseResumeText: layouts", () => {
  it("reads a page flattened into one line with runs of spaces", () => {
    const flat =
      '"Asha Rao  Pune, Maharashtra  asha.rao@example.in    EXPERIENCE    Data Engineer  Acme Technologies Pvt Ltd  Jan 2019  Present    EDUCATION    B.E in Computer Engineering  University of Pune  2018    SKILLS    Python, SQL, Apache Kafka"';
    const lines = normaliseLayout(flat);
    expect(lines).toContain("Jan 2019 - Present");
    const parsed = parseResumeText(flat, { siteId: "india", asOf });
    expect(parsed.name?.value).toBe("Asha Rao");
    expect(parsed.currentLocation?.value.name).toBe("Pune");
    expect(parsed.currentCompany?.value).toBe("Acme Technologies Pvt Ltd");
    expect(parsed.education[0]?.value).toMatchObject({ degree: "B.E", passingYear: 2018 });
    expect(parsed.skills.map((skill) => skill.value.name)).toEqual(
      expect.arrayContaining(["Python", "SQL", "Apache Kafka"]),
    );
  });

  it("reads the fields of a very long text from its first hundred pages only", () => {
    const filler = "Published a paper on the ecology of mangrove wetlands in coastal Kerala.\n";
    const text = [
      "Asha Rao",
      "asha.rao@example.in",
      "SKILLS",
      "Python, SQL",
      "PUBLICATIONS",
      filler.repeat(Math.ceil(MAX_READ_CHARACTERS / filler.length)),
      "SKILLS",
      "Apache Kafka",
    ].join("\n");
    expect(readablePart(text).length).toBeLessThanOrEqual(MAX_READ_CHARACTERS);
    expect(readablePart(text).endsWith("Kerala.")).toBe(true);
    const parsed = parseResumeText(text, { siteId: "india", asOf });
    expect(parsed.name?.value).toBe("Asha Rao");
    expect(parsed.email?.value).toBe("asha.rao@example.in");
    const skills = parsed.skills.map((skill) => skill.value.name);
    expect(skills).toEqual(expect.arrayContaining(["Python", "SQL"]));
    expect(skills).not.toContain("Apache Kafka");
    expect(
      parseResumeText(`${text.slice(0, 2_000)}\nSKILLS\nApache Kafka`, { siteId: "india", asOf }).skills.map(
        (skill) => skill.value.name,
      ),
    ).toContain("Apache Kafka");
  });

  it("reads education lists that put the dates first", () => {
    const text = [
      "Asha Rao",
      "EDUCATION",
      "2016 - 2018",
      "M.Tech in Data Science, IIT Madras",
      "2012 - 2016",
      "B.E in Computer Engineering, Anna University",
    ].join("\n");
    const education = parseResumeText(text, { siteId: "india", asOf }).education.map((entry) => entry.value);
    expect(education).toEqual([
      { degree: "M.Tech", specialization: "Data Science", institute: "IIT Madras", passingYear: 2018 },
      {
        degree: "B.E",
        specialization: "Computer Engineering",
        institute: "Anna University",
        passingYear: 2016,
      },
    ]);
  });

  it("turns bytes written out as \\xNN back into characters", () => {
    expect(
      normaliseLayout("Asha \\xe2\\x80\\xa2 Rao \\xe2\\x80\\xa2 Pune \\xe2\\x80\\x93 India")[0],
    ).toContain("•");
    // Quotation marks stay on their words, and a dash between spaces adds none: two spaces would cut
    // the line in two as a flattened page's layout.
    expect(
      normaliseLayout(
        "A course in \\xe2\\x80\\x9cHuman Rights\\xe2\\x80\\x9d held by PCHR, Jan 2010 \\xe2\\x80\\x93 Mar 2010",
      ),
    ).toEqual(["A course in “Human Rights” held by PCHR, Jan 2010 – Mar 2010"]);
  });

  it("reads Word's Symbol and Wingdings bullets as bullets, and joins a bullet set apart from its text", () => {
    expect(normaliseLayout("Skills\n\uF0A7 Java\n\uF0D8 SQL\n❑ Kafka")).toEqual([
      "Skills",
      "• Java",
      "• SQL",
      "• Kafka",
    ]);
    // A flattened page: the bullet and its text are two runs of spaces apart.
    const flat = normaliseLayout(
      '"Asha Rao  Pune, Maharashtra  asha.rao@example.in    EXPERIENCE    Accountant  Acme Traders Pvt Ltd  Jan 2019  Present    \uF0A7  Managed the ledger of three branches    \uF0A7  Filed the quarterly returns    EDUCATION    B.Com, University of Pune, 2018"',
    );
    expect(flat).toEqual(
      expect.arrayContaining(["• Managed the ledger of three branches", "• Filed the quarterly returns"]),
    );
    expect(flat).not.toContain("•");
  });

  it("drops zero-width characters and reads a control character left of a bullet as a bullet", () => {
    expect(
      normaliseLayout("Senior Android Developer, \u200BFandango\n\u0001 Built the app\nMicro\u0002soft"),
    ).toEqual(["Senior Android Developer, Fandango", "• Built the app", "Microsoft"]);
  });

  it("counts a bullet that opens with its dates as a job, and one with dates inside its text as a duty", () => {
    const parsed = parseResumeText(
      [
        "Asha Rao",
        "EXPERIENCE",
        "• 2014 to 2020: Legal Practitioner, Veltrix Chambers, Pune",
        "• Led the move of the firm's records (2019 - 2020) to a new system.",
      ].join("\n"),
      { siteId: "india", asOf },
    );
    expect(parsed.totalExperience?.value).toEqual({ years: 6, months: 0 });
  });

  it("reads names written in Devanagari and Arabic script", () => {
    expect(parseResumeText("आशा राव\nपुणे\nasha@example.in", { siteId: "india", asOf }).name?.value).toBe(
      "आशा राव",
    );
    expect(
      parseResumeText("فاطمة المنصوري\nDubai\nfatima@example.ae", { siteId: "gulf", asOf }).name?.value,
    ).toBe("فاطمة المنصوري");
  });

  it("reads a 'Name:' label and a title-first header", () => {
    const labelled = parseResumeText("CURRICULUM VITAE\nName: RAVI KUMAR\nMobile: +91 99887 76655", {
      siteId: "india",
      asOf,
    });
    expect(labelled.name).toMatchObject({ value: "Ravi Kumar", source: "stated" });
    const noName = parseResumeText("Sample Resume Template\nDo Not Copy\nObjective\nTo obtain a position.", {
      siteId: "india",
      asOf,
    });
    expect(noName.name).toBeNull();
  });
});

describe("skills", () => {
  it("normalises synonyms to one name", () => {
    expect(canonicalSkillName("ReactJS")).toBe("React");
    expect(canonicalSkillName("react.js")).toBe("React");
    expect(canonicalSkillName("JS")).toBe("JavaScript");
    expect(canonicalSkillName("node")).toBe("Node.js");
    expect(canonicalSkillName("NodeJS")).toBe("Node.js");
    expect(canonicalSkillName("Golang")).toBe("Go");
    expect(canonicalSkillName("k8s")).toBe("Kubernetes");
    expect(canonicalSkillName("MS-Excel")).toBe("Microsoft Excel");
    expect(canonicalSkillName(".NET Core")).toBe(".NET");
    expect(canonicalSkillName("Quantum knitting")).toBeNull();
  });

  it("reads a skills list through synonyms and the ESCO/O*NET dictionary, keeping unknown items", () => {
    const text =
      "Asha Rao\nSKILLS\nReactJS, JS, node, Postgres, Apache Airflow, Kubeflow Pipelines (2 years), Excellent communication";
    const skills = parseResumeText(text, { siteId: "india", asOf }).skills.map((skill) => skill.value);
    const names = skills.map((skill) => skill.name);
    expect(names).toEqual(expect.arrayContaining(["React", "JavaScript", "Node.js", "PostgreSQL"]));
    expect(skills.find((skill) => skill.written === "JS")).toMatchObject({ name: "JavaScript", known: true });
    expect(skills.find((skill) => skill.name === "Kubeflow Pipelines")).toMatchObject({ known: false });
    expect(names.some((name) => /communication/i.test(name))).toBe(false);
  });

  it("finds distinctive skills in sentences but not everyday words", () => {
    const text =
      "Asha Rao\nSUMMARY\nBuilt pipelines with Apache Kafka and Kubernetes; gave access to the word of the project.";
    const names = parseResumeText(text, { siteId: "india", asOf }).skills.map((skill) => skill.value.name);
    expect(names).toEqual(expect.arrayContaining(["Apache Kafka", "Kubernetes"]));
    expect(names).not.toContain("Microsoft Access");
    expect(names).not.toContain("Microsoft Word");
  });
});

describe("skills: lists inside sentences and sentences inside skills sections", () => {
  const skillNames = (text: string) =>
    parseResumeText(text, { siteId: "india", asOf }).skills.map((skill) => skill.value.name);

  it("believes a short name ('C') when it stands in a run of known skills", () => {
    const names = skillNames("Asha Rao\nSUMMARY\nWorked on Java, C, SQL and Python.");
    expect(names).toEqual(expect.arrayContaining(["Java", "C", "Python"]));
  });

  it("does not take short everyday words from a run that is not mostly skills", () => {
    // The rules' finds only: the span tagger may still mark a word by the words around it ("with C").
    const names = parseResumeText(
      "Asha Rao\nSUMMARY\nWe plan, write, review and go live with C as the team agrees.",
      {
        siteId: "india",
        asOf,
      },
    )
      .skills.filter((skill) => skill.source !== "context")
      .map((skill) => skill.value.name);
    expect(names).not.toContain("C");
    expect(names).not.toContain("Go");
  });

  it("keeps the known skills of a sentence in a skills section, not its other words", () => {
    const text = [
      "Asha Rao",
      "SKILLS",
      "Good understanding of the release process and hands on debugging of Kubernetes clusters",
      "Kubeflow Pipelines, Terraform",
    ].join("\n");
    const written = parseResumeText(text, { siteId: "india", asOf }).skills.map(
      (skill) => skill.value.written,
    );
    expect(written).toEqual(expect.arrayContaining(["Kubernetes", "Kubeflow Pipelines", "Terraform"]));
    expect(written.some((item) => /understanding|debugging|release/i.test(item))).toBe(false);
  });
});

describe("employers named in sentences and labels", () => {
  const companies = (text: string) =>
    parseResumeText(text, { siteId: "india", asOf }).employment.map((job) => job.value.company);

  it("reads 'Past Organization:' labels and 'working with …' sentences as employers to review", () => {
    const text = [
      "Asha Rao",
      "SUMMARY",
      "Currently working with Meridian Analytics, Pune on payment systems.",
      "Past Organization: Tata Consultancy Services as SAP consultant",
      "WORK EXPERIENCE",
      "Analyst",
      "Beta Solutions Ltd",
      "Jan 2016 - Dec 2017",
    ].join("\n");
    const parsed = parseResumeText(text, { siteId: "india", asOf });
    const mentioned = parsed.employment.filter((job) => job.value.from === null);
    expect(mentioned.map((job) => job.value.company)).toEqual(
      expect.arrayContaining(["Meridian Analytics", "Tata Consultancy Services"]),
    );
    for (const job of mentioned) {
      expect(job.value.designation).toBeNull();
      expect(job.confidence).toBeLessThan(0.8);
      expect(job.source).toBe("stated");
    }
    // A mention never becomes the current employer.
    expect(parsed.currentCompany?.value).toBe("Beta Solutions Ltd");
  });

  it("does not take a product for an employer when the sentence says what it is ('working with Quorvex Flow tool')", () => {
    const text = (sentence: string) =>
      [
        "Asha Rao",
        "SUMMARY",
        sentence,
        "WORK EXPERIENCE",
        "Analyst",
        "Beta Solutions Ltd",
        "Jan 2016 - Dec 2017",
      ].join("\n");
    expect(companies(text("Strong experience in working with Quorvex Flow tool."))).not.toContain(
      "Quorvex Flow",
    );
    expect(companies(text("Strong experience in working with Quorvex Flow on billing."))).toContain(
      "Quorvex Flow",
    );
  });

  it("reads a dated job from a sentence that says who and where, however it is capitalised", () => {
    for (const verb of ["Worked", "worked"]) {
      const text = [
        "Asha Rao",
        "EXPERIENCE",
        `• ${verb} as Software Engineer with Prolifics Corporation Limited from Dec' 2015 to Sept' 2016`,
      ].join("\n");
      const job = parseResumeText(text, { siteId: "india", asOf }).employment[0]?.value;
      expect(job).toMatchObject({
        designation: "Software Engineer",
        company: "Prolifics Corporation Limited",
        from: { year: 2015, month: 12 },
        to: { year: 2016, month: 9 },
      });
    }
  });

  it("lists a job that only the summary states, with its dates, once", () => {
    const text = [
      "Asha Rao",
      "SUMMARY",
      "• Working as Software Engineer for Veltrix Labs Pvt Ltd under Randstad India",
      "Ltd. from May 2017 till now",
      "• Worked as Data Analyst for Fidelity India Financial Inc. from June 2013 till Oct 2014.",
      "• Worked as Billing Analyst for IBM Daksh from March 2013 to June 2013.",
      "WORK EXPERIENCE",
      "Software Engineer",
      "Veltrix Labs",
      "May 2017 - Present",
      "Data Analyst",
      "Fidelity National Financial",
      "June 2013 to October 2014",
    ].join("\n");
    const parsed = parseResumeText(text, { siteId: "india", asOf });
    const jobs = parsed.employment.map((job) => job.value);
    // The experience section's two jobs, and the earlier one the summary alone names.
    expect(jobs.map((job) => job.company)).toEqual([
      "Veltrix Labs",
      "Fidelity National Financial",
      "IBM Daksh",
    ]);
    expect(jobs[2]).toMatchObject({
      designation: "Billing Analyst",
      from: { year: 2013, month: 3 },
      to: { year: 2013, month: 6 },
    });
    // Its months count towards the total.
    const months = (resume: typeof parsed) =>
      (resume.totalExperience?.value.years ?? 0) * 12 + (resume.totalExperience?.value.months ?? 0);
    const withoutIt = parseResumeText(text.replace(/.*IBM Daksh.*\n/, ""), { siteId: "india", asOf });
    expect(months(parsed) - months(withoutIt)).toBeGreaterThanOrEqual(3);
    // Without an experience section the same sentences stay mentions, as before.
    const bare = parseResumeText(text.split("WORK EXPERIENCE")[0] ?? "", { siteId: "india", asOf });
    expect(bare.employment.every((job) => job.value.company !== "IBM Daksh" || job.value.from !== null)).toBe(
      true,
    );
  });

  it("takes no amount, date, degree, address or personal detail for an employer", () => {
    for (const text of [
      "$2.5 M",
      "Rs. 40 lakhs",
      "2.5M",
      "Feb 2015",
      "Fall 2005",
      "2015",
      "Bachelor of Science",
      "Curriculum Vitae",
      "Tromp.Carmelo@yahoo.com",
      "www.orbislabs.in",
      "https://orbislabs.in/careers",
    ])
      expect(isExcludedEmployer(text)).toBe(true);
    for (const text of ["3M", "Infosys", "20th Century Fox", "Mastercard", "Resume Genius", "Booking.com"])
      expect(isExcludedEmployer(text)).toBe(false);
    const text = [
      "Asha Rao",
      "EXPERIENCE",
      "Nationality: Indian",
      "Sales Manager",
      "Sales Target: $2.5 M - Sales Achieved: $3.1 M",
      "Jan 2011 - Dec 2011",
    ].join("\n");
    const found = companies(text);
    expect(found.some((name) => name && /\$|Indian/.test(name))).toBe(false);
  });

  it("adds mentioned employers only to a resume that lists jobs", () => {
    const text = "Asha Rao\nSUMMARY\nWorked with Orion Robotics Club on a line-following robot.";
    expect(companies(text)).toEqual([]);
  });

  it("does not take tools, titles or places after 'worked with/at' for employers", () => {
    const text = [
      "Asha Rao",
      "SUMMARY",
      "Worked with Kubernetes and Terraform every day.",
      "Worked closely with Senior Managers on planning.",
      "Worked at Bengaluru for two years.",
      "WORK EXPERIENCE",
      "Analyst",
      "Beta Solutions Ltd",
      "Jan 2016 - Dec 2017",
    ].join("\n");
    expect(companies(text)).toEqual(["Beta Solutions Ltd"]);
  });

  it("adds no employer from sentences to the nine sites' structured resumes", () => {
    for (const expected of SITES) {
      const parsed = parseResumeText(fixture(expected.file), { siteId: expected.siteId, asOf });
      expect(parsed.employment.filter((job) => job.value.from === null)).toEqual([]);
    }
  });

  it("does not repeat an employer the dated jobs already name", () => {
    const text = [
      "Asha Rao",
      "Worked at Beta Solutions on billing.",
      "WORK EXPERIENCE",
      "Analyst",
      "Beta Solutions Ltd",
      "Jan 2016 - Dec 2017",
    ].join("\n");
    expect(companies(text)).toEqual(["Beta Solutions Ltd"]);
  });
});

describe("employment: jobs without dates, headlines and statements", () => {
  const parse = (text: string) => parseResumeText(text, { siteId: "india", asOf });
  const resume = (...lines: string[]) => lines.join("\n");
  const PADDING = ["", "SKILLS", "Excel, SQL", "", "EDUCATION", "B.Com", "Mumbai University", "2012"];

  it("ends an employer's name at its legal form when a place follows it", () => {
    const company = (line: string) =>
      parse(resume("Asha Rao", "EXPERIENCE", "1997 - 2000", line, "Software Intern", ...PADDING))
        .employment[0]?.value.company;
    expect(company("Raindrop Geomagic Inc. Research Triangle Park, NC")).toBe("Raindrop Geomagic Inc.");
    expect(company("Veltrix Labs Pvt. Ltd. Bengaluru")).toBe("Veltrix Labs Pvt. Ltd.");
    // What follows a legal form that is not a place stays part of the name.
    expect(company("Tata Sons Ltd. Group Companies")).toBe("Tata Sons Ltd. Group Companies");
  });

  /** The jobs read from a resume with one dated job and then the given earlier jobs' lines. */
  const earlierJobs = (...earlier: string[]) =>
    parse(
      resume(
        "Asha Rao",
        "WORK EXPERIENCE",
        "Sales Director",
        "Kestrel Instruments Ltd, Pune",
        "2010 - Present",
        "Earlier Career:",
        ...earlier,
        ...PADDING,
      ),
    ).employment.map((job) => [job.value.company, job.value.designation]);

  it("reads a list of earlier jobs, an employer and a title a line, but not one such line alone", () => {
    expect(earlierJobs("BRASILO LTD., Engineer", "Field Technician, Corvane Oilfield Services")).toEqual(
      expect.arrayContaining([
        ["BRASILO LTD.", "Engineer"],
        ["Corvane Oilfield Services", "Field Technician"],
      ]),
    );
    expect(earlierJobs("BRASILO LTD., Engineer").map(([company]) => company)).not.toContain("BRASILO LTD.");
    // Certifications and memberships read the same way are no jobs.
    const others = earlierJobs(
      "Citrix Certified Administrator (CCA)",
      "Evaluation & Program Planning, board member",
    );
    expect(others.map(([company]) => company)).toEqual(["Kestrel Instruments Ltd"]);
  });

  it("takes a title no rule knows from the shape of the list of earlier jobs it stands in", () => {
    expect(
      earlierJobs(
        "BRASILO LTD., Engineer",
        "CORVANE OILFIELD SERVICES, Field Technician",
        "VERITAS DGC, Roustabout",
      ),
    ).toContainEqual(["VERITAS DGC", "Roustabout"]);
    // Not without a list above it, and not when the line's shape differs from the list's.
    expect(earlierJobs("VERITAS DGC, Roustabout").map(([company]) => company)).not.toContain("VERITAS DGC");
    expect(
      earlierJobs(
        "BRASILO LTD., Engineer",
        "CORVANE OILFIELD SERVICES, Field Technician",
        "Veritas Dgc, Roustabout",
      ),
    ).not.toContainEqual(["Veritas Dgc", "Roustabout"]);
  });

  it("reads a title over an employer's name without dates or place", () => {
    const text = resume(
      "Asha Rao",
      "asha.rao@example.com",
      "",
      "WORK EXPERIENCE",
      "",
      "Associate Software Engineer",
      "",
      "Nimbus Cloudworks",
      "",
      "• Maintained the billing services and their release scripts.",
      ...PADDING,
    );
    const jobs = parse(text).employment.map((job) => [job.value.designation, job.value.company]);
    expect(jobs).toContainEqual(["Associate Software Engineer", "Nimbus Cloudworks"]);
  });

  it("does not take the piece after a title for an employer in a page flattened into one line", () => {
    const flattened = [
      "Asha Rao  asha.rao@example.com    WORK EXPERIENCE    Associate Software Engineer",
      "Kaveri Programme    Maintained the billing services and their release scripts.    SKILLS  Excel, SQL",
    ].join("    ");
    expect(parse(flattened).employment.map((job) => job.value.company)).not.toContain("Kaveri Programme");
    const withLines = resume(
      "Asha Rao",
      "asha.rao@example.com",
      "",
      "WORK EXPERIENCE",
      "Associate Software Engineer",
      "Kaveri Programme",
      "",
      "• Maintained the billing services and their release scripts.",
      ...PADDING,
    );
    expect(parse(withLines).employment.map((job) => job.value.company)).toContain("Kaveri Programme");
  });

  it("adds the employer of the headline under the name when the jobs do not name it", () => {
    const text = resume(
      "Asha Rao",
      "Data Engineer - Zentrix Analytics",
      "Pune, Maharashtra - asha.rao@example.com",
      "",
      "WORK EXPERIENCE",
      "Data Engineer",
      "Orbis Labs Pvt Ltd -  Pune, Maharashtra -",
      "January 2016 to March 2019",
      ...PADDING,
    );
    const jobs = parse(text).employment;
    expect(jobs.map((job) => job.value.company)).toEqual(["Orbis Labs Pvt Ltd", "Zentrix Analytics"]);
    expect(jobs[1]?.source).toBe("stated");
  });

  it("reads 'in <employer>' only when the name carries a company word", () => {
    const text = resume(
      "Asha Rao",
      "SUMMARY",
      "• Associate Engineer in Harbourline Technologies Pvt Ltd on payment gateways.",
      "• Worked in Pune and in Agile teams.",
      "WORK EXPERIENCE",
      "Analyst",
      "Beta Solutions Ltd",
      "Jan 2016 - Dec 2017",
    );
    expect(parse(text).employment.map((job) => job.value.company)).toEqual([
      "Beta Solutions Ltd",
      "Harbourline Technologies Pvt Ltd",
    ]);
  });

  it("takes neither a placeholder nor a product on the employer line for an employer", () => {
    const text = resume(
      "Asha Rao",
      "WORK EXPERIENCE",
      "Test Manager",
      "confidential -  Bengaluru, Karnataka -",
      "July 2013 to March 2017",
      "",
      "Application Developer",
      "Microsoft SharePoint -",
      "2017 to 2018",
    );
    const companies = parse(text).employment.map((job) => job.value.company);
    expect(companies).not.toContain("confidential");
    expect(companies).not.toContain("Microsoft SharePoint");
  });

  it("takes no duty or broken sentence beside a date range for an employer", () => {
    const text = resume(
      "Asha Rao",
      "WORK EXPERIENCE",
      "Ms. Southers has",
      "2008 - 2012",
      "",
      "Conducted research on credit markets",
      "2012 - 2014",
      "",
      "Quality Analyst",
      "Veltrix Systems",
      "2014 - 2018",
    );
    const companies = parse(text).employment.map((job) => job.value.company);
    expect(companies).toContain("Veltrix Systems");
    expect(companies).not.toContain("Ms. Southers has");
    expect(companies).not.toContain("Conducted research on credit markets");
  });

  it("reads a total stated in months or over two lines", () => {
    const inMonths = parse(
      resume("Asha Rao", "SUMMARY", "• 21 months of experience in ADFC as Phone Banker."),
    );
    expect(inMonths.totalExperience?.value).toEqual({ years: 1, months: 9 });
    const twoLines = parse(
      resume(
        "Asha Rao",
        "A focused and result-oriented person with 2 years 10 months",
        "of experience in Java.",
      ),
    );
    expect(twoLines.totalExperience?.value).toEqual({ years: 2, months: 10 });
  });

  it("reads a date whose month carries an apostrophe before the year", () => {
    const [range] = findDateRanges("Worked with Prolifics from Dec' 2015 to Sept' 2016", asOf);
    expect(range?.from).toEqual({ year: 2015, month: 12 });
    expect(range?.to).toEqual({ year: 2016, month: 9 });
  });

  it("reads months by name with two-digit years in a range, not days before a year", () => {
    const read = (line: string) =>
      findDateRanges(line, asOf).map((range) => [range.from, range.to, range.current]);
    expect(read("HR ASSISTANT Feb 09 - Jul 11")).toEqual([
      [{ year: 2009, month: 2 }, { year: 2011, month: 7 }, false],
    ]);
    expect(read("Feb 09/Jun 11")).toEqual([[{ year: 2009, month: 2 }, { year: 2011, month: 6 }, false]]);
    expect(read("April 07/Now")).toEqual([[{ year: 2007, month: 4 }, null, true]]);
    // Days of 2017, not the years 2024 and 2011.
    expect(read("Worked in Tata Consultancy Services from Feb 24 to Apr 11 2017")).toEqual([
      [{ year: 2017, month: 2 }, { year: 2017, month: 4 }, false],
    ]);
  });

  it("reads dates, headings and jobs written in Arabic and Hindi", () => {
    const read = (line: string) =>
      findDateRanges(line, asOf).map((range) => [range.from, range.to, range.current, range.text]);
    expect(read("يناير 2019 - حتى الآن")).toEqual([
      [{ year: 2019, month: 1 }, null, true, "يناير 2019 - حتى الآن"],
    ]);
    expect(read("• من مارس 2015 إلى ديسمبر 2018")).toEqual([
      [{ year: 2015, month: 3 }, { year: 2018, month: 12 }, false, "مارس 2015 إلى ديسمبر 2018"],
    ]);
    expect(read("كانون الثاني 2016 - تشرين الأول 2018")[0]?.slice(0, 2)).toEqual([
      { year: 2016, month: 1 },
      { year: 2018, month: 10 },
    ]);
    expect(read("2015م - 2018م")[0]?.slice(0, 2)).toEqual([
      { year: 2015, month: null },
      { year: 2018, month: null },
    ]);
    expect(read("मार्च 2016 से अब तक")).toEqual([[{ year: 2016, month: 3 }, null, true, "मार्च 2016 से अब तक"]]);
    expect(read("2015 से 2018 तक")[0]?.slice(0, 2)).toEqual([
      { year: 2015, month: null },
      { year: 2018, month: null },
    ]);
    // An Arabic word that is no date does not make one, nor does "من" (from, of) before a number.
    expect(read("شركة الإمارات 2019")).toEqual([]);
    expect(read("• قيادة فريق من 2000 موظف")).toEqual([]);
    expect(read("منذ 2016")[0]?.slice(0, 3)).toEqual([{ year: 2016, month: null }, null, true]);

    const arabic = parseResumeText(
      ["سارة أحمد", "الخبرة العملية", "مديرة مبيعات", "مجموعة الفطيم", "فبراير ٢٠٢٠ - الآن"].join("\n"),
      { siteId: "gulf", asOf },
    );
    expect(arabic.employment.map((job) => job.value)).toEqual([
      {
        designation: "مديرة مبيعات",
        company: "مجموعة الفطيم",
        from: { year: 2020, month: 2 },
        to: null,
        current: true,
      },
    ]);
    const hindi = parseResumeText(
      [
        "अमित कुमार",
        "शिक्षा",
        "बी.टेक, दिल्ली विश्वविद्यालय, २०१८",
        "कार्य अनुभव",
        "डेवलपर",
        "इन्फोसिस लिमिटेड",
        "जनवरी 2019 - वर्तमान",
      ].join("\n"),
      { siteId: "india", asOf },
    );
    expect(hindi.education.map((entry) => entry.value)).toEqual([
      { degree: "बी.टेक", specialization: null, institute: "दिल्ली विश्वविद्यालय", passingYear: 2018 },
    ]);
    expect(hindi.currentCompany?.value).toBe("इन्फोसिस लिमिटेड");
    // "फ़रवरी" written with the precomposed letter (U+095E) is read as NFC writes it, the letter and its dot.
    const precomposed = parseResumeText(
      ["अमित कुमार", "कार्य अनुभव", "डेवलपर", "इन्फोसिस लिमिटेड", "\u095Eरवरी 2014 - दिसंबर 2015"].join("\n"),
      { siteId: "india", asOf },
    );
    expect(precomposed.employment[0]?.value.from).toEqual({ year: 2014, month: 2 });

    const stated = (line: string) =>
      parseResumeText(`Asha Rao\n${line}`, { siteId: "india", asOf }).totalExperience?.value ?? null;
    expect(stated("إجمالي الخبرة: 7 سنوات")).toEqual({ years: 7, months: 0 });
    expect(stated("محاسب بخبرة أكثر من 11 سنة في المراجعة")).toEqual({ years: 11, months: 0 });
    expect(stated("कुल अनुभव: 6 साल")).toEqual({ years: 6, months: 0 });
    expect(stated("वित्त में 8 वर्षों का अनुभव")).toEqual({ years: 8, months: 0 });
    // A length that is no experience: an age.
    expect(stated("العمر: 29 سنة، خبرة في المبيعات")).toBeNull();
  });

  it("reads dates written with their day, keeping the month", () => {
    const read = (line: string) =>
      findDateRanges(line, asOf).map((range) => [range.from, range.to, range.current]);
    const june2015 = { year: 2015, month: 6 };
    const march2017 = { year: 2017, month: 3 };
    for (const line of [
      "15 June 2015 to 31 March 2017",
      "15th June 2015 – 31st March 2017",
      "June 15, 2015 - March 31, 2017",
      "15-Jun-2015 to 31-Mar-2017",
      "15-Jun-15 to 31-Mar-17",
      "15/Jun/2015 - 31/Mar/2017",
      "from 1st of June, 2015 to 31st of March, 2017",
    ]) {
      expect(read(line), line).toEqual([[june2015, march2017, false]]);
    }
    expect(read("Since 3rd March 2016")).toEqual([[{ year: 2016, month: 3 }, null, true]]);
    expect(read("05-Jun-2015 to till date")).toEqual([[june2015, null, true]]);
    expect(read("From May 25th 2017 till now")).toEqual([[{ year: 2017, month: 5 }, null, true]]);
    // An end without its year is no date, and does not make the job a current one.
    expect(read("From Dec 15 2014 till 30th April.")).toEqual([]);
    // Numbers before a month that are no day stay what they were.
    expect(read("scored 75 marks 2015 - 2016")).toEqual([
      [{ year: 2015, month: null }, { year: 2016, month: null }, false],
    ]);
  });

  it("counts a history dated to the day", () => {
    const text = [
      "Asha Rao",
      "WORK EXPERIENCE",
      "Senior Accountant",
      "Orbis Finance Pvt Ltd, Pune",
      "15th June 2015 – Till date",
      "Accountant",
      "Blue Fern Traders, Mumbai",
      "01-Jul-2012 to 31-May-2015",
    ].join("\n");
    const parsed = parseResumeText(text, { siteId: "india", asOf });
    expect(parsed.employment.map((job) => [job.value.company, job.value.from, job.value.current])).toEqual([
      ["Orbis Finance Pvt Ltd", { year: 2015, month: 6 }, true],
      ["Blue Fern Traders", { year: 2012, month: 7 }, false],
    ]);
    expect(parsed.employment[1]?.value.to).toEqual({ year: 2015, month: 5 });
  });

  it("joins a year whose dash the flattening kept to the year after it", () => {
    const lines = normaliseLayout(
      "Asha Rao    EXPERIENCE    Camp Counsellor, Lakeside Camp    Summer 1998-  2000    Ran the sailing classes for children",
    );
    expect(lines).toContain("Summer 1998- 2000");
  });
});

describe("employment: jobs dated once, flattened pages and headings", () => {
  const parse = (text: string) => parseResumeText(text, { siteId: "india", asOf });

  it("lists a job dated by one season or month without counting its length", () => {
    const text = [
      "Asha Rao",
      "WORK EXPERIENCE",
      "Data Analyst",
      "Orbis Labs Pvt Ltd, Pune",
      "January 2020 - December 2021",
      "",
      "Sales Associate, Blue Fern Bistro, Pune",
      "Summer 2014",
    ].join("\n");
    const parsed = parse(text);
    const bistro = parsed.employment.find((job) => job.value.company === "Blue Fern Bistro");
    expect(bistro?.value).toMatchObject({
      designation: "Sales Associate",
      from: { year: 2014, month: null },
      to: { year: 2014, month: null },
      current: false,
    });
    expect(parsed.totalExperience?.value).toEqual({ years: 2, months: 0 });
  });

  it("reads the jobs a skills section runs on into when no heading comes between them", () => {
    const text = [
      "Asha Rao",
      "WORK EXPERIENCE",
      "Test Lead, Orbis Labs Pvt Ltd, Pune",
      "January 2012 - December 2016",
      "",
      "Key Skills",
      "Tools: Selenium, JMeter",
      "",
      "Quorvex Bank, New Delhi Aug 2004 to Jan 2005",
      "My role as a Quality Engineer involved test planning.",
    ].join("\n");
    const parsed = parse(text);
    expect(parsed.employment.map((job) => job.value.company)).toEqual(
      expect.arrayContaining(["Orbis Labs Pvt Ltd", "Quorvex Bank"]),
    );
    expect(parsed.skills.map((skill) => skill.value.name)).not.toContain("Quorvex Bank");
  });

  it("takes a town written before its country for the place, not the employer", () => {
    const companiesOf = (...job: string[]) =>
      parse(["Asha Rao", "WORK EXPERIENCE", ...job].join("\n")).employment.map(
        (entry) => entry.value.company,
      );
    expect(companiesOf("Coventry, UK", "Business Development Manager", "Jan 2010 - Dec 2011")).toEqual([
      null,
    ]);
    expect(companiesOf("Sales Executive", "Infosys Limited, India", "Jan 2008 - Dec 2009")).toEqual([
      "Infosys Limited",
    ]);
  });

  it("ends an employer's name at a bracket the line leaves open ('ABC CONSULTING (Sometown, NY), …')", () => {
    const parsed = parse(
      [
        "Asha Rao",
        "Career Progression",
        "QUORVEX CONSULTING (Sometown, NY), Senior Project Manager, 2009 to 2014",
        "Led teams of twenty across three time zones.",
      ].join("\n"),
    );
    expect(parsed.employment.map((job) => job.value.company)).toEqual(["QUORVEX CONSULTING"]);
  });

  it("takes a heading over projects with its years for neither a job nor time worked", () => {
    const parsed = parse(
      [
        "Asha Rao",
        "PROFESSIONAL EXPERIENCE",
        "Quorvex Consulting, Project Manager, 2009 to 2011",
        "Representative Projects (1999 to 2011)",
        "Systems Engineering: Led design and rollout of secure EDI systems for clients.",
      ].join("\n"),
    );
    expect(parsed.employment.map((job) => job.value.designation)).toEqual(["Project Manager"]);
    expect(parsed.totalExperience?.value.years).toBe(2);
  });

  it("takes a credential's status ('Certification Pending') for no employer", () => {
    expect(isExcludedEmployer("Certification Pending")).toBe(true);
    expect(isExcludedEmployer("Certificate in progress")).toBe(true);
    expect(isExcludedEmployer("Quorvex Certification Services Ltd")).toBe(false);
  });

  it("takes a legal form alone for what is left of a split name, and a line of business before it for an employer", () => {
    for (const leftover of ["Technologies", "Pvt. Ltd.", "Sdn Bhd", "Company Limited"])
      expect(isExcludedEmployer(leftover)).toBe(true);
    for (const employer of ["Insurance Company", "R-Systems", "UST-GLOBAL", "Software Pvt Ltd"])
      expect(isExcludedEmployer(employer)).toBe(false);
    const parsed = parseResumeText(
      [
        "Darcel Langworth",
        "CAREER HISTORY",
        "Insurance Company - Coventry",
        "HR ASSISTANT Feb 09 - Jul 11",
        "Was responsible for providing administrative HR support to the department.",
      ].join("\n"),
      { siteId: "india", asOf },
    );
    expect(parsed.employment.map((job) => job.value.company)).toEqual(["Insurance Company"]);
  });

  it("lists a job whose dates the page lost when the resume's dated jobs are written the same way", () => {
    const jobs = (lines: string[]) =>
      parseResumeText(["Asha Rao", "PROFESSIONAL EXPERIENCE", ...lines].join("\n"), {
        siteId: "india",
        asOf,
      }).employment.map((job) => [job.value.company, job.value.designation]);
    const dated = [
      "Senior HR Generalist",
      "QUORVEX CORPORATION",
      "Atlanta, GA",
      "2008 - 2010",
      "Managed the benefits and the retirement plans of five hundred employees.",
      "HR Generalist",
      "VELTRIX LABS INC.",
      "Tampa, FL",
      "2004 - 2006",
      "Ran the payroll of three offices and answered the staff questions on leave.",
    ];
    const lost = [
      "NORTHWIND SERVICES CORPORATION",
      "Dallas, TX",
      "Consulting firm | 300 employees",
      "HR Assistant",
    ];
    // Each dated job's employer is the line above its place; the lines after its description name the
    // next job, not this one.
    expect(jobs([...dated, ...lost])).toEqual([
      ["QUORVEX CORPORATION", "Senior HR Generalist"],
      ["VELTRIX LABS INC.", "HR Generalist"],
      ["NORTHWIND SERVICES CORPORATION", "HR Assistant"],
    ]);
    // One dated job so written is no pattern.
    expect(jobs([...dated.slice(0, 5), ...lost]).map(([company]) => company)).not.toContain(
      "NORTHWIND SERVICES CORPORATION",
    );
  });

  it("takes a course with its grade where a job board's form puts the title for no job", () => {
    const parsed = parseResumeText(
      [
        "Asha Rao",
        "WORK EXPERIENCE",
        "Trainee Engineer",
        "Quorvex Labs -",
        "2016 to 2017",
        "",
        "B+ Average",
        "MSCIT -",
        "2011 to 2011",
      ].join("\n"),
      { siteId: "india", asOf },
    );
    expect(parsed.employment.map((job) => job.value.company)).toEqual(["Quorvex Labs"]);
  });

  it("offers the company model a unit before its country when no comma makes it a town", () => {
    const offered: string[] = [];
    readResume(
      [
        "Asha Rao",
        "WORK EXPERIENCE",
        "Quorvex IT - India, BI CoE (Feb 2005 - June 2008)",
        "Role: Test Lead",
        "",
        "Support Engineer",
        "Coventry, UK",
        "Jan 2001 - Dec 2004",
      ].join("\n"),
      { siteId: "india", asOf },
      (candidates, facts) =>
        offered.push(...candidates.map((c) => c.text).filter((text) => !facts.isExcluded(text))),
    );
    expect(offered).toContain("Quorvex IT");
    expect(offered).not.toContain("Coventry");
  });

  it("offers the company model no place alone, and no town before its country, for an employer", () => {
    const offered: string[] = [];
    readResume(
      [
        "Asha Rao",
        "WORK EXPERIENCE",
        "Support Engineer",
        "Pune, Maharashtra -",
        "March 2011 to December 2012",
        "Business Development Manager",
        "Coventry, UK",
        "Jan 2010 - Dec 2011",
        "Veltrix Labs, India",
      ].join("\n"),
      { siteId: "india", asOf },
      (candidates, facts) =>
        offered.push(...candidates.map((c) => c.text).filter((text) => !facts.isExcluded(text))),
    );
    expect(offered).toContain("Veltrix Labs");
    for (const place of ["Pune", "Maharashtra", "Coventry", "India"]) expect(offered).not.toContain(place);
  });

  it("reads a job board's employer field as written, and never the place beside it", () => {
    const text = [
      "Asha Rao",
      "WORK EXPERIENCE",
      "Associate Consultant",
      "",
      "Blue Fern Hospitality -",
      "",
      "November 2016 to October 2017",
      "",
      "Systems Analyst",
      "",
      "R-Systems -  Sacramento, CA -",
      "",
      "January 2013 to January 2016",
      "",
      "Support Engineer",
      "",
      "Pune, Maharashtra -",
      "",
      "March 2011 to December 2012",
      "",
      // A PDF's text keeps one space where the export had two.
      "Data Analyst",
      "",
      "Veltrix Labs - Pune, Maharashtra -",
      "",
      "June 2009 to February 2011",
    ].join("\n");
    expect(parse(text).employment.map((job) => [job.value.designation, job.value.company])).toEqual([
      ["Associate Consultant", "Blue Fern Hospitality"],
      ["Systems Analyst", "R-Systems"],
      ["Support Engineer", null],
      ["Data Analyst", "Veltrix Labs"],
    ]);
  });

  it("keeps a label each job repeats ('Achievements:') inside the experience section", () => {
    const lines = [
      "Asha Rao",
      "Relevant Experience",
      "Assistant Engineer",
      "Jan 2015 - Feb 2015",
      "KBR, Melbourne",
      "Achievements:",
      "Acknowledged by management for accurate calculations.",
      "Customer Service Agent",
      "Mar 2012 - Nov 2014",
      "Coles Online",
      "Achievements:",
      "Praised by management.",
      "Interests",
      "Cinema",
    ];
    expect(findSections(lines).map((section) => [section.kind, section.heading])).toEqual([
      ["header", ""],
      ["experience", "Relevant Experience"],
      ["personal", "Interests"],
    ]);
    const companies = parseResumeText(lines.join("\n"), { siteId: "india", asOf }).employment.map(
      (job) => job.value.company,
    );
    expect(companies).toEqual(["KBR", "Coles Online"]);
    // Written once, or without its colon, it is still a heading.
    expect(findSections(lines.filter((_, index) => index !== 10)).map((section) => section.kind)).toContain(
      "personal",
    );
    expect(findSections(lines.map((line) => line.replace("Achievements:", "Achievements"))).length).toBe(5);
  });

  it("takes no label over a job's description ('Select achievements:') for its employer, but a title with a colon is a title", () => {
    const parsed = parseResumeText(
      [
        "Asha Rao",
        "PROFESSIONAL EXPERIENCE",
        "VELTRIX INSTRUMENTS, Pune",
        "2012 to 2020",
        "Maker of lab spectrometers for refineries across Asia and Europe",
        "Sales Director (2016 to 2020)",
        "Select achievements:",
        "• Grew exports by half in two years.",
        "Quorvex Labs",
        "2008-2012",
        "Project Manager:",
        "• Ran the billing rollout.",
      ].join("\n"),
      { siteId: "india", asOf },
    );
    const jobs = parsed.employment.map((job) => [job.value.company, job.value.designation]);
    // The label ends the job's lines: the next job's employer is not taken across it either.
    expect(jobs.map(([company]) => company)).not.toContain("Select achievements");
    expect(jobs).not.toContainEqual(["Quorvex Labs", "Sales Director"]);
    expect(jobs).toContainEqual(["Quorvex Labs", "Project Manager"]);
  });

  it("keeps a job titled like a heading ('Volunteer') inside a volunteering section, and reads 'Other Employment History'", () => {
    const lines = [
      "Asha Rao",
      "Volunteer and Community Experience",
      "Volunteer",
      "Nov 2013 - Jan 2014",
      "Quorvex Trust, Pune",
      "Other Employment History",
      "Customer Service Agent",
      "Mar 2012 - Nov 2014",
      "Coles Online",
      "Interests",
      "Cinema",
    ];
    expect(findSections(lines).map((section) => section.kind)).toEqual([
      "header",
      "experience",
      "experience",
      "personal",
    ]);
    const jobs = parseResumeText(lines.join("\n"), { siteId: "india", asOf }).employment.map((job) => [
      job.value.designation,
      job.value.company,
    ]);
    expect(jobs).toContainEqual(["Volunteer", "Quorvex Trust"]);
    expect(jobs).toContainEqual(["Customer Service Agent", "Coles Online"]);
  });

  it("reads a heading that lists sections as its first one's, and a dated degree under it as no job", () => {
    expect(headingKind("Education, Certification, & Affiliation")).toBe("education");
    expect(headingKind("AWARDS, PUBLICATIONS AND MEMBERSHIPS")).toBe("personal");
    expect(headingKind("Pune, Maharashtra")).toBeNull();
    expect(headingKind("Sales, Marketing")).toBeNull();
    // …joined by "and" too, and the experience section's when it names one.
    expect(headingKind("KEY COMPETENCIES AND SKILLS")).toBe("skills");
    expect(headingKind("Hobbies & Interests")).toBe("personal");
    expect(headingKind("Awards and Career History")).toBe("experience");
    expect(headingKind("Sales and Marketing")).toBeNull();
    expect(headingKind("Research and Development")).toBeNull();
    const parsed = parseResumeText(
      [
        "Asha Rao",
        "PROFESSIONAL EXPERIENCE",
        "HR Generalist, Quorvex Ltd, 2004 - 2010",
        "Education, Certification, & Affiliation",
        "Bachelor of Science in Psychology, 2002",
        "COMMUNITY COLLEGE",
      ].join("\n"),
      { siteId: "india", asOf },
    );
    expect(parsed.employment.map((job) => job.value.company)).toEqual(["Quorvex Ltd"]);
    expect(parsed.education[0]?.value.passingYear).toBe(2002);
  });

  it("reads small capitals that lost their first letter as a heading", () => {
    expect(headingKind("P ROFESSIONAL E XPERIENCE")).toBe("experience");
  });

  it("reads an academic CV's posts as experience and its memberships as neither jobs nor study", () => {
    expect(headingKind("ACADEMIC /TEACHING EXPERIENCE")).toBe("experience");
    expect(headingKind("Academic career")).toBe("experience");
    expect(headingKind("Academics")).toBe("education");
    expect(headingKind("PROFESSIONAL MEMBERSHIPS")).toBe("personal");
    expect(headingKind("Memberships & Associations")).toBe("personal");
    expect(headingKind("13. Name and address of 2 referees:")).toBe("personal");
    const parsed = parseResumeText(
      [
        "Asha Rao",
        "ACADEMIC CAREER",
        "Associate Professor, Veltrix University, 2012 - 2020",
        "PROFESSIONAL MEMBERSHIPS",
        "Member, Indian Statistical Society, 1998 - 2020",
      ].join("\n"),
      { siteId: "india", asOf },
    );
    expect(parsed.employment.map((job) => job.value.designation)).toEqual(["Associate Professor"]);
    expect(parsed.totalExperience?.value).toEqual({ years: 8, months: 0 });
  });

  it("does not take the end of a cut sentence for a heading", () => {
    const lines = normaliseLayout(
      "Asha Rao    Work Experience:  Physical Education Teacher  Greenfield School, Pune  June 2016 - Present    •  Measured the weight and height of students before giving them  training    •  Ran the sports day    Education:  B.P.Ed, Pune University, 2016",
    );
    expect(findSections(lines).map((section) => section.kind)).toEqual(["header", "experience", "education"]);
  });

  it("joins dates written with a comma or a slash that a flattened page split", () => {
    const lines = normaliseLayout(
      "Asha Rao    EXPERIENCE    Systems Engineer, Veltrix Systems    April, 2007  December, 2009    Analyst, Orbis Labs    6/2010  present    Ran the data platform",
    );
    expect(lines).toContain("April, 2007 - December, 2009");
    expect(lines).toContain("6/2010 - present");
  });

  it("reads 'worked … for about N years' as the total, but not the length of one dated job", () => {
    const worked = parse(
      ["Asha Rao", "As an architect I have worked in Veltrix Systems for about 7+ years."].join("\n"),
    );
    expect(worked.totalExperience?.value).toEqual({ years: 7, months: 0 });
    const oneJob = parse(
      [
        "Asha Rao",
        "EXPERIENCE",
        "Project Lead (2012-2015) - promoted after one year of employment",
        "Site Engineer, Veltrix Systems, 2008 - 2015",
      ].join("\n"),
    );
    expect(oneJob.totalExperience).toMatchObject({ source: "computed", value: { years: 7 } });
  });

  it("picks the employer among the pieces of a flattened job line with the learned model", () => {
    const text =
      "Asha Rao    PROFESSIONAL EXPERIENCE    Lead Counselor, Harbor Youth Camp, Austin, TX  June 2014 - Present    Planned the daily activities of forty campers    Education    B.A. Psychology, 2014";
    const jobs = parse(text).employment;
    expect(jobs.map((job) => [job.value.designation, job.value.company])).toContainEqual([
      "Lead Counselor",
      "Harbor Youth Camp",
    ]);
  });
});

describe("company model", () => {
  const facts: CandidateFacts = {
    isTitle: (text) => /engineer/i.test(text),
    hasTitleWord: (text) => /engineer/i.test(text),
    hasCompanyWord: (text) => /ltd/i.test(text),
    isInstituteName: () => false,
    isPlace: (text) => text === "Pune",
    isProductName: () => false,
    couldBeCompany: () => true,
    isExcluded: (text) => text === "confidential",
    ruleCompany: null,
    ruleDesignation: "Engineer",
    loneDate: false,
    spanKindsOf: (text) => (text === "Veltrix Ltd" ? ["company"] : []),
  };
  const candidate = (text: string, index: number): CompanyCandidate => ({
    text,
    offset: 0,
    lineAt: 4,
    index,
    count: 3,
    line: "Engineer, confidential, Veltrix Ltd",
    previous: null,
    next: null,
  });
  const candidates = [candidate("Engineer", 0), candidate("confidential", 1), candidate("Veltrix Ltd", 2)];

  it("never picks the job's title or an excluded piece, and picks nothing under its threshold", () => {
    const chooseCompany = (model: CompanyModel) =>
      bestCandidate(scoreCandidates(candidates, facts, model), model)?.candidate.text ?? null;
    expect(chooseCompany({ weights: { bias: 5 }, threshold: 0.5 })).toBe("Veltrix Ltd");
    expect(chooseCompany({ weights: { bias: -5 }, threshold: 0.5 })).toBeNull();
  });

  it("weighs the words the model learned", () => {
    const model = { weights: { bias: -1, companyWord: 3 }, threshold: 0.5 };
    const features = candidateFeatures(candidates[2] as CompanyCandidate, facts);
    expect(features).toContain("companyWord");
    expect(features).toContain("tagged:company");
    expect(companyProbability(features, model)).toBeCloseTo(1 / (1 + Math.exp(-2)), 5);
  });

  it("takes each job's employer from the line most of the resume's jobs name it on", () => {
    const piece = (text: string, offset: number, probability: number): ScoredCandidate => ({
      candidate: { text, offset, lineAt: offset, index: 0, count: 1, line: text, previous: null, next: null },
      probability,
    });
    // "Firm, PA" two lines above the dates; the model took the next job's firm for the third job.
    const job = (above: string, below: string, aboveP: number, belowP: number): WeighedJob => {
      const scored = [piece(above, -2, aboveP), piece("Tampa, Florida", -1, 0.05), piece(below, 1, belowP)];
      const chosen = bestCandidate(scored, model);
      return { scored, chosen, company: chosen?.candidate.text ?? null };
    };
    const model = { weights: {}, threshold: 0.2 };
    const jobs = [
      job("Veltrix Law", "Quorvex Legal", 0.9, 0.3),
      job("Quorvex Legal", "Zorblax & Co", 0.8, 0.3),
      job("Zorblax & Co", "Flarn Partners", 0.4, 0.6),
      job("Flarn Partners", "Tampa Bar", 0.7, 0.1),
    ];
    expect(jobs[2]?.company).toBe("Flarn Partners");
    alignEmployerPlaces(jobs, model);
    expect(jobs.map((item) => item.company)).toEqual([
      "Veltrix Law",
      "Quorvex Legal",
      "Zorblax & Co",
      "Flarn Partners",
    ]);
    // A piece the model would not accept on that line is not taken, and two jobs set no pattern.
    const unsure = [job("A", "B", 0.9, 0.1), job("C", "D", 0.8, 0.1), job("E", "F", 0.1, 0.6)];
    alignEmployerPlaces(unsure, model);
    expect(unsure[2]?.company).toBe("F");
    const two = [job("A", "B", 0.9, 0.1), job("C", "D", 0.4, 0.6)];
    alignEmployerPlaces(two, model);
    expect(two[1]?.company).toBe("D");
  });

  it("gives a line between two jobs' dates to one of them, as the resume's first job reads", () => {
    const piece = (text: string, offset: number, lineAt: number, probability: number): ScoredCandidate => ({
      candidate: { text, offset, lineAt, index: 0, count: 1, line: text, previous: null, next: null },
      probability,
    });
    const model = { weights: {}, threshold: 0.2 };
    const weighed = (...scored: ScoredCandidate[]): WeighedJob => {
      const chosen = bestCandidate(scored, model);
      return { scored, chosen, company: chosen?.candidate.text ?? null };
    };
    // "2004-2007" / "Bay Journal" / "Editor" / … / "2007-Present" / "Daily Mail" / "Deputy Editor"
    const datesFirst = [
      weighed(piece("Bay Journal", 1, 3, 0.7)),
      weighed(piece("Bay Journal", -2, 3, 0.8), piece("Daily Mail", 1, 8, 0.5)),
    ];
    separateSharedLines(datesFirst, model);
    expect(datesFirst.map((job) => job.company)).toEqual(["Bay Journal", "Daily Mail"]);
    // Where the first job names its employer above its dates, nothing changes.
    const datesLast = [
      weighed(piece("Veltrix Law", -1, 1, 0.9), piece("Quorvex Legal", 1, 4, 0.3)),
      weighed(piece("Quorvex Legal", -1, 4, 0.8), piece("Tampa Bar", 1, 7, 0.3)),
    ];
    separateSharedLines(datesLast, model);
    expect(datesLast.map((job) => job.company)).toEqual(["Veltrix Law", "Quorvex Legal"]);
  });

  it("ships a trained model whose threshold lies between 0 and 1", () => {
    const model = companyModel();
    expect(Object.keys(model.weights).length).toBeGreaterThan(50);
    expect(model.threshold).toBeGreaterThan(0);
    expect(model.threshold).toBeLessThan(1);
  });
});

describe("total experience: stated lengths and jobs outside the experience section", () => {
  const total = (lines: readonly string[]) =>
    parseResumeText(lines.join("\n"), { siteId: "india", asOf }).totalExperience;

  it("counts a running job by the length written beside it when that is longer than its range", () => {
    const below = [
      "Ravi Kumar",
      "WORK EXPERIENCE",
      "Java Trainer",
      "Brightpath Learning Centre - Chennai",
      "June 2025 to Present",
      "4 Years Worked as a trainer for Java and Spring.",
    ];
    expect(total(below)).toMatchObject({ value: { years: 4, months: 0 }, source: "computed" });
    const beside = ["Ravi Kumar", "WORK EXPERIENCE", "Support Engineer", "Nimbus Systems Pvt Ltd"];
    expect(total([...beside, "March 2025 - till date (2 years 7 months)"])?.value).toEqual({
      years: 2,
      months: 7,
    });
    // The range is longer than the length written under it: the range counts.
    expect(total([...beside, "January 2015 to Present", "4 Years"])?.value).toEqual({ years: 10, months: 6 });
    // A finished job keeps its dates whatever length is written beside it.
    expect(total([...beside, "March 2024 - February 2025 (3 years)"])?.value).toEqual({
      years: 1,
      months: 0,
    });
  });

  it("reads a header or summary line that is only a length as the stated total", () => {
    const jobs = ["EXPERIENCE", "Game Programmer", "Pixel Forge Studios Pvt Ltd", "Jan 2022 - Present"];
    expect(total(["Meera Iyer", "Summary", "", "[ 6 years ]", "", ...jobs])).toMatchObject({
      value: { years: 6, months: 0 },
      source: "stated",
    });
    expect(total(["Meera Iyer", "Game Programmer", "5 Years 6 Months", ...jobs])?.value).toEqual({
      years: 5,
      months: 6,
    });
    // A length elsewhere (a skill's years) is not the total.
    expect(total(["Meera Iyer", ...jobs, "SKILLS", "Unity (6 years)"])).toMatchObject({ source: "computed" });
  });

  it("counts jobs that a two-column page puts under another heading, not activities or projects", () => {
    const resume = (...outside: string[]) => [
      "Brendan Walsh",
      "WORK EXPERIENCE",
      "Server administration",
      "Object orientated programming",
      "",
      "PERSONAL DETAILS",
      "12 Park Road, Coventry",
      "",
      ...outside,
      "",
      "EDUCATION",
      "BSc Computing, Nuneaton University",
      "2018 - 2022",
    ];
    const job = ["Web Design Company Ltd", "PHP DEVELOPER", "June 2022 - Present"];
    expect(total(resume(...job))).toMatchObject({ value: { years: 3, months: 1 }, source: "computed" });
    const parsed = parseResumeText(resume(...job).join("\n"), { siteId: "india", asOf });
    // The history keeps to the experience section; only the total counts the job.
    expect(parsed.employment).toEqual([]);
    expect(total(resume("EXTRA CURRICULAR ACTIVITIES", ...job))).toBeNull();
    expect(total(resume("PROJECTS", ...job))).toBeNull();
  });
});
