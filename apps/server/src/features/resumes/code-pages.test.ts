import { describe, expect, it } from "vitest";
import { decodeCodePage, likelyCodePage } from "./code-pages.ts";
import { extractResumeText } from "./text-extraction.ts";

describe("Windows code pages", () => {
  it("reads windows-1252's quotes, bullets and dashes, which the runtime's decoder leaves as control characters", () => {
    const bytes = Buffer.from([
      0x93, 0x41, 0x94, 0x20, 0x92, 0x20, 0x95, 0x20, 0x96, 0x20, 0x97, 0x20, 0x80, 0xe9,
    ]);
    for (const label of ["cp1252", "windows-1252", "latin1", "ISO-8859-1"])
      expect(decodeCodePage(bytes, label), label).toBe("“A” ’ • – — €é");
    // Bytes the code page leaves undefined stay control characters, for the text check to refuse.
    expect(decodeCodePage(Buffer.from([0x81]), "cp1252")).toBe("\u0081");
  });

  it("reads other code pages with the runtime's decoders, and an unknown one as windows-1252", () => {
    expect(decodeCodePage(Buffer.from([0xc3, 0xcd, 0xe3, 0xcf]), "cp1256")).toBe("أحمد");
    expect(decodeCodePage(Buffer.from([0xcf, 0xf0, 0xe8]), "windows-1251")).toBe("При");
    expect(decodeCodePage(Buffer.from([0x95]), "cp99999")).toBe("•");
  });

  it("tells an Arabic file from a Western one by its bytes", () => {
    expect(likelyCodePage(Buffer.from([0xc3, 0xcd, 0xe3, 0xcf, 0x20, 0x61, 0x40, 0x62]))).toBe(
      "windows-1256",
    );
    expect(likelyCodePage(Buffer.from("Jos\xe9 Fern\xe1ndez, Developer", "latin1"))).toBe("windows-1252");
  });

  it("keeps an RTF file's curly quotes, bullets and dashes", async () => {
    const rtf = Buffer.from(
      "{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Arial;}}\\f0 \\'95 Asha\\'92s \\'93CV\\'94\\par Jan 2019\\'962021\\par}",
      "latin1",
    );
    expect(await extractResumeText(rtf, "rtf")).toBe("• Asha’s “CV”\nJan 2019–2021");
  });
});
