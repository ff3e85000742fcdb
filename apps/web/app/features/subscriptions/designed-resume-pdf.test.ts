import { emptyProfileData, type Language, type ProfileDetail } from "@portal/domain";
import { extractText, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { messagesFor } from "../../i18n/catalogues.server.ts";
import { createTranslator } from "../../i18n/translate.ts";
import { RESUME_TEMPLATES, type ResumeTemplate, resumeTemplateOf } from "./designed-resume.ts";
import { designedResumePdf, resumeDisposition } from "./designed-resume-pdf.server.ts";

const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN", ar: "ar-AE" };

/** Each language's seeker writes in their own script; their first job is in the page's script too. */
const SEEKERS: Record<Language, { name: string; designation: string; company: string }> = {
  en: { name: "Kavya Nair", designation: "Senior Software Engineer", company: "Acme Technologies" },
  hi: { name: "कविता शर्मा", designation: "वरिष्ठ सॉफ़्टवेयर इंजीनियर", company: "Acme Technologies" },
  ar: { name: "فيصل الحربي", designation: "مهندس برمجيات أول", company: "شركة النور للتقنية" },
};

function sampleProfile(language: Language, extraJobs = 0): ProfileDetail {
  const seeker = SEEKERS[language];
  const data = emptyProfileData();
  data.personal = {
    name: seeker.name,
    email: "seeker@example.com",
    mobile: { diallingCode: "91", number: "9876543210" },
    currentLocation: "Bengaluru",
    preferredLocations: ["Dubai", "Pune"],
    dateOfBirth: null,
    gender: null,
    differentlyAbled: null,
  };
  data.experience = { isFresher: false, years: 8, months: 4 };
  data.preferences = { functionIds: [], roleIds: [2201], industryIds: [], jobTypes: [] };
  data.employments = [
    {
      id: "job-2",
      designation: "Software Engineer",
      company: "Globex",
      startDate: "2016-07",
      endDate: "2020-02",
      isCurrent: false,
      noticePeriod: null,
      lastWorkingDay: null,
    },
    {
      id: "job-1",
      designation: seeker.designation,
      company: seeker.company,
      startDate: "2020-03",
      endDate: null,
      isCurrent: true,
      noticePeriod: "30-days",
      lastWorkingDay: null,
    },
    ...Array.from({ length: extraJobs }, (_, index) => ({
      id: `old-${index}`,
      designation: `Analyst ${index + 1}`,
      company: `Company ${index + 1}`,
      startDate: "2010-01",
      endDate: "2011-06",
      isCurrent: false,
      noticePeriod: null,
      lastWorkingDay: null,
    })),
  ];
  data.educations = [
    {
      id: "course-1",
      courseId: 5,
      specialization: "Chemical",
      institute: "University of Delhi",
      board: "university",
      medium: "english",
      percentageBand: null,
      passingYear: 2016,
      educationType: "full-time",
    },
  ];
  data.skills = ["Java", "PostgreSQL", "TypeScript"];
  // No IT skills: their section must be left out.
  return {
    id: "profile-1",
    name: "Main",
    isDefault: true,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    data,
    groupUpdatedAt: {},
    resumeId: null,
  };
}

function render(language: Language, template: ResumeTemplate, profile = sampleProfile(language)) {
  const translate = createTranslator(messagesFor(language), LOCALES[language]);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(key, params);
  return {
    t,
    pdf: designedResumePdf({
      profile,
      account: { name: "Account Name", email: "account@example.com", mobile: null },
      template,
      language,
      locale: LOCALES[language],
      t,
    }),
  };
}

async function pagesOf(pdf: Buffer): Promise<string[][]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text.map((page) => page.split("\n"));
}

// Arabic and Devanagari come back from a PDF in the order of the glyphs drawn, not the letters typed:
// Devanagari's vowel signs and Arabic's shared letter shapes (ب, ت and ن are one shape with dots, and
// the dots are glyphs of their own, read back as stray characters). A line is therefore compared by
// the letters of the page's script it holds, counted, in their dotless shape: strict enough to tell
// any two of our headings or names apart, blind to the order in which the glyphs were placed.
const DOTLESS: Record<string, string> = Object.fromEntries(
  [
    ["بتثنيىئ", "ٮ"],
    ["جحخ", "ح"],
    ["دذ", "د"],
    ["رز", "ر"],
    ["سش", "س"],
    ["صض", "ص"],
    ["طظ", "ط"],
    ["عغ", "ع"],
    ["فق", "ف"],
    ["ةه", "ه"],
  ].flatMap(([letters = "", shape = ""]) => [...letters].map((letter) => [letter, shape])),
);
const SCRIPT: Record<Exclude<Language, "en">, RegExp> = {
  hi: /\p{Script=Devanagari}/u,
  ar: /\p{Script=Arabic}/u,
};

function lineKey(language: Language, line: string): string {
  if (language === "en") return line.trim();
  return [...line.normalize("NFD")]
    .filter((character) => SCRIPT[language].test(character) && /\p{L}/u.test(character))
    .map((character) => DOTLESS[character] ?? character)
    .sort()
    .join("");
}

/** Whether a line of the page says exactly `wanted` (a heading, a name, a title). */
function hasLine(language: Language, lines: readonly string[], wanted: string): boolean {
  const key = lineKey(language, wanted);
  return lines.some((line) => lineKey(language, line) === key);
}

function lineIndex(language: Language, lines: readonly string[], wanted: string): number {
  const key = lineKey(language, wanted);
  return lines.findIndex((line) => lineKey(language, line) === key);
}

describe.each(["en", "hi", "ar"] as const)("the designed resume in %s", (language) => {
  const seeker = SEEKERS[language];

  it.each(RESUME_TEMPLATES)(
    "%s: the name, the page's headings, the jobs; no empty section",
    async (template) => {
      const { pdf, t } = render(language, template);
      const bytes = await pdf;
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      const pages = await pagesOf(bytes);
      expect(pages).toHaveLength(1);
      const lines = pages.flat();

      expect(hasLine(language, lines, seeker.name)).toBe(true);
      for (const key of [
        "store.resumePdf.summary",
        "store.resumePdf.experience",
        "store.resumePdf.education",
        "store.resumePdf.skills",
      ] as const)
        expect(hasLine(language, lines, t(key)), key).toBe(true);
      expect(hasLine(language, lines, seeker.designation)).toBe(true);
      // A Latin company on any page; Arabic's own on the Arabic one.
      expect(hasLine(language === "ar" ? "ar" : "en", lines, seeker.company)).toBe(true);
      expect(lines.some((line) => line.includes("Globex"))).toBe(true);
      expect(lines.some((line) => line.includes("seeker@example.com"))).toBe(true);
      expect(hasLine(language, lines, t("store.resumePdf.itSkills"))).toBe(false);

      const { info } = await getMeta(new Uint8Array(bytes));
      expect(info.Title).toBe(t("store.resumePdf.title", { name: seeker.name }));
      expect(info.Author).toBe(seeker.name);
    },
  );

  it("classic and modern place the same profile differently", async () => {
    const classic = (await pagesOf(await render(language, "classic").pdf)).flat();
    const { pdf, t } = render(language, "modern");
    const modern = (await pagesOf(await pdf)).flat();
    // Modern's band has its own contact heading and comes first; classic lists skills after the jobs.
    expect(hasLine(language, modern, t("store.resumePdf.contact"))).toBe(true);
    expect(hasLine(language, classic, t("store.resumePdf.contact"))).toBe(false);
    const skills = t("store.resumePdf.skills");
    const experience = t("store.resumePdf.experience");
    expect(lineIndex(language, modern, skills)).toBeLessThan(lineIndex(language, modern, experience));
    expect(lineIndex(language, classic, skills)).toBeGreaterThan(lineIndex(language, classic, experience));
  });
});

describe("a long designed resume", () => {
  it.each(RESUME_TEMPLATES)("%s: runs onto more pages, and no page ends with a heading", async (template) => {
    const { pdf, t } = render("en", template, sampleProfile("en", 40));
    const pages = await pagesOf(await pdf);
    expect(pages.length).toBeGreaterThan(1);
    const headings = new Set(
      (
        [
          "store.resumePdf.contact",
          "store.resumePdf.summary",
          "store.resumePdf.experience",
          "store.resumePdf.education",
          "store.resumePdf.skills",
        ] as const
      ).map((key) => t(key)),
    );
    for (const lines of pages) {
      const last = lines.filter((line) => line.trim()).at(-1) ?? "";
      expect(headings.has(last.trim()), last).toBe(false);
    }
    expect(pages.flat()).toContain("Analyst 40");
  });
});

describe("the designed resume's template and file name", () => {
  it("takes modern or classic; anything else is classic", () => {
    expect(resumeTemplateOf("modern")).toBe("modern");
    expect(resumeTemplateOf("classic")).toBe("classic");
    expect(resumeTemplateOf("fancy")).toBe("classic");
    expect(resumeTemplateOf(null)).toBe("classic");
  });

  it("names the file after the seeker, in ASCII and as written", () => {
    expect(resumeDisposition("Kavya Nair", "classic")).toBe(
      `attachment; filename="resume-kavya-nair-classic.pdf"; filename*=UTF-8''resume-kavya-nair-classic.pdf`,
    );
    expect(resumeDisposition("José Núñez", "modern")).toContain('filename="resume-jose-nunez-modern.pdf"');
    const arabic = resumeDisposition("فيصل الحربي", "modern");
    expect(arabic).toContain('filename="resume-modern.pdf"');
    expect(decodeURIComponent(arabic.split("UTF-8''")[1] ?? "")).toBe("resume-فيصل-الحربي-modern.pdf");
  });
});
