/**
 * Polls through the API: staff of the content area open a site's poll in three languages (closing the
 * open one); a visitor sees the question without results, is told 'Please select option for vote.'
 * without a choice, and votes once — twenty votes sent at the same moment count once; results and the
 * feedback follow; a seeker votes by account; other staff may not open polls.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { staffClient } from "../../testing/test-staff.ts";

const testApp = useTestApp();

function pollForm(tag: string) {
  const texts: Record<string, string> = {};
  for (const [field, en] of [
    ["question", `Where do you look for jobs? ${tag}`],
    ["option1", "Job sites"],
    ["option2", "Friends"],
    ["option3", "Newspapers"],
  ] as const) {
    texts[`${field}.en`] = en;
    texts[`${field}.hi`] = `${en} (हिंदी)`;
    texts[`${field}.ar`] = `${en} (عربي)`;
  }
  return texts;
}

describe("polls", () => {
  it("one question per site, one vote per visitor under 20 parallel votes, results after voting", async () => {
    const staff = await staffClient(testApp, "Content Editor", ["content"]);
    const missing = await staff.post("/api/staff/polls", { "question.en": "Only English?" });
    expect(missing.statusCode).toBe(400);
    const first = await staff.post("/api/staff/polls", pollForm("first"));
    expect(first.statusCode, first.body).toBe(200);
    const opened = await staff.post("/api/staff/polls", pollForm(randomUUID().slice(0, 6)));
    expect(opened.statusCode).toBe(200);
    const pollId = opened.json().data.id as string;
    // Opening the second closed the first.
    const listed = (await staff.get("/api/staff/polls")).json().data.polls;
    expect(listed.filter((poll: { closedAt: string | null }) => poll.closedAt === null)).toHaveLength(1);

    const guest = new TestClient(testApp.app, { host: "in.localhost" });
    const seen = (await guest.get("/api/polls/current", { headers: { "x-language-code": "hi" } })).json().data
      .poll;
    expect(seen).toMatchObject({ id: pollId, hasVoted: false, results: null });
    expect(seen.options[0]).toBe("Job sites (हिंदी)");

    const empty = await guest.post(`/api/polls/${pollId}/votes`, { feedback: "no choice" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({
      field: "option",
      message: "Please select option for vote.",
    });

    // The visitor's first vote gives it its visitor cookie; then twenty at once from the same browser.
    const voted = await guest.post(`/api/polls/${pollId}/votes`, {
      option: 1,
      feedback: "Mostly friends, honestly",
    });
    expect(voted.json().data).toMatchObject({ counted: true, poll: { hasVoted: true, totalVotes: 1 } });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => guest.post(`/api/polls/${pollId}/votes`, { option: 0 })),
    );
    expect(replies.every((reply) => reply.statusCode === 200 && reply.json().data.counted === false)).toBe(
      true,
    );
    // Another visitor (their browser holds its visitor id) sends twenty first votes at the same moment:
    // exactly one counts.
    const fresh = new TestClient(testApp.app, { host: "in.localhost" });
    fresh.cookies.set("visitor", randomUUID());
    const racing = await Promise.all(
      Array.from({ length: 20 }, () => fresh.post(`/api/polls/${pollId}/votes`, { option: 2 })),
    );
    expect(racing.map((reply) => reply.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(racing.filter((reply) => reply.json().data.counted === true)).toHaveLength(1);

    const seeker = new TestClient(testApp.app, { host: "in.localhost" });
    await registerSeeker(seeker);
    const bySeeker = await seeker.post(`/api/polls/${pollId}/votes`, { option: 1 });
    expect(bySeeker.json().data.counted).toBe(true);

    // Three visitors voted (the guest, the racing visitor, the seeker): three votes, whatever was sent.
    const { rows } = await testApp.pool.query<{ votes: number }>(
      "SELECT count(*)::int AS votes FROM poll_votes WHERE poll_id = $1",
      [pollId],
    );
    expect(rows[0]?.votes).toBe(3);
    const results = (await guest.get("/api/polls/current")).json().data.poll;
    expect(results.hasVoted).toBe(true);
    expect(results.results.reduce((sum: number, entry: { percent: number }) => sum + entry.percent, 0)).toBe(
      100,
    );
    expect(results.totalVotes).toBe(rows[0]?.votes);

    const feedback = (await staff.get("/api/staff/polls")).json().data.polls[0].feedback;
    expect(feedback).toEqual([expect.objectContaining({ option: 1, text: "Mostly friends, honestly" })]);

    // Closed: no poll on the site; staff of other areas may not open one.
    expect((await staff.post(`/api/staff/polls/${pollId}/close`)).statusCode).toBe(200);
    expect((await guest.get("/api/polls/current")).json().data.poll).toBeNull();
    const orders = await staffClient(testApp, "Order Desk", ["orders"]);
    expect((await orders.post("/api/staff/polls", pollForm("no"))).statusCode).toBe(403);
  });
});
