/** The browser's named calls (spec §7) all exist on the server with their method and path. */

import { CALLS } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("named calls", () => {
  it("each names a route the server has", () => {
    const routes = new Set(testApp.app.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    const missing = Object.entries(CALLS)
      .map(([name, call]) => [name, `${call.method} ${call.path.replace(/\{(\w+)\}/g, ":$1")}`] as const)
      .filter(([, route]) => !routes.has(route));
    expect(missing).toEqual([]);
  });
});
