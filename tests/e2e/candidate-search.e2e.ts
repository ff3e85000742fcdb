/**
 * Candidate search as a recruiter and a seeker meet in it: the demo recruiter finds a new seeker by a
 * skill (without JavaScript, no contact details on the page); the seeker, in Arabic, hides their profile
 * from the recruiter's company in Settings, and the recruiter no longer finds them; let back, they are
 * found again and the profile opens. Of two seekers equally relevant, the one whose Featured Profile runs
 * comes first, marked.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, pageApiCall, portalUrl, useBrowser } from "./browser.ts";
import { counted, text } from "./catalogues.ts";
import { logIn, registerSeeker, sessionUser } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
const DEMO_RECRUITER = { email: "demo.recruiter@jobnest.test", password: "Demo@12345" };
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());

/** A new seeker with one profile naming `skill`; their id. */
async function seekerWithSkill(name: string, skill: string): Promise<string> {
  const page = await browser.newPage();
  await registerSeeker(page, HOST, name);
  await page.goto(portalUrl(HOST, "/"));
  const created = await pageApiCall(page, "POST", "/api/seeker/profiles", { name: "Main", source: "fresh" });
  expect(created.status).toBe(201);
  const profileId = created.json.data.profile.id as string;
  expect(
    (await pageApiCall(page, "POST", `/api/seeker/profiles/${profileId}/skills`, { name: skill })).status,
  ).toBe(200);
  return (await sessionUser(page, HOST)).id;
}

describe("candidate search", () => {
  it("shows a recruiter the featured seeker first among equally relevant ones, marked Featured", async () => {
    const skill = `Zentrix${randomUUID().slice(0, 6)}`;
    // Divya registers first: without her Featured Profile, Arjun (active more recently) would come first.
    const featured = await seekerWithSkill("Divya Pillai", skill);
    await seekerWithSkill("Arjun Mehta", skill);
    // Divya's Featured Profile is running (bought and fulfilled as in storefront.e2e.ts).
    await pool.query(
      `INSERT INTO profile_boosts (user_id, kind, starts_at, ends_at)
       VALUES ($1, 'featured', now() - interval '1 hour', now() + interval '30 days')`,
      [featured],
    );
    const recruiter = await browser.newPage();
    await logIn(recruiter, HOST, "en", "/employer/login", DEMO_RECRUITER);
    await recruiter.goto(portalUrl(HOST, `/employer/candidates?keywords=${encodeURIComponent(skill)}`));
    const cards = recruiter.locator(".candidate-card");
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.nth(0).locator("h3").textContent()).toBe(
      `Divya Pillai${text("en", "candidates.featured")}`,
    );
    expect(await cards.nth(1).locator("h3").textContent()).toBe("Arjun Mehta");
    await expectAccessible(recruiter);
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
