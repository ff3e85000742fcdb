/**
 * Brings the text of any resume to one shape before the field rules read it: one logical line per
 * line, blank lines between blocks. Text copied out of PDFs and old exports often arrives as one long
 * line whose layout survives only as runs of spaces, or with bytes written as "\xe2\x80\xa2".
 */

const ESCAPED_BYTES = /(?:\\x[0-9a-fA-F]{2})+/g;

/** "\xe2\x80\xa2" written out as characters becomes "•" again (when the bytes are valid UTF-8). */
function decodeEscapedBytes(text: string): string {
  if ((text.match(/\\x[0-9a-fA-F]{2}/g) ?? []).length < 3) return text;
  return text.replace(ESCAPED_BYTES, (run, at: number) => {
    const bytes = Uint8Array.from(run.match(/[0-9a-fA-F]{2}/g) ?? [], (hex) => Number.parseInt(hex, 16));
    try {
      const decoded = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      // Letters and quotation marks stay where they are ("R\xc3\xa9sum\xc3\xa9", "\xe2\x80\x9cBridges");
      // bullets and dashes stand apart, by one space, never two (two would split the line).
      if (/^[\p{L}\p{M}\p{Pi}\p{Pf}'"]+$/u.test(decoded)) return decoded;
      const before = /\s/.test(text[at - 1] ?? " ") ? "" : " ";
      const after = /\s/.test(text[at + run.length] ?? " ") ? "" : " ";
      return `${before}${decoded}${after}`;
    } catch {
      return " ";
    }
  });
}

/** A line this long that still carries runs of spaces is a flattened page, not a paragraph. */
const FLATTENED_LINE_LENGTH = 80;

const MONTH_NAME = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
const ENDS_WITH_DATE = new RegExp(
  `(?:^|[\\s(])(?:${MONTH_NAME}[\\s,]*|\\d{1,2}[/.])?(?:19|20)\\d{2}\\s*[-–]?$`,
  "i",
);
const STARTS_WITH_DATE = new RegExp(
  `^(?:(?:${MONTH_NAME}[\\s,]*|\\d{1,2}[/.])?(?:19|20)\\d{2}|present|current|now|till date|to date)\\b`,
  "i",
);

function unflatten(line: string): string[] {
  if (line.length < FLATTENED_LINE_LENGTH || (line.match(/\S {2,}(?=\S)/g) ?? []).length < 2) return [line];
  // Four or more spaces stood for a paragraph break, two or three for a line break.
  const parts = line
    .split(/ {4,}/)
    .flatMap((block, index) => [...(index > 0 ? [""] : []), ...block.split(/ {2,3}/)])
    .map((part) => part.trim());
  // The dash of a date range is often what the flattening lost: "Jan 2007  Mar 2008" is one range.
  const joined: string[] = [];
  for (const part of parts) {
    const previous = joined.at(-1);
    if (previous && ENDS_WITH_DATE.test(previous) && STARTS_WITH_DATE.test(part))
      // "Summer 1998-" / "2000" kept its dash but lost what followed it.
      joined[joined.length - 1] = /[-–]$/.test(previous) ? `${previous} ${part}` : `${previous} - ${part}`;
    else joined.push(part);
  }
  return joined;
}

const HTML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * No word, e-mail address or link is longer: a longer run of characters without a space (an embedded
 * image's base64, a hostile file) is broken into pieces this long. Patterns that look for a word's end
 * ("\S+@") would otherwise try every start in the run and take time growing with its square.
 */
const LONGEST_RUN = 256;

/**
 * One bullet for all: "➢", "▪", "✓", "❑", a Word bullet in the Symbol or Wingdings font (its private-use
 * code: U+F0A7 square, U+F0D8 arrow…), and "?" where a PDF's font lacked the glyph, followed by text or
 * alone.
 */
const BULLETS = "[➢➤►▶▪▫●◦○■□❑❒☐✓✔❖◆♦⚫⦿∙·*•\\uF020-\\uF0FF]";
const BULLET_GLYPH = new RegExp(`^(?:${BULLETS}|\\?(?=\\s))\\s*(?=\\S)|^${BULLETS}$`, "u");

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is found here
const BULLET_LEFT_BY_A_FONT = /(^|\s)[\u0001-\u0008\u000E-\u001F\u0080-\u009F](?=\s|$)/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL_CHARACTER = /[\u0001-\u0008\u000B\u000E-\u001F\u007F-\u009F]/g;

/** The first code point of each run of ten digits: Arabic-Indic, Eastern Arabic-Indic, Devanagari. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966];

function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0) ?? 0;
  const zero = DIGIT_ZEROS.find((first) => code >= first && code <= first + 9) ?? code;
  return String(code - zero);
}

export function normaliseLayout(raw: string): string[] {
  // One form of each letter: composed ("é" as one character), and Devanagari's letters with a nukta as
  // the letter and its dot ("फ़", as NFC has them), the form the Hindi words the rules know are written in.
  let text = decodeEscapedBytes(raw)
    .normalize("NFC")
    // Zero-width characters are nothing to read. A control character standing apart is what is left
    // of a symbol font's bullet (U+0001, U+0083); inside a word it is noise.
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")
    // Arabic and Devanagari digits are read as the digits they are ("٢٠١٩", "२०१९": 2019).
    .replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/g, asciiDigit)
    .replace(BULLET_LEFT_BY_A_FONT, "$1•")
    .replace(CONTROL_CHARACTER, "")
    .replace(new RegExp(`\\S{${LONGEST_RUN}}(?=\\S)`, "g"), "$& ")
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => HTML_ENTITIES[name] ?? " ")
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, "  ")
    .trim();
  // A whole file wrapped in quotes (a CSV export) keeps its doubled inner quotes.
  if (text.startsWith('"') && !text.slice(1, 40).includes('"')) {
    text = text.slice(1).replace(/"$/, "").replace(/""/g, '"');
  }
  const lines: string[] = [];
  // A bullet left alone on its line (a flattened page set it off from its text by a run of spaces).
  let pendingBullet = false;
  for (const line of text.split("\n")) {
    for (const part of unflatten(line.replace(/\s+$/, ""))) {
      let tidy = part
        .replace(/[ \u00A0]{2,}/g, "  ")
        .replace(/^[\s]+/, "")
        .replace(BULLET_GLYPH, "• ")
        .trimEnd();
      if (tidy === "•" || tidy === "?") {
        pendingBullet = true;
        continue;
      }
      if (pendingBullet && tidy !== "") {
        if (!tidy.startsWith("• ")) tidy = `• ${tidy}`;
        pendingBullet = false;
      }
      if (tidy === "" && (lines.at(-1) === "" || pendingBullet)) continue;
      lines.push(tidy);
    }
  }
  while (lines[0] === "") lines.shift();
  while (lines.at(-1) === "") lines.pop();
  return lines;
}
