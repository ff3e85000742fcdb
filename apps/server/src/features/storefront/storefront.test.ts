/**
 * The storefront through the API with the sandbox gateway: a guest's cart joins the seeker's at
 * registration; promo codes are refused with their reason; checkout prices on the server (GST added in
 * India, VAT included in the Gulf by the buyer's country); the sandbox's return and ten replayed webhooks
 * make one paid order with one invoice and one fulfilment; a failed payment can be paid again; 50
 * concurrent checkouts with a single-use code give exactly one discount; nobody reads another's order.
 */
import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForOutbox } from "../../testing/test-client.ts";
import { createStaffAccount } from "../accounts/index.ts";

const SANDBOX_SECRET = "storefront-test-sandbox-secret-0123456789";
const testApp = useTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET });

const codes: string[] = [];
async function promo(values: Record<string, unknown>): Promise<string> {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  codes.push(code);
  const columns = { code, kind: "percent", percent_basis_points: 1000, ...values };
  const names = Object.keys(columns);
  await testApp.pool.query(
    `INSERT INTO promo_codes (${names.join(", ")}) VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")})`,
    Object.values(columns),
  );
  return code;
}

async function seeker(host = "in.localhost"): Promise<{ client: TestClient; email: string }> {
  const client = new TestClient(testApp.app, { host });
  const registered = await registerSeeker(client);
  return { client, email: registered.email };
}

/** Follows the sandbox's hosted page: the buyer's choice, then the browser's return; the order page path. */
async function payInSandbox(client: TestClient, redirectUrl: string, outcome: "paid" | "failed" | "pending") {
  const url = new URL(redirectUrl);
  expect(url.pathname).toBe("/sandbox-gateway/pay");
  const page = await client.get(`${url.pathname}${url.search}`);
  expect(page.statusCode).toBe(200);
  const chosen = await client.post(url.pathname, {
    p: url.searchParams.get("p"),
    sig: url.searchParams.get("sig"),
    outcome,
  });
  expect(chosen.statusCode).toBe(303);
  const back = new URL(String(chosen.headers.location));
  const returned = await client.get(`${back.pathname}${back.search}`);
  expect(returned.statusCode).toBe(303);
  return {
    returnPath: `${back.pathname}${back.search}`,
    query: back.searchParams,
    orderPath: String(returned.headers.location),
  };
}

function webhook(status: Record<string, unknown>) {
  const t = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    type: `payment.${status.outcome}`,
    created: t,
    data: status,
  });
  const v1 = createHmac("sha256", SANDBOX_SECRET).update(`${t}.${body}`).digest("hex");
  return { body, signature: `t=${t},v1=${v1}` };
}

afterAll(async () => {
  await testApp.pool.query("DELETE FROM promo_redemptions WHERE code = ANY($1)", [codes]);
});

describe("the catalogue", () => {
  it("prices every service in the site's currency, with GST added in India and VAT included in the Gulf", async () => {
    const india = (
      await new TestClient(testApp.app, { host: "in.localhost" }).get("/api/career-services")
    ).json().data;
    expect(india.currency).toBe("INR");
    expect(india.tax).toEqual({ name: "GST", rateBasisPoints: 1800, inclusive: false });
    expect(india.services.map((service: { serviceId: string }) => service.serviceId)).toContain(
      "resume-writing",
    );
    const gulf = (
      await new TestClient(testApp.app, { host: "gulf.localhost" }).get(
        "/api/career-services?buyerCountry=SA",
      )
    ).json().data;
    expect(gulf.currency).toBe("AED");
    expect(gulf.tax).toMatchObject({ name: "VAT", rateBasisPoints: 1500, inclusive: true });
  });
});

describe("the cart", () => {
  let planId: string;
  let addOnId: string;

  beforeAll(async () => {
    const catalogue = (
      await new TestClient(testApp.app, { host: "in.localhost" }).get("/api/career-services")
    ).json().data;
    const writing = catalogue.services.find(
      (service: { serviceId: string }) => service.serviceId === "resume-writing",
    );
    const plan = writing.plans.find((entry: { addOns: unknown[] }) => entry.addOns.length > 0);
    planId = plan.id;
    addOnId = plan.addOns[0].id;
  });

  it("a guest's cart (by its cookie) joins the seeker's at registration, with its promo code", async () => {
    const code = await promo({});
    const guest = new TestClient(testApp.app, { host: "in.localhost" });
    const added = await guest.post("/api/cart/items", { planId, addOnIds: [addOnId] });
    expect(added.statusCode, added.body).toBe(200);
    expect(String(added.headers["set-cookie"])).toMatch(/cart=[\w-]+;.*HttpOnly/i);
    expect(
      (await guest.post("/api/cart/promo", { code: code.toLowerCase() })).json().data.promo,
    ).toMatchObject({
      code,
      applied: true,
    });
    expect((await guest.get("/api/cart/count")).json().data.count).toBe(1);

    await registerSeeker(guest);
    const cart = (await guest.get("/api/cart")).json().data;
    expect(cart.items).toMatchObject([{ planId, addOns: [{ id: addOnId }] }]);
    expect(cart.promo.code).toBe(code);
    // Amounts are the server's: 10% off services and add-ons, GST 18% on what is left, added on top.
    const subtotal = cart.itemsMinor + cart.addOnsMinor;
    expect(cart.discountMinor).toBe(Math.floor(subtotal / 10));
    expect(cart.tax).toMatchObject({ name: "GST", inclusive: false });
    expect(cart.totalMinor).toBe(subtotal - cart.discountMinor + cart.tax.amountMinor);
    expect(cart.paymentModes).toEqual(["card", "upi", "netbanking", "wallet"]);
  });

  it("refuses codes with their reason, in the page's language, and changes nothing", async () => {
    const { client } = await seeker();
    await client.post("/api/cart/items", { planId });
    const expired = await promo({ ends_at: new Date(Date.now() - 60_000) });
    const elsewhere = await promo({ site_ids: ["gulf"] });
    const refusals = [
      ["NOPE-NOT-A-CODE", "This promo code is not valid."],
      [expired, "This promo code has expired."],
      [elsewhere, "This promo code is not valid on this site."],
    ];
    for (const [code, message] of refusals) {
      const reply = await client.post("/api/cart/promo", { code });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors[0].message).toBe(message);
    }
    const hindi = await client.post(
      "/api/cart/promo",
      { code: expired },
      { headers: { "accept-language": "hi" } },
    );
    expect(hindi.json().errors[0].message).toBe("इस प्रोमो कोड की अवधि समाप्त हो गई है।");
    expect((await client.get("/api/cart")).json().data.promo).toBeNull();
    // A code whose minimum the cart does not reach stays on the cart and says why it gives nothing.
    const big = await promo({ min_order_minor: 100_000_000 });
    const cart = (await client.post("/api/cart/promo", { code: big })).json().data;
    expect(cart.promo).toEqual({ code: big, applied: false, problem: "promoMinimumOrder" });
    expect(cart.discountMinor).toBe(0);
    // An add-on of another plan, or a plan that does not exist, is refused.
    expect((await client.post("/api/cart/items", { planId: "no-such-plan" })).statusCode).toBe(400);
    expect((await client.post("/api/cart/items", { planId, addOnIds: ["no-such-add-on"] })).statusCode).toBe(
      400,
    );
  });

  it("checkout: the sandbox's return and ten replayed webhooks make one paid order, one invoice, one receipt", async () => {
    const { client, email } = await seeker();
    await client.post("/api/cart/items", { planId, addOnIds: [addOnId] });
    const cart = (await client.get("/api/cart")).json().data;
    const checkoutKey = randomUUID();
    const started = await client.post("/api/seeker/orders", { checkoutKey, mode: "upi" });
    expect(started.statusCode, started.body).toBe(200);
    // The same form sent twice is the same order.
    const again = await client.post("/api/seeker/orders", { checkoutKey, mode: "upi" });
    expect(again.json().data.orderId).toBe(started.json().data.orderId);
    const { orderId, redirectUrl } = started.json().data;
    expect((await client.get("/api/cart/count")).json().data.count).toBe(0);

    const paid = await payInSandbox(client, redirectUrl, "paid");
    expect(paid.orderPath).toBe(`/seeker/orders/${orderId}`);
    const status = {
      ref: paid.query.get("ref"),
      paymentId: paid.query.get("paymentId"),
      outcome: "paid",
      amountMinor: cart.payableMinor,
      currency: "INR",
      failureReason: null,
    };
    // The webhook, ten times over, raced against the browser coming back again.
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, () => {
        const { body, signature } = webhook(status);
        return client.post("/api/payments/webhooks/sandbox", body, {
          headers: { "content-type": "application/json", "x-sandbox-signature": signature },
        });
      }),
      client.get(paid.returnPath),
    ]);
    expect(replies.slice(0, 10).map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));

    const order = (await client.get(`/api/seeker/orders/${orderId}`)).json().data;
    expect(order).toMatchObject({
      status: "paid",
      totalMinor: cart.totalMinor,
      payableMinor: cart.payableMinor,
      itemsMinor: cart.itemsMinor,
      addOnsMinor: cart.addOnsMinor,
    });
    expect(
      order.history.filter((event: { status: string }) => event.status === "paid").length,
    ).toBeLessThanOrEqual(2);
    expect(order.payments).toMatchObject([
      { gateway: "sandbox", mode: "upi", status: "paid", amountMinor: cart.payableMinor },
    ]);
    const invoices = await testApp.pool.query("SELECT number FROM invoices WHERE order_id = $1", [orderId]);
    expect(invoices.rows).toHaveLength(1);
    expect(invoices.rows[0].number).toMatch(/^JN-IN\/\d{4}\/\d{6}$/);
    const paidEvents = await testApp.pool.query(
      "SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND status = 'paid' AND note <> 'fulfilled'",
      [orderId],
    );
    expect(paidEvents.rows[0].n).toBe(1);
    const receipt = await waitForOutbox(testApp.pool, email, { template: "order-receipt" });
    expect(receipt.text).toContain(order.number);
    // Fulfilled once, by the queue.
    await expect
      .poll(
        async () =>
          (await testApp.pool.query("SELECT fulfilled_at FROM orders WHERE id = $1", [orderId])).rows[0]
            .fulfilled_at,
        { timeout: 10_000, interval: 200 },
      )
      .not.toBeNull();
    // A forged webhook changes nothing and is refused.
    const forged = await client.post("/api/payments/webhooks/sandbox", webhook(status).body, {
      headers: { "content-type": "application/json", "x-sandbox-signature": "t=1,v1=00" },
    });
    expect(forged.statusCode).toBe(400);
  });

  it("a failed payment leaves the order payable: paid on the second try", async () => {
    const { client } = await seeker();
    await client.post("/api/cart/items", { planId });
    const { orderId, redirectUrl } = (await client.post("/api/seeker/orders", { mode: "card" })).json().data;
    await payInSandbox(client, redirectUrl, "failed");
    const failed = (await client.get(`/api/seeker/orders/${orderId}`)).json().data;
    expect(failed).toMatchObject({ status: "failed", canPay: true });
    const retry = await client.post(`/api/seeker/orders/${orderId}/pay`, { mode: "card" });
    expect(retry.statusCode, retry.body).toBe(200);
    await payInSandbox(client, retry.json().data.redirectUrl, "paid");
    const order = (await client.get(`/api/seeker/orders/${orderId}`)).json().data;
    expect(order.status).toBe("paid");
    expect(order.history.map((event: { status: string }) => event.status).slice(0, 5)).toEqual([
      "created",
      "pending",
      "failed",
      "pending",
      "paid",
    ]);
    // Another seeker reaches nothing of it.
    const other = await seeker();
    expect((await other.client.get(`/api/seeker/orders/${orderId}`)).statusCode).toBe(404);
    expect((await other.client.post(`/api/seeker/orders/${orderId}/pay`, {})).statusCode).toBe(404);
  });

  it("fifty concurrent checkouts with a single-use code: exactly one discount, the rest told it is used up", async () => {
    const code = await promo({ total_limit: 1 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => seeker()));
    for (const { client } of buyers) {
      await client.post("/api/cart/items", { planId });
      expect((await client.post("/api/cart/promo", { code })).statusCode).toBe(200);
    }
    const results = await Promise.all(
      buyers.map(({ client }) => client.post("/api/seeker/orders", { mode: "card" })),
    );
    const made = results.filter((reply) => reply.statusCode === 200);
    const refused = results.filter((reply) => reply.statusCode === 409);
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(refused[0]?.json().errors[0].message).toBe("This promo code has been used up.");
    const used = await testApp.pool.query("SELECT used_count FROM promo_codes WHERE code = $1", [code]);
    expect(used.rows[0].used_count).toBe(1);
    // Cancelling the order gives the code back.
    const winner = buyers[results.indexOf(made[0] as (typeof results)[number])];
    await winner?.client.post(`/api/seeker/orders/${made[0]?.json().data.orderId}/cancel`, {});
    const back = await testApp.pool.query("SELECT used_count FROM promo_codes WHERE code = $1", [code]);
    expect(back.rows[0].used_count).toBe(0);
  }, 120_000);

  it("Gulf: a buyer in Saudi Arabia pays the AED price with the Saudi VAT inside it", async () => {
    const { client } = await seeker("gulf.localhost");
    const catalogue = (await client.get("/api/career-services")).json().data;
    const plan = catalogue.services.find(
      (service: { serviceId: string }) => service.serviceId === "featured-profile",
    ).plans[0];
    await client.post("/api/cart/items", { planId: plan.id });
    const cart = (await client.put("/api/cart/options", { buyerCountry: "SA" })).json().data;
    expect(cart.tax).toMatchObject({ name: "VAT", country: "SA", rateBasisPoints: 1500, inclusive: true });
    expect(cart.totalMinor).toBe(plan.priceMinor);
    expect(cart.tax.amountMinor).toBe(Math.round((plan.priceMinor * 1500) / 11500));
    expect((await client.put("/api/cart/options", { buyerCountry: "IN" })).statusCode).toBe(400);
    const { orderId, redirectUrl } = (
      await client.post("/api/seeker/orders", { mode: "card" }, { headers: { "accept-language": "ar" } })
    ).json().data;
    const page = await client.get(new URL(redirectUrl).pathname + new URL(redirectUrl).search);
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    await payInSandbox(client, redirectUrl, "paid");
    const order = (await client.get(`/api/seeker/orders/${orderId}`)).json().data;
    expect(order).toMatchObject({
      status: "paid",
      currency: "AED",
      buyerCountry: "SA",
      totalMinor: plan.priceMinor,
    });
  });

  it("staff refund part, then the rest, through the gateway: credit notes in the seller's series; never more than paid", async () => {
    const { client } = await seeker();
    await client.post("/api/cart/items", { planId, addOnIds: [addOnId] });
    const { orderId, redirectUrl } = (await client.post("/api/seeker/orders", { mode: "card" })).json().data;
    await payInSandbox(client, redirectUrl, "paid");
    const order = (await client.get(`/api/seeker/orders/${orderId}`)).json().data;

    const account = {
      email: `refunds.${randomUUID().slice(0, 8)}@jobnest.test`,
      password: "Refund@2026",
      name: "Re Funder",
    };
    await createStaffAccount(testApp.pool, account);
    const staff = new TestClient(testApp.app, { host: "in.localhost" });
    expect((await staff.post("/api/staff/login", account)).statusCode).toBe(200);
    expect((await client.get(`/api/staff/orders?number=${order.number}`)).statusCode).toBe(403);
    const found = (await staff.get(`/api/staff/orders?number=${order.number}`)).json().data;
    expect(found.refundableMinor).toBe(order.payableMinor);

    const tooMuch = await staff.post(`/api/staff/orders/${orderId}/refund`, {
      amountMinor: order.payableMinor + 1,
      reason: "x",
    });
    expect(tooMuch.statusCode).toBe(400);
    const part = await staff.post(`/api/staff/orders/${orderId}/refund`, {
      amountMinor: 10_000,
      reason: "Late delivery",
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data.order).toMatchObject({ status: "partly_refunded", refundedMinor: 10_000 });
    expect(part.json().data.refunds[0]).toMatchObject({
      amountMinor: 10_000,
      status: "done",
      creditNote: expect.stringMatching(/^JN-IN\//),
    });
    const rest = await staff.post(`/api/staff/orders/${orderId}/refund`, {
      amountMinor: order.payableMinor - 10_000,
      reason: "Service cancelled",
    });
    expect(rest.json().data.order).toMatchObject({ status: "refunded", refundedMinor: order.payableMinor });
    expect(rest.json().data.refundableMinor).toBe(0);
    expect(
      (await staff.post(`/api/staff/orders/${orderId}/refund`, { amountMinor: 1, reason: "again" }))
        .statusCode,
    ).toBe(409);
    const documents = await testApp.pool.query<{ kind: string; amount_minor: string; sequence: number }>(
      "SELECT kind, amount_minor, sequence FROM invoices WHERE order_id = $1 ORDER BY id",
      [orderId],
    );
    expect(documents.rows.map((row) => [row.kind, Number(row.amount_minor)])).toEqual([
      ["invoice", order.totalMinor],
      ["credit-note", -10_000],
      ["credit-note", -(order.payableMinor - 10_000)],
    ]);
    // One series per seller and year: the credit notes take the next numbers, no gaps.
    const [first, second, third] = documents.rows.map((row) => row.sequence);
    expect(second).toBeGreaterThan(first as number);
    expect(third).toBe((second as number) + 1);
  });

  it("e-cash granted by staff pays first at checkout, is spent once, and comes back when the order is cancelled", async () => {
    const buyer = await seeker();
    const account = {
      email: `ecash.${randomUUID().slice(0, 8)}@jobnest.test`,
      password: "Ecash@2026x",
      name: "Cash Desk",
    };
    await createStaffAccount(testApp.pool, account);
    const staff = new TestClient(testApp.app, { host: "in.localhost" });
    await staff.post("/api/staff/login", account);
    const grant = await staff.post("/api/staff/ecash", {
      email: buyer.email,
      currency: "INR",
      amountMinor: 20_000,
      note: "Welcome credit",
    });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(
      (
        await buyer.client.post("/api/staff/ecash", {
          email: buyer.email,
          currency: "INR",
          amountMinor: 1,
          note: "me",
        })
      ).statusCode,
    ).toBe(403);
    expect((await buyer.client.get("/api/seeker/ecash")).json().data.balances).toEqual([
      { currency: "INR", amountMinor: 20_000 },
    ]);

    await buyer.client.post("/api/cart/items", { planId });
    const cart = (await buyer.client.get("/api/cart")).json().data;
    expect(cart.walletMinor).toBe(20_000);
    expect(cart.payableMinor).toBe(cart.totalMinor - 20_000);
    const { orderId } = (await buyer.client.post("/api/seeker/orders", { mode: "card" })).json().data;
    const order = (await buyer.client.get(`/api/seeker/orders/${orderId}`)).json().data;
    expect(order).toMatchObject({ walletMinor: 20_000, payableMinor: cart.totalMinor - 20_000 });
    expect(order.payments[0].amountMinor).toBe(cart.totalMinor - 20_000);
    expect((await buyer.client.get("/api/seeker/ecash")).json().data.balances).toEqual([]);

    await buyer.client.post(`/api/seeker/orders/${orderId}/cancel`, {});
    expect((await buyer.client.get("/api/seeker/ecash")).json().data.balances).toEqual([
      { currency: "INR", amountMinor: 20_000 },
    ]);
    // Cancelling twice gives nothing twice.
    await buyer.client.post(`/api/seeker/orders/${orderId}/cancel`, {});
    expect((await buyer.client.get("/api/seeker/ecash")).json().data.balances).toEqual([
      { currency: "INR", amountMinor: 20_000 },
    ]);
  });
});
