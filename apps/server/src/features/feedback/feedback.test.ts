/**
 * Feedback through the API: a seeker's feedback refused without a category or with too few words, kept
 * when good, listed for them; staff of the support area see what waits and reply once — the reply is
 * e-mailed to the seeker in the language they wrote in and shown on their list; others may not reply.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForOutbox } from "../../testing/test-client.ts";
import { staffClient } from "../../testing/test-staff.ts";

const testApp = useTestApp();

describe("feedback", () => {
  it("is sent by a seeker, answered once by support staff, and the reply e-mailed in their language", async () => {
    const seeker = new TestClient(testApp.app, { host: "gulf.localhost" });
    const { email } = await registerSeeker(seeker);
    const empty = await seeker.post("/api/seeker/feedback", { text: "short" });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["category", "text"]);

    const sent = await seeker.post(
      "/api/seeker/feedback",
      { category: "search", text: "البحث عن وظائف في دبي يعمل جيدًا، لكن أريد فرز النتائج حسب الراتب." },
      { headers: { "x-language-code": "ar" } },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id as string;
    expect((await seeker.get("/api/seeker/feedback")).json().data.feedback).toEqual([
      expect.objectContaining({ id, category: "search", reply: null }),
    ]);

    const support = await staffClient(testApp, "Support Desk", ["support"]);
    const waiting = (await support.get("/api/staff/feedback")).json().data.feedback;
    expect(waiting.find((item: { id: string }) => item.id === id)).toMatchObject({
      siteId: "gulf",
      language: "ar",
    });
    expect((await support.post(`/api/staff/feedback/${id}/reply`, { reply: "  " })).statusCode).toBe(400);
    const replied = await support.post(`/api/staff/feedback/${id}/reply`, {
      reply: "شكرًا! أضفنا الفرز حسب الراتب.",
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect((await support.post(`/api/staff/feedback/${id}/reply`, { reply: "Again" })).statusCode).toBe(409);

    const mail = await waitForOutbox(testApp.pool, email.toLowerCase(), { template: "feedback-reply" });
    expect(mail.text).toContain("شكرًا! أضفنا الفرز حسب الراتب.");
    expect(mail.text).toContain("/ar/seeker/feedback");
    expect((await seeker.get("/api/seeker/feedback")).json().data.feedback[0]).toMatchObject({
      reply: "شكرًا! أضفنا الفرز حسب الراتب.",
    });
    const open = (await support.get("/api/staff/feedback")).json().data.feedback;
    expect(open.some((item: { id: string }) => item.id === id)).toBe(false);

    const orders = await staffClient(testApp, "Orders Only", ["orders"]);
    expect((await orders.get("/api/staff/feedback")).statusCode).toBe(403);
  });
});
