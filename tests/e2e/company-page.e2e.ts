/**
 * Companies' public pages: reached from a job page, they say what the API says (open jobs on the site,
 * newest first) and lead to all the company's jobs; in Arabic on the Gulf site they read right to left.
 */
import type { CompanyProfile, TopEmployer } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  portalUrl,
  requestFromSite,
  useBrowser,
} from "./browser.ts";
import { counted, text } from "./catalogues.ts";

const browser = useBrowser();

async function api<T>(host: string, path: string): Promise<T> {
  const reply = await requestFromSite(host, path);
  expect(reply.status).toBe(200);
  return (JSON.parse(reply.body) as { data: T }).data;
}

describe("company pages", () => {
  it("India, English: job page → the company's page → all its jobs", async () => {
    const page = await browser.newPage();
    const [employer] = (await api<{ employers: TopEmployer[] }>("in.localhost", "/api/companies/top?limit=1"))
      .employers;
    if (!employer) throw new Error("no top employer");
    const profile = await api<CompanyProfile>("in.localhost", `/api/companies/${employer.slug}`);
    expect(profile.openJobs).toBe(employer.openJobs);
    const [newest] = profile.jobs;
    if (!newest) throw new Error("the top employer has no open job");

    await page.goto(portalUrl("in.localhost", `/job/${newest.slug}-${newest.id}`));
    await page
      .getByRole("link", { name: text("en", "job.aboutCompany").replace("{company}", employer.name) })
      .click();
    await page.waitForURL(new RegExp(`/company/${employer.slug}$`));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(employer.name);
    await expect
      .poll(() =>
        page.getByText(counted("en", "company.openJobs", employer.openJobs), { exact: true }).count(),
      )
      .toBe(1);
    const cards = page.getByRole("region", { name: text("en", "company.newestJobs") }).locator(".job-card");
    expect(await cards.count()).toBe(profile.jobs.length);
    expect(await cards.first().getByRole("heading").textContent()).toBe(newest.title);
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain(
      '"Organization"',
    );
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page
      .getByRole("link", { name: text("en", "company.allJobs").replace("{company}", employer.name) })
      .click();
    await page.waitForURL(new RegExp(`/jobs/company/${employer.slug}$`));
    expect(await page.locator(".job-card").count()).toBeGreaterThan(0);
  });

  it("Gulf, Arabic: a company's page reads right to left, its names kept in their own direction", async () => {
    const page = await browser.newPage();
    const [employer] = (
      await api<{ employers: TopEmployer[] }>("gulf.localhost", "/api/companies/top?limit=1")
    ).employers;
    if (!employer) throw new Error("no top employer on the Gulf site");
    await page.goto(portalUrl("gulf.localhost", `/ar/company/${employer.slug}`));
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(employer.name);
    expect(await page.locator("h1 bdi").count()).toBe(1);
    expect(
      await page.getByText(counted("ar", "company.openJobs", employer.openJobs), { exact: true }).count(),
    ).toBe(1);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    const missing = await page.goto(portalUrl("gulf.localhost", "/ar/company/no-such-company"));
    expect(missing?.status()).toBe(404);
  });
});
