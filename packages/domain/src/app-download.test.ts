import { describe, expect, it } from "vitest";
import {
  AD_COOKIE,
  ANDROID_STORE_URL,
  APP_DEEP_LINK_SCHEME,
  APP_DOWNLOAD_EVENTS,
  APP_STORE_SHORT_LINK,
  analyticsUserType,
  appDownloadState,
  BANNER_SCROLL_THRESHOLD_PX,
  buildDeepLink,
  IOS_STORE_URL,
  isNearPageBottom,
  openNowFallback,
  STORE_REDIRECT_DELAY_MS,
} from "./app-download.ts";

const guest = { isLoggedIn: false, hasAdCookie: false, isPhone: true };

describe("appDownloadState", () => {
  it("offers the app in a banner on phones only, the footer's store links everywhere", () => {
    const desktop = appDownloadState({ path: "/search/results", ...guest, isPhone: false });
    expect(desktop).toMatchObject({ showWidget: true, showBanner: false });
    expect(appDownloadState({ path: "/search/results", ...guest }).showBanner).toBe(true);
  });

  it.each([
    ["/", true],
    ["/search/results", true],
    ["/seeker/dashboard", true],
    ["/career-services", true],
    ["/seeker/registration", false],
    ["/seeker/education", false],
    ["/resume-services", false],
    ["/cart", false],
    ["/seeker/single-page-registration", false],
    ["/job/java-developer-12", false],
    ["/seeker/job-details?id=3", false],
    ["/hi/job/java-developer-12", false],
  ])("widget on %s: %s", (path, showWidget) => {
    const state = appDownloadState({ path, ...guest });
    expect(state.showWidget).toBe(showWidget);
    expect(state.showBanner).toBe(showWidget);
  });

  it("hides the banner but not the widget on paths containing 'rio'", () => {
    for (const path of ["/rio/login", "/riologin.html", "/rio/sign-out"]) {
      expect(appDownloadState({ path, ...guest })).toMatchObject({ showWidget: true, showBanner: false });
    }
  });

  it("hides the banner once it was dismissed (AD cookie)", () => {
    expect(appDownloadState({ path: "/", isLoggedIn: true, hasAdCookie: true, isPhone: true })).toMatchObject(
      {
        showWidget: true,
        showBanner: false,
      },
    );
  });

  it("turns mobile visibility off for app=true or app=1 only", () => {
    expect(appDownloadState({ path: "/", search: "?app=true", ...guest }).mobileVisible).toBe(false);
    expect(
      appDownloadState({ path: "/", search: new URLSearchParams("app=1"), ...guest }).mobileVisible,
    ).toBe(false);
    expect(appDownloadState({ path: "/", search: "?app=false", ...guest }).mobileVisible).toBe(true);
    expect(appDownloadState({ path: "/", ...guest }).mobileVisible).toBe(true);
  });

  it("adds bottom margin on job detail for guests only, even though the widget is hidden there", () => {
    expect(appDownloadState({ path: "/job/x-1", ...guest })).toMatchObject({
      showWidget: false,
      extraBottomMargin: true,
    });
    expect(
      appDownloadState({ path: "/job/x-1", isLoggedIn: true, hasAdCookie: false, isPhone: true })
        .extraBottomMargin,
    ).toBe(false);
    expect(appDownloadState({ path: "/", ...guest }).extraBottomMargin).toBe(false);
  });
});

describe("buildDeepLink", () => {
  it("uses the fixed scheme, the domain, the path and the query", () => {
    expect(buildDeepLink({ domain: "in.localhost", path: "/job/java-12", search: "?ref=home" })).toBe(
      `${APP_DEEP_LINK_SCHEME}://in.localhost/job/java-12?ref=home`,
    );
  });

  it("opens /home when there is no path", () => {
    expect(buildDeepLink({ domain: "sg.localhost", path: "" })).toBe("jobnest://sg.localhost/home");
    expect(buildDeepLink({ domain: "sg.localhost", path: "/" })).toBe("jobnest://sg.localhost/home");
    expect(buildDeepLink({ domain: "sg.localhost" })).toBe("jobnest://sg.localhost/home");
  });

  it("adds the e-mail, encoded, when it is known", () => {
    expect(
      buildDeepLink({
        domain: "in.localhost",
        path: "/search/results",
        search: "q=java dev",
        email: "a+b@x.com",
      }),
    ).toBe("jobnest://in.localhost/search/results?q=java+dev&email=a%2Bb%40x.com");
    expect(buildDeepLink({ domain: "in.localhost", path: "/x", email: null })).toBe(
      "jobnest://in.localhost/x",
    );
  });

  it("keeps a query written into the path and drops a scheme given with the domain", () => {
    expect(
      buildDeepLink({ domain: "https://gulf.localhost/", path: "/job/a-1?x=1#top", search: "y=2" }),
    ).toBe("jobnest://gulf.localhost/job/a-1?x=1&y=2");
  });
});

describe("banner behaviour", () => {
  it("has the spec's constants", () => {
    expect(AD_COOKIE).toEqual({ name: "AD", value: "true", maxAgeDays: 1, path: "/" });
    expect(BANNER_SCROLL_THRESHOLD_PX).toBe(30);
    expect(STORE_REDIRECT_DELAY_MS).toBe(5000);
    for (const url of [ANDROID_STORE_URL, IOS_STORE_URL, APP_STORE_SHORT_LINK]) {
      expect(new URL(url).hostname).toMatch(/(^|\.)example\.com$/);
    }
  });

  it("slides down within 30 px of the page bottom", () => {
    expect(isNearPageBottom({ scrollY: 1170, viewportHeight: 800, documentHeight: 2000 })).toBe(true);
    expect(isNearPageBottom({ scrollY: 1169, viewportHeight: 800, documentHeight: 2000 })).toBe(false);
    expect(isNearPageBottom({ scrollY: 0, viewportHeight: 800, documentHeight: 500 })).toBe(true);
  });

  it("redirects Android and iOS devices to the store after Open Now, and hides the banner elsewhere", () => {
    expect(openNowFallback("Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile Safari/537.36")).toEqual({
      action: "redirect",
      url: APP_STORE_SHORT_LINK,
    });
    expect(openNowFallback("Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X)")).toEqual({
      action: "redirect",
      url: APP_STORE_SHORT_LINK,
    });
    expect(openNowFallback("Mozilla/5.0 (Windows NT 10.0; Win64; x64)")).toEqual({ action: "hide" });
    expect(openNowFallback("Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1)")).toEqual({ action: "hide" });
  });

  it("reports analytics as guest or user with the spec's event names", () => {
    expect(analyticsUserType(false)).toBe("guest");
    expect(analyticsUserType(true)).toBe("user");
    expect(Object.values(APP_DOWNLOAD_EVENTS)).toEqual([
      "banner close",
      "banner click",
      "logo click",
      "Android link click",
      "iOS link click",
    ]);
  });
});
