/**
 * Staff's prices per site (decision 048) through the API: only staff of the catalogue area change them;
 * a change shows in the catalogue and in every cart priced after it, on this process and on another
 * one sharing the database; orders made before, paid or with a payment under way, keep their amounts
 * (and are fulfilled even when their plan is no longer sold); every change is a row of its own and a
 * line in the audit log.
 */
import { randomUUID } from "node:crypto";
import type { StaffArea } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { payInSandbox } from "../../testing/test-sandbox.ts";
import { createStaffAccount } from "../accounts/index.ts";

const testApp = useTestApp({ SANDBOX_GATEWAY_SECRET: "catalogue-prices-test-sandbox-secret-0123" });
const GULF = "gulf.localhost";
const WRITING = "resume-writing-fresher";

async function staffClient(areas: StaffArea[], app: FastifyInstance = testApp.app): Promise<TestClient> {
  const account = {
    email: `prices.${randomUUID().slice(0, 8)}@jobnest.test`,
    password: "Staff@2026",
    name: `Pricing ${areas.join(" ")}`,
  };
  await createStaffAccount(testApp.pool, { ...account, areas });
  const client = new TestClient(app, { host: GULF });
  expect((await client.post("/api/staff/login", account)).statusCode).toBe(200);
  return client;
}

async function gulfSeeker(app: FastifyInstance = testApp.app): Promise<TestClient> {
  const client = new TestClient(app, { host: GULF });
  await registerSeeker(client);
  return client;
}

interface CataloguePlanReply {
  id: string;
  priceMinor: number;
  listPriceMinor: number | null;
  addOns: { id: string; priceMinor: number }[];
}

/** A plan as the Gulf site's catalogue shows it to buyers (undefined: not sold). */
async function shownPlan(planId: string, app: FastifyInstance = testApp.app) {
  const reply = await new TestClient(app, { host: GULF }).get("/api/career-services");
  const services: { plans: CataloguePlanReply[] }[] = reply.json().data.services;
  return services.flatMap((service) => service.plans).find((plan) => plan.id === planId);
}

function change(client: TestClient, path: string, body: Record<string, unknown>) {
  return client.post(`/api/staff/catalogue/gulf/${path}`, body);
}

async function priceRows(): Promise<number> {
  return (await testApp.pool.query("SELECT count(*)::int AS n FROM catalogue_price_changes")).rows[0].n;
}

let pricing: TestClient;
beforeAll(async () => {
  pricing = await staffClient(["catalogue"]);
});

describe("who may change prices", () => {
  it("refuses staff without the catalogue area and anyone not staff (403), and nothing changes", async () => {
    const before = await shownPlan(WRITING);
    const orders = await staffClient(["orders", "fulfilment"]);
    expect((await orders.get("/api/staff/catalogue/gulf")).statusCode).toBe(403);
    const refused = await change(orders, `plans/${WRITING}`, { sold: true, priceMinor: 100 });
    expect(refused.statusCode).toBe(403);
    const seeker = await gulfSeeker();
    expect((await change(seeker, `plans/${WRITING}`, { sold: true, priceMinor: 100 })).statusCode).toBe(403);
    expect(await priceRows()).toBe(0);
    expect(await shownPlan(WRITING)).toEqual(before);
  });

  it("refuses a bad price on its field, in the page's language, and an item not for sale by staff", async () => {
    const zero = await change(pricing, `plans/${WRITING}`, { sold: true, priceMinor: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0]).toMatchObject({ field: "priceMinor" });
    const arabic = await pricing.post(
      `/api/staff/catalogue/gulf/plans/${WRITING}`,
      { sold: true, priceMinor: 24_900, listPriceMinor: 24_900 },
      { headers: { "accept-language": "ar" } },
    );
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors[0]).toMatchObject({
      field: "listPriceMinor",
      message: "يجب أن يكون السعر المشطوب أعلى من السعر، أو اتركه فارغًا.",
    });
    expect((await change(pricing, "plans/no-such-plan", { sold: true, priceMinor: 100 })).statusCode).toBe(
      404,
    );
    // The resume score is free (decision 046): not staff's to sell.
    expect(
      (await change(pricing, "plans/resume-score-once", { sold: true, priceMinor: 100 })).statusCode,
    ).toBe(404);
    expect(await priceRows()).toBe(0);
  });
});

describe("a price change", () => {
  it("shows in the catalogue and in carts at once; orders made before keep their amounts, paid or paying", async () => {
    const before = await shownPlan(WRITING);
    if (!before) throw new Error(`${WRITING} is not sold on the Gulf site`);
    const addOn = before.addOns[0];
    if (!addOn) throw new Error(`${WRITING} offers no add-on on the Gulf site`);

    // Before the change: one order paid, one whose payment is under way, one cart not checked out yet.
    const paidBuyer = await gulfSeeker();
    await paidBuyer.post("/api/cart/items", { planId: WRITING, addOnIds: [addOn.id] });
    const paidCheckout = (await paidBuyer.post("/api/seeker/orders", { mode: "card" })).json().data;
    await payInSandbox(paidBuyer, paidCheckout.redirectUrl, "paid");
    const paidBefore = (await paidBuyer.get(`/api/seeker/orders/${paidCheckout.orderId}`)).json().data;
    expect(paidBefore.status).toBe("paid");

    const payingBuyer = await gulfSeeker();
    await payingBuyer.post("/api/cart/items", { planId: WRITING, addOnIds: [addOn.id] });
    const paying = (await payingBuyer.post("/api/seeker/orders", { mode: "card" })).json().data;
    const payingBefore = (await payingBuyer.get(`/api/seeker/orders/${paying.orderId}`)).json().data;
    expect(payingBefore).toMatchObject({ status: "pending", itemsMinor: before.priceMinor });

    const waitingBuyer = await gulfSeeker();
    await waitingBuyer.post("/api/cart/items", { planId: WRITING });
    expect((await waitingBuyer.get("/api/cart")).json().data.itemsMinor).toBe(before.priceMinor);

    // The change: a lower price with the old one struck through, and a dearer add-on.
    const newPrice = before.priceMinor - 5_000;
    const changed = await change(pricing, `plans/${WRITING}`, {
      sold: true,
      priceMinor: newPrice,
      listPriceMinor: before.priceMinor,
      expected: { priceMinor: before.priceMinor, listPriceMinor: before.listPriceMinor },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      changed: true,
      before: { priceMinor: before.priceMinor, listPriceMinor: null },
      after: { priceMinor: newPrice, listPriceMinor: before.priceMinor },
    });
    const addOnPrice = addOn.priceMinor + 1_000;
    expect(
      (await change(pricing, `add-ons/${addOn.id}`, { sold: true, priceMinor: addOnPrice })).statusCode,
    ).toBe(200);

    expect(await shownPlan(WRITING)).toMatchObject({
      priceMinor: newPrice,
      listPriceMinor: before.priceMinor,
      addOns: expect.arrayContaining([{ id: addOn.id, priceMinor: addOnPrice }]),
    });
    // A new cart, and the cart filled before the change, are priced by the new prices.
    const newBuyer = await gulfSeeker();
    const added = (await newBuyer.post("/api/cart/items", { planId: WRITING, addOnIds: [addOn.id] })).json()
      .data;
    expect(added).toMatchObject({ itemsMinor: newPrice, addOnsMinor: addOnPrice });
    expect((await waitingBuyer.get("/api/cart")).json().data.itemsMinor).toBe(newPrice);
    const waiting = (await waitingBuyer.post("/api/seeker/orders", { mode: "card" })).json().data;
    expect((await waitingBuyer.get(`/api/seeker/orders/${waiting.orderId}`)).json().data.itemsMinor).toBe(
      newPrice,
    );

    // The paid order is untouched (its history may add the queue's fulfilment meanwhile).
    const amounts = (order: typeof paidBefore) => ({
      items: order.items,
      itemsMinor: order.itemsMinor,
      addOnsMinor: order.addOnsMinor,
      tax: order.tax,
      totalMinor: order.totalMinor,
      payableMinor: order.payableMinor,
      payments: order.payments,
    });
    expect(amounts((await paidBuyer.get(`/api/seeker/orders/${paidCheckout.orderId}`)).json().data)).toEqual(
      amounts(paidBefore),
    );
    // The order whose payment was under way is paid at the amount it was made with.
    const retried = await payingBuyer.post(`/api/seeker/orders/${paying.orderId}/pay`, { mode: "card" });
    expect(retried.statusCode, retried.body).toBe(200);
    await payInSandbox(payingBuyer, retried.json().data.redirectUrl, "paid");
    const paid = (await payingBuyer.get(`/api/seeker/orders/${paying.orderId}`)).json().data;
    expect(paid).toMatchObject({
      status: "paid",
      itemsMinor: payingBefore.itemsMinor,
      addOnsMinor: payingBefore.addOnsMinor,
      totalMinor: payingBefore.totalMinor,
      payableMinor: payingBefore.payableMinor,
      items: payingBefore.items,
    });
    expect(paid.payments.map((payment: { amountMinor: number }) => payment.amountMinor)).toEqual([
      payingBefore.payableMinor,
      payingBefore.payableMinor,
    ]);
  });

  it("stops selling a plan: gone from the catalogue and new carts, while an order made before is still fulfilled", async () => {
    const planId = "featured-profile-30";
    const buyer = await gulfSeeker();
    await buyer.post("/api/cart/items", { planId });
    const started = (await buyer.post("/api/seeker/orders", { mode: "card" })).json().data;
    const ordered = (await buyer.get(`/api/seeker/orders/${started.orderId}`)).json().data;

    const withdrawn = await change(pricing, `plans/${planId}`, { sold: false });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(
      withdrawn.json().data.catalogue.plans.find((plan: { id: string }) => plan.id === planId),
    ).toMatchObject({ priceMinor: null, listPriceMinor: null });
    expect(await shownPlan(planId)).toBeUndefined();
    const refused = await (await gulfSeeker()).post("/api/cart/items", { planId });
    expect(refused.statusCode).toBe(400);

    // Paid after the plan left the shop: the amount it was made with, and the service it bought.
    await payInSandbox(buyer, started.redirectUrl, "paid");
    expect((await buyer.get(`/api/seeker/orders/${started.orderId}`)).json().data).toMatchObject({
      status: "paid",
      totalMinor: ordered.totalMinor,
    });
    await expect
      .poll(
        async () =>
          (await testApp.pool.query("SELECT fulfilled_at FROM orders WHERE id = $1", [started.orderId]))
            .rows[0].fulfilled_at,
        { timeout: 10_000, interval: 200 },
      )
      .not.toBeNull();

    // Sold again at a price staff choose.
    expect((await change(pricing, `plans/${planId}`, { sold: true, priceMinor: 8_900 })).statusCode).toBe(
      200,
    );
    expect((await shownPlan(planId))?.priceMinor).toBe(8_900);
  });

  it("keeps every change with who made it; refuses one made on a price that moved meanwhile; writes nothing for no change", async () => {
    const addOnId = "linkedin-review";
    const rows = await priceRows();
    const first = await change(pricing, `add-ons/${addOnId}`, { sold: true, priceMinor: 12_900 });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await change(pricing, `add-ons/${addOnId}`, {
      sold: true,
      priceMinor: 13_900,
      expected: { priceMinor: 9_900, listPriceMinor: null },
    });
    expect(stale.statusCode).toBe(409);
    const same = await change(pricing, `add-ons/${addOnId}`, { sold: true, priceMinor: 12_900 });
    expect(same.json().data.changed).toBe(false);
    const second = await change(pricing, `add-ons/${addOnId}`, { sold: true, priceMinor: 13_900 });
    expect(second.json().data.changed).toBe(true);
    expect(await priceRows()).toBe(rows + 2);
    const history = await testApp.pool.query(
      "SELECT price_minor::int, staff_name FROM catalogue_price_changes WHERE site_id = 'gulf' AND item_id = $1 ORDER BY id",
      [addOnId],
    );
    expect(history.rows).toEqual([
      { price_minor: 12_900, staff_name: "Pricing catalogue" },
      { price_minor: 13_900, staff_name: "Pricing catalogue" },
    ]);
    const catalogue = (await pricing.get("/api/staff/catalogue/gulf")).json().data;
    expect(catalogue.currency).toBe("AED");
    expect(catalogue.addOns.find((addOn: { id: string }) => addOn.id === addOnId)).toMatchObject({
      priceMinor: 13_900,
      lastChange: { by: "Pricing catalogue" },
    });
    // Other sites keep their prices.
    const india = (await pricing.get("/api/staff/catalogue/india")).json().data;
    expect(india.addOns.find((addOn: { id: string }) => addOn.id === addOnId)).toMatchObject({
      lastChange: null,
    });
    expect(india.plans.some((plan: { id: string }) => plan.id === "resume-score-once")).toBe(false);
  });

  it("is in the audit log with the old and new amounts", async () => {
    const log = (await pricing.get("/api/staff/audit-log?area=catalogue")).json().data;
    const entry = log.entries.find(
      (candidate: { action: string; target: string }) =>
        candidate.action === "price.change" && candidate.target === `${WRITING} (gulf)`,
    );
    expect(entry).toMatchObject({ staffName: "Pricing catalogue", area: "catalogue" });
    expect(entry.details).toMatchObject({ currency: "AED", oldListPriceMinor: null });
    expect(entry.details.newPriceMinor).toBeLessThan(entry.details.oldPriceMinor);
  });
});

describe("across app processes", () => {
  let second: FastifyInstance;
  let secondPool: pg.Pool;

  beforeAll(async () => {
    // A second web process on the same database, with its own copy of the catalogue.
    secondPool = new pg.Pool({ connectionString: testApp.pool.options.connectionString, max: 4 });
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: testApp.pool.options.connectionString ?? "",
    });
    second = await buildApp({ config, pool: secondPool, withWebApp: false });
    await second.ready();
  });

  afterAll(async () => {
    await second.close();
    await secondPool.end();
  });

  it("starts with the prices staff set, and hears of every change made through the other", async () => {
    const planId = "linkedin-makeover-senior";
    const now = await shownPlan(planId, second);
    if (!now) throw new Error(`${planId} is not sold on the Gulf site`);
    // It read the changes made before it started.
    expect(await shownPlan(WRITING, second)).toEqual(await shownPlan(WRITING));

    const cart = await gulfSeeker(second);
    await cart.post("/api/cart/items", { planId });
    const raised = now.priceMinor + 10_000;
    expect((await change(pricing, `plans/${planId}`, { sold: true, priceMinor: raised })).statusCode).toBe(
      200,
    );
    // A cart reads the newest change in its own statement: priced by it at once.
    expect((await cart.get("/api/cart")).json().data.itemsMinor).toBe(raised);
    // The catalogue page has no statement of its own: the notification brings the change.
    await expect
      .poll(async () => (await shownPlan(planId, second))?.priceMinor, { timeout: 5_000, interval: 50 })
      .toBe(raised);

    // And the other way round.
    const secondStaff = await staffClient(["catalogue"], second);
    const lowered = now.priceMinor - 10_000;
    expect(
      (await change(secondStaff, `plans/${planId}`, { sold: true, priceMinor: lowered })).statusCode,
    ).toBe(200);
    await expect
      .poll(async () => (await shownPlan(planId))?.priceMinor, { timeout: 5_000, interval: 50 })
      .toBe(lowered);
  });
});
