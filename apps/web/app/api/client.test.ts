import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { CallRegistry } from "@portal/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ApiConfig, callApi, createApiClient } from "./client.ts";

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      const path = (request.url ?? "").split("?")[0];
      const json = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      if (path === "/ok") return json(200, { success: true, data: { total: 3 } });
      if (path === "/echo") return json(201, { success: true, data: { body } });
      if (path === "/jobs/7") return json(200, { success: true, data: { id: 7 } });
      if (path === "/refused")
        return json(200, { success: false, errors: [{ code: "x", message: "invalid otp" }] });
      if (path === "/invalid")
        return json(422, { success: false, errors: [{ code: "x", message: "bad input" }] });
      if (path === "/broken") {
        response.writeHead(503, { "content-type": "text/html" });
        return response.end("<h1>Service Unavailable</h1>");
      }
      if (path === "/slow") {
        const timer = setTimeout(() => json(200, { success: true, data: null }), 1_000);
        response.on("close", () => clearTimeout(timer));
        return;
      }
      json(404, { success: false, errors: [{ code: "NOT_FOUND", message: "not found" }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const calls: CallRegistry = {
  ok: { method: "GET", path: "/ok" },
  job: { method: "GET", path: "/jobs/{id}" },
  save: { method: "POST", path: "/echo" },
  upload: { method: "POST", path: "/echo", form: true },
  refused: { method: "GET", path: "/refused" },
  invalid: { method: "POST", path: "/invalid" },
  broken: { method: "GET", path: "/broken" },
  slow: { method: "GET", path: "/slow", timeoutMs: 100 },
  slowDefault: { method: "GET", path: "/slow" },
};

const siteHeaders = {
  "X-Source-Country": "SG",
  "X-Language-Code": "EN",
  "X-Source-Site-Context": "singapore",
};

function client(overrides: Partial<ApiConfig> = {}) {
  return createApiClient(calls, () => ({
    baseUrl: origin,
    headers: siteHeaders,
    readCookies: () => "session-client=abc; XSRF-TOKEN=token%2B1",
    ...overrides,
  }));
}

describe("callApi", () => {
  it("returns the data member of a success envelope", async () => {
    expect(await client()("ok", { query: { query: "java", page: 2, empty: undefined } })).toEqual({
      ok: true,
      data: { total: 3 },
      status: 200,
    });
    expect(seen[0]?.url).toBe("/ok?query=java&page=2");
  });

  it("fills path parameters", async () => {
    const result = await client()("job", { params: { id: 7 } });
    expect(result).toMatchObject({ ok: true, data: { id: 7 } });
  });

  it("shows the first error of a refused envelope with a capital first letter", async () => {
    expect(await client()("refused")).toEqual({ ok: false, message: "Invalid otp", status: 200 });
  });

  it("prefers the envelope's message over the status text on a non-2xx reply", async () => {
    expect(await client()("invalid", { body: {} })).toEqual({ ok: false, message: "Bad input", status: 422 });
  });

  it("says 'Request failed with status code n' for a non-2xx reply without an envelope", async () => {
    expect(await client()("broken")).toEqual({
      ok: false,
      message: "Request failed with status code 503",
      code: "requestFailedStatus",
      status: 503,
    });
  });

  it("gives up after the call's time-out", async () => {
    expect(await client()("slow")).toEqual({
      ok: false,
      message: "timeout of 100ms exceeded",
      code: "requestTimeout",
    });
  });

  it("says 'Request aborted' when the caller aborts, before or during the call", async () => {
    const early = new AbortController();
    early.abort();
    expect(await client()("ok", { signal: early.signal })).toMatchObject({ message: "Request aborted" });

    const late = new AbortController();
    const pending = client()("slowDefault", { signal: late.signal });
    setTimeout(() => late.abort(), 30);
    expect(await pending).toEqual({ ok: false, message: "Request aborted", code: "requestAborted" });
  });

  it("says 'Network Error' when nothing answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await client({ baseUrl: `http://127.0.0.1:${port}` })("ok");
    expect(result).toEqual({ ok: false, message: "Network Error", code: "clientNetworkError" });
  });

  it("throws for a name that is not in the registry", () => {
    expect(() => client()("noSuchCall")).toThrow("Unknown call: noSuchCall");
    // @ts-expect-error: the portal's client knows its call names; an unknown one does not compile either.
    expect(() => callApi("noSuchCall")).toThrow("Unknown call: noSuchCall");
  });

  it("sends the site headers on every call and the XSRF token only on state-changing ones", async () => {
    await client()("ok");
    await client()("save", { body: { name: "Asha" } });
    const [get, post] = seen;
    for (const request of [get, post]) {
      expect(request?.headers["x-source-country"]).toBe("SG");
      expect(request?.headers["x-language-code"]).toBe("EN");
      expect(request?.headers["x-source-site-context"]).toBe("singapore");
    }
    expect(get?.headers["x-xsrf-token"]).toBeUndefined();
    expect(post?.headers["x-xsrf-token"]).toBe("token+1");
    expect(post?.headers["content-type"]).toBe("application/json");
    expect(post?.body).toBe('{"name":"Asha"}');
  });

  it("leaves the XSRF header out when there is no token cookie", async () => {
    await client({ readCookies: () => "" })("save", { body: {} });
    expect(seen[0]?.headers["x-xsrf-token"]).toBeUndefined();
  });

  it("form-encodes the body of form calls", async () => {
    const result = await client()("upload", { body: { file: "cv.pdf", step: 2 } });
    expect(seen[0]?.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(result).toMatchObject({ ok: true, data: { body: "file=cv.pdf&step=2" } });
  });
});
