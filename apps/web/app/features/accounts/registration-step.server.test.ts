import { describe, expect, it } from "vitest";
import { laterStepOf } from "./registration-step.server.ts";

const at = (path: string) => new Request(`http://in.localhost${path}`);

describe("laterStepOf", () => {
  it("reads the step from the page's address, with or without a language", () => {
    expect(laterStepOf(at("/seeker/employment"))).toBe("employment");
    expect(laterStepOf(at("/hi/seeker/education"))).toBe("education");
    expect(laterStepOf(at("/ar/seeker/job-preference?from=resume"))).toBe("job-preference");
  });

  it("answers 404 for an address of no later step", () => {
    let thrown: unknown;
    try {
      laterStepOf(at("/seeker/personal"));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(404);
  });
});
