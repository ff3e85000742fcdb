/**
 * The storefront through the API with the sandbox gateway: a guest's cart joins the seeker's at
 * registration; promo codes are refused with their reason; checkout prices on the server (GST added in
 * India, VAT included in the Gulf by the buyer's country); the sandbox's return and ten replayed webhooks
 * make one paid order with one invoice and one fulfilment; a failed payment can be paid again; 50
 * concurrent checkouts with a single-use code give exactly one discount; nobody reads another's order.
 */
import { createHmac, randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOREFRONT_SERVER_MESSAGES } from "../../i18n/catalogues/storefront.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForOutbox } from "../../testing/test-client.ts";
import { payInSandbox } from "../../testing/test-sandbox.ts";
import { createStaffAccount } from "../accounts/index.ts";

const MESSAGES = STOREFRONT_SERVER_MESSAGES.en;
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

  it("staff make codes with their terms, refused field by field; listed ones are offered on their site until used or ended", async () => {
    const account = {
      email: `promos.${randomUUID().slice(0, 8)}@jobnest.test`,
      password: "Promo@2026x",
      name: "Promo Desk",
    };
    await createStaffAccount(testApp.pool, account);
    const staff = new TestClient(testApp.app, { host: "in.localhost" });
    await staff.post("/api/staff/login", account);
    const code = `OFF${randomUUID().slice(0, 6).toUpperCase()}`;
    codes.push(code);

    const refused = await staff.post("/api/staff/promo-codes", {
      code: "x!",
      kind: "flat",
      flatMinor: 0,
      minOrderMinor: 100,
      endsAt: "2020-01-01",
    });
    expect(refused.statusCode).toBe(400);
    const fields = Object.fromEntries(
      refused
        .json()
        .errors.map((problem: { field: string; message: string }) => [problem.field, problem.message]),
    );
    expect(fields).toEqual({
      code: MESSAGES.promoCodeFormat,
      flatMinor: MESSAGES.amountInvalid,
      siteId: MESSAGES.promoAmountsNeedSite,
      endsAt: MESSAGES.promoDatesInvalid,
    });
    expect((await testApp.pool.query("SELECT 1 FROM promo_codes WHERE code = 'X!'")).rowCount).toBe(0);

    const terms = {
      code: code.toLowerCase(),
      kind: "flat",
      flatMinor: 30_000,
      siteId: "india",
      serviceIds: ["resume-writing"],
      minOrderMinor: 100_000,
      perSeekerLimit: 1,
      listed: true,
    };
    const made = await staff.post("/api/staff/promo-codes", terms);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      code,
      currency: "INR",
      flatMinor: 30_000,
      siteIds: ["india"],
      isActive: true,
      usedCount: 0,
    });
    expect((await staff.post("/api/staff/promo-codes", terms)).json().errors[0].message).toBe(
      MESSAGES.promoCodeTaken,
    );
    const buyer = await seeker();
    expect(
      (await buyer.client.post("/api/staff/promo-codes", { ...terms, code: "NOPE123" })).statusCode,
    ).toBe(403);
    expect(
      (await staff.get("/api/staff/promo-codes")).json().data.codes.map((c: { code: string }) => c.code),
    ).toContain(code);

    // Offered on India to a guest and a seeker, not on the Gulf; each with the site's currency.
    const offered = async (client: TestClient) =>
      (await client.get("/api/cart/promo-codes"))
        .json()
        .data.codes.map((offer: { code: string }) => offer.code);
    expect(await offered(new TestClient(testApp.app, { host: "in.localhost" }))).toContain(code);
    expect(await offered(new TestClient(testApp.app, { host: "gulf.localhost" }))).not.toContain(code);
    expect(await offered(buyer.client)).toContain(code);

    // Used once by this seeker (its limit): no longer offered to them, still to others.
    await buyer.client.post("/api/cart/items", { planId });
    expect((await buyer.client.post("/api/cart/promo", { code })).statusCode).toBe(200);
    const { redirectUrl } = (await buyer.client.post("/api/seeker/orders", { mode: "card" })).json().data;
    await payInSandbox(buyer.client, redirectUrl, "paid");
    expect(await offered(buyer.client)).not.toContain(code);
    expect(await offered(new TestClient(testApp.app, { host: "in.localhost" }))).toContain(code);

    const ended = await staff.post(`/api/staff/promo-codes/${code}/end`, {});
    expect(ended.json().data).toMatchObject({ code, isActive: false, usedCount: 1 });
    expect(await offered(new TestClient(testApp.app, { host: "in.localhost" }))).not.toContain(code);
    const other = await seeker();
    await other.client.post("/api/cart/items", { planId });
    expect((await other.client.post("/api/cart/promo", { code })).json().errors[0].message).toBe(
      MESSAGES.promoExpired,
    );
  });

  it("an unpaid order takes a tax id for its invoice (spec: save order options); a paid one does not", async () => {
    const { client } = await seeker();
    await client.post("/api/cart/items", { planId });
    const { orderId } = (await client.post("/api/seeker/orders", { mode: "card" })).json().data;
    const bad = await client.put(`/api/seeker/orders/${orderId}/options`, { taxId: "x" });
    expect(bad.json().errors).toEqual([
      { code: "VALIDATION", field: "taxId", message: MESSAGES.taxIdInvalid },
    ]);
    const saved = await client.put(`/api/seeker/orders/${orderId}/options`, { taxId: "29abcde1234f1z5" });
    expect(saved.json().data.buyerTaxId).toBe("29ABCDE1234F1Z5");
    const other = await seeker();
    expect(
      (await other.client.put(`/api/seeker/orders/${orderId}/options`, { taxId: "29ABCDE1234F1Z6" }))
        .statusCode,
    ).toBe(404);
    const { redirectUrl } = (await client.post(`/api/seeker/orders/${orderId}/pay`, { mode: "card" })).json()
      .data;
    await payInSandbox(client, redirectUrl, "paid");
    const closed = await client.put(`/api/seeker/orders/${orderId}/options`, { taxId: "29ABCDE1234F1Z6" });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors[0].message).toBe(MESSAGES.orderOptionsClosed);
    expect((await client.get(`/api/seeker/orders/${orderId}`)).json().data.buyerTaxId).toBe(
      "29ABCDE1234F1Z5",
    );
  });

  it("says how buyers pay on each site, and refuses an e-cash grant field by field", async () => {
    const india = (
      await new TestClient(testApp.app, { host: "in.localhost" }).get("/api/payment-modes")
    ).json();
    expect(india.data).toEqual({
      siteId: "india",
      currency: "INR",
      modes: ["card", "upi", "netbanking", "wallet"],
    });
    const all = (
      await new TestClient(testApp.app, { host: "sg.localhost" }).get("/api/payment-modes/all")
    ).json();
    expect(all.data.sites).toHaveLength(9);
    expect(all.data.sites.find((site: { siteId: string }) => site.siteId === "gulf")).toEqual({
      siteId: "gulf",
      currency: "AED",
      modes: ["card"],
    });

    const account = {
      email: `grants.${randomUUID().slice(0, 8)}@jobnest.test`,
      password: "Grant@2026x",
      name: "Grant Desk",
    };
    await createStaffAccount(testApp.pool, account);
    const staff = new TestClient(testApp.app, { host: "in.localhost" });
    await staff.post("/api/staff/login", account);
    const refused = await staff.post("/api/staff/ecash", {
      email: "nobody@jobnest.test",
      currency: "XYZ",
      amountMinor: -5,
      note: " ",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((problem: { field: string }) => problem.field)).toEqual([
      "email",
      "currency",
      "amountMinor",
      "note",
    ]);
  });
});

describe("one set of amounts", () => {
  it("for any cart, code and site: the page's amounts are the order's, the invoice's and the gateway's", async () => {
    const sites = [
      { host: "in.localhost", buyerCountry: null },
      { host: "gulf.localhost", buyerCountry: "SA" },
      { host: "gulf.localhost", buyerCountry: "AE" },
      { host: "sg.localhost", buyerCountry: null },
      { host: "hk.localhost", buyerCountry: null },
    ] as const;
    // Codes without per-seeker limits: one seeker per site buys again and again.
    const percentCode = await promo({ percent_basis_points: 1250, max_discount_minor: null });
    const cappedCode = await promo({ percent_basis_points: 3333, min_order_minor: 1 });
    const buyers = new Map<string, TestClient>();
    const catalogues = new Map<
      string,
      { services: { plans: { id: string; addOns: { id: string }[] }[] }[] }
    >();
    for (const { host } of sites) {
      if (buyers.has(host)) continue;
      buyers.set(host, (await seeker(host)).client);
      catalogues.set(host, (await buyers.get(host)?.get("/api/career-services"))?.json().data);
    }

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...sites),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(null, percentCode, cappedCode),
        async (site, picks, code) => {
          const client = buyers.get(site.host) as TestClient;
          const services = catalogues.get(site.host)?.services ?? [];
          for (const [serviceIndex, planIndex, addOnCount] of picks) {
            const service = services[serviceIndex % services.length];
            const plan = service?.plans[planIndex % (service?.plans.length ?? 1)];
            if (!plan) continue;
            const addOnIds = plan.addOns
              .slice(0, addOnCount % (plan.addOns.length + 1))
              .map((addOn) => addOn.id);
            expect((await client.post("/api/cart/items", { planId: plan.id, addOnIds })).statusCode).toBe(
              200,
            );
          }
          if (site.buyerCountry) await client.put("/api/cart/options", { buyerCountry: site.buyerCountry });
          if (code) await client.post("/api/cart/promo", { code });
          const cart = (await client.get("/api/cart")).json().data;
          expect(cart.totalMinor).toBe(
            cart.itemsMinor + cart.addOnsMinor - cart.discountMinor + cart.taxAddedMinor,
          );
          expect(cart.payableMinor).toBeGreaterThan(0);

          const started = (await client.post("/api/seeker/orders", { mode: "card" })).json().data;
          await payInSandbox(client, started.redirectUrl, "paid");
          const order = (await client.get(`/api/seeker/orders/${started.orderId}`)).json().data;
          for (const field of [
            "currency",
            "itemsMinor",
            "addOnsMinor",
            "discountMinor",
            "tax",
            "taxAddedMinor",
            "totalMinor",
            "payableMinor",
          ])
            expect(order[field], field).toEqual(cart[field]);
          expect(order.status).toBe("paid");
          const sent = await testApp.pool.query<{
            amount: string;
            currency: string;
            tax: string;
            invoiced: string;
          }>(
            `SELECT sp.amount_minor AS amount, sp.currency, i.tax_minor AS tax, i.amount_minor AS invoiced
               FROM payments p JOIN sandbox_payments sp ON sp.payment_id = p.id
               JOIN invoices i ON i.order_id = p.order_id AND i.kind = 'invoice'
              WHERE p.order_id = $1 AND p.status = 'paid'`,
            [started.orderId],
          );
          expect(sent.rows).toHaveLength(1);
          expect(Number(sent.rows[0]?.amount)).toBe(cart.payableMinor);
          expect(sent.rows[0]?.currency).toBe(cart.currency);
          expect(Number(sent.rows[0]?.invoiced)).toBe(cart.totalMinor);
          expect(Number(sent.rows[0]?.tax)).toBe(cart.tax?.amountMinor ?? 0);
        },
      ),
      // Each run is a whole purchase through the API: enough runs to cross every site, code and mix.
      { numRuns: 25 },
    );
  }, 120_000);
});
