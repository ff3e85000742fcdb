/**
 * Buying courses and bundles through the storefront (decision 051), with the learning provider running as
 * its own process: a course goes into the cart at its price tier's price on the site (the browser cannot
 * choose the tier), a guest's course joins the seeker's cart at login, a paid order enrols the seeker at
 * the provider once per line however often fulfilment runs, what is owned is not sold again, and a
 * provider down at fulfilment leaves the order paid and unfulfilled until a later try enrols it.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningProvider, startLearningProvider } from "../../testing/learning-provider.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForQueue } from "../../testing/test-client.ts";
import { payInSandbox } from "../../testing/test-sandbox.ts";
import { CATALOGUE_FILE, FULFIL_TASK } from "../storefront/index.ts";
import { createHttpLearningProvider } from "./provider-client.ts";

const API_KEY = "purchases-test-api-key-0123456789";
const WEBHOOK_SECRET = "purchases-test-webhook-secret-0123456789";
const prices = (
  JSON.parse(readFileSync(CATALOGUE_FILE, "utf8")) as {
    prices: Record<string, { plans: Record<string, { price: number } | null> }>;
  }
).prices;

let testApp: TestApp;
let provider: RunningProvider;

beforeAll(async () => {
  provider = await startLearningProvider({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
  testApp = await createTestApp(provider.env);
}, 30_000);

afterAll(async () => {
  await provider.close();
  await testApp.close();
});

interface CatalogueItem {
  id: string;
  title: string;
  priceTier: string;
  courseIds?: string[];
}

async function seeker(client: TestClient) {
  const registered = await registerSeeker(client);
  return registered.id;
}

async function enrolmentsAtProvider(sub: string) {
  return createHttpLearningProvider({ baseUrl: new URL(provider.base), apiKey: API_KEY }).enrolments(sub);
}

async function enrolmentRows(userId: string) {
  const { rows } = await testApp.pool.query<{ item_ref: string; service_id: string; course_ids: string[] }>(
    "SELECT item_ref, service_id, course_ids FROM learning_enrolments WHERE user_id = $1 ORDER BY item_ref",
    [userId],
  );
  return rows;
}

/** Checks out the cart and pays it in the sandbox; the order's id. */
async function checkoutAndPay(client: TestClient): Promise<string> {
  const started = await client.post("/api/seeker/orders", { checkoutKey: randomUUID(), mode: "card" });
  expect(started.statusCode, started.body).toBe(200);
  await payInSandbox(client, started.json().data.redirectUrl, "paid");
  await waitForQueue(testApp.pool, FULFIL_TASK);
  return started.json().data.orderId;
}

async function isFulfilled(orderId: string): Promise<boolean> {
  const { rows } = await testApp.pool.query<{ fulfilled: boolean }>(
    "SELECT fulfilled_at IS NOT NULL AS fulfilled FROM orders WHERE id = $1",
    [orderId],
  );
  return rows[0]?.fulfilled ?? false;
}

describe("courses bought through the storefront", () => {
  it("prices a course by its tier on the site, never by the browser, and keeps a guest's course at login", async () => {
    const guest = new TestClient(testApp.app, { host: "in.localhost" });
    const [course] = (await guest.get("/api/courses?query=excel")).json().data.value.items as CatalogueItem[];
    if (!course) throw new Error("the catalogue has an Excel course");
    const added = await guest.post(`/api/courses/${course.id}/cart`, {});
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json().data.items[0];
    expect(line).toMatchObject({
      serviceId: "course",
      itemRef: course.id,
      itemTitle: course.title,
      planId: `course-${course.priceTier}`,
      planMinor: prices.india?.plans[`course-${course.priceTier}`]?.price,
      suggestedAddOns: [],
    });
    // Course tiers are not career services: the cart does not recommend them.
    expect(
      added.json().data.recommendations.some((entry: { serviceId: string }) => entry.serviceId === "course"),
    ).toBe(false);
    // The browser cannot put a tier's plan in the cart itself (a cheaper tier for a dearer course).
    const forged = await guest.post("/api/cart/items", { planId: "course-t1" });
    expect(forged.statusCode).toBe(400);
    expect((await guest.post("/api/courses/no-such-course/cart", {})).statusCode).toBe(404);
    expect((await guest.post("/api/courses/..%2Fadmin/cart", {})).statusCode).toBe(404);

    // The catalogue filtered by price on the site: only the tiers that cost at most that much.
    const cheapest = prices.india?.plans["course-t1"]?.price ?? 0;
    const all = (await guest.get("/api/courses")).json().data.value;
    const cheap = (await guest.get(`/api/courses?maxPriceMinor=${cheapest}`)).json().data.value;
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    expect(new Set(cheap.items.map((item: CatalogueItem) => item.priceTier))).toEqual(new Set(["t1"]));
    expect((await guest.get(`/api/courses?maxPriceMinor=${cheapest - 1}`)).json().data.value.total).toBe(0);

    // Priced on the Gulf site in its own currency.
    const gulf = new TestClient(testApp.app, { host: "gulf.localhost" });
    const gulfCart = (await gulf.post(`/api/courses/${course.id}/cart`, {})).json().data;
    expect(gulfCart.currency).toBe("AED");
    expect(gulfCart.items[0].planMinor).toBe(prices.gulf?.plans[`course-${course.priceTier}`]?.price);

    // Registering carries the guest's course into the new account's cart, and it can be removed by item.
    await seeker(guest);
    const cart = (await guest.get("/api/cart")).json().data;
    expect(cart.items.map((item: { itemRef: string }) => item.itemRef)).toEqual([course.id]);
    const removed = await guest.delete(`/api/cart/items/course?item=${encodeURIComponent(course.id)}`);
    expect(removed.json().data.items).toEqual([]);
  });

  it("enrols once per paid order line however often fulfilment runs, and does not sell what is owned", async () => {
    const client = new TestClient(testApp.app, { host: "in.localhost" });
    const userId = await seeker(client);
    const bundles = (await client.get("/api/course-bundles")).json().data.value.items as CatalogueItem[];
    const bundle = bundles[0];
    if (!bundle?.courseIds) throw new Error("the catalogue has bundles");
    const [single] = (
      (await client.get("/api/courses?query=sql")).json().data.value.items as CatalogueItem[]
    ).filter((course) => !bundle.courseIds?.includes(course.id));
    if (!single) throw new Error("a course outside the bundle");
    expect((await client.post(`/api/course-bundles/${bundle.id}/cart`, {})).statusCode).toBe(200);
    // Adding the same course twice keeps one line.
    await client.post(`/api/courses/${single.id}/cart`, {});
    const cart = (await client.post(`/api/courses/${single.id}/cart`, {})).json().data;
    expect(cart.items.map((item: { serviceId: string }) => item.serviceId).sort()).toEqual([
      "course",
      "course-bundle",
    ]);
    expect(cart.itemsMinor).toBe(
      (prices.india?.plans[`course-bundle-${bundle.priceTier}`]?.price ?? 0) +
        (prices.india?.plans[`course-${single.priceTier}`]?.price ?? 0),
    );

    const orderId = await checkoutAndPay(client);
    expect(await isFulfilled(orderId)).toBe(true);
    const order = (await client.get(`/api/seeker/orders/${orderId}`)).json().data;
    expect(order.items.map((item: { itemTitle: string }) => item.itemTitle).sort()).toEqual(
      [bundle.title, single.title].sort(),
    );
    expect(await enrolmentRows(userId)).toEqual(
      [
        { item_ref: bundle.id, service_id: "course-bundle", course_ids: bundle.courseIds },
        { item_ref: single.id, service_id: "course", course_ids: [single.id] },
      ].sort((a, b) => a.item_ref.localeCompare(b.item_ref)),
    );
    const atProvider = await enrolmentsAtProvider(userId);
    expect(atProvider.map((enrolment) => enrolment.reference).sort()).toEqual(
      [`${orderId}:${bundle.id}`, `${orderId}:${single.id}`].sort(),
    );

    // The same order fulfilled again (a retried job): nothing enrolled twice, here or at the provider.
    await testApp.pool.query("UPDATE orders SET fulfilled_at = NULL WHERE id = $1", [orderId]);
    await testApp.pool.query("DELETE FROM learning_enrolments WHERE order_id = $1", [orderId]);
    await testApp.pool.query("INSERT INTO pgboss.job (name, data) VALUES ($1, $2)", [
      FULFIL_TASK,
      { orderId },
    ]);
    await waitForQueue(testApp.pool, FULFIL_TASK);
    expect(await isFulfilled(orderId)).toBe(true);
    expect(await enrolmentRows(userId)).toHaveLength(2);
    expect(await enrolmentsAtProvider(userId)).toHaveLength(2);

    // The dashboard's active bundles and status, from what the portal holds.
    const dashboard = (await client.get("/api/seeker/dashboard")).json().data;
    expect(dashboard.learning).toEqual({
      bundles: [{ bundleId: bundle.id, title: bundle.title, status: "enrolled", percent: 0 }],
      courses: { enrolled: bundle.courseIds.length + 1, in_progress: 0, completed: 0 },
    });

    // Owned now, directly or through the bundle: not sold again.
    for (const path of [
      `/api/courses/${single.id}/cart`,
      `/api/courses/${bundle.courseIds[0]}/cart`,
      `/api/course-bundles/${bundle.id}/cart`,
    ]) {
      const again = await client.post(path, {});
      expect(again.statusCode, path).toBe(409);
      expect(again.json().errors[0].message).toBe("You already have this course. Start it from My learning.");
    }
    // The learning page lists the bundle and its courses from the provider.
    const learning = (await client.get("/api/seeker/learning")).json().data;
    expect(learning.bundles.map((entry: { bundleId: string }) => entry.bundleId)).toEqual([bundle.id]);
    expect(learning.courses.map((entry: { courseId: string }) => entry.courseId).sort()).toEqual(
      [...bundle.courseIds, single.id].sort(),
    );
  });

  it("leaves a paid order unfulfilled while the provider is down and enrols it on a later try", async () => {
    const client = new TestClient(testApp.app, { host: "in.localhost" });
    const userId = await seeker(client);
    const [course] = (await client.get("/api/courses?query=python")).json().data.value
      .items as CatalogueItem[];
    if (!course) throw new Error("the catalogue has a Python course");
    expect((await client.post(`/api/courses/${course.id}/cart`, {})).statusCode).toBe(200);
    await provider.stop();
    try {
      const orderId = await checkoutAndPay(client);
      const order = (await client.get(`/api/seeker/orders/${orderId}`)).json().data;
      expect(order.status).toBe("paid");
      expect(await isFulfilled(orderId)).toBe(false);
      expect(await enrolmentRows(userId)).toEqual([]);
      await provider.start();
      // The queue's next try (brought forward: its back-off is minutes).
      await testApp.pool.query(
        "UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'",
        [FULFIL_TASK],
      );
      await waitForQueue(testApp.pool, FULFIL_TASK);
      expect(await isFulfilled(orderId)).toBe(true);
      expect((await enrolmentRows(userId)).map((row) => row.item_ref)).toEqual([course.id]);
      expect(await enrolmentsAtProvider(userId)).toHaveLength(1);
    } finally {
      await provider.start();
    }
  });
});
