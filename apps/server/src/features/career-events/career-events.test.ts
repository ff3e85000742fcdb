/**
 * Career events through the API: staff of the content area write an event in three languages (times in
 * the site's zone) and publish it; a guest registers by name and e-mail — twice is once — and a seeker
 * with their account; the calendar file names it; the day-before reminder is e-mailed once per
 * registration however often the task runs; drafts and other sites' events are not found.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { staffClient } from "../../testing/test-staff.ts";
import { createEventReminderTask } from "./index.ts";

const testApp = useTestApp();

function eventForm(tag: string, date: string) {
  const form: Record<string, string> = {
    kind: "webinar",
    date,
    startTime: "11:00",
    endTime: "12:30",
    place: "https://meet.example.com/x",
  };
  for (const language of ["en", "hi", "ar"]) {
    form[`title.${language}`] = `Resume clinic ${tag} (${language})`;
    form[`description.${language}`] = `Bring your resume and get advice (${language}).`;
  }
  return form;
}

describe("career events", () => {
  it("staff write and publish; guests and seekers register once; the reminder goes once", async () => {
    const staff = await staffClient(testApp, "Events Editor", ["content"]);
    const tag = randomUUID().slice(0, 6);
    // Tomorrow in India: within the reminder's day.
    const tomorrow = new Date(Date.now() + 20 * 3600 * 1000).toLocaleDateString("en-CA", {
      timeZone: "Asia/Kolkata",
    });
    const bad = await staff.post("/api/staff/career-events", {
      ...eventForm(tag, tomorrow),
      endTime: "10:00",
    });
    expect(bad.statusCode).toBe(400);
    const written = await staff.post("/api/staff/career-events", eventForm(tag, tomorrow));
    expect(written.statusCode, written.body).toBe(200);
    const event = written.json().data;
    // 11:00 in India is 05:30 UTC.
    expect(event.startsAt).toBe(`${tomorrow}T05:30:00.000Z`);

    const guest = new TestClient(testApp.app, { host: "in.localhost" });
    // A draft is not found.
    expect((await guest.get(`/api/career-events/${event.id}`)).statusCode).toBe(404);
    expect(
      (await staff.post(`/api/staff/career-events/${event.id}/publish`, { published: true })).statusCode,
    ).toBe(200);
    const listed = (await guest.get("/api/career-events", { headers: { "x-language-code": "hi" } })).json()
      .data.events;
    expect(listed.find((item: { id: string }) => item.id === event.id)?.title).toBe(
      `Resume clinic ${tag} (hi)`,
    );
    expect(
      (await new TestClient(testApp.app, { host: "sg.localhost" }).get(`/api/career-events/${event.id}`))
        .statusCode,
    ).toBe(404);

    const refused = await guest.post(`/api/career-events/${event.id}/registrations`, {
      name: "",
      email: "nope",
    });
    expect(refused.statusCode).toBe(400);
    const email = `guest.${tag}@example.com`;
    const first = await guest.post(`/api/career-events/${event.id}/registrations`, {
      name: "Ravi Kumar",
      email,
    });
    expect(first.json().data).toEqual({ isNew: true });
    const again = await guest.post(`/api/career-events/${event.id}/registrations`, {
      name: "Ravi Kumar",
      email: email.toUpperCase(),
    });
    expect(again.json().data).toEqual({ isNew: false });
    const seeker = new TestClient(testApp.app, { host: "in.localhost" });
    const account = await registerSeeker(seeker);
    expect((await seeker.post(`/api/career-events/${event.id}/registrations`, {})).json().data).toEqual({
      isNew: true,
    });
    expect((await seeker.get(`/api/career-events/${event.id}`)).json().data.isRegistered).toBe(true);

    const calendar = await guest.get(`/api/career-events/${event.id}/calendar.ics`);
    expect(calendar.headers["content-type"]).toContain("text/calendar");
    expect(calendar.body).toContain("BEGIN:VEVENT");
    expect(calendar.body).toContain(`Resume clinic ${tag} (en)`);

    // The reminder task, run twice (a retried or doubled run): each registration reminded once.
    const sent: { to: string; template: string; params: Record<string, unknown> }[] = [];
    const task = createEventReminderTask({
      pool: testApp.pool,
      notifier: { send: async (message) => void sent.push(message as unknown as (typeof sent)[number]) },
      log: { info() {} },
    });
    await task.run({} as never, { jobId: "test", retryCount: 0, signal: new AbortController().signal });
    await task.run({} as never, { jobId: "test", retryCount: 0, signal: new AbortController().signal });
    const ours = sent.filter((message) => [email, account.email.toLowerCase()].includes(message.to));
    expect(ours.map((message) => message.to).sort()).toEqual([email, account.email.toLowerCase()].sort());
    expect(ours[0]).toMatchObject({
      template: "event-reminder",
      params: { service: expect.stringContaining(tag) },
    });
  });
});
