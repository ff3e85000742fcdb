import { describe, expect, it } from "vitest";
import {
  cityPath,
  companyPath,
  findBySlug,
  functionPath,
  industryPath,
  parseBrowseSegment,
  skillCityPath,
  skillPath,
  termSlug,
} from "./browse-paths.ts";

describe("termSlug", () => {
  it("writes skills and cities as lowercase words joined by dashes", () => {
    expect(termSlug("Java")).toBe("java");
    expect(termSlug("Spring Boot")).toBe("spring-boot");
    expect(termSlug("Navi Mumbai")).toBe("navi-mumbai");
    expect(termSlug("UI/UX")).toBe("ui-ux");
    expect(termSlug("Node.js")).toBe("node-js");
  });

  it("keeps C, C++, C# and .NET apart", () => {
    const slugs = ["C", "C++", "C#", ".NET", "ASP.NET"].map(termSlug);
    expect(slugs).toEqual(["c", "c-plus-plus", "c-sharp", "dot-net", "asp-net"]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("browse paths", () => {
  it("follow one scheme", () => {
    expect(skillPath("Java")).toBe("/jobs/java-jobs");
    expect(skillPath("C++")).toBe("/jobs/c-plus-plus-jobs");
    expect(cityPath("Bengaluru")).toBe("/jobs/jobs-in-bengaluru");
    expect(skillCityPath("Java", "Bengaluru")).toBe("/jobs/java-jobs-in-bengaluru");
    expect(companyPath("saranya-softech")).toBe("/jobs/company/saranya-softech");
    expect(industryPath("it-software-software-services")).toBe(
      "/jobs/industry/it-software-software-services",
    );
    expect(functionPath("sales-business-development")).toBe("/jobs/function/sales-business-development");
  });

  it("read back what they write", () => {
    expect(parseBrowseSegment("java-jobs")).toEqual({ skill: "java" });
    expect(parseBrowseSegment("jobs-in-bengaluru")).toEqual({ city: "bengaluru" });
    expect(parseBrowseSegment("java-jobs-in-navi-mumbai")).toEqual({ skill: "java", city: "navi-mumbai" });
    expect(parseBrowseSegment("spring-boot-jobs-in-pune")).toEqual({ skill: "spring-boot", city: "pune" });
    expect(parseBrowseSegment("c-plus-plus-jobs")).toEqual({ skill: "c-plus-plus" });
  });

  it("refuse segments that follow none of the patterns", () => {
    for (const segment of [
      "java",
      "jobs",
      "-jobs",
      "java--jobs",
      "Java-jobs",
      "java_jobs",
      "jobs-in-",
      "java jobs",
    ]) {
      expect(parseBrowseSegment(segment), segment).toBeNull();
    }
  });
});

describe("findBySlug", () => {
  it("finds the term a slug was made from", () => {
    const terms = [{ text: "C" }, { text: "C++" }, { text: "Java" }];
    expect(findBySlug(terms, "c-plus-plus")?.text).toBe("C++");
    expect(findBySlug(terms, "c")?.text).toBe("C");
    expect(findBySlug(terms, "python")).toBeUndefined();
  });
});
