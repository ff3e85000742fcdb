/**
 * Every reference list of spec §3 in the portal's three languages. English names are the lists' own
 * (reference-lists.ts, job-taxonomy.ts) and stay there, with their ids; Hindi and Arabic names are
 * here, keyed by English name, so a reader can check each translation against the word it translates.
 * Names made only of figures ("40-44.9%", "12") read the same in every language and need none.
 *
 * Pages ask for a name with `nameIn(list, id, language)`; data that stores English names (a job's
 * function, role and industry) is translated with `translateName`.
 */

import { INDUSTRIES, JOB_FUNCTIONS, JOB_ROLES } from "./job-taxonomy.ts";
import {
  INDUSTRY_TRANSLATIONS,
  JOB_FUNCTION_TRANSLATIONS,
  JOB_ROLE_TRANSLATIONS,
  type ReferenceTranslation,
} from "./job-taxonomy-translations.ts";
import {
  COURSES,
  DIFFERENTLY_ABLED,
  EXPERIENCE_YEARS,
  JOB_TYPES,
  NOTICE_PERIODS,
  PERCENTAGE_BANDS,
  USA_WORK_STATUS,
  WORK_COUNTRIES,
  WORK_MODES,
} from "./reference-lists.ts";
import type { Language } from "./sites.ts";

const COURSE_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  "B.A.": ["बी.ए.", "بكالوريوس الآداب"],
  "B.Arch": ["बी.आर्क", "بكالوريوس العمارة"],
  "B.B.A": ["बी.बी.ए.", "بكالوريوس إدارة الأعمال"],
  "B.Com": ["बी.कॉम", "بكالوريوس التجارة"],
  "B.E/B.Tech": ["बी.ई./बी.टेक", "بكالوريوس الهندسة / التكنولوجيا"],
  "B.Ed": ["बी.एड", "بكالوريوس التربية"],
  "B.Pharm": ["बी.फ़ार्म", "بكالوريوس الصيدلة"],
  Aviation: ["एविएशन", "الطيران"],
  "B.Sc": ["बी.एससी", "بكالوريوس العلوم"],
  BCA: ["बीसीए", "بكالوريوس تطبيقات الحاسوب"],
  "B.Des": ["बी.डेस", "بكالوريوس التصميم"],
  BDS: ["बीडीएस", "بكالوريوس طب الأسنان"],
  BHM: ["बीएचएम", "بكالوريوس إدارة الفنادق"],
  BAMS: ["बीएएमएस", "بكالوريوس الطب الأيورفيدي"],
  BHMS: ["बीएचएमएस", "بكالوريوس المعالجة المثلية"],
  "B.V.Sc": ["बी.वी.एससी", "بكالوريوس الطب البيطري"],
  LLB: ["एलएलबी", "بكالوريوس القانون"],
  MBBS: ["एमबीबीएस", "بكالوريوس الطب والجراحة"],
  Diploma: ["डिप्लोमा", "دبلوم"],
  "M.A.": ["एम.ए.", "ماجستير الآداب"],
  "M.Arch": ["एम.आर्क", "ماجستير العمارة"],
  "M.Com": ["एम.कॉम", "ماجستير التجارة"],
  "M.Ed": ["एम.एड", "ماجستير التربية"],
  "M.E/M.Tech": ["एम.ई./एम.टेक", "ماجستير الهندسة / التكنولوجيا"],
  "M.Pharm": ["एम.फ़ार्म", "ماجستير الصيدلة"],
  "M.Sc": ["एम.एससी", "ماجستير العلوم"],
  "MBA/PGDM": ["एमबीए/पीजीडीएम", "ماجستير إدارة الأعمال / دبلوم عالٍ في الإدارة"],
  MCA: ["एमसीए", "ماجستير تطبيقات الحاسوب"],
  "MD/MS": ["एमडी/एमएस", "الدراسات العليا في الطب / الجراحة"],
  LLM: ["एलएलएम", "ماجستير القانون"],
  CA: ["सीए", "محاسب قانوني"],
  CS: ["सीएस", "سكرتير شركات معتمد"],
  "ICWA (CMA)": ["आईसीडब्ल्यूए (सीएमए)", "محاسب تكاليف وإدارة معتمد"],
  "Ph.D/Doctorate": ["पीएच.डी./डॉक्टरेट", "الدكتوراه"],
};

/** Specialisations are shared by courses ("Computer Science" under B.Sc, B.E and M.Sc): one name each. */
const SPECIALIZATION_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  Economics: ["अर्थशास्त्र", "الاقتصاد"],
  English: ["अंग्रेज़ी", "اللغة الإنجليزية"],
  Hindi: ["हिंदी", "اللغة الهندية"],
  History: ["इतिहास", "التاريخ"],
  "Political Science": ["राजनीति विज्ञान", "العلوم السياسية"],
  Psychology: ["मनोविज्ञान", "علم النفس"],
  Sociology: ["समाजशास्त्र", "علم الاجتماع"],
  Geography: ["भूगोल", "الجغرافيا"],
  Philosophy: ["दर्शनशास्त्र", "الفلسفة"],
  "Journalism & Mass Communication": ["पत्रकारिता और जनसंचार", "الصحافة والإعلام"],
  Other: ["अन्य", "أخرى"],
  Architecture: ["वास्तुकला", "العمارة"],
  "Interior Design": ["इंटीरियर डिज़ाइन", "التصميم الداخلي"],
  Finance: ["वित्त", "المالية"],
  Marketing: ["मार्केटिंग", "التسويق"],
  "Human Resources": ["मानव संसाधन", "الموارد البشرية"],
  "International Business": ["अंतरराष्ट्रीय व्यापार", "الأعمال الدولية"],
  Management: ["प्रबंधन", "الإدارة"],
  Accounting: ["लेखांकन", "المحاسبة"],
  Commerce: ["वाणिज्य", "التجارة"],
  "Banking & Insurance": ["बैंकिंग और बीमा", "المصارف والتأمين"],
  Taxation: ["कराधान", "الضرائب"],
  "Computer Applications": ["कंप्यूटर एप्लिकेशन", "تطبيقات الحاسوب"],
  Aeronautical: ["एयरोनॉटिकल", "هندسة الطيران"],
  Automobile: ["ऑटोमोबाइल", "هندسة السيارات"],
  Biotechnology: ["बायोटेक्नोलॉजी", "التقنية الحيوية"],
  Chemical: ["केमिकल", "الهندسة الكيميائية"],
  Civil: ["सिविल", "الهندسة المدنية"],
  "Computer Science": ["कंप्यूटर साइंस", "علوم الحاسوب"],
  Electrical: ["इलेक्ट्रिकल", "الهندسة الكهربائية"],
  "Electronics & Communication": ["इलेक्ट्रॉनिक्स और कम्युनिकेशन", "الإلكترونيات والاتصالات"],
  "Information Technology": ["सूचना प्रौद्योगिकी", "تقنية المعلومات"],
  Instrumentation: ["इंस्ट्रूमेंटेशन", "هندسة الأجهزة الدقيقة"],
  Mechanical: ["मैकेनिकल", "الهندسة الميكانيكية"],
  "Production & Industrial": ["प्रोडक्शन और इंडस्ट्रियल", "هندسة الإنتاج والهندسة الصناعية"],
  Education: ["शिक्षा", "التربية"],
  "Special Education": ["विशेष शिक्षा", "التربية الخاصة"],
  "Physical Education": ["शारीरिक शिक्षा", "التربية البدنية"],
  Pharmacy: ["फ़ार्मेसी", "الصيدلة"],
  "Pilot Training": ["पायलट प्रशिक्षण", "تدريب الطيارين"],
  "Aircraft Maintenance Engineering": ["एयरक्राफ़्ट मेंटेनेंस इंजीनियरिंग", "هندسة صيانة الطائرات"],
  "Cabin Crew": ["केबिन क्रू", "الضيافة الجوية"],
  "Airport Management": ["एयरपोर्ट मैनेजमेंट", "إدارة المطارات"],
  Agriculture: ["कृषि", "الزراعة"],
  Biology: ["जीव विज्ञान", "الأحياء"],
  Chemistry: ["रसायन विज्ञान", "الكيمياء"],
  Electronics: ["इलेक्ट्रॉनिक्स", "الإلكترونيات"],
  Mathematics: ["गणित", "الرياضيات"],
  Microbiology: ["सूक्ष्मजीव विज्ञान", "الأحياء الدقيقة"],
  Nursing: ["नर्सिंग", "التمريض"],
  Physics: ["भौतिकी", "الفيزياء"],
  Statistics: ["सांख्यिकी", "الإحصاء"],
  "Fashion Design": ["फ़ैशन डिज़ाइन", "تصميم الأزياء"],
  "Graphic Design": ["ग्राफ़िक डिज़ाइन", "التصميم الجرافيكي"],
  "Product Design": ["प्रोडक्ट डिज़ाइन", "تصميم المنتجات"],
  Dentistry: ["दंत चिकित्सा", "طب الأسنان"],
  "Hotel Management": ["होटल मैनेजमेंट", "إدارة الفنادق"],
  "Catering Technology": ["कैटरिंग टेक्नोलॉजी", "تقنيات خدمات الطعام"],
  Ayurveda: ["आयुर्वेद", "الطب الأيورفيدي"],
  Homeopathy: ["होम्योपैथी", "المعالجة المثلية"],
  "Veterinary Science": ["पशु चिकित्सा विज्ञान", "الطب البيطري"],
  Law: ["क़ानून", "القانون"],
  Medicine: ["चिकित्सा", "الطب"],
  "Civil Engineering": ["सिविल इंजीनियरिंग", "الهندسة المدنية"],
  "Electrical Engineering": ["इलेक्ट्रिकल इंजीनियरिंग", "الهندسة الكهربائية"],
  "Mechanical Engineering": ["मैकेनिकल इंजीनियरिंग", "الهندسة الميكانيكية"],
  "Urban Planning": ["नगर नियोजन", "التخطيط العمراني"],
  Pharmaceutics: ["फ़ार्मास्युटिक्स", "الصيدلانيات"],
  Pharmacology: ["फ़ार्माकोलॉजी", "علم الأدوية"],
  "Pharmaceutical Chemistry": ["फ़ार्मास्युटिकल केमिस्ट्री", "الكيمياء الصيدلانية"],
  Operations: ["ऑपरेशंस", "إدارة العمليات"],
  Systems: ["सिस्टम्स", "نظم المعلومات"],
  "General Medicine": ["जनरल मेडिसिन", "الطب العام"],
  Pediatrics: ["बाल रोग", "طب الأطفال"],
  Surgery: ["सर्जरी", "الجراحة"],
  Orthopaedics: ["हड्डी रोग", "جراحة العظام"],
  Gynaecology: ["स्त्री रोग", "أمراض النساء"],
  "Corporate Law": ["कॉर्पोरेट क़ानून", "قانون الشركات"],
  "Criminal Law": ["आपराधिक क़ानून", "القانون الجنائي"],
  "Chartered Accountancy": ["चार्टर्ड अकाउंटेंसी", "المحاسبة القانونية"],
  "Company Secretary": ["कंपनी सचिव", "سكرتارية الشركات"],
  "Cost & Management Accountancy": ["कॉस्ट और मैनेजमेंट अकाउंटेंसी", "محاسبة التكاليف والمحاسبة الإدارية"],
  "Arts & Humanities": ["कला और मानविकी", "الآداب والعلوم الإنسانية"],
  "Commerce & Management": ["वाणिज्य और प्रबंधन", "التجارة والإدارة"],
  Engineering: ["इंजीनियरिंग", "الهندسة"],
  Science: ["विज्ञान", "العلوم"],
};

const NOTICE_PERIOD_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  "Serving notice period": ["नोटिस अवधि चल रही है", "أقضي فترة الإشعار"],
  "Immediately available": ["तुरंत उपलब्ध", "متاح فورًا"],
  "15 days": ["15 दिन", "15 يومًا"],
  "30 days": ["30 दिन", "30 يومًا"],
  "45 days": ["45 दिन", "45 يومًا"],
  "2 months": ["2 महीने", "شهران"],
  "3 months": ["3 महीने", "3 أشهر"],
  "6 months": ["6 महीने", "6 أشهر"],
};

const USA_WORK_STATUS_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  "Have H1 Visa": ["H1 वीज़ा है", "لدي تأشيرة H1"],
  "Need H1 Visa": ["H1 वीज़ा चाहिए", "أحتاج إلى تأشيرة H1"],
  "TN Permit Holder": ["TN परमिट धारक", "حامل تصريح TN"],
  "Green Card Holder": ["ग्रीन कार्ड धारक", "حامل البطاقة الخضراء"],
  "US Citizen": ["अमेरिकी नागरिक", "مواطن أمريكي"],
  "Authorized to work in USA": ["अमेरिका में काम करने के लिए अधिकृत", "مصرّح له بالعمل في الولايات المتحدة"],
};

const DIFFERENTLY_ABLED_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  "Visually Impaired": ["दृष्टिबाधित", "إعاقة بصرية"],
  "Low Vision": ["कम दृष्टि", "ضعف البصر"],
  "Speech and/or Hearing Impaired": ["वाक् और/या श्रवण बाधित", "إعاقة في النطق و/أو السمع"],
  "Mobility/Locomotor Impaired": ["चलने-फिरने में अक्षम", "إعاقة حركية"],
  "Orthopaedically Impaired": ["अस्थि संबंधी दिव्यांगता", "إعاقة عظمية"],
  Others: ["अन्य", "أخرى"],
};

const WORK_COUNTRY_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  India: ["भारत", "الهند"],
  "United Arab Emirates": ["संयुक्त अरब अमीरात", "الإمارات العربية المتحدة"],
  "Saudi Arabia": ["सऊदी अरब", "المملكة العربية السعودية"],
  Qatar: ["क़तर", "قطر"],
  Kuwait: ["कुवैत", "الكويت"],
  Oman: ["ओमान", "عُمان"],
  Bahrain: ["बहरीन", "البحرين"],
  Singapore: ["सिंगापुर", "سنغافورة"],
  Malaysia: ["मलेशिया", "ماليزيا"],
  Thailand: ["थाईलैंड", "تايلاند"],
  Philippines: ["फ़िलीपींस", "الفلبين"],
  Vietnam: ["वियतनाम", "فيتنام"],
  Indonesia: ["इंडोनेशिया", "إندونيسيا"],
  "Hong Kong": ["हांगकांग", "هونغ كونغ"],
  "United States": ["संयुक्त राज्य अमेरिका", "الولايات المتحدة"],
  "United Kingdom": ["यूनाइटेड किंगडम", "المملكة المتحدة"],
};

const JOB_TYPE_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  "Full Time": ["पूर्णकालिक", "دوام كامل"],
  "Part Time": ["अंशकालिक", "دوام جزئي"],
  Contract: ["अनुबंध", "عقد"],
  Internship: ["इंटर्नशिप", "تدريب"],
  Temporary: ["अस्थायी", "مؤقت"],
};

const WORK_MODE_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  "Work from Office": ["ऑफ़िस से काम", "العمل من المكتب"],
  Remote: ["रिमोट", "عن بُعد"],
  Hybrid: ["हाइब्रिड", "هجين"],
};

const PERCENTAGE_BAND_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  "Below 40%": ["40% से कम", "أقل من 40%"],
};

const EXPERIENCE_YEAR_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  Fresher: ["फ़्रेशर", "حديث التخرج"],
};

/** One entry of a list as this module sees it: its id and its English name. */
export interface ReferenceEntry {
  id: string | number;
  name: string;
}

export interface ReferenceList {
  entries: readonly ReferenceEntry[];
  /** Hindi and Arabic names by English name. */
  translations: Readonly<Record<string, ReferenceTranslation>>;
}

/** The specialisations of every course, each once, in the order courses list them; the name is the id. */
function specializationEntries(): ReferenceEntry[] {
  const names = new Set(COURSES.flatMap((course) => course.specializations));
  return [...names].map((name) => ({ id: name, name }));
}

export const REFERENCE_LISTS = {
  functions: { entries: JOB_FUNCTIONS, translations: JOB_FUNCTION_TRANSLATIONS },
  roles: { entries: JOB_ROLES, translations: JOB_ROLE_TRANSLATIONS },
  industries: { entries: INDUSTRIES, translations: INDUSTRY_TRANSLATIONS },
  courses: { entries: COURSES, translations: COURSE_TRANSLATIONS },
  specializations: {
    entries: /* @__PURE__ */ specializationEntries(),
    translations: SPECIALIZATION_TRANSLATIONS,
  },
  noticePeriods: { entries: NOTICE_PERIODS, translations: NOTICE_PERIOD_TRANSLATIONS },
  usaWorkStatus: { entries: USA_WORK_STATUS, translations: USA_WORK_STATUS_TRANSLATIONS },
  differentlyAbled: { entries: DIFFERENTLY_ABLED, translations: DIFFERENTLY_ABLED_TRANSLATIONS },
  workCountries: {
    entries: /* @__PURE__ */ WORK_COUNTRIES.map((country) => ({ id: country.code, name: country.name })),
    translations: WORK_COUNTRY_TRANSLATIONS,
  },
  jobTypes: { entries: JOB_TYPES, translations: JOB_TYPE_TRANSLATIONS },
  workModes: { entries: WORK_MODES, translations: WORK_MODE_TRANSLATIONS },
  percentageBands: { entries: PERCENTAGE_BANDS, translations: PERCENTAGE_BAND_TRANSLATIONS },
  experienceYears: {
    entries: /* @__PURE__ */ EXPERIENCE_YEARS.map((option) => ({ id: option.id, name: option.label })),
    translations: EXPERIENCE_YEAR_TRANSLATIONS,
  },
} as const satisfies Record<string, ReferenceList>;

export type ReferenceListName = keyof typeof REFERENCE_LISTS;
export const REFERENCE_LIST_NAMES = /* @__PURE__ */ Object.keys(REFERENCE_LISTS) as ReferenceListName[];

/** Names of figures only ("40-44.9%", "12", "100+") read the same in every language. */
export function needsTranslation(name: string): boolean {
  return /\p{L}/u.test(name);
}

const LANGUAGE_INDEX = { hi: 0, ar: 1 } as const;

/** An English name in a language; names the list does not translate come back as they are. */
function inLanguage(list: ReferenceList, english: string, language: Language): string {
  if (language === "en") return english;
  return list.translations[english]?.[LANGUAGE_INDEX[language]] ?? english;
}

const byId = new Map<ReferenceListName, Map<string, ReferenceEntry>>();

function entryOf(listName: ReferenceListName, id: string | number): ReferenceEntry | undefined {
  let entries = byId.get(listName);
  if (!entries) {
    entries = new Map(REFERENCE_LISTS[listName].entries.map((entry) => [String(entry.id), entry]));
    byId.set(listName, entries);
  }
  return entries.get(String(id));
}

/** The name of a list's entry in a language, or null when the list has no such id. */
export function nameIn(listName: ReferenceListName, id: string | number, language: Language): string | null {
  const entry = entryOf(listName, id);
  return entry ? inLanguage(REFERENCE_LISTS[listName], entry.name, language) : null;
}

/**
 * A name stored in English (a job's function, role and industry) in a language. Any spelling of an
 * entry's name matches regardless of case; a name the list does not have is someone else's words and
 * comes back unchanged.
 */
export function translateName(listName: ReferenceListName, english: string, language: Language): string {
  const list = REFERENCE_LISTS[listName];
  const wanted = english.trim().toLowerCase();
  const entry = list.entries.find((candidate) => candidate.name.toLowerCase() === wanted);
  return entry ? inLanguage(list, entry.name, language) : english;
}

/** Every entry's name in a language by id, for a page that offers the whole list. */
export function namesIn(listName: ReferenceListName, language: Language): Record<string, string> {
  const list = REFERENCE_LISTS[listName];
  return Object.fromEntries(
    list.entries.map((entry) => [String(entry.id), inLanguage(list, entry.name, language)]),
  );
}
