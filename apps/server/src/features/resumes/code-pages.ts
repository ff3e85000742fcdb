/**
 * Text in the single-byte code pages of Windows ("ANSI"): what older editors save a .txt in, and what an
 * RTF file names for its text ("\ansicpg1252", "\ansicpg1256").
 *
 * Node's TextDecoder reads "windows-1252" (and its WHATWG aliases "latin1", "iso-8859-1") as ISO-8859-1,
 * so the bytes 0x80–0x9F, where Word keeps its curly quotes, bullets and dashes ("Asha’s", "•", "–"),
 * come out as invisible control characters. Those 32 bytes are mapped here by the code page's own table;
 * the other code pages go through the runtime's decoders.
 */

/** Windows-1252's characters for 0x80–0x9F (undefined bytes keep their control character). */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

const WINDOWS_1252_LABELS = new Set(["windows-1252", "cp1252", "latin1", "iso-8859-1", "iso8859-1", "ascii"]);

/** Decodes bytes in a code page named as RTF or a browser names it ("cp1252", "windows-1256"). */
export function decodeCodePage(bytes: Uint8Array, encoding: string): string {
  const label = encoding.toLowerCase().replace(/^cp(?=\d)/, "windows-");
  if (WINDOWS_1252_LABELS.has(label)) return decodeWindows1252(bytes);
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  // In slices: String.fromCharCode takes its characters as arguments, and a call holds only so many.
  const SLICE = 8192;
  for (let start = 0; start < bytes.length; start += SLICE) {
    const codes = Array.from(bytes.subarray(start, start + SLICE), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? (WINDOWS_1252_HIGH[byte - 0x80] ?? byte) : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}

/**
 * The code page a .txt that is not UTF-8 was most likely saved in: Arabic (windows-1256) when bytes
 * above 0xBF, Arabic letters there, outnumber the half of the file's ASCII letters (an Arabic resume's
 * English is its e-mail address and a few tools); Western European (windows-1252) otherwise, where such
 * bytes are the odd accented letter ("José", "café").
 */
export function likelyCodePage(bytes: Uint8Array): "windows-1256" | "windows-1252" {
  let high = 0;
  let ascii = 0;
  for (const byte of bytes) {
    if (byte >= 0xc0) high += 1;
    else if ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)) ascii += 1;
  }
  return high > ascii / 2 ? "windows-1256" : "windows-1252";
}
