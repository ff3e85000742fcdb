/**
 * The seekers the integration tests register must pass the mobile rule at any time of day: the unique
 * part comes from the clock, whose last digits are sometimes mostly zeros.
 */
import { isValidMobile } from "@portal/domain";
import { afterEach, expect, it, vi } from "vitest";
import { newSeekerDetails } from "./test-client.ts";

afterEach(() => {
  vi.useRealTimers();
});

it("makes valid, distinct mobile numbers even when the clock's last digits are zeros", () => {
  const seen = new Set<string>();
  for (const now of [1_795_300_000_000, 1_795_300_000_123, 1_795_300_518_899, 1_795_312_345_678]) {
    vi.useFakeTimers({ toFake: ["Date"], now });
    const details = newSeekerDetails();
    expect(
      isValidMobile({ diallingCode: details.diallingCode, number: details.mobile }),
      details.mobile,
    ).toBe(true);
    seen.add(details.mobile);
  }
  expect(seen.size).toBe(4);
});
