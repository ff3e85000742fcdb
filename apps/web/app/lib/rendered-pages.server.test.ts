import { describe, expect, it } from "vitest";
import { PAGE_TTL_MS, type PageShape, RenderedPages } from "./rendered-pages.server.ts";

const FIRST = { nonce: "n0nceAAAAAAAAAAAAAAAAA", csrfToken: "tokenAAAAAAAAAAAAAAAAAAA.sigAAAAAAAAAAAAA" };
const SECOND = { nonce: "n0nceBBBBBBBBBBBBBBBBB", csrfToken: "tokenBBBBBBBBBBBBBBBBBBB.sigBBBBBBBBBBBBB" };

function shapeFor(secrets: { csrfToken: string }, poll = { votes: 3 }, now = 1_000): PageShape {
  return {
    url: "http://in.localhost/",
    status: 200,
    loaderData: {
      root: { language: "en", cartCount: 0, now },
      "routes/home": { poll, csrfToken: secrets.csrfToken },
    },
  };
}

function htmlFor(secrets: { nonce: string; csrfToken: string }, votes = 3): string {
  return `<script nonce="${secrets.nonce}">x</script><input name="_csrf" value="${secrets.csrfToken}"><p>${votes} votes</p><script nonce="${secrets.nonce}">{"csrfToken":"${secrets.csrfToken}"}</script>`;
}

describe("rendered pages", () => {
  it("gives two guests the same page with each one's own nonce and token", () => {
    const pages = new RenderedPages();
    const key = pages.keyOf(shapeFor(FIRST), FIRST);
    expect(key).not.toBeNull();
    pages.keep(key as string, htmlFor(FIRST), FIRST);

    const second = pages.keyOf(shapeFor(SECOND), SECOND);
    expect(second).toBe(key);
    const html = pages.take(second as string, SECOND);
    expect(html).toBe(htmlFor(SECOND));
    expect(html).not.toContain(FIRST.nonce);
    expect(html).not.toContain(FIRST.csrfToken);
  });

  it("keys other data apart: a page is never shown for data it was not rendered from", () => {
    const pages = new RenderedPages();
    const before = pages.keyOf(shapeFor(FIRST, { votes: 3 }), FIRST);
    expect(pages.keyOf(shapeFor(FIRST, { votes: 4 }), FIRST)).not.toBe(before);
    expect(pages.keyOf({ ...shapeFor(FIRST), url: "http://gulf.localhost/" }, FIRST)).not.toBe(before);
    expect(pages.keyOf({ ...shapeFor(FIRST), status: 404 }, FIRST)).not.toBe(before);
    // The server's clock given to a page is not part of the key: the kept page's age is bounded instead.
    expect(pages.keyOf(shapeFor(FIRST, { votes: 3 }, 9_999), FIRST)).toBe(before);
    const results = (now: number): PageShape => ({
      url: "http://in.localhost/search/results?query=java",
      status: 200,
      loaderData: { "routes/search-results": { jobs: [1, 2], now } },
    });
    expect(pages.keyOf(results(1), FIRST)).toBe(pages.keyOf(results(2), FIRST));
  });

  it("keeps a page the second time its key is seen, not the first", () => {
    let clock = 0;
    const pages = new RenderedPages({ now: () => clock });
    expect(pages.admits("once")).toBe(false);
    expect(pages.admits("twice")).toBe(false);
    clock = 1_000;
    expect(pages.admits("twice")).toBe(true);
    clock += PAGE_TTL_MS + 1;
    expect(pages.admits("once")).toBe(false);
  });

  it("keeps no page whose data JSON cannot tell apart, nor one without a nonce or token", () => {
    const pages = new RenderedPages();
    const withMap = shapeFor(FIRST);
    withMap.loaderData.extra = { seen: new Map([["a", 1]]) };
    expect(pages.keyOf(withMap, FIRST)).toBeNull();
    const streaming = shapeFor(FIRST);
    streaming.loaderData.extra = { later: Promise.resolve(1) };
    expect(pages.keyOf(streaming, FIRST)).toBeNull();
    const big = shapeFor(FIRST);
    big.loaderData.extra = { count: 1n };
    expect(pages.keyOf(big, FIRST)).toBeNull();
    expect(pages.keyOf(shapeFor(FIRST), { ...FIRST, csrfToken: "" })).toBeNull();
    expect(pages.keyOf(shapeFor(FIRST), { ...FIRST, nonce: "" })).toBeNull();
  });

  it("forgets a page after its time, and the least recently used one when full", () => {
    let clock = 0;
    const pages = new RenderedPages({ now: () => clock, maxCharacters: 1_600 });
    pages.keep("a", "a".repeat(200), FIRST);
    clock = PAGE_TTL_MS + 1;
    expect(pages.take("a", FIRST)).toBeNull();
    expect(pages.size).toBe(0);

    for (const key of ["b", "c", "d"]) pages.keep(key, key.repeat(200), FIRST);
    expect(pages.take("b", FIRST)).not.toBeNull();
    // Room for eight pages of 200 characters: a ninth pushes out the least recently used, "c" ("b" was read).
    for (const key of ["e", "f", "g", "h", "i", "j"]) pages.keep(key, key.repeat(200), FIRST);
    expect(pages.size).toBe(8);
    expect(pages.take("c", FIRST)).toBeNull();
    expect(pages.take("b", FIRST)).not.toBeNull();
    expect(pages.take("j", FIRST)).not.toBeNull();
    // A page larger than an eighth of the room is not kept at all.
    pages.keep("big", "x".repeat(201), FIRST);
    expect(pages.take("big", FIRST)).toBeNull();
  });
});
