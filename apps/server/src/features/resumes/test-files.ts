/**
 * Small real files for the resume tests, written byte by byte: zips (including hostile ones a
 * library would refuse to write), minimal .docx, .rtf and .pdf documents. Each is a valid file of its
 * format that the real parsers read. Also the test resumes written as files (one per site, Arabic,
 * Hindi, a Word 97 .doc), which are kept with the parser in @portal/resume-parser's fixtures/.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { crc32, deflateRawSync } from "node:zlib";

/** A test resume of @portal/resume-parser's fixtures/ ("india-pune.txt", "malaysia.doc"), as bytes. */
export function resumeFixture(name: string): Buffer {
  return readFileSync(createRequire(import.meta.url).resolve(`@portal/resume-parser/fixtures/${name}`));
}

export interface ZipEntryInput {
  name: string;
  data: Buffer | string;
  /** Deflate (default) or store. */
  deflate?: boolean;
  /** Sets the "encrypted" flag (bit 0) as an encrypted entry would. */
  encrypted?: boolean;
  /** Overrides the uncompressed size written in the headers (a lying directory). */
  declaredSize?: number;
}

export function zipFile(entries: readonly ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, "utf8");
    const deflate = entry.deflate ?? true;
    const packed = deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, "utf8");
    const flags = (entry.encrypted ? 0x1 : 0) | 0x800;
    const size = entry.declaredSize ?? data.length;
    const checksum = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The parts every .docx needs, for building normal and hostile variants. */
export function docxEntries(paragraphs: readonly string[]): ZipEntryInput[] {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join("");
  return [
    {
      name: "[Content_Types].xml",
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        "</Types>",
    },
    {
      name: "_rels/.rels",
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        "</Relationships>",
    },
    {
      name: "word/document.xml",
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body>${body}</w:body></w:document>`,
    },
  ];
}

export function docxFile(paragraphs: readonly string[]): Buffer {
  return zipFile(docxEntries(paragraphs));
}

/** RTF with every non-ASCII character as \uN? so the file itself stays 7-bit. */
export function rtfFile(lines: readonly string[]): Buffer {
  const encode = (text: string) =>
    [...text]
      .map((char) => {
        const code = char.codePointAt(0) ?? 0;
        if (char === "\\" || char === "{" || char === "}") return `\\${char}`;
        if (code < 128) return char;
        // RTF's \u takes a signed 16-bit value; characters beyond the BMP are written as two halves.
        return [...Buffer.from(char, "utf16le")]
          .reduce<number[]>((units, _byte, index, bytes) => {
            if (index % 2 === 0) units.push((bytes[index] ?? 0) | ((bytes[index + 1] ?? 0) << 8));
            return units;
          }, [])
          .map((unit) => `\\u${unit > 32767 ? unit - 65536 : unit}?`)
          .join("");
      })
      .join("");
  const body = lines.map((line) => `${encode(line)}\\par\n`).join("");
  return Buffer.from(`{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0\\fs20\n${body}}`, "latin1");
}

/** A PDF with one page per array of lines, set in Helvetica (ASCII text). */
export function pdfFile(pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = [];
  const pageIds: number[] = [];
  // 1: catalog, 2: page tree, 3: font; then a page and its content per page.
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  pages.forEach((lines, index) => {
    const pageId = 4 + index * 2;
    const contentId = pageId + 1;
    pageIds.push(pageId);
    const stream = `BT /F1 11 Tf 14 TL 50 800 Td ${lines.map((line) => `(${escapePdf(line)}) Tj T*`).join(" ")} ET`;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`;
    objects[contentId] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";

  let output = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(output, "latin1");
    output += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(output, "latin1");
  output += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    output += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  output += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(output, "latin1");
}
