/**
 * The first vertical slice as a person uses it: home → search → job detail, on a phone, on three country
 * sites and in two scripts, with and without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();

describe("search journey", () => {
  it("India, English: home → search → job detail", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost"));
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.getAttribute("body", "data-page")).toBe("homepage");
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    const main = page.getByRole("main");
    await main.getByLabel(text("en", "search.keywordsLabel")).fill("java developer");
    await main.getByLabel(text("en", "search.locationLabel")).fill("Bengaluru");
    await main.getByRole("button", { name: text("en", "search.submit"), exact: true }).click();

    await page.waitForURL(/\/search\/results\?/);
    await expect.poll(() => page.getAttribute("body", "data-page")).toBe("srp");
    const firstJob = page.getByRole("link", { name: "Java Developer", exact: true }).first();
    await expect.poll(() => firstJob.isVisible()).toBe(true);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await firstJob.click();
    await page.waitForURL(/\/job\/[^/]+-\d+$/);
    await expect.poll(() => page.getAttribute("body", "data-page")).toBe("jd");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Java Developer");
    expect(await page.getByText("Saranya Softech Pvt Ltd").first().isVisible()).toBe(true);
    // The job's own Apply, not those of the similar jobs below it.
    const ownApply = page
      .locator("article.job-detail")
      .getByRole("link", { name: text("en", "job.apply"), exact: true });
    expect(await ownApply.isVisible()).toBe(true);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
  });

  it("Gulf, Arabic: the pages are right to left and the search finds Gulf jobs only", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("gulf.localhost", "/ar/"));
    expect(await page.getAttribute("html", "lang")).toBe("ar");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await expectAccessible(page);

    const main = page.getByRole("main");
    await main.getByLabel(text("ar", "search.keywordsLabel")).fill("Java");
    await main.getByRole("button", { name: text("ar", "search.submit"), exact: true }).click();
    await page.waitForURL(/\/ar\/search\/results\?/);
    await expect.poll(() => page.getAttribute("html", "dir")).toBe("rtl");
    await expectNoHorizontalScroll(page);

    const gulfJob = page.getByRole("link", { name: "Senior Java Developer", exact: true });
    await expect.poll(() => gulfJob.count()).toBeGreaterThan(0);
    // Jobs of the India site (Bengaluru's Java Developer) are not listed on the Gulf site.
    expect(await page.getByText("Bengaluru").count()).toBe(0);

    await gulfJob.first().click();
    await page.waitForURL(/\/ar\/job\//);
    await expect.poll(() => page.getAttribute("html", "dir")).toBe("rtl");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Senior Java Developer");
    expect(await page.getByText("Dubai").first().isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it("Singapore: salaries in Singapore dollars a month, and the job page carries JobPosting data", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("sg.localhost", "/search/results?query=java"));
    const card = page.getByRole("article").filter({ hasText: "Saranya Softech Pvt Ltd" }).first();
    await expect.poll(() => card.textContent()).toMatch(/S\$6,000\s*[–-]\s*S\$8,500\/month/);

    await card.getByRole("link", { name: "Java Developer", exact: true }).click();
    await page.waitForURL(/\/job\//);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const posting = JSON.parse(jsonLd ?? "{}");
    expect(posting["@type"]).toBe("JobPosting");
    expect(posting.hiringOrganization.name).toBe("Saranya Softech Pvt Ltd");
    expect(
      posting.jobLocation[0]?.address?.addressCountry ?? posting.jobLocation.address?.addressCountry,
    ).toBe("SG");
    expect(posting.baseSalary.currency).toBe("SGD");
    expect(posting.baseSalary.value.unitText).toBe("MONTH");
  });

  it("works with JavaScript turned off", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(portalUrl("in.localhost", "/hi/"));
    expect(await page.getAttribute("html", "lang")).toBe("hi");
    const main = page.getByRole("main");
    // An empty search is refused by the server with the spec's message, in Hindi.
    await main.getByRole("button", { name: text("hi", "search.submit"), exact: true }).click();
    await page.waitForURL(/\/hi\/search\/results/);
    expect(await page.getByText(text("hi", "spec.searchKeywordRequired")).first().isVisible()).toBe(true);

    await page.getByRole("main").getByLabel(text("hi", "search.keywordsLabel")).fill("Java");
    await page
      .getByRole("main")
      .getByRole("button", { name: text("hi", "search.submit"), exact: true })
      .click();
    await page.getByRole("link", { name: "Java Developer", exact: true }).first().click();
    await page.waitForURL(/\/hi\/job\//);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Java Developer");
  });

  it("an expired job keeps its page with a notice and no apply button", async () => {
    const page = await browser.newPage();
    const response = await page.goto(portalUrl("in.localhost", "/job/accounts-executive-4"));
    expect(response?.status()).toBe(200);
    expect(await page.getByText(text("en", "job.expired")).isVisible()).toBe(true);
    const article = page.locator("article.job-detail");
    expect(await article.getByRole("link", { name: text("en", "job.apply"), exact: true }).count()).toBe(0);
    expect(await article.getByRole("button", { name: text("en", "job.apply"), exact: true }).count()).toBe(0);
  });
});
