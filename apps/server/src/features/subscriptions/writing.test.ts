/**
 * Resume Writing delivered, through the API: a paid order waits for the brief; the due date counts from
 * it in the site's working days (express delivery shortens it); staff assign a writer, who alone (with
 * fulfilment staff) sees the work — another writer gets "not found"; the writer's draft reaches the
 * seeker by e-mail; a revision needs a reason and counts against the plan; approving twice at once
 * approves once and the draft becomes the seeker's current resume, the old one kept as history; every
 * staff action is audited. Messages e-mail the other side once until read. With the clock moved, the
 * brief and due-date reminders go once each.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AccountUser, WritingWorkspace } from "@portal/contracts";
import { addWorkingDays, type StaffArea } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import {
  lastOutboxId,
  registerSeeker,
  TestClient,
  waitForOutbox,
  waitForQueue,
} from "../../testing/test-client.ts";
import { multipart } from "../../testing/test-images.ts";
import { payInSandbox } from "../../testing/test-sandbox.ts";
import { createStaffAccount } from "../accounts/index.ts";
import { DELIVER_TASK, type Notifier } from "../notifications/index.ts";
import { FULFIL_TASK, loadCatalogues } from "../storefront/index.ts";
import { createWritingService } from "./writing.ts";

const testApp = useTestApp({ SANDBOX_GATEWAY_SECRET: "writing-test-sandbox-secret-0123456789abcdef" });

function fixture(name: string): Buffer {
  return readFileSync(createRequire(import.meta.url).resolve(`@portal/resume-parser/fixtures/${name}`));
}

async function seeker() {
  const client = new TestClient(testApp.app, { host: "in.localhost" });
  const registered = await registerSeeker(client);
  return { client, email: registered.email, id: registered.id };
}

async function staff(name: string, areas: StaffArea[]) {
  const slug = name.toLowerCase().replace(/\W+/g, ".");
  const account = { email: `${slug}.${randomUUID().slice(0, 8)}@jobnest.test`, password: "Staff@2026", name };
  const id = await createStaffAccount(testApp.pool, { ...account, areas });
  const client = new TestClient(testApp.app, { host: "in.localhost" });
  expect((await client.post("/api/staff/login", account)).statusCode).toBe(200);
  return { client, id, email: account.email };
}

/** Buys a written plan and returns its workspace id. */
async function buy(client: TestClient, planId: string, addOnIds: string[] = []): Promise<string> {
  const added = await client.post("/api/cart/items", { planId, addOnIds });
  expect(added.statusCode, added.body).toBe(200);
  const started = (await client.post("/api/seeker/orders", { mode: "card" })).json().data;
  await payInSandbox(client, started.redirectUrl, "paid");
  await waitForQueue(testApp.pool, FULFIL_TASK);
  const services = (await client.get("/api/seeker/subscriptions")).json().data as {
    id: string;
    orderId: string;
  }[];
  const made = services.find((entry) => entry.orderId === started.orderId);
  expect(made).toBeDefined();
  return made?.id as string;
}

async function workspace(client: TestClient, id: string): Promise<WritingWorkspace> {
  const reply = await client.get(`/api/services/${id}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

function upload(client: TestClient, path: string, fileName: string, data: Buffer, note?: string) {
  const form = multipart([
    ...(note === undefined ? [] : [{ name: "note", data: note }]),
    { name: "file", filename: fileName, contentType: "application/octet-stream", data },
  ]);
  return client.post(path, form.body, { headers: { "content-type": form.contentType } });
}

const BRIEF = {
  targetRole: "Senior Java developer",
  industry: "Banking",
  highlights: "Led a payments team of 6",
};

describe("written services", () => {
  it("goes from brief to writer to draft to revision to approval, and the resume lands on the profile", async () => {
    const buyer = await seeker();
    const id = await buy(buyer.client, "resume-writing-experienced", ["express-delivery"]);
    const manager = await staff("Meera Manager", ["fulfilment"]);
    const writer = await staff("Wasim Writer", ["writing"]);
    const otherWriter = await staff("Olga Otherwriter", ["writing"]);

    let seen = await workspace(buyer.client, id);
    expect(seen).toMatchObject({
      stage: "awaiting-brief",
      dueAt: null,
      revisionsAllowed: 3,
      viewer: "seeker",
    });
    expect(seen.addOnIds).toEqual(["express-delivery"]);
    // A writer who is not assigned does not see it; fulfilment staff do.
    expect((await writer.client.get(`/api/services/${id}`)).statusCode).toBe(404);
    expect((await workspace(manager.client, id)).viewer).toBe("staff");

    // The brief: its role is required; the clock starts when it arrives (express: 3 working days).
    const empty = await buyer.client.post(`/api/services/${id}/brief`, { targetRole: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: "targetRole" });
    const sent = await buyer.client.post(`/api/services/${id}/brief`, BRIEF);
    expect(sent.statusCode, sent.body).toBe(200);
    seen = await workspace(buyer.client, id);
    expect(seen.stage).toBe("awaiting-writer");
    expect(seen.brief?.targetRole).toBe("Senior Java developer");
    expect(seen.dueAt).toBe(addWorkingDays(new Date(seen.briefAt as string), 3, "india").toISOString());

    // Documents follow the resume rules.
    const document = await upload(
      buyer.client,
      `/api/services/${id}/documents`,
      "old-resume.txt",
      fixture("india-pune.txt"),
    );
    expect(document.statusCode, document.body).toBe(200);
    const refused = await upload(
      buyer.client,
      `/api/services/${id}/documents`,
      "tool.exe",
      Buffer.from("MZ\x90\x00binary"),
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await workspace(buyer.client, id)).documents.map((file) => file.fileName)).toEqual([
      "old-resume.txt",
    ]);

    // Assignment: fulfilment staff only; the writer is e-mailed; it is in the writer's queue, not the other's.
    expect(
      (await writer.client.post(`/api/staff/fulfilment/${id}/assignee`, { assigneeId: writer.id }))
        .statusCode,
    ).toBe(403);
    const before = await lastOutboxId(testApp.pool);
    const assigned = await manager.client.post(`/api/staff/fulfilment/${id}/assignee`, {
      assigneeId: writer.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await waitForOutbox(testApp.pool, writer.email, { afterId: before })).template).toBe(
      "writing-assigned",
    );
    const queue = (await writer.client.get("/api/staff/fulfilment")).json().data;
    expect(queue.rows.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(queue.canAssign).toBe(false);
    expect((await otherWriter.client.get("/api/staff/fulfilment")).json().data.rows).toEqual([]);
    expect((await otherWriter.client.get(`/api/services/${id}/files/${seen.id}`)).statusCode).toBe(404);
    const managerQueue = (await manager.client.get("/api/staff/fulfilment?filter=open")).json().data;
    expect(managerQueue.rows.some((row: { id: string }) => row.id === id)).toBe(true);
    expect(managerQueue.writers.map((entry: { name: string }) => entry.name)).toContain("Wasim Writer");

    // The writer reads the seeker's document and delivers draft 1; fulfilment staff cannot deliver.
    const [doc] = (await workspace(writer.client, id)).documents;
    const downloaded = await writer.client.get(`/api/services/${id}/files/${doc?.id}`);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.body).toContain("Pune");
    const draftBytes = fixture("india-pune.txt");
    expect(
      (await upload(manager.client, `/api/services/${id}/drafts`, "draft.txt", draftBytes, "")).statusCode,
    ).toBe(403);
    const beforeDraft = await lastOutboxId(testApp.pool);
    const draft = await upload(
      writer.client,
      `/api/services/${id}/drafts`,
      "asha-resume-v1.txt",
      draftBytes,
      "First draft",
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await waitForOutbox(testApp.pool, buyer.email, { afterId: beforeDraft })).template).toBe(
      "writing-draft-ready",
    );
    // Only one draft waits at a time.
    expect(
      (await upload(writer.client, `/api/services/${id}/drafts`, "again.txt", draftBytes, "")).statusCode,
    ).toBe(409);

    // A revision needs a reason; it counts, moves the due date and tells the writer.
    seen = await workspace(buyer.client, id);
    expect(seen).toMatchObject({
      stage: "draft-ready",
      can: { decide: true, requestRevision: true, editBrief: false },
    });
    expect(
      (await buyer.client.post(`/api/services/${id}/decision`, { decision: "revision", note: "" }))
        .statusCode,
    ).toBe(400);
    const beforeRevision = await lastOutboxId(testApp.pool);
    const revision = await buyer.client.post(`/api/services/${id}/decision`, {
      decision: "revision",
      note: "Please put the payments project first.",
    });
    expect(revision.statusCode, revision.body).toBe(200);
    const told = await waitForOutbox(testApp.pool, writer.email, { afterId: beforeRevision });
    expect(told.template).toBe("writing-revision");
    expect(told.text).toContain("Please put the payments project first.");
    seen = await workspace(buyer.client, id);
    expect(seen).toMatchObject({ stage: "revision", revisionsUsed: 1 });
    expect(seen.drafts[0]).toMatchObject({ version: 1, decision: "revision" });
    // The brief stays as the writer received it.
    expect((await buyer.client.post(`/api/services/${id}/brief`, BRIEF)).statusCode).toBe(409);

    // Draft 2, approved by two clicks at once: approved once, and it becomes the current resume.
    expect(
      (await upload(writer.client, `/api/services/${id}/drafts`, "asha-resume-v2.txt", draftBytes, ""))
        .statusCode,
    ).toBe(200);
    const older = await upload(buyer.client, "/api/seeker/resumes", "my-own.txt", fixture("india-pune.txt"));
    expect(older.statusCode, older.body).toBe(200);
    const clicks = await Promise.all([
      buyer.client.post(`/api/services/${id}/decision`, { decision: "approved" }),
      buyer.client.post(`/api/services/${id}/decision`, { decision: "approved" }),
    ]);
    expect(clicks.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    seen = await workspace(buyer.client, id);
    expect(seen).toMatchObject({ stage: "approved", can: { message: false, decide: false } });
    expect(seen.drafts.map((file) => [file.version, file.decision])).toEqual([
      [1, "revision"],
      [2, "approved"],
    ]);
    const resumes = await testApp.pool.query<{ file_name: string; current: boolean }>(
      `SELECT file_name, replaced_at IS NULL AND removed_at IS NULL AS current FROM resumes
        WHERE user_id = $1 ORDER BY uploaded_at`,
      [buyer.id],
    );
    expect(resumes.rows).toEqual([
      { file_name: "my-own.txt", current: false },
      { file_name: "asha-resume-v2.txt", current: true },
    ]);
    const subscriptions = (await buyer.client.get("/api/seeker/subscriptions")).json().data;
    expect(subscriptions.find((entry: { id: string }) => entry.id === id)).toMatchObject({
      state: "ended",
      endedReason: "delivered",
    });

    // Every staff action is in the log, with who and on what.
    const order = seen.orderNumber;
    const { rows } = await testApp.pool.query<{ staff_name: string; action: string; area: string }>(
      "SELECT staff_name, action, area FROM staff_audit_log WHERE target = $1 ORDER BY id",
      [order],
    );
    expect(rows).toEqual([
      { staff_name: "Meera Manager", action: "writing.assign", area: "fulfilment" },
      { staff_name: "Wasim Writer", action: "draft.deliver", area: "writing" },
      { staff_name: "Wasim Writer", action: "draft.deliver", area: "writing" },
    ]);
  });

  it("e-mails a message to the other side once until they read it; a refund closes the workspace", async () => {
    const buyer = await seeker();
    const id = await buy(buyer.client, "linkedin-makeover-fresher");
    const manager = await staff("Farah Fulfilment", ["fulfilment"]);
    const writer = await staff("Lina Linkedin", ["writing"]);
    expect(
      (
        await buyer.client.post(`/api/services/${id}/brief`, {
          ...BRIEF,
          linkedinUrl: "https://evil.example/x",
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await buyer.client.post(`/api/services/${id}/brief`, {
          ...BRIEF,
          linkedinUrl: "https://www.linkedin.com/in/asha-rao",
        })
      ).statusCode,
    ).toBe(200);
    await manager.client.post(`/api/staff/fulfilment/${id}/assignee`, { assigneeId: writer.id });

    const before = await lastOutboxId(testApp.pool);
    expect((await buyer.client.post(`/api/services/${id}/messages`, { body: "  " })).statusCode).toBe(400);
    expect(
      (await buyer.client.post(`/api/services/${id}/messages`, { body: "Hello, one question." })).statusCode,
    ).toBe(200);
    expect(
      (await buyer.client.post(`/api/services/${id}/messages`, { body: "And another." })).statusCode,
    ).toBe(200);
    // E-mails are delivered in the background: count them once the queue is done.
    const mails = async (to: string) => {
      await waitForQueue(testApp.pool, DELIVER_TASK);
      return (
        await testApp.pool.query(
          "SELECT template FROM outbox WHERE recipient = $1 AND id > $2 AND template = 'service-message'",
          [to, before],
        )
      ).rowCount;
    };
    expect(await mails(writer.email)).toBe(1);
    // The writer reads (opens the workspace) and answers: the seeker gets one e-mail.
    const read = await workspace(writer.client, id);
    expect(read.messages.map((message) => [message.side, message.body])).toEqual([
      ["seeker", "Hello, one question."],
      ["seeker", "And another."],
    ]);
    expect(
      (await writer.client.post(`/api/services/${id}/messages`, { body: "Happy to help." })).statusCode,
    ).toBe(200);
    expect(await mails(buyer.email)).toBe(1);
    expect((await buyer.client.post(`/api/services/${id}/messages`, { body: "Thanks!" })).statusCode).toBe(
      200,
    );
    expect(await mails(writer.email)).toBe(2);

    // A whole refund (staff, through the gateway) ends the service: nothing more can be sent.
    const orders = await staff("Omar Orders", ["orders"]);
    const { orderNumber } = await workspace(buyer.client, id);
    const found = (await orders.client.get(`/api/staff/orders?number=${orderNumber}`)).json().data;
    const refunded = await orders.client.post(`/api/staff/orders/${found.order.id}/refund`, {
      amountMinor: found.refundableMinor,
      reason: "Changed their mind",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const closed = await buyer.client.post(`/api/services/${id}/messages`, { body: "Still there?" });
    expect(closed.statusCode).toBe(409);
    expect((await workspace(buyer.client, id)).stage).toBe("refunded");
  });

  it("reminds the seeker of the brief and the writer of the due date, once each", async () => {
    const buyer = await seeker();
    const id = await buy(buyer.client, "resume-writing-fresher");
    const manager = await staff("Rana Reminder", ["fulfilment"]);
    const writer = await staff("Dev Duedate", ["writing"]);
    const sent: Parameters<Notifier["send"]>[0][] = [];
    let clock = new Date();
    const service = createWritingService({
      pool: testApp.pool,
      storage: {
        put: async () => {},
        get: async () => null,
        stream: async () => null,
        delete: async () => {},
      },
      catalogues: loadCatalogues(),
      notifier: { send: async (notification) => void sent.push(notification) },
      rateLimiter: { enforce: async () => {} },
      resumes: { upload: async () => null, preview: async () => null },
      now: () => clock,
    });
    const mine = () => sent.filter((entry) => entry.to === buyer.email || entry.to === writer.email);

    clock = new Date(Date.now() + 47 * 3600_000);
    await service.sendDueReminders();
    expect(mine()).toEqual([]);
    clock = new Date(Date.now() + 49 * 3600_000);
    await service.sendDueReminders();
    await service.sendDueReminders();
    expect(mine().map((entry) => [entry.template, entry.to])).toEqual([
      ["writing-brief-reminder", buyer.email],
    ]);

    await buyer.client.post(`/api/services/${id}/brief`, BRIEF);
    await manager.client.post(`/api/staff/fulfilment/${id}/assignee`, { assigneeId: writer.id });
    const due = new Date((await workspace(buyer.client, id)).dueAt as string);
    clock = new Date(due.getTime() - 25 * 3600_000);
    await service.sendDueReminders();
    expect(mine()).toHaveLength(1);
    clock = new Date(due.getTime() - 23 * 3600_000);
    await service.sendDueReminders();
    await service.sendDueReminders();
    expect(mine().map((entry) => [entry.template, entry.to])).toEqual([
      ["writing-brief-reminder", buyer.email],
      ["writing-due-soon", writer.email],
    ]);
    // Past the due date with no draft: late in the queue.
    clock = new Date(due.getTime() + 3600_000);
    const asManager = { id: manager.id, name: "Rana Reminder", role: "staff", staffAreas: ["fulfilment"] };
    const queue = await service.queue(asManager as AccountUser, "late");
    expect(queue.rows.map((row) => row.id)).toContain(id);
  });
});
