/**
 * Searching in the sites' own languages over HTTP: cities typed in Hindi or Arabic (or by another
 * English name) find what their GeoNames name finds, titles, skills and the taxonomy's names typed in
 * Hindi or Arabic what their English words find, in search, autosuggest and the voice calls.
 */
import type { SearchResponse } from "@portal/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { refreshSearchIndex } from "./refresh.ts";

const testApp = useTestApp();

beforeAll(async () => {
  await refreshSearchIndex(testApp.pool);
});

const HOSTS = { india: "in.localhost", gulf: "gulf.localhost" } as const;

async function get<T>(site: keyof typeof HOSTS, path: string): Promise<T> {
  const reply = await testApp.app.inject({ url: encodeURI(path), headers: { host: HOSTS[site] } });
  expect(reply.statusCode, path).toBe(200);
  return reply.json().data as T;
}

function search(site: keyof typeof HOSTS, query: string): Promise<SearchResponse> {
  return get<SearchResponse>(site, `/api/jobs/search?${query}`);
}

/** What two searches found, to compare: the total, the first page and the location facet. */
function found(result: SearchResponse) {
  return {
    total: result.total,
    ids: result.jobs.map((job) => job.id),
    cities: result.facets.location.map((value) => [value.value, value.count, value.selected]),
  };
}

describe("cities by their names in Hindi, Arabic and other English", () => {
  it("location=دبي on the Gulf site finds the jobs of location=Dubai", async () => {
    const english = await search("gulf", "location=Dubai");
    expect(english.total).toBeGreaterThan(0);
    for (const spelling of ["دبي", "دبى", "دُبَي", "दुबई"]) {
      const other = await search("gulf", `location=${spelling}`);
      expect(found(other), spelling).toEqual(found(english));
      expect(other.understood.location, spelling).toBeUndefined();
    }
  });

  it("location=बेंगलुरु on the India site finds the jobs of location=Bengaluru", async () => {
    const english = await search("india", "location=Bengaluru&query=developer");
    expect(english.total).toBeGreaterThan(0);
    for (const spelling of ["बेंगलुरु", "बैंगलोर", "بنغالور", "Bangalore", "BENGALURU"]) {
      expect(found(await search("india", `location=${spelling}&query=developer`)), spelling).toEqual(
        found(english),
      );
    }
    for (const job of english.jobs) expect(job.locations).toContain("Bengaluru");
  });

  it("reads a city named in a Hindi or Arabic sentence", async () => {
    const arabic = await search("gulf", "query=وظائف محاسب في دبي");
    expect(arabic.understood).toMatchObject({ keywords: "accountant", location: "Dubai" });
    expect(found(arabic)).toEqual(found(await search("gulf", "query=accountant&location=Dubai")));
    const hindi = await search("india", "query=मुंबई में सेल्स की नौकरी");
    expect(hindi.understood).toMatchObject({ keywords: "sales", location: "Mumbai" });
  });

  it("offers the nearest city for a misspelt other name", async () => {
    const result = await search("india", "query=developer&location=bangalor");
    expect(result.understood.location).toBe("Bengaluru");
    for (const job of result.jobs) expect(job.locations).toContain("Bengaluru");
  });
});

describe("titles and skills in Hindi and Arabic", () => {
  const cases: [keyof typeof HOSTS, string, string][] = [
    ["india", "محاسب", "accountant"],
    ["india", "लेखाकार", "accountant"],
    ["india", "सॉफ्टवेयर इंजीनियर", "software engineer"],
    ["india", "مهندس برمجيات", "software engineer"],
    ["gulf", "مبيعات", "sales"],
    ["india", "ड्राइवर", "driver"],
  ];
  for (const [site, written, english] of cases) {
    it(`query=${written} finds what query=${english} finds`, async () => {
      const translated = await search(site, `query=${written}`);
      const plain = await search(site, `query=${english}`);
      expect(plain.total).toBeGreaterThan(0);
      expect(found(translated)).toEqual(found(plain));
      expect(translated.understood.keywords).toBe(english);
    });
  }

  // The names of functions, roles and industries the filters and job pages show, whole or a part.
  const taxonomyCases: [keyof typeof HOSTS, string, string][] = [
    ["india", "बीमा", "insurance"],
    ["gulf", "التأمين", "insurance"],
    ["india", "आईटी सॉफ़्टवेयर - एप्लिकेशन प्रोग्रामिंग", "it software application programming"],
  ];
  for (const [site, written, english] of taxonomyCases) {
    it(`query=${written}, a taxonomy name, finds what query=${english} finds`, async () => {
      const translated = await search(site, `query=${written}`);
      const plain = await search(site, `query=${english}`);
      expect(plain.total).toBeGreaterThan(0);
      expect(found(translated)).toEqual(found(plain));
    });
  }

  it("keeps an excluded Arabic word excluded, in English too", async () => {
    const result = await search("gulf", "query=manager -مبيعات");
    expect(result.total).toBeGreaterThan(0);
    for (const job of result.jobs) expect(`${job.title} ${job.skills.join(" ")}`).not.toMatch(/sales/i);
  });
});

describe("autosuggest and popular cities", () => {
  type Suggestions = { text: string; kind: string }[];

  it("suggests a city from the first letters of its Arabic or Hindi name, in that language", async () => {
    expect(
      await get<Suggestions>("india", "/api/search/suggestions?prefix=بنغ&kinds=location"),
    ).toContainEqual({
      text: "بنغالور",
      kind: "location",
    });
    expect(await get<Suggestions>("gulf", "/api/search/suggestions?prefix=दुब&kinds=location")).toContainEqual(
      {
        text: "दुबई",
        kind: "location",
      },
    );
    expect(await get<Suggestions>("gulf", "/api/search/suggestions?prefix=دب&kinds=location")).toContainEqual(
      {
        text: "دبي",
        kind: "location",
      },
    );
    expect(await get<Suggestions>("india", "/api/search/suggestions?prefix=बें&kinds=location")).toContainEqual(
      {
        text: "बेंगलुरु",
        kind: "location",
      },
    );
  });

  it("suggests Hindi and Arabic titles where the site has the English ones", async () => {
    expect(await get<Suggestions>("india", "/api/search/suggestions?prefix=محا")).toContainEqual({
      text: "محاسب",
      kind: "title",
    });
    expect(await get<Suggestions>("india", "/api/search/suggestions?prefix=लेखा")).toContainEqual({
      text: "लेखाकार",
      kind: "title",
    });
  });

  it("lists each popular city once, by the name its jobs use", async () => {
    for (const site of ["india", "gulf"] as const) {
      const cities = await get<{ text: string; value: string }[]>(
        site,
        "/api/search/popular-cities?limit=100",
      );
      const names = cities.map((city) => city.text);
      expect(new Set(names).size, site).toBe(names.length);
      expect(names, site).not.toContain("Bangalore");
      expect(names, site).not.toContain("Makati");
      for (const city of cities) expect(city.value).toBe(city.text);
    }
    const browse = await get<{ text: string }[]>("india", "/api/search/browse?kind=location&limit=100");
    expect(new Set(browse.map((city) => city.text)).size).toBe(browse.length);
  });
});

describe("voice calls", () => {
  it("read a spoken Hindi or Arabic sentence into a search with the city's own name", async () => {
    expect(
      await get<{ search: string }>("gulf", "/api/search/voice-semantic?text=दुबई में ड्राइवर की नौकरी"),
    ).toMatchObject({ keywords: "driver", location: "Dubai", search: "query=driver&location=Dubai" });
    const spoken = await get<SearchResponse & { search: string }>(
      "india",
      "/api/search/speech-result?text=محاسب في بنغالور",
    );
    expect(spoken.search).toBe("query=accountant&location=Bengaluru");
    for (const job of spoken.jobs) expect(job.locations).toContain("Bengaluru");
  });
});
