import { describe, it } from "vitest";
import { newPerson } from "./accounts-support";
import { portalUrl, useBrowser } from "./browser";

const browser = useBrowser();
const OUT = "/work/main/.tmp/apply-shots";

describe("shots", () => {
  it("takes screenshots", async () => {
    const page = await browser.newPage();
    const person = newPerson("shot");
    await page.goto(portalUrl("in.localhost", "/"));
    await page.evaluate(async (details) => {
      const token = () => decodeURIComponent(document.cookie.split("; ").find((c) => c.startsWith("XSRF-TOKEN="))?.slice(11) ?? "");
      const call = async (method: string, path: string, body: unknown) =>
        (await fetch(path, { method, headers: { "content-type": "application/json", "x-xsrf-token": token() }, body: JSON.stringify(body) })).json();
      await call("POST", "/api/registration/personal", details);
      const created = await call("POST", "/api/seeker/profiles", { name: "Fresher profile", source: "fresh" });
      await call("POST", "/api/seeker/profiles", { name: "Second", source: "fresh" });
      await call("PUT", `/api/seeker/profiles/${created.data.profile.id}/experience`, { isFresher: true, years: 0, months: 0 });
    }, { experienceType: "fresher", name: "Meera Iyer", email: person.email, password: "Secret123", diallingCode: "91", mobile: `98${person.digits}`, currentCity: "Pune" });
    for (const lang of ["", "/ar"]) {
      await page.goto(portalUrl("in.localhost", `${lang}/search/results?query=developer`));
      await page.screenshot({ path: `${OUT}/results${lang.replace("/", "-")}.png`, fullPage: false, clip: { x: 0, y: 600, width: 360, height: 900 } }).catch(() => page.screenshot({ path: `${OUT}/results${lang.replace("/", "-")}.png` }));
      await page.locator(".job-card__title a").first().click();
      await page.waitForURL((url) => url.pathname.includes("/job/"));
      await page.screenshot({ path: `${OUT}/job${lang.replace("/", "-")}.png`, fullPage: true });
      await page.goto(portalUrl("in.localhost", `${lang}/search/results?query=developer`));
      for (let i = 0; i < 6; i += 1) await page.getByRole("checkbox").nth(i).check();
      await page.locator("#multi-apply button").click();
      await page.waitForURL((url) => url.pathname.endsWith("/seeker/apply"));
      await page.screenshot({ path: `${OUT}/apply${lang.replace("/", "-")}.png`, fullPage: true });
      await page.locator(".apply-form button").click();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${OUT}/apply-refused${lang.replace("/", "-")}.png`, fullPage: true });
      await page.goto(portalUrl("in.localhost", `${lang}/search/results?query=developer`));
      for (let i = 0; i < 3; i += 1) await page.getByRole("checkbox").nth(i).check();
      await page.locator("#multi-apply button").click();
      await page.waitForURL((url) => url.pathname.endsWith("/seeker/apply"));
      await page.locator(".apply-form button").click();
      await page.waitForURL((url) => url.pathname.endsWith("/applied-success"));
      await page.screenshot({ path: `${OUT}/success${lang.replace("/", "-")}.png`, fullPage: true });
      await page.goto(portalUrl("in.localhost", `${lang}/seeker/applied-jobs`));
      await page.screenshot({ path: `${OUT}/applied${lang.replace("/", "-")}.png`, fullPage: true });
    }
  }, 120_000);
});
