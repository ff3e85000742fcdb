import { CAREER_SERVICE_TILES } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { careerServicesEn } from "./en.ts";

describe("the career service tiles", () => {
  it("are the spec's four, in its order, with its titles, tags and texts word for word (§3)", () => {
    const texts = careerServicesEn as Record<string, string>;
    expect(
      CAREER_SERVICE_TILES.map(({ serviceId, tag }) => ({
        title: texts[`careerServices.service.${serviceId}.title`],
        tag: tag === null ? null : texts[`careerServices.tag.${tag}`],
        content: texts[`careerServices.service.${serviceId}.tileText`],
      })),
    ).toEqual([
      { title: "Featured Profile", tag: null, content: "Better your chances of getting shortlisted" },
      { title: "Resume Writing", tag: null, content: "Professionally written resume + cover letter" },
      {
        title: "Career Booster",
        tag: "RECOMMENDED",
        content: "Get the power of two in one and speed up your job search",
      },
      {
        title: "Profile Highlighter",
        tag: "BEST SELLER",
        content: "Grab the attention of employers, get an eye-catching resume",
      },
    ]);
  });
});
