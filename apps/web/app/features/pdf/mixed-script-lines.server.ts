/**
 * Lines of text that may mix scripts and directions, for PDFKit, which does neither font fallback nor
 * bidirectional reordering. A value is cut into words; each word gets the font of its script and a
 * direction (Arabic letters right to left, other letters and all digits left to right, punctuation and
 * symbols the line's own direction). Lines are filled word by word in reading order, then each line's
 * words are placed: runs of one direction keep their inner order, and the runs follow the line's
 * direction (an Arabic line's first run at the right). That is the part of the Unicode bidi algorithm
 * a resume's short values need: an Arabic heading with a Latin company name, a month and a year, an
 * e-mail address on an Arabic page.
 */
import { featuresOf, fontName, type PdfFontName, type PdfScript, scriptOf } from "./pdf-fonts.server.ts";

export type Direction = "ltr" | "rtl";

export interface TextStyle {
  size: number;
  isBold?: boolean;
  color?: string;
}

interface Word {
  text: string;
  font: PdfFontName;
  features: PDFKit.Mixins.OpenTypeFeatures[];
  /** Null for punctuation and symbols: they take the line's direction. */
  direction: Direction | null;
  width: number;
}

export interface LaidLine {
  words: readonly Word[];
  direction: Direction;
  size: number;
  color: string | undefined;
}

// Arabic letters, without the Arabic-Indic digits and number separators (U+0660–066D, U+06F0–06F9).
const ARABIC_LETTER =
  /[\u0600-\u065F\u066E-\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const STRONG_LTR = /[\p{L}\p{Nd}]/u;
// Directional marks (a date formatted for Arabic carries U+200F) have no glyph in our fonts, and the
// placement below does their work.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

function directionOfWord(word: string): Direction | null {
  if (ARABIC_LETTER.test(word)) return "rtl";
  return STRONG_LTR.test(word) ? "ltr" : null;
}

/** The direction of a value written on its own: that of its first letter or digit (as `dir="auto"`). */
export function directionOfValue(value: string): Direction | null {
  for (const word of value.split(/\s+/)) {
    const direction = directionOfWord(word);
    if (direction) return direction;
  }
  return null;
}

function measure(doc: PDFKit.PDFDocument, text: string, font: PdfFontName, size: number): number {
  const script = font.replace("Bold", "") as PdfScript;
  return doc
    .font(font)
    .fontSize(size)
    .widthOfString(text, { features: featuresOf(script) });
}

function wordOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle): Word {
  const script = scriptOf(text);
  const font = fontName(script, style.isBold);
  const direction = directionOfWord(text);
  // Only Arabic letters are shaped right to left; Arabic-Indic digits in the Arabic font stay in order.
  const features = direction === "rtl" ? featuresOf(script) : [];
  return { text, font, features, direction, width: measure(doc, text, font, style.size) };
}

/** A word wider than the line (a long e-mail address in a narrow column) in pieces that fit. */
function splitWide(doc: PDFKit.PDFDocument, word: Word, width: number, style: TextStyle): Word[] {
  if (word.width <= width || word.direction === "rtl") return [word];
  const pieces: Word[] = [];
  let piece = "";
  for (const character of word.text) {
    const longer = piece + character;
    if (piece && measure(doc, longer, word.font, style.size) > width) {
      pieces.push(wordOf(doc, piece, style));
      piece = character;
    } else piece = longer;
  }
  if (piece) pieces.push(wordOf(doc, piece, style));
  return pieces;
}

function spaceWidth(doc: PDFKit.PDFDocument, style: TextStyle): number {
  return measure(doc, " ", fontName("latin", style.isBold), style.size);
}

/**
 * `value` in lines at most `width` wide. `direction` is the line's own direction: the page's for the
 * page's sentences, a value's own (`directionOfValue`) for a name or a title standing alone.
 */
export function layOutLines(
  doc: PDFKit.PDFDocument,
  value: string,
  style: TextStyle,
  width: number,
  direction: Direction,
): LaidLine[] {
  const words = value
    .replace(BIDI_CONTROLS, "")
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((text) => splitWide(doc, wordOf(doc, text, style), width, style));
  const space = spaceWidth(doc, style);
  const lines: LaidLine[] = [];
  let current: Word[] = [];
  let used = 0;
  for (const word of words) {
    const needed = current.length === 0 ? word.width : used + space + word.width;
    if (current.length > 0 && needed > width) {
      lines.push({ words: current, direction, size: style.size, color: style.color });
      current = [word];
      used = word.width;
    } else {
      current.push(word);
      used = needed;
    }
  }
  if (current.length > 0) lines.push({ words: current, direction, size: style.size, color: style.color });
  return lines;
}

/** A stretch of one font and one direction, drawn as one text object (so it reads as one when copied). */
interface Run {
  text: string;
  font: PdfFontName;
  features: PDFKit.Mixins.OpenTypeFeatures[];
  width: number;
}

/** The line's runs from left to right, as they are to be seen. */
function visualRuns(doc: PDFKit.PDFDocument, line: LaidLine): Run[] {
  const groups: Word[][] = [];
  let previous: Direction | null = null;
  for (const word of line.words) {
    const direction = word.direction ?? line.direction;
    if (direction !== previous) groups.push([]);
    groups.at(-1)?.push(word);
    previous = direction;
  }
  const directionOf = (group: Word[]) => group[0]?.direction ?? line.direction;
  const ordered = line.direction === "rtl" ? [...groups].reverse() : groups;
  const runs: Run[] = [];
  for (const group of ordered) {
    const isRtl = directionOf(group) === "rtl";
    // Words of one font next to each other make one run; a right-to-left run is written in reading
    // order and "rtla" lays it out, so its pieces are placed from the right.
    const pieces: Word[][] = [];
    for (const word of group) {
      const last = pieces.at(-1);
      if (last && last[0]?.font === word.font && last[0]?.features.length === word.features.length)
        last.push(word);
      else pieces.push([word]);
    }
    for (const piece of isRtl ? pieces.reverse() : pieces) {
      const first = piece[0];
      if (!first) continue;
      const text = piece.map((word) => word.text).join(" ");
      runs.push({
        text,
        font: first.font,
        features: first.features,
        width: measure(doc, text, first.font, line.size),
      });
    }
  }
  return runs;
}

/**
 * Draws a line inside [x, x + width] with its baseline at `baseline`: at the left, the right or the
 * middle, each run where the line's order puts it.
 */
export function drawLine(
  doc: PDFKit.PDFDocument,
  line: LaidLine,
  options: { x: number; width: number; baseline: number; align: "left" | "right" | "center" },
): void {
  const runs = visualRuns(doc, line);
  const space = spaceWidth(doc, { size: line.size });
  const total = runs.reduce((sum, run) => sum + run.width, 0) + space * Math.max(0, runs.length - 1);
  let x =
    options.align === "left"
      ? options.x
      : options.align === "right"
        ? options.x + options.width - total
        : options.x + (options.width - total) / 2;
  doc.fillColor(line.color ?? "black");
  for (const run of runs) {
    doc.font(run.font).fontSize(line.size).text(run.text, x, options.baseline, {
      lineBreak: false,
      baseline: "alphabetic",
      features: run.features,
    });
    x += run.width + space;
  }
}
