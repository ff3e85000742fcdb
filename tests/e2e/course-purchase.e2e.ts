/**
 * A seeker's whole way through a course (issue 29), with the learning provider as its own process: on
 * India they search for a line of work, open "Courses for you", watch a course's preview, buy a bundle
 * offered for their gap by card in the sandbox, start one of its courses on the learning site through
 * single sign-on (the portal asks once), finish it there, and, back on "My learning", add the skills it
 * taught and its certificate to their profile after confirming; the dashboard shows the bundle under way. The pages are
 * accessible and fit a phone.
 */
import pg from "pg";
import { afterAll, expect, inject, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, pageApiOk, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { registerSeeker } from "./media-support.ts";
import { payIndianCartByCard } from "./storefront-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());

interface Bundle {
  id: string;
  title: string;
  skills: string[];
  courseIds: string[];
}

/** An open Indian job's title whose skills a bundle teaches: what the seeker searches for. */
async function searchWithABundle(bundles: Bundle[]): Promise<string> {
  const { rows } = await pool.query<{ title: string; skills: string[] }>(
    `SELECT title, skills FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now()
      ORDER BY posted_at DESC`,
  );
  const taught = new Set(bundles.flatMap((bundle) => bundle.skills.map((skill) => skill.toLowerCase())));
  const job = rows.find((row) => row.skills.some((skill) => taught.has(skill.toLowerCase())));
  if (!job) throw new Error("no open Indian job asks for a skill a bundle teaches");
  return job.title;
}

it("finds a bundle for the gap, buys it, learns through single sign-on and adds the skills", async () => {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await registerSeeker(page, HOST, "Learning Seeker");
  await page.goto(portalUrl(HOST, "/"));
  const made = await pageApiOk(page, "POST", "/api/seeker/profiles", { name: "Main", source: "fresh" });
  const profileId = made.data.profile.id as string;
  const bundles = (await pageApiOk(page, "GET", "/api/course-bundles")).data.value.items as Bundle[];
  const query = await searchWithABundle(bundles);
  // A search remembered on the site: one of the targets "Courses for you" reads.
  await page.goto(portalUrl(HOST, `/search/results?${new URLSearchParams({ query })}`));

  await page.goto(portalUrl(HOST, "/courses"));
  const forYou = page.getByRole("region", { name: text("en", "courses.forYou.title") });
  expect(await forYou.getByText(query, { exact: false }).count()).toBeGreaterThan(0);
  await expectNoHorizontalScroll(page);

  // A course's preview plays (captioned, native controls).
  await forYou.locator(".course-card__title a").first().click();
  await page.waitForURL((url) => /^\/courses\/[a-z0-9-]+$/.test(url.pathname));
  const video = page.locator("video");
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(await page.getByRole("button", { name: text("en", "store.addToCart") }).count()).toBe(1);
  await expectAccessible(page);

  // The bundle offered for the gap: its price in rupees, into the cart, paid by card.
  await page.goto(portalUrl(HOST, "/courses"));
  await forYou.locator('a[href*="/courses/bundles/"]').first().click();
  await page.waitForURL((url) => /^\/courses\/bundles\/[a-z0-9-]+$/.test(url.pathname));
  const bundleId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const bundle = bundles.find((entry) => entry.id === bundleId);
  if (!bundle) throw new Error(`bundle ${bundleId} is not in the catalogue`);
  expect(await page.locator(".course-buy__price").textContent()).toMatch(/₹\s?[\d,]+/);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: text("en", "store.addToCart") }).click();
  const cartLine = page.locator(".cart-item__title").first();
  await expect.poll(() => cartLine.textContent()).toContain(bundle.title);
  const order = await payIndianCartByCard(page);
  expect(order).toMatch(/^IN-/);

  // Once fulfilment has enrolled the seeker, "My learning" lists the bundle and its courses.
  await page.goto(portalUrl(HOST, "/seeker/learning"));
  const start = page.getByRole("link", { name: text("en", "learning.start") }).first();
  await expect
    .poll(
      async () => {
        await page.reload();
        return start.count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(1);
  expect(await page.getByRole("heading", { name: text("en", "learning.bundles") }).count()).toBe(1);
  // The bundle's page now offers learning, not buying.
  await page.goto(portalUrl(HOST, `/courses/bundles/${bundleId}`));
  expect(await page.getByText(text("en", "courses.buy.owned")).count()).toBe(1);
  expect(await page.getByRole("button", { name: text("en", "store.addToCart") }).count()).toBe(0);

  // Start learning: the learning site signs in through the portal (asked once), then the course opens.
  await page.goto(portalUrl(HOST, "/seeker/learning"));
  await start.click();
  await page.waitForURL((url) => url.pathname.startsWith("/sso/"));
  await page
    .getByRole("button", { name: text("en", "sso.allow").replace("{name}", "Learning Seeker") })
    .click();
  const providerOrigin = `http://127.0.0.1:${inject("learningProviderPort")}`;
  await page.waitForURL((url) => url.origin === providerOrigin && url.pathname.startsWith("/learn/"));
  const courseId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  expect(bundle.courseIds).toContain(courseId);
  await page.getByRole("button", { name: "Complete the course" }).click();

  // The provider's signed webhook reports the completion with a certificate; the seeker confirms adding the
  // skills and the certificate to their profile.
  await page.goto(portalUrl(HOST, "/seeker/learning"));
  const addSkills = page.getByRole("button", { name: text("en", "learning.addToProfileSubmit") });
  await expect
    .poll(
      async () => {
        await page.reload();
        return addSkills.count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  const course = (await pageApiOk(page, "GET", `/api/courses/${courseId}`)).data.value as {
    title: string;
    skills: string[];
  };
  await addSkills.first().click();
  await expect
    .poll(() => page.getByText(text("en", "learning.notice.skillsAdded")).count(), { timeout: 10_000 })
    .toBe(1);
  const profile = (await pageApiOk(page, "GET", `/api/seeker/profiles/${profileId}`)).data;
  const onProfile = JSON.stringify(profile).toLowerCase();
  for (const skill of course.skills) expect(onProfile).toContain(skill.toLowerCase());
  // The profile page shows the certificate, linked to the learning site.
  await page.goto(portalUrl(HOST, `/seeker/profile?profile=${profileId}`));
  const certificates = page.getByRole("region", { name: text("en", "profile.certificates.heading") });
  const certificate = certificates.getByRole("link", { name: course.title });
  expect(await certificate.getAttribute("href")).toMatch(new RegExp(`^${providerOrigin}/`));

  // The dashboard shows the bundle under way.
  await page.goto(portalUrl(HOST, "/seeker/dashboard"));
  const learning = page.getByRole("region", { name: text("en", "learning.title") });
  expect(await learning.getByRole("link", { name: new RegExp(bundle.title) }).count()).toBe(1);
  expect(await learning.textContent()).toContain(text("en", "learning.status.in_progress"));
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
