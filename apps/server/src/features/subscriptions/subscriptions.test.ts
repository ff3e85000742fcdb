/**
 * Paid services that run: a Featured Profile bought and paid in the sandbox becomes a 30-day period from
 * the payment, which candidate search reads; a Career Booster bought while it runs starts when it ends;
 * the seeker's subscriptions list both; a whole refund ends the order's service at once (a period not
 * started never starts). With the clock moved: the reminder REMINDER_DAYS before the end and the notice
 * at the end go once each, in the buyer's language, and not at all when the next period is bought.
 */
import { randomUUID } from "node:crypto";
import type { SeekerServiceView } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForQueue } from "../../testing/test-client.ts";
import { payInSandbox } from "../../testing/test-sandbox.ts";
import { createStaffAccount } from "../accounts/index.ts";
import type { Notifier } from "../notifications/index.ts";
import { FULFIL_TASK, loadCatalogues } from "../storefront/index.ts";
import { createSubscriptionService, REMINDER_DAYS } from "./service.ts";

const testApp = useTestApp({ SANDBOX_GATEWAY_SECRET: "subscriptions-test-sandbox-secret-0123456789" });
const DAY = 86_400_000;

/** Puts a plan in the cart, checks out and pays in the sandbox; the paid order, fulfilled. */
async function buy(
  client: TestClient,
  planId: string,
  language = "en",
): Promise<{ orderId: string; number: string }> {
  expect((await client.post("/api/cart/items", { planId })).statusCode).toBe(200);
  // The order keeps the language it was bought in: its e-mails are written in it.
  const started = (
    await client.post("/api/seeker/orders", { mode: "card" }, { headers: { "x-language-code": language } })
  ).json().data;
  await payInSandbox(client, started.redirectUrl, "paid");
  await waitForQueue(testApp.pool, FULFIL_TASK);
  const order = (await client.get(`/api/seeker/orders/${started.orderId}`)).json().data;
  expect(order.status).toBe("paid");
  return { orderId: started.orderId, number: order.number };
}

async function subscriptions(client: TestClient): Promise<SeekerServiceView[]> {
  const reply = await client.get("/api/seeker/subscriptions");
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

async function boosts(userId: string) {
  const { rows } = await testApp.pool.query<{ kind: string; starts_at: Date; ends_at: Date }>(
    "SELECT kind, starts_at, ends_at FROM profile_boosts WHERE user_id = $1 ORDER BY starts_at, kind",
    [userId],
  );
  return rows;
}

async function seeker() {
  const client = new TestClient(testApp.app, { host: "in.localhost" });
  const registered = await registerSeeker(client);
  const { rows } = await testApp.pool.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [
    registered.email,
  ]);
  return { client, email: registered.email, id: rows[0]?.id as string };
}

describe("subscriptions", () => {
  it("a paid Featured Profile runs 30 days from payment; a Career Booster bought meanwhile follows it", async () => {
    const { client, id } = await seeker();
    const before = Date.now();
    const featured = await buy(client, "featured-profile-30");
    const [period] = await boosts(id);
    expect(period?.kind).toBe("featured");
    expect(period?.starts_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((period?.ends_at.getTime() ?? 0) - (period?.starts_at.getTime() ?? 0)).toBe(30 * DAY);

    const booster = await buy(client, "career-booster-30");
    const periods = await boosts(id);
    expect(periods.map((row) => row.kind)).toEqual(["featured", "featured", "highlighted"]);
    // The booster's featured and highlighted periods start where the Featured Profile ends.
    expect(periods[1]?.starts_at.getTime()).toBe(period?.ends_at.getTime());
    expect(periods[2]?.starts_at.getTime()).toBe(period?.ends_at.getTime());

    const list = await subscriptions(client);
    expect(list.map((entry) => [entry.serviceId, entry.state, entry.orderNumber, entry.daysLeft])).toEqual([
      ["career-booster", "scheduled", booster.number, null],
      ["featured-profile", "active", featured.number, 30],
    ]);
    expect(list[0]?.marks).toEqual(["featured", "highlighted"]);
    // The same order fulfilled again (a retried job) makes nothing twice.
    await testApp.pool.query("UPDATE orders SET fulfilled_at = NULL WHERE id = $1", [featured.orderId]);
    await testApp.pool.query("INSERT INTO pgboss.job (name, data) VALUES ($1, $2)", [
      FULFIL_TASK,
      { orderId: featured.orderId },
    ]);
    await waitForQueue(testApp.pool, FULFIL_TASK);
    const again = await testApp.pool.query<{ fulfilled: boolean }>(
      "SELECT fulfilled_at IS NOT NULL AS fulfilled FROM orders WHERE id = $1",
      [featured.orderId],
    );
    expect(again.rows[0]?.fulfilled).toBe(true);
    expect(await boosts(id)).toHaveLength(3);
    expect(await subscriptions(client)).toHaveLength(2);
  });

  it("a whole refund ends the service at once; a period not started never starts", async () => {
    const { client, id } = await seeker();
    const featured = await buy(client, "featured-profile-30");
    const booster = await buy(client, "career-booster-30");
    const account = {
      email: `subscriptions.${randomUUID().slice(0, 8)}@jobnest.test`,
      password: "Refund@2026",
      name: "Sub Scriber",
    };
    await createStaffAccount(testApp.pool, account);
    const staff = new TestClient(testApp.app, { host: "in.localhost" });
    expect((await staff.post("/api/staff/login", account)).statusCode).toBe(200);
    for (const order of [booster, featured]) {
      const found = (await staff.get(`/api/staff/orders?number=${order.number}`)).json().data;
      const refunded = await staff.post(`/api/staff/orders/${order.orderId}/refund`, {
        amountMinor: found.refundableMinor,
        reason: "Bought by mistake",
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
    }
    const now = Date.now();
    const periods = await boosts(id);
    // The booster's periods (not started) are gone; the featured period ended at the refund.
    expect(periods.map((row) => row.kind)).toEqual(["featured"]);
    expect(periods[0]?.ends_at.getTime()).toBeLessThanOrEqual(now);
    const list = await subscriptions(client);
    expect(list.map((entry) => [entry.serviceId, entry.state, entry.endedReason])).toEqual([
      ["career-booster", "ended", "refunded"],
      ["featured-profile", "ended", "refunded"],
    ]);
  });

  it("reminds before the end and tells at the end, once each, in the buyer's language; not when renewed", async () => {
    const sent: Parameters<Notifier["send"]>[0][] = [];
    let clock = new Date();
    const service = createSubscriptionService({
      pool: testApp.pool,
      catalogues: loadCatalogues(),
      notifier: { send: async (notification) => void sent.push(notification) },
      now: () => clock,
    });
    const hindi = await seeker();
    await buy(hindi.client, "featured-profile-30", "hi");
    const [period] = await boosts(hindi.id);
    const end = period?.ends_at as Date;
    const renewed = await seeker();
    await buy(renewed.client, "featured-profile-30");
    await buy(renewed.client, "featured-profile-30");
    const mine = (notification: (typeof sent)[number]) =>
      notification.to === hindi.email || notification.to === renewed.email;

    clock = new Date(end.getTime() - (REMINDER_DAYS + 1) * DAY);
    await service.sendDue();
    expect(sent.filter(mine)).toEqual([]);

    clock = new Date(end.getTime() - REMINDER_DAYS * DAY + 60_000);
    await service.sendDue();
    await service.sendDue();
    expect(sent.filter(mine)).toEqual([
      expect.objectContaining({
        template: "service-ending",
        to: hindi.email,
        language: "hi",
        params: expect.objectContaining({
          service: "फ़ीचर्ड प्रोफ़ाइल",
          link: expect.stringMatching(/\/hi\/seeker\/subscriptions$/),
        }),
      }),
    ]);

    clock = new Date(end.getTime() + 60_000);
    await service.sendDue();
    await service.sendDue();
    expect(sent.filter(mine).map((notification) => [notification.template, notification.to])).toEqual([
      ["service-ending", hindi.email],
      ["service-ended", hindi.email],
    ]);
    // The ended period is listed as ended, the other seeker's renewal runs on.
    expect((await subscriptions(hindi.client)).map((entry) => entry.state)).toEqual(["ended"]);
  });
});
