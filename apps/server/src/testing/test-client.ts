/**
 * A browser stand-in for integration tests: keeps cookies between `app.inject` calls, sends the
 * XSRF token header like the web client does, and reads codes and links from the dev outbox.
 */
import { XSRF_COOKIE, XSRF_HEADER } from "@portal/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type pg from "pg";

export interface SendOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** false: send no XSRF header at all; a string: send that instead of the cookie's token. */
  xsrf?: boolean | string;
}

let clients = 0;

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Each client comes from its own address unless told otherwise, so per-address limits stay apart. */
  readonly ip: string;
  private readonly app: FastifyInstance;
  private readonly options: { ip?: string; host?: string };

  constructor(app: FastifyInstance, options: { ip?: string; host?: string } = {}) {
    this.app = app;
    this.options = options;
    clients += 1;
    this.ip =
      options.ip ?? `10.${process.pid % 250}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Remembers the cookies a reply sets and forgets those it deletes. */
  absorb(response: LightMyRequestResponse): void {
    const header = response.headers["set-cookie"];
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
    for (const line of lines) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const isDeleted = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (isDeleted) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async send(method: string, url: string, options: SendOptions = {}): Promise<LightMyRequestResponse> {
    const isSafe = method === "GET" || method === "HEAD";
    if (!isSafe && options.xsrf !== false && !this.cookies.has(XSRF_COOKIE))
      await this.send("GET", "/api/rio/session");
    const headers: Record<string, string> = { ...options.headers };
    if (this.options.host) headers.host = this.options.host;
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (!isSafe && options.xsrf !== false) {
      const token = typeof options.xsrf === "string" ? options.xsrf : this.cookies.get(XSRF_COOKIE);
      if (token !== undefined) headers[XSRF_HEADER.toLowerCase()] = decodeURIComponent(token);
    }
    const response = await this.app.inject({
      method: method as "GET",
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      remoteAddress: this.ip,
    });
    this.absorb(response);
    return response;
  }

  get(url: string, options?: SendOptions) {
    return this.send("GET", url, options);
  }

  post(url: string, body: unknown = {}, options: SendOptions = {}) {
    return this.send("POST", url, { ...options, body });
  }

  put(url: string, body: unknown = {}, options: SendOptions = {}) {
    return this.send("PUT", url, { ...options, body });
  }

  patch(url: string, body: unknown = {}, options: SendOptions = {}) {
    return this.send("PATCH", url, { ...options, body });
  }

  delete(url: string, options?: SendOptions) {
    return this.send("DELETE", url, options);
  }
}

let counter = 0;

export interface SeekerDetails {
  experienceType: string;
  name: string;
  email: string;
  password: string;
  diallingCode: string;
  mobile: string;
  currentCity: string;
  [field: string]: string;
}

/** Details of a new seeker that pass every rule, unique within the test run. */
export function newSeekerDetails(overrides: Record<string, string> = {}): SeekerDetails {
  counter += 1;
  // Always eight digits: without the padding, for a quarter of an hour in every 28 hours the clock's last
  // digits start with zeros and the mobile number came out too short to be valid.
  const unique = `${String(Date.now() % 100_000_000).padStart(8, "0")}${counter}`.slice(-8);
  return {
    experienceType: "professional",
    name: "Asha Rao",
    email: `asha.${unique}.${counter}@example.com`,
    password: "Secret123",
    diallingCode: "91",
    mobile: `98${unique}`,
    currentCity: "Bengaluru",
    ...overrides,
  };
}

/** Registers (and so logs in) a seeker through the API; returns their details and user id. */
export async function registerSeeker(client: TestClient, overrides: Record<string, string> = {}) {
  const details = newSeekerDetails(overrides);
  const response = await client.post("/api/registration/personal", details);
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return { ...details, id: response.json().data.user.id as string };
}

/** The newest outbox message to a recipient, waiting for a background delivery if need be. */
export async function waitForOutbox(
  pool: pg.Pool,
  recipient: string,
  options: { afterId?: number; template?: string; timeoutMs?: number } = {},
): Promise<{ id: number; text: string; subject: string | null; template: string }> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{
      id: string;
      body_text: string;
      subject: string | null;
      template: string;
    }>(
      `SELECT id, body_text, subject, template FROM outbox
       WHERE recipient = $1 AND id > $2 AND ($3::text IS NULL OR template = $3) ORDER BY id DESC LIMIT 1`,
      [recipient, options.afterId ?? 0, options.template ?? null],
    );
    const row = rows[0];
    if (row) return { id: Number(row.id), text: row.body_text, subject: row.subject, template: row.template };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no outbox message to ${recipient}`);
}

/**
 * Waits until the background queue has nothing due left in `queue` (messages are delivered by a worker
 * after the request that sent them has answered): no job waiting to start, retrying now or running.
 */
export async function waitForQueue(pool: pg.Pool, queue: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ pending: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM pgboss.job
          WHERE name = $1 AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))
       ) AS pending`,
      [queue],
    );
    if (!rows[0]?.pending) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`background queue ${queue} still busy after ${timeoutMs} ms`);
}

export async function lastOutboxId(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ id: string | null }>("SELECT max(id) AS id FROM outbox");
  return Number(rows[0]?.id ?? 0);
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

export function linkTokenIn(text: string): string {
  const match = /token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
}
