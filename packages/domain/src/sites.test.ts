import { describe, expect, it } from "vitest";
import { canonicalPlaceName, placeDisplayName } from "./places.ts";
import {
  BRAND_BY_ID,
  BRANDS,
  COUNTRY_GROUP_CODES,
  DEFAULT_DOMAIN_MAP,
  DEFAULT_LANGUAGE,
  DEFAULT_SITE_ID,
  type DomainMap,
  isRtl,
  isSiteId,
  LANGUAGES,
  localeFor,
  normalizeHostname,
  resolveSite,
  SITE_BY_ID,
  SITES,
  type SiteId,
  siteForCountry,
  siteHostname,
  siteRequestHeaders,
} from "./sites.ts";

// Spec §1 table, plus the default dialling codes of §3 and the currency of each site.
const SPEC_SITES: ReadonlyArray<
  [SiteId, string, number, number, "IN" | "SA" | "SEA", string, string, string, string | null]
> = [
  ["india", "India", 1, 1, "IN", "+91", "91", "INR", "IN"],
  ["gulf", "Gulf", 2, 2, "SA", "+971", "966", "AED", null],
  ["singapore", "Singapore", 4, 6, "SEA", "+65", "65", "SGD", "SG"],
  ["thailand", "Thailand", 4, 8, "SEA", "+66", "66", "THB", "TH"],
  ["philippines", "Philippines", 4, 7, "SEA", "+63", "63", "PHP", "PH"],
  ["vietnam", "Vietnam", 4, 9, "SEA", "+84", "84", "VND", "VN"],
  ["malaysia", "Malaysia", 4, 11, "SEA", "+60", "60", "MYR", "MY"],
  ["indonesia", "Indonesia", 4, 10, "SEA", "+62", "62", "IDR", "ID"],
  ["hongkong", "Hong Kong", 4, 5, "SEA", "+852", "852", "HKD", "HK"],
];

describe("SITES", () => {
  it("lists the nine sites in the order of the spec's table", () => {
    expect(SITES.map((site) => site.id)).toEqual(SPEC_SITES.map(([id]) => id));
  });

  it.each(SPEC_SITES)(
    "%s has the spec's name, channels, group, prefixes, currency and country",
    (id, name, channelId, subChannelId, countryGroup, diallingPrefix, defaultDiallingCode, currency, countryCode) => {
      const site = SITE_BY_ID[id];
      expect(site).toMatchObject({
        id,
        name,
        channelId,
        subChannelId,
        countryGroup,
        diallingPrefix,
        defaultDiallingCode,
        currency,
        countryCode,
      });
    },
  );

  it("pays annual salaries in India and monthly ones elsewhere", () => {
    expect(SITES.filter((site) => site.salaryTerms === "annual").map((site) => site.id)).toEqual(["india"]);
  });

  it("has career articles everywhere except Thailand, Vietnam and Indonesia", () => {
    expect(SITES.filter((site) => !site.hasCareerArticles).map((site) => site.id)).toEqual([
      "thailand",
      "vietnam",
      "indonesia",
    ]);
  });

  it("gives every site a unique sub-channel and site context", () => {
    expect(new Set(SITES.map((site) => site.subChannelId)).size).toBe(9);
    expect(new Set(SITES.map((site) => site.siteContext)).size).toBe(9);
  });

  it("covers the six Gulf countries on the Gulf site and each other country on its own site", () => {
    expect(SITE_BY_ID.gulf.countries).toEqual(["AE", "SA", "QA", "KW", "OM", "BH"]);
    for (const site of SITES.filter((candidate) => candidate.id !== "gulf")) {
      expect(site.countries).toEqual([site.countryCode]);
    }
    expect(siteForCountry("qa")?.id).toBe("gulf");
    expect(siteForCountry("SG")?.id).toBe("singapore");
    expect(siteForCountry("FR")).toBeNull();
  });

  it("uses English locales valid for Intl and example domains for contacts", () => {
    for (const site of SITES) {
      expect(site.defaultLocale).toMatch(/^en-[A-Z]{2}$/);
      expect(Intl.getCanonicalLocales(site.defaultLocale)).toEqual([site.defaultLocale]);
      expect(site.contact.email).toMatch(/@[a-z]+\.example\.com$/);
      for (const link of [site.contact.instagram, site.contact.linkedin, site.contact.facebook]) {
        expect(new URL(link).hostname).toMatch(/\.example\.com$/);
      }
    }
    expect(SITE_BY_ID.india.defaultLocale).toBe("en-IN");
    expect(SITE_BY_ID.gulf.defaultLocale).toBe("en-AE");
    // Spec §3: some contact values are empty.
    expect(SITES.some((site) => site.contact.tollFree === "")).toBe(true);
  });

  it("knows which values are site ids", () => {
    expect(isSiteId("gulf")).toBe(true);
    expect(isSiteId("uae")).toBe(false);
    expect(isSiteId("toString")).toBe(false);
    expect(DEFAULT_SITE_ID).toBe("india");
  });
});

describe("COUNTRY_GROUP_CODES", () => {
  it("maps the sites to IN, SA, SG, TH, PH, VN, MY, ID, HK", () => {
    expect(SITES.map((site) => COUNTRY_GROUP_CODES[site.id])).toEqual([
      "IN",
      "SA",
      "SG",
      "TH",
      "PH",
      "VN",
      "MY",
      "ID",
      "HK",
    ]);
  });
});

describe("languages", () => {
  it("offers English, Hindi and Arabic with English as default", () => {
    expect(LANGUAGES).toEqual(["en", "hi", "ar"]);
    expect(DEFAULT_LANGUAGE).toBe("en");
  });

  it("writes only Arabic right to left", () => {
    expect(LANGUAGES.filter(isRtl)).toEqual(["ar"]);
  });
});

describe("brands and locales", () => {
  it("has JobNest as the main brand and TalentDock as the second", () => {
    expect(BRANDS.map((brand) => brand.name)).toEqual(["JobNest", "TalentDock"]);
    expect(BRAND_BY_ID.talentdock.id).toBe("talentdock");
  });

  it.each([
    ["india", "en", "en-IN"],
    ["india", "hi", "hi-IN"],
    ["gulf", "ar", "ar-AE"],
    ["gulf", "en", "en-AE"],
    ["singapore", "en", "en-SG"],
  ] as const)("%s in %s is %s for the main brand", (siteId, language, locale) => {
    expect(localeFor(SITE_BY_ID[siteId], language)).toBe(locale);
  });

  it("gives the second brand different locale codes that pin Latin digits", () => {
    const locale = localeFor(SITE_BY_ID.gulf, "ar", BRAND_BY_ID.talentdock);
    expect(locale).toBe("ar-AE-u-nu-latn");
    expect(locale).not.toBe(localeFor(SITE_BY_ID.gulf, "ar"));
    expect(new Intl.NumberFormat(locale).format(123)).toBe("123");
  });

  it("produces tags Intl accepts for every site, language and brand", () => {
    for (const site of SITES) {
      for (const language of LANGUAGES) {
        for (const brand of BRANDS) {
          const locale = localeFor(site, language, brand);
          expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
        }
      }
    }
  });
});

describe("resolveSite", () => {
  it.each([
    ["in.localhost", "india", "jobnest"],
    ["gulf.localhost", "gulf", "jobnest"],
    ["sg.localhost", "singapore", "jobnest"],
    ["th.localhost", "thailand", "jobnest"],
    ["ph.localhost", "philippines", "jobnest"],
    ["vn.localhost", "vietnam", "jobnest"],
    ["my.localhost", "malaysia", "jobnest"],
    ["id.localhost", "indonesia", "jobnest"],
    ["hk.localhost", "hongkong", "jobnest"],
    ["localhost", "india", "jobnest"],
    ["127.0.0.1", "india", "jobnest"],
    ["talentdock.localhost", "india", "talentdock"],
    ["gulf.talentdock.localhost", "gulf", "talentdock"],
    ["hk.talentdock.localhost", "hongkong", "talentdock"],
  ] as const)("%s → %s / %s", (host, siteId, brandId) => {
    const { site, brand } = resolveSite(host);
    expect(site.id).toBe(siteId);
    expect(brand.id).toBe(brandId);
  });

  it("ignores port, case, a trailing dot and a leading www.", () => {
    expect(resolveSite("SG.LocalHost:3000").site.id).toBe("singapore");
    expect(resolveSite("th.localhost.").site.id).toBe("thailand");
    expect(resolveSite("www.my.localhost").site.id).toBe("malaysia");
    expect(resolveSite("127.0.0.1:8080").site.id).toBe("india");
  });

  it("falls back to India under the main brand for unknown hosts", () => {
    for (const host of ["", "example.org", "fr.localhost", "[::1]:3000", "toString"]) {
      const { site, brand } = resolveSite(host);
      expect(site.id).toBe("india");
      expect(brand.id).toBe("jobnest");
    }
  });

  it("uses a custom map instead of the default one", () => {
    const map: DomainMap = { "jobs.example.ae": { siteId: "gulf", brandId: "talentdock" } };
    expect(resolveSite("jobs.example.ae", map).site.id).toBe("gulf");
    expect(resolveSite("sg.localhost", map).site.id).toBe("india");
  });

  it("normalises IPv6 hosts without cutting them at their colons", () => {
    expect(normalizeHostname("[::1]:3000")).toBe("[::1]");
    expect(normalizeHostname(" Gulf.Localhost:80 ")).toBe("gulf.localhost");
  });
});

describe("siteHostname", () => {
  it("finds a host for every site and brand that resolves back to them", () => {
    for (const site of SITES) {
      for (const brand of BRANDS) {
        const host = siteHostname(site.id, brand.id);
        expect(host).not.toBeNull();
        const resolved = resolveSite(host ?? "");
        expect([resolved.site.id, resolved.brand.id]).toEqual([site.id, brand.id]);
      }
    }
  });

  it("prefers the first matching entry of the map", () => {
    expect(siteHostname("india")).toBe("in.localhost");
    expect(siteHostname("india", "talentdock")).toBe("talentdock.localhost");
    expect(siteHostname("gulf", "jobnest", { "a.test": { siteId: "india", brandId: "jobnest" } })).toBeNull();
  });

  it("has a map whose every entry names a real site", () => {
    for (const entry of Object.values(DEFAULT_DOMAIN_MAP)) expect(isSiteId(entry.siteId)).toBe(true);
  });
});

describe("siteRequestHeaders", () => {
  it("sends source country, upper-case language code and site context", () => {
    expect(siteRequestHeaders(SITE_BY_ID.gulf, "ar")).toEqual({
      "X-Source-Country": "SA",
      "X-Language-Code": "AR",
      "X-Source-Site-Context": "gulf",
    });
    expect(siteRequestHeaders(SITE_BY_ID.india)["X-Language-Code"]).toBe("EN");
  });
});

describe("each site's example city", () => {
  it("is one of the site's own places, with a Hindi and an Arabic name to show", () => {
    for (const site of SITES) {
      expect(canonicalPlaceName(site.exampleCity), site.id).toBe(site.exampleCity);
      expect(placeDisplayName(site.exampleCity, "hi"), site.id).toMatch(/\p{Script=Devanagari}/u);
      expect(placeDisplayName(site.exampleCity, "ar"), site.id).toMatch(/\p{Script=Arabic}/u);
    }
  });
});
