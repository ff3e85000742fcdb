/**
 * A NUL character, wherever a request can carry one, is refused with a 400 at the edge: walked over every
 * route of the API as a signed-in seeker (path parameters, query, JSON body), so no route can forget it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../testing/test-app.ts";
import { registerSeeker, TestClient } from "../testing/test-client.ts";
import { nulPathIn } from "./input-guard.ts";

const testApp = useTestApp();
let seeker: TestClient;

beforeAll(async () => {
  seeker = new TestClient(testApp.app);
  await registerSeeker(seeker);
});

function apiRoutes() {
  const seen = new Set<string>();
  return testApp.app.registeredRoutes.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (!route.url.startsWith("/api/") || route.method === "HEAD" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe("NUL characters", () => {
  it("finds the first text holding one in a JSON value", () => {
    expect(nulPathIn({ name: "Asha", skills: ["Java", "S\u0000QL"] })).toBe("skills.1");
    expect(nulPathIn({ nested: { note: "ok" } })).toBeNull();
    expect(nulPathIn({ "key\u0000": 1 })).toBe("");
  });

  it("is refused with 400 in the path, the query and the body of every API route", async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, "a%00b").replace(/\*$/, "a%00b");
      const withQuery = `${route.url
        .replace(/:id\b/g, "00000000-0000-4000-8000-000000000000")
        .replace(/:(\w+)/g, "x")
        .replace(/\*$/, "x")}?query=a%00b&q=a%00b`;
      const body = { name: "a\u0000b", email: "a\u0000b@example.com", query: "a\u0000b", text: "a\u0000b" };
      const probes = [
        ...(route.url.includes(":") || route.url.endsWith("*")
          ? [await seeker.send(route.method, path, route.method === "GET" ? {} : { body: {} })]
          : []),
        await seeker.send(route.method, withQuery, route.method === "GET" ? {} : { body: {} }),
        ...(["POST", "PUT", "PATCH"].includes(route.method)
          ? [await seeker.send(route.method, route.url.replace(/:(\w+)/g, "x").replace(/\*$/, "x"), { body })]
          : []),
      ];
      for (const response of probes) {
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(400);
      }
    }
  });
});
