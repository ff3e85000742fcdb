/**
 * The learning provider running as its own process (apps/learning-provider), reached through the
 * portal's adapter: its catalogue through the course calls, kept; a webhook with a bad signature or an old
 * one refused; a good one recorded once (its replay changes nothing) and a seeker's progress never going
 * back; with the provider stopped, a question asked before is answered from the cache and a new one says
 * plainly that courses are unavailable. Reconciliation reads the activity feed after its cursor, once.
 */
import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningProvider, startLearningProvider } from "../../testing/learning-provider.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { createCourseService } from "./courses.ts";
import { createHttpLearningProvider, type LearningProvider, type ProviderEvent } from "./provider-client.ts";

const API_KEY = "courses-test-api-key-0123456789";
const WEBHOOK_SECRET = "courses-test-webhook-secret-0123456789";

let testApp: TestApp;
let provider: RunningProvider;
let providerBase: string;

function sign(body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac("sha256", WEBHOOK_SECRET).update(`${at}.${body}`).digest("hex")}`;
}

beforeAll(async () => {
  provider = await startLearningProvider({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
  providerBase = provider.base;
  // Every read asks the provider (no answers held in memory): these tests stop it and look.
  testApp = await createTestApp({ ...provider.env, LEARNING_CATALOGUE_FRESH_SECONDS: "0" });
}, 30_000);

afterAll(async () => {
  await provider.close();
  await testApp.close();
});

describe("courses from the learning provider", () => {
  it("shows an enrolled seeker's courses and progress, and adds a finished course's skills and certificate when asked", async () => {
    const client = new TestClient(testApp.app, { host: "in.localhost" });
    const seeker = await registerSeeker(client);
    expect((await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" })).statusCode).toBe(
      201,
    );
    const [course] = (await client.get("/api/courses?query=excel")).json().data.value.items;
    const enrolled = await createHttpLearningProvider({
      baseUrl: new URL(providerBase),
      apiKey: API_KEY,
    }).enrol({
      reference: `test-order-${seeker.id}`,
      learner: { sub: seeker.id },
      courseIds: [course.id],
    });
    expect(enrolled.reference).toBe(`test-order-${seeker.id}`);
    let view = (await client.get("/api/seeker/learning")).json().data;
    expect(view.providerAnswered).toBe(true);
    expect(view.courses).toEqual([
      expect.objectContaining({
        courseId: course.id,
        status: "enrolled",
        percent: 0,
        skillsToAdd: [],
        certificateToAdd: false,
      }),
    ]);
    expect(view.courses[0].startUrl).toBe(`${providerBase}/login?course=${course.id}`);
    // Not finished: nothing to add yet.
    expect((await client.post(`/api/seeker/learning/${course.id}/skills`, {})).statusCode).toBe(409);

    const done = JSON.stringify({
      id: randomUUID(),
      type: "course.completed",
      sub: seeker.id,
      courseId: course.id,
      percent: 100,
      certificateUrl: `${providerBase}/certificates/x`,
      at: new Date().toISOString(),
    });
    const posted = await client.post("/api/learning/webhooks", done, {
      headers: { "content-type": "application/json", "x-learning-signature": sign(done) },
      xsrf: false,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    view = (await client.get("/api/seeker/learning")).json().data;
    expect(view.courses[0]).toMatchObject({
      status: "completed",
      percent: 100,
      certificateUrl: `${providerBase}/certificates/x`,
      certificateToAdd: true,
    });
    const offered: string[] = view.courses[0].skillsToAdd;
    expect(offered.length).toBeGreaterThan(0);
    const added = await client.post(`/api/seeker/learning/${course.id}/skills`, {});
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ added: offered, certificate: true });
    expect((await client.get("/api/seeker/learning")).json().data.courses[0]).toMatchObject({
      skillsToAdd: [],
      certificateToAdd: false,
    });
    // Asked again (a double click): nothing twice.
    expect((await client.post(`/api/seeker/learning/${course.id}/skills`, {})).json().data).toEqual({
      added: [],
      certificate: false,
    });
    const profile = (await client.get("/api/seeker/profiles")).json().data.profiles[0];
    const detail = (await client.get(`/api/seeker/profiles/${profile.id}`)).json().data.profile;
    expect(detail.data.skills).toEqual(expect.arrayContaining(offered));
    expect(detail.data.certificates).toEqual([
      {
        id: expect.any(String),
        courseId: course.id,
        title: course.title,
        issuer: "Skillhouse",
        url: `${providerBase}/certificates/x`,
        issuedOn: new Date().toISOString().slice(0, 10),
      },
    ]);
    // The seeker can take it off again.
    const certificateId = detail.data.certificates[0].id;
    const removed = await client.delete(`/api/seeker/profiles/${profile.id}/certificates/${certificateId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.profile.data.certificates).toEqual([]);
    expect(
      (await client.delete(`/api/seeker/profiles/${profile.id}/certificates/${certificateId}`)).statusCode,
    ).toBe(404);
    // Offered again, since the profile no longer shows it.
    expect((await client.get("/api/seeker/learning")).json().data.courses[0].certificateToAdd).toBe(true);
  });

  it("reads the catalogue through the provider, and from the cache once it is down", async () => {
    const client = new TestClient(testApp.app, { host: "in.localhost" });
    const found = await client.get("/api/courses?query=excel");
    expect(found.statusCode, found.body).toBe(200);
    const answer = found.json().data;
    expect(answer.fromCache).toBe(false);
    expect(answer.value.items.length).toBeGreaterThan(0);
    const [first] = answer.value.items;
    expect(first.previewUrl).toMatch(/\/media\/.+\.mp4$/);
    const detail = (await client.get(`/api/courses/${first.id}`)).json().data;
    expect(detail.value).toMatchObject({ id: first.id, title: first.title });
    const bundles = (await client.get("/api/course-bundles")).json().data.value;
    expect(bundles.items.length).toBeGreaterThan(5);
    const bundle = (await client.get(`/api/course-bundles/${bundles.items[0].id}`)).json().data.value;
    expect(bundle.courses.length).toBe(bundle.courseIds.length);

    await provider.stop();
    const kept = await client.get("/api/courses?query=excel");
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ fromCache: true, value: { items: answer.value.items } });
    const unknown = await client.get("/api/courses?query=never-asked-before");
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json().errors[0].message).toBe(
      "Courses cannot be reached at the moment. Please try again in a few minutes.",
    );
  });

  it("records a signed webhook once, refuses bad or old signatures, and keeps the highest progress", async () => {
    const client = new TestClient(testApp.app, { host: "in.localhost" });
    const seeker = await registerSeeker(client);
    const post = (body: string, signature: string) =>
      client.post("/api/learning/webhooks", body, {
        headers: { "content-type": "application/json", "x-learning-signature": signature },
        xsrf: false,
      });
    const event = (percent: number, type: string, id = randomUUID()) =>
      JSON.stringify({
        id,
        type,
        sub: seeker.id,
        courseId: "excel-basics",
        percent,
        at: new Date().toISOString(),
      });

    const halfway = event(50, "course.progress");
    expect((await post(halfway, sign(`${halfway} `))).statusCode).toBe(401);
    expect((await post(halfway, sign(halfway, Math.floor(Date.now() / 1000) - 600))).statusCode).toBe(401);
    const accepted = await post(halfway, sign(halfway));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.recorded).toBe(true);
    // The same event again (a retry, a replay): nothing changes.
    expect((await post(halfway, sign(halfway))).json().data.recorded).toBe(false);
    const completed = JSON.stringify({
      ...JSON.parse(event(100, "course.completed")),
      certificateUrl: "http://127.0.0.1/certificates/abc",
    });
    expect((await post(completed, sign(completed))).json().data.recorded).toBe(true);
    // A late "started" (0 %) arriving after completion does not take progress back.
    const late = event(0, "course.started");
    expect((await post(late, sign(late))).json().data.recorded).toBe(true);
    const { rows } = await testApp.pool.query(
      "SELECT percent, certificate_url, completed_at IS NOT NULL AS completed FROM learning_progress WHERE user_id = $1",
      [seeker.id],
    );
    expect(rows).toEqual([
      { percent: 100, certificate_url: "http://127.0.0.1/certificates/abc", completed: true },
    ]);
  });

  it("reconciles from the activity feed after its cursor, applying each event once", async () => {
    const client = new TestClient(testApp.app, { host: "in.localhost" });
    const seeker = await registerSeeker(client);
    const events: ProviderEvent[] = [25, 50, 100].map((percent, index) => ({
      id: `reconcile-${seeker.id}-${index}`,
      type: percent === 100 ? "course.completed" : "course.progress",
      sub: seeker.id,
      courseId: "sql-for-analysts",
      percent,
      at: new Date(Date.now() + index).toISOString(),
    }));
    const asked: string[] = [];
    const fake: Pick<LearningProvider, "activity"> = {
      async activity(after) {
        asked.push(after);
        const start = Number(after);
        const page = events.slice(start, start + 2);
        return {
          events: page,
          cursor: String(start + page.length),
          hasMore: start + page.length < events.length,
        };
      },
    };
    await testApp.pool.query("DELETE FROM learning_sync");
    const courses = createCourseService({
      pool: testApp.pool,
      provider: fake as LearningProvider,
      webhookSecret: WEBHOOK_SECRET,
      log: { warn: () => {} },
    });
    expect(await courses.reconcile()).toBe(3);
    expect(asked).toEqual(["0", "2"]);
    expect(await courses.reconcile()).toBe(0);
    expect(asked.at(-1)).toBe("3");
    expect((await courses.progressOf(seeker.id))[0]).toMatchObject({
      courseId: "sql-for-analysts",
      percent: 100,
    });
  });
});
