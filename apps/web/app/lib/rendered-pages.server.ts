/**
 * Rendered pages kept for a short while, for guests (decision 055). A page's HTML is a function of its
 * address, its status and the data its loaders returned, plus two values that differ on every reply: the
 * CSP nonce and the visitor's CSRF token. So the HTML is kept under a hash of the address, status and
 * data with those two taken out, stored with marks in their place, and a later request whose loaders
 * return the same data is answered with it, this reply's nonce and token put back: React does not render
 * the same page twice. Anything that changes what a page shows (a vote, a new job, a cart, a cookie the
 * root loader reads) changes the data, hence the key: a kept page is never shown for other data.
 *
 * The one value left out of the key besides those two is the server's clock a loader hands its page as
 * `now` (the root's and the results page's, which relative times such as "3 days ago" are measured
 * from): a kept page is at most `PAGE_TTL_MS` old. A page is kept the second time its key is seen, so
 * pages shown once (a cart with its own checkout key, an address with someone's tracking parameters) do
 * not push out the ones many guests open.
 */
import { createHash } from "node:crypto";

/** How long a rendered page is kept: the most its relative times ("posted 3 minutes ago") can lag. */
export const PAGE_TTL_MS = 30_000;
/** At most this much HTML is kept per process (strings of UTF-16: twice the bytes of ASCII HTML). */
export const MAX_KEPT_CHARACTERS = 8 * 1024 * 1024;
/** Keys seen once and remembered, so a page seen again is kept (a key is 43 characters). */
const MAX_SEEN_KEYS = 20_000;

/** Never a part of a page: neither a nonce nor a token contains a NUL character. */
const NONCE_MARK = "\u0000nonce\u0000";
const CSRF_MARK = "\u0000csrf\u0000";

export interface PageSecrets {
  nonce: string;
  csrfToken: string;
}

export interface PageShape {
  url: string;
  status: number;
  /** Every route's loader data, as the router has it for this request. */
  loaderData: Record<string, unknown>;
}

class Uncacheable extends Error {}

/**
 * Data whose JSON text would not tell two values apart (a Map, a Set, a promise still streaming) makes
 * the page one that is not kept.
 */
function jsonValue(_key: string, value: unknown): unknown {
  if (value instanceof Map || value instanceof Set || (value instanceof Object && "then" in value))
    throw new Uncacheable();
  return value;
}

interface Kept {
  html: string;
  keptAt: number;
}

export class RenderedPages {
  private readonly pages = new Map<string, Kept>();
  private readonly seen = new Map<string, number>();
  private characters = 0;
  private readonly now: () => number;
  private readonly maxCharacters: number;

  constructor(options: { now?: () => number; maxCharacters?: number } = {}) {
    this.now = options.now ?? Date.now;
    this.maxCharacters = options.maxCharacters ?? MAX_KEPT_CHARACTERS;
  }

  /** The key of a page, or null for one that is not kept. */
  keyOf(shape: PageShape, secrets: PageSecrets): string | null {
    if (secrets.nonce === "" || secrets.csrfToken === "") return null;
    const data: Record<string, unknown> = {};
    for (const [routeId, routeData] of Object.entries(shape.loaderData))
      data[routeId] =
        routeData && typeof routeData === "object" && typeof (routeData as { now?: unknown }).now === "number"
          ? { ...routeData, now: 0 }
          : routeData;
    let text: string;
    try {
      text = JSON.stringify([shape.url, shape.status, data], jsonValue);
    } catch (error) {
      if (error instanceof Uncacheable || error instanceof TypeError) return null;
      throw error;
    }
    const neutral = text.replaceAll(secrets.csrfToken, CSRF_MARK).replaceAll(secrets.nonce, NONCE_MARK);
    return createHash("sha256").update(neutral).digest("base64url");
  }

  /** The kept page under `key`, with this reply's nonce and token, or null. */
  take(key: string, secrets: PageSecrets): string | null {
    const kept = this.pages.get(key);
    if (!kept) return null;
    if (this.now() - kept.keptAt > PAGE_TTL_MS) {
      this.drop(key, kept);
      return null;
    }
    // Most recently used last: the first entry is the one to evict.
    this.pages.delete(key);
    this.pages.set(key, kept);
    return kept.html.replaceAll(NONCE_MARK, secrets.nonce).replaceAll(CSRF_MARK, secrets.csrfToken);
  }

  /** Whether the page rendered for `key` is worth keeping: true when the key was seen before. */
  admits(key: string): boolean {
    const seenAt = this.seen.get(key);
    const now = this.now();
    if (seenAt !== undefined && now - seenAt <= PAGE_TTL_MS) return true;
    this.seen.delete(key);
    this.seen.set(key, now);
    if (this.seen.size > MAX_SEEN_KEYS) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    return false;
  }

  /** Keeps the HTML rendered for `key`, with marks where this reply's nonce and token were. */
  keep(key: string, html: string, secrets: PageSecrets): void {
    if (html.length > this.maxCharacters / 8) return;
    const previous = this.pages.get(key);
    if (previous) this.drop(key, previous);
    const neutral = html.replaceAll(secrets.nonce, NONCE_MARK).replaceAll(secrets.csrfToken, CSRF_MARK);
    this.pages.set(key, { html: neutral, keptAt: this.now() });
    this.characters += neutral.length;
    for (const [oldest, page] of this.pages) {
      if (this.characters <= this.maxCharacters) break;
      this.drop(oldest, page);
    }
  }

  get size(): number {
    return this.pages.size;
  }

  private drop(key: string, kept: Kept): void {
    this.pages.delete(key);
    this.characters -= kept.html.length;
  }
}
