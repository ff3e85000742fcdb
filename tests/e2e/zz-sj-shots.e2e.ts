import { it } from "vitest";
import { portalUrl, useBrowser } from "./browser";

const browser = useBrowser();
const OUT = "/work/main/.tmp/sj-shots";

it("shots", async () => {
  const page = await browser.newPage();
  await page.goto(portalUrl("in.localhost", "/rio/login"));
  await page.getByLabel("Email", { exact: true }).fill("demo.seeker@jobnest.test");
  await page.getByLabel("Password", { exact: true }).fill("Demo@12345");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes("login"));
  await page.goto(portalUrl("in.localhost", "/search/results?query=java%20developer&location=Pune&experience=3"));
  await page.locator("summary", { hasText: "Save this search" }).click();
  await page.screenshot({ path: `${OUT}/results-en.png`, fullPage: false });
  await page.getByRole("button", { name: "Save search" }).click();
  await page.waitForTimeout(1500);
  await page.locator(".job-card button").first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/results-en-saved.png`, fullPage: true });
  await page.goto(portalUrl("in.localhost", "/seeker/saved-searches"));
  await page.screenshot({ path: `${OUT}/saved-searches-en.png`, fullPage: true });
  await page.goto(portalUrl("in.localhost", "/ar/seeker/saved-searches"));
  await page.screenshot({ path: `${OUT}/saved-searches-ar.png`, fullPage: true });
  await page.goto(portalUrl("in.localhost", "/ar/seeker/saved-jobs"));
  await page.screenshot({ path: `${OUT}/saved-jobs-ar.png`, fullPage: true });
  await page.goto(portalUrl("in.localhost", "/hi/"));
  await page.screenshot({ path: `${OUT}/home-hi.png`, fullPage: false });
  const job = await page.goto(portalUrl("in.localhost", "/search/results?query=java"));
  await page.locator(".job-card__title a").first().click();
  await page.waitForURL((url) => url.pathname.includes("/job/"));
  await page.screenshot({ path: `${OUT}/job-en.png`, fullPage: false });
  void job;
}, 120_000);
