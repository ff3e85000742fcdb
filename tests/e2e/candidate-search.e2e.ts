/**
 * Candidate search as a recruiter and a seeker meet in it: the demo recruiter finds a new seeker by a
 * skill (without JavaScript, no contact details on the page); the seeker, in Arabic, hides their profile
 * from the recruiter's company in Settings, and the recruiter no longer finds them; let back, they are
 * found again and the profile opens. Of two seekers equally relevant, the one whose Featured Profile runs
 * comes first, marked; her profile performance, in Arabic, counts the search as an appearance and compares
 * the days before her Featured Profile with the days during it.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, pageApiCall, portalUrl, useBrowser } from "./browser.ts";
import { counted, text } from "./catalogues.ts";
import { logIn, registerSeeker, sessionUser } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
const DEMO_RECRUITER = { email: "demo.recruiter@jobnest.test", password: "Demo@12345" };
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());

/** A new seeker with one profile naming `skill`: their id, and their page, logged in. */
async function seekerWithSkill(name: string, skill: string): Promise<{ id: string; page: Page }> {
  const page = await browser.newPage();
  await registerSeeker(page, HOST, name);
  await page.goto(portalUrl(HOST, "/"));
  const created = await pageApiCall(page, "POST", "/api/seeker/profiles", { name: "Main", source: "fresh" });
  expect(created.status).toBe(201);
  const profileId = created.json.data.profile.id as string;
  expect(
    (await pageApiCall(page, "POST", `/api/seeker/profiles/${profileId}/skills`, { name: skill })).status,
  ).toBe(200);
  return { id: (await sessionUser(page, HOST)).id, page };
}

describe("candidate search", () => {
  it("shows a recruiter the featured seeker first, marked Featured, and the seeker the appearance", async () => {
    const skill = `Zentrix${randomUUID().slice(0, 6)}`;
    // Divya registers first: without her Featured Profile, Arjun (active more recently) would come first.
    const featured = await seekerWithSkill("Divya Pillai", skill);
    const arjun = await seekerWithSkill("Arjun Mehta", skill);
    // Arjun passed the sales assessment (taken in assessments.e2e.ts; here only its result).
    await pool.query(
      `INSERT INTO assessment_attempts (user_id, test, site_id, language, question_ids, deadline_at, finished_at,
                                        correct, score_percent, passed)
       VALUES ($1, 'sales', 'india', 'en', '[]', now(), now(), 8, 80, true)`,
      [arjun.id],
    );
    // Divya's Featured Profile has run for three days (bought and fulfilled as in storefront.e2e.ts), and
    // her account is older than that, so her profile performance has days before and during to compare.
    await pool.query(
      `INSERT INTO profile_boosts (user_id, kind, starts_at, ends_at)
       VALUES ($1, 'featured', now() - interval '3 days', now() + interval '27 days')`,
      [featured.id],
    );
    await pool.query("UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1", [featured.id]);
    const recruiter = await browser.newPage();
    await logIn(recruiter, HOST, "en", "/employer/login", DEMO_RECRUITER);
    await recruiter.goto(portalUrl(HOST, `/employer/candidates?keywords=${encodeURIComponent(skill)}`));
    const cards = recruiter.locator(".candidate-card");
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.nth(0).locator("h3").textContent()).toBe(
      `Divya Pillai${text("en", "candidates.featured")}`,
    );
    expect(await cards.nth(1).locator("h3").textContent()).toBe("Arjun Mehta");
    // His badge is on his card; Divya has none.
    expect(await cards.nth(1).locator(".assessment-badge").textContent()).toContain("Sales: 80%");
    expect(await cards.nth(0).locator(".assessment-badge").count()).toBe(0);
    await expectAccessible(recruiter);

    // The search counts as an appearance in Divya's profile performance (recorded just after the results).
    const divya = featured.page;
    await expect
      .poll(
        async () => (await pageApiCall(divya, "GET", "/api/seeker/profile-stats")).json.data.appearanceCounts,
      )
      .toEqual({ days7: 1, days30: 1, days90: 1 });
    await divya.goto(portalUrl(HOST, "/ar/seeker/profile-performance"));
    expect(await divya.getAttribute("html", "dir")).toBe("rtl");
    expect(
      await divya
        .getByRole("heading", { level: 2, name: text("ar", "views.appearancesLabel"), exact: true })
        .count(),
    ).toBe(1);
    expect(
      await divya
        .getByRole("heading", { level: 2, name: text("ar", "views.featuredHeading"), exact: true })
        .count(),
    ).toBe(1);
    const comparison = divya.getByRole("table", { name: text("ar", "views.featuredCaption"), exact: true });
    expect(
      await comparison
        .getByRole("columnheader", { name: counted("ar", "views.featuredSoFar", 3), exact: true })
        .count(),
    ).toBe(1);
    expect(
      await comparison
        .getByRole("rowheader", { name: text("ar", "views.featuredAppearancesRow"), exact: true })
        .count(),
    ).toBe(1);
    await expectNoHorizontalScroll(divya);
    await expectAccessible(divya);
  });

  it("finds a seeker by skill, until the seeker hides from the company in Arabic settings, and again after", async () => {
    const skill = `Quarkly${randomUUID().slice(0, 6)}`;
    const seeker = await browser.newPage();
    await registerSeeker(seeker, HOST, "Salma Haddad");
    await seeker.goto(portalUrl(HOST, "/"));
    const created = await pageApiCall(seeker, "POST", "/api/seeker/profiles", {
      name: "Main",
      source: "fresh",
    });
    expect(created.status).toBe(201);
    const profileId = created.json.data.profile.id as string;
    expect(
      (await pageApiCall(seeker, "POST", `/api/seeker/profiles/${profileId}/skills`, { name: skill })).status,
    ).toBe(200);

    const recruiter = await browser.newPage({ javaScriptEnabled: false });
    await logIn(recruiter, HOST, "en", "/employer/login", DEMO_RECRUITER);
    const company = (await sessionUser(recruiter, HOST)).company?.name ?? "";
    const searchFor = async () => {
      await recruiter.goto(portalUrl(HOST, "/employer/candidates"));
      await recruiter.getByLabel(text("en", "candidates.keywords")).fill(skill);
      await recruiter.getByRole("button", { name: text("en", "candidates.submit") }).click();
      await recruiter.waitForURL((url) => url.searchParams.get("keywords") === skill);
    };
    await searchFor();
    await expect
      .poll(() =>
        recruiter.getByRole("heading", { level: 2, name: counted("en", "candidates.count", 1) }).count(),
      )
      .toBe(1);
    await expect.poll(() => recruiter.getByRole("link", { name: "Salma Haddad" }).count()).toBe(1);
    expect(await recruiter.content()).not.toContain("@example");
    // Its accessibility is checked in the sweep (accessibility.e2e.ts): axe needs the page's JavaScript.
    await expectNoHorizontalScroll(recruiter);

    // The seeker hides from the recruiter's company, in Arabic.
    await seeker.goto(portalUrl(HOST, "/ar/seeker/settings"));
    expect(await seeker.getAttribute("html", "dir")).toBe("rtl");
    await seeker.getByLabel(text("ar", "settings.companyName")).fill(company);
    await seeker.getByRole("button", { name: text("ar", "settings.findCompany") }).click();
    await seeker
      .getByRole("button", { name: text("ar", "settings.block") })
      .first()
      .click();
    await expect.poll(() => seeker.getByText(text("ar", "settings.blocked")).count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        seeker
          .getByRole("button", { name: text("ar", "settings.unblockLabel").replace("{name}", company) })
          .count(),
      )
      .toBe(1);
    await expectAccessible(seeker);

    await searchFor();
    await expect.poll(() => recruiter.getByText(text("en", "candidates.empty")).count()).toBe(1);

    await seeker
      .getByRole("button", { name: text("ar", "settings.unblockLabel").replace("{name}", company) })
      .click();
    await expect.poll(() => seeker.getByText(text("ar", "settings.unblocked")).count()).toBeGreaterThan(0);
    await searchFor();
    await recruiter.getByRole("link", { name: "Salma Haddad" }).click();
    await recruiter.waitForURL((url) => url.pathname.startsWith("/employer/seeker/"));
    await expect.poll(() => recruiter.getByRole("heading", { level: 1 }).count()).toBe(1);
  });
});
