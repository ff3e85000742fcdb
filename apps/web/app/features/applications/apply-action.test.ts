import { AppError } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import {
  applyRefusalProblem,
  jobIdsOf,
  MAX_JOBS_ON_APPLY_PAGE,
  successSearch,
} from "./apply-action.server.ts";
import { applyHref } from "./apply-controls.tsx";

describe("the apply page's address", () => {
  it("reads repeated and comma-separated job ids once each, ignoring anything else", () => {
    expect(jobIdsOf(["12", "7,12", " 9 ", "x", "-3", "0", "1.5", null])).toEqual([12, 7, 9]);
    expect(jobIdsOf([Array.from({ length: 80 }, (_, index) => index + 1).join(",")])).toHaveLength(
      MAX_JOBS_ON_APPLY_PAGE,
    );
  });

  it("carries the jobs and the way back, so a guest returns to the same application after login", () => {
    const href = applyHref([4, 5], "/search/results?query=java#job-4");
    const url = new URL(href, "http://portal.test");
    expect(url.pathname).toBe("/seeker/apply");
    expect(url.searchParams.getAll("jobId")).toEqual(["4", "5"]);
    expect(url.searchParams.get("back")).toBe("/search/results?query=java#job-4");
  });
});

describe("what the seeker is told", () => {
  it("groups outcomes for the success page", () => {
    const search = new URLSearchParams(
      successSearch(
        [
          { jobId: 1, outcome: "applied", applicationId: "a" },
          { jobId: 2, outcome: "alreadyApplied", applicationId: "b" },
          { jobId: 3, outcome: "expired", applicationId: null },
          { jobId: 4, outcome: "applied", applicationId: "c" },
          { jobId: 5, outcome: "notFound", applicationId: null },
        ],
        "/jobs/java",
      ),
    );
    expect(Object.fromEntries(search)).toEqual({
      applied: "1,4",
      already: "2",
      closed: "3",
      missing: "5",
      back: "/jobs/java",
    });
  });

  it("words the limit for a fresher and an experienced seeker, and a missing profile in the spec's words", () => {
    // The refusals as the applications service throws them.
    const tooMany = (isFresher: boolean, max: number, selected: number) => {
      const messageKey = isFresher ? "applyLimitFresher" : "applyLimitExperienced";
      return new AppError("UNPROCESSABLE", messageKey, {
        details: [{ field: "jobIds", messageKey, params: { max, selected } }],
      });
    };
    expect(applyRefusalProblem(tooMany(true, 5, 6))).toEqual({
      messageKey: "applications.tooManyFresher",
      params: { max: 5, selected: 6 },
    });
    expect(applyRefusalProblem(tooMany(false, 10, 11))?.messageKey).toBe("applications.tooManyExperienced");
    const selectProfile = new AppError("VALIDATION", "selectProfile", {
      details: [{ field: "profileId", messageKey: "selectProfile" }],
    });
    expect(applyRefusalProblem(selectProfile)).toEqual({
      field: "profileId",
      messageKey: "selectProfile",
    });
  });
});
