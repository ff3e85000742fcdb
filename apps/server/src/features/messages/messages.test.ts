/**
 * Messages through the API: a recruiter writes to an applicant about the job, the seeker reads (read
 * marks, unread counts) and replies; a scam-like message is held from the seeker; blocking stops both
 * sides; nobody reaches another company's or another seeker's conversation (404); seekers do not start
 * conversations; a hidden seeker who did not apply cannot be written to. Live counts: a reader's event
 * stream on one app process hears a message written through another, and ends when its session does.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { confirmedRecruiter, posting, type Recruiter } from "../../testing/test-postings.ts";
import { createStaffAccount } from "../accounts/index.ts";
import type { Notification } from "../notifications/index.ts";
import { sendDueUnreadEmails } from "./index.ts";

const testApp = useTestApp();

let owner: Recruiter;
let other: Recruiter;
let jobId: number;
let applicant: TestClient;
let applicantId: string;
let hiddenSeeker: { client: TestClient; id: string };

async function seeker(name: string) {
  const client = new TestClient(testApp.app);
  const registered = await registerSeeker(client, { name });
  const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
  return { client, id: registered.id, profileId: created.json().data.profile.id as string };
}

beforeAll(async () => {
  [owner, other] = await Promise.all([confirmedRecruiter(testApp), confirmedRecruiter(testApp)]);
  jobId = (await owner.client.post("/api/employer/jobs?publish=true", posting(owner.tag))).json().data.id;
  const asha = await seeker("Asha Rao");
  applicant = asha.client;
  applicantId = asha.id;
  const applied = await applicant.post(`/api/seeker/jobs/${jobId}/apply`, { profileId: asha.profileId });
  expect(applied.statusCode, applied.body).toBe(200);
  const hidden = await seeker("Hidden Person");
  await hidden.client.put("/api/seeker/privacy", { visibleToRecruiters: false });
  hiddenSeeker = hidden;
});

/** A staff member, logged in. */
async function staffClient(): Promise<TestClient> {
  const account = {
    email: `msg.staff.${randomUUID().slice(0, 8)}@jobnest.test`,
    password: "Review@2026",
    name: "Mod Erator",
  };
  await createStaffAccount(testApp.pool, account);
  const staff = new TestClient(testApp.app);
  expect(
    (await staff.post("/api/staff/login", { email: account.email, password: account.password })).statusCode,
  ).toBe(200);
  return staff;
}

const unread = async (client: TestClient, side: "seeker" | "employer") =>
  (await client.get(`/api/${side}/messages/unread`)).json().data;

describe("messages", () => {
  let conversationId: string;

  it("a recruiter writes to an applicant; the seeker reads, which marks it read, and replies", async () => {
    const started = await owner.client.post("/api/employer/messages", {
      seekerId: applicantId,
      jobId,
      body: "Hello Asha, are you free for a call on Monday?",
    });
    expect(started.statusCode, started.body).toBe(200);
    conversationId = started.json().data.conversationId;
    expect(await unread(applicant, "seeker")).toEqual({ messages: 1, conversations: 1 });

    const list = (await applicant.get("/api/seeker/messages")).json().data;
    expect(list.conversations[0]).toMatchObject({
      id: conversationId,
      jobId,
      withName: `Posting Works ${owner.tag}`,
      unread: 1,
      lastMessage: "Hello Asha, are you free for a call on Monday?",
    });
    const opened = (await applicant.get(`/api/seeker/messages/${conversationId}`)).json().data;
    expect(opened.messages).toEqual([
      expect.objectContaining({ isMine: false, senderName: `Posting Works ${owner.tag}`, isHeld: false }),
    ]);
    expect(await unread(applicant, "seeker")).toEqual({ messages: 0, conversations: 0 });
    const seen = (await owner.client.get(`/api/employer/messages/${conversationId}`)).json().data;
    expect(seen.messages[0]).toMatchObject({ isMine: true, isRead: true, senderName: "Hiring Person" });

    const reply = await applicant.post(`/api/seeker/messages/${conversationId}`, { body: "Yes, after 11." });
    expect(reply.statusCode).toBe(200);
    expect(await unread(owner.client, "employer")).toEqual({ messages: 1, conversations: 1 });
    // Writing again about the same job continues the one conversation.
    const again = await owner.client.post("/api/employer/messages", {
      seekerId: applicantId,
      jobId,
      body: "Great.",
    });
    expect(again.json().data.conversationId).toBe(conversationId);
  });

  it("holds a message that asks for money, refuses empty and long ones, and limits nothing else", async () => {
    const held = await owner.client.post(`/api/employer/messages/${conversationId}`, {
      body: "To confirm the interview, pay a registration fee of Rs 2,000 first.",
    });
    expect(held.json().data).toMatchObject({ isHeld: true });
    expect(await unread(applicant, "seeker")).toEqual({ messages: 1, conversations: 1 });
    const read = (await applicant.get(`/api/seeker/messages/${conversationId}`)).json().data;
    expect(read.messages.map((message: { body: string }) => message.body)).not.toContain(
      "To confirm the interview, pay a registration fee of Rs 2,000 first.",
    );
    const empty = await owner.client.post(`/api/employer/messages/${conversationId}`, { body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe("Please write a message of at most 2000 characters.");
    const long = await owner.client.post(`/api/employer/messages/${conversationId}`, {
      body: "x".repeat(2001),
    });
    expect(long.statusCode).toBe(400);
  });

  it("lets staff release a held message to the seeker, or refuse one for good", async () => {
    const staff = await staffClient();
    expect((await applicant.get("/api/staff/messages")).statusCode).toBe(403);
    const review = (await staff.get("/api/staff/messages")).json().data;
    const held = review.held.find(
      (message: { conversationId: string }) => message.conversationId === conversationId,
    );
    expect(held).toMatchObject({ seekerName: "Asha Rao", senderName: "Hiring Person" });

    expect((await staff.post(`/api/staff/messages/${held.id}/release`)).statusCode).toBe(200);
    expect((await staff.post(`/api/staff/messages/${held.id}/refuse`)).statusCode).toBe(404);
    const read = (await applicant.get(`/api/seeker/messages/${conversationId}`)).json().data;
    expect(read.messages.map((message: { body: string }) => message.body)).toContain(
      "To confirm the interview, pay a registration fee of Rs 2,000 first.",
    );

    const refused = await owner.client.post(`/api/employer/messages/${conversationId}`, {
      body: "Send a processing fee of 500 rupees on WhatsApp +91 98765 43210.",
    });
    expect(refused.json().data.isHeld).toBe(true);
    expect((await staff.post(`/api/staff/messages/${refused.json().data.id}/refuse`)).statusCode).toBe(200);
    const after = (await applicant.get(`/api/seeker/messages/${conversationId}`)).json().data;
    expect(after.messages.map((message: { body: string }) => message.body)).not.toContain(
      "Send a processing fee of 500 rupees on WhatsApp +91 98765 43210.",
    );
  });

  it("keeps conversations to their company and their seeker, and lets only recruiters start them", async () => {
    expect((await other.client.get(`/api/employer/messages/${conversationId}`)).statusCode).toBe(404);
    expect(
      (await other.client.post(`/api/employer/messages/${conversationId}`, { body: "Hi" })).statusCode,
    ).toBe(404);
    expect((await hiddenSeeker.client.get(`/api/seeker/messages/${conversationId}`)).statusCode).toBe(404);
    // Another company's job, and a seeker who is hidden and did not apply.
    expect(
      (await other.client.post("/api/employer/messages", { seekerId: applicantId, jobId, body: "Hi" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await owner.client.post("/api/employer/messages", { seekerId: hiddenSeeker.id, jobId, body: "Hi" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await applicant.post("/api/employer/messages", { seekerId: applicantId, jobId, body: "Hi" }))
        .statusCode,
    ).toBe(403);
  });

  it("archives, then blocks: nothing more is sent either way", async () => {
    await applicant.post(`/api/seeker/messages/${conversationId}/archive`, { archived: true });
    expect((await applicant.get("/api/seeker/messages")).json().data.total).toBe(0);
    expect((await applicant.get("/api/seeker/messages?archived=true")).json().data.total).toBe(1);
    expect((await applicant.post(`/api/seeker/messages/${conversationId}/block`, {})).statusCode).toBe(200);
    const refused = await owner.client.post(`/api/employer/messages/${conversationId}`, { body: "Hello?" });
    expect(refused.statusCode).toBe(409);
    expect((await applicant.post(`/api/seeker/messages/${conversationId}`, { body: "Hi" })).statusCode).toBe(
      409,
    );
    const unexplained = await applicant.post(
      `/api/seeker/messages/${conversationId}/report`,
      {},
      { headers: { "accept-language": "ar" } },
    );
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().errors[0].message).toBe("يرجى اختيار سبب الإبلاغ عن هذه المحادثة.");
    const report = await applicant.post(`/api/seeker/messages/${conversationId}/report`, { reason: "scam" });
    expect(report.statusCode).toBe(200);
    const reported = (await (await staffClient()).get("/api/staff/messages")).json().data.reported;
    expect(reported[0]).toMatchObject({ id: conversationId, reason: "scam", seekerName: "Asha Rao" });
  });
});

describe("e-mails of unread messages", () => {
  it("e-mails a message unread for 30 minutes once a day, never a read one, and not after the seeker opts out", async () => {
    const sent: Notification[] = [];
    const notifier = { send: async (notification: Notification) => void sent.push(notification) };
    const run = () => sendDueUnreadEmails({ pool: testApp.pool, notifier });
    const waiting = await seeker("Waiting Reader");
    const read = await seeker("Quick Reader");
    const optedOut = await seeker("Quiet Reader");
    const conversations: Record<string, string> = {};
    for (const [name, person] of Object.entries({ waiting, read, optedOut })) {
      await person.client.post(`/api/seeker/jobs/${jobId}/apply`, { profileId: person.profileId });
      const started = await owner.client.post("/api/employer/messages", {
        seekerId: person.id,
        jobId,
        body: `A question for ${name}`,
      });
      conversations[name] = started.json().data.conversationId;
    }
    // Not yet 30 minutes: nothing.
    await run();
    expect(sent).toEqual([]);
    await testApp.pool.query(
      "UPDATE messages SET created_at = now() - interval '31 minutes' WHERE conversation_id = ANY($1)",
      [Object.values(conversations)],
    );
    await read.client.get(`/api/seeker/messages/${conversations.read}`);
    const turnedOff = await optedOut.client.put("/api/seeker/notification-preferences", {
      messages: { email: false },
    });
    expect(turnedOff.statusCode).toBe(200);

    await run();
    // The read conversation and the opted-out seeker's are left alone.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      template: "message-unread",
      params: {
        name: "Waiting Reader",
        company: `Posting Works ${owner.tag}`,
        link: expect.stringContaining(`/seeker/messages/${conversations.waiting}`),
      },
    });
    // Once a day: a second run sends nothing more.
    await run();
    expect(sent).toHaveLength(1);
  });
});

describe("live unread counts across app processes", () => {
  let second: FastifyInstance;
  let secondPool: pg.Pool;
  let port: number;

  beforeAll(async () => {
    // A second app process on the same database, as two web processes are.
    secondPool = new pg.Pool({ connectionString: testApp.pool.options.connectionString, max: 4 });
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: testApp.pool.options.connectionString ?? "",
    });
    second = await buildApp({ config, pool: secondPool, withWebApp: false });
    await second.listen({ port: 0, host: "127.0.0.1" });
    port = (second.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await second.close();
    await secondPool.end();
  });

  /** Opens the seeker's stream on the second process; resolves each `unread` event's counts in turn. */
  function openStream(client: TestClient) {
    const events: { messages: number; conversations: number }[] = [];
    let ended = false;
    const waiters: (() => void)[] = [];
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: "/api/messages/stream",
        headers: { cookie: client.cookieHeader(), host: "in.localhost" },
      },
      (response) => {
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split("\n").find((line) => line.startsWith("data: "));
            if (block.includes("event: unread") && data) events.push(JSON.parse(data.slice(6)));
            for (const wake of waiters.splice(0)) wake();
          }
        });
        response.on("end", () => {
          ended = true;
          for (const wake of waiters.splice(0)) wake();
        });
      },
    );
    const until = async (condition: () => boolean) => {
      const deadline = Date.now() + 5000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`stream: ${JSON.stringify(events)}, ended ${ended}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    };
    return { events, until, isEnded: () => ended, close: () => request.destroy() };
  }

  it("hears a message written through the other process, and ends when the seeker logs out", async () => {
    const reader = await seeker("Live Reader");
    const applied = await reader.client.post(`/api/seeker/jobs/${jobId}/apply`, {
      profileId: reader.profileId,
    });
    expect(applied.statusCode).toBe(200);
    const stream = openStream(reader.client);
    await stream.until(() => stream.events.length === 1);
    expect(stream.events[0]).toEqual({ messages: 0, conversations: 0 });

    // Written through the first process (the test app), heard on the second.
    await owner.client.post("/api/employer/messages", {
      seekerId: reader.id,
      jobId,
      body: "Are you available?",
    });
    await stream.until(() => stream.events.length === 2);
    expect(stream.events[1]).toEqual({ messages: 1, conversations: 1 });

    await reader.client.post("/api/rio/logout", {});
    await stream.until(() => stream.isEnded());
    stream.close();
  });

  it("refuses a visitor without a session", async () => {
    const reply = await second.inject({ method: "GET", url: "/api/messages/stream" });
    expect(reply.statusCode).toBe(401);
  });
});
