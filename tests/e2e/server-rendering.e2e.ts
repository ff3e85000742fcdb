/** What the server sends before any script runs: headers, nonces, language attributes, redirects. */
import { describe, expect, it } from "vitest";
import { portalUrl, requestFromSite } from "./browser.ts";
import { text } from "./catalogues.ts";

/** The cookies a reply sets, as the browser would send them back. */
function cookiesOf(reply: { headers: Record<string, string | string[] | undefined> }): string {
  const lines = reply.headers["set-cookie"] ?? [];
  return (Array.isArray(lines) ? lines : [lines]).map((line) => line.split(";")[0]).join("; ");
}

describe("server-rendered HTML", () => {
  it("puts this reply's CSP nonce on every inline script and no script without it", async () => {
    const canonical = (await requestFromSite("in.localhost", "/job/1")).headers.location;
    const response = await requestFromSite("in.localhost", String(canonical));
    expect(response.status).toBe(200);
    const policy = String(response.headers["content-security-policy"] ?? "");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const inlineScripts = [...response.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("sends a guest the page another guest was just sent, with this reply's own nonce and form token", async () => {
    const HOST = "sg.localhost";
    type Reply = Awaited<ReturnType<typeof requestFromSite>>;
    const secretsOf = (reply: Reply) => ({
      nonce: /'nonce-([^']+)'/.exec(String(reply.headers["content-security-policy"]))?.[1] ?? "",
      token: /XSRF-TOKEN=([^;]+)/.exec(String(reply.headers["set-cookie"]))?.[1] ?? "",
    });
    /** The page with this reply's own secrets taken out: the same for every guest shown the same data. */
    const neutral = (reply: Reply) => {
      const { nonce, token } = secretsOf(reply);
      return reply.body
        .replaceAll(nonce, "NONCE")
        .replaceAll(token, "TOKEN")
        .replace(/"now\\",\d+/, "");
    };
    const replies: Reply[] = [];
    for (let count = 0; count < 10; count++) replies.push(await requestFromSite(HOST, "/"));
    // Each web process renders the page twice (it is kept the second time it is seen), then sends it again.
    expect(
      replies.filter((reply) => String(reply.headers["server-timing"]).includes('desc="kept"')).length,
    ).toBeGreaterThan(1);
    const tokens = new Set<string>();
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      const { nonce, token } = secretsOf(reply);
      expect(nonce).not.toBe("");
      expect([...new Set([...reply.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))]).toEqual([
        nonce,
      ]);
      expect(reply.body).toContain(`name="_csrf" value="${token}"`);
      for (const other of tokens) expect(reply.body).not.toContain(other);
      tokens.add(token);
      expect(neutral(reply)).toBe(neutral(replies[0] as Reply));
    }
    expect(tokens.size).toBe(replies.length);

    // The token a kept page carries is this guest's own: the poll takes their vote, and the page they are
    // sent next shows the results (other data, so another page).
    const voter = replies.at(-1) as Reply;
    const cookie = cookiesOf(voter);
    const pollId = /name="pollId" value="([^"]+)"/.exec(voter.body)?.[1] ?? "";
    const vote = await requestFromSite(
      HOST,
      "/",
      {
        cookie,
        origin: new URL(portalUrl(HOST)).origin,
        "sec-fetch-site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
      },
      {
        method: "POST",
        body: Buffer.from(
          new URLSearchParams({
            _csrf: secretsOf(voter).token,
            intent: "vote",
            pollId,
            option: "1",
          }).toString(),
        ),
      },
    );
    expect(vote.status).toBeLessThan(400);
    expect(vote.body).toContain(text("en", "poll.thanks"));
    // The vote is counted against the visitor cookie it set.
    const visitorCookie = cookiesOf(vote);
    const after = await requestFromSite(HOST, "/", { cookie: `${cookie}; ${visitorCookie}` });
    expect(after.body).toContain("poll-results");
    expect(after.body).not.toContain('name="pollId"');
  });

  it("sets lang, dir and the page class from the path", async () => {
    const { body } = await requestFromSite("gulf.localhost", "/ar/search/results?query=sales");
    expect(body).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(body).toMatch(/<body[^>]*data-page="srp"/);
  });

  it("redirects a job path with an outdated slug to the canonical one", async () => {
    const response = await requestFromSite("in.localhost", "/job/old-title-1");
    expect(response.status).toBe(301);
    expect(response.headers.location).toMatch(/\/job\/java-developer-[\w-]+-1$/);
  });

  it("sends the old coming-soon addresses to the pages now built, in their language", async () => {
    const english = await requestFromSite("in.localhost", "/coming-soon/assessment");
    expect(english.status).toBe(301);
    expect(english.headers.location).toBe("/seeker/assessments");
    const arabic = await requestFromSite("gulf.localhost", "/ar/coming-soon/settings");
    expect(arabic.headers.location).toBe("/ar/seeker/settings");
    expect((await requestFromSite("in.localhost", "/coming-soon/toString")).status).toBe(404);
  });

  it("refuses a language prefix it does not know", async () => {
    const response = await requestFromSite("in.localhost", "/fr/search/results?query=java");
    expect(response.status).toBe(404);
  });

  it("answers the JSON API on the same origin for the host's site", async () => {
    const response = await requestFromSite("sg.localhost", "/api/jobs/search?query=java");
    const body = JSON.parse(response.body);
    expect(body.success).toBe(true);
    expect(body.data.jobs.length).toBeGreaterThan(0);
    for (const job of body.data.jobs) expect(job.siteId).toBe("singapore");
  });

  it("compresses pages on the fly and serves bundles compressed at build time", async () => {
    const plain = await requestFromSite("in.localhost", "/search/results?query=java");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const page = await requestFromSite("in.localhost", "/search/results?query=java", {
      "accept-encoding": "br, gzip",
    });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.bytes).toBeLessThan(plain.bytes / 4);

    const bundle = /<script[^>]+src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(plain.body);
    const bundlePath = bundle?.[1] ?? bundle?.[2];
    expect(bundlePath).toBeTruthy();
    const raw = await requestFromSite("in.localhost", String(bundlePath));
    const packed = await requestFromSite("in.localhost", String(bundlePath), { "accept-encoding": "br" });
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.headers["cache-control"]).toContain("immutable");
    expect(packed.bytes).toBeLessThan(raw.bytes);
  });
});
