import { readdirSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "./catalogue.ts";
import { openStore } from "./store.ts";
import { startTestProvider, TEST_PUBLIC_URL, type TestProvider } from "./test-support.ts";

let provider: TestProvider;

beforeEach(async () => {
  provider = await startTestProvider();
});
afterEach(async () => {
  await provider.close();
});

function get(url: string, headers: Record<string, string> = provider.auth) {
  return provider.app.inject({ method: "GET", url, headers });
}

function enrol(body: unknown) {
  return provider.app.inject({
    method: "POST",
    url: "/api/v1/enrolments",
    headers: provider.auth,
    payload: body as object,
  });
}

const learner = { sub: "seeker-1", email: "seeker@example.test", name: "Asha Rao", language: "hi" };

describe("API keys", () => {
  it("refuses a request without a key, with another key or another scheme", async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: "Bearer not-the-key-at-all" },
      { authorization: `Basic ${provider.auth.authorization.slice(7)}` },
    ]) {
      const response = await get("/api/v1/courses", headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("unauthorized");
    }
    for (const url of [
      "/api/v1/bundles",
      "/api/v1/activity",
      "/api/v1/enrolments?sub=x",
      "/api/v1/courses/x",
    ]) {
      expect((await get(url, {})).statusCode).toBe(401);
    }
    expect(
      (await provider.app.inject({ method: "POST", url: "/api/v1/enrolments", payload: {} })).statusCode,
    ).toBe(401);
  });

  it("answers the right key, and /healthz without one", async () => {
    expect((await get("/api/v1/courses")).statusCode).toBe(200);
    const health = await get("/healthz", {});
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe("ok");
  });
});

describe("courses and bundles", () => {
  it("pages through the courses twenty at a time with the total", async () => {
    const first = (await get("/api/v1/courses")).json();
    const total = provider.catalogue.catalogue.courses.length;
    expect(first.total).toBe(total);
    expect(first.pageSize).toBe(PAGE_SIZE);
    expect(first.items).toHaveLength(PAGE_SIZE);
    const last = Math.ceil(total / PAGE_SIZE);
    const lastPage = (await get(`/api/v1/courses?page=${last}`)).json();
    expect(lastPage.items).toHaveLength(total - (last - 1) * PAGE_SIZE);
    expect((await get(`/api/v1/courses?page=${last + 1}`)).json().items).toEqual([]);
    const course = first.items[0];
    expect(course.previewUrl).toBe(`${TEST_PUBLIC_URL}/media/${course.id}.mp4`);
    expect(course.captionsUrl).toBe(`${TEST_PUBLIC_URL}/media/${course.id}.vtt`);
  });

  it("filters by words, skill, level, language and duration (empty parameters mean no filter)", async () => {
    const all = provider.catalogue.catalogue.courses;
    const byLevel = (await get("/api/v1/courses?level=advanced&query=&skill=")).json();
    expect(byLevel.total).toBe(all.filter((course) => course.level === "advanced").length);
    expect(byLevel.items.every((course: { level: string }) => course.level === "advanced")).toBe(true);

    const arabic = (await get("/api/v1/courses?language=ar")).json();
    expect(arabic.total).toBeGreaterThan(0);
    expect(arabic.total).toBe(all.filter((course) => course.languages.includes("ar")).length);

    const short = (await get("/api/v1/courses?maxMinutes=45")).json();
    expect(short.items.every((course: { minutes: number }) => course.minutes <= 45)).toBe(true);
    expect(short.total).toBe(all.filter((course) => course.minutes <= 45).length);

    const excel = (await get(`/api/v1/courses?skill=${encodeURIComponent("microsoft excel")}`)).json();
    expect(excel.total).toBeGreaterThan(1);
    expect(
      excel.items.every((course: { skills: string[] }) => course.skills.includes("Microsoft Excel")),
    ).toBe(true);

    const words = (await get("/api/v1/courses?query=Python%20essentials")).json();
    expect(words.items.map((course: { id: string }) => course.id)).toContain("python-essentials");

    expect((await get("/api/v1/courses?level=expert")).statusCode).toBe(400);
    expect((await get("/api/v1/courses?page=0")).statusCode).toBe(400);
  });

  it("shows a course, a bundle with its courses, and 404 for unknown ids", async () => {
    const course = (await get("/api/v1/courses/python-essentials")).json();
    expect(course.title).toBe("Python essentials");
    expect(course.skills).toContain("Python");
    expect((await get("/api/v1/courses/no-such-course")).statusCode).toBe(404);

    const bundles = (await get("/api/v1/bundles")).json();
    expect(bundles.total).toBe(bundles.items.length);
    const bundle = (await get(`/api/v1/bundles/${bundles.items[0].id}`)).json();
    expect(bundle.courses.map((item: { id: string }) => item.id)).toEqual(bundle.courseIds);
    expect(bundle.courses.length).toBeGreaterThanOrEqual(3);
    expect(bundle.courses[0].previewUrl).toMatch(/\.mp4$/);
    expect((await get("/api/v1/bundles/no-such-bundle")).statusCode).toBe(404);
  });
});

describe("enrolments", () => {
  it("enrols once per reference: the same request twice answers the same enrolment", async () => {
    const body = {
      reference: "order-item-41",
      learner,
      courseIds: ["python-essentials", "javascript-essentials"],
    };
    const first = await enrol(body);
    const second = await enrol(body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(provider.store.state.enrolments).toHaveLength(1);
    expect(first.json().courses).toEqual([
      expect.objectContaining({ courseId: "python-essentials", status: "enrolled", percent: 0 }),
      expect.objectContaining({ courseId: "javascript-essentials", status: "enrolled", percent: 0 }),
    ]);
    // Concurrent retries too.
    const racing = await Promise.all([1, 2, 3].map(() => enrol({ ...body, reference: "order-item-42" })));
    expect(new Set(racing.map((response) => response.json().id)).size).toBe(1);
    expect(provider.store.state.enrolments).toHaveLength(2);
  });

  it("refuses a reference reused for other courses, unknown courses and an empty request", async () => {
    await enrol({ reference: "order-item-7", learner, courseIds: ["python-essentials"] });
    const conflict = await enrol({ reference: "order-item-7", learner, courseIds: ["git-essentials"] });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe("reference_conflict");
    const unknown = await enrol({ reference: "order-item-8", learner, courseIds: ["no-such-course"] });
    expect(unknown.statusCode).toBe(422);
    expect((await enrol({ reference: "order-item-9", learner })).statusCode).toBe(400);
    expect((await enrol({ reference: "", learner, courseIds: ["python-essentials"] })).statusCode).toBe(400);
    expect(provider.store.state.enrolments).toHaveLength(1);
  });

  it("enrols a bundle's courses and lists a learner's enrolments with their status", async () => {
    const bundle = provider.catalogue.bundles()[0];
    if (!bundle) throw new Error("no bundle");
    const enrolled = await enrol({ reference: "order-item-50", learner, bundleId: bundle.id });
    expect(enrolled.json().courseIds).toEqual(bundle.courseIds);
    expect(enrolled.json().bundleId).toBe(bundle.id);

    const [firstCourse] = bundle.courseIds;
    await provider.learning.markLessonDone(learner.sub, firstCourse ?? "");
    const listed = (await get(`/api/v1/enrolments?sub=${learner.sub}`)).json();
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({ bundleId: bundle.id, status: "in_progress" });
    expect(listed.items[0].courses[0]).toMatchObject({
      courseId: firstCourse,
      status: "in_progress",
      percent: 50,
    });
    expect((await get("/api/v1/enrolments?sub=someone-else")).json().items).toEqual([]);
    expect((await get("/api/v1/enrolments")).statusCode).toBe(400);
  });

  it("keeps its state in one JSON file, written whole (no temporary file left)", async () => {
    await enrol({ reference: "order-item-60", learner, courseIds: ["python-essentials"] });
    const files = readdirSync(provider.dataDir);
    expect(files).toContain("state.json");
    expect(files.filter((name) => name.endsWith(".tmp"))).toEqual([]);
    const reopened = openStore(provider.dataDir);
    expect(reopened.state.enrolments.map((enrolment) => enrolment.reference)).toEqual(["order-item-60"]);
  });
});

describe("activity", () => {
  it("pages through progress events in order with a cursor", async () => {
    await enrol({ reference: "order-item-70", learner, courseIds: ["python-essentials", "git-essentials"] });
    await provider.learning.markLessonDone(learner.sub, "python-essentials");
    await provider.learning.complete(learner.sub, "python-essentials", learner.name);
    await provider.learning.complete(learner.sub, "git-essentials", learner.name);

    const seen: { type: string; courseId: string; percent: number; certificateUrl?: string }[] = [];
    let cursor = "0";
    let pages = 0;
    for (;;) {
      const page = (await get(`/api/v1/activity?after=${cursor}&limit=2`)).json();
      seen.push(...page.events);
      pages += 1;
      expect(page.events.length).toBeLessThanOrEqual(2);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(pages).toBe(3);
    expect(seen.map((event) => `${event.type} ${event.courseId} ${event.percent}`)).toEqual([
      "course.started python-essentials 0",
      "course.progress python-essentials 50",
      "course.completed python-essentials 100",
      "course.started git-essentials 0",
      "course.completed git-essentials 100",
    ]);
    const completed = seen[2];
    expect(completed?.certificateUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/certificates/[0-9a-f-]{36}$`));
    expect(seen[1]).not.toHaveProperty("certificateUrl");
    expect(seen[0]).toEqual({
      id: expect.any(String),
      type: "course.started",
      sub: learner.sub,
      courseId: "python-essentials",
      percent: 0,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // Nothing new: the same cursor comes back; a new event comes after it.
    const idle = (await get(`/api/v1/activity?after=${cursor}`)).json();
    expect(idle).toEqual({ events: [], cursor, hasMore: false });
    await provider.learning.markLessonDone(learner.sub, "python-essentials"); // completed already: no event
    await enrol({ reference: "order-item-71", learner, courseIds: ["r-essentials"] });
    await provider.learning.markLessonDone(learner.sub, "r-essentials");
    const next = (await get(`/api/v1/activity?after=${cursor}`)).json();
    expect(next.events.map((event: { type: string }) => event.type)).toEqual([
      "course.started",
      "course.progress",
    ]);

    expect((await get("/api/v1/activity?after=abc")).statusCode).toBe(400);
    expect((await get("/api/v1/activity?limit=100000")).statusCode).toBe(400);
  });

  it("issues a certificate with a public page", async () => {
    await enrol({ reference: "order-item-80", learner, courseIds: ["python-essentials"] });
    await provider.learning.complete(learner.sub, "python-essentials", learner.name);
    const [event] = (await get("/api/v1/activity"))
      .json()
      .events.filter((item: { type: string }) => item.type === "course.completed");
    const page = await get(new URL(event.certificateUrl).pathname, {});
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Asha Rao");
    expect(page.body).toContain("Python essentials");
    expect((await get("/certificates/not-a-certificate", {})).statusCode).toBe(404);
  });
});
