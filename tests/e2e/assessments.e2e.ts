/**
 * Skill assessments and the welcome screen (issue 30), in Arabic (right to left) on a 360 px phone on
 * the Gulf site: a new seeker sees the welcome screen on the dashboard in their A/B variant and leaves
 * it for the resume page (it is not shown again); takes the Excel test — each choice saved (still chosen
 * after a reload), finished, scored, the badge on the profile; and a test whose clock runs out sends
 * itself and is scored on the choices made. Without JavaScript (in Hindi), the welcome screen closes and a
 * test is started, answered and scored by plain form posts.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, expect, inject, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { expectAccessible, expectNoHorizontalScroll, PHONE, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { registerSeeker } from "./media-support.ts";

const browser = useBrowser();
const HOST = "gulf.localhost";
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 1 });
afterAll(() => pool.end());

interface Bank {
  title: { ar: string; hi: string };
  questions: { id: string; answer: number }[];
}

/** A test's file, as the server reads it: the right answers the page never gets. */
async function bank(slug: string): Promise<Bank> {
  const file = path.resolve(import.meta.dirname, "../../apps/server/content/assessments", `${slug}.yaml`);
  return parseYaml(await readFile(file, "utf8")) as Bank;
}

/** The attempt's questions, in order, by the names of their radio groups ("q.<id>"). */
async function questionIds(page: Page): Promise<string[]> {
  const names = await page
    .locator(".assessment-question input[type=radio]")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name));
  return [...new Set(names)].map((name) => name.slice(2));
}

function choice(page: Page, questionId: string, option: number) {
  return page.locator(`input[name="q.${questionId}"][value="${option}"]`);
}

async function startTest(page: Page, title: string) {
  await page.goto(portalUrl(HOST, "/ar/seeker/assessments"));
  await page
    .locator(".assessment-card", { has: page.getByRole("heading", { name: title }) })
    .getByRole("button", { name: new RegExp(text("ar", "assessments.start")) })
    .click();
  await page.waitForURL(/\/ar\/seeker\/assessments\/attempts\/[0-9a-f-]{36}$/);
}

it("welcomes a new seeker, and takes a test to a badge, in Arabic on a phone", async () => {
  const page = await browser.newPage();
  await page.setViewportSize(PHONE);
  await registerSeeker(page, HOST, "Layla Haddad");

  await page.goto(portalUrl(HOST, "/ar/seeker/dashboard"));
  const welcome = page.locator(".welcome-screen");
  await expect.poll(() => welcome.isVisible()).toBe(true);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  const variant = await welcome.getAttribute("data-variant");
  const resumeButton = text(
    "ar",
    variant === "resume-first" ? "welcome.resumeFirst.cta" : "welcome.step.resume",
  );
  await welcome.getByRole("button", { name: resumeButton }).click();
  await page.waitForURL(/\/ar\/seeker\/profile\/resume$/);
  await page.goto(portalUrl(HOST, "/ar/seeker/dashboard"));
  expect(await page.locator(".welcome-screen").count()).toBe(0);

  await page.goto(portalUrl(HOST, "/ar/seeker/assessments"));
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  const excel = await bank("excel");
  await startTest(page, excel.title.ar);
  expect((await questionIds(page)).length).toBe(10);
  // Every question of the bank on this attempt, so each table and formula is laid out on the phone.
  const attemptId = page.url().split("/").pop() as string;
  await pool.query("UPDATE assessment_attempts SET question_ids = $2 WHERE id = $1", [
    attemptId,
    JSON.stringify(excel.questions.map((question) => question.id)),
  ]);
  await page.reload();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  const ids = await questionIds(page);
  expect(ids.length).toBe(excel.questions.length);
  const right = (id: string) => excel.questions.find((question) => question.id === id)?.answer ?? -1;
  for (const id of ids.slice(0, -1)) await choice(page, id, right(id)).check();
  await expect
    .poll(() => page.getByText(text("ar", "assessments.saved"), { exact: true }).count())
    .toBe(ids.length - 1);
  // Saved as chosen: a reload (or another phone) shows them chosen.
  await page.reload();
  expect(await choice(page, ids[0] as string, right(ids[0] as string)).isChecked()).toBe(true);
  const last = ids[ids.length - 1] as string;
  await choice(page, last, right(last)).check();
  await page.getByRole("button", { name: text("ar", "assessments.finish") }).click();
  const result = page.locator(".assessment-result");
  await expect.poll(() => result.isVisible()).toBe(true);
  expect(await result.getAttribute("class")).toContain("assessment-result--passed");
  await expectAccessible(page);

  await page.goto(portalUrl(HOST, "/ar/seeker/profile"));
  const badges = page.locator("#assessments .assessment-badge");
  expect(await badges.count()).toBe(1);
  expect(await badges.first().textContent()).toContain(excel.title.ar);
});

it("sends a test by itself when its clock runs out, scored on the choices made", async () => {
  const page = await browser.newPage();
  await page.setViewportSize(PHONE);
  const seekerId = await registerSeeker(page, HOST, "Omar Saleh");
  const sql = await bank("sql");
  await startTest(page, sql.title.ar);
  // Every question of the bank (its tables and queries) laid out on the phone, then the ten drawn.
  const attemptId = page.url().split("/").pop() as string;
  const drawn = await questionIds(page);
  await pool.query("UPDATE assessment_attempts SET question_ids = $2 WHERE id = $1", [
    attemptId,
    JSON.stringify(sql.questions.map((question) => question.id)),
  ]);
  await page.reload();
  await expectNoHorizontalScroll(page);
  await pool.query("UPDATE assessment_attempts SET question_ids = $2 WHERE id = $1", [
    attemptId,
    JSON.stringify(drawn),
  ]);
  await page.reload();
  const ids = await questionIds(page);
  for (const id of ids.slice(0, 2)) {
    await choice(page, id, sql.questions.find((question) => question.id === id)?.answer ?? -1).check();
  }
  await expect.poll(() => page.getByText(text("ar", "assessments.saved"), { exact: true }).count()).toBe(2);
  // Four seconds left, as the server now says; the page counts them down and sends the form.
  await pool.query(
    "UPDATE assessment_attempts SET deadline_at = now() + interval '4 seconds' WHERE user_id = $1",
    [seekerId],
  );
  await page.reload();
  await expect.poll(() => page.locator(".assessment-result").isVisible(), { timeout: 20_000 }).toBe(true);
  const { rows } = await pool.query(
    "SELECT correct, passed, finished_at IS NOT NULL AS finished FROM assessment_attempts WHERE user_id = $1",
    [seekerId],
  );
  expect(rows).toEqual([{ correct: 2, passed: false, finished: true }]);
});

it("works without JavaScript: the welcome screen closes, a test starts, is finished and scored", async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.setViewportSize(PHONE);
  await registerSeeker(page, "in.localhost", "Ravi Kumar");
  await page.goto(portalUrl("in.localhost", "/hi/seeker/dashboard"));
  await page.getByRole("button", { name: text("hi", "welcome.close") }).click();
  await page.waitForURL(/\/hi\/seeker\/dashboard$/);
  expect(await page.locator(".welcome-screen").count()).toBe(0);

  const python = await bank("python");
  await page.goto(portalUrl("in.localhost", "/hi/seeker/assessments"));
  await page
    .locator(".assessment-card", { has: page.getByRole("heading", { name: python.title.hi }) })
    .getByRole("button", { name: new RegExp(text("hi", "assessments.start")) })
    .click();
  await page.waitForURL(/\/hi\/seeker\/assessments\/attempts\/[0-9a-f-]{36}$/);
  const ids = await questionIds(page);
  for (const id of ids) {
    await choice(page, id, python.questions.find((question) => question.id === id)?.answer ?? -1).check();
  }
  await page.getByRole("button", { name: text("hi", "assessments.finish") }).click();
  await page.waitForURL(/\/hi\/seeker\/assessments\/attempts\/[0-9a-f-]{36}$/);
  expect(await page.locator(".assessment-result--passed").count()).toBe(1);
});
