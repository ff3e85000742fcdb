/**
 * Debian's Chromium headless shell through playwright-core (no browser download). Each journey gets a fresh context;
 * a failed test leaves a screenshot under .tmp/e2e-screenshots.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { XSRF_COOKIE, XSRF_HEADER } from "@portal/domain";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterEach, beforeAll, expect, inject, onTestFailed } from "vitest";

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../../.tmp/e2e-screenshots");

export const PHONE = { width: 360, height: 740 };
const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

export function portalUrl(host: string, pathAndQuery = "/"): string {
  return `http://${host}:${inject("portalPort")}${pathAndQuery}`;
}

/**
 * One Chromium for the whole run: the journeys share a worker (isolate: false in vitest.config.ts), and
 * a launch costs about a second on two cores. Each test still gets fresh contexts (no cookies, storage or
 * cache in common), closed after it; the browser ends with the worker (Playwright kills what it launched
 * when its process exits).
 */
let sharedBrowser: Promise<Browser> | undefined;

function launchedBrowser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({
    // Debian's headless shell (scripts/chromium.mjs, decision 044); CHROMIUM_PATH names another build.
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return sharedBrowser;
}

export function useBrowser() {
  const state: { browser?: Browser; contexts: BrowserContext[] } = { contexts: [] };

  beforeAll(async () => {
    state.browser = await launchedBrowser();
  });

  afterEach(async () => {
    await Promise.all(state.contexts.map((context) => context.close()));
    state.contexts = [];
  });

  return {
    async newPage(
      options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {},
    ) {
      if (!state.browser) throw new Error("browser not started");
      const viewport = options.viewport ?? PHONE;
      const context = await state.browser.newContext({
        viewport,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        // A phone-sized page is a phone's: the server tells phones from desktops by the user agent.
        ...(viewport.width <= PHONE.width
          ? { userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true }
          : {}),
      });
      state.contexts.push(context);
      const page = await context.newPage();
      onTestFailed(async ({ task }) => {
        fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
        const name = task.name.replace(/[^\w-]+/g, "-").slice(0, 80);
        await page
          .screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
          .catch(() => {});
      });
      return page;
    },
  };
}

/** The rules of WCAG 2.2 levels A and AA that axe checks. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page's violations of WCAG 2.2 A and AA, whatever their impact, as "rule: help (targets)". */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Only violations are wanted: axe then skips collecting the details of every passing node.
  // AxeBuilder's default runs axe in every frame and merges the results in a blank page it opens (a new
  // renderer and a second copy of axe): that is for frames from other origins. A page without frames
  // (all of ours) gets the same findings from one axe.run in the page, in about half the time (the
  // accessibility sweep: 154 s → 86 s). A page with frames still gets the default.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 3);
    return `${violation.id}: ${violation.help} (${violation.nodes.length}: ${targets.join(", ")})`;
  });
}

/** No accessibility violation on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The page fits a 360 px phone: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as UTF-8 text (compressed bytes when the reply is compressed). */
  body: string;
  /** Bytes received. */
  bytes: number;
}

/**
 * A plain HTTP request to the portal for a given site host. Node cannot resolve *.localhost names
 * (browsers map them to loopback themselves), so this connects to 127.0.0.1 and sends the Host header.
 */
export function requestFromSite(
  host: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
  options: {
    method?: string;
    /** Sent as it is; with `declaredLength` the request says more than it sends and waits for the answer. */
    body?: Buffer;
    declaredLength?: number;
  } = {},
): Promise<PlainResponse> {
  const port = inject("portalPort");
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathAndQuery,
        method: options.method ?? "GET",
        headers: {
          ...headers,
          host: `${host}:${port}`,
          ...(options.declaredLength === undefined ? {} : { "content-length": options.declaredLength }),
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            bytes: Buffer.concat(chunks).length,
          }),
        );
      },
    );
    // A server that refuses a body early answers and closes while the rest is still being written: the
    // write fails (EPIPE, ECONNRESET) though the answer came, or is about to be read. Only an error with no
    // answer after a moment is one.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") return reject(error);
      setTimeout(() => {
        if (!answered) reject(error);
      }, 1000);
    });
    if (options.declaredLength !== undefined) {
      // The rest never comes: the answer must not wait for it.
      request.write(options.body ?? Buffer.alloc(0));
      request.on("response", (response) => response.on("end", () => request.destroy()));
    } else {
      request.end(options.body);
    }
  });
}

/**
 * A JSON call from inside the page, as the web client makes it: the browser resolves *.localhost, holds
 * the session cookie, and the XSRF cookie goes back in its header.
 */
export async function pageApiCall(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: journeys read the replies' fields directly
): Promise<{ status: number; json: any }> {
  return page.evaluate(
    async ({ method, path, body, cookieName, headerName }) => {
      const token = document.cookie
        .split("; ")
        .find((pair) => pair.startsWith(`${cookieName}=`))
        ?.slice(cookieName.length + 1);
      const response = await fetch(path, {
        method,
        headers: {
          "content-type": "application/json",
          ...(token ? { [headerName]: decodeURIComponent(token) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body, cookieName: XSRF_COOKIE, headerName: XSRF_HEADER },
  );
}

/** A pageApiCall that must succeed: its JSON, or the journey fails showing the reply. */
// biome-ignore lint/suspicious/noExplicitAny: journeys read the replies' fields directly
export async function pageApiOk(page: Page, method: string, path: string, body?: unknown): Promise<any> {
  const reply = await pageApiCall(page, method, path, body);
  expect(reply.status, JSON.stringify(reply.json)).toBeLessThan(300);
  return reply.json;
}
