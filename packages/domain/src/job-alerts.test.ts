import { describe, expect, it } from "vitest";
import { isAlertFrequency, nextScheduledAlertRun, zonedTime } from "./job-alerts.ts";
import { SITES } from "./sites.ts";

describe("zonedTime", () => {
  it("finds the instant a zone's clocks show a local time", () => {
    expect(zonedTime({ year: 2026, month: 11, day: 28, hour: 7 }, "Asia/Kolkata").toISOString()).toBe(
      "2026-11-28T01:30:00.000Z",
    );
    expect(zonedTime({ year: 2026, month: 11, day: 28, hour: 7 }, "Asia/Dubai").toISOString()).toBe(
      "2026-11-28T03:00:00.000Z",
    );
  });

  it("follows daylight saving time where a zone has it", () => {
    expect(zonedTime({ year: 2026, month: 7, day: 1, hour: 7 }, "Europe/London").toISOString()).toBe(
      "2026-07-01T06:00:00.000Z",
    );
    expect(zonedTime({ year: 2026, month: 12, day: 1, hour: 7 }, "Europe/London").toISOString()).toBe(
      "2026-12-01T07:00:00.000Z",
    );
  });
});

describe("nextScheduledAlertRun", () => {
  it("sends daily alerts at 7 in the morning of the site's zone, the same day when it is not yet 7", () => {
    // 00:30 UTC on 28 November is 06:00 in India: 07:00 India is an hour later.
    expect(
      nextScheduledAlertRun("daily", "Asia/Kolkata", new Date("2026-11-28T00:30:00Z")).toISOString(),
    ).toBe("2026-11-28T01:30:00.000Z");
    // Exactly at 7 the next run is the next morning.
    expect(
      nextScheduledAlertRun("daily", "Asia/Kolkata", new Date("2026-11-28T01:30:00Z")).toISOString(),
    ).toBe("2026-11-29T01:30:00.000Z");
  });

  it("sends weekly alerts on Monday morning", () => {
    // Friday 27 November 2026, evening in Dubai.
    const next = nextScheduledAlertRun("weekly", "Asia/Dubai", new Date("2026-11-27T18:00:00Z"));
    expect(next.toISOString()).toBe("2026-11-30T03:00:00.000Z");
    expect(next.getUTCDay()).toBe(1);
    // On Monday after 7 the next one is a week later.
    expect(
      nextScheduledAlertRun("weekly", "Asia/Dubai", new Date("2026-11-30T05:00:00Z")).toISOString(),
    ).toBe("2026-12-07T03:00:00.000Z");
  });

  it("is always in the future and within a day (daily) or a week (weekly), for every site", () => {
    for (const site of SITES) {
      for (let hour = 0; hour < 48; hour += 5) {
        const after = new Date(Date.UTC(2026, 11, 30, hour, 13));
        const daily = nextScheduledAlertRun("daily", site.timeZone, after).getTime() - after.getTime();
        const weekly = nextScheduledAlertRun("weekly", site.timeZone, after).getTime() - after.getTime();
        expect(daily).toBeGreaterThan(0);
        expect(daily).toBeLessThanOrEqual(24 * 3600_000);
        expect(weekly).toBeGreaterThan(0);
        expect(weekly).toBeLessThanOrEqual(7 * 24 * 3600_000);
      }
    }
  });
});

describe("frequencies", () => {
  it("knows daily, weekly and instant only", () => {
    expect(["daily", "weekly", "instant"].every(isAlertFrequency)).toBe(true);
    expect(isAlertFrequency("hourly")).toBe(false);
    expect(isAlertFrequency(undefined)).toBe(false);
  });
});
