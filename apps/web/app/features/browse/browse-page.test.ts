import type { JobSummary } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import {
  type BrowseTarget,
  browseFilters,
  browsePath,
  browseTitle,
  commonSkills,
} from "./browse-page.server.ts";

const targets: BrowseTarget[] = [
  { kind: "skill", skill: "C++" },
  { kind: "city", city: "Navi Mumbai" },
  { kind: "skillCity", skill: "Java", city: "Pune" },
  { kind: "company", company: "Saranya Softech Pvt Ltd", slug: "saranya-softech" },
  { kind: "industry", industry: "Telecom / ISP", slug: "telecom-isp" },
  { kind: "function", name: "Sales / Business Development", slug: "sales-business-development" },
];

describe("browse targets", () => {
  it("each have one address", () => {
    expect(targets.map(browsePath)).toEqual([
      "/jobs/c-plus-plus-jobs",
      "/jobs/jobs-in-navi-mumbai",
      "/jobs/java-jobs-in-pune",
      "/jobs/company/saranya-softech",
      "/jobs/industry/telecom-isp",
      "/jobs/function/sales-business-development",
    ]);
  });

  it("each stand for a search the engine understands", () => {
    expect(targets.map(browseFilters)).toEqual([
      { skills: ["C++"] },
      { locations: ["Navi Mumbai"] },
      { skills: ["Java"], locations: ["Pune"] },
      { companies: ["Saranya Softech Pvt Ltd"] },
      { industries: ["telecom-isp"] },
      { functions: ["sales-business-development"] },
    ]);
  });

  it("each have a title naming what they list", () => {
    expect(browseTitle(targets[2] as BrowseTarget)).toEqual({
      key: "browse.skillCityTitle",
      values: { skill: "Java", city: "Pune" },
    });
    expect(browseTitle(targets[5] as BrowseTarget)).toEqual({
      key: "browse.functionTitle",
      values: { function: "Sales / Business Development" },
    });
  });

  it("name industries and functions in the page's language, and skills, cities and companies as they are", () => {
    expect(browseTitle(targets[4] as BrowseTarget, "ar")).toEqual({
      key: "browse.industryTitle",
      values: { industry: "الاتصالات / مزودو خدمة الإنترنت" },
    });
    expect(browseTitle(targets[5] as BrowseTarget, "hi").values).toEqual({ function: "सेल्स / बिज़नेस डेवलपमेंट" });
    expect(browseTitle(targets[2] as BrowseTarget, "hi").values).toEqual({ skill: "Java", city: "Pune" });
  });
});

describe("commonSkills", () => {
  it("ranks the skills of listed jobs by how many ask for them", () => {
    const job = (skills: string[]) => ({ skills }) as JobSummary;
    expect(commonSkills([job(["Java", "SQL"]), job(["SQL", "Spring"]), job(["SQL", "Java"])])).toEqual([
      "SQL",
      "Java",
      "Spring",
    ]);
    expect(commonSkills([])).toEqual([]);
  });
});
