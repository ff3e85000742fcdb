/**
 * The parser's reference lists, read once per process (in the extraction worker) from the compact
 * files that tools/build-dictionaries.ts makes in data/: the cities of the nine sites (GeoNames, CC BY
 * 4.0) and the skills dictionary (ESCO v1.1.1, "ESCO, European Commission"; O*NET 29.2, USDOL/ETA,
 * CC BY 4.0), plus the portal's own skill synonyms from @portal/domain.
 */
import { readFileSync } from "node:fs";
import { placesWithOtherNames, SKILL_SYNONYMS, skillKey } from "@portal/domain";
import { dataFile } from "./data-files.ts";

export interface CityEntry {
  name: string;
  countryCode: string;
  state: string;
  population: number;
}

export interface SkillEntry {
  name: string;
  /** Believed anywhere in the text, not only inside a skills list. */
  scan: boolean;
  /** From the portal's own synonym table rather than ESCO/O*NET. */
  curated?: boolean;
}

export interface Dictionaries {
  /** Lowercase city name or other name → cities with it, most populous first. */
  cities: Map<string, CityEntry[]>;
  /** Longest city name in words. */
  cityWords: number;
  /** Lowercase state names of the nine sites' countries. */
  states: Set<string>;
  /** Lowercase names of the world's countries, with the short forms resumes use ("uk", "usa"). */
  countries: Set<string>;
  /** skillPhraseKey of every written form → skill. */
  skills: Map<string, SkillEntry>;
  skillWords: number;
  /** Common English words: a one-word skill among them is believed only inside a skills list. */
  commonWords: Set<string>;
}

/** Rows of a table written by build-dictionaries.ts: "#" attribution lines and the header skipped. */
function readTable(name: string): string[][] {
  const text = readFileSync(dataFile(name), "utf8");
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .slice(1)
    .map((line) => line.split("\t"));
}

/** The key a written skill is looked up by: skillKey, then words split the way text is tokenised. */
export function skillPhraseKey(written: string): string {
  return tokenise(skillKey(written)).join(" ");
}

/**
 * Words of a text for matching: letters (with their marks, Devanagari's vowel signs) and digits with the
 * signs that belong to skill names (C++, C#, .NET, Node.js, PL/SQL).
 */
export function tokenise(text: string): string[] {
  return (text.match(/[\p{L}\p{M}\p{N}.+#/&'-]+/gu) ?? [])
    .map((token) => token.replace(/^['&/-]+|['&/.,-]+$/g, "").replace(/^\.(?!net\b)/i, ""))
    .filter((token) => token !== "");
}

const VERSION_AT_END = /(?:\s+v?\d+(?:\.\d+)*[a-z]?)+$/i;
/**
 * Words that say what kind of thing a product is or what is done with it ("Tomcat Server", "Selenium
 * tool", "Python coding", "Power BI dashboard").
 */
const KIND_OF_PRODUCT =
  /\s+(?:server|framework|tools?|software|platform|library|ide|dashboards?|coding|programming|scripting|development|queries|query writing)$/i;

/**
 * The skill a written name is, from one table of written forms: as written; without its version
 * ("Windows 10", "Exchange Server 2013"); or a product named with its kind ("Tomcat Server" is Apache
 * Tomcat) when the product alone is a name believed anywhere, so "Application Server" stays unknown.
 * The parser reads its dictionary and its learned lists through this (the first table that knows a
 * form wins), and the bench its labels.
 */
export function knownSkill(
  tables: readonly ReadonlyMap<string, SkillEntry>[],
  written: string,
): SkillEntry | undefined {
  const inTables = (form: string) => {
    const key = skillPhraseKey(form);
    for (const table of tables) {
      const known = table.get(key);
      if (known) return known;
    }
    return undefined;
  };
  const known = inTables(written);
  if (known) return known;
  const unversioned = written.replace(VERSION_AT_END, "");
  const product = unversioned !== written ? inTables(unversioned) : undefined;
  if (product) return product;
  const bare = unversioned.replace(KIND_OF_PRODUCT, "");
  const kindOf = bare !== unversioned ? inTables(bare) : undefined;
  return kindOf?.scan ? kindOf : undefined;
}

/**
 * The main cities of the sites as resumes in Arabic and Hindi write them, with the name GeoNames gives
 * (the cities file is in Latin letters): "دبي" is Dubai, "नई दिल्ली" New Delhi.
 */
const CITY_NAMES_IN_ARABIC_AND_HINDI: ReadonlyArray<readonly [string, string]> = [
  ["دبي", "dubai"],
  ["أبوظبي", "abu dhabi"],
  ["ابوظبي", "abu dhabi"],
  ["أبو ظبي", "abu dhabi"],
  ["ابو ظبي", "abu dhabi"],
  ["الشارقة", "sharjah"],
  ["عجمان", "ajman city"],
  ["العين", "al ain city"],
  ["رأس الخيمة", "ras al khaimah city"],
  ["الفجيرة", "al fujairah city"],
  ["الرياض", "riyadh"],
  ["جدة", "jeddah"],
  ["مكة", "mecca"],
  ["مكة المكرمة", "mecca"],
  ["المدينة المنورة", "medina"],
  ["الدمام", "dammam"],
  ["الخبر", "khobar"],
  ["الظهران", "dhahran"],
  ["الطائف", "ta'if"],
  ["تبوك", "tabuk"],
  ["الدوحة", "doha"],
  ["الكويت", "kuwait city"],
  ["مدينة الكويت", "kuwait city"],
  ["المنامة", "manama"],
  ["مسقط", "muscat"],
  ["صلالة", "salalah"],
  ["नई दिल्ली", "new delhi"],
  ["दिल्ली", "delhi"],
  ["मुंबई", "mumbai"],
  ["मुम्बई", "mumbai"],
  ["बेंगलुरु", "bengaluru"],
  ["बैंगलोर", "bengaluru"],
  ["चेन्नई", "chennai"],
  ["कोलकाता", "kolkata"],
  ["हैदराबाद", "hyderabad"],
  ["पुणे", "pune"],
  ["अहमदाबाद", "ahmedabad"],
  ["जयपुर", "jaipur"],
  ["लखनऊ", "lucknow"],
  ["नोएडा", "noida"],
  ["गुड़गांव", "gurgaon"],
  ["गुरुग्राम", "gurgaon"],
  ["चंडीगढ़", "chandigarh"],
  ["इंदौर", "indore"],
  ["भोपाल", "bhopal"],
  ["पटना", "patna"],
  ["कानपुर", "kanpur"],
  ["नागपुर", "nagpur"],
  ["सूरत", "surat"],
  ["वाराणसी", "varanasi"],
  ["कोच्चि", "cochin"],
];

/**
 * Skills as resumes in Arabic and Hindi name them, by the English name the profile and the job search
 * use ("إدارة المشاريع" is Project management, "लेखांकन" Accounting). Software and tools are most often
 * written in English there already; these are the common fields of work whose names are translated.
 */
const SKILL_NAMES_IN_ARABIC_AND_HINDI: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["Project management", ["إدارة المشاريع", "परियोजना प्रबंधन"]],
  ["Customer service", ["خدمة العملاء", "ग्राहक सेवा"]],
  ["Accounting", ["المحاسبة", "लेखांकन"]],
  ["Digital marketing", ["التسويق الرقمي", "डिजिटल मार्केटिंग"]],
  ["Human resource management", ["إدارة الموارد البشرية", "मानव संसाधन प्रबंधन"]],
  ["Sales", ["المبيعات", "बिक्री"]],
  ["Negotiation", ["التفاوض"]],
  ["Data analysis", ["تحليل البيانات", "डेटा विश्लेषण"]],
  ["Microsoft Office", ["مايكروسوفت أوفيس", "एमएस ऑफिस"]],
  ["Microsoft Excel", ["مايكروسوفت إكسل", "إكسل", "एमएस एक्सेल", "एक्सेल"]],
  ["Microsoft Word", ["مايكروسوفت وورد", "एमएस वर्ड"]],
  ["Auditing", ["التدقيق", "المراجعة الداخلية", "लेखा परीक्षा"]],
  ["Payroll", ["الرواتب", "كشوف الرواتب", "पेरोल"]],
  ["Recruitment", ["التوظيف", "भर्ती"]],
  ["Marketing", ["التسويق", "विपणन", "मार्केटिंग"]],
  ["Bookkeeping", ["مسك الدفاتر", "बहीखाता"]],
  ["Financial analysis", ["التحليل المالي", "वित्तीय विश्लेषण"]],
  ["Budgeting", ["إعداد الميزانيات", "बजट"]],
  ["Tally", ["تالي", "टैली"]],
  ["GST", ["जीएसटी"]],
  ["VAT", ["ضريبة القيمة المضافة"]],
  ["Inventory management", ["إدارة المخزون", "इन्वेंटरी प्रबंधन"]],
  ["Supply chain management", ["إدارة سلسلة الإمداد", "आपूर्ति श्रृंखला प्रबंधन"]],
  ["Procurement", ["المشتريات", "खरीद"]],
  ["Teaching", ["التدريس", "शिक्षण"]],
  ["Nursing", ["التمريض", "नर्सिंग"]],
  ["Graphic design", ["التصميم الجرافيكي", "ग्राफिक डिज़ाइन"]],
  ["Web development", ["تطوير الويب", "वेब डेवलपमेंट"]],
  ["Programming", ["البرمجة", "प्रोग्रामिंग"]],
  ["Networking", ["الشبكات", "नेटवर्किंग"]],
  ["AutoCAD", ["أوتوكاد", "ऑटोकैड"]],
  ["Quality control", ["مراقبة الجودة", "गुणवत्ता नियंत्रण"]],
  ["Customer relationship management", ["إدارة علاقات العملاء"]],
  ["Financial reporting", ["التقارير المالية", "वित्तीय रिपोर्टिंग"]],
  ["Social media marketing", ["التسويق عبر وسائل التواصل الاجتماعي", "सोशल मीडिया मार्केटिंग"]],
  ["Translation", ["الترجمة", "अनुवाद"]],
  ["Public relations", ["العلاقات العامة", "जनसंपर्क"]],
  ["Data entry", ["إدخال البيانات", "डेटा एंट्री"]],
  ["Accounts payable", ["الحسابات الدائنة"]],
  ["Accounts receivable", ["الحسابات المدينة"]],
  ["Logistics", ["الخدمات اللوجستية", "लॉजिस्टिक्स"]],
  ["First aid", ["الإسعافات الأولية", "प्राथमिक चिकित्सा"]],
];

let loaded: Dictionaries | undefined;

export function dictionaries(): Dictionaries {
  loaded ??= load();
  return loaded;
}

function load(): Dictionaries {
  const cities = new Map<string, CityEntry[]>();
  const states = new Set<string>();
  let cityWords = 1;
  const addCity = (key: string, city: CityEntry) => {
    const list = cities.get(key) ?? [];
    if (!list.includes(city)) list.push(city);
    cities.set(key, list);
    cityWords = Math.max(cityWords, key.split(" ").length);
  };
  for (const [name = "", countryCode = "", state = "", population = "0"] of readTable("cities.tsv")) {
    const city = { name, countryCode, state, population: Number(population) };
    addCity(name.toLowerCase(), city);
    states.add(state.toLowerCase());
  }
  // Other English names of the portal's places ("Bangalore" is Bengaluru), as the search knows them.
  for (const place of placesWithOtherNames()) {
    const known = cities.get(place.name.toLowerCase())?.[0];
    if (!known) continue;
    for (const name of place.english) if (name.length > 2) addCity(name.toLowerCase(), known);
  }
  for (const [written, name] of CITY_NAMES_IN_ARABIC_AND_HINDI) {
    const known = cities.get(name)?.[0];
    if (known) addCity(written, known);
  }

  const skills = new Map<string, SkillEntry>();
  let skillWords = 1;
  const addSkill = (written: string, entry: SkillEntry, override = false) => {
    const key = skillPhraseKey(written);
    if (!key || (!override && skills.has(key))) return;
    skills.set(key, entry);
    skillWords = Math.max(skillWords, key.split(" ").length);
  };
  // The portal's synonyms come first: they decide the name ("JS" → "JavaScript").
  for (const [canonical, ...written] of SKILL_SYNONYMS) {
    const entry = { name: canonical, scan: true, curated: true };
    addSkill(canonical, entry, true);
    for (const form of written) addSkill(form, entry, true);
  }
  const commonWords = new Set(readTable("common-words.tsv").map(([word = ""]) => word));
  const rows = readTable("skills.tsv").map(([name = "", flagsText = "0", aliasText = ""]) => ({
    entry: { name: displayName(name), scan: (Number(flagsText) & 1) === 1 },
    aliases: aliasText.split("|").filter(Boolean),
  }));
  // Every concept's own name first: "public health" is a concept of its own, not the other name ESCO
  // also gives "community medicine".
  for (const { entry } of rows) addSkill(entry.name, entry);
  const spelledOut = acronymsSpelledOut(rows.map(({ entry }) => entry.name));
  for (const { entry, aliases } of rows) {
    const nameWords = new Set(entry.name.toLowerCase().split(/\s+/));
    for (const alias of aliases) {
      const listOnly = alias.startsWith("~");
      const written = listOnly ? alias.slice(1) : alias;
      const scan = entry.scan && !listOnly && written.length > 3;
      const lower = written.toLowerCase();
      const renames =
        // An alias much shorter than the name is a broader word ("programming" for "ICT system
        // programming"): it is known as itself rather than renamed to something narrower.
        written.split(" ").length * 2 >= entry.name.split(" ").length &&
        // ESCO's everyday one-word labels of a concept are aspects of it ("form", "balance" for
        // "design principles"; "security" for "securities"), not its name.
        !(commonWords.has(lower) && !nameWords.has(lower)) &&
        // An acronym that another entry spells out is a kind of product, not the one vendor's
        // product it was shortened from ("HRIS" of "Oracle HRIS", "ERP" of "SAP ERP").
        !(spelledOut.has(lower) && !spelledOut.get(lower)?.has(entry.name));
      addSkill(written, renames ? { ...entry, scan } : { name: displayName(written), scan });
    }
  }
  // Last, so an English name the lists know lends its entry (and whether it is believed anywhere).
  for (const [english, written] of SKILL_NAMES_IN_ARABIC_AND_HINDI) {
    const entry = skills.get(skillPhraseKey(english)) ?? { name: english, scan: false, curated: true };
    for (const form of written) addSkill(form, entry);
  }
  return { cities, cityWords, states, countries: countryNames(), skills, skillWords, commonWords };
}

/** Words an acronym or an abbreviation may skip ("PoC" of "proof of concept"). */
export const MINOR_WORD = /^(?:of|for|and|the|to|in|on|a|an|&)$/i;

/**
 * Acronyms that a skill's name writes right after the words they stand for ("Human resource
 * information system (HRIS)", "Enterprise resource planning ERP software"), each with those names.
 */
function acronymsSpelledOut(names: readonly string[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const name of names) {
    const words = name.split(/[\s/-]+/).map((word) => word.replace(/^\(|\)$/g, ""));
    words.forEach((word, index) => {
      if (!/^\p{Lu}{2,6}$/u.test(word) || index === 0) return;
      const before = words.slice(0, index).filter((other) => !MINOR_WORD.test(other));
      const initials = before
        .slice(-word.length)
        .map((other) => other.charAt(0).toLowerCase())
        .join("");
      if (initials !== word.toLowerCase()) return;
      const names = found.get(initials) ?? new Set<string>();
      names.add(displayName(name));
      found.set(initials, names);
    });
  }
  return found;
}

/** Region codes ICU names that are not countries ("European Union", "Unknown Region"). */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);
const COUNTRY_SHORT_FORMS = [
  "uk",
  "u.k",
  "usa",
  "u.s.a",
  "us",
  "u.s",
  "uae",
  "u.a.e",
  "ksa",
  "england",
  "scotland",
  "wales",
  "america",
];

/** Every two-letter region code's English name, from the ICU data Node carries. */
function countryNames(): Set<string> {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const countries = new Set(COUNTRY_SHORT_FORMS);
  for (let first = 65; first <= 90; first += 1)
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name) countries.add(name.toLowerCase());
    }
  return countries;
}

/** ESCO writes its concepts in lower case ("customer service"); a skill list shows them capitalised. */
function displayName(name: string): string {
  return name === name.toLowerCase() ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}
