/**
 * Candidate search as a recruiter and a seeker meet in it: the demo recruiter finds a new seeker by a
 * skill (without JavaScript, no contact details on the page); the seeker, in Arabic, hides their profile
 * from the recruiter's company in Settings, and the recruiter no longer finds them; let back, they are
 * found again and the profile opens.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, pageApiCall, portalUrl, useBrowser } from "./browser.ts";
import { counted, text } from "./catalogues.ts";
import { logIn, registerSeeker, sessionUser } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
const DEMO_RECRUITER = { email: "demo.recruiter@jobnest.test", password: "Demo@12345" };

describe("candidate search", () => {
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
      console.log("PROBE", (await recruiter.content()).slice(0, 3000));
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
