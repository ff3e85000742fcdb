import { afterEach, describe, expect, it } from "vitest";
import { dictionaries, knownSkill } from "./dictionaries.ts";
import {
  type LearnedSkillRow,
  learnedSkills,
  readLearnedSkills,
  useLearnedSkills,
} from "./learned-skills.ts";
import { parseResumeText } from "./parse-resume-text.ts";
import { findSections, headingKind } from "./sections.ts";
import { findSkills } from "./skills.ts";

const asOf = new Date(Date.UTC(2025, 5, 1));
const skillsOf = (text: string) =>
  parseResumeText(text, { siteId: "india", asOf }).skills.map((skill) => skill.value);
const names = (text: string) => skillsOf(text).map((skill) => skill.name);

describe("skills learned from the labelled development resumes", () => {
  afterEach(() => useLearnedSkills(readLearnedSkills()));

  it("believes a learned phrase inside a sentence, even one made of everyday words", () => {
    const text = "Asha Rao\nSUMMARY\nResponsible for release notes and unit testing of the billing module.";
    useLearnedSkills(null);
    expect(names(text)).not.toContain("Unit testing");
    useLearnedSkills([{ kind: "skill", key: "unit testing", name: "Unit testing" }]);
    expect(names(text)).toContain("Unit testing");
  });

  it("believes a capitalised-only phrase where it is written with a capital, not as the everyday word", () => {
    useLearnedSkills([{ kind: "capitalised-skill", key: "access", name: "Microsoft Access" }]);
    expect(names("Asha Rao\nSUMMARY\nBuilt reports in Access for the sales team.")).toContain(
      "Microsoft Access",
    );
    expect(names("Asha Rao\nSUMMARY\nGave the auditors access to the ledgers.")).not.toContain(
      "Microsoft Access",
    );
  });

  it("drops a rejected find only where it was rejected: in the text, or in a list", () => {
    const text = "Asha Rao\nSKILLS\nKubernetes, Ansible\nSUMMARY\nDeployed services on Kubernetes at scale.";
    useLearnedSkills([{ kind: "reject-scan", key: "kubernetes", name: "kubernetes" }]);
    expect(names(text)).toContain("Kubernetes");
    useLearnedSkills([{ kind: "reject-list", key: "kubernetes", name: "kubernetes" }]);
    expect(names(text)).toContain("Kubernetes");
    useLearnedSkills([
      { kind: "reject-list", key: "kubernetes", name: "kubernetes" },
      { kind: "reject-scan", key: "kubernetes", name: "kubernetes" },
    ]);
    expect(names(text)).not.toContain("Kubernetes");
    expect(names(text)).toContain("Ansible");
  });

  it("keeps a rejected name where it is written in a form the labels vouch for", () => {
    const text = "Asha Rao\nSUMMARY\nPlanned releases in MS Project.\nTracked costs in Microsoft Project.";
    const found = () => skillsOf(text).map((skill) => skill.written);
    useLearnedSkills([{ kind: "reject-scan", key: "microsoft project", name: "microsoft project" }]);
    expect(found()).toEqual([]);
    useLearnedSkills([
      { kind: "reject-scan", key: "microsoft project", name: "microsoft project" },
      { kind: "capitalised-skill", key: "ms project", name: "Microsoft Project" },
    ]);
    expect(found()).toEqual(["MS Project"]);
  });

  it("drops unknown list items that hold a rejected word, but not known skills", () => {
    const text = "Asha Rao\nSKILLS\nFrobnicator Suite, Quantum Frobnicator, Zorblax Studio, Microsoft Excel";
    useLearnedSkills(null);
    expect(names(text)).toEqual(expect.arrayContaining(["Frobnicator Suite", "Quantum Frobnicator"]));
    useLearnedSkills([{ kind: "reject-word", key: "frobnicator", name: "frobnicator" }]);
    const found = names(text);
    expect(found).not.toContain("Frobnicator Suite");
    expect(found).not.toContain("Quantum Frobnicator");
    expect(found).toEqual(expect.arrayContaining(["Zorblax Studio", "Microsoft Excel"]));
  });

  it("gives a learned find the confidence its record earned, within bounds", () => {
    useLearnedSkills([
      { kind: "skill", key: "unit testing", name: "Unit testing", seen: 10, right: 6 },
      { kind: "skill", key: "release notes", name: "Release notes", seen: 10, right: 10 },
    ]);
    const found = parseResumeText("Asha Rao\nSUMMARY\nWrote release notes and did unit testing.", {
      siteId: "india",
      asOf,
    }).skills;
    // (6 + 1) / (10 + 2), rounded; a perfect record is held to the upper bound.
    expect(found.find((skill) => skill.value.name === "Unit testing")?.confidence).toBe(0.58);
    expect(found.find((skill) => skill.value.name === "Release notes")?.confidence).toBe(0.8);
  });

  it("keeps the learned lists apart from the dictionary the other field rules read", () => {
    useLearnedSkills([{ kind: "skill", key: "zorblax tuning", name: "Zorblax tuning" }]);
    expect(dictionaries().skills.has("zorblax tuning")).toBe(false);
    expect(learnedSkills().skills.has("zorblax tuning")).toBe(true);
  });

  it("ships a learned table whose rows are well formed", () => {
    const rows: LearnedSkillRow[] = readLearnedSkills();
    expect(rows.length).toBeGreaterThan(100);
    const kinds = new Set(["skill", "capitalised-skill", "reject-list", "reject-scan", "reject-word"]);
    for (const row of rows) {
      expect(kinds.has(row.kind)).toBe(true);
      expect(row.key).toBe(row.key.toLowerCase());
      expect(row.name.trim()).not.toBe("");
    }
    expect(rows.some((row) => row.kind === "skill" || row.kind === "capitalised-skill")).toBe(true);
    expect(rows.some((row) => row.kind.startsWith("reject-"))).toBe(true);
  });
});

describe("skills lists: items that are something else", () => {
  it("leaves out places, institutes, headings and employers a skills list runs into", () => {
    const text = [
      "Asha Rao",
      "SKILLS",
      "Kubernetes, Bangalore, Karnataka",
      "University of Jyvaskyla",
      "Roles and Responsibilities",
      "Dayjob Ltd",
      "Kubeflow Pipelines",
    ].join("\n");
    const found = names(text);
    expect(found).toEqual(expect.arrayContaining(["Kubernetes", "Kubeflow Pipelines"]));
    for (const other of ["Bangalore", "Karnataka", "University of Jyvaskyla", "Roles", "Responsibilities"])
      expect(found).not.toContain(other);
    expect(found.some((name) => /dayjob/i.test(name))).toBe(false);
  });

  it("takes no single letters from a split or letter-spaced line, but keeps known one-letter languages", () => {
    const found = names("Asha Rao\nSKILLS\nR & D, Kubernetes\nC, Python, SQL\nH A D O O P");
    for (const letter of ["R", "D", "H", "A", "O", "P"]) expect(found).not.toContain(letter);
    expect(found).toEqual(expect.arrayContaining(["C", "Python", "Kubernetes"]));
  });

  it("reads names joined by slashes as several skills when each is known, in lists and sentences", () => {
    expect(names("Asha Rao\nSKILLS\nHTML/CSS, Kubernetes")).toEqual(expect.arrayContaining(["HTML", "CSS"]));
    expect(names("Asha Rao\nSUMMARY\nWrote drivers in C/C++ and scripts in PL/SQL.")).toEqual(
      expect.arrayContaining(["C", "C++", "PL/SQL"]),
    );
    expect(names("Asha Rao\nSUMMARY\nWorked on input/output of the C/Zorblax bridge.")).not.toContain("C");
  });

  it("reads an unknown slash-joined item of a skills list as its parts", () => {
    const found = names("Asha Rao\nSKILLS\nQuorvex Rollout/Lumo Support, Kubernetes");
    expect(found).toEqual(expect.arrayContaining(["Quorvex Rollout", "Lumo Support", "Kubernetes"]));
    expect(found).not.toContain("Quorvex Rollout/Lumo Support");
    // A known whole stays whole.
    expect(names("Asha Rao\nSKILLS\nPL/SQL, Kubernetes")).toContain("PL/SQL");
  });

  it("does not take an employer's name, without its legal form, for a skill", () => {
    const text = [
      "Asha Rao",
      "WORK EXPERIENCE",
      "Kubernetes Engineer",
      "Zorblax, Inc., Pune",
      "Jan 2019 - Present",
      "Ran the Zorblax release train on Kubernetes.",
    ].join("\n");
    useLearnedSkills([{ kind: "capitalised-skill", key: "zorblax", name: "Zorblax" }]);
    try {
      const parsed = parseResumeText(text, { siteId: "india", asOf });
      expect(parsed.employment.map((job) => job.value.company)).toContain("Zorblax, Inc.");
      expect(parsed.skills.map((skill) => skill.value.name)).not.toContain("Zorblax");
      expect(names("Asha Rao\nSUMMARY\nRan the Zorblax release train.")).toContain("Zorblax");
    } finally {
      useLearnedSkills(readLearnedSkills());
    }
  });

  it("takes no employer or title of the resume, and no list label, for a skill a list runs into", () => {
    const text = [
      "Asha Rao",
      "WORK EXPERIENCE",
      "Release Captain",
      "Zorblax Labs, Pune",
      "Jan 2019 - Present",
      "SKILLS",
      "Kubernetes, Zorblax Labs, Release Captain, Quorvex",
      "Key Skills Acquired",
    ].join("\n");
    const parsed = parseResumeText(text, { siteId: "india", asOf });
    expect(parsed.employment.map((job) => job.value.company)).toContain("Zorblax Labs");
    expect(parsed.employment.map((job) => job.value.designation)).toContain("Release Captain");
    const found = parsed.skills.map((skill) => skill.value.name);
    expect(found).toEqual(expect.arrayContaining(["Kubernetes", "Quorvex"]));
    for (const other of ["Zorblax Labs", "Release Captain", "Key Skills Acquired"])
      expect(found).not.toContain(other);
  });

  it("takes a job title standing alone on a line of a skills list for a job, not a skill", () => {
    const found = names(["Asha Rao", "SKILLS", "Quorvex", "Senior Systems Engineer", "Lumo"].join("\n"));
    expect(found).toEqual(expect.arrayContaining(["Quorvex", "Lumo"]));
    expect(found).not.toContain("Senior Systems Engineer");
    // A tool named like a title stays a skill among other items of its line.
    expect(names("Asha Rao\nSKILLS\nQuorvex, Zentrix Designer, Lumo")).toContain("Zentrix Designer");
  });

  it("takes no level, personal detail, version, legal form or the seeker's name for a skill", () => {
    const found = names(
      [
        "Asha Rao",
        "SKILLS",
        "Quorvex, Intermediate",
        "Lumo, Married, Corporation, 11.x, Asha Rao",
        "Languages: BASIC, Zentrix",
      ].join("\n"),
    );
    expect(found).toEqual(expect.arrayContaining(["Quorvex", "Lumo", "Zentrix"]));
    for (const other of ["Intermediate", "Married", "Corporation", "11.x", "Asha Rao"])
      expect(found).not.toContain(other);
    // In capitals, BASIC is the language.
    expect(found.map((name) => name.toUpperCase())).toContain("BASIC");
  });

  it("takes a tagged phrase the dictionary does not know only on a line that does not carry on a sentence", () => {
    const lines = [
      "Asha Rao",
      "Built tools for drilling and well",
      "completion, quorvex scheduling and seismic work.",
      "Quorvex scheduling for the field teams.",
    ];
    const span = (line: number) => [
      { kind: "skill" as const, text: "quorvex scheduling", line, confidence: 0.9 },
    ];
    const taggedOn = (line: number) => findSkills(lines, [], [], span(line)).map((skill) => skill.value.name);
    expect(taggedOn(2)).not.toContain("quorvex scheduling");
    expect(taggedOn(3)).toContain("quorvex scheduling");
  });

  it("drops the word a wrapped line left hanging at an item's end", () => {
    const found = names(["Asha Rao", "SKILLS", "Quorvex, Zentrix Designer and", "Lumo"].join("\n"));
    expect(found).toContain("Zentrix Designer");
    expect(found).not.toContain("Zentrix Designer and");
  });

  it("ends a skills section at a dated line, or a sentence after its list, where no heading ends it", () => {
    const afterSentence = names(
      [
        "Asha Rao",
        "SKILLS",
        "Kubernetes, Zorblax Nimbus",
        "I led the release train of the payments platform for three years and grew its team.",
        "Flarn Widget",
      ].join("\n"),
    );
    expect(afterSentence).toEqual(expect.arrayContaining(["Kubernetes", "Zorblax Nimbus"]));
    expect(afterSentence).not.toContain("Flarn Widget");
    const afterDates = names(
      [
        "Asha Rao",
        "Core Qualifications",
        "Zorblax Nimbus",
        "Quorvex Labs  Jan 2019 - Present",
        "Flarn Widget",
      ].join("\n"),
    );
    expect(afterDates).toContain("Zorblax Nimbus");
    expect(afterDates).not.toContain("Flarn Widget");
  });

  it("reads a run of names between tildes as a list", () => {
    const found = names("Asha Rao\nSUMMARY\nLean Manufacturing ~ Supply Chain Management ~ Six Sigma");
    expect(found.map((name) => name.toLowerCase())).toEqual(
      expect.arrayContaining(["lean manufacturing", "supply chain management"]),
    );
  });

  it("reads a name followed by its abbreviation as one skill, known by either", () => {
    const skills = skillsOf(
      "Asha Rao\nSKILLS\nCustomer Relationship Management (CRM), Web Visibility Work (SEO), Quorvex Flow Mapping (QFM)",
    );
    expect(skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining([
        "Customer relationship management",
        "Search engine optimisation",
        "Quorvex Flow Mapping",
      ]),
    );
    expect(skills.some((skill) => skill.name.includes("("))).toBe(false);
    // The abbreviation beside its name is not a second skill.
    expect(skills.map((skill) => skill.name)).not.toContain("CRM");
  });

  it("leaves out how long, even where a line wrapped it ('(10+' / 'years)')", () => {
    const found = names("Asha Rao\nSKILLS\nKubernetes (2 years), Quorvex Flow (10+\nyears), Terraform");
    expect(found).toEqual(expect.arrayContaining(["Kubernetes", "Quorvex Flow"]));
    expect(found.some((name) => name.endsWith("Terraform"))).toBe(true);
    expect(found.some((name) => /[()]|years/.test(name))).toBe(false);
  });

  it("reads one skill from the versions of a product the dictionary does not know", () => {
    const skills = skillsOf("Asha Rao\nSKILLS\nQuorvex 8.2, Quorvex 6.5, Trackgear v3, Web 2.0");
    expect(skills.filter((skill) => skill.name === "Quorvex")).toHaveLength(1);
    expect(skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(["Trackgear", "Web 2.0"]));
    // What the resume wrote stays with it.
    expect(skills.find((skill) => skill.name === "Quorvex")?.written).toMatch(/^Quorvex \d\.\d$/);
  });

  it("knows Microsoft products written with MS", () => {
    const skills = skillsOf("Asha Rao\nSKILLS\nMS Visio, MS SharePoint");
    expect(skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(["Microsoft Visio", "Microsoft SharePoint"]),
    );
    expect(skills.every((skill) => skill.known)).toBe(true);
  });

  it("takes the sites a resume links to for links, not skills, unless a sentence or a list names them", () => {
    const text = [
      "Asha Rao",
      "asha.rao@example.in | LinkedIn | GitHub",
      "LinkedIn: https://www.linkedin.com/in/asha-rao",
      "Twitter handle @asharao",
      "SUMMARY",
      "Ran campaigns on Facebook and YouTube for retail brands.",
      "SKILLS",
      "Python, Instagram",
    ].join("\n");
    const found = names(text);
    expect(found).not.toContain("LinkedIn");
    expect(found).not.toContain("GitHub");
    expect(found).not.toContain("Twitter");
    expect(found).toEqual(expect.arrayContaining(["Facebook", "YouTube", "Instagram", "Python"]));
  });

  it("takes a list's label for the kind of its items, not for one of them, unless it names a skill", () => {
    const found = names(
      [
        "Asha Rao",
        "PROJECTS",
        "Programming Languages: Java, Python",
        "Databases:",
        "Oracle, PostgreSQL",
        "Manual Testing: test plans for the billing module",
      ].join("\n"),
    );
    expect(found).toEqual(expect.arrayContaining(["Java", "Python", "Oracle", "PostgreSQL"]));
    expect(found.map((name) => name.toLowerCase())).not.toContain("programming languages");
    expect(found.map((name) => name.toLowerCase())).not.toContain("databases");
    expect(found.map((name) => name.toLowerCase())).toContain("manual testing");
  });

  it("reads a list after a label and a dash ('Key Skills - …'), but not a bullet's lead-in before a sentence", () => {
    const found = names(
      [
        "Asha Rao",
        "EXPERIENCE",
        "Key Skills - Azure Data Factory, Quorvex Studio, Power BI",
        "Computer Skills - MS Office, Operating Systems (Zentrix OS, Windows XP)",
        "• Product Retirement - Plan and manage retirement, interact, communicate with teams",
      ].join("\n"),
    );
    expect(found).toEqual(expect.arrayContaining(["Azure Data Factory", "Quorvex Studio", "Zentrix OS"]));
    expect(found).not.toContain("Plan");
    expect(found.some((name) => name.startsWith("("))).toBe(false);
  });

  it("keeps a name joined by 'and' or '&' whole unless a part is known or all are abbreviations", () => {
    const found = names(
      [
        "Asha Rao",
        "SKILLS",
        "Food & Beverage Management, Sales and Marketing",
        "Java and Python, PP, QM and EWM",
        "Environment: .NET 1.1 and 2.0",
      ].join("\n"),
    );
    expect(found).toEqual(
      expect.arrayContaining(["Food & Beverage Management", "Sales and Marketing", "Java", "Python", "EWM"]),
    );
    expect(found).not.toContain("Food");
    expect(found).not.toContain("Java and Python");
    expect(found).not.toContain("QM and EWM");
    expect(found.some((name) => / and$/.test(name))).toBe(false);
  });

  it("takes a name no list knows for a skill when it stands in a sentence's run of known ones", () => {
    const found = names(
      [
        "Asha Rao",
        "SUMMARY",
        "Proficient in AutoCAD, Simul8, Minitab, Word, Excel, and PowerPoint.",
        "Travelled to Pune, Quorvex, Mumbai and Delhi for clients.",
      ].join("\n"),
    );
    expect(found).toContain("Simul8");
    // Among places, not skills, a capitalised word is no skill.
    expect(found).not.toContain("Quorvex");
  });

  it("knows a concept by the acronym ESCO gives as its other name", () => {
    const skills = skillsOf("Asha Rao\nSKILLS\nCSR, CBT");
    expect(skills).toEqual(
      expect.arrayContaining([
        { name: "CSR", written: "CSR", known: true },
        { name: "CBT", written: "CBT", known: true },
      ]),
    );
  });
});

describe("what the dictionary calls a written skill", () => {
  const named = (written: string) => knownSkill([dictionaries().skills], written)?.name;

  it("keeps a concept's own name rather than another concept's other name for it", () => {
    // ESCO also lists "public health" under "community medicine".
    expect(named("Public Health")).toBe("Public health");
  });

  it("does not rename an everyday word to a concept ESCO gives it as an aspect of", () => {
    expect(named("Security")).toBe("Security");
    expect(named("Form")).toBe("Form");
    expect(named("Excel")).toBe("Microsoft Excel");
    expect(names("Asha Rao\nSKILLS\nSecurity, Cash handling")).not.toContain("Securities");
  });

  it("does not rename a kind of product to the one vendor's product it was shortened from", () => {
    // O*NET's "Oracle HRIS" and "SAP ERP"; other entries spell both acronyms out.
    expect(named("HRIS")).toBe("HRIS");
    expect(named("ERP")).toBe("ERP");
    expect(named("Cognos")).toBe("IBM Cognos");
  });

  it("knows a product named with its kind, but not a generic word so named", () => {
    expect(named("Tomcat Server")).toBe("Apache Tomcat");
    expect(named("Selenium tool")).toBe("Selenium");
    expect(named("SQL Server 2016")).toBe("Microsoft SQL Server");
    expect(named("Testing framework")).toBeUndefined();
    // …and one named with what is done with it.
    expect(named("Python coding")).toBe("Python");
    expect(named("Power BI dashboard")).toBe("Microsoft Power BI");
    expect(named("Web development")).toBeUndefined();
    expect(names("Asha Rao\nSUMMARY\nDeployed the services on Tomcat Server and JBoss.")).toContain(
      "Apache Tomcat",
    );
  });

  it("knows a language O*NET spells out by its acronym, believed in a list but not in prose", () => {
    // "Very high-speed integrated circuit VHSIC hardware description language VHDL".
    expect(named("VHDL")).toBe("VHDL");
    expect(named("Advanced business application programming")).toBe("ABAP");
    expect(named("Structured query language")).toBe("SQL");
    // An acronym that is an everyday word keeps O*NET's whole name.
    expect(named("ETC")).toBeUndefined();
    expect(names("Asha Rao\nSKILLS\nVHDL, Verilog")).toContain("VHDL");
    expect(names("Asha Rao\nSUMMARY\nConfigured the SIP trunks for the call centre.")).not.toContain("SIP");
  });

  it("knows QuickTest Professional by what testers write for it", () => {
    expect(named("QTP")).toBe("QuickTest Professional");
    expect(named("Quick Test Pro")).toBe("QuickTest Professional");
    expect(named("UFT")).toBe("QuickTest Professional");
  });
});

describe("words that name something else", () => {
  it("reads a bracket a list's comma left open as items of their own, and levels in brackets as levels", () => {
    const found = names(
      "Asha Rao\nTECHNICAL SKILLS\nTechnologies: MS-Excel (sort, VLOOKUP), PPT\nJava (Preliminary), Spring(Basics)",
    );
    expect(found).toEqual(expect.arrayContaining(["Microsoft Excel", "VLOOKUP", "Java", "Spring Framework"]));
    for (const junk of ["MS-Excel (sort", "Preliminary", "Spring(Basics"]) expect(found).not.toContain(junk);
  });

  it("takes no skill from the subject words of a body's name", () => {
    const membership = "Asha Rao\nMEMBERSHIPS\nMember, National Association of Catering Executives";
    expect(names(membership).map((name) => name.toLowerCase())).not.toContain("catering");
    expect(names(`${membership}\nSUMMARY\nManaged catering for weddings of 300 guests.`)).toContain(
      "catering",
    );
  });

  it("reads names in capitals that a page ran together as several, but a product with its part as one", () => {
    const found = names(
      "Asha Rao\nTECHNICAL SKILLS\nProgramming languages: JAVA C++ and HTML\nSAP Security, Java Swing",
    );
    expect(found).toEqual(expect.arrayContaining(["Java", "C++", "HTML"]));
    expect(found).not.toContain("JAVA C++");
    expect(found).not.toContain("SAP");
  });

  it("takes no skill from a person's name beside a phone number or an e-mail address", () => {
    const found = names(
      "Asha Rao\nSKILLS\nCustomer service, Cash handling\n\nMaria Garof\n\n(123) 345-7890  maria@example.com\n",
    );
    expect(found).toContain("Customer service");
    expect(found).not.toContain("Maria Garof");
    expect(names("Asha Rao\nSKILLS\nBusiness Administration\nT: 0044 123 345 7890")).toContain(
      "Business Administration",
    );
  });

  it("takes no skill from a line that is a job's title", () => {
    expect(
      names("Asha Rao\nEXPERIENCE\nAssistant Restaurant Manager\nQuorvex Bistro, Pune\n2015 - 2018"),
    ).not.toContain("Restaurant Manager");
  });
});

describe("what a seeker studied", () => {
  it("does not take 'MS' before a Microsoft product for a degree, even in an education section", () => {
    const parsed = parseResumeText(
      [
        "Asha Rao",
        "EDUCATION",
        "MS in Computer Science, Quorvex University, 2012",
        "Other skills MS Word, Excel",
      ].join("\n"),
      { siteId: "india", asOf },
    );
    expect(parsed.education.map((entry) => entry.value.degree)).toEqual(["MS"]);
    expect(
      names(["Asha Rao", "EDUCATION", "B.Sc. Physics, 2010", "6. Other skills MS Word, Excel"].join("\n")),
    ).toContain("Microsoft Word");
  });

  it("is not a skill found in the text of a degree's line, but is one in a skills list", () => {
    const education = [
      "EDUCATION",
      "Bachelor of Science in Mechanical Engineering, Quorvex University, 2001",
    ];
    expect(names(["Asha Rao", ...education].join("\n"))).not.toContain("Mechanical engineering");
    expect(
      names(["Asha Rao", "SKILLS", "Mechanical Engineering, AutoCAD", ...education].join("\n")),
    ).toContain("Mechanical engineering");
  });
});

describe("a skills list that a two-column page runs on past the experience heading", () => {
  const page = (opening: string[], skillsHeading = "AREAS OF EXPERTISE") =>
    [
      "Darcel Langworth",
      skillsHeading,
      "HR processes & systems",
      "CAREER HISTORY",
      ...opening,
      "Company Office - Birmingham",
      "HR ASSISTANT",
      "Jul 2011 - Present",
      "Responsible for the full employee life cycle.",
    ].join("\n");

  it("reads the short phrases before the first job as the list's items", () => {
    const found = names(page(["Absence management", "Calendar management", "Short-listing candidates"]));
    expect(found).toEqual(
      expect.arrayContaining(["Absence management", "Calendar management", "Short-listing candidates"]),
    );
  });

  it("leaves them alone when there are too few, when no skills list stands above, or when they are the job's own lines", () => {
    expect(names(page(["Absence management", "Calendar management"]))).not.toContain("Absence management");
    expect(
      names(page(["Absence management", "Calendar management", "Pre-screening"], "HOBBIES")),
    ).not.toContain("Absence management");
    // A title, an employer or a place ends the run.
    expect(
      names(page(["Absence management", "Payroll Executive", "Calendar management", "Pre-screening"])),
    ).not.toContain("Absence management");
    expect(
      names(page(["Absence management", "Kestrel Foods Ltd", "Calendar management", "Pre-screening"])),
    ).not.toContain("Absence management");
  });

  it("takes an item with a lower-case company word ('financial analysis') for an item, not an employer", () => {
    const found = names(
      page(["Budgeting forecasting & financial analysis", "Calendar management", "Pre-screening"]),
    );
    expect(found).toEqual(expect.arrayContaining(["Calendar management", "Pre-screening"]));
  });

  it("runs on from a list whose first item reads like a heading ('Training & development')", () => {
    const lines = page(["Labor planning", "Calendar management", "Pre-screening"], "Core Qualifications")
      .split("\n")
      .flatMap((line) => (line === "Core Qualifications" ? [line, "Training & development"] : [line]));
    expect(findSections(lines).map((section) => section.kind)).toEqual(["header", "skills", "experience"]);
    expect(names(lines.join("\n"))).toEqual(
      expect.arrayContaining(["HR processes & systems", "Labor planning", "Pre-screening"]),
    );
  });
});

describe("a skills list whose heading is stacked on the summary's", () => {
  const page = (skillsHeading: string) =>
    [
      "Darcel Langworth",
      "HR Assistant",
      skillsHeading,
      "PERSONAL SUMMARY",
      "",
      "Contract drafting",
      "",
      "A competent and organised individual who is able to work as part of a team and",
      "manage several priorities at any one time, with a positive attitude.",
      "Currently looking for a post",
      "",
      "Accepting resignations",
      "Note taking",
      "",
      "Quorvex Foods - Birmingham",
      "HR ASSISTANT",
      "Jul 2011 - Present",
      "Payroll Processing",
    ].join("\n");

  it("reads the summary's short phrases that stand apart from its paragraphs as the list's items", () => {
    const found = names(page("AREAS OF EXPERTISE"));
    expect(found).toEqual(
      expect.arrayContaining(["Contract drafting", "Accepting resignations", "Note taking"]),
    );
    // A paragraph's last line is not an item, and nothing after the first dated line is.
    expect(found).not.toContain("Currently looking for a post");
    expect(found).not.toContain("Payroll Processing");
  });

  it("leaves the summary alone when no empty skills heading stands straight above it", () => {
    expect(names(page("HOBBIES"))).not.toContain("Accepting resignations");
  });
});

describe("a heading straight under a skills heading", () => {
  it("is a part of its list when it names skills, training or projects, and a section of its own otherwise", () => {
    const kinds = (second: string) =>
      findSections(["Asha Rao", "Technical Proficiencies", second, "Java, Kotlin, Go"]).map(
        (section) => section.kind,
      );
    expect(kinds("Other Tools")).toEqual(["header", "skills"]);
    expect(kinds("Training and Development")).toEqual(["header", "skills"]);
    // A two-column page puts "Personal Details" and spoken languages under "Personal Skills".
    expect(kinds("Personal Details")).toEqual(["header", "skills", "personal"]);
    expect(kinds("Languages")).toEqual(["header", "skills", "personal"]);
    // Only straight under it: after the list's first line, a heading opens its section.
    expect(
      findSections(["Asha Rao", "Skills", "Java", "Certifications", "AWS Solutions Architect"]).map(
        (section) => section.kind,
      ),
    ).toEqual(["header", "skills", "certifications"]);
  });

  it("knows 'Areas of Excellence' and 'Areas of Specialization' for skills lists", () => {
    expect(headingKind("AREAS OF EXCELLENCE")).toBe("skills");
    expect(headingKind("Areas of Specialization")).toBe("skills");
    expect(headingKind("Areas of Strengths")).toBe("skills");
  });
});
