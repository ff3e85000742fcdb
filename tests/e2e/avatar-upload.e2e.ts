/**
 * A seeker adds a photo, sees it in the header menu, tries a file that is not a picture, and removes the
 * photo, in English and Hindi; and the same in Hindi without JavaScript (the page's multipart form alone).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { newSeekerSession, photoPng, type SeekerSession, useSession } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";

/** One seeker for every journey here (each ends with the photo removed). */
let seeker: Promise<SeekerSession> | undefined;
function seekerSession(): Promise<SeekerSession> {
  seeker ??= newSeekerSession(HOST, "Kavya Menon");
  return seeker;
}

async function openMenu(page: Page, language: "en" | "hi") {
  await page.getByText(text(language, "shell.myAccount"), { exact: true }).click();
}

/** Whether the photo in the menu actually loaded (a broken image has no natural width). */
function menuPhotoWidth(page: Page, language: "en" | "hi") {
  return page
    .locator(".menu__list")
    .getByRole("img", { name: text(language, "avatar.yourPhoto") })
    .evaluate((image: HTMLImageElement) => image.naturalWidth);
}

describe.each([
  { language: "en" as const, prefix: "" },
  { language: "hi" as const, prefix: "/hi" },
])("a seeker's photo ($language)", ({ language, prefix }) => {
  it("uploads a photo, sees it in the header menu, is refused a text file, and removes the photo", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await useSession(page, await seekerSession());
    const t = (key: Parameters<typeof text>[1]) => text(language, key);

    // From the header menu to the photo page.
    await page.goto(portalUrl(HOST, `${prefix}/rio/change-password`));
    await openMenu(page, language);
    await page.getByRole("link", { name: t("avatar.addPhoto"), exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/seeker/photo`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(t("avatar.heading"));
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // A PNG named like a JPEG is judged by its bytes and saved.
    await page.getByLabel(t("avatar.fileLabel"), { exact: true }).setInputFiles({
      name: "holiday.jpg",
      mimeType: "image/jpeg",
      buffer: await photoPng(),
    });
    await page.getByRole("button", { name: t("avatar.upload"), exact: true }).click();
    await expect.poll(() => page.locator(".form-notice").textContent()).toBe(t("avatar.msg.avatarSaved"));
    await expect.poll(() => page.getByRole("img", { name: t("avatar.current") }).count()).toBe(1);

    // The header menu shows it.
    await openMenu(page, language);
    await expect.poll(() => menuPhotoWidth(page, language)).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole("link", { name: new RegExp(t("avatar.changePhoto")) }).count())
      .toBe(1);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.keyboard.press("Escape");

    // A text file named .png is refused with a clear message, and the photo stays.
    await page.goto(portalUrl(HOST, `${prefix}/seeker/photo`));
    await page.getByLabel(t("avatar.fileLabel"), { exact: true }).setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("These are notes, not a photo."),
    });
    await page.getByRole("button", { name: t("avatar.replace"), exact: true }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain(text(language, "avatar.msg.avatarWrongType"));
    await expect.poll(() => page.getByRole("img", { name: t("avatar.current") }).count()).toBe(1);

    // Removing it empties the menu's photo too.
    await page.getByRole("button", { name: t("avatar.remove"), exact: true }).click();
    await expect.poll(() => page.locator(".form-notice").textContent()).toBe(t("avatar.msg.avatarRemoved"));
    await expect.poll(() => page.getByText(t("avatar.none"), { exact: true }).count()).toBe(1);
    await openMenu(page, language);
    await expect
      .poll(() => page.getByRole("link", { name: t("avatar.addPhoto"), exact: true }).count())
      .toBe(1);
    expect(await page.locator(".menu img").count()).toBe(0);
  });
});

describe("a seeker's photo without JavaScript (hi)", () => {
  it("uploads and removes a photo through the page's own multipart form", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    page.setDefaultTimeout(15_000);
    await useSession(page, await seekerSession());
    const t = (key: Parameters<typeof text>[1]) => text("hi", key);
    await page.goto(portalUrl(HOST, "/hi/seeker/photo"));
    // Over 5 MB: the page reads no further than its limit and says so.
    await page.getByLabel(t("avatar.fileLabel"), { exact: true }).setInputFiles({
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)]),
    });
    await page.getByRole("button", { name: t("avatar.upload"), exact: true }).click();
    await expect
      .poll(() => page.locator(".form-error").textContent())
      .toBe(t("avatar.msg.avatarTooLarge").replace("{max}", "5"));
    await page.getByLabel(t("avatar.fileLabel"), { exact: true }).setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: await photoPng(),
    });
    await page.getByRole("button", { name: t("avatar.upload"), exact: true }).click();
    await expect.poll(() => page.locator(".form-notice").textContent()).toBe(t("avatar.msg.avatarSaved"));
    // The page came back from the server with the photo in the header menu too.
    expect(await page.locator(`.menu__list img[alt="${t("avatar.yourPhoto")}"]`).count()).toBe(1);
    await page.getByRole("button", { name: t("avatar.remove"), exact: true }).click();
    await expect.poll(() => page.locator(".form-notice").textContent()).toBe(t("avatar.msg.avatarRemoved"));
    expect(await page.locator(".menu img").count()).toBe(0);
  });
});
