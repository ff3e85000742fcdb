/**
 * The app-download footer widget and banner (spec §2, §4): where they show, how the banner behaves,
 * and where "Open Now" leads.
 */
import { classifyPage, type PageKey } from "./pages.ts";
import { readQueryString, type SearchInput } from "./query.ts";
import { detectDevice } from "./visitor.ts";

/** Set when the banner is closed; its presence keeps the banner hidden for a day. */
export const AD_COOKIE = { name: "AD", value: "true", maxAgeDays: 1, path: "/" } as const;
/** The banner slides down once the page bottom is this close, so it never covers the footer. */
export const BANNER_SCROLL_THRESHOLD_PX = 30;
/** Wait after opening the app before assuming it is not installed. */
export const STORE_REDIRECT_DELAY_MS = 5000;

export const APP_DEEP_LINK_SCHEME = "jobnest";
export const ANDROID_STORE_URL = "https://play.example.com/store/apps/details?id=com.example.jobnest";
export const IOS_STORE_URL = "https://apps.example.com/app/jobnest/id0000000000";
/** One link for both stores; the link service sends each device to its own store. */
export const APP_STORE_SHORT_LINK = "https://app.example.com/jobnest";

/** Pages where an app prompt would interrupt a task the visitor came to finish. */
const PAGES_WITHOUT_WIDGET: ReadonlySet<PageKey> = new Set([
  "registrationSteps",
  "premiumservices",
  "singlepageregistration",
  "jd",
]);

export interface AppDownloadInput {
  path: string;
  search?: SearchInput;
  isLoggedIn: boolean;
  hasAdCookie: boolean;
  /** The visitor's device is a phone (spec device detection: tablets and iPads count as desktop). */
  isPhone: boolean;
}

export interface AppDownloadState {
  /** Footer widget with the two store badges. */
  showWidget: boolean;
  /** The sliding "Open Now" banner; part of the widget, so never shown without it. */
  showBanner: boolean;
  /** False inside the app's own web views (app=true or app=1), which must not advertise the app. */
  mobileVisible: boolean;
  /**
   * Guests on a job-detail page get room at the bottom for the apply bar. It is computed on its own,
   * even though the widget is hidden there, because the footer applies it whether or not the widget shows.
   */
  extraBottomMargin: boolean;
}

/** Spec §2 and §4 rules for the widget and banner on one page view. */
export function appDownloadState({
  path,
  search,
  isLoggedIn,
  hasAdCookie,
  isPhone,
}: AppDownloadInput): AppDownloadState {
  const page = classifyPage(path);
  const showWidget = !PAGES_WITHOUT_WIDGET.has(page.key);
  // Literal spec rule: any path containing "rio" (login pages such as /rio/login, riologin.html).
  const isRioPath = path.split(/[?#]/)[0]?.toLowerCase().includes("rio") ?? false;
  const app = readQueryString(search).get("app");
  return {
    showWidget,
    // The banner offers the phone app: on a desktop or tablet it would only cover the page.
    showBanner: showWidget && !isRioPath && !hasAdCookie && isPhone,
    mobileVisible: !(app === "true" || app === "1"),
    extraBottomMargin: page.key === "jd" && !isLoggedIn,
  };
}

/** Whether the banner should slide down: the viewport's bottom is within the threshold of the page's. */
export function isNearPageBottom(scroll: {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}): boolean {
  return scroll.scrollY + scroll.viewportHeight >= scroll.documentHeight - BANNER_SCROLL_THRESHOLD_PX;
}

export interface DeepLinkInput {
  domain: string;
  path?: string | null;
  search?: SearchInput;
  email?: string | null;
}

/**
 * The app link for the current page: scheme://domain/path?query, with the visitor's e-mail added when
 * known so the app can sign them in. The root page has no app counterpart, so "" and "/" open /home.
 */
export function buildDeepLink({ domain, path, search, email }: DeepLinkInput): string {
  const host = domain.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/+$/, "");
  const withoutHash = (path ?? "").split("#")[0] ?? "";
  const question = withoutHash.indexOf("?");
  const pathname = question === -1 ? withoutHash : withoutHash.slice(0, question);
  const pathQuery = question === -1 ? "" : withoutHash.slice(question);
  const target =
    !pathname || pathname === "/" ? "/home" : pathname.startsWith("/") ? pathname : `/${pathname}`;
  const params = readQueryString(pathQuery);
  for (const [key, value] of readQueryString(search)) params.append(key, value);
  if (email) params.set("email", email);
  const query = params.toString();
  return `${APP_DEEP_LINK_SCHEME}://${host}${target}${query ? `?${query}` : ""}`;
}

export type OpenNowFallback = { action: "redirect"; url: string } | { action: "hide" };

/**
 * What to do when the page is still visible STORE_REDIRECT_DELAY_MS after "Open Now" (the app did not
 * take over): phones and tablets on Android or iOS go to the store, anything else just hides the banner.
 */
export function openNowFallback(userAgent: string | null | undefined): OpenNowFallback {
  const { os } = detectDevice(userAgent);
  return os === "android" || os === "ios"
    ? { action: "redirect", url: APP_STORE_SHORT_LINK }
    : { action: "hide" };
}

export type AnalyticsUserType = "guest" | "user";

export function analyticsUserType(isLoggedIn: boolean): AnalyticsUserType {
  return isLoggedIn ? "user" : "guest";
}

/** Analytics events of the app-download widget (spec §4). */
export const APP_DOWNLOAD_EVENTS = {
  bannerClose: "banner close",
  bannerClick: "banner click",
  logoClick: "logo click",
  androidClick: "Android link click",
  iosClick: "iOS link click",
} as const;
