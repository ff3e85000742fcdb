/**
 * The designed resume of Profile Highlighter and Career Booster (issue 28): an A4 PDF (PDFKit) made
 * from the seeker's default profile, in the page's language, in one of two templates. "classic" is one
 * column under a centred name, each section headed by a ruled line; "modern" has a coloured band on the
 * reading side (left, right on Arabic pages) with the contact details and skills, and a main column with
 * the summary, the jobs and the education. Headings are the page's words; values are the seeker's, in
 * whatever script they wrote them, each drawn in its own font and direction (features/pdf). Sections the
 * profile has nothing for are left out, and a heading never ends a page without its first entry.
 */
import { dateTimeFormat, type Language, nameIn, type ProfileDetail } from "@portal/domain";
import PDFDocument from "pdfkit";
import type { MessageKey } from "../../i18n/catalogue.ts";
import {
  type Direction,
  directionOfValue,
  drawLine,
  layOutLines,
  type TextStyle,
} from "../pdf/mixed-script-lines.server.ts";
import { pageDirection, registerPdfFonts } from "../pdf/pdf-fonts.server.ts";
import type { ResumeTemplate } from "./designed-resume.ts";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The file's name: ASCII for every browser (`filename`), the name as written for those that read
 * `filename*` (an Arabic or a Hindi name has no ASCII letters to keep).
 */
export function resumeDisposition(name: string, template: ResumeTemplate): string {
  const slug = (value: string) =>
    value
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "");
  const ascii = slug(name.normalize("NFKD").replace(/[^\x20-\x7e]/g, ""));
  const written = slug(name.normalize("NFC"));
  const file = (part: string) => ["resume", part, template].filter(Boolean).join("-");
  return `attachment; filename="${file(ascii)}.pdf"; filename*=UTF-8''${encodeURIComponent(`${file(written)}.pdf`)}`;
}

export interface DesignedResumeInput {
  profile: ProfileDetail;
  /** The account's own name and contact details, for a profile whose personal details were never saved. */
  account: { name: string; email: string; mobile: { diallingCode: string; number: string } | null };
  template: ResumeTemplate;
  language: Language;
  /** Formats the months of the jobs ("Mar 2021", "مارس 2021"). */
  locale: string;
  t: Translate;
}

/** What the resume says, in the page's language, before any template places it. */
export interface ResumeContent {
  name: string;
  headline: string | null;
  contact: string[];
  summary: string[];
  experience: Entry[];
  education: Entry[];
  skills: string[];
  itSkills: Array<{ name: string; detail: string | null }>;
}

interface Entry {
  title: string;
  organisation: string;
  period: string;
}

/** Lists inside a line are joined by a spaced dot: a separator without a direction of its own. */
const LIST_SEPARATOR = " · ";

export function resumeContent({
  profile,
  account,
  language,
  locale,
  t,
}: Omit<DesignedResumeInput, "template">): ResumeContent {
  const { personal, experience, preferences, employments, educations, skills, itSkills } = profile.data;
  const monthFormat = dateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
  const month = (value: string) => monthFormat.format(new Date(`${value}-01T00:00:00Z`));
  const duration = (years: number, months: number) => {
    const parts = [
      years > 0 ? t("store.resumePdf.years", { count: years }) : null,
      months > 0 ? t("store.resumePdf.months", { count: months }) : null,
    ];
    const [yearsText, monthsText] = parts;
    if (yearsText && monthsText)
      return t("store.resumePdf.yearsAndMonths", { years: yearsText, months: monthsText });
    return yearsText ?? monthsText;
  };
  const names = (list: "roles" | "industries", ids: readonly number[]) =>
    ids.map((id) => nameIn(list, id, language)).filter((name): name is string => Boolean(name));

  // The current job first, then the others from the latest.
  const jobs = [...employments].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.startDate.localeCompare(a.startDate),
  );
  const roles = names("roles", preferences?.roleIds ?? []);
  const industries = names("industries", preferences?.industryIds ?? []);
  const mobile = personal?.mobile ?? account.mobile;

  const summary: string[] = [];
  if (experience?.isFresher) summary.push(t("store.resumePdf.fresher"));
  else if (experience) {
    const total = duration(experience.years, experience.months);
    if (total) summary.push(t("store.resumePdf.totalExperience", { duration: total }));
  }
  if (roles.length > 0) summary.push(t("store.resumePdf.lookingFor", { roles: roles.join(LIST_SEPARATOR) }));
  if (industries.length > 0)
    summary.push(t("store.resumePdf.industries", { industries: industries.join(LIST_SEPARATOR) }));
  if (personal && personal.preferredLocations.length > 0)
    summary.push(t("store.resumePdf.openTo", { places: personal.preferredLocations.join(LIST_SEPARATOR) }));

  return {
    name: personal?.name || account.name,
    headline: jobs[0]?.designation ?? roles[0] ?? null,
    contact: [
      personal?.email || account.email,
      mobile ? `+${mobile.diallingCode} ${mobile.number}` : "",
      personal?.currentLocation ?? "",
    ].filter(Boolean),
    summary,
    experience: jobs.map((job) => ({
      title: job.designation,
      organisation: job.company,
      period: t("store.resumePdf.range", {
        start: month(job.startDate),
        end: job.isCurrent || !job.endDate ? t("store.resumePdf.present") : month(job.endDate),
      }),
    })),
    education: [...educations]
      .sort((a, b) => b.passingYear - a.passingYear)
      .map((education) => ({
        title: [
          nameIn("courses", education.courseId, language),
          nameIn("specializations", education.specialization, language) ?? education.specialization,
        ]
          .filter(Boolean)
          .join(" – "),
        organisation: education.institute,
        period: String(education.passingYear),
      })),
    skills,
    itSkills: itSkills.map((skill) => ({
      name: [skill.name, skill.version].filter(Boolean).join(" "),
      detail:
        [
          duration(skill.experienceYears, skill.experienceMonths),
          skill.lastUsed ? t("store.resumePdf.lastUsed", { year: String(skill.lastUsed) }) : null,
        ]
          .filter(Boolean)
          .join(LIST_SEPARATOR) || null,
    })),
  };
}

// Drawing: blocks of text, rules and gaps, flowed down a column from page to page.

type Align = "start" | "center";

type Block =
  | {
      kind: "text";
      value: string;
      style: TextStyle;
      /** "own" for a value standing alone (a name, a company), "page" for the page's own sentences. */
      direction: "own" | "page";
      align?: Align;
    }
  | { kind: "rule"; color: string; thickness: number; length?: number }
  | { kind: "gap"; height: number };

const LINE_HEIGHT = 1.5;
/** From a line's top to its baseline: room for Devanagari's marks above the headline. */
const ASCENT = 1.12;

/** One column's place on the pages, and how far down it has come. */
class Flow {
  page: number;
  y: number;
  private readonly doc: PDFKit.PDFDocument;
  private readonly layout: { x: number; width: number; top: number; bottom: number };
  private readonly pageDirection: Direction;

  constructor(
    doc: PDFKit.PDFDocument,
    layout: { x: number; width: number; top: number; bottom: number },
    pageDirection: Direction,
  ) {
    this.doc = doc;
    this.layout = layout;
    this.pageDirection = pageDirection;
    this.page = doc.bufferedPageRange().start;
    this.y = layout.top;
  }

  private directionOf(block: Extract<Block, { kind: "text" }>): Direction {
    return block.direction === "own"
      ? (directionOfValue(block.value) ?? this.pageDirection)
      : this.pageDirection;
  }

  private linesOf(block: Extract<Block, { kind: "text" }>) {
    return layOutLines(this.doc, block.value, block.style, this.layout.width, this.directionOf(block));
  }

  height(blocks: readonly Block[]): number {
    let height = 0;
    for (const block of blocks) {
      if (block.kind === "gap") height += block.height;
      else if (block.kind === "rule") height += block.thickness;
      else height += this.linesOf(block).length * block.style.size * LINE_HEIGHT;
    }
    return height;
  }

  /** Moves to the next page unless `height` still fits on this one (or nothing is on it yet). */
  keep(height: number): void {
    if (this.y + height <= this.layout.bottom || this.y <= this.layout.top) return;
    this.page += 1;
    if (this.page >= this.doc.bufferedPageRange().count) this.doc.addPage();
    else this.doc.switchToPage(this.page);
    this.y = this.layout.top;
  }

  draw(blocks: readonly Block[]): void {
    const { doc, layout } = this;
    for (const block of blocks) {
      if (block.kind === "gap") {
        this.y += block.height;
        continue;
      }
      if (block.kind === "rule") {
        this.keep(block.thickness);
        doc.switchToPage(this.page);
        const length = block.length ?? layout.width;
        const x = this.pageDirection === "rtl" ? layout.x + layout.width - length : layout.x;
        doc.rect(x, this.y, length, block.thickness).fill(block.color);
        this.y += block.thickness;
        continue;
      }
      const lineHeight = block.style.size * LINE_HEIGHT;
      const align =
        block.align === "center" ? "center" : this.pageDirection === "rtl" ? ("right" as const) : "left";
      for (const line of this.linesOf(block)) {
        this.keep(lineHeight);
        doc.switchToPage(this.page);
        drawLine(doc, line, {
          x: layout.x,
          width: layout.width,
          baseline: this.y + block.style.size * ASCENT,
          align,
        });
        this.y += lineHeight;
      }
    }
  }

  /** A section: its heading kept with its first entry, each entry kept whole when it fits a page. */
  section(heading: readonly Block[], entries: ReadonlyArray<readonly Block[]>): void {
    const [first] = entries;
    if (!first) return;
    this.keep(this.height(heading) + this.height(first));
    this.draw(heading);
    for (const entry of entries) {
      this.keep(this.height(entry));
      this.draw(entry);
    }
  }
}

interface Palette {
  ink: string;
  muted: string;
  accent: string;
  rule: string;
}

const text = (value: string, style: TextStyle, direction: "own" | "page" = "page", align?: Align): Block => ({
  kind: "text",
  value,
  style,
  direction,
  ...(align ? { align } : {}),
});
const gap = (height: number): Block => ({ kind: "gap", height });

/** The blocks of a job or a course: what, where, when. */
function entryBlocks(entry: Entry, colors: Palette, after = 8): Block[] {
  return [
    text(entry.title, { size: 10.5, isBold: true, color: colors.ink }, "own"),
    text(entry.organisation, { size: 10, color: colors.ink }, "own"),
    text(entry.period, { size: 9, color: colors.muted }),
    gap(after),
  ];
}

function headingBlocks(title: string, colors: Palette, size: number): Block[] {
  return [
    text(title, { size, isBold: true, color: colors.accent }),
    gap(1),
    { kind: "rule", color: colors.rule, thickness: 0.6 },
    gap(6),
  ];
}

const CLASSIC: Palette = { ink: "#1f1f24", muted: "#55525f", accent: "#1f1f24", rule: "#8a8794" };
const MODERN_MAIN: Palette = { ink: "#1f1f24", muted: "#55525f", accent: "#1e3a5f", rule: "#b9c3d0" };
const MODERN_BAND: Palette = { ink: "#ffffff", muted: "#c9d6e6", accent: "#ffffff", rule: "#7f99b8" };
const BAND_COLOR = "#1e3a5f";
const BAND_WIDTH = 180;

function drawClassic(doc: PDFKit.PDFDocument, content: ResumeContent, t: Translate, direction: Direction) {
  const margin = 56;
  const flow = new Flow(
    doc,
    { x: margin, width: doc.page.width - 2 * margin, top: margin, bottom: doc.page.height - margin },
    direction,
  );
  const colors = CLASSIC;
  flow.draw([
    text(content.name, { size: 22, isBold: true, color: colors.ink }, "own", "center"),
    ...(content.headline ? [text(content.headline, { size: 12, color: colors.muted }, "own", "center")] : []),
    ...(content.contact.length > 0
      ? [
          gap(2),
          text(content.contact.join(LIST_SEPARATOR), { size: 9.5, color: colors.muted }, "page", "center"),
        ]
      : []),
    gap(8),
    { kind: "rule", color: colors.ink, thickness: 1.2 },
    gap(14),
  ]);
  const heading = (key: MessageKey) => [gap(6), ...headingBlocks(t(key), colors, 11.5)];
  flow.section(
    heading("store.resumePdf.summary"),
    content.summary.map((line) => [text(line, { size: 10, color: colors.ink }), gap(2)]),
  );
  flow.section(
    heading("store.resumePdf.experience"),
    content.experience.map((entry) => entryBlocks(entry, colors)),
  );
  flow.section(
    heading("store.resumePdf.education"),
    content.education.map((entry) => entryBlocks(entry, colors)),
  );
  flow.section(
    heading("store.resumePdf.skills"),
    content.skills.length > 0
      ? [[text(content.skills.join(LIST_SEPARATOR), { size: 10, color: colors.ink }), gap(4)]]
      : [],
  );
  flow.section(
    heading("store.resumePdf.itSkills"),
    content.itSkills.map((skill) => [
      text(skill.name, { size: 10, isBold: true, color: colors.ink }, "own"),
      ...(skill.detail ? [text(skill.detail, { size: 9, color: colors.muted })] : []),
      gap(4),
    ]),
  );
}

function drawModern(doc: PDFKit.PDFDocument, content: ResumeContent, t: Translate, direction: Direction) {
  const { width, height } = doc.page;
  const isRtl = direction === "rtl";
  const bandX = isRtl ? width - BAND_WIDTH : 0;
  const paintBand = () => doc.save().rect(bandX, 0, BAND_WIDTH, height).fill(BAND_COLOR).restore();
  // Every page carries the band, whichever column runs onto it.
  paintBand();
  doc.on("pageAdded", paintBand);

  const top = 48;
  const bottom = height - 48;
  const band = new Flow(doc, { x: bandX + 20, width: BAND_WIDTH - 40, top, bottom }, direction);
  const mainWidth = width - BAND_WIDTH - 28 - 40;
  const main = new Flow(doc, { x: isRtl ? 40 : BAND_WIDTH + 28, width: mainWidth, top, bottom }, direction);

  const bandHeading = (key: MessageKey) => [gap(4), ...headingBlocks(t(key), MODERN_BAND, 10.5)];
  const bandText = { size: 9.5, color: MODERN_BAND.ink };
  band.section(
    bandHeading("store.resumePdf.contact"),
    content.contact.map((value) => [text(value, bandText, "own"), gap(3)]),
  );
  band.draw([gap(10)]);
  band.section(
    bandHeading("store.resumePdf.skills"),
    content.skills.map((skill) => [text(skill, bandText, "own"), gap(2)]),
  );
  band.draw([gap(10)]);
  band.section(
    bandHeading("store.resumePdf.itSkills"),
    content.itSkills.map((skill) => [
      text(skill.name, { ...bandText, isBold: true }, "own"),
      ...(skill.detail ? [text(skill.detail, { size: 8.5, color: MODERN_BAND.muted })] : []),
      gap(4),
    ]),
  );

  // The main column has its own place on the pages (from the first), beside the band drawn above.
  const colors = MODERN_MAIN;
  main.draw([
    text(content.name, { size: 24, isBold: true, color: colors.accent }, "own"),
    ...(content.headline ? [text(content.headline, { size: 12.5, color: colors.muted }, "own")] : []),
    gap(6),
    { kind: "rule", color: colors.accent, thickness: 2.5, length: 48 },
    gap(16),
  ]);
  const heading = (key: MessageKey) => [gap(6), ...headingBlocks(t(key), colors, 12)];
  main.section(
    heading("store.resumePdf.summary"),
    content.summary.map((line) => [text(line, { size: 10, color: colors.ink }), gap(2)]),
  );
  main.section(
    heading("store.resumePdf.experience"),
    content.experience.map((entry) => entryBlocks(entry, colors)),
  );
  main.section(
    heading("store.resumePdf.education"),
    content.education.map((entry) => entryBlocks(entry, colors)),
  );
}

export function designedResumePdf(input: DesignedResumeInput): Promise<Buffer> {
  const content = resumeContent(input);
  const { isRtl } = pageDirection(input.language);
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    // Two columns fill their pages independently: the band may run on after the main column, or before.
    bufferPages: true,
    lang: input.language,
    displayTitle: true,
    info: { Title: input.t("store.resumePdf.title", { name: content.name }), Author: content.name },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const direction: Direction = isRtl ? "rtl" : "ltr";
  if (input.template === "modern") drawModern(doc, content, input.t, direction);
  else drawClassic(doc, content, input.t, direction);
  doc.end();
  return done;
}
