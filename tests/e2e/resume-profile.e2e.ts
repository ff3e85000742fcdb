/**
 * A seeker keeps a resume with their profile on a 360 px phone, in English and in Arabic (right to
 * left): uploads it from the profile page (a progress bar while it goes up), reviews what was read (a
 * value the profile already holds is shown beside the parsed one and left unticked), applies the
 * ticked rows, sees them in the profile and the score rise, then replaces the resume and finds both in
 * the history. Without JavaScript, the same upload is a plain multipart form and the review comes back
 * from the server.
 */
import http from "node:http";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { logIn, newSeekerSession, type SeekerSession, useSession } from "./media-support.ts";

const browser = useBrowser();
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());
const DEMO_RECRUITER = { email: "demo.recruiter@jobnest.test", password: "Demo@12345" };
const HOST = "in.localhost";
type Language = "en" | "ar";
type Key = Parameters<typeof text>[1];

function say(language: Language, key: Key, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, value),
    text(language, key),
  );
}

/** Every plural form a language has of a counted text, its count as a pattern of digits. */
function pluralForms(language: Language, base: string): string[] {
  return ["zero", "one", "two", "few", "many", "other"].flatMap((category) => {
    try {
      return [say(language, `${base}.${category}` as Key, { count: "\\d+" })];
    } catch {
      return [];
    }
  });
}

/** A plain-text resume; padding makes the upload take long enough to watch its progress. */
function resume(skills: string, padding = 0): Buffer {
  return Buffer.from(
    [
      "Ravi Kumar",
      "ravi.kumar.resume@example.com",
      "Pune, Maharashtra",
      "",
      "Total experience: 6 years 2 months",
      "",
      "Skills",
      skills,
      "",
      " ".repeat(padding),
    ].join("\n"),
  );
}

/** A JSON call as the seeker from Node (which cannot resolve *.localhost: 127.0.0.1 with the Host header). */
function callAsSeeker(session: SeekerSession, method: string, pathName: string, body: unknown) {
  const port = inject("portalPort");
  const payload = JSON.stringify(body);
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return new Promise<{ status: number; body: { data?: Record<string, unknown> } }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathName,
        method,
        headers: {
          host: `${HOST}:${port}`,
          cookie,
          "x-xsrf-token": decodeURIComponent(session.cookies.get("XSRF-TOKEN") ?? ""),
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** A new seeker with a first profile and its personal details, logged in on the page. */
async function seekerWithProfile(page: Page): Promise<{ session: SeekerSession; profileId: string }> {
  const session = await newSeekerSession(HOST, "Kavya Menon");
  const created = await callAsSeeker(session, "POST", "/api/seeker/profiles", {
    name: "Main",
    source: "fresh",
  });
  expect(created.status).toBe(201);
  const profileId = (created.body.data?.profile as { id: string } | undefined)?.id ?? "";
  const saved = await callAsSeeker(session, "PUT", `/api/seeker/profiles/${profileId}/personal`, {
    name: "Kavya Menon",
    email: "kavya.menon@example.com",
    mobile: { diallingCode: "91", number: "9812345678" },
    currentLocation: "Kochi",
    preferredLocations: ["Kochi"],
    dateOfBirth: null,
    gender: null,
    differentlyAbled: null,
  });
  expect(saved.status).toBe(200);
  await useSession(page, session);
  return { session, profileId };
}

/** A live job of the demo recruiter's company, for the seeker to apply to. */
async function demoRecruiterJob(): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT j.id FROM jobs j
     JOIN company_recruiters c ON c.company_id = j.company_id
     JOIN users u ON u.id = c.user_id
     WHERE u.email = $1 AND j.site_id = 'india' AND j.status = 'open' AND j.expires_at > now()
     ORDER BY j.id DESC LIMIT 1`,
    [DEMO_RECRUITER.email],
  );
  return Number(rows[0]?.id);
}

async function scoreOf(page: Page): Promise<number> {
  return Number(await page.locator("meter#profile-score").getAttribute("value"));
}

describe.each([
  { language: "en" as const, prefix: "" },
  { language: "ar" as const, prefix: "/ar" },
])("a seeker's resume on the profile ($language)", ({ language, prefix }) => {
  it("uploads with progress, reviews and applies, then replaces it and keeps the history", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    const { session, profileId } = await seekerWithProfile(page);
    const t = (key: Key, values?: Record<string, string>) => say(language, key, values);

    await page.goto(portalUrl(HOST, `${prefix}/seeker/profile`));
    if (language === "ar") expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expect
      .poll(() => page.getByRole("heading", { name: t("resumes.heading"), exact: true }).count())
      .toBe(1);
    expect(await page.getByText(t("resumes.none"), { exact: true }).count()).toBe(1);
    const scoreBefore = await scoreOf(page);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // A slow connection, so the progress bar can be seen while the file goes up.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 50,
      downloadThroughput: 1024 * 1024,
      uploadThroughput: 64 * 1024,
    });
    await page.getByLabel(t("resumes.uploadHeading"), { exact: true }).setInputFiles({
      name: "ravi-kumar.txt",
      mimeType: "text/plain",
      buffer: resume("Java, Kubernetes, PostgreSQL", 200_000),
    });
    await expect.poll(() => page.getByRole("progressbar").count(), { timeout: 10_000 }).toBe(1);
    const progressName = await page.getByRole("progressbar").evaluate((bar) => {
      const id = bar.getAttribute("aria-labelledby") ?? "";
      return document.getElementById(id)?.textContent ?? "";
    });
    expect([
      t("resumes.progress", { file: "ravi-kumar.txt" }),
      t("resumes.progressDone", { file: "ravi-kumar.txt" }),
    ]).toContain(progressName);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // The review: the name the profile holds stays unticked beside the parsed one; sure skills are ticked.
    const review = page.getByRole("region", { name: t("resumes.reviewHeading", { file: "ravi-kumar.txt" }) });
    await expect.poll(() => review.count(), { timeout: 20_000 }).toBe(1);
    const nameRow = review.getByRole("checkbox", { name: new RegExp(t("resumes.field.name")) });
    expect(await nameRow.isChecked()).toBe(false);
    expect(await review.getByText(t("resumes.inProfile", { value: "Kavya Menon" })).count()).toBe(1);
    const kubernetes = review.getByRole("checkbox", { name: /Kubernetes/ });
    await kubernetes.check();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await review.getByRole("button", { name: t("resumes.apply"), exact: true }).click();
    await expect
      .poll(() => page.locator("#resume .form-notice").textContent())
      .toMatch(new RegExp(pluralForms(language, "resumes.applied").join("|")));
    // The profile shows the skill, keeps its name, and the score counts the resume and the skills.
    expect(await page.locator("#skills .skill-chip").filter({ hasText: "Kubernetes" }).count()).toBe(1);
    expect(await page.locator('#form-personal input[name="name"]').inputValue()).toBe("Kavya Menon");
    expect(await scoreOf(page)).toBeGreaterThanOrEqual(scoreBefore + 12);
    expect(
      await page.getByRole("link", { name: t("resumes.download", { file: "ravi-kumar.txt" }) }).count(),
    ).toBe(1);

    // Replacing it: the new one is current, the first one is in the history.
    await page.getByLabel(t("resumes.replaceHeading"), { exact: true }).setInputFiles({
      name: "ravi-kumar-2026.txt",
      mimeType: "text/plain",
      buffer: resume("Java, Kubernetes, PostgreSQL, Terraform"),
    });
    await expect
      .poll(() =>
        page
          .getByRole("region", { name: t("resumes.reviewHeading", { file: "ravi-kumar-2026.txt" }) })
          .count(),
      )
      .toBe(1);
    await page.getByRole("button", { name: t("resumes.skipReview"), exact: true }).click();
    await expect
      .poll(() => page.getByRole("heading", { name: t("resumes.history"), exact: true }).count())
      .toBe(1);
    expect(
      await page.getByRole("link", { name: t("resumes.download", { file: "ravi-kumar-2026.txt" }) }).count(),
    ).toBe(1);
    expect(
      await page
        .locator(".resume-history")
        .getByRole("link", { name: t("resumes.download", { file: "ravi-kumar.txt" }) })
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // The recruiter of a company the seeker applied to finds the current resume on the application.
    const applied = await callAsSeeker(
      session,
      "POST",
      `/api/seeker/jobs/${await demoRecruiterJob()}/apply`,
      {
        profileId,
      },
    );
    expect(applied.status).toBe(200);
    const applicationId = applied.body.data?.applicationId as string;
    const recruiterPage = await browser.newPage();
    await logIn(recruiterPage, HOST, language, "/employer/login", DEMO_RECRUITER);
    await recruiterPage.goto(portalUrl(HOST, `${prefix}/employer/applications/${applicationId}`));
    const link = recruiterPage.getByRole("link", { name: t("resumes.recruiterDownload"), exact: true });
    await expect.poll(() => link.count()).toBe(1);
    const href = (await link.getAttribute("href")) ?? "";
    const download = await recruiterPage.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, disposition: response.headers.get("content-disposition") ?? "" };
    }, href);
    expect(download.status).toBe(200);
    expect(download.disposition).toContain('attachment; filename="ravi-kumar-2026.txt"');
    await expectAccessible(recruiterPage);
    await expectNoHorizontalScroll(recruiterPage);
  });
});

describe("a seeker's resume without JavaScript (en)", () => {
  it("uploads through the plain form, is refused an empty file with the spec's message, and reviews on the server", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    page.setDefaultTimeout(20_000);
    await seekerWithProfile(page);
    const t = (key: Key, values?: Record<string, string>) => say("en", key, values);
    await page.goto(portalUrl(HOST, "/seeker/profile"));

    await page.getByLabel(t("resumes.uploadHeading"), { exact: true }).setInputFiles({
      name: "empty.txt",
      mimeType: "text/plain",
      buffer: Buffer.alloc(0),
    });
    await page.getByRole("button", { name: t("resumes.uploadButton"), exact: true }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("Please Upload Resume.");

    await page.getByLabel(t("resumes.uploadHeading"), { exact: true }).setInputFiles({
      name: "ravi.txt",
      mimeType: "text/plain",
      buffer: resume("Java, Kubernetes"),
    });
    await page.getByRole("button", { name: t("resumes.uploadButton"), exact: true }).click();
    await expect
      .poll(() =>
        page.getByRole("heading", { name: t("resumes.reviewHeading", { file: "ravi.txt" }) }).count(),
      )
      .toBe(1);
    await page.getByRole("checkbox", { name: /Kubernetes/ }).check();
    await page.getByRole("button", { name: t("resumes.apply"), exact: true }).click();
    await expect
      .poll(() => page.locator("#skills .skill-chip").filter({ hasText: "Kubernetes" }).count())
      .toBe(1);
  });
});

describe("starting a profile from a resume on the 'import or create a profile' card (en, without JavaScript)", () => {
  it("uploads on the card and lands on the new profile with the review", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    page.setDefaultTimeout(20_000);
    await useSession(page, await newSeekerSession(HOST, "Kavya Menon"));
    const t = (key: Key, values?: Record<string, string>) => say("en", key, values);
    await page.goto(portalUrl(HOST, "/seeker/cards/profile-import"));
    await page.getByLabel(t("resumes.startFromResume"), { exact: true }).setInputFiles({
      name: "kavya.txt",
      mimeType: "text/plain",
      buffer: resume("Java, Kubernetes"),
    });
    await page.getByRole("button", { name: t("resumes.uploadButton"), exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/seeker/profile");
    expect(
      await page.getByRole("heading", { name: t("resumes.reviewHeading", { file: "kavya.txt" }) }).count(),
    ).toBe(1);
    expect(await page.getByRole("link", { name: t("resumes.download", { file: "kavya.txt" }) }).count()).toBe(
      1,
    );
  });
});
