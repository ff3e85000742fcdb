/** Helpers of the avatar and profile-view journeys: a new seeker through the API, logins, pictures. */
import http from "node:http";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect, inject } from "vitest";
import { newPerson } from "./accounts-support.ts";
import { portalUrl } from "./browser.ts";
import { text } from "./catalogues.ts";

type Language = "en" | "hi" | "ar";

interface JsonReply {
  status: number;
  setCookies: string[];
  body: { data?: Record<string, unknown> };
}

/**
 * A JSON call to the portal from Node for a site host (Node cannot resolve *.localhost names, browsers
 * can: so this connects to 127.0.0.1 and sends the Host header).
 */
function callPortal(
  host: string,
  method: "GET" | "POST",
  pathAndQuery: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<JsonReply> {
  const port = inject("portalPort");
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathAndQuery,
        method,
        headers: {
          host: `${host}:${port}`,
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookies: response.headers["set-cookie"] ?? [],
            body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

function cookiePairs(setCookies: string[]): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const line of setCookies) {
    const [pair = ""] = line.split(";");
    const eq = pair.indexOf("=");
    pairs.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return pairs;
}

export interface SeekerSession {
  id: string;
  email: string;
  password: string;
  host: string;
  cookies: Map<string, string>;
}

/**
 * Registers a seeker through the API and keeps their session cookies, so several journeys can use one
 * account (registrations are limited per address, and every journey comes from 127.0.0.1).
 */
export async function newSeekerSession(host: string, name: string): Promise<SeekerSession> {
  const person = newPerson("media");
  const session = await callPortal(host, "GET", "/api/rio/session", {});
  const jar = cookiePairs(session.setCookies);
  const cookieHeader = () => [...jar].map(([key, value]) => `${key}=${value}`).join("; ");
  const registered = await callPortal(
    host,
    "POST",
    "/api/registration/personal",
    { cookie: cookieHeader(), "x-xsrf-token": decodeURIComponent(jar.get("XSRF-TOKEN") ?? "") },
    {
      experienceType: "professional",
      name,
      email: person.email,
      password: "Secret123",
      diallingCode: "91",
      mobile: `98${person.digits}`,
      currentCity: "Bengaluru",
    },
  );
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  for (const [key, value] of cookiePairs(registered.setCookies)) jar.set(key, value);
  const user = registered.body.data?.user as { id: string } | undefined;
  if (!user) throw new Error("registration did not return the user");
  return { id: user.id, email: person.email, password: "Secret123", host, cookies: jar };
}

/** Logs the page's browser context in with a kept session. */
export async function useSession(page: Page, session: SeekerSession): Promise<void> {
  await page
    .context()
    .addCookies(
      [...session.cookies].map(([name, value]) => ({ name, value, domain: session.host, path: "/" })),
    );
}

/** Registers a seeker and logs the page's browser context in as them; returns their id. */
export async function registerSeeker(page: Page, host: string, name: string): Promise<string> {
  const session = await newSeekerSession(host, name);
  await useSession(page, session);
  return session.id;
}

/** The logged-in user of the page's browser context, as the session call reports it. */
export async function sessionUser(page: Page, host: string) {
  const cookies = await page.context().cookies(portalUrl(host, "/"));
  const reply = await callPortal(host, "GET", "/api/rio/session", {
    cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "),
  });
  return reply.body.data?.user as { id: string; name: string; company: { name: string } | null };
}

export async function logIn(
  page: Page,
  host: string,
  language: Language,
  loginPath: string,
  account: { email: string; password: string },
) {
  const prefix = language === "en" ? "" : `/${language}`;
  await page.goto(portalUrl(host, `${prefix}${loginPath}`));
  await page.getByLabel(text(language, "accounts.field.email"), { exact: true }).fill(account.email);
  await page.getByLabel(text(language, "accounts.field.password"), { exact: true }).fill(account.password);
  await page.getByRole("button", { name: text(language, "accounts.login.submit"), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

/** A small PNG photo (two colours), made on the spot. */
export function photoPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([
      {
        input: { create: { width: 160, height: 240, channels: 3, background: { r: 240, g: 200, b: 40 } } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

/** Arabic-Indic and Devanagari digits as Latin ones, so counts can be compared as numbers. */
export function latinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[^\d]/g, "");
}
