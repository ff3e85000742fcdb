/**
 * The search boxes: recent searches (guests, kept in the browser), the combobox by keyboard, and voice
 * search. The browser's speech recogniser is replaced by a stand-in that "hears" a fixed sentence,
 * since a test machine has no microphone; everything of ours runs as in production.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();

/** A speech recogniser that hears `sentence` and records the language it was asked to listen in. */
async function fakeSpeech(page: Page, sentence: string) {
  await page.addInitScript((heard) => {
    class FakeRecognition {
      lang = "";
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { listenedIn: string }).listenedIn = this.lang;
        setTimeout(() => {
          const alternative = Object.assign([{ transcript: heard }], { isFinal: true });
          this.onresult?.({ results: [alternative] });
          this.onend?.();
        }, 50);
      }
      stop() {}
      abort() {}
    }
    const scope = window as unknown as Record<string, unknown>;
    scope.SpeechRecognition = FakeRecognition;
    scope.webkitSpeechRecognition = FakeRecognition;
  }, sentence);
}

describe("search box", () => {
  it("remembers a guest's searches and offers them again, by keyboard, in the empty box", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/"));
    const main = page.getByRole("main");
    await main.getByLabel(text("en", "search.keywordsLabel")).fill("nurse");
    await main.getByLabel(text("en", "search.locationLabel")).fill("Chennai");
    await main.getByRole("button", { name: text("en", "search.submit"), exact: true }).click();
    await page.waitForURL(/\/search\/results\?/);

    await page.goto(portalUrl("in.localhost", "/"));
    const recent = page.getByRole("region", { name: text("en", "recent.heading") });
    await expect.poll(() => recent.getByRole("link", { name: "nurse · Chennai" }).isVisible()).toBe(true);
    await expectAccessible(page);

    const box = main.getByLabel(text("en", "search.keywordsLabel"));
    await box.focus();
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
    expect(await box.getAttribute("role")).toBe("combobox");
    const listbox = page.getByRole("listbox", { name: text("en", "suggest.recentLabel") });
    expect(await listbox.getByRole("option").first().textContent()).toContain("nurse · Chennai");
    await box.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute("aria-selected")).toBe("true");
    await expectAccessible(page);

    await box.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
    await box.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
    await box.press("ArrowDown");
    await box.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("query") === "nurse");
    expect(new URL(page.url()).searchParams.get("location")).toBe("Chennai");
  });

  it("India, English: suggests skills, titles and places as one types, and is driven by keyboard", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/"));
    const main = page.getByRole("main");
    const box = main.getByLabel(text("en", "search.keywordsLabel"));
    await box.pressSequentially("jav", { delay: 30 });
    const suggestions = page.getByRole("listbox", { name: text("en", "suggest.label") });
    await expect.poll(() => suggestions.getByRole("option").count()).toBeGreaterThan(1);
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    expect(await box.getAttribute("aria-controls")).toBe(await suggestions.getAttribute("id"));
    // Each suggestion says what kind of thing it is; the keyword box offers no places.
    const first = suggestions.getByRole("option").first();
    expect(await first.textContent()).toContain("Java");
    expect(await first.textContent()).toContain(text("en", "suggest.kind.skill"));
    expect(await suggestions.getByText(text("en", "suggest.kind.location"), { exact: true }).count()).toBe(0);
    await expectAccessible(page);

    await box.press("ArrowDown");
    await box.press("ArrowDown");
    const activeId = await box.getAttribute("aria-activedescendant");
    const second = page.locator(`[id="${activeId}"]`);
    expect(await second.getAttribute("aria-selected")).toBe("true");
    const chosen = (await second.locator(".suggestion__text").textContent()) ?? "";
    await box.press("Enter");
    expect(await box.inputValue()).toBe(chosen);
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(page.url()).toBe(portalUrl("in.localhost", "/"));

    const place = main.getByLabel(text("en", "search.locationLabel"));
    await place.pressSequentially("beng", { delay: 30 });
    const places = page.getByRole("listbox", { name: text("en", "suggest.label") });
    const bengaluru = places.getByRole("option", { name: /Bengaluru/ });
    await expect.poll(() => bengaluru.count()).toBe(1);
    expect(await bengaluru.textContent()).toContain(text("en", "suggest.kind.location"));
    await bengaluru.click();
    expect(await place.inputValue()).toBe("Bengaluru");

    await box.press("Enter");
    await page.waitForURL(/\/search\/results\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("query")).toBe(chosen);
    expect(url.searchParams.get("location")).toBe("Bengaluru");
  });

  it("Gulf, Hindi: the header box suggests in Hindi labels, and Escape closes the list", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("gulf.localhost", "/hi/search/results?query=java"));
    // Found by its label: its role changes from text box to combobox once the suggestions load.
    const box = page.getByRole("search").getByLabel(text("hi", "shell.searchJobs"));
    await box.fill("");
    await box.pressSequentially("sal", { delay: 30 });
    const suggestions = page.getByRole("listbox", { name: text("hi", "suggest.label") });
    await expect.poll(() => suggestions.getByRole("option").count()).toBeGreaterThan(0);
    const kinds = ["skill", "title", "company", "location"].map((kind) =>
      text("hi", `suggest.kind.${kind}` as "suggest.kind.skill"),
    );
    const firstText = (await suggestions.getByRole("option").first().textContent()) ?? "";
    expect(kinds.some((kind) => firstText.includes(kind))).toBe(true);
    await box.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
    expect(await box.inputValue()).toBe("sal");
    await expectNoHorizontalScroll(page);
  });

  it("India, Hindi: voice search listens in Hindi and opens what the engine read from the sentence", async () => {
    const page = await browser.newPage();
    await fakeSpeech(page, "java jobs in Bengaluru");
    await page.goto(portalUrl("in.localhost", "/hi/"));
    const microphone = page.getByRole("main").getByRole("button", { name: text("hi", "voice.start") });
    await microphone.click();
    await page.waitForURL(/\/hi\/search\/results\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("query")).toBe("java");
    expect(url.searchParams.get("location")).toBe("Bengaluru");
    expect(await page.evaluate(() => (window as unknown as { listenedIn?: string }).listenedIn)).toBe(
      "hi-IN",
    );
    await expect.poll(() => page.locator(".job-card").count()).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page);
  });

  it("Gulf, Arabic: voice search listens in Gulf Arabic from the header", async () => {
    const page = await browser.newPage();
    await fakeSpeech(page, "sales jobs in Dubai");
    await page.goto(portalUrl("gulf.localhost", "/ar/search/results?query=java"));
    await page
      .getByRole("search")
      .getByRole("button", { name: text("ar", "voice.start") })
      .click();
    await page.waitForURL((url) => url.searchParams.get("location") === "Dubai");
    expect(new URL(page.url()).searchParams.get("query")).toBe("sales");
    expect(await page.evaluate(() => (window as unknown as { listenedIn?: string }).listenedIn)).toBe(
      "ar-AE",
    );
  });

  it("shows no microphone where the browser cannot listen, nor without JavaScript", async () => {
    const withoutSpeech = await browser.newPage();
    await withoutSpeech.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
      delete (window as unknown as Record<string, unknown>).SpeechRecognition;
    });
    await withoutSpeech.goto(portalUrl("in.localhost", "/"));
    await withoutSpeech.waitForLoadState("networkidle");
    expect(await withoutSpeech.getByRole("button", { name: text("en", "voice.start") }).count()).toBe(0);

    const withoutScript = await browser.newPage({ javaScriptEnabled: false });
    await withoutScript.goto(portalUrl("in.localhost", "/"));
    expect(await withoutScript.getByRole("button", { name: text("en", "voice.start") }).count()).toBe(0);
    // The box is a plain text field of a GET form, not a combobox that cannot open.
    expect(await withoutScript.locator("input[role=combobox]").count()).toBe(0);
  });
});
