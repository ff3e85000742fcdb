/**
 * The seeker's own account (issue 30), in Hindi on a 360 px phone: notification settings changed and
 * kept, the language of e-mails chosen, this device marked in the sessions list, "Download my data"
 * saving a ZIP with the data and the account's rows, then the account deleted with its password: logged
 * out at once, told when the data goes and how to keep it.
 */
import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, PHONE, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { registerSeeker } from "./media-support.ts";

const browser = useBrowser();

it("changes notifications, downloads the data and deletes the account, in Hindi on a phone", async () => {
  const page = await browser.newPage();
  await page.setViewportSize(PHONE);
  const id = await registerSeeker(page, "in.localhost", "Meera Iyer");
  await page.goto(portalUrl("in.localhost", "/hi/seeker/settings"));
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  const box = (kind: string, channel: string) =>
    page.getByRole("checkbox", {
      name: text("hi", "settings.notifications.label")
        .replace("{kind}", text("hi", `settings.notifications.${kind}` as never))
        .replace("{channel}", text("hi", `settings.notifications.${channel}` as never)),
    });
  expect(await box("alerts", "email").isChecked()).toBe(true);
  expect(await box("marketing", "email").isChecked()).toBe(false);
  await box("alerts", "email").uncheck();
  await box("marketing", "email").check();
  const grid = page.locator("#form-notifications");
  await grid.getByRole("button", { name: text("hi", "settings.save") }).click();
  await expect
    .poll(() => page.getByText(text("hi", "settings.notifications.saved")).count())
    .toBeGreaterThan(0);
  await page.reload();
  expect(await box("alerts", "email").isChecked()).toBe(false);
  expect(await box("marketing", "email").isChecked()).toBe(true);

  await page.getByLabel(text("hi", "settings.language.label")).selectOption("ar");
  await page
    .locator("#form-language")
    .getByRole("button", { name: text("hi", "settings.save") })
    .click();
  await expect.poll(() => page.getByText(text("hi", "settings.language.saved")).count()).toBeGreaterThan(0);
  expect(await page.locator("#form-sessions").textContent()).toContain(
    text("hi", "settings.sessions.current"),
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: text("hi", "settings.data.download") }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = await readFile(await download.path());
  expect(archive.subarray(0, 2).toString()).toBe("PK");
  expect(archive.includes(Buffer.from("data.json"))).toBe(true);

  await page.getByRole("link", { name: text("hi", "settings.delete.open") }).click();
  await page.waitForURL((url) => url.pathname === "/hi/seeker/delete-account");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  // A wrong password is refused and changes nothing.
  await page.getByLabel(text("hi", "settings.delete.password")).fill("Wrong1234");
  await page.getByRole("button", { name: text("hi", "settings.delete.submit") }).click();
  await expect
    .poll(() => page.getByText(text("hi", "accounts.msg.currentPasswordWrong")).count())
    .toBeGreaterThan(0);
  await page.getByLabel(text("hi", "settings.delete.password")).fill("Secret123");
  await page.getByRole("button", { name: text("hi", "settings.delete.submit") }).click();
  await expect
    .poll(() => page.getByRole("heading", { name: text("hi", "settings.delete.doneHeading") }).count())
    .toBe(1);
  expect(await page.locator("main .form-notice").textContent()).toContain(
    text("hi", "accounts.msg.accountDeletionRequested").split("{date}")[1]?.trim().slice(0, 20),
  );
  // Logged out everywhere: the settings ask for a login now.
  await page.goto(portalUrl("in.localhost", "/hi/seeker/settings"));
  expect(new URL(page.url()).pathname).toBe("/hi/rio/login");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
});
