/**
 * The catalogue, generated from the skills taxonomy: for each field of work below, its ESCO skills and
 * O*NET technology skills (named here, checked against the taxonomy and spelled as it spells them)
 * become courses, and each field gets a path bundle (beginner to advanced) and, when it has four tools or
 * more, a tools kit. Everything that varies (durations, languages) comes from a hash of the course's id,
 * so the same taxonomy always gives the same catalogue.
 */
import { createHash } from "node:crypto";
import type {
  Bundle,
  Catalogue,
  CatalogueSkill,
  Course,
  CourseLanguage,
  Level,
  PriceTier,
} from "../src/catalogue.ts";
import type { Taxonomy } from "./taxonomy.ts";

interface Field {
  id: string;
  name: string;
  /** Who the courses are for, in a sentence's words ("software developers"). */
  audience: string;
  /** O*NET-SOC occupations the tools must be listed for. */
  occupations: string[];
  /** O*NET technology skills ("Example" names), each becoming a course of its own. */
  tools: string[];
  /** ESCO preferred labels, from the field's first steps to its advanced practice. */
  skills: string[];
}

export const FIELDS: Field[] = [
  {
    id: "software",
    name: "Software development",
    audience: "software developers",
    occupations: ["15-1252.00", "15-1251.00", "15-1254.00"],
    tools: ["Python", "JavaScript", "Git", "Structured query language SQL"],
    skills: [
      "computer programming",
      "use object-oriented programming",
      "debug software",
      "plan software testing",
      "software architecture models",
      "Agile project management",
    ],
  },
  {
    id: "data",
    name: "Data analysis",
    audience: "data analysts",
    occupations: ["15-2051.00", "15-2051.01"],
    tools: ["Python", "R", "Tableau", "Microsoft Power BI"],
    skills: [
      "perform data analysis",
      "apply statistical analysis techniques",
      "create data models",
      "data mining",
      "deliver visual presentation of data",
      "carry out statistical forecasts",
      "machine learning",
    ],
  },
  {
    id: "it",
    name: "IT support, cloud and security",
    audience: "IT support and security specialists",
    occupations: ["15-1212.00", "15-1299.08", "15-1232.00", "15-1299.05"],
    tools: ["Linux", "Amazon Web Services AWS software", "Microsoft Azure software", "Wireshark"],
    skills: [
      "cyber security",
      "cloud technologies",
      "deploy cloud resource",
      "cyber attack counter-measures",
      "cloud security and compliance",
      "respond to incidents in cloud",
    ],
  },
  {
    id: "accounting",
    name: "Accounting and bookkeeping",
    audience: "accountants and bookkeepers",
    occupations: ["13-2011.00", "43-3031.00"],
    tools: ["Microsoft Excel", "Intuit QuickBooks", "SAP software"],
    skills: [
      "accounting entries",
      "use accounting systems",
      "prepare trial accounting balances",
      "identify accounting errors",
      "calculate tax",
      "prepare financial statements",
      "manage payroll",
    ],
  },
  {
    id: "finance",
    name: "Finance and budgeting",
    audience: "finance officers",
    occupations: ["11-3031.00", "11-3031.01", "13-2051.00"],
    tools: ["Microsoft Excel", "Oracle PeopleSoft"],
    skills: [
      "budgetary principles",
      "interpret financial statements",
      "manage budgets",
      "manage cash flow",
      "financial analysis",
    ],
  },
  {
    id: "sales",
    name: "Sales",
    audience: "sales representatives",
    occupations: ["41-4012.00", "41-3091.00", "11-2022.00"],
    tools: ["Salesforce software", "HubSpot software"],
    skills: [
      "sales activities",
      "deliver a sales pitch",
      "sales argumentation",
      "negotiate sales contracts",
      "carry out sales analysis",
      "forecast sales over periods of time",
      "manage sales teams",
    ],
  },
  {
    id: "customer-service",
    name: "Customer service",
    audience: "customer service representatives",
    occupations: ["43-4051.00"],
    tools: ["Microsoft Dynamics"],
    skills: [
      "customer service",
      "communicate with customers",
      "identify customer requirements",
      "handle customer complaints",
      "keep records of customer interaction",
      "guarantee customer satisfaction",
    ],
  },
  {
    id: "retail",
    name: "Retail and store work",
    audience: "shop assistants and cashiers",
    occupations: ["41-2031.00", "41-2011.00", "41-1011.00"],
    tools: ["Point of sale POS software"],
    skills: [
      "operate cash register",
      "maintain store cleanliness",
      "merchandising techniques",
      "issue sales invoices",
      "supervise merchandise displays",
    ],
  },
  {
    id: "nursing",
    name: "Nursing and care",
    audience: "nurses and care workers",
    occupations: ["29-1141.00", "29-2061.00"],
    tools: ["Epic Systems", "MEDITECH software"],
    skills: [
      "implement fundamentals of nursing",
      "hygiene in a health care setting",
      "administer prescribed medication",
      "carry out wound care",
      "monitor the effects of medication",
      "plan nursing care",
      "provide professional care in nursing",
    ],
  },
  {
    id: "logistics",
    name: "Logistics and warehousing",
    audience: "logistics and warehouse staff",
    occupations: ["13-1081.00", "11-3071.04", "43-5071.00", "53-7065.00"],
    tools: ["Warehouse management system WMS", "SAP software", "Oracle JD Edwards EnterpriseOne"],
    skills: [
      "warehouse operations",
      "operate forklift",
      "manage warehouse inventory",
      "track shipments",
      "handle shipment documentation",
      "carry out inventory planning",
      "supply chain management",
    ],
  },
  {
    id: "design",
    name: "Graphic and interface design",
    audience: "graphic and interface designers",
    occupations: ["27-1024.00", "15-1255.00"],
    tools: ["Adobe Photoshop", "Adobe Illustrator", "Adobe InDesign", "Figma"],
    skills: [
      "graphic design",
      "typography",
      "use digital illustration techniques",
      "design user interface",
      "create prototype of user experience solutions",
    ],
  },
  {
    id: "marketing",
    name: "Digital marketing",
    audience: "marketing specialists",
    occupations: ["11-2021.00", "13-1161.00", "13-1161.01"],
    tools: ["Google Analytics", "HubSpot software", "Marketo Marketing Automation"],
    skills: [
      "digital marketing techniques",
      "social media marketing techniques",
      "conduct search engine optimisation",
      "execute email marketing",
      "customer segmentation",
      "plan marketing strategy",
    ],
  },
  {
    id: "hr",
    name: "Human resources",
    audience: "HR officers",
    occupations: ["13-1071.00", "11-3121.00"],
    tools: ["Workday software", "ADP Workforce Now"],
    skills: [
      "human resource management",
      "recruit employees",
      "interview people",
      "identify training needs",
      "develop training programmes",
      "manage payroll",
    ],
  },
  {
    id: "office",
    name: "Office administration and projects",
    audience: "administrative assistants and project coordinators",
    occupations: ["43-6014.00", "15-1299.09", "43-9061.00", "11-1021.00"],
    tools: ["Microsoft Excel", "Microsoft Word", "Microsoft PowerPoint", "Microsoft Project"],
    skills: [
      "office administration",
      "perform office routine activities",
      "use spreadsheets software",
      "use presentation software",
      "manage schedule of tasks",
      "project management",
    ],
  },
  {
    id: "hospitality",
    name: "Food service and hospitality",
    audience: "restaurant and hotel staff",
    occupations: ["11-9051.00", "35-1012.00", "35-2014.00"],
    tools: [],
    skills: [
      "comply with food safety and hygiene",
      "welcome restaurant guests",
      "check in guests",
      "work in a hospitality team",
      "food safety principles",
      "plan menus",
    ],
  },
];

export const CATALOGUE_LICENCE = [
  "Generated by apps/learning-provider/tools/generate-catalogue.ts from the shared skills taxonomy.",
  'Skill names: ESCO v1.1.1, European Commission ("ESCO, European Commission"), reused with attribution.',
  "Technology skill names: this product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence (https://creativecommons.org/licenses/by/4.0/); modified (selected and grouped into courses), not approved, endorsed or tested by USDOL/ETA. O*NET is a trademark of USDOL/ETA.",
  "Course titles, summaries, durations and bundles are invented for the demo provider.",
];

/** The first words of ESCO labels that are actions ("debug software"), not subjects ("typography"). */
const ACTION_VERBS = new Set([
  "administer",
  "apply",
  "calculate",
  "carry",
  "check",
  "communicate",
  "comply",
  "conduct",
  "create",
  "deliver",
  "deploy",
  "design",
  "develop",
  "execute",
  "guarantee",
  "handle",
  "identify",
  "implement",
  "interpret",
  "interview",
  "issue",
  "keep",
  "maintain",
  "manage",
  "monitor",
  "negotiate",
  "operate",
  "perform",
  "plan",
  "prepare",
  "provide",
  "recruit",
  "respond",
  "supervise",
  "track",
  "use",
  "welcome",
  "work",
  "forecast",
  "debug",
]);

const LEVEL_ORDER: Record<Level, number> = { beginner: 0, intermediate: 1, advanced: 2 };
const MINUTES: Record<Level, number[]> = {
  beginner: [30, 45, 60, 75, 90],
  intermediate: [60, 90, 120, 150, 180],
  advanced: [120, 150, 180, 240, 300],
};
const PRICE_BY_LEVEL: Record<Level, PriceTier> = { beginner: "t1", intermediate: "t2", advanced: "t3" };

function hashOf(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0);
}

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isAction(label: string): boolean {
  return ACTION_VERBS.has(label.split(" ")[0] ?? "");
}

function listed(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function skillTitle(label: string, level: Level): string {
  if (isAction(label)) {
    const action = capitalised(label);
    return {
      beginner: `${action}: first steps`,
      intermediate: `${action} in practice`,
      advanced: `${action}: advanced practice`,
    }[level];
  }
  return {
    beginner: `Introduction to ${label}`,
    intermediate: `${capitalised(label)} in practice`,
    advanced: `Advanced ${label}`,
  }[level];
}

function summaryOf(level: Level, skills: string[], audience: string): string {
  const taught = listed(skills);
  switch (level) {
    case "beginner":
      return `A first course for new and future ${audience}: ${taught}, in short lessons with a practice task after each.`;
    case "intermediate":
      return `Put ${taught} to work on cases from the everyday work of ${audience}, with worked examples and a graded exercise.`;
    case "advanced":
      return `For experienced ${audience}: ${taught} in depth, ending with a capstone task checked against a professional checklist.`;
  }
}

function languagesOf(id: string): CourseLanguage[] {
  const bucket = hashOf(`languages:${id}`) % 20;
  if (bucket < 3) return ["en", "hi"];
  if (bucket < 5) return ["en", "ar"];
  return ["en"];
}

function levelAt(index: number, count: number): Level {
  if (index < Math.ceil(count / 3)) return "beginner";
  if (index < Math.ceil((2 * count) / 3)) return "intermediate";
  return "advanced";
}

/** Throws, naming every name the taxonomy lacks: a typo must not ship a skill nobody can match. */
function checkedAgainst(taxonomy: Taxonomy): Map<string, CatalogueSkill> {
  const problems: string[] = [];
  const skills = new Map<string, CatalogueSkill>();
  for (const field of FIELDS) {
    for (const label of field.skills) {
      const uri = taxonomy.esco.get(label);
      if (uri) skills.set(label, { name: label, source: "ESCO", reference: uri });
      else problems.push(`${field.id}: "${label}" is not an ESCO skill's preferred label`);
    }
    for (const tool of field.tools) {
      const technology = taxonomy.technology.get(tool);
      if (!technology) {
        problems.push(`${field.id}: "${tool}" is not an O*NET technology skill`);
      } else if (!field.occupations.some((code) => technology.occupations.has(code))) {
        problems.push(`${field.id}: "${tool}" is not listed for any of ${field.occupations.join(", ")}`);
      } else {
        skills.set(tool, {
          name: tool,
          source: "O*NET",
          reference: `${technology.commodityCode} ${technology.commodityTitle}`,
        });
      }
    }
  }
  if (problems.length)
    throw new Error(`The catalogue's skills do not match the taxonomy:\n${problems.join("\n")}`);
  return skills;
}

export function generateCatalogue(taxonomy: Taxonomy): Catalogue {
  const skillIndex = checkedAgainst(taxonomy);
  const courses: Course[] = [];
  const bundles: Bundle[] = [];
  const usedIds = new Set<string>();
  const toolsWithEssentials = new Set<string>();

  function addCourse(
    field: Field,
    title: string,
    level: Level,
    skills: string[],
    priceTier = PRICE_BY_LEVEL[level],
  ): Course {
    let id = slugOf(title);
    let finalTitle = title;
    // The same skill may open courses in two fields (payroll): the second says whom it is for.
    if (usedIds.has(id)) {
      finalTitle = `${title} for ${field.audience}`;
      id = slugOf(finalTitle);
    }
    if (usedIds.has(id)) throw new Error(`Two courses are called "${finalTitle}"`);
    usedIds.add(id);
    const minuteChoices = MINUTES[level];
    const course: Course = {
      id,
      title: finalTitle,
      summary: summaryOf(level, skills, field.audience),
      category: field.id,
      level,
      minutes: minuteChoices[hashOf(`minutes:${id}`) % minuteChoices.length] ?? minuteChoices[0] ?? 60,
      skills: [...new Set(skills)],
      languages: languagesOf(id),
      priceTier,
    };
    courses.push(course);
    return course;
  }

  for (const field of FIELDS) {
    const fieldCourses: Course[] = [];
    const toolCourses: Course[] = [];
    const count = field.skills.length;
    field.skills.forEach((label, index) => {
      const level = levelAt(index, count);
      const width = 2 + LEVEL_ORDER[level];
      const skills = Array.from({ length: Math.min(width, count) }, (_, offset) => {
        return field.skills[(index + offset) % count] ?? label;
      });
      const tool = field.tools[index % Math.max(field.tools.length, 1)];
      if (level === "advanced" && tool) skills.push(tool);
      fieldCourses.push(addCourse(field, skillTitle(label, level), level, skills));
    });
    field.tools.forEach((tool, index) => {
      const companion = field.skills[index % count] ?? tool;
      const isFirstCourseOfTool = !toolsWithEssentials.has(tool);
      toolsWithEssentials.add(tool);
      const course = isFirstCourseOfTool
        ? addCourse(field, `${tool} essentials`, "beginner", [tool, companion])
        : addCourse(field, `${tool} for ${field.audience}`, "intermediate", [
            tool,
            companion,
            field.skills[(index + 2) % count] ?? companion,
          ]);
      fieldCourses.push(course);
      toolCourses.push(course);
    });

    const byLevel = (level: Level) => fieldCourses.filter((course) => course.level === level);
    const path = [
      ...byLevel("beginner").slice(0, 2),
      ...byLevel("intermediate").slice(0, 2),
      ...byLevel("advanced").slice(0, 1),
    ];
    bundles.push(
      bundleOf(
        `${field.id}-career-path`,
        `${field.name}: career path`,
        `From first steps to advanced practice, ${path.length} courses in order for people who work or want to work as ${field.audience}.`,
        field,
        path,
        "t3",
      ),
    );
    if (toolCourses.length >= 4) {
      bundles.push(
        bundleOf(
          `${field.id}-tools-kit`,
          `${field.name}: tools kit`,
          `The tools ${field.audience} use every day: ${listed(toolCourses.map((course) => course.skills[0] ?? course.title))}.`,
          field,
          toolCourses.slice(0, 5),
          "t2",
        ),
      );
    }
  }

  const taught = new Set(courses.flatMap((course) => course.skills));
  return {
    licence: CATALOGUE_LICENCE,
    generatedBy: "apps/learning-provider/tools/generate-catalogue.ts",
    categories: FIELDS.map(({ id, name }) => ({ id, name })),
    skills: [...skillIndex.values()]
      .filter((skill) => taught.has(skill.name))
      .sort((a, b) => a.name.localeCompare(b.name, "en")),
    courses,
    bundles,
  };
}

function bundleOf(
  id: string,
  title: string,
  summary: string,
  field: Field,
  courses: Course[],
  priceTier: PriceTier,
): Bundle {
  if (courses.length < 3 || courses.length > 5) throw new Error(`Bundle ${id} has ${courses.length} courses`);
  const [first, ...rest] = courses;
  const languages = (first?.languages ?? ["en"]).filter((language) =>
    rest.every((course) => course.languages.includes(language)),
  );
  return {
    id,
    title,
    summary,
    category: field.id,
    courseIds: courses.map((course) => course.id),
    minutes: courses.reduce((sum, course) => sum + course.minutes, 0),
    skills: [...new Set(courses.flatMap((course) => course.skills))],
    languages,
    priceTier,
  };
}
