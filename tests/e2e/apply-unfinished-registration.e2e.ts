/**
 * A seeker logged in without having finished registration (as social login leaves a new seeker: an
 * account with a name and an address, no experience type, no password, no profile) opens the apply page.
 * Applying needs a profile, so they are sent to finish registration and come back to the apply page with
 * the same jobs, then apply; on a 360 px phone, in English without JavaScript and in Arabic with it
 * (where the accessibility checks run: they run in the page).
 */
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { field, fillEducation, fillPreference, submit } from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { newSeekerSession, useSession } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";

const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());

describe("applying before registration is finished", () => {
  for (const language of ["en", "ar"] as const) {
    it(`${language}${language === "en" ? " without JavaScript" : ""}: is sent to finish registration and comes back to the apply page with the same jobs`, async () => {
      const p = language === "en" ? "" : `/${language}`;
      const session = await newSeekerSession(HOST, language === "en" ? "Farah Khan" : "سلمى يوسف");
      // What social login leaves behind: registration not started, no password.
      await pool.query(
        `UPDATE users SET registration_progress = 'personal', experience_type = NULL, password_hash = NULL
         WHERE id = $1`,
        [session.id],
      );
      const { rows } = await pool.query<{ id: string; title: string }>(
        `SELECT id, title FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now()
         ORDER BY id LIMIT 2`,
      );
      const jobIds = rows.map((row) => row.id);

      const hasScripts = language === "ar";
      const page = await browser.newPage({ javaScriptEnabled: hasScripts });
      page.setDefaultTimeout(15_000);
      await useSession(page, session);
      const applyAddress = `${p}/seeker/apply?jobId=${jobIds[0]}&jobId=${jobIds[1]}&back=${encodeURIComponent(`${p}/`)}`;
      await page.goto(portalUrl(HOST, applyAddress));
      await page.waitForURL((url) => url.pathname === `${p}/seeker/registration`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        text(language, "accounts.personal.heading"),
      );
      if (hasScripts) await expectAccessible(page);
      await expectNoHorizontalScroll(page);

      await page.getByLabel(text(language, "accounts.choice.fresher")).check();
      await field(page, language, "accounts.field.currentCity").fill("Pune");
      await submit(page, language, "accounts.form.saveContinue");

      await page.waitForURL((url) => url.pathname === `${p}/seeker/education`);
      await fillEducation(page, language);

      await page.waitForURL((url) => url.pathname === `${p}/seeker/job-preference`);
      await fillPreference(page, language, "Pune");

      // Registration complete: the apply page with both jobs and the new profile to send.
      await page.waitForURL((url) => url.pathname === `${p}/seeker/apply`);
      expect(new URL(page.url()).searchParams.getAll("jobId")).toEqual(jobIds);
      const chosen = await page.locator(".apply-page__jobs").textContent();
      for (const row of rows) expect(chosen).toContain(row.title);
      expect(await page.locator(".apply-page__no-profile").count()).toBe(0);
      if (hasScripts) await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await submit(page, language, "applications.submit");
      await page.waitForURL((url) => url.pathname === `${p}/search/applied-success`);
      expect(await page.locator(".apply-outcome--applied").count()).toBe(2);
    });
  }
});
