import type { FacetValue, SearchResponse } from "@portal/contracts";
import { FACET_NAMES, parseSearchParams, type SearchRequest, SITE_BY_ID } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { ar } from "../../i18n/ar.ts";
import { en } from "../../i18n/en.ts";
import { hi } from "../../i18n/hi.ts";
import { createI18n } from "../../i18n/i18n-context.tsx";
import type { MessagePart } from "../../i18n/translate.ts";
import { buildResultsView, filterLabel, resultsHref } from "./results-view.ts";

const i18n = createI18n({ language: "en", locale: "en-IN", messages: en, now: 0 });
const context = {
  t: i18n.t,
  parts: i18n.parts,
  language: "en" as const,
  locale: "en-IN",
  site: SITE_BY_ID.india,
};

function requestOf(query: string): SearchRequest {
  const { request, errors } = parseSearchParams(new URLSearchParams(query), "india");
  expect(errors).toEqual([]);
  return request;
}

function response(overrides: Partial<SearchResponse> = {}): SearchResponse {
  const facets = Object.fromEntries(
    FACET_NAMES.map((name) => [name, [] as FacetValue[]]),
  ) as SearchResponse["facets"];
  return {
    total: 42,
    totalIsCapped: false,
    facetCountsAreEstimates: false,
    page: 1,
    pageSize: 20,
    sort: "relevance",
    jobs: [],
    facets,
    understood: { keywords: "" },
    relaxations: [],
    ...overrides,
  };
}

function facetsWith(values: Partial<SearchResponse["facets"]>): SearchResponse["facets"] {
  return { ...response().facets, ...values };
}

function textOf(parts: MessagePart[] | null): string | null {
  return parts?.map((part) => (typeof part === "string" ? part : part.text)).join("") ?? null;
}

/** A link's search, read back by the same codec the page uses. */
function searchOf(href: string | null) {
  expect(href).not.toBeNull();
  const query = (href ?? "").split("?")[1] ?? "";
  return parseSearchParams(new URLSearchParams(query), "india").request;
}

describe("resultsHref", () => {
  it("writes the codec's URL on the results path, without page 1", () => {
    expect(resultsHref({ query: "java", locations: ["Pune"], page: 1 })).toBe(
      "/search/results?query=java&location=Pune",
    );
    expect(resultsHref({ query: "java", page: 3 })).toBe("/search/results?query=java&page=3");
  });
});

describe("filter links", () => {
  const request = requestOf("query=java&location=Pune&page=3");
  const view = buildResultsView(
    context,
    request,
    response({
      facets: facetsWith({
        location: [
          { value: "Pune", count: 12, selected: true },
          { value: "Mumbai", count: 30, selected: false },
        ],
        jobType: [{ value: "full-time", label: "Full Time", count: 40, selected: false }],
        freshness: [{ value: "7", count: 9, selected: false }],
      }),
    }),
  );
  const group = (name: string) => view.groups.find((candidate) => candidate.name === name);

  it("adds a value to the search, keeps the rest and goes back to page 1", () => {
    const mumbai = group("location")?.options.find((option) => option.label === "Mumbai");
    expect(mumbai).toMatchObject({ count: 30, isSelected: false, isData: true });
    expect(searchOf(mumbai?.href ?? null)).toMatchObject({
      query: "java",
      locations: ["Pune", "Mumbai"],
      page: 1,
    });
  });

  it("removes a selected value", () => {
    const pune = group("location")?.options.find((option) => option.label === "Pune");
    expect(pune?.isSelected).toBe(true);
    const search = searchOf(pune?.href ?? null);
    expect(search.locations).toBeUndefined();
    expect(search.query).toBe("java");
  });

  it("labels values in the page's language", () => {
    expect(group("jobType")?.options[0]?.label).toBe("Full time");
    expect(group("freshness")?.options[0]).toMatchObject({ label: "Last 7 days", count: 9 });
    expect(searchOf(group("freshness")?.options[0]?.href ?? null).jobFreshness).toBe(7);
  });

  it("offers work modes without counts, since the engine does not count them", () => {
    expect(group("workMode")?.options.map((option) => [option.label, option.count])).toEqual([
      ["Work from office", null],
      ["Remote", null],
      ["Hybrid", null],
    ]);
    expect(searchOf(group("workMode")?.options[1]?.href ?? null).workModes).toEqual(["remote"]);
  });

  it("leaves out groups the engine returned nothing for", () => {
    expect(group("company")).toBeUndefined();
  });

  it("links both sort orders, marking the current one", () => {
    expect(view.sortLinks.map((link) => [link.order, link.isCurrent])).toEqual([
      ["relevance", true],
      ["date", false],
    ]);
    expect(searchOf(view.sortLinks[1]?.href ?? null)).toMatchObject({ sort: "date", page: 1, query: "java" });
  });

  it("keeps the search without its page for pagination", () => {
    expect(view.search).toBe("query=java&location=Pune");
  });

  it("passes on whether the counts are estimates", () => {
    expect(view.countsAreEstimates).toBe(false);
    const broad = buildResultsView(context, request, response({ facetCountsAreEstimates: true }));
    expect(broad.countsAreEstimates).toBe(true);
  });
});

describe("industries", () => {
  const industries: FacetValue[] = [
    {
      value: "it-software-software-services",
      label: "IT - Software / Software Services",
      count: 9,
      selected: true,
    },
    { value: "banking-financial-services-broking", label: "Banking", count: 5, selected: true },
    { value: "telecom-isp", label: "Telecom / ISP", count: 3, selected: false },
  ];

  it("cannot have a third one chosen ('Maximum 2 industries.')", () => {
    const request = requestOf(
      "query=java&industries=it-software-software-services&industries=banking-financial-services-broking",
    );
    const group = buildResultsView(
      context,
      request,
      response({ facets: facetsWith({ industry: industries }) }),
    ).groups.find((candidate) => candidate.name === "industry");
    expect(group?.noticeKey).toBe("spec.maxIndustries");
    expect(group?.options.find((option) => option.label === "Telecom / ISP")?.href).toBeNull();
    // The chosen ones can still be removed.
    expect(group?.options[0]?.href).not.toBeNull();
  });

  it("can have a second one chosen", () => {
    const request = requestOf("query=java&industries=it-software-software-services");
    const group = buildResultsView(
      context,
      request,
      response({ facets: facetsWith({ industry: industries }) }),
    ).groups.find((candidate) => candidate.name === "industry");
    const telecom = group?.options.find((option) => option.label === "Telecom / ISP");
    expect(searchOf(telecom?.href ?? null).industries).toEqual([
      "it-software-software-services",
      "telecom-isp",
    ]);
  });
});

describe("applied filters", () => {
  it("shows every filter of the URL as a chip that removes just that filter", () => {
    const request = requestOf(
      "query=java&location=Pune&experience=3&jobFreshness=7&salaryRanges=6-10&skills=Spring&employerTypes=consultancy",
    );
    const view = buildResultsView(context, request, response());
    expect(view.applied.map((chip) => chip.label)).toEqual([
      "3 years of experience",
      "Last 7 days",
      "Pune",
      "Spring",
      "₹ 6 - 10 Lakh",
      "Consultancy",
    ]);
    const experience = searchOf(view.applied[0]?.removeHref ?? null);
    expect(experience.experience).toBeUndefined();
    expect(experience).toMatchObject({ query: "java", locations: ["Pune"], jobFreshness: 7 });
    expect(searchOf(view.clearAllHref)).toEqual(requestOf("query=java"));
  });

  it("has no chips and no 'clear all' for a plain search", () => {
    const view = buildResultsView(context, requestOf("query=java"), response());
    expect(view.applied).toEqual([]);
    expect(view.clearAllHref).toBeNull();
  });
});

describe("labels", () => {
  it("describes salary ranges in the site's money and terms", () => {
    expect(filterLabel(context, "salary", "3-6")).toBe("₹ 3 - 6 Lakh");
    expect(filterLabel(context, "salary", "100+")).toBe("₹ 1 Cr or more");
    const gulf = { ...context, locale: "en-AE", site: SITE_BY_ID.gulf };
    expect(filterLabel(gulf, "salary", "5-8")).toMatch(/^AED\s?5,000\s?–\s?8,000\/month$/);
    expect(filterLabel(context, "experience", "2-5")).toBe("2-5 years");
    expect(filterLabel(context, "experience", "20+")).toBe("20+ years");
    expect(filterLabel(context, "function", "it-software-application-programming")).toBe(
      "IT Software - Application Programming",
    );
  });
});

describe("the taxonomy's filters on a Hindi or Arabic page", () => {
  const hindi = createI18n({ language: "hi", locale: "hi-IN", messages: hi, now: 0 });
  const hindiContext = {
    t: hindi.t,
    parts: hindi.parts,
    language: "hi" as const,
    locale: "hi-IN",
    site: SITE_BY_ID.india,
  };
  const request = requestOf(
    "query=java&functions=it-software-application-programming&industries=Shipbuilding",
  );
  const view = buildResultsView(
    hindiContext,
    request,
    response({
      facets: facetsWith({
        function: [
          {
            value: "it-software-application-programming",
            label: "IT Software - Application Programming",
            count: 12,
            selected: true,
          },
        ],
        role: [{ value: "software-engineer", label: "Software Engineer", count: 7, selected: false }],
        industry: [{ value: "Shipbuilding", count: 2, selected: true }],
      }),
    }),
  );
  const option = (group: string, index = 0) =>
    view.groups.find((candidate) => candidate.name === group)?.options[index];

  it("name functions, roles and industries in the page's language, as words of our own", () => {
    expect(option("function")).toMatchObject({
      label: "आईटी सॉफ़्टवेयर - एप्लिकेशन प्रोग्रामिंग",
      isData: false,
    });
    expect(option("role")).toMatchObject({ label: "सॉफ़्टवेयर इंजीनियर", isData: false });
  });

  it("show a name the taxonomy does not know as it came, in its own direction", () => {
    expect(option("industry")).toMatchObject({ label: "Shipbuilding", isData: true });
    expect(view.applied.find((chip) => chip.label === "Shipbuilding")?.isData).toBe(true);
  });

  it("translate the chips of the chosen values too", () => {
    expect(view.applied.map((chip) => chip.label)).toContain("आईटी सॉफ़्टवेयर - एप्लिकेशन प्रोग्रामिंग");
  });
});

describe("what the engine understood", () => {
  const request = requestOf("query=java jobs in pune for 3 years experience");

  it("says how a sentence was read", () => {
    const view = buildResultsView(
      context,
      request,
      response({ understood: { keywords: "java", location: "Pune", experience: 3 } }),
    );
    expect(textOf(view.understood)).toBe("Showing java jobs in Pune for 3 years of experience");
  });

  it("says nothing when the words were taken as they are", () => {
    const view = buildResultsView(
      context,
      requestOf("query=java"),
      response({ understood: { keywords: "java" } }),
    );
    expect(view.understood).toBeNull();
  });

  it("is translated", () => {
    const arabic = createI18n({ language: "ar", locale: "ar-AE", messages: ar, now: 0 });
    const view = buildResultsView(
      { t: arabic.t, parts: arabic.parts, language: "ar", locale: "ar-AE", site: SITE_BY_ID.gulf },
      request,
      response({ understood: { keywords: "java", location: "Dubai" } }),
    );
    expect(textOf(view.understood)).toBe("عرض وظائف java في Dubai");
    // The search's own words are parts of their own, so the page can isolate their direction.
    expect(view.understood).toContainEqual({ name: "keywords", text: "java" });
  });
});

describe("zero results", () => {
  it("links the corrected spelling and the broader searches with their counts", () => {
    const view = buildResultsView(
      context,
      requestOf("query=jva&location=Pune"),
      response({
        total: 0,
        didYouMean: "java",
        relaxations: [{ reason: "dropLocation", search: "query=jva", total: 7, totalIsCapped: false }],
      }),
    );
    expect(view.didYouMean?.text).toBe("java");
    expect(searchOf(view.didYouMean?.href ?? null)).toMatchObject({ query: "java", locations: ["Pune"] });
    expect(view.relaxations).toEqual([
      { label: "Every location", total: 7, isCapped: false, href: "/search/results?query=jva" },
    ]);
  });
});

describe("cities in the page's language", () => {
  const arabic = createI18n({ language: "ar", locale: "ar-AE", messages: ar, now: 0 });
  const names: Record<string, string> = { Dubai: "دبي", Sharjah: "الشارقة" };
  const placeName = (name: string) => names[name] ?? name;
  const arabicContext = {
    t: arabic.t,
    parts: arabic.parts,
    language: "ar" as const,
    locale: "ar-AE",
    site: SITE_BY_ID.gulf,
    placeName,
  };

  it("names the location filter, chips and the reading of a sentence, keeping the cities' own names in links", () => {
    const view = buildResultsView(
      arabicContext,
      requestOf("query=accountant&location=Dubai"),
      response({
        facets: facetsWith({
          location: [
            { value: "Dubai", count: 9, selected: true },
            { value: "Sharjah", count: 4, selected: false },
          ],
        }),
        understood: { keywords: "accountant", location: "Dubai" },
      }),
    );
    const location = view.groups.find((group) => group.name === "location");
    expect(location?.options.map((option) => option.label)).toEqual(["دبي", "الشارقة"]);
    expect(searchOf(location?.options[1]?.href ?? null).locations).toEqual(["Dubai", "Sharjah"]);
    expect(view.applied.map((chip) => chip.label)).toContain("دبي");
    expect(textOf(view.understood)).toBe("عرض وظائف accountant في دبي");
  });
});
