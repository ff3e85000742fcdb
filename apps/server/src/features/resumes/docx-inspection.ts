/**
 * Reads a .docx's zip directory (never its contents) to decide whether unpacking it is safe: a zip bomb
 * announces itself by its entry count, its total unpacked size or an absurd compression ratio, and a
 * crafted archive by absolute or ".." entry names or encrypted entries. The unpacking itself then runs in
 * the extraction worker under a memory limit, which covers archives whose directory lies.
 */
import yauzl from "yauzl";

export const DOCX_LIMITS = {
  /** A resume has some 15–40 parts; images and embedded fonts add a few dozen. */
  maxEntries: 500,
  /** Unpacked size of all parts together. */
  maxUncompressedBytes: 64 * 1024 * 1024,
  /** XML packs 5–20 to 1; bombs pack 1,000 to 1 and more. */
  maxCompressionRatio: 100,
  /** Parts smaller than this cannot hurt whatever their ratio (the total is capped anyway). */
  ratioCheckedFromBytes: 1024 * 1024,
} as const;

export type DocxInspection =
  | { ok: true; entries: number; uncompressedBytes: number }
  | { ok: false; reason: "unsafeArchive" | "contentMismatch"; detail: string };

const MAIN_DOCUMENT = "word/document.xml";

function unsafe(detail: string): DocxInspection {
  return { ok: false, reason: "unsafeArchive", detail };
}

/** Zip names are CP437 unless flagged UTF-8 (bit 11); both read the dangerous characters alike. */
function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileName;
  if (typeof raw === "string") return raw;
  const utf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
  return new TextDecoder(utf8 ? "utf-8" : "latin1").decode(raw);
}

function isUnsafePath(name: string): boolean {
  return (
    name.startsWith("/") ||
    name.startsWith("\\") ||
    /^[A-Za-z]:/.test(name) ||
    name.split(/[/\\]/).some((segment) => segment === "..") ||
    name.includes("\0")
  );
}

export async function inspectDocx(buffer: Buffer): Promise<DocxInspection> {
  let zip: yauzl.ZipFile;
  try {
    // Names stay raw bytes so that this code, not the library's own rules, judges them.
    zip = await yauzl.fromBufferPromise(buffer, { decodeStrings: false, validateEntrySizes: true });
  } catch (error) {
    return { ok: false, reason: "contentMismatch", detail: `not a zip: ${(error as Error).message}` };
  }
  try {
    if (zip.entryCount > DOCX_LIMITS.maxEntries) return unsafe(`${zip.entryCount} entries`);
    let uncompressedBytes = 0;
    let hasMainDocument = false;
    for await (const entry of zip.eachEntry()) {
      const name = entryName(entry);
      if (isUnsafePath(name)) return unsafe(`entry path "${name}"`);
      if (entry.isEncrypted()) return unsafe(`encrypted entry "${name}"`);
      uncompressedBytes += entry.uncompressedSize;
      if (uncompressedBytes > DOCX_LIMITS.maxUncompressedBytes)
        return unsafe(`more than ${DOCX_LIMITS.maxUncompressedBytes} bytes unpacked`);
      if (entry.uncompressedSize >= DOCX_LIMITS.ratioCheckedFromBytes) {
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (ratio > DOCX_LIMITS.maxCompressionRatio)
          return unsafe(`entry "${name}" packs ${Math.round(ratio)} to 1`);
      }
      if (name === MAIN_DOCUMENT) hasMainDocument = true;
    }
    if (!hasMainDocument)
      return { ok: false, reason: "contentMismatch", detail: "zip without word/document.xml" };
    return { ok: true, entries: zip.entryCount, uncompressedBytes };
  } catch (error) {
    return unsafe(`unreadable zip: ${(error as Error).message}`);
  } finally {
    if (zip.isOpen) zip.close();
  }
}
