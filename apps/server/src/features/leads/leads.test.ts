/**
 * Callback requests through the API: the number read by the phone rule in the spec's words, nothing stored
 * when refused; limited per number and per address; staff of the leads area (and only they) list, open,
 * write down and save leads, each change in the audit log.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { staffClient } from "../../testing/test-staff.ts";

const testApp = useTestApp();

async function stored(number: string) {
  const { rows } = await testApp.pool.query<{ user_id: string | null; site_id: string; topic: string }>(
    "SELECT user_id, site_id, topic FROM callback_requests WHERE mobile_number = $1",
    [number],
  );
  return rows;
}

describe("callback requests", () => {
  it("asks for the number in the spec's words, stores a good request once, and limits a number's requests", async () => {
    const guest = new TestClient(testApp.app, { host: "in.localhost" });
    const empty = await guest.post("/api/callback-requests", { diallingCode: "91", mobile: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: "mobile", message: "Please Enter Mobile Number" });
    const wrong = await guest.post("/api/callback-requests", { diallingCode: "91", mobile: "12345" });
    expect(wrong.json().errors[0]).toMatchObject({
      field: "mobile",
      message: "Please enter a valid mobile number.",
    });
    expect(await stored("12345")).toEqual([]);

    const asked = await guest.post("/api/callback-requests", {
      name: "Asha",
      diallingCode: "91",
      mobile: "9845011111",
      topic: "courses",
      time: "evening",
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await stored("9845011111")).toEqual([{ user_id: null, site_id: "india", topic: "courses" }]);
    // Three a day for one number, from anywhere.
    const other = new TestClient(testApp.app, { host: "in.localhost", ip: "10.9.8.7" });
    for (let count = 0; count < 2; count += 1)
      expect(
        (await other.post("/api/callback-requests", { diallingCode: "91", mobile: "9845011111" })).statusCode,
      ).toBe(200);
    const fourth = await other.post("/api/callback-requests", { diallingCode: "91", mobile: "9845011111" });
    expect(fourth.statusCode).toBe(429);
    expect(await stored("9845011111")).toHaveLength(3);

    // A seeker's request is tied to their account; the Gulf's numbers with the Gulf's code.
    const seeker = new TestClient(testApp.app, { host: "gulf.localhost" });
    const { id } = await registerSeeker(seeker);
    expect(
      (await seeker.post("/api/callback-requests", { diallingCode: "971", mobile: "501234567" })).statusCode,
    ).toBe(200);
    expect(await stored("501234567")).toEqual([{ user_id: id, site_id: "gulf", topic: "general" }]);
  });

  it("lets staff of the leads area list, open, write down and save leads, audited; nobody else", async () => {
    const guest = new TestClient(testApp.app, { host: "in.localhost", ip: "10.1.2.3" });
    const asked = await guest.post("/api/callback-requests", { diallingCode: "91", mobile: "9845022222" });
    const leadId = asked.json().data.id as string;

    const orders = await staffClient(testApp, "Orders Only", ["orders"]);
    expect((await orders.get("/api/staff/leads")).statusCode).toBe(403);
    expect((await orders.patch(`/api/staff/leads/${leadId}`, { status: "closed" })).statusCode).toBe(403);
    expect((await guest.get("/api/staff/leads")).statusCode).toBe(401);

    const staff = await staffClient(testApp, "Lead Desk", ["leads"]);
    const list = (await staff.get("/api/staff/leads?status=new")).json().data;
    expect(list.leads.map((lead: { id: string }) => lead.id)).toContain(leadId);
    expect((await staff.get(`/api/staff/leads/${leadId}`)).json().data).toMatchObject({
      mobileNumber: "9845022222",
      diallingCode: "91",
      status: "new",
      source: "web",
    });
    const saved = await staff.patch(`/api/staff/leads/${leadId}`, {
      status: "contacted",
      note: "Wants Resume Writing; call back Monday.",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      status: "contacted",
      note: "Wants Resume Writing; call back Monday.",
      handledBy: "Lead Desk",
    });
    expect((await staff.patch(`/api/staff/leads/${leadId}`, { status: "won" })).statusCode).toBe(400);
    const written = await staff.post("/api/staff/leads", {
      name: "Walk-in at the job fair",
      diallingCode: "91",
      mobile: "9845033333",
      topic: "career-services",
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data).toMatchObject({ source: "staff", status: "new", handledBy: "Lead Desk" });
    const audit = (await staff.get("/api/staff/audit-log?area=leads")).json().data.entries as {
      action: string;
      target: string;
    }[];
    expect(audit.map((entry) => [entry.action, entry.target])).toEqual(
      expect.arrayContaining([
        ["lead.save", leadId],
        ["lead.create", written.json().data.id],
      ]),
    );
  });
});
