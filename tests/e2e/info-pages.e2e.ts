/**
 * About us, terms, privacy and contact: reached from the footer of the page before, in the reader's
 * language, with the brand and contact details of the site the visitor is on. English (left to right) and
 * Arabic (right to left) walk through them; Hindi pages share the English templates, and their words are
 * checked by the catalogue tests and the Hindi contact page by the accessibility sweep.
 */
import { BRAND_BY_ID, type Language, SITE_BY_ID, type SiteId } from "@portal/domain";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  portalUrl,
  requestFromSite,
  useBrowser,
} from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();
const BRAND = BRAND_BY_ID.jobnest.name;

const PAGES = [
  { path: "/about-us", title: "info.about.title" },
  { path: "/terms-and-conditions", title: "info.terms.title" },
  { path: "/privacy-policy", title: "info.privacy.title" },
  { path: "/contact-us", title: "info.contact.title" },
] as const;
type InfoPage = (typeof PAGES)[number];

interface Visit {
  host: string;
  siteId: SiteId;
  language: Language;
  prefix: string;
}

function footerLinks(page: Page, language: Language) {
  return page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: text(language, "footer.companyHeading") });
}

/** Follows the footer's link to an information page with the keyboard and checks what it shows. */
async function reachFromFooter(page: Page, visit: Visit, info: InfoPage): Promise<void> {
  const { language } = visit;
  const title = text(language, info.title);
  const link = footerLinks(page, language).getByRole("link", { name: title, exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === `${visit.prefix}${info.path}`);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  await expect.poll(() => page.title()).toBe(`${title} | ${BRAND}`);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
  expect(await page.getAttribute("html", "lang")).toBe(language);
  expect(
    await footerLinks(page, language).getByRole("link", { name: title }).getAttribute("aria-current"),
  ).toBe("page");
}

async function expectSiteDetails(page: Page, visit: Visit, info: InfoPage): Promise<void> {
  const site = SITE_BY_ID[visit.siteId];
  const main = page.getByRole("main");
  // Every page's introduction names the site: "JobNest India", "JobNest الخليج".
  expect(await main.textContent()).toContain(`${BRAND} ${text(visit.language, `country.${visit.siteId}`)}`);
  if (info.path === "/about-us") return;
  const email = main.locator(`a[href="mailto:${site.contact.email}"]`).first();
  expect(await email.textContent()).toBe(site.contact.email);
  expect(await email.getAttribute("dir")).toBe("ltr");
  if (info.path === "/contact-us") {
    for (const number of [site.contact.phone, site.contact.tollFree].filter(Boolean)) {
      const call = main.getByRole("link", { name: number, exact: true });
      expect(await call.getAttribute("href")).toBe(`tel:${number.replace(/[^\d+]/g, "")}`);
      expect(await call.getAttribute("dir")).toBe("ltr");
    }
  }
}

async function walkThroughInfoPages(visit: Visit): Promise<void> {
  const page = await browser.newPage();
  await page.goto(portalUrl(visit.host, `${visit.prefix}/search/results?query=sales`));
  for (const info of PAGES) {
    await reachFromFooter(page, visit, info);
    await expectSiteDetails(page, visit, info);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
  }
}

describe("information pages", () => {
  it("are reached from the footer in English on the India site", async () => {
    await walkThroughInfoPages({ host: "in.localhost", siteId: "india", language: "en", prefix: "" });
  });

  it("are reached from the footer in Arabic on the Gulf site, right to left", async () => {
    await walkThroughInfoPages({ host: "gulf.localhost", siteId: "gulf", language: "ar", prefix: "/ar" });
    const page = await browser.newPage();
    await page.goto(portalUrl("gulf.localhost", "/ar/contact-us"));
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
  });

  it("are whole without JavaScript, the privacy policy's cookies and contents included", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(portalUrl("sg.localhost", "/privacy-policy"));
    const main = page.getByRole("main");
    for (const cookie of ["__Host-sid", "session-client", "XSRF-TOKEN", "AD", "known-device"]) {
      expect(await main.locator("dt code", { hasText: cookie }).count(), cookie).toBeGreaterThan(0);
    }
    await main
      .getByRole("navigation", { name: text("en", "info.contents") })
      .getByRole("link", { name: text("en", "info.privacy.cookies.heading") })
      .click();
    await page.waitForURL((url) => url.hash === "#cookies");
    await footerLinks(page, "en")
      .getByRole("link", { name: text("en", "info.contact.title") })
      .click();
    await page.waitForURL((url) => url.pathname === "/contact-us");
    // Singapore has a phone and a toll-free number besides its e-mail.
    expect(await main.locator('a[href^="tel:"]').count()).toBe(2);
    expect(await main.locator(`a[href="mailto:${SITE_BY_ID.singapore.contact.email}"]`).count()).toBe(1);
  });

  it("show only the contact channels a site has", async () => {
    const page = await browser.newPage();
    // Thailand has a phone and an e-mail but no toll-free number.
    await page.goto(portalUrl("th.localhost", "/contact-us"));
    const labels = await page.getByRole("main").locator(".contact-list dt").allTextContents();
    expect(labels).toEqual([text("en", "footer.phone"), text("en", "footer.email")]);
  });

  it("answer 404 under a prefix that is not a language", async () => {
    expect((await requestFromSite("in.localhost", "/fr/about-us")).status).toBe(404);
  });
});
