/**
 * node packages/domain/tools/import-arabic-place-names.ts
 *
 * Writes src/places/arabic-place-names.ts from the shared reference data (../shared/data beside the
 * repository, or $PORTAL_SHARED_DATA): the Arabic city names of geo/world-cities-ar.csv
 * (jamsshhayd/world-cities-translations, derived from Wikidata, CC BY 4.0) matched to the cities of
 * geo/cities.csv (GeoNames, CC BY 4.0) by country and English name.
 *
 * The file's names were reviewed one by one. Kept as they are, except that the word for the
 * administrative area around a city ("منطقة", "محافظة", "ولاية", "مقاطعة", "ضاحية", "مديرية", "مجلس"),
 * a country after a comma ("كولون، هونغ كونغ") and vowel marks are taken off. Names that are wrong
 * for the city (a club, a college, a sea, a word translated instead of a name) are left out here;
 * the right ones are in written-place-names.ts.
 *
 * It also checks written-place-names.ts against geo/cities.csv: every city it names must be one of
 * the sites' cities, and no other name may be another city's own name.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  HINDI_PLACE_NAMES,
  OTHER_ENGLISH_PLACE_NAMES,
  WRITTEN_ARABIC_PLACE_NAMES,
} from "../src/places/written-place-names.ts";

const packageRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sharedData = process.env.PORTAL_SHARED_DATA
  ? path.resolve(process.env.PORTAL_SHARED_DATA)
  : path.join(packageRoot, "..", "..", "..", "shared", "data");
const output = path.join(packageRoot, "src", "places", "arabic-place-names.ts");

const COUNTRY_CODES: Readonly<Record<string, string>> = {
  "United Arab Emirates": "AE",
  "Saudi Arabia": "SA",
  Qatar: "QA",
  Kuwait: "KW",
  Oman: "OM",
  Bahrain: "BH",
  India: "IN",
  Indonesia: "ID",
  Malaysia: "MY",
  Philippines: "PH",
  Thailand: "TH",
  Vietnam: "VN",
  Singapore: "SG",
  "Hong Kong S.A.R.": "HK",
};

/** The file's English spelling → GeoNames' spelling, where the two differ by more than "Al" or "City". */
const SPELLINGS: Readonly<Record<string, string>> = {
  "IN:Bangalore": "Bengaluru",
  "IN:Nasik": "Nashik",
  "IN:Trichinopoly": "Tiruchirappalli",
  "IN:Shiliguri": "Siliguri",
  "IN:Kochi": "Cochin",
  "IN:Prayagraj": "Allahabad",
  "IN:Pimpri-Chinchwad": "Pimpri",
  "MY:Melaka": "Malacca",
  "SA:Khamis Mushayt": "Khamis Mushait",
  "SA:Jazan": "Jizan",
  "SA:Turayf": "Turaif",
  "SA:Al Khubar": "Khobar",
  "TH:Phatthaya": "Pattaya",
  "AE:Ra's al Khaymah": "Ras Al Khaimah City",
  "AE:Al Fujayrah": "Al Fujairah City",
  "AE:Umm al Qaywayn": "Umm Al Quwain City",
  "VN:Quy Nhon": "Qui Nhon",
  "HK:Hong Kong S.A.R.": "Hong Kong",
};

/** Names of the file that do not name the city, by the file's English name; why in each comment. */
const REJECTED: ReadonlySet<string> = new Set([
  "SA:Medina", // "ميدينا", an English spelling in Arabic letters; the city is المدينة المنورة
  "SA:Buraydah", // "ضليع رشيد", another place
  "SA:Hafr al Batin", // "the technical college in Hafr al-Batin"
  "SA:Tabuk", // "تابوك"; the city is written تبوك
  "SA:Al Khubar", // "الخوبار"; the city is written الخبر
  "SA:Qara", // "كارقندا", Karaganda in Kazakhstan
  "SA:Ad Dir`iyah", // "الدرعية إي بريكس", not the town's name
  "QA:Al Wakrah", // "نادي الوكرة", the football club
  "QA:Al Khawr", // "الخور والدخيرة", the municipality of two towns
  "AE:Al Jazirah al Hamra'", // "نادي الجزيرة الحمراء", the club
  "OM:Bahla'", // "قلعة بهلاء", the fort
  "OM:Matrah", // "مطرة"; the town is مطرح
  "IN:Ghaziabad", // "منطقة غازي", cut short
  "IN:Jaipur", // "جيبور"; جايبور is the usual spelling (both are written in written-place-names.ts)
  "ID:Tanjungpinang", // "تانجونغ", cut short
  "ID:Beji", // "ينبوع" ("spring"), a translation of the word
  "ID:Banjar", // "البنجرية", not the town's name
  "MY:George Town", // "جورج تاون، جزر كايمان", George Town in the Cayman Islands
  "MY:Miri", // "مريم" (Maryam)
  "MY:Cukai", // "ضريبة" ("tax"), a translation of the word
  "PH:Mexico", // "المكسيك", the country
  "PH:Valencia", // "بلنسية", Valencia in Spain
  "PH:Tondo", // "توندو(فن)"
  "TH:Surin", // "سورينام", Suriname
  "TH:Phetchaburi", // "محافظة براتشينبوري", Prachinburi province
  "VN:Dong Ha", // "بحر الصين الشرقي", the East China Sea
]);

const AREA_WORDS = /^(?:منطقة|محافظة|ولاية|مقاطعة|ضاحية|مديرية|مجلس)\s+/;
const VOWEL_MARKS = /[\u064b-\u065f\u0670]/g;

function plainPlaceName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[‘’ʻʼ`]/g, "'")
    .trim();
}

/** English names compared without "Al", "City", apostrophes and hyphens. */
function englishKey(name: string): string {
  return plainPlaceName(name)
    .toLowerCase()
    .replace(/[đð]/g, "d")
    .replace(/'/g, "")
    .replace(/[-–]/g, " ")
    .replace(/\b(?:al|ar|as|ad|at|an|az|ash|adh)\s+/g, "")
    .replace(/^city of\s+/, "")
    .replace(/\s+city$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

function arabicName(written: string): string {
  return (
    written
      .split("،")[0]
      ?.replace(VOWEL_MARKS, "")
      .replace(AREA_WORDS, "")
      .replace(/\s*[–-]\s*/g, "-")
      .trim() ?? ""
  );
}

function csvRows(file: string): string[][] {
  return readFileSync(path.join(sharedData, "geo", file), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.replace(/\r$/, "").split(","));
}

const cityByKey = new Map<string, string>();
const siteCities = new Set<string>();
const cityByLowercaseName = new Map<string, string>();
for (const [, name = "", country = ""] of csvRows("cities.csv")) {
  const plain = plainPlaceName(name);
  const key = `${country}:${englishKey(plain)}`;
  if (!cityByKey.has(key)) cityByKey.set(key, plain);
  siteCities.add(`${country}:${plain}`);
  cityByLowercaseName.set(plain.toLowerCase(), plain);
}

const problems: string[] = [];
for (const block of [OTHER_ENGLISH_PLACE_NAMES, HINDI_PLACE_NAMES, WRITTEN_ARABIC_PLACE_NAMES]) {
  let country = "";
  for (const line of block.split("\n")) {
    if (/^[A-Z]{2}$/.test(line)) country = line;
    const colon = line.indexOf(": ");
    if (colon <= 0) continue;
    const name = line.slice(0, colon);
    if (!siteCities.has(`${country}:${name}`)) problems.push(`${country}:${name} is not a city of the sites`);
    for (const other of line.slice(colon + 2).split(", ")) {
      const city = cityByLowercaseName.get(other.toLowerCase());
      if (city && city !== name) problems.push(`${name}'s other name ${other} is a city's own name`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}

const namesByCity = new Map<string, string[]>();
const countryOf = new Map<string, string>();
const unmatched: string[] = [];
for (const [, countryName = "", written = "", english = ""] of csvRows("world-cities-ar.csv")) {
  const country = COUNTRY_CODES[countryName];
  if (!country) throw new Error(`unknown country ${countryName}`);
  if (REJECTED.has(`${country}:${english}`)) continue;
  const spelled = SPELLINGS[`${country}:${english}`] ?? english;
  const city = cityByKey.get(`${country}:${englishKey(spelled)}`);
  if (!city) {
    unmatched.push(`${country}:${english}`);
    continue;
  }
  const name = arabicName(written);
  const names = namesByCity.get(city) ?? [];
  if (name && !names.includes(name)) names.push(name);
  namesByCity.set(city, names);
  countryOf.set(city, country);
}

const byCountry = new Map<string, string[]>();
for (const [city, names] of namesByCity) {
  const country = countryOf.get(city) as string;
  const lines = byCountry.get(country) ?? [];
  lines.push(`${city}: ${names.join(", ")}`);
  byCountry.set(country, lines);
}
const blocks = [...byCountry].map(([country, lines]) => `${country}\n${lines.join("\n")}`).join("\n");

writeFileSync(
  output,
  `/**
 * Arabic names of the sites' cities from world-cities-translations by jamsshhayd
 * (github.com/jamsshhayd/world-cities-translations, derived from Wikidata), licensed under CC BY 4.0
 * (https://creativecommons.org/licenses/by/4.0/). Matched to the GeoNames city names the jobs use and
 * reviewed: area words ("منطقة", "محافظة"…) and vowel marks removed, wrong names left out
 * (tools/import-arabic-place-names.ts says which and why). Written by that tool; do not edit by hand:
 * corrections and additions go into written-place-names.ts.
 *
 * One city a line, "GeoNames name: Arabic name, other Arabic name", under its country code.
 */
export const ARABIC_PLACE_NAMES_FROM_WIKIDATA = \`
${blocks}
\`;
`,
);
console.log(`${namesByCity.size} cities; not among the sites' cities: ${unmatched.join(", ")}`);
