import { RESUME_MAX_BYTES } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { translate } from "../../i18n/translate.ts";
import { DOCX_LIMITS } from "./docx-inspection.ts";
import { checkResumeFile, decodeResumeText, type ResumeFileRefused, resumeFileError } from "./file-check.ts";
import { docxEntries, docxFile, resumeFixture as fixture, pdfFile, rtfFile, zipFile } from "./test-files.ts";

async function refusal(bytes: Uint8Array | null, name: string | null): Promise<ResumeFileRefused> {
  const check = await checkResumeFile(bytes, name);
  if (check.ok) throw new Error(`${name} was accepted`);
  return check;
}

function messageOf(refused: ResumeFileRefused): string {
  const error = resumeFileError(refused);
  const detail = error.details[0];
  return translate("en", detail?.messageKey ?? error.message, detail?.params);
}

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]);
const MZ = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(120, 0)]);

describe("checkResumeFile: refusals", () => {
  it("refuses a zip bomb dressed as .docx by its compression ratio, before unpacking", async () => {
    const bomb = zipFile([
      ...docxEntries(["Asha Rao"]),
      { name: "word/media/image1.png", data: Buffer.alloc(4 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(20_000);
    const refused = await refusal(bomb, "resume.docx");
    expect(refused.reason).toBe("unsafeArchive");
    expect(refused.detail).toMatch(/packs \d+ to 1/);
    expect(refused.status).toBe("UNPROCESSABLE");
    expect(messageOf(refused)).toBe("Please upload valid file.");
  });

  it("refuses a .docx whose directory announces more unpacked bytes than the limit", async () => {
    const entries = [
      ...docxEntries(["Asha Rao"]),
      { name: "word/media/a.bin", data: "x", declaredSize: DOCX_LIMITS.maxUncompressedBytes + 1 },
    ];
    const refused = await refusal(zipFile(entries), "resume.docx");
    expect(refused.reason).toBe("unsafeArchive");
    expect(refused.detail).toMatch(/unpacked/);
  });

  it("refuses a .docx with too many entries", async () => {
    const many = Array.from({ length: DOCX_LIMITS.maxEntries + 1 }, (_, index) => ({
      name: `word/media/${index}.xml`,
      data: "<a/>",
    }));
    const refused = await refusal(zipFile([...docxEntries(["Asha"]), ...many]), "resume.docx");
    expect(refused.reason).toBe("unsafeArchive");
    expect(refused.detail).toMatch(/entries/);
  });

  it.each([
    ["../evil.xml", "a parent-directory entry"],
    ["word/../../evil.xml", "a nested parent-directory entry"],
    ["/etc/evil.xml", "an absolute entry"],
    ["C:/evil.xml", "a drive-letter entry"],
  ])("refuses a .docx with %s (%s)", async (name) => {
    const refused = await refusal(zipFile([...docxEntries(["Asha"]), { name, data: "x" }]), "resume.docx");
    expect(refused.reason).toBe("unsafeArchive");
    expect(refused.detail).toContain(name);
  });

  it("refuses a .docx with an encrypted entry", async () => {
    const entries = docxEntries(["Asha"]).map((entry) =>
      entry.name === "word/document.xml" ? { ...entry, encrypted: true } : entry,
    );
    const refused = await refusal(zipFile(entries), "resume.docx");
    expect(refused.reason).toBe("unsafeArchive");
    expect(refused.detail).toMatch(/encrypted/);
  });

  it("refuses a plain zip without word/document.xml as .docx", async () => {
    const refused = await refusal(zipFile([{ name: "notes.txt", data: "hello" }]), "resume.docx");
    expect(refused.reason).toBe("contentMismatch");
    expect(messageOf(refused)).toBe("Please upload valid file.");
  });

  it("refuses a PDF renamed .doc", async () => {
    const refused = await refusal(pdfFile([["Asha Rao"]]), "resume.doc");
    expect(refused.reason).toBe("contentMismatch");
    expect(refused.detail).toBe(".doc holding pdf");
    expect(refused.status).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(messageOf(refused)).toBe("Please upload valid file.");
  });

  it.each([
    ["an ELF executable", ELF],
    ["a Windows executable (MZ)", MZ],
  ])("refuses %s renamed .pdf", async (_, bytes) => {
    const refused = await refusal(bytes, "resume.pdf");
    expect(refused.reason).toBe("contentMismatch");
    expect(messageOf(refused)).toBe("Please upload valid file.");
  });

  it("refuses an executable renamed .txt (binary control characters)", async () => {
    const refused = await refusal(ELF, "resume.txt");
    expect(["contentMismatch", "notText"]).toContain(refused.reason);
    expect(messageOf(refused)).toBe("Please upload valid file.");
  });

  it.each([
    "../../etc/passwd.pdf",
    "..\\..\\cv.pdf",
    "C:\\fakepath\\cv.pdf",
    "cv/../x.pdf",
    "...pdf",
    ".pdf",
  ])("refuses the path-like file name %s", async (name) => {
    const refused = await refusal(pdfFile([["Asha Rao"]]), name);
    expect(refused.reason).toBe("fileName");
    expect(messageOf(refused)).toBe("Please upload valid file.");
  });

  it("refuses an empty file and a missing one with the spec's 'Please Upload Resume.'", async () => {
    for (const [bytes, name] of [
      [Buffer.alloc(0), "resume.pdf"],
      [null, "resume.pdf"],
      [pdfFile([["x"]]), ""],
    ] as const) {
      const refused = await refusal(bytes, name);
      expect(refused.reason).toBe("missing");
      expect(refused.specCode).toBe("resumeRequired");
      expect(messageOf(refused)).toBe("Please Upload Resume.");
    }
  });

  it("refuses 6 MB + 1 byte with the size message, and accepts exactly 6 MB", async () => {
    const limit = Buffer.alloc(RESUME_MAX_BYTES, "a");
    expect((await checkResumeFile(limit, "resume.txt")).ok).toBe(true);
    const refused = await refusal(Buffer.alloc(RESUME_MAX_BYTES + 1, "a"), "resume.txt");
    expect(refused.reason).toBe("tooLarge");
    expect(refused.status).toBe("PAYLOAD_TOO_LARGE");
    expect(refused.specCode).toBe("resumeInvalid");
    expect(messageOf(refused)).toBe("Please upload valid file. A resume can be at most 6 MB.");
    expect(translate("hi", "resumeTooLarge", { max: 6 })).toContain("6 MB");
    expect(translate("ar", "resumeTooLarge", { max: 6 })).toContain("6");
  });

  it("refuses other extensions and bytes that are no text", async () => {
    expect((await refusal(pdfFile([["x"]]), "resume.exe")).reason).toBe("extension");
    expect((await refusal(Buffer.from("Asha\u0000Rao"), "resume.txt")).reason).toBe("notText");
    // Not UTF-8, and bytes no code page gives a character for (0x81, 0x8D in windows-1252).
    expect((await refusal(Buffer.from([0x41, 0x73, 0x81, 0x68, 0x8d, 0x61]), "resume.txt")).reason).toBe(
      "notText",
    );
  });
});

describe("checkResumeFile: accepted files", () => {
  it("accepts a .txt an older editor saved in a Windows code page, and reads it in that code page", async () => {
    // Word's curly quotes, bullet and dash pasted into Notepad and saved as "ANSI" (windows-1252).
    const western = Buffer.concat([
      Buffer.from("Jos", "latin1"),
      Buffer.from([0xe9, 0x92, 0x73, 0x20, 0x93, 0x43, 0x56, 0x94, 0x0a, 0x95, 0x20]),
      Buffer.from("Java ", "latin1"),
      Buffer.from([0x96]),
      Buffer.from(" 5 years", "latin1"),
    ]);
    expect(await checkResumeFile(western, "jose.txt")).toMatchObject({ ok: true, extension: "txt" });
    expect(decodeResumeText(western)).toBe("José’s “CV”\n• Java – 5 years");
    // An Arabic resume saved as "ANSI" on an Arabic Windows (windows-1256): "أحمد محاسب" and an address.
    const arabic = Buffer.from([
      0xc3,
      0xcd,
      0xe3,
      0xcf,
      0x20,
      0xe3,
      0xcd,
      0xc7,
      0xd3,
      0xc8,
      0x0a,
      ...Buffer.from("ahmed@example.ae"),
    ]);
    expect(await checkResumeFile(arabic, "cv.txt")).toMatchObject({ ok: true });
    expect(decodeResumeText(arabic)).toBe("أحمد محاسب\nahmed@example.ae");
  });

  it.each([
    ["resume.pdf", () => pdfFile([["Asha Rao"]]), "application/pdf"],
    [
      "Asha Rao CV (2024).docx",
      () => docxFile(["Asha Rao"]),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["resume.rtf", () => rtfFile(["Asha Rao"]), "application/rtf"],
    ["resume.TXT", () => Buffer.from("Asha Rao\nPune"), "text/plain; charset=utf-8"],
    ["resume.doc", () => fixture("malaysia.doc"), "application/msword"],
    ["रिज़्यूमे.txt", () => Buffer.from("आशा राव"), "text/plain; charset=utf-8"],
  ])("accepts %s", async (name, make, contentType) => {
    const check = await checkResumeFile(make(), name);
    expect(check).toEqual({ ok: true, extension: name.split(".").pop()?.toLowerCase(), contentType });
  });

  it("accepts UTF-16 text with and without a byte-order mark", async () => {
    const withBom = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Asha Rao, Pune", "utf16le")]);
    const withoutBom = Buffer.from("Asha Rao, Pune", "utf16le");
    expect((await checkResumeFile(withBom, "cv.txt")).ok).toBe(true);
    expect((await checkResumeFile(withoutBom, "cv.txt")).ok).toBe(true);
  });
});
