/**
 * A/B variants: assignment is deterministic and splits visitors by the variants' weights; the spec's
 * resolve call gives a guest the same variant on every visit and logs one exposure row per visitor.
 * The welcome screen: a new seeker gets it in their variant until they leave it; an older account never
 * does; staff see visitors and exits by variant.
 */
import { WELCOME_SCREEN_EXPERIMENT } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { staffClient } from "../../testing/test-staff.ts";
import { assignedVariant, assignmentPoint } from "./assignment.ts";

const testApp = useTestApp();

describe("assignment", () => {
  it("is the same for a subject every time and splits many subjects by weight", () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 4000; index += 1) {
      const subject = `visitor:${index}`;
      const variant = assignedVariant(WELCOME_SCREEN_EXPERIMENT, subject).id;
      expect(assignedVariant(WELCOME_SCREEN_EXPERIMENT, subject).id).toBe(variant);
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    // Equal weights: each of the two within 46–54 % (4,000 fair coin flips stay inside by a wide margin).
    for (const variant of WELCOME_SCREEN_EXPERIMENT.variants) {
      expect(counts.get(variant.id) ?? 0).toBeGreaterThan(1840);
      expect(counts.get(variant.id) ?? 0).toBeLessThan(2160);
    }
    // Another experiment's point for the same subject is unrelated.
    let same = 0;
    for (let index = 0; index < 1000; index += 1) {
      const subject = `user:${index}`;
      if (assignmentPoint("a", subject) < 0.5 === assignmentPoint("b", subject) < 0.5) same += 1;
    }
    expect(same).toBeGreaterThan(430);
    expect(same).toBeLessThan(570);
  });
});

describe("variants and the welcome screen over the API", () => {
  it("gives a guest a sticky variant and logs the exposure once per visitor", async () => {
    const guest = new TestClient(testApp.app, { host: "ph.localhost" });
    const first = await guest.get(`/api/ab/variants/${WELCOME_SCREEN_EXPERIMENT.id}`);
    expect(first.statusCode, first.body).toBe(200);
    const visitor = guest.cookies.get("visitor");
    expect(visitor).toBeTruthy();
    const variants = new Set<string>([first.json().data.variant]);
    for (let visit = 0; visit < 4; visit += 1) {
      variants.add((await guest.get(`/api/ab/variants/${WELCOME_SCREEN_EXPERIMENT.id}`)).json().data.variant);
    }
    expect([...variants]).toEqual([assignedVariant(WELCOME_SCREEN_EXPERIMENT, `visitor:${visitor}`).id]);
    const { rows } = await testApp.pool.query(
      "SELECT variant, exposures, site_id FROM experiment_exposures WHERE subject = $1",
      [`visitor:${visitor}`],
    );
    expect(rows).toEqual([{ variant: [...variants][0], exposures: 5, site_id: "philippines" }]);
    expect((await guest.get("/api/ab/variants/no-such-experiment")).statusCode).toBe(404);
  });

  it("shows a new seeker the welcome screen in their variant until they leave it", async () => {
    const seeker = new TestClient(testApp.app, { host: "in.localhost" });
    const { id } = await registerSeeker(seeker);
    const variant = assignedVariant(WELCOME_SCREEN_EXPERIMENT, `user:${id}`).id;
    const shown = await seeker.get("/api/seeker/splash-screen");
    expect(shown.json().data.screen).toEqual({ variant });
    expect((await seeker.post("/api/seeker/splash-screen", { exit: "sideways" })).statusCode).toBe(400);
    expect((await seeker.post("/api/seeker/splash-screen", { exit: "resume" })).statusCode).toBe(200);
    // Leaving again does not change how they left.
    await seeker.post("/api/seeker/splash-screen", { exit: "close" });
    expect((await seeker.get("/api/seeker/splash-screen")).json().data.screen).toBeNull();

    const older = new TestClient(testApp.app, { host: "in.localhost" });
    const { id: olderId } = await registerSeeker(older);
    await testApp.pool.query("UPDATE users SET created_at = now() - interval '8 days' WHERE id = $1", [
      olderId,
    ]);
    expect((await older.get("/api/seeker/splash-screen")).json().data.screen).toBeNull();

    const content = await staffClient(testApp, "Content Editor", ["content"]);
    const report = (await content.get("/api/staff/experiments")).json().data.experiments;
    const welcome = report.find(
      (entry: { experiment: string }) => entry.experiment === WELCOME_SCREEN_EXPERIMENT.id,
    );
    const row = welcome.variants.find((entry: { variant: string }) => entry.variant === variant);
    expect(row.visitors).toBeGreaterThanOrEqual(1);
    expect(row.exits.resume).toBeGreaterThanOrEqual(1);
    expect(row.exits.close ?? 0).toBe(0);
    const support = await staffClient(testApp, "Support Only", ["support"]);
    expect((await support.get("/api/staff/experiments")).statusCode).toBe(403);
  });
});
