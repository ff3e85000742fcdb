import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFetch } from "./local-fetch.ts";

let server: Server;
let port: number;

beforeAll(async () => {
  // Echoes what arrived: the Host header, method, content type and body.
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      response.setHeader("content-type", "application/json");
      response.setHeader("x-seen", "yes");
      response.statusCode = request.url === "/missing" ? 404 : 200;
      response.end(
        JSON.stringify({
          host: request.headers.host,
          method: request.method,
          type: request.headers["content-type"] ?? null,
          body,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
});

describe("localFetch", () => {
  it("reaches a *.localhost site on this machine with its own Host header", async () => {
    const response = await localFetch(`http://in.localhost:${port}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-seen")).toBe("yes");
    expect(await response.json()).toEqual({
      host: `in.localhost:${port}`,
      method: "GET",
      type: null,
      body: "",
    });
  });

  it("posts strings and form bodies, and passes error statuses through", async () => {
    const form = await localFetch(`http://in.localhost:${port}/token`, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "authorization_code", code: "abc" }),
    });
    expect(await form.json()).toMatchObject({
      method: "POST",
      type: "application/x-www-form-urlencoded;charset=UTF-8",
      body: "grant_type=authorization_code&code=abc",
    });
    const json = await localFetch(`http://gulf.localhost:${port}/hook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"a":1}',
    });
    expect(await json.json()).toMatchObject({
      host: `gulf.localhost:${port}`,
      type: "application/json",
      body: '{"a":1}',
    });
    expect((await localFetch(`http://in.localhost:${port}/missing`)).status).toBe(404);
  });

  it("uses the ordinary fetch for other hosts", async () => {
    const response = await localFetch(`http://127.0.0.1:${port}/`);
    expect(((await response.json()) as { host: string }).host).toBe(`127.0.0.1:${port}`);
  });
});
