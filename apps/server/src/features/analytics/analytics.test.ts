/**
 * First-party analytics through the API: a page's batch is stored with the spec's source (our e-mails'
 * spl marker → mailer, else google) and organic-referrer flag, its path without a query and nothing
 * else about the visitor than their ids; unknown events and oversized batches are refused; the roll-up
 * counts a past day once however often it runs; staff of the content area read the daily counts.
 */
import { randomUUID } from "node:crypto";
import { ANALYTICS_BATCH_MAX } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { staffClient } from "../../testing/test-staff.ts";
import { rollUpAnalytics } from "./index.ts";

const testApp = useTestApp();

describe("analytics", () => {
  it("stores batches with their source, refuses bad ones, and rolls days up once", async () => {
    const guest = new TestClient(testApp.app, { host: "ph.localhost" });
    const label = `home-${randomUUID().slice(0, 6)}`;
    const sent = await guest.post("/api/events", {
      events: [
        { name: "page view", label, path: "/search/results?query=secret+words" },
        { name: "banner close", label },
      ],
      search: "?spl=xyz_Auto_Mailer_1",
      referrer: "https://www.google.com/search?q=jobs",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { rows } = await testApp.pool.query(
      "SELECT name, path, source, organic, user_type, user_id, visitor_id IS NOT NULL AS has_visitor FROM analytics_events WHERE label = $1 ORDER BY id",
      [label],
    );
    expect(rows).toEqual([
      {
        name: "page view",
        path: "/search/results",
        source: "mailer",
        organic: true,
        user_type: "guest",
        user_id: null,
        has_visitor: true,
      },
      {
        name: "banner close",
        path: "",
        source: "mailer",
        organic: true,
        user_type: "guest",
        user_id: null,
        has_visitor: true,
      },
    ]);

    const seeker = new TestClient(testApp.app, { host: "ph.localhost" });
    const { id } = await registerSeeker(seeker);
    await seeker.post("/api/events", { events: [{ name: "apply", label }] });
    const applied = await testApp.pool.query(
      "SELECT user_type, user_id, source FROM analytics_events WHERE label = $1 AND name = 'apply'",
      [label],
    );
    expect(applied.rows).toEqual([{ user_type: "user", user_id: id, source: "google" }]);

    expect((await guest.post("/api/events", { events: [{ name: "made up" }] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => ({ name: "page view" }));
    expect((await guest.post("/api/events", { events: tooMany })).statusCode).toBe(400);

    // Yesterday's events, counted once however often the roll-up runs.
    await testApp.pool.query(
      `INSERT INTO analytics_events (created_at, site_id, name, label, user_type, visitor_id, source)
       SELECT current_date - 1 + interval '10 hours', 'india', 'search', $1, 'guest', v, 'google'
         FROM unnest(ARRAY[gen_random_uuid(), gen_random_uuid(), gen_random_uuid()]) AS v`,
      [label],
    );
    await rollUpAnalytics(testApp.pool);
    await rollUpAnalytics(testApp.pool);
    const daily = await testApp.pool.query(
      "SELECT events, visitors FROM analytics_daily WHERE site_id = 'india' AND name = 'search' AND day = current_date - 1",
    );
    expect(daily.rows).toEqual([{ events: 3, visitors: 3 }]);

    const staff = await staffClient(testApp, "Numbers Reader", ["content"]);
    const counts = await staff.get("/api/staff/analytics?days=7");
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json().data.days).toContainEqual(
      expect.objectContaining({ name: "search", events: 3, visitors: 3 }),
    );
    const outsider = await staffClient(testApp, "Orders Person", ["orders"]);
    expect((await outsider.get("/api/staff/analytics")).statusCode).toBe(403);
  });
});
