/**
 * Finds a resume's sections by their headings ("WORK EXPERIENCE", "Education:", "Key Skills") so each
 * field rule reads only the part where its field is written. Lines before the first heading are the
 * header (name, contact details, often the current title).
 */

export type SectionKind =
  | "header"
  | "summary"
  | "experience"
  | "education"
  | "skills"
  | "projects"
  | "certifications"
  | "personal"
  | "other";

export interface Section {
  kind: SectionKind;
  heading: string;
  /** Index of the first line after the heading. */
  start: number;
  /** Index after the section's last line. */
  end: number;
}

const HEADINGS: ReadonlyArray<readonly [SectionKind, RegExp]> = [
  [
    "experience",
    /^(?:(?:professional|work|working|relevant|employment|career|job|industrial|industry|teaching|it|corporate|profession|total|organi[sz]ational|other|previous|prior)\s+)*(?:experience|experiences|history|employment|work\s+history|career\s+history)(?:\s+(?:history|details|record|summary|profile))?$/,
  ],
  ["experience", /^(?:employment|experience|work experience|professional experience)\s*(?:&|and)\s*\w+$/],
  // "Career Services Experience", "Student Affairs Experience": a field of work, then "experience".
  ["experience", /^(?:[a-z&-]+\s){1,3}experience$/],
  // "Academic / Teaching Experience": two fields of work, one experience (not "Academic" alone, education).
  ["experience", /^[a-z&-]+\s*\/\s*(?:[a-z&-]+\s){1,2}experience$/],
  // Academic CVs list the posts they held under "Academic career".
  ["experience", /^(?:academic|professional|employment)\s+career$/],
  [
    "education",
    /^(?:(?:educational|academic|academics|education|scholastic)\s*(?:qualifications?|background|details|profile|credentials|record|summary)?|education\s*(?:&|and)\s*(?:training|qualifications?|certifications?)|qualifications?|academia|academics?)$/,
  ],
  [
    "skills",
    /^(?:(?:key|core|technical|professional|it|computer|software|relevant|functional|primary|additional|other|soft)\s+)*(?:skills?|skill\s*set|skillset|competencies|competences|expertise|proficiency|proficiencies|technologies|tools|strengths)(?:\s*(?:&|and)\s*(?:tools|technologies|abilities|expertise|competencies|knowledge))?$/,
  ],
  [
    "skills",
    /^(?:areas?\s+of\s+(?:expertise|excellence|strengths?|knowledge|speciali[sz]ation)|technical\s+(?:knowledge|summary)|it\s+knowledge|tools\s*(?:&|and)\s*technologies|hr\s+technology)$/,
  ],
  // "Summary of Skills", "Key Skills Acquired", "Skill Highlights", "Core Qualifications": a skills list
  // under another common name.
  [
    "skills",
    /^(?:(?:key|core|technical|professional|relevant)\s+)?(?:skills?\s+(?:summary|highlights|profile|acquired|inventory)|(?:summary|highlights)\s+of\s+skills)$|^(?:key|core)\s+qualifications$/,
  ],
  [
    "summary",
    /^(?:(?:professional|career|executive|personal|profile)\s+)?(?:summary|profile|objective|objectives|overview|synopsis)(?:\s+of\s+qualifications?)?$/,
  ],
  ["summary", /^(?:about me|career objective|summary of qualifications?|highlights|executive profile)$/],
  [
    "projects",
    /^(?:(?:academic|key|major|professional|personal)\s+)?projects?(?:\s+(?:undertaken|details|handled))?$/,
  ],
  [
    "certifications",
    /^(?:certifications?|certificates?|trainings?|courses|licen[cs]es)(?:\s*(?:&|and)\s*\w+)?$/,
  ],
  [
    "personal",
    /^(?:personal\s+(?:details|information|profile|data)|contact\s+(?:details|information)?|declaration|references?|hobbies|interests|languages(?:\s+known)?|links|additional\s+information|awards?|achievements?|honou?rs?(?:\s*(?:&|and)\s*awards?)?|publications?|activities|extra[- ]curricular\s+activities|co[- ]curricular\s+activities|volunteer(?:ing)?(?:\s+experience)?|strengths|accomplishments|(?:professional\s+)?(?:memberships?|affiliations?|associations)(?:\s*&\s*(?:memberships?|affiliations?|associations))?|(?:names?\s+(?:and|&)\s+address(?:es)?\s+of\s+(?:\d+\s+)?)?referees?)$/,
  ],
];

/** Headings of resumes written in Arabic or Hindi, whole ("الخبرة العملية", "कार्य अनुभव"). */
const HEADINGS_IN_ARABIC_AND_HINDI: ReadonlyMap<string, SectionKind> = new Map(
  (
    [
      [
        "experience",
        [
          "الخبرة العملية",
          "الخبرات العملية",
          "الخبرة المهنية",
          "الخبرات المهنية",
          "الخبرة الوظيفية",
          "الخبرات الوظيفية",
          "الخبرات",
          "الخبرة",
          "الخبرات السابقة",
          "سجل العمل",
          "التاريخ الوظيفي",
          "المسيرة المهنية",
          "कार्य अनुभव",
          "कार्यानुभव",
          "अनुभव",
          "व्यावसायिक अनुभव",
          "पेशेवर अनुभव",
          "रोज़गार इतिहास",
        ],
      ],
      [
        "education",
        [
          "التعليم",
          "المؤهلات العلمية",
          "المؤهل العلمي",
          "المؤهلات الأكاديمية",
          "التحصيل العلمي",
          "المؤهلات",
          "الشهادات العلمية",
          "शिक्षा",
          "शैक्षिक योग्यता",
          "शैक्षणिक योग्यता",
          "शैक्षिक विवरण",
          "योग्यता",
        ],
      ],
      [
        "skills",
        [
          "المهارات",
          "المهارات التقنية",
          "المهارات الفنية",
          "المهارات الأساسية",
          "المهارات الشخصية",
          "مهارات الحاسب الآلي",
          "مهارات الحاسوب",
          "कौशल",
          "तकनीकी कौशल",
          "मुख्य कौशल",
          "दक्षताएँ",
        ],
      ],
      [
        "summary",
        [
          "الملخص",
          "الملخص المهني",
          "نبذة عني",
          "نبذة مختصرة",
          "الهدف الوظيفي",
          "الهدف المهني",
          "सारांश",
          "पेशेवर सारांश",
          "उद्देश्य",
          "करियर उद्देश्य",
          "परिचय",
        ],
      ],
      ["projects", ["المشاريع", "المشروعات", "परियोजनाएँ", "परियोजनाएं"]],
      [
        "certifications",
        [
          "الشهادات",
          "الشهادات المهنية",
          "الدورات",
          "الدورات التدريبية",
          "التدريب",
          "प्रमाणपत्र",
          "प्रमाण पत्र",
          "प्रशिक्षण",
        ],
      ],
      [
        "personal",
        [
          "البيانات الشخصية",
          "المعلومات الشخصية",
          "معلومات الاتصال",
          "بيانات الاتصال",
          "اللغات",
          "الهوايات",
          "المراجع",
          "الجوائز",
          "व्यक्तिगत विवरण",
          "व्यक्तिगत जानकारी",
          "संपर्क",
          "भाषाएँ",
          "भाषाएं",
          "संदर्भ",
          "घोषणा",
        ],
      ],
    ] as const
  ).flatMap(([kind, headings]) => headings.map((heading) => [heading, kind] as const)),
);

/** The kind of section a line opens, or null when it is not a heading. */
export function headingKind(line: string): SectionKind | null {
  const text = line
    .trim()
    .replace(/^[\d.•*\-–\s]+/, "")
    .replace(/[:\-–\s]+$/, "")
    .replace(/\s+/g, " ")
    // Small capitals lose their first letter to a space in copying ("P ROFESSIONAL E XPERIENCE").
    .replace(/\b([A-Z]) (?=[A-Z]{2,}\b)/g, "$1");
  if (text.length < 4 || text.length > 50 || /[@|;]/.test(text)) return null;
  const inArabicOrHindi = HEADINGS_IN_ARABIC_AND_HINDI.get(text);
  if (inArabicOrHindi) return inArabicOrHindi;
  if (text.includes(",")) return listedSectionsKind(text);
  const words = text.split(" ");
  if (words.length > 6) return null;
  // Letter-spaced headings lose their shape in copying ("E xp er ie nc e", "S K I L L S").
  const tokens = text.split(" ");
  const spaced = tokens.length >= 3 && tokens.join("").length / tokens.length <= 2.5;
  const key = (spaced ? tokens.join("") : text).toLowerCase().replace(/\s*&\s*/g, " & ");
  // "Career Experience/Job History": either half names the section.
  for (const part of [key, ...key.split(/\s*\/\s*/)]) {
    for (const [kind, pattern] of HEADINGS) {
      if (pattern.test(part)) return kind;
    }
  }
  return /\s(?:&|and)\s/i.test(text) ? listedSectionsKind(text) : null;
}

/**
 * "Education, Certification, & Affiliation", "Key Competencies and Skills": a heading that lists
 * sections, when every part names one (a comma or an "and" otherwise joins a place or a field: "Pune,
 * Maharashtra", "Sales and Marketing"). It opens the experience section when it names one ("Sales
 * Achievements & Career History"), and otherwise the first part's.
 */
function listedSectionsKind(text: string): SectionKind | null {
  const parts = text.split(/\s*,\s*(?:(?:&|and)\s+)?|\s+(?:&|and)\s+/i);
  if (parts.length < 2) return null;
  const kinds = parts.map((part) => (/,|\s(?:&|and)\s/i.test(part) ? null : headingKind(part)));
  if (!kinds.every((kind) => kind !== null)) return null;
  return kinds.includes("experience") ? "experience" : (kinds[0] ?? null);
}

/**
 * A lower-case word after a long line that stops mid-sentence ("… before providing them" / "training")
 * is the end of that sentence, cut by a page flattened into one line, not a heading (lower-case
 * headings follow short lines: "website" / "education").
 */
function continuesSentence(lines: readonly string[], index: number): boolean {
  if (!/^\p{Ll}/u.test((lines[index] ?? "").trim())) return false;
  let previous = index - 1;
  while (previous >= 0 && (lines[previous] ?? "").trim() === "") previous -= 1;
  const before = (lines[previous] ?? "").trim();
  return before.length >= 40 && /\p{Ll}$/u.test(before);
}

/**
 * Labels that open a part of each job or project ("Achievements:", "Technologies:", "Tools:",
 * "Synopsis:"): written once per entry, they are no sections, and the entries stay in theirs.
 */
const ENTRY_LABEL =
  /^(?:key\s+)?(?:achievements?|accomplishments|responsibilities(?:\s*\/\s*achievements?)?|technolog(?:y|ies)(?:\s+used)?|tools(?:\s+used)?|environment|synopsis|projects?|project details)$/;

function labelKey(line: string): string {
  return line
    .trim()
    .toLowerCase()
    .replace(/[:\-–\s]+$/, "")
    .replace(/\s+/g, " ");
}

/** The entry labels a resume repeats: each is a label of its entries, not a heading. */
function repeatedEntryLabels(lines: readonly string[]): Set<string> {
  const seen = new Map<string, number>();
  for (const line of lines) {
    if (!/:\s*$/.test(line)) continue;
    const key = labelKey(line);
    if (key.length > 40 || !ENTRY_LABEL.test(key) || !headingKind(line)) continue;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, count]) => count >= 2).map(([key]) => key));
}

export function findSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [];
  const entryLabels = repeatedEntryLabels(lines);
  let current: Section = { kind: "header", heading: "", start: 0, end: lines.length };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const kind = headingKind(line);
    if (!kind || continuesSentence(lines, index)) continue;
    // Inside a section, a repeated entry label stays part of it; before any heading it is one.
    if (current.kind !== "header" && entryLabels.has(labelKey(line))) continue;
    // "Volunteer" under "Volunteer and Community Experience" is an entry's title, not a new section.
    if (current.kind !== "header" && kind !== current.kind && isWordOfHeading(line, current.heading))
      continue;
    // "Core Qualifications" / "Training & development": a heading-like line straight under a skills
    // heading is its list's first item or label.
    if (current.kind === "skills" && SKILLS_SUBHEADING.has(kind) && isBlank(lines, current.start, index))
      continue;
    current.end = index;
    sections.push(current);
    current = { kind, heading: line.trim(), start: index + 1, end: lines.length };
  }
  sections.push(current);
  return sections.filter((section) => section.end > section.start || section.kind !== "header");
}

/**
 * Kinds whose headings, straight under a skills heading, are a part of its list. Not "personal": a
 * two-column page puts "Personal Details" or "Languages" under "Personal Skills", and they are sections.
 */
const SKILLS_SUBHEADING: ReadonlySet<SectionKind> = new Set(["skills", "certifications", "projects"]);

/** Whether lines start to end (not included) hold nothing but blanks. */
export function isBlank(lines: readonly string[], start: number, end: number): boolean {
  return lines.slice(start, end).every((line) => line.trim() === "");
}

/** A one-word line that is one of the words of the heading above it. */
function isWordOfHeading(line: string, heading: string): boolean {
  const word = labelKey(line);
  return (
    /^\p{L}+$/u.test(word) &&
    labelKey(heading)
      .split(/[^\p{L}]+/u)
      .includes(word)
  );
}

export function linesOf(sections: readonly Section[], kind: SectionKind): number[] {
  const indexes: number[] = [];
  for (const section of sections) {
    if (section.kind !== kind) continue;
    for (let index = section.start; index < section.end; index += 1) indexes.push(index);
  }
  return indexes;
}
