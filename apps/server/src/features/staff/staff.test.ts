/**
 * Staff areas and the audit log through the API: a staff account works only in its areas (403 elsewhere,
 * and nothing changes or is logged); every action that changes something is in the log with who, what, on
 * what and when — e-cash granted, promo codes made and ended, a receipt e-mailed again, jobs rejected in
 * the review queue.
 */
import { randomUUID } from "node:crypto";
import type { StaffAuditEntry } from "@portal/contracts";
import type { StaffArea } from "@portal/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForOutbox } from "../../testing/test-client.ts";
import { confirmedRecruiter, posting } from "../../testing/test-postings.ts";
import { payInSandbox } from "../../testing/test-sandbox.ts";
import { staffClient as staffOf } from "../../testing/test-staff.ts";

const testApp = useTestApp();

const staffClient = (name: string, areas?: StaffArea[]) => staffOf(testApp, name, areas);

async function log(client: TestClient, area?: StaffArea): Promise<StaffAuditEntry[]> {
  const reply = await client.get(`/api/staff/audit-log${area ? `?area=${area}` : ""}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.entries;
}

let full: TestClient;
let reviewer: TestClient;
let seekerEmail: string;

beforeAll(async () => {
  full = await staffClient("Asha Admin");
  reviewer = await staffClient("Ravi Reviewer", ["review"]);
  const seeker = new TestClient(testApp.app, { host: "in.localhost" });
  seekerEmail = (await registerSeeker(seeker)).email;
});

describe("staff areas and the audit log", () => {
  it("refuses a staff account outside its areas, changing and logging nothing", async () => {
    const before = (await log(full)).length;
    const grant = await reviewer.post("/api/staff/ecash", {
      email: seekerEmail,
      currency: "INR",
      amountMinor: 5000,
      note: "Goodwill",
    });
    expect(grant.statusCode).toBe(403);
    const code = await reviewer.post("/api/staff/promo-codes", {
      code: "NOPE2026",
      kind: "percent",
      percent: "10",
    });
    expect(code.statusCode).toBe(403);
    expect((await reviewer.get("/api/staff/orders?number=IN-2026-000001")).statusCode).toBe(403);
    expect((await log(full)).length).toBe(before);
    const wallet = await testApp.pool.query(
      "SELECT 1 FROM wallet_entries w JOIN users u ON u.id = w.user_id WHERE u.email = $1",
      [seekerEmail],
    );
    expect(wallet.rowCount).toBe(0);
    // Seekers never read the log.
    const seeker = new TestClient(testApp.app, { host: "in.localhost" });
    await registerSeeker(seeker);
    expect((await seeker.get("/api/staff/audit-log")).statusCode).toBe(403);
  });

  it("logs who did what, to what and when: e-cash, promo codes, a rejected job", async () => {
    const started = Date.now() - 1000;
    expect(
      (
        await full.post("/api/staff/ecash", {
          email: seekerEmail,
          currency: "INR",
          amountMinor: 5000,
          note: "Goodwill for a late delivery",
        })
      ).statusCode,
    ).toBe(200);
    const code = `AUDIT${randomUUID().slice(0, 4).toUpperCase()}`;
    const made = await full.post("/api/staff/promo-codes", { code, kind: "percent", percent: "10" });
    expect(made.statusCode, made.body).toBe(200);
    expect((await full.post(`/api/staff/promo-codes/${code}/end`)).statusCode).toBe(200);

    const recruiter = await confirmedRecruiter(testApp, { emailDomain: "gmail.com" });
    const job = (
      await recruiter.client.post("/api/employer/jobs?publish=true", posting(recruiter.tag))
    ).json().data;
    expect(job.status).toBe("review");
    const rejected = await reviewer.post(`/api/staff/jobs/${job.id}/reject`, {
      reason: "Company not confirmed.",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const entries = await log(reviewer);
    const mine = entries.filter((entry) => Date.parse(entry.at) >= started);
    expect(mine.map((entry) => [entry.staffName, entry.area, entry.action, entry.target]).reverse()).toEqual([
      ["Asha Admin", "orders", "ecash.grant", seekerEmail.toLowerCase()],
      ["Asha Admin", "catalogue", "promo.create", code],
      ["Asha Admin", "catalogue", "promo.end", code],
      ["Ravi Reviewer", "review", "job.reject", String(job.id)],
    ]);
    expect(mine.find((entry) => entry.action === "ecash.grant")?.details).toEqual({
      currency: "INR",
      amountMinor: 5000,
      note: "Goodwill for a late delivery",
    });
    expect(mine.find((entry) => entry.action === "job.reject")?.details).toEqual({
      reason: "Company not confirmed.",
    });
    // A paid order's receipt e-mailed again: a second receipt, and the log says to whom.
    const buyer = new TestClient(testApp.app, { host: "in.localhost" });
    const { email } = await registerSeeker(buyer);
    expect((await buyer.post("/api/cart/items", { planId: "featured-profile-30" })).statusCode).toBe(200);
    const order = (await buyer.post("/api/seeker/orders", { mode: "card" })).json().data;
    await payInSandbox(buyer, order.redirectUrl, "paid");
    const first = await waitForOutbox(testApp.pool, email, { template: "order-receipt" });
    expect((await reviewer.post(`/api/staff/orders/${order.orderId}/resend-receipt`)).statusCode).toBe(403);
    const resent = await full.post(`/api/staff/orders/${order.orderId}/resend-receipt`);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await waitForOutbox(testApp.pool, email, { template: "order-receipt", afterId: first.id });
    expect(second.subject).toBe(first.subject);
    const [latest] = await log(full, "orders");
    expect(latest).toMatchObject({
      staffName: "Asha Admin",
      action: "order.resend-receipt",
      target: resent.json().data.order.number,
      details: { to: email },
    });

    // One area at a time.
    expect((await log(full, "catalogue")).every((entry) => entry.area === "catalogue")).toBe(true);
  });
});
