/**
 * Plain text out of each accepted format. These functions parse untrusted files with third-party
 * parsers, so they run only inside the extraction worker (extraction-pool.ts), never on the request's
 * event loop. Every format ends as lines separated by "\n", with blank lines where the layout had a
 * gap, so the field rules read all formats alike.
 */
import { Readable } from "node:stream";
import type { ResumeExtension } from "@portal/domain";
import mammoth from "mammoth";
import { Tokenize } from "rtf-stream-parser";
import { ToPlainText } from "rtf-stream-parser/dist/src/ToPlainText.js";
import { getDocumentProxy } from "unpdf";
import WordExtractor from "word-extractor";
import { decodeCodePage } from "./code-pages.ts";
import { decodeResumeText } from "./file-check.ts";

export class UnreadableResumeError extends Error {
  override readonly name = "UnreadableResumeError";
}

export async function extractResumeText(bytes: Uint8Array, extension: ResumeExtension): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let text: string;
  try {
    switch (extension) {
      case "pdf":
        text = await pdfText(buffer);
        break;
      case "docx":
        // mammoth ends every paragraph with a blank line; an empty paragraph is what a blank line was.
        text = (await mammoth.extractRawText({ buffer })).value.replace(/\n\n/g, "\n");
        break;
      case "doc":
        text = (await new WordExtractor().extract(buffer)).getBody();
        break;
      case "rtf":
        text = await rtfText(buffer);
        break;
      case "txt": {
        const decoded = decodeResumeText(buffer);
        if (decoded === null) throw new UnreadableResumeError("not text");
        text = decoded;
        break;
      }
    }
  } catch (error) {
    if (error instanceof UnreadableResumeError) throw error;
    throw new UnreadableResumeError(`${extension}: ${(error as Error).message}`, { cause: error });
  }
  return tidyText(text);
}

/** One line ending, no trailing spaces, at most one blank line in a row, no invisible characters. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029\v\f]/g, "\n")
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, "")
    .replace(/\u00A0/g, " ")
    .split("\n")
    .map((line) => line.replace(/\s+$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  transform: number[];
  width: number;
  height: number;
}

/**
 * pdf.js gives positioned runs of text; lines are rebuilt from their baselines, and a gap clearly
 * taller than a line becomes a blank line, as the same resume saved as text would have.
 */
async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false });
  const lines: string[] = [];
  try {
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      let current = "";
      let lastY: number | null = null;
      let lastHeight = 0;
      let lastEnd: number | null = null;
      for (const raw of content.items) {
        if (!("str" in raw)) continue;
        const item = raw as PdfTextItem;
        const y = item.transform[5] ?? 0;
        if (lastY !== null && Math.abs(y - lastY) > Math.max(item.height, 1) * 0.5 && current !== "") {
          lines.push(current);
          current = "";
          lastEnd = null;
        }
        if (lastY !== null && lastY - y > Math.max(lastHeight, item.height, 1) * 1.8) lines.push("");
        // A wide gap on the line separates columns ("Infosys      2015 - 2018"); it stays a run of
        // spaces, as it would in the same resume saved as text, instead of one space or none.
        const x = item.transform[4] ?? 0;
        const size = Math.max(item.height, lastHeight, 1);
        const blank = item.str.trim() === "";
        if (
          current !== "" &&
          (blank ? item.width > size * 0.9 : lastEnd !== null && x - lastEnd > size * 0.9)
        ) {
          current = `${current.trimEnd()}  `;
          if (blank) {
            lastEnd = x + item.width;
            continue;
          }
        }
        current += blank && current.endsWith("  ") ? "" : item.str;
        lastEnd = x + item.width;
        if (item.str !== "" || item.hasEOL) {
          lastY = y;
          lastHeight = item.height || lastHeight;
        }
        if (item.hasEOL) {
          lines.push(current);
          current = "";
          lastEnd = null;
        }
      }
      if (current !== "") lines.push(current);
      lines.push("");
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return lines.join("\n");
}

async function rtfText(buffer: Buffer): Promise<string> {
  const chunks: string[] = [];
  const converter = new ToPlainText({ decode: decodeCodePage, warn: () => {} });
  await new Promise<void>((resolve, reject) => {
    Readable.from([buffer])
      .pipe(new Tokenize())
      .on("error", reject)
      .pipe(converter)
      .on("data", (chunk: Buffer | string) => chunks.push(String(chunk)))
      .on("end", resolve)
      .on("error", reject);
  });
  return chunks.join("");
}
