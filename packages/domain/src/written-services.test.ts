import { describe, expect, it } from "vitest";
import { addWorkingDays, deliveryWorkingDays, writingBriefSchema } from "./written-services.ts";

describe("written services", () => {
  it("counts working days in the site's time zone, over its own weekend", () => {
    // Thursday 2026-12-03 10:00 in India: five working days skip Saturday and Sunday.
    const thursday = new Date("2026-12-03T04:30:00Z");
    expect(addWorkingDays(thursday, 5, "india").toISOString()).toBe("2026-12-10T04:30:00.000Z");
    // The same moment on the Gulf site skips Friday and Saturday instead: Thu → Sun, Mon, Tue, Wed, Thu.
    expect(addWorkingDays(thursday, 5, "gulf").toISOString()).toBe("2026-12-10T04:30:00.000Z");
    // Friday in Dubai: one working day is Sunday.
    const friday = new Date("2026-12-04T08:00:00Z");
    expect(addWorkingDays(friday, 1, "gulf").toISOString()).toBe("2026-12-06T08:00:00.000Z");
    expect(addWorkingDays(friday, 1, "india").toISOString()).toBe("2026-12-07T08:00:00.000Z");
    // Friday 23:00 UTC is already Saturday in Singapore: the next working day is Monday there.
    const lateFriday = new Date("2026-12-04T23:00:00Z");
    expect(addWorkingDays(lateFriday, 1, "singapore").toISOString()).toBe("2026-12-06T23:00:00.000Z");
    expect(addWorkingDays(thursday, 0, "india")).toEqual(thursday);
  });

  it("express delivery shortens a plan, never lengthens one", () => {
    expect(deliveryWorkingDays(8, [])).toBe(8);
    expect(deliveryWorkingDays(8, ["cover-letter", "express-delivery"])).toBe(3);
    expect(deliveryWorkingDays(2, ["express-delivery"])).toBe(2);
  });

  it("a brief needs the role it is written for, and a LinkedIn address that is one", () => {
    expect(writingBriefSchema.safeParse({ targetRole: " " }).error?.issues[0]?.message).toBe("required");
    const brief = writingBriefSchema.parse({ targetRole: "Java developer", linkedinUrl: "" });
    expect(brief).toEqual({
      targetRole: "Java developer",
      industry: "",
      highlights: "",
      notes: "",
      linkedinUrl: "",
    });
    expect(
      writingBriefSchema.safeParse({ targetRole: "x", linkedinUrl: "https://evil.example/in/x" }).success,
    ).toBe(false);
    expect(
      writingBriefSchema.safeParse({ targetRole: "x", linkedinUrl: "https://www.linkedin.com/in/asha-rao/" })
        .success,
    ).toBe(true);
  });
});
