/** Cookie reading and writing shared by loaders (request header) and the browser (document.cookie). */

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The parent domain for a cookie that must hold on every sub-domain of a site (spec §4: the AD cookie
 * goes on the parent domain): "www.sg.localhost" → ".sg.localhost". Only hosts with three or more labels
 * have a parent worth using; "localhost", two-label hosts and IP addresses get a host-only cookie.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.+$/, "");
  if (!host || host.includes(":") || host.startsWith("[") || IPV4.test(host)) return undefined;
  const labels = host.split(".");
  if (labels.length < 3) return undefined;
  return `.${labels.slice(1).join(".")}`;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  domain?: string;
  secure?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  parts.push(`Path=${options.path ?? "/"}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * The attributes of a cookie only the server reads (HttpOnly), Secure on an https origin. `path`
 * narrows it to the pages that read it.
 */
export function serverCookieAttributes(origin: string, maxAgeSeconds: number, path = "/"): string {
  const secure = origin.startsWith("https:") ? "; Secure" : "";
  return `Path=${path}; Max-Age=${Math.floor(maxAgeSeconds)}; HttpOnly; SameSite=Lax${secure}`;
}
