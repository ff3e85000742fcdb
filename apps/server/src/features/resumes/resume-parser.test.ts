import { RESUME_MAX_BYTES } from "@portal/domain";
import { afterAll, describe, expect, it } from "vitest";
import { ExtractionPool } from "./extraction-pool.ts";
import { ResumeParser } from "./resume-parser.ts";
import { docxEntries, docxFile, resumeFixture as fixture, pdfFile, rtfFile, zipFile } from "./test-files.ts";

const asOf = new Date(Date.UTC(2025, 5, 1));

const RESUME_LINES = [
  "Asha Rao",
  "Senior Data Engineer",
  "Bengaluru, Karnataka | +91 98450 12345 | asha.rao@example.in",
  "",
  "WORK EXPERIENCE",
  "Senior Data Engineer",
  "Flipkart Internet Private Limited - Bengaluru",
  "March 2020 to Present",
  "",
  "EDUCATION",
  "B.Tech in Computer Science, Anna University, 2016",
  "",
  "SKILLS",
  "Python, Apache Spark, SQL, AWS",
];

const parser = new ResumeParser({ workers: 1 });
afterAll(() => parser.close());

describe("ResumeParser: every format, in the worker", () => {
  it.each([
    ["resume.pdf", () => pdfFile([RESUME_LINES.filter(Boolean)])],
    ["resume.docx", () => docxFile(RESUME_LINES)],
    ["resume.rtf", () => rtfFile(RESUME_LINES)],
    ["resume.txt", () => Buffer.from(RESUME_LINES.join("\r\n"), "utf8")],
    [
      "resume-utf16.txt",
      () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(RESUME_LINES.join("\n"), "utf16le")]),
    ],
  ])("reads the text and fields of %s", async (name, make) => {
    const outcome = await parser.parse(make(), name, { siteId: "india", asOf });
    if (!outcome.ok) throw new Error(outcome.refusal.detail);
    expect(outcome.text).toContain("Flipkart Internet Private Limited");
    expect(outcome.text).not.toContain("\r");
    expect(outcome.fields.name?.value).toBe("Asha Rao");
    expect(outcome.fields.email?.value).toBe("asha.rao@example.in");
    expect(outcome.fields.phone?.value.e164).toBe("+919845012345");
    expect(outcome.fields.currentLocation?.value.name).toBe("Bengaluru");
    expect(outcome.fields.currentCompany?.value).toBe("Flipkart Internet Private Limited");
    expect(outcome.fields.education[0]?.value.passingYear).toBe(2016);
    expect(outcome.fields.skills.map((skill) => skill.value.name)).toEqual(
      expect.arrayContaining(["Python", "Apache Spark", "SQL", "Amazon Web Services"]),
    );
  });

  it("reads a Word 97 .doc (OLE) file", async () => {
    const outcome = await parser.parse(fixture("malaysia.doc"), "CV Aisyah.doc", {
      siteId: "malaysia",
      asOf,
    });
    if (!outcome.ok) throw new Error(outcome.refusal.detail);
    expect(outcome.extension).toBe("doc");
    expect(outcome.text).toContain("Maybank Berhad, Kuala Lumpur");
    expect(outcome.fields.phone?.value.e164).toBe("+60123456789");
    expect(outcome.fields.currentLocation?.value).toEqual({
      name: "Petaling Jaya",
      state: "Selangor",
      countryCode: "MY",
    });
  });

  it("refuses through parse what the checks refuse, without starting extraction", async () => {
    const bomb = zipFile([
      ...docxEntries(["x"]),
      { name: "word/media/x.bin", data: Buffer.alloc(2 * 1024 * 1024) },
    ]);
    const outcome = await parser.parse(bomb, "resume.docx", { siteId: "india" });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.refusal.messageKey).toBe("resumeInvalid");
  });

  it("refuses a .docx whose directory lies about its sizes when it is unpacked, and the worker goes on", async () => {
    const body = `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${" ".repeat(5 * 1024 * 1024)}</w:t></w:r></w:p></w:body></w:document>`;
    const lying = zipFile(
      docxEntries(["x"]).map((entry) =>
        entry.name === "word/document.xml" ? { ...entry, data: body, declaredSize: 5000 } : entry,
      ),
    );
    // The directory looks harmless, so the checks let it through…
    expect((await parser.check(lying, "lying.docx")).ok).toBe(true);
    // …and the unpacking in the worker finds the lie.
    const outcome = await parser.parse(lying, "lying.docx", { siteId: "india" });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.refusal.reason).toBe("unreadable");
    const next = await parser.parse(Buffer.from("Asha Rao\nasha@example.in\nPune"), "ok.txt", {
      siteId: "india",
    });
    expect(next.ok).toBe(true);
  });

  it("says a PDF without text (a scan) has no text", async () => {
    const outcome = await parser.parse(pdfFile([[]]), "scan.pdf", { siteId: "india" });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.refusal.reason).toBe("noText");
      expect(outcome.refusal.messageKey).toBe("resumeNoText");
    }
  });

  it("refuses a damaged PDF as unreadable, and the worker goes on", async () => {
    const damaged = Buffer.concat([
      Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog"),
      Buffer.alloc(64, 0x20),
    ]);
    const outcome = await parser.parse(damaged, "broken.pdf", { siteId: "india" });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(["unreadable", "noText"]).toContain(outcome.refusal.reason);
    const next = await parser.parse(Buffer.from("Asha Rao\nasha@example.in\nPune"), "ok.txt", {
      siteId: "india",
    });
    expect(next.ok).toBe(true);
  });

  it("reads the largest upload, however it is shaped, within the worker's memory and time", async () => {
    // Nearly 6 MB of text: a real header, then an endless word and an endless line of bullets (some
    // 200,000 words to tag in the part that is read).
    const header = "Asha Rao\nasha.rao@example.in\nSKILLS\nPython, SQL\n";
    const bytes = Buffer.from(`${header}${"x".repeat(100_000)}\n${"•".repeat(1_900_000)}`);
    expect(bytes.length).toBeGreaterThan(RESUME_MAX_BYTES - 500_000);
    expect(bytes.length).toBeLessThanOrEqual(RESUME_MAX_BYTES);
    const outcome = await parser.parse(bytes, "endless.txt", { siteId: "india" });
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.fields.name?.value).toBe("Asha Rao");
      expect(outcome.fields.skills.map((skill) => skill.value.name)).toEqual(
        expect.arrayContaining(["Python", "SQL"]),
      );
    }
  });
});

describe("ExtractionPool: time limit and queue", () => {
  it("ends a worker that runs over its time, fails that file with 'Not able to upload file', and replaces it", async () => {
    // Forty pages take the worker tens of milliseconds: far over a 1 ms limit.
    const long = pdfFile(
      Array.from({ length: 40 }, () =>
        Array.from({ length: 50 }, (_, line) => `Line ${line} of a long resume`),
      ),
    );
    const outcome = await parser.parse(long, "slow.pdf", { siteId: "india", timeoutMs: 1 });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.refusal.reason).toBe("timeout");
      expect(outcome.refusal.messageKey).toBe("uploadFailed");
    }
    const after = await parser.parse(pdfFile([RESUME_LINES.filter(Boolean)]), "after.pdf", {
      siteId: "india",
    });
    expect(after.ok).toBe(true);
  });

  it("queues files beyond its workers and refuses more than the queue holds", async () => {
    const pool = new ExtractionPool({ workers: 1, maxQueue: 2 });
    try {
      const text = Buffer.from("Asha Rao\nPune");
      const accepted = [pool.extract(text, "txt"), pool.extract(text, "txt")];
      await expect(pool.extract(text, "txt")).rejects.toMatchObject({ kind: "busy" });
      const results = await Promise.all(accepted);
      expect(results.map((result) => result.text)).toEqual(["Asha Rao\nPune", "Asha Rao\nPune"]);
      expect(pool.pending).toBe(0);
    } finally {
      await pool.close();
    }
    await expect(pool.extract(Buffer.from("x"), "txt")).rejects.toMatchObject({ kind: "closed" });
  });
});
