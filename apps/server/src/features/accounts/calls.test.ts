/** The browser's named calls (spec §7) all exist on the server with their method and path. */

import { CALLS } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";

const testApp = useTestApp();

describe("named calls", () => {
  it("each names a route the server has", () => {
    const routes = new Set(testApp.app.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    const missing = Object.entries(CALLS)
      .map(([name, call]) => [name, `${call.method} ${call.path.replace(/\{(\w+)\}/g, ":$1")}`] as const)
      .filter(([, route]) => !routes.has(route));
    expect(missing).toEqual([]);
  });
});
