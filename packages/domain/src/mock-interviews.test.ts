import { describe, expect, it } from "vitest";
import { interviewFeedbackSchema, interviewSlotSchema, zonedTimeToUtc } from "./mock-interviews.ts";

describe("mock interviews", () => {
  it("reads a wall-clock time in the site's time zone", () => {
    expect(zonedTimeToUtc("2026-12-01", "10:00", "Asia/Kolkata")?.toISOString()).toBe(
      "2026-12-01T04:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-12-01", "10:00", "Asia/Dubai")?.toISOString()).toBe(
      "2026-12-01T06:00:00.000Z",
    );
    expect(zonedTimeToUtc("2026-12-01", "00:15", "Asia/Singapore")?.toISOString()).toBe(
      "2026-11-30T16:15:00.000Z",
    );
    // Across a daylight-saving change, and a time the clock skips.
    expect(zonedTimeToUtc("2026-07-01", "09:00", "Europe/London")?.toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(zonedTimeToUtc("2026-03-29", "01:30", "Europe/London")).toBeNull();
    expect(zonedTimeToUtc("2026-02-30", "10:00", "Asia/Kolkata")).toBeNull();
    expect(zonedTimeToUtc("1 Dec", "10:00", "Asia/Kolkata")).toBeNull();
  });

  it("a slot needs a secure meeting address; feedback on a held interview needs a rating and advice", () => {
    const slot = { date: "2026-12-01", time: "10:00", repeatWeeks: "0" };
    expect(interviewSlotSchema.safeParse({ ...slot, meetingUrl: "http://meet.example.com/x" }).success).toBe(
      false,
    );
    expect(interviewSlotSchema.parse({ ...slot, meetingUrl: "https://meet.example.com/x" }).repeatWeeks).toBe(
      0,
    );
    expect(
      interviewSlotSchema.safeParse({ ...slot, meetingUrl: "https://m.example.com", repeatWeeks: "9" })
        .success,
    ).toBe(false);
    const held = interviewFeedbackSchema.safeParse({ outcome: "done" });
    expect(held.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["rating", "required"],
      ["improvements", "required"],
    ]);
    expect(interviewFeedbackSchema.safeParse({ outcome: "no-show" }).success).toBe(true);
    expect(
      interviewFeedbackSchema.parse({ outcome: "done", rating: "4", improvements: "Slow down." }).rating,
    ).toBe(4);
  });
});
