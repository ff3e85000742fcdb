/**
 * Words that tell what a short piece of a resume line is: a job title ("… Engineer", "… Manager"), a
 * company ("… Pvt Ltd", "… Technologies"), an institute ("… University"). The field rules classify the
 * pieces around a date range with these instead of relying on one layout.
 */

/** A letter of Arabic or Devanagari, the scripts of the portal's other two languages (no capitals). */
export const ARABIC_OR_DEVANAGARI = /[\u0600-\u06FF\u0900-\u097F]/;

/**
 * Title words of resumes written in Arabic (the Gulf's) and Hindi. An Arabic title's head word comes
 * first ("مهندس برمجيات", engineer of software); "مدرسة" is left out, a school as often as a teacher.
 */
const TITLE_WORDS_IN_ARABIC = `مهندس مهندسة مدير مديرة محاسب محاسبة مطور مطورة مبرمج مبرمجة مشرف مشرفة فني
  فنية أخصائي اخصائي أخصائية مندوب موظف موظفة مساعد مساعدة مستشار مستشارة محلل محللة مصمم مصممة معلم معلمة
  مدرس ممرض ممرضة طبيب طبيبة سائق رئيس منسق منسقة مسؤول مسؤولة سكرتير سكرتيرة باحث باحثة مراقب مدقق
  كهربائي ميكانيكي طاهي بائع مسوق مترجم مترجمة محامي محامية صيدلي صيدلانية مفتش نائب مخطط خبير مدرب مدربة`;
const TITLE_WORDS_IN_HINDI = `इंजीनियर अभियंता प्रबंधक मैनेजर डेवलपर प्रोग्रामर शिक्षक शिक्षिका अध्यापक लेखाकार
  अकाउंटेंट अधिकारी सहायक विश्लेषक सलाहकार पर्यवेक्षक चालक ड्राइवर तकनीशियन कार्यकारी प्रतिनिधि लिपिक क्लर्क नर्स
  डॉक्टर प्रशिक्षक डिज़ाइनर डिजाइनर संपादक अनुवादक`;
/** Company words and legal forms in Arabic and Hindi: a company, an establishment, a bank; LLC, limited. */
const LEGAL_FORMS_IN_ARABIC_AND_HINDI = "ذ.م.م ش.م.م ش.م.ع लिमिटेड लि. प्राइवेट प्रा.";
const COMPANY_WORDS_IN_ARABIC_AND_HINDI = `شركة الشركة مؤسسة مجموعة بنك مصرف مستشفى جامعة كلية معهد
  कंपनी बैंक समूह ${LEGAL_FORMS_IN_ARABIC_AND_HINDI}`;

const TITLE_WORDS = new Set(
  `engineer engineers developer developers programmer manager managers consultant analyst executive assistant
  officer specialist director lead leader architect designer professional technician administrator admin intern
  internship trainee associate head coordinator co-ordinator accountant teacher professor lecturer instructor
  tutor supervisor representative agent clerk operator tester scientist researcher advisor adviser president
  vp ceo cto cfo coo cio founder co-founder cofounder owner partner secretary receptionist nurse physician
  pharmacist chef cook driver electrician mechanic fitter welder foreman inspector auditor controller planner
  buyer merchandiser recruiter generalist strategist editor writer journalist photographer artist attorney
  lawyer counsel paralegal therapist counselor counsellor trainer coach salesman salesperson marketer cashier
  storekeeper technologist surveyor draftsman draughtsman estimator superintendent chairman apprentice
  freelancer contractor expert sme dba sde sdet devops banker underwriter economist statistician
  programmer/analyst principal fellow staff member tellecaller telecaller caller handler incharge in-charge
  faculty investigator correspondent ambassador steward stewardess attendant guard housekeeper
  bookkeeper book-keeper crew pilot captain dentist surgeon veterinarian librarian curator translator
  interpreter copywriter blogger producer animator modeler modeller crafter machinist assembler packer
  picker loader warehouseman dispatcher scheduler expeditor liaison volunteer mentor
  ${TITLE_WORDS_IN_ARABIC} ${TITLE_WORDS_IN_HINDI}`.split(/\s+/),
);

const COMPANY_WORDS = new Set(
  `ltd ltd. limited pvt pvt. private inc inc. incorporated llc llp corp corp. corporation company co co.
  technologies technology tech solutions systems services software consulting consultancy consultants
  infotech infosystems labs lab group bank university college institute hospital hospitals industries
  enterprises enterprise international global pte sdn bhd tbk gmbh ag plc jsc foundation agency
  associates partners holdings motors pharma pharmaceuticals pharmaceutical networks media retail telecom
  telecommunications logistics airlines airways studios studio ventures capital finance financial
  insurance communications electronics automation healthcare hotels hotel resorts resort restaurant
  academy store stores mart bazaar traders trading exports imports manufacturing constructions
  construction builders developers realty infra infrastructure energy power steel cements chemicals
  textiles foods beverages ${COMPANY_WORDS_IN_ARABIC_AND_HINDI}`.split(/\s+/),
);

const INSTITUTE_PATTERN =
  /\b(?:university|universiti|universitas|universidad|college|institute|institution|school|academy|vidyalaya|vidyapeeth|vidyapith|mahavidyalaya|polytechnic|iit|nit|iim|iiit|bits|campus|faculty|conservatory|seminary)\b/i;

/** Lower-case words, hyphenated ones also in parts ("Attorney-At-Law" has "attorney"). */
function lowerWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,/()|]+/)
    .filter(Boolean)
    .flatMap((word) => (word.includes("-") ? [word, ...word.split("-").filter(Boolean)] : [word]));
}

/**
 * Two names written as space-separated words name the same thing: equal, or one holds the other as
 * whole words and is at least half as long ("oracle" ~ "oracle india", not "sql" ~ "oracle pl sql").
 * The parser and the bench compare names by this one rule.
 */
export function sameWords(a: string, b: string): boolean {
  if (a === "" || b === "") return false;
  if (a === b) return true;
  const [short, long] = a.split(" ").length <= b.split(" ").length ? [a, b] : [b, a];
  if (short.split(" ").length * 2 < long.split(" ").length) return false;
  return ` ${long} `.includes(` ${short} `);
}

/**
 * Names kept for sameWords lookups by one of their words: two names that are the same by sameWords
 * share a word, so a lookup compares only the names sharing one with it. A long resume (an academic
 * CV of fifty pages) holds thousands of names; comparing each with all the others grew with the square
 * of its length.
 */
export class SameWordsIndex<T> {
  private readonly byWord = new Map<string, { name: string; values: T[] }[]>();
  private readonly byName = new Map<string, { name: string; values: T[] }>();

  add(name: string, value: T): void {
    if (name === "") return;
    let entry = this.byName.get(name);
    if (!entry) {
      entry = { name, values: [] };
      this.byName.set(name, entry);
      for (const word of new Set(name.split(" "))) {
        const list = this.byWord.get(word);
        if (list) list.push(entry);
        else this.byWord.set(word, [entry]);
      }
    }
    entry.values.push(value);
  }

  /** The values of every name that is the same as this one by sameWords. */
  find(name: string): T[] {
    const values: T[] = [];
    // One value at a time: a hostile text repeats one name tens of thousands of times, more values
    // than a call's arguments may be.
    for (const entry of this.matches(name)) for (const value of entry.values) values.push(value);
    return values;
  }

  has(name: string): boolean {
    return !this.matches(name).next().done;
  }

  private *matches(name: string): Generator<{ name: string; values: T[] }> {
    if (name === "") return;
    // Of two matching names the shorter lies whole in the longer: they share a word, so every match
    // is listed under one of the query's words.
    const seen = new Set<{ name: string; values: T[] }>();
    for (const word of new Set(name.split(" ")))
      for (const entry of this.byWord.get(word) ?? []) {
        if (seen.has(entry)) continue;
        seen.add(entry);
        if (sameWords(entry.name, name)) yield entry;
      }
  }
}

/** One lower-case word that heads job titles ("engineer", "manager"). */
export function isTitleWord(word: string): boolean {
  return TITLE_WORDS.has(word);
}

/** Words that say what kind of body a company is in law ("Pvt Ltd", "Sdn Bhd"), not what it does. */
const LEGAL_FORM_WORDS = new Set(
  `ltd ltd. limited pvt pvt. private inc inc. incorporated llc llp corp corp. corporation company co co.
  pte sdn bhd tbk gmbh ag plc jsc ${LEGAL_FORMS_IN_ARABIC_AND_HINDI}`.split(/\s+/),
);

/** One lower-case word of a company's legal form ("pvt", "ltd"). */
export function isLegalFormWord(word: string): boolean {
  return LEGAL_FORM_WORDS.has(word);
}

/** One lower-case word that ends company names ("technologies", "pvt"). */
export function isCompanyWord(word: string): boolean {
  return COMPANY_WORDS.has(word);
}

export function hasTitleWord(text: string): boolean {
  return lowerWords(text).some((word) => TITLE_WORDS.has(word.replace(/[.:;]+$/, "")));
}

/** Words that end the name of a list of entries ("Key Projects", "Career Highlights"). */
const LIST_HEADS = new Set(
  "projects achievements highlights accomplishments responsibilities duties details skills activities awards publications".split(
    " ",
  ),
);

/** A short heading over a list of entries, without its dates: "Representative Projects (1999 to 2011)". */
export function isListHeading(text: string): boolean {
  const words = text
    .replace(/[^\p{L}\s&]+/gu, " ")
    .trim()
    .split(/\s+/);
  return words.length <= 4 && LIST_HEADS.has(words.at(-1)?.toLowerCase() ?? "");
}

/**
 * A title names a person's role, so its head word (the last, or the one before "of"/"-") is a title
 * word: "Senior Software Engineer" is a title although "Software" also ends company names.
 */
export function isTitle(text: string): boolean {
  const words = lowerWords(text.replace(/\s+(?:of|for|in|at|to)\s+.*$/i, "").replace(/\s+[-–]\s+.*$/, ""));
  const head = words.at(-1)?.replace(/[.:;]+$/, "") ?? "";
  if (TITLE_WORDS.has(head)) return true;
  // "Representative Projects", "Leadership Highlights": a heading over entries, not a role.
  if (LIST_HEADS.has(head)) return false;
  return hasTitleWord(text) && !hasCompanyWord(text);
}

export function hasCompanyWord(text: string): boolean {
  const words = lowerWords(text);
  // "Developers" ends company names too, but only as their last word ("Prestige Developers").
  return words.some(
    (word, index) => COMPANY_WORDS.has(word) && (word !== "developers" || index === words.length - 1),
  );
}

/** Universities, colleges, institutes and schools named in Arabic or Hindi ("جامعة الملك سعود"). */
const INSTITUTE_IN_ARABIC_OR_HINDI =
  /(?<![\p{L}\p{M}])(?:(?:ال)?(?:جامعة|كلية|معهد|مدرسة|أكاديمية|اكاديمية)|विश्वविद्यालय|महाविद्यालय|कॉलेज|संस्थान|विद्यालय|यूनिवर्सिटी|स्कूल)(?![\p{L}\p{M}])/u;

export function isInstituteName(text: string): boolean {
  return INSTITUTE_PATTERN.test(text) || INSTITUTE_IN_ARABIC_OR_HINDI.test(text);
}

/** Words that mark a line as a document's label rather than a person ("Curriculum Vitae", "Resume Template"). */
export const DOCUMENT_WORDS =
  /(?<![\p{L}])(?:curriculum|vitae|r[eé]sum[eé]|cv|biodata|bio-data|template|sample|page|profile|summary|objective|contact|address|phone|mobile|email|e-mail|linkedin|github)(?![\p{L}])/iu;
