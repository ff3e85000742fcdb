/**
 * The information pages state some of the portal's rules as figures written into their texts. When a
 * rule changes, this fails and names the texts (in all three languages) to rewrite.
 */
import { DAILY_APPLICATION_LIMIT, RECENT_SEARCH_LIMIT } from "@portal/contracts";
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  AD_COOKIE,
  MAX_PROFILES,
  MULTI_APPLY_LIMIT,
  OTP_TTL_MINUTES,
  PENDING_RETURN_SECONDS,
} from "@portal/domain";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en.ts";

describe("the figures the information pages state", () => {
  it("up to five profiles (about, terms, privacy)", () => {
    expect(MAX_PROFILES).toBe(5);
    expect(en["info.about.seekers.profiles"]).toContain("up to five profiles");
  });

  it("several jobs at once and a daily limit (terms)", () => {
    expect(MULTI_APPLY_LIMIT).toEqual({ fresher: 5, experienced: 10 });
    expect(DAILY_APPLICATION_LIMIT).toBe(100);
    expect(en["info.terms.applications.limits"]).toMatch(
      /up to 5 as a fresher, up to 10 .* at most 100 jobs/,
    );
  });

  it("the ten most recent searches per site (privacy)", () => {
    expect(RECENT_SEARCH_LIMIT).toBe(10);
    expect(en["info.privacy.retention.searches"]).toContain("ten most recent searches");
  });

  it("a deleted account's data goes 14 days later (privacy, settings)", () => {
    expect(ACCOUNT_DELETION_GRACE_DAYS).toBe(14);
    expect(en["info.privacy.retention.closing"]).toContain("14 days later");
  });

  it("verification codes for 10 minutes (privacy)", () => {
    expect(OTP_TTL_MINUTES).toBe(10);
    expect(en["info.privacy.retention.security"]).toContain("expire after 10 minutes");
  });

  it("the lifetimes of the banner and registration cookies (privacy)", () => {
    expect(AD_COOKIE.maxAgeDays).toBe(1);
    expect(en["info.privacy.cookies.banner.lifetime"]).toBe("one day.");
    expect(PENDING_RETURN_SECONDS).toBe(2 * 60 * 60);
    expect(en["info.privacy.cookies.registrationReturn.lifetime"]).toBe("two hours.");
  });
});
