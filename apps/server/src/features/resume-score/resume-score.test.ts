/**
 * The resume score card through the API: a guest scores one file (a second is refused with the reason,
 * in the page's language) and a scan scores 0 with its tip; the same file scores the same; a seeker's
 * score is kept, and follows the resume they store next (computed in the background).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ResumeScoreCard } from "@portal/contracts";
import { RESUME_SCORE_SECTIONS } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { STOREFRONT_SERVER_MESSAGES } from "../../i18n/catalogues/storefront.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForQueue } from "../../testing/test-client.ts";
import { multipart } from "../../testing/test-images.ts";
import { REFRESH_TASK } from "./service.ts";

const testApp = useTestApp();

function fixture(name: string): Buffer {
  return readFileSync(createRequire(import.meta.url).resolve(`@portal/resume-parser/fixtures/${name}`));
}

/** A PDF page with nothing but a drawn box: what a scanned resume is to a text reader. */
function scannedPdf(): Buffer {
  const content = "0 0 1 rg 72 72 200 100 re f";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

function score(client: TestClient, fileName: string, data: Buffer, role = "", language = "en") {
  const form = multipart([
    { name: "role", data: role },
    { name: "file", filename: fileName, contentType: "application/octet-stream", data },
  ]);
  return client.post("/api/resume-score", form.body, {
    headers: { "content-type": form.contentType, "x-language-code": language },
  });
}

describe("resume score card", () => {
  it("scores a guest's file once, the same every time, and a scan 0 with the reason", async () => {
    const first = new TestClient(testApp.app, { host: "in.localhost" });
    const scored = await score(first, "india-pune.txt", fixture("india-pune.txt"), "Java");
    expect(scored.statusCode, scored.body).toBe(200);
    const card: ResumeScoreCard = scored.json().data;
    expect(card.total).toBeGreaterThan(40);
    expect(card.total).toBeLessThanOrEqual(100);
    expect(card.sections.map((section) => section.id)).toEqual([...RESUME_SCORE_SECTIONS]);
    expect(card.wantedRole).toBe("Java");
    for (const section of card.sections)
      expect(section.tips.reduce((sum, tip) => sum + tip.points, 0)).toBe(section.max - section.score);

    // Once without an account: the cookie remembers it, and the refusal is in the page's language.
    const again = await score(first, "india-pune.txt", fixture("india-pune.txt"), "", "hi");
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(STOREFRONT_SERVER_MESSAGES.hi.resumeScoreOnce);

    // Another guest, the same file: the same score.
    const second = new TestClient(testApp.app, { host: "in.localhost" });
    const same = (await score(second, "india-pune.txt", fixture("india-pune.txt"), "Java")).json().data;
    expect(same.total).toBe(card.total);
    expect(same.sections).toEqual(card.sections);

    const scan = await score(new TestClient(testApp.app, { host: "in.localhost" }), "scan.pdf", scannedPdf());
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json().data.total).toBe(0);
    expect(
      scan.json().data.sections.find((section: { id: string }) => section.id === "readability").tips[0].id,
    ).toBe("imageOnly");

    // A file that is no resume at all is refused as a resume upload is.
    const refused = await score(new TestClient(testApp.app), "photo.exe", Buffer.from("MZ not a resume"));
    expect(refused.statusCode).toBe(415);
  });

  it("keeps a seeker's score, and scores the resume they store next", async () => {
    const client = new TestClient(testApp.app, { host: "in.localhost" });
    await registerSeeker(client);
    expect((await client.get("/api/seeker/resume-score")).json().data).toBeNull();
    const scored = await score(client, "gulf-dubai.txt", fixture("gulf-dubai.txt"));
    expect(scored.statusCode, scored.body).toBe(200);
    // Seekers score again whenever they like.
    expect((await score(client, "gulf-dubai.txt", fixture("gulf-dubai.txt"))).statusCode).toBe(200);
    const kept = (await client.get("/api/seeker/resume-score")).json().data;
    expect(kept).toMatchObject({ fileName: "gulf-dubai.txt", total: scored.json().data.total });

    const form = multipart([
      {
        name: "file",
        filename: "india-pune.txt",
        contentType: "text/plain",
        data: fixture("india-pune.txt"),
      },
    ]);
    const stored = await client.post("/api/seeker/resumes", form.body, {
      headers: { "content-type": form.contentType },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    await waitForQueue(testApp.pool, REFRESH_TASK, 20_000);
    const refreshed = (await client.get("/api/seeker/resume-score")).json().data;
    expect(refreshed.fileName).toBe("india-pune.txt");
    const { rows } = await testApp.pool.query<{ resume_id: string | null }>(
      "SELECT resume_id FROM resume_scores WHERE file_name = 'india-pune.txt' AND resume_id IS NOT NULL",
    );
    expect(rows).toHaveLength(1);
  });
});
