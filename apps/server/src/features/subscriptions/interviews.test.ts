/**
 * Mock interviews through the API: an interviewer offers times typed in the site's time zone (too soon
 * refused; weekly repeats); a paid seeker books one, and two seekers pressing for one time get one booking
 * and one clear refusal; a booking has a calendar file for its two people only; it moves to another
 * time (freeing the first) and is locked near its start; a plan's sessions are counted. With the clock
 * moved: the day-before and hour-before reminders go once each, and the interviewer's feedback delivers
 * the service. A refund calls off a booking not held yet.
 */
import { randomUUID } from "node:crypto";
import type { InterviewWorkspace } from "@portal/contracts";
import { type StaffArea, zonedTimeToUtc } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { createUserStore } from "../../auth/user-store.ts";
import { useTestApp } from "../../testing/test-app.ts";
import {
  lastOutboxId,
  registerSeeker,
  TestClient,
  waitForOutbox,
  waitForQueue,
} from "../../testing/test-client.ts";
import { payInSandbox } from "../../testing/test-sandbox.ts";
import { createStaffAccount } from "../accounts/index.ts";
import type { Notifier } from "../notifications/index.ts";
import { FULFIL_TASK } from "../storefront/index.ts";
import { createInterviewService } from "./interviews.ts";

const testApp = useTestApp({ SANDBOX_GATEWAY_SECRET: "interviews-test-sandbox-secret-0123456789abc" });
const HOUR = 3_600_000;
const ZONE = "Asia/Kolkata";

/** A moment as the site's people type it: date and time in India. */
function wallClock(at: Date): { date: string; time: string } {
  const date = new Intl.DateTimeFormat("en-CA", {
    timeZone: ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return { date, time };
}

/** A whole quarter hour at least `hours` ahead. */
function ahead(hours: number): Date {
  const at = Date.now() + hours * HOUR;
  return new Date(Math.ceil(at / (15 * 60_000)) * 15 * 60_000);
}

async function staff(name: string, areas: StaffArea[]) {
  const slug = name.toLowerCase().replace(/\W+/g, ".");
  const account = { email: `${slug}.${randomUUID().slice(0, 8)}@jobnest.test`, password: "Staff@2026", name };
  const id = await createStaffAccount(testApp.pool, { ...account, areas });
  const client = new TestClient(testApp.app, { host: "in.localhost" });
  expect((await client.post("/api/staff/login", account)).statusCode).toBe(200);
  return { client, id, email: account.email };
}

async function buyer(planId = "mock-interview-single") {
  const client = new TestClient(testApp.app, { host: "in.localhost" });
  const registered = await registerSeeker(client);
  expect((await client.post("/api/cart/items", { planId })).statusCode).toBe(200);
  const started = (await client.post("/api/seeker/orders", { mode: "card" })).json().data;
  await payInSandbox(client, started.redirectUrl, "paid");
  await waitForQueue(testApp.pool, FULFIL_TASK);
  const services = (await client.get("/api/seeker/subscriptions")).json().data as {
    id: string;
    orderId: string;
  }[];
  const id = services.find((entry) => entry.orderId === started.orderId)?.id as string;
  return { client, email: registered.email, userId: registered.id, serviceId: id, orderId: started.orderId };
}

async function workspace(client: TestClient, serviceId: string): Promise<InterviewWorkspace> {
  const reply = await client.get(`/api/services/${serviceId}/interviews`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

async function offer(client: TestClient, at: Date, repeatWeeks = 0) {
  return client.post("/api/staff/interviews/slots", {
    siteId: "india",
    ...wallClock(at),
    meetingUrl: "https://meet.example.com/room-42",
    repeatWeeks,
  });
}

describe("mock interviews", () => {
  it("offers, books once per slot and per session, moves, locks near the start, and gives a calendar file", async () => {
    const interviewer = await staff("Ira Interviewer", ["interviews"]);
    const other = await staff("Omar Otherinterviewer", ["interviews"]);
    const tooSoon = await offer(interviewer.client, ahead(2));
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().errors[0]).toMatchObject({ field: "date" });
    const start = ahead(72);
    const offered = await offer(interviewer.client, start, 1);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data.added).toBe(2);
    const soon = ahead(18);
    expect((await offer(interviewer.client, soon)).statusCode).toBe(200);

    const first = await buyer();
    const second = await buyer();
    const seen = await workspace(first.client, first.serviceId);
    expect(seen).toMatchObject({ sessionsAllowed: 1, sessionsUsed: 0, canBook: true, timeZone: ZONE });
    const typed = wallClock(start);
    const slot = seen.slots.find(
      (entry) => entry.startsAt === zonedTimeToUtc(typed.date, typed.time, ZONE)?.toISOString(),
    );
    expect(slot?.interviewerName).toBe("Ira Interviewer");
    const weekLater = seen.slots.find(
      (entry) => Date.parse(entry.startsAt) === Date.parse(slot?.startsAt ?? "") + 7 * 24 * HOUR,
    );
    expect(weekLater).toBeDefined();

    // Two seekers press for the same time at once: one booking, one clear refusal.
    const before = await lastOutboxId(testApp.pool);
    const pressed = await Promise.all([
      first.client.post(`/api/services/${first.serviceId}/interviews`, {
        slotId: slot?.id,
        focus: "Data analyst",
      }),
      second.client.post(`/api/services/${second.serviceId}/interviews`, { slotId: slot?.id }),
    ]);
    expect(pressed.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const [winner, loser] = pressed[0]?.statusCode === 200 ? [first, second] : [second, first];
    const loserReply = pressed[pressed[0]?.statusCode === 200 ? 1 : 0];
    expect(loserReply?.json().errors[0].message).toBe(
      "Someone has just booked this time. Please choose another.",
    );
    expect((await waitForOutbox(testApp.pool, winner.email, { afterId: before })).template).toBe(
      "interview-booked",
    );
    expect((await waitForOutbox(testApp.pool, interviewer.email, { afterId: before })).template).toBe(
      "interview-booked",
    );
    // The plan's one session is booked: no second booking.
    const booked = (await workspace(winner.client, winner.serviceId)).interviews[0];
    expect(booked).toMatchObject({
      status: "booked",
      canChange: true,
      meetingUrl: "https://meet.example.com/room-42",
    });
    expect(
      (await winner.client.post(`/api/services/${winner.serviceId}/interviews`, { slotId: weekLater?.id }))
        .statusCode,
    ).toBe(409);

    // The calendar file: for the seeker and the interviewer, nobody else.
    const ics = await winner.client.get(`/api/interviews/${booked?.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    const utc = new Date(booked?.startsAt ?? "").toISOString().replace(/[-:]/g, "").slice(0, 13);
    expect(ics.body).toContain(`DTSTART:${utc}`);
    expect(ics.body).toContain("BEGIN:VEVENT");
    expect(ics.body).toContain("meet.example.com/room-42");
    expect((await interviewer.client.get(`/api/interviews/${booked?.id}/calendar.ics`)).statusCode).toBe(200);
    expect((await loser.client.get(`/api/interviews/${booked?.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/interviews/${booked?.id}/calendar.ics`)).statusCode).toBe(404);

    // Moved a week later: the first time is free again for others; a booked time cannot be removed.
    const moved = await winner.client.post(`/api/interviews/${booked?.id}/move`, { slotId: weekLater?.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.reschedules).toBe(1);
    expect((await workspace(loser.client, loser.serviceId)).slots.map((entry) => entry.id)).toContain(
      slot?.id,
    );
    const schedule = (await interviewer.client.get("/api/staff/interviews")).json().data;
    const bookedSlot = schedule.upcoming.find((entry: { booking: unknown }) => entry.booking !== null);
    expect(bookedSlot.booking.seekerName).toBeTruthy();
    expect(
      (await interviewer.client.send("DELETE", `/api/staff/interviews/slots/${bookedSlot.id}`)).statusCode,
    ).toBe(409);
    expect((await other.client.send("DELETE", `/api/staff/interviews/slots/${slot?.id}`)).statusCode).toBe(
      404,
    );

    // Fulfilment staff hand the booking to another interviewer at the same time; both are told.
    const manager = await staff("Mira Manager", ["fulfilment"]);
    expect(
      (
        await interviewer.client.post(`/api/staff/interviews/${booked?.id}/interviewer`, {
          interviewerId: other.id,
        })
      ).statusCode,
    ).toBe(403);
    const beforeHandover = await lastOutboxId(testApp.pool);
    const handed = await manager.client.post(`/api/staff/interviews/${booked?.id}/interviewer`, {
      interviewerId: other.id,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data.interviewerName).toBe("Omar Otherinterviewer");
    expect((await waitForOutbox(testApp.pool, other.email, { afterId: beforeHandover })).template).toBe(
      "interview-booked",
    );
    expect((await waitForOutbox(testApp.pool, interviewer.email, { afterId: beforeHandover })).template).toBe(
      "interview-cancelled",
    );
    expect((await other.client.get(`/api/interviews/${booked?.id}/calendar.ics`)).statusCode).toBe(200);
    expect((await interviewer.client.get(`/api/interviews/${booked?.id}/calendar.ics`)).statusCode).toBe(404);
    expect(
      (await manager.client.get("/api/staff/interviews"))
        .json()
        .data.interviewers.map((entry: { name: string }) => entry.name),
    ).toEqual(expect.arrayContaining(["Ira Interviewer", "Omar Otherinterviewer"]));

    // A booking less than a day ahead can no longer be moved or cancelled by the seeker.
    const near = (await workspace(loser.client, loser.serviceId)).slots.find(
      (entry) => Date.parse(entry.startsAt) === soon.getTime(),
    );
    expect(
      (await loser.client.post(`/api/services/${loser.serviceId}/interviews`, { slotId: near?.id }))
        .statusCode,
    ).toBe(200);
    const nearBooking = (await workspace(loser.client, loser.serviceId)).interviews[0];
    expect(nearBooking?.canChange).toBe(false);
    const locked = await loser.client.post(`/api/interviews/${nearBooking?.id}/cancel`);
    expect(locked.statusCode).toBe(409);
    // Its interviewer still can, before it starts.
    expect((await interviewer.client.post(`/api/interviews/${nearBooking?.id}/cancel`)).statusCode).toBe(200);
    expect((await workspace(loser.client, loser.serviceId)).canBook).toBe(true);
  });

  it("reminds the day and the hour before, once each; feedback delivers the service; a refund calls a booking off", async () => {
    const interviewer = await staff("Rhea Reminder", ["interviews"]);
    const start = ahead(48);
    expect((await offer(interviewer.client, start)).statusCode).toBe(200);
    const seeker = await buyer();
    const slot = (await workspace(seeker.client, seeker.serviceId)).slots.find(
      (entry) => Date.parse(entry.startsAt) === start.getTime(),
    );
    expect(
      (await seeker.client.post(`/api/services/${seeker.serviceId}/interviews`, { slotId: slot?.id }))
        .statusCode,
    ).toBe(200);
    const [booking] = (await workspace(seeker.client, seeker.serviceId)).interviews;

    const sent: Parameters<Notifier["send"]>[0][] = [];
    let clock = new Date();
    const service = createInterviewService({
      pool: testApp.pool,
      notifier: { send: async (notification) => void sent.push(notification) },
      now: () => clock,
    });
    const mine = () => sent.filter((entry) => entry.to === seeker.email).map((entry) => entry.template);
    clock = new Date(start.getTime() - 25 * HOUR);
    await service.sendDueReminders();
    expect(mine()).toEqual([]);
    clock = new Date(start.getTime() - 23 * HOUR);
    await service.sendDueReminders();
    await service.sendDueReminders();
    expect(mine()).toEqual(["interview-reminder"]);
    expect(sent.filter((entry) => entry.to === interviewer.email)).toHaveLength(1);
    clock = new Date(start.getTime() - 50 * 60_000);
    await service.sendDueReminders();
    await service.sendDueReminders();
    expect(mine()).toEqual(["interview-reminder", "interview-reminder"]);

    // Feedback: not before it starts; a held interview needs a rating; then the service is delivered.
    const user = await createUserStore(testApp.pool).findById(interviewer.id);
    if (!user) throw new Error("interviewer missing");
    await expect(
      service.giveFeedback(user, booking?.id ?? "", { outcome: "done", rating: "4", improvements: "x" }),
    ).rejects.toThrow("feedbackNotDue");
    clock = new Date(start.getTime() + HOUR);
    await expect(service.giveFeedback(user, booking?.id ?? "", { outcome: "done" })).rejects.toThrow(
      "validationFailed",
    );
    await service.giveFeedback(user, booking?.id ?? "", {
      outcome: "done",
      rating: "4",
      strengths: "Clear answers about SQL.",
      improvements: "Give numbers for your results.",
    });
    expect(mine()).toEqual(["interview-reminder", "interview-reminder", "interview-feedback"]);
    const after = await workspace(seeker.client, seeker.serviceId);
    expect(after.state).toBe("delivered");
    expect(after.interviews[0]).toMatchObject({
      status: "done",
      feedback: { rating: 4, improvements: "Give numbers for your results." },
    });
    const audit = await testApp.pool.query(
      "SELECT action FROM staff_audit_log WHERE staff_id = $1 ORDER BY id",
      [interviewer.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(["slot.add", "interview.feedback"]);

    // A refund of an order whose interview is not held yet frees the time.
    const later = ahead(96);
    expect((await offer(interviewer.client, later)).statusCode).toBe(200);
    const refunded = await buyer();
    const laterSlot = (await workspace(refunded.client, refunded.serviceId)).slots.find(
      (entry) => Date.parse(entry.startsAt) === later.getTime(),
    );
    expect(
      (
        await refunded.client.post(`/api/services/${refunded.serviceId}/interviews`, {
          slotId: laterSlot?.id,
        })
      ).statusCode,
    ).toBe(200);
    const orders = await staff("Olu Orders", ["orders"]);
    const { orderNumber } = await workspace(refunded.client, refunded.serviceId);
    const found = (await orders.client.get(`/api/staff/orders?number=${orderNumber}`)).json().data;
    expect(
      (
        await orders.client.post(`/api/staff/orders/${found.order.id}/refund`, {
          amountMinor: found.refundableMinor,
          reason: "Cannot attend",
        })
      ).statusCode,
    ).toBe(200);
    const ended = await workspace(refunded.client, refunded.serviceId);
    expect(ended.state).toBe("refunded");
    expect(ended.interviews[0]?.status).toBe("cancelled");
  });
});
