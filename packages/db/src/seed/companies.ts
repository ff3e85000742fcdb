/**
 * Invented employers. Names are assembled from common words of each region plus a sector word and
 * the local legal form ("Pvt Ltd", "LLC", "Pte Ltd", "Sdn Bhd", "PT …"), so they read as plausible
 * without being any real company's name or trademark.
 */
import { SITES, type SiteId, slugify } from "@portal/domain";
import type { EmployerType } from "../schema.ts";
import type { Catalogue } from "./catalogue.ts";
import { perSite, SITE_SHARES } from "./catalogue.ts";
import { chance, pick, pickSome, type Random, randomFor, WeightedTable, weightedPick } from "./random.ts";

export interface SeedCompany {
  id: number;
  slug: string;
  name: string;
  industryName: string;
  employerType: EmployerType;
  siteId: SiteId;
}

export const COMPANY_STREAM = 1;
/** About 2,000 employers per 50,000 jobs. */
export const JOBS_PER_COMPANY = 25;
const MIN_COMPANIES = 20;
const CONSULTANCY_SHARE = 0.15;
export const RECRUITMENT_INDUSTRY = "Recruitment / Staffing / Employment Firms";

export function companyCountFor(jobs: number): number {
  return Math.max(MIN_COMPANIES, Math.round(jobs / JOBS_PER_COMPANY));
}

const INDIAN_FIRST = [
  "Neel",
  "Surya",
  "Vasu",
  "Tara",
  "Megh",
  "Kiran",
  "Amrit",
  "Dhruv",
  "Indra",
  "Shakti",
  "Prana",
  "Veda",
  "Yash",
  "Rudra",
  "Kaveri",
  "Narmada",
  "Vindhya",
  "Himadri",
  "Aravali",
  "Sindhu",
  "Tapti",
  "Anant",
  "Akshar",
  "Shubh",
  "Sarvam",
  "Navya",
  "Ojas",
  "Param",
  "Rishi",
  "Sanjeevani",
  "Trishul",
  "Ujjwal",
  "Vihaan",
  "Aadya",
  "Bhavya",
];
const INDIAN_SECOND = [
  "setu",
  "dhara",
  "jyoti",
  "kiran",
  "vani",
  "mitra",
  "nidhi",
  "path",
  "deep",
  "shree",
  "kala",
  "vista",
  "tara",
  "gram",
  "veda",
  "sutra",
  "yantra",
  "loka",
  "tej",
  "prabha",
];
const ENGLISH_WORDS = [
  "Nimbus",
  "Banyan",
  "Peacock",
  "Monsoon",
  "Saffron",
  "Tamarind",
  "Coral",
  "Orchid",
  "Cedar",
  "Zenith",
  "Crescent",
  "Pinnacle",
  "Keystone",
  "Bluewater",
  "Silverline",
  "Greenfield",
  "Brightpath",
  "Northstar",
  "Evergreen",
  "Summit",
  "Harbourview",
  "Lighthouse",
  "Meridian",
  "Trident",
  "Horizon",
  "Falconcrest",
  "Redwood",
  "Sandstone",
  "Ironbridge",
  "Clearsky",
];
const ARABIC_WORDS = [
  "Sahra",
  "Waha",
  "Bayan",
  "Rimal",
  "Marjan",
  "Sidra",
  "Rawabi",
  "Dana",
  "Layan",
  "Yasmeen",
  "Nujoom",
  "Qamar",
  "Shams",
  "Bahr",
  "Saqr",
  "Fajr",
  "Murooj",
  "Tilal",
  "Ghaf",
  "Nakhla",
  "Sadaf",
  "Masa",
  "Safa",
  "Wadi",
  "Barq",
  "Hadaf",
  "Jood",
  "Areej",
  "Mada",
  "Wafra",
];
const MALAY_WORDS = [
  "Tanjong",
  "Bukit",
  "Selat",
  "Kenari",
  "Cempaka",
  "Melati",
  "Rimba",
  "Sinar",
  "Cahaya",
  "Mutiara",
  "Gunung",
  "Teratai",
  "Seri",
  "Indah",
  "Permata",
  "Kencana",
  "Delima",
  "Bayu",
  "Suria",
  "Lestari",
];
const INDONESIAN_WORDS = [
  "Nusantara",
  "Samudra",
  "Rajawali",
  "Karya",
  "Abadi",
  "Sejahtera",
  "Makmur",
  "Lestari",
  "Jaya",
  "Mitra",
  "Sentosa",
  "Persada",
  "Cipta",
  "Buana",
  "Utama",
  "Prima",
  "Sakti",
  "Gemilang",
  "Harapan",
  "Bersama",
];
const THAI_WORDS = [
  "Chao Phraya",
  "Lanna",
  "Siam Orchid",
  "Ratchada",
  "Suvarna",
  "Nakhon",
  "Chaiya",
  "Pattana",
  "Rungroj",
  "Somboon",
  "Charoen",
  "Thavorn",
  "Mongkol",
  "Sukjai",
  "Wattana",
];
const FILIPINO_WORDS = [
  "Luzon",
  "Visayas",
  "Bayani",
  "Tala",
  "Mabuhay",
  "Dalisay",
  "Liwayway",
  "Bituin",
  "Malaya",
  "Sampaguita",
  "Tanglaw",
  "Alon",
  "Bagwis",
  "Hiraya",
  "Ligaya",
];
const VIETNAMESE_WORDS = [
  "Sao Mai",
  "Song Hong",
  "Truong Son",
  "Lac Viet",
  "Phu Quy",
  "Minh Khang",
  "Thanh Cong",
  "Binh Minh",
  "Hung Phat",
  "Tan Tien",
  "Dai Viet",
  "Hoang Long",
  "Nam Phong",
  "Viet Tien",
  "Kim Long",
];
const HONG_KONG_WORDS = [
  "Harbour",
  "Jade",
  "Victoria Peak",
  "Golden Bay",
  "Kowloon Star",
  "Pearl River",
  "Lion Rock",
  "Tai Ping",
  "Wing Fung",
  "Hang Lung Bay",
  "Fortune Gate",
  "Sun Wah",
  "Evergreen Bay",
  "Crystal Tide",
  "Dragon Gate",
];

/** Sector words by a keyword of the industry name; the first matching keyword wins. */
const SECTOR_WORDS: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    /Recruitment|Staffing/,
    [
      "HR Consultants",
      "Placement Services",
      "Manpower Services",
      "Staffing Solutions",
      "Talent Partners",
      "Career Consultants",
    ],
  ],
  [
    /Software|Internet|E-commerce/,
    ["Infotech", "Technologies", "Softlabs", "Systems", "Digital", "Software Solutions", "Labs"],
  ],
  [/Hardware|Networking|Telecom/, ["Networks", "Telecom", "Connect", "Infosystems"]],
  [/BPO|Call Centre/, ["Business Services", "Global Services", "Contact Solutions", "Outsourcing"]],
  [/KPO|Analytics|Market Research/, ["Analytics", "Insights", "Research"]],
  [
    /Construction|Cement|Infrastructure/,
    ["Constructions", "Infra Projects", "Builders", "Engineering Contracting"],
  ],
  [/Real Estate/, ["Realty", "Properties", "Developers", "Estates"]],
  [/Healthcare|Hospital/, ["Hospitals", "Healthcare", "Medical Centre", "Clinics"]],
  [/Pharma|Biotech/, ["Pharma", "Lifesciences", "Biotech", "Laboratories"]],
  [/Medical Devices/, ["Medical Systems", "Meditech", "Surgicals"]],
  [/FMCG|Personal Care/, ["Consumer Products", "Foods", "Home Care"]],
  [/Food|Beverages/, ["Foods", "Agro Foods", "Beverages"]],
  [/Banking|Financial|Broking/, ["Finance", "Capital", "Financial Services", "Credit"]],
  [/Insurance/, ["Insurance", "Assurance"]],
  [/Accounting/, ["Associates", "Advisors", "& Co. Chartered Accountants"]],
  [/Retail|Wholesale/, ["Retail", "Mart", "Stores", "Trading"]],
  [/Hotels|Hospitality/, ["Hotels & Resorts", "Hospitality", "Restaurants"]],
  [/Travel|Tourism/, ["Travels", "Holidays", "Tours"]],
  [/Aviation|Aerospace/, ["Aviation", "Aero Services", "Airways Services"]],
  [/Education|Training/, ["Academy", "International School", "Learning", "Institute"]],
  [/Logistics|Courier|Freight|Shipping/, ["Logistics", "Freight", "Cargo Movers", "Supply Chain"]],
  [/Automobile/, ["Motors", "Auto Components", "Automotive"]],
  [/Machinery|Industrial|Metals|Steel/, ["Engineering", "Industries", "Steel", "Machines"]],
  [/Electronics|Semiconductors|Electricals/, ["Electronics", "Electricals", "Semiconductors"]],
  [/Oil|Gas|Petroleum|Energy|Power|Mining/, ["Energy", "Petroleum Services", "Power", "Resources"]],
  [/Chemicals|Fertilizers/, ["Chemicals", "Agrochem", "Polymers"]],
  [/Textiles|Garments|Apparel|Fashion|Leather/, ["Textiles", "Apparels", "Fashions", "Exports"]],
  [/Advertising|Media|Film|Animation|Publishing/, ["Media", "Communications", "Studios", "Creative"]],
  [/Consulting/, ["Consulting", "Advisory", "Partners"]],
  [/Legal/, ["Legal", "& Associates, Advocates", "Law Chambers"]],
  [/Facility|Security/, ["Facility Services", "Security Services", "Property Care"]],
  [/Architecture|Interior/, ["Architects", "Design Studio", "Interiors"]],
  [/Sports|Fitness|Wellness/, ["Wellness", "Fitness", "Spa"]],
];
const GENERIC_SECTOR_WORDS = ["Industries", "Enterprises", "Group", "Ventures", "Corporation"];

const GULF_COUNTRIES: readonly (readonly [string, number])[] = [
  ["AE", 55],
  ["SA", 25],
  ["QA", 8],
  ["KW", 5],
  ["OM", 4],
  ["BH", 3],
];

function legalForm(random: Random, siteId: SiteId): { prefix: string; suffix: string } {
  switch (siteId) {
    case "india":
      return {
        prefix: "",
        suffix: weightedPick(random, [
          [" Pvt Ltd", 70],
          [" Ltd", 15],
          [" LLP", 5],
          ["", 10],
        ]),
      };
    case "gulf": {
      const country = weightedPick(random, GULF_COUNTRIES);
      const suffix: Record<string, string> = {
        AE: " LLC",
        SA: " Co.",
        QA: " W.L.L.",
        KW: " W.L.L.",
        OM: " LLC",
        BH: " W.L.L.",
      };
      return { prefix: "", suffix: suffix[country] ?? " LLC" };
    }
    case "singapore":
      return { prefix: "", suffix: " Pte Ltd" };
    case "malaysia":
      return { prefix: "", suffix: " Sdn Bhd" };
    case "indonesia":
      return { prefix: "PT ", suffix: "" };
    case "thailand":
      return { prefix: "", suffix: " Co., Ltd." };
    case "philippines":
      return { prefix: "", suffix: pick(random, [" Inc.", " Corporation"]) };
    case "vietnam":
      return { prefix: "", suffix: pick(random, [" JSC", " Co., Ltd"]) };
    case "hongkong":
      return { prefix: "", suffix: pick(random, [" Limited", " Ltd"]) };
  }
}

function brandWord(random: Random, siteId: SiteId): string {
  switch (siteId) {
    case "india":
      return chance(random, 0.65)
        ? `${pick(random, INDIAN_FIRST)}${pick(random, INDIAN_SECOND)}`
        : pick(random, ENGLISH_WORDS);
    case "gulf":
      return chance(random, 0.7) ? `Al ${pick(random, ARABIC_WORDS)}` : pick(random, ENGLISH_WORDS);
    case "malaysia":
      return chance(random, 0.6) ? twoWords(random, MALAY_WORDS) : pick(random, ENGLISH_WORDS);
    case "indonesia":
      return twoWords(random, INDONESIAN_WORDS);
    case "thailand":
      return chance(random, 0.7) ? pick(random, THAI_WORDS) : pick(random, ENGLISH_WORDS);
    case "philippines":
      return chance(random, 0.6) ? pick(random, FILIPINO_WORDS) : pick(random, ENGLISH_WORDS);
    case "vietnam":
      return chance(random, 0.7) ? pick(random, VIETNAMESE_WORDS) : pick(random, ENGLISH_WORDS);
    case "hongkong":
      return chance(random, 0.6) ? pick(random, HONG_KONG_WORDS) : pick(random, ENGLISH_WORDS);
    case "singapore":
      return chance(random, 0.3)
        ? `${pick(random, MALAY_WORDS)} ${pick(random, ENGLISH_WORDS)}`
        : pick(random, ENGLISH_WORDS);
  }
}

function twoWords(random: Random, words: readonly string[]): string {
  return pickSome(random, words, 2).join(" ");
}

export function sectorWords(industryName: string): readonly string[] {
  return SECTOR_WORDS.find(([pattern]) => pattern.test(industryName))?.[1] ?? GENERIC_SECTOR_WORDS;
}

/**
 * Industries employers belong to, per site: the industries of the kinds of job advertised there,
 * in proportion to how many such jobs there are, the typical industry first.
 */
function industryTables(catalogue: Catalogue): Record<SiteId, WeightedTable<string>> {
  return perSite((siteId) => {
    const weights = new Map<string, number>();
    for (const [archetype, weight] of catalogue.archetypeWeights[siteId]) {
      archetype.industries.forEach((industry, rank) => {
        weights.set(industry, (weights.get(industry) ?? 0) + weight / (rank + 1));
      });
    }
    return new WeightedTable([...weights.entries()]);
  });
}

/** Generated employers get ids after the fixed ones; the same seed always yields the same list. */
export function generateCompanies(
  count: number,
  seed: number,
  catalogue: Catalogue,
  reserved: readonly SeedCompany[],
): SeedCompany[] {
  const siteTable = new WeightedTable(SITES.map((site) => [site.id, SITE_SHARES[site.id]] as const));
  const industries = industryTables(catalogue);
  const takenSlugs = new Set(reserved.map((company) => company.slug));
  const companies: SeedCompany[] = [];
  for (let index = 0; index < count; index++) {
    const random = randomFor(seed, COMPANY_STREAM, index);
    // Every site gets a couple of employers even in the smallest data sets.
    const siteId =
      index < 2 * SITES.length
        ? (SITES[index % SITES.length] as (typeof SITES)[number]).id
        : siteTable.draw(random);
    const industryName = chance(random, CONSULTANCY_SHARE)
      ? RECRUITMENT_INDUSTRY
      : industries[siteId].draw(random);
    // Staffing firms are what portals call consultancies, whichever way they were drawn.
    const isConsultancy = industryName === RECRUITMENT_INDUSTRY;
    let name = "";
    let slug = "";
    for (let attempt = 0; attempt < 20 && (slug === "" || takenSlugs.has(slug)); attempt++) {
      const { prefix, suffix } = legalForm(random, siteId);
      name = `${prefix}${brandWord(random, siteId)} ${pick(random, sectorWords(industryName))}${suffix}`;
      slug = slugify(name);
    }
    if (takenSlugs.has(slug)) {
      // Vanishingly rare at the sizes we seed, but uniqueness is a database constraint.
      name = `${name} (${index + 1})`;
      slug = slugify(name);
    }
    takenSlugs.add(slug);
    companies.push({
      id: reserved.length + index + 1,
      slug,
      name,
      industryName,
      employerType: isConsultancy ? "consultancy" : "company",
      siteId,
    });
  }
  return companies;
}
