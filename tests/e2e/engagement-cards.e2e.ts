/**
 * A seeker whose salary was saved seven months ago, notice period four months ago and locations
 * thirteen months ago answers three engagement cards on the profile page of a 360 px phone, in English
 * and in Hindi: confirms the salary, updates the notice period, asks to be reminded later about the
 * current location; each time a thank-you screen, and the dialog's calls carry the rule headers back.
 * Escape closes the dialog as abandonment and gives focus back. Without JavaScript, the card's own
 * page answers with the same thank-you screen.
 */
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, pageApiCall, portalUrl, useBrowser } from "./browser.ts";
import { counted, text } from "./catalogues.ts";
import { registerSeeker } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
type Language = "en" | "hi";

const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());

function prefix(language: Language): string {
  return language === "en" ? "" : `/${language}`;
}

const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * 86_400_000).toISOString();

/** A seeker with a complete profile whose salary, job and locations were saved long ago. */
async function seekerWithOldValues(page: Page): Promise<string> {
  const userId = await registerSeeker(page, HOST, "Meera Iyer");
  await page.goto(portalUrl(HOST, "/"));
  const created = await pageApiCall(page, "POST", "/api/seeker/profiles", { name: "Main", source: "fresh" });
  expect(created.status).toBe(201);
  const base = `/api/seeker/profiles/${created.json.data.profile.id}`;
  const session = await pageApiCall(page, "GET", "/api/rio/session");
  const { email, mobile } = session.json.data.user;
  const saves: [string, string, unknown][] = [
    [
      "PUT",
      "personal",
      {
        name: "Meera Iyer",
        email,
        mobile,
        currentLocation: "Bengaluru",
        preferredLocations: ["Pune"],
        dateOfBirth: null,
        gender: null,
        differentlyAbled: null,
      },
    ],
    ["PUT", "work-authorization", { workCountries: ["IN"], usaWorkStatus: null, visaStatus: "citizen" }],
    ["PUT", "experience", { isFresher: false, years: 6, months: 0 }],
    [
      "PUT",
      "salary",
      { currency: "INR", currentSalary: 1_450_000, salaryMode: "Annually", expectedSalary: null },
    ],
    [
      "POST",
      "employments",
      {
        designation: "Java Developer",
        company: "Saranya Softech",
        startDate: "2021-06",
        endDate: null,
        isCurrent: true,
        noticePeriod: "2-months",
        lastWorkingDay: null,
      },
    ],
    [
      "POST",
      "educations",
      {
        courseId: 5,
        specialization: "Computer Science",
        institute: "Anna University",
        board: "university",
        medium: "english",
        percentageBand: null,
        passingYear: 2016,
        educationType: "full-time",
      },
    ],
    ["POST", "skills", { name: "Java" }],
  ];
  for (const [method, path, body] of saves) {
    const response = await pageApiCall(page, method, `${base}/${path}`, body);
    expect(response.status, `${path}: ${JSON.stringify(response.json)}`).toBe(200);
  }
  // What a person cannot do in a journey: let months pass, and prove the mobile number long ago.
  await pool.query(
    `UPDATE profiles SET group_updated_at = group_updated_at || jsonb_build_object(
       'salary', $2::text, 'employments', $3::text, 'personal', $4::text) WHERE user_id = $1`,
    [userId, monthsAgo(7), monthsAgo(4), monthsAgo(13)],
  );
  await pool.query("UPDATE users SET mobile_verified_at = now() - interval '1 year' WHERE id = $1", [userId]);
  return userId;
}

async function dueRules(page: Page): Promise<string[]> {
  const reply = await pageApiCall(page, "GET", "/api/seeker/cards");
  return reply.json.data.cards.map((card: { ruleApplied: string }) => card.ruleApplied);
}

function title(language: Language, cardId: string): string {
  return text(language, `cards.title.${cardId}` as Parameters<typeof text>[1]);
}

async function openSlot(page: Page, language: Language, cardId: string) {
  const review = page.getByRole("link", {
    name: text(language, "cards.slot.reviewNamed").replace("{title}", title(language, cardId)),
  });
  await review.click();
  const dialog = page.getByRole("dialog", { name: title(language, cardId) });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  return dialog;
}

async function expectThanks(
  page: Page,
  language: Language,
  messageKey: Parameters<typeof text>[1] | "cards.thanks.remind-later",
  /** The count of a message with plural forms (the reminder's days). */
  count?: number,
) {
  const dialog = page.getByRole("dialog", { name: text(language, "cards.thanks.heading") });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  const message =
    count === undefined
      ? text(language, messageKey as Parameters<typeof text>[1])
      : counted(language, messageKey, count);
  await expect.poll(() => dialog.getByRole("status").textContent()).toBe(message);
  return dialog;
}

async function events(userId: string) {
  const { rows } = await pool.query<{
    card_id: string;
    event: string;
    rule_applied: string | null;
    source: string;
  }>(
    "SELECT card_id, event, rule_applied, source FROM engagement_card_events WHERE user_id = $1 ORDER BY id",
    [userId],
  );
  return rows;
}

// English and Hindi pages share their templates: the journey runs in Hindi (its words); English is the
// language of the no-JavaScript journey below. Keeps the suite inside its time budget.
describe.each(["hi"] as const)("engagement cards in %s", (language) => {
  it("confirms, updates and defers three cards, each with a thank-you screen", async () => {
    const page = await browser.newPage();
    const userId = await seekerWithOldValues(page);
    expect(await dueRules(page)).toEqual([
      "current-salary.stale",
      "notice-period.stale",
      "current-location.stale",
      "preferred-location.stale",
    ]);

    await page.goto(portalUrl(HOST, `${prefix(language)}/seeker/profile`));
    const slot = page.getByRole("region", { name: text(language, "cards.slot.heading") });
    await expect.poll(() => slot.getByText(title(language, "current-salary")).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // 1. The salary: "Yes, this is correct".
    let dialog = await openSlot(page, language, "current-salary");
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await dialog.getByRole("button", { name: text(language, "cards.confirm"), exact: true }).click();
    dialog = await expectThanks(page, language, "cards.thanks.confirmed");

    // 2. The notice period: Update, refused once by the browser's check, then saved.
    await dialog.getByRole("button", { name: text(language, "cards.thanks.next") }).click();
    dialog = page.getByRole("dialog", { name: title(language, "notice-period") });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByRole("button", { name: text(language, "cards.update"), exact: true }).click();
    const notice = dialog.getByLabel(text(language, "profile.employment.noticePeriod"), { exact: true });
    await notice.selectOption("serving");
    await dialog.getByRole("button", { name: text(language, "cards.save"), exact: true }).click();
    await expect
      .poll(() => dialog.getByRole("alert").textContent())
      .toContain(text(language, "spec.lastWorkingDateRequired"));
    // What was chosen stays chosen after the refusal.
    expect(await notice.inputValue()).toBe("serving");
    await notice.selectOption("immediate");
    await dialog.getByRole("button", { name: text(language, "cards.save"), exact: true }).click();
    dialog = await expectThanks(page, language, "cards.thanks.updated");

    // 3. The current location: Remind me later.
    await dialog.getByRole("button", { name: text(language, "cards.thanks.next") }).click();
    dialog = page.getByRole("dialog", { name: title(language, "current-location") });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByRole("button", { name: text(language, "cards.remindLater"), exact: true }).click();
    dialog = await expectThanks(page, language, "cards.thanks.remind-later", 3);
    await dialog.getByRole("button", { name: text(language, "cards.thanks.done") }).click();
    await expect.poll(() => page.getByRole("dialog").count(), { timeout: 10_000 }).toBe(0);

    // The slot moves on to the card still due; focus is back where the seeker was.
    await expect.poll(() => slot.getByText(title(language, "preferred-location")).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("A");
    expect(await dueRules(page)).toEqual(["preferred-location.stale"]);
    const profile = await pageApiCall(page, "GET", "/api/seeker/profiles");
    const detail = await pageApiCall(page, "GET", `/api/seeker/profiles/${profile.json.data.profiles[0].id}`);
    expect(detail.json.data.profile.data.employments[0].noticePeriod).toBe("immediate");

    // Escape closes the dialog as abandonment.
    await openSlot(page, language, "preferred-location");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(async () => (await events(userId)).some((row) => row.event === "abandoned"), { timeout: 10_000 })
      .toBe(true);

    const answers = (await events(userId)).filter((row) => row.event !== "shown" && row.event !== "opened");
    expect(answers).toEqual([
      {
        card_id: "current-salary",
        event: "confirmed",
        rule_applied: "current-salary.stale",
        source: "popup",
      },
      {
        card_id: "notice-period",
        event: "field-changed",
        rule_applied: "notice-period.stale",
        source: "popup",
      },
      { card_id: "notice-period", event: "updated", rule_applied: "notice-period.stale", source: "popup" },
      {
        card_id: "current-location",
        event: "remind-later",
        rule_applied: "current-location.stale",
        source: "popup",
      },
      {
        card_id: "preferred-location",
        event: "abandoned",
        rule_applied: "preferred-location.stale",
        source: "popup",
      },
    ]);
  });
});

describe("engagement cards without JavaScript", () => {
  it("the card's own page confirms a value and thanks the seeker", async () => {
    const jsPage = await browser.newPage();
    await seekerWithOldValues(jsPage);
    const cookies = await jsPage.context().cookies();
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.context().addCookies(cookies);
    await page.goto(portalUrl(HOST, "/seeker/profile"));
    await page
      .getByRole("link", {
        name: text("en", "cards.slot.reviewNamed").replace("{title}", title("en", "current-salary")),
      })
      .click();
    await page.waitForURL(/\/seeker\/cards\/current-salary/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title("en", "current-salary"));
    await page.getByRole("button", { name: text("en", "cards.confirm"), exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: text("en", "cards.thanks.confirmed") })
          .count(),
      )
      .toBe(1);
    expect(await page.getByRole("heading", { name: text("en", "cards.thanks.heading") }).count()).toBe(1);
    await page.getByRole("link", { name: text("en", "cards.thanks.next") }).click();
    await page.waitForURL(/\/seeker\/cards\/notice-period/);
    await page.getByRole("link", { name: text("en", "cards.update"), exact: true }).click();
    await page
      .getByLabel(text("en", "profile.employment.noticePeriod"), { exact: true })
      .selectOption("serving");
    await page.getByRole("button", { name: text("en", "cards.save"), exact: true }).click();
    // Refused by the server: the message beside the field, and the choice kept.
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain(text("en", "spec.lastWorkingDateRequired"));
    expect(
      await page.getByLabel(text("en", "profile.employment.noticePeriod"), { exact: true }).inputValue(),
    ).toBe("serving");
  });
});
