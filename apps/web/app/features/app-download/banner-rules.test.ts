import { APP_STORE_SHORT_LINK, BANNER_SCROLL_THRESHOLD_PX, isNearPageBottom } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { dismissCookie, openNowOutcome } from "./banner-rules.ts";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

describe("openNowOutcome", () => {
  it("does nothing once the app has taken over the screen", () => {
    expect(openNowOutcome({ isPageVisible: false, userAgent: ANDROID })).toEqual({ action: "none" });
  });

  it("sends phones whose app did not open to the store", () => {
    for (const userAgent of [ANDROID, IPHONE]) {
      expect(openNowOutcome({ isPageVisible: true, userAgent })).toEqual({
        action: "redirect",
        url: APP_STORE_SHORT_LINK,
      });
    }
  });

  it("only hides the banner on other devices", () => {
    expect(openNowOutcome({ isPageVisible: true, userAgent: DESKTOP })).toEqual({ action: "hide" });
  });
});

describe("banner scroll rule", () => {
  it("slides down within the threshold of the page bottom and back up above it", () => {
    const page = { viewportHeight: 800, documentHeight: 3000 };
    expect(isNearPageBottom({ ...page, scrollY: 2200 })).toBe(true);
    expect(isNearPageBottom({ ...page, scrollY: 2200 - BANNER_SCROLL_THRESHOLD_PX })).toBe(true);
    expect(isNearPageBottom({ ...page, scrollY: 2200 - BANNER_SCROLL_THRESHOLD_PX - 1 })).toBe(false);
    expect(isNearPageBottom({ ...page, scrollY: 0 })).toBe(false);
  });
});

describe("dismissCookie", () => {
  it("remembers the closed banner for a day on the parent domain", () => {
    expect(dismissCookie("www.sg.localhost", false)).toBe(
      "AD=true; Max-Age=86400; Path=/; Domain=.sg.localhost; SameSite=Lax",
    );
  });

  it("sets a host-only cookie where there is no parent domain", () => {
    expect(dismissCookie("localhost", false)).toBe("AD=true; Max-Age=86400; Path=/; SameSite=Lax");
    expect(dismissCookie("sg.localhost", true)).toBe("AD=true; Max-Age=86400; Path=/; SameSite=Lax; Secure");
  });
});
