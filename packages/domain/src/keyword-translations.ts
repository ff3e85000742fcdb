/**
 * Job titles, skills and fields of work as seekers type them in Hindi and Arabic, and the English
 * words the listings use for them: "लेखाकार" and "محاسب" find accountants, "مهندس برمجيات" software
 * engineers. The search reads a query's Hindi and Arabic words through this list before it looks
 * for them (search-query-parser.ts), and autosuggest offers these words where the site has the
 * English ones. Written for the project from the most common titles and skills of the listings.
 *
 * One English term a line: "english: Hindi, Hindi | Arabic, Arabic". Hindi is written as Hindi
 * job ads write it, often the English word in Devanagari ("सॉफ्टवेयर इंजीनियर"), with the Hindi word
 * beside it where one is in use ("लेखाकार"); Arabic as Gulf job ads write it, feminine forms included
 * ("ممرضة"). Phrases come before their words, so "مهندس مدني" is a civil engineer and not only an
 * engineer.
 */
import {
  INDUSTRY_TRANSLATIONS,
  JOB_FUNCTION_TRANSLATIONS,
  JOB_ROLE_TRANSLATIONS,
  type ReferenceTranslation,
} from "./job-taxonomy-translations.ts";
import { nameKey } from "./search-text.ts";

export const KEYWORD_TRANSLATIONS = `
software engineer: सॉफ्टवेयर इंजीनियर, सॉफ़्टवेयर इंजीनियर | مهندس برمجيات, مهندس برمجة, مهندسة برمجيات
software developer: सॉफ्टवेयर डेवलपर | مطور برمجيات, مطورة برمجيات
software: सॉफ्टवेयर, सॉफ़्टवेयर | برمجيات, البرمجيات
web developer: वेब डेवलपर | مطور ويب, مطور مواقع
full stack developer: फुल स्टैक डेवलपर | مطور فول ستاك
developer: डेवलपर, डेवलपर्स | مطور, مطورة, مبرمج, مبرمجة
programming: प्रोग्रामिंग | برمجة, البرمجة
civil engineer: सिविल इंजीनियर | مهندس مدني, مهندسة مدنية
mechanical engineer: मैकेनिकल इंजीनियर | مهندس ميكانيكي, مهندس ميكانيكا
electrical engineer: इलेक्ट्रिकल इंजीनियर | مهندس كهربائي, مهندس كهرباء
site engineer: साइट इंजीनियर | مهندس موقع
network engineer: नेटवर्क इंजीनियर | مهندس شبكات
engineer: इंजीनियर, इंजिनियर, अभियंता | مهندس, مهندسة
architect: आर्किटेक्ट, वास्तुकार | مهندس معماري, معماري
chartered accountant: चार्टर्ड अकाउंटेंट, सीए | محاسب قانوني
accountant: अकाउंटेंट, लेखाकार, मुनीम | محاسب, محاسبة
accounts: अकाउंट्स, लेखा | حسابات, الحسابات
accounting: अकाउंटिंग, लेखांकन | المحاسبة
auditor: ऑडिटर, लेखा परीक्षक | مدقق حسابات, مدقق, مراجع حسابات
finance manager: फाइनेंस मैनेजर, वित्त प्रबंधक | مدير مالي
finance: फाइनेंस, वित्त | مالية, المالية
financial analyst: फाइनेंशियल एनालिस्ट, वित्तीय विश्लेषक | محلل مالي
business analyst: बिज़नेस एनालिस्ट | محلل أعمال
data analyst: डेटा एनालिस्ट, डेटा विश्लेषक | محلل بيانات
data scientist: डेटा साइंटिस्ट, डेटा वैज्ञानिक | عالم بيانات
data entry operator: डेटा एंट्री ऑपरेटर | مدخل بيانات, مدخلة بيانات
data entry: डेटा एंट्री | إدخال بيانات, إدخال البيانات
data: डेटा, डाटा | بيانات, البيانات
analyst: एनालिस्ट, विश्लेषक | محلل, محللة
sales manager: सेल्स मैनेजर, बिक्री प्रबंधक | مدير مبيعات, مديرة مبيعات
sales executive: सेल्स एग्जीक्यूटिव, सेल्स एक्जीक्यूटिव | مندوب مبيعات, مندوبة مبيعات, موظف مبيعات
sales: सेल्स, बिक्री, सेल्समैन, विक्रेता | مبيعات, المبيعات, بائع, بائعة
marketing manager: मार्केटिंग मैनेजर | مدير تسويق
digital marketing: डिजिटल मार्केटिंग | تسويق رقمي, التسويق الرقمي
marketing: मार्केटिंग, विपणन | تسويق, التسويق
business development: बिज़नेस डेवलपमेंट, व्यवसाय विकास | تطوير الأعمال, تطوير أعمال
relationship manager: रिलेशनशिप मैनेजर | مدير علاقات
project manager: प्रोजेक्ट मैनेजर, परियोजना प्रबंधक | مدير مشروع, مدير مشاريع
product manager: प्रोडक्ट मैनेजर | مدير منتج, مدير منتجات
store manager: स्टोर मैनेजर | مدير متجر, مدير فرع متجر
branch manager: ब्रांच मैनेजर, शाखा प्रबंधक | مدير فرع
general manager: जनरल मैनेजर, महाप्रबंधक | مدير عام
operations manager: ऑपरेशंस मैनेजर | مدير عمليات
manager: मैनेजर, प्रबंधक | مدير, مديرة
team leader: टीम लीडर | قائد فريق, رئيس فريق
supervisor: सुपरवाइजर, सुपरवाइज़र, पर्यवेक्षक | مشرف, مشرفة
executive: एग्जीक्यूटिव, एक्जीक्यूटिव, कार्यकारी | تنفيذي
assistant: असिस्टेंट, सहायक | مساعد, مساعدة
customer service: कस्टमर सर्विस, ग्राहक सेवा | خدمة العملاء
customer support: कस्टमर सपोर्ट | دعم العملاء
technical support: टेक्निकल सपोर्ट, तकनीकी सहायता | دعم فني, الدعم الفني
call centre: कॉल सेंटर | مركز اتصال, مركز الاتصال, كول سنتر
telecaller: टेलीकॉलर, टेली कॉलर | موظف تسويق هاتفي
receptionist: रिसेप्शनिस्ट | موظف استقبال, موظفة استقبال, استقبال
front office: फ्रंट ऑफिस | مكتب أمامي
back office: बैक ऑफिस | مكتب خلفي
cashier: कैशियर, खजांची | كاشير, أمين صندوق, أمينة صندوق
store keeper: स्टोर कीपर, भंडारपाल | أمين مخزن, أمين مستودع
warehouse: वेयरहाउस, गोदाम | مستودع, مخزن
logistics: लॉजिस्टिक्स | لوجستيات, الخدمات اللوجستية
supply chain: सप्लाई चेन, आपूर्ति श्रृंखला | سلسلة الإمداد, سلاسل الإمداد
procurement: प्रोक्योरमेंट | مشتريات, المشتريات
purchase: परचेज, खरीद | شراء
delivery: डिलीवरी | توصيل
driver: ड्राइवर, ड्राईवर, चालक | سائق, سائقة
security: सिक्योरिटी, सुरक्षा, सिक्योरिटी गार्ड, सुरक्षा गार्ड, चौकीदार | أمن, حراسة, حارس أمن, حارس
security officer: सुरक्षा अधिकारी | ضابط أمن, موظف أمن
safety: सेफ्टी | سلامة, السلامة
nurse: नर्स, परिचारिका | ممرض, ممرضة
staff nurse: स्टाफ नर्स | ممرضة عامة
nursing: नर्सिंग | تمريض, التمريض
doctor: डॉक्टर, डाक्टर, चिकित्सक | طبيب, طبيبة
medical officer: मेडिकल ऑफिसर, चिकित्सा अधिकारी | طبيب عام
pharmacist: फार्मासिस्ट | صيدلي, صيدلانية
lab technician: लैब टेक्नीशियन | فني مختبر
medical representative: मेडिकल रिप्रेजेंटेटिव | مندوب طبي, مندوب دعاية طبية
physiotherapist: फिजियोथेरेपिस्ट | أخصائي علاج طبيعي
hospital: हॉस्पिटल, अस्पताल | مستشفى
teacher: टीचर, शिक्षक, शिक्षिका, अध्यापक | معلم, معلمة, مدرس
teaching: टीचिंग, शिक्षण | تدريس, التدريس
lecturer: लेक्चरर, प्राध्यापक | محاضر
chef: शेफ़, शेफ, रसोइया, बावर्ची | طباخ, شيف
cook: कुक | طاهي
steward: स्टीवर्ड, वेटर | مضيف, نادل, نادلة
hotel: होटल | فندق
restaurant: रेस्टोरेंट, रेस्तरां | مطعم
housekeeping: हाउसकीपिंग, सफाई कर्मचारी, क्लीनर | تدبير منزلي, التدبير الفندقي, عامل نظافة
electrician: इलेक्ट्रीशियन, बिजली मिस्त्री | كهربائي
plumber: प्लंबर | سباك
technician: टेक्नीशियन, तकनीशियन | فني, فنية
mechanic: मैकेनिक, मिस्त्री | ميكانيكي
welder: वेल्डर | لحام
carpenter: कारपेंटर, बढ़ई | نجار
machine operator: मशीन ऑपरेटर | مشغل آلة, مشغل آلات
operator: ऑपरेटर | مشغل
production: प्रोडक्शन, उत्पादन | إنتاج, الإنتاج
quality: क्वालिटी, गुणवत्ता | جودة, الجودة
maintenance: मेंटेनेंस, रखरखाव | صيانة, الصيانة
construction: कंस्ट्रक्शन, निर्माण | بناء, إنشاءات
quantity surveyor: क्वांटिटी सर्वेयर | مساح كميات
surveyor: सर्वेयर | مساح
graphic designer: ग्राफिक डिजाइनर, ग्राफ़िक डिज़ाइनर | مصمم جرافيك, مصممة جرافيك
interior designer: इंटीरियर डिजाइनर | مصمم داخلي
designer: डिजाइनर, डिज़ाइनर | مصمم, مصممة
content writer: कंटेंट राइटर | كاتب محتوى, كاتبة محتوى
translator: ट्रांसलेटर, अनुवादक | مترجم, مترجمة
hr manager: एचआर मैनेजर | مدير موارد بشرية
hr: एचआर | موارد بشرية
human resources: मानव संसाधन | الموارد البشرية
recruiter: रिक्रूटर, भर्तीकर्ता | مسؤول توظيف
recruitment: रिक्रूटमेंट, भर्ती | توظيف, التوظيف
admin: एडमिन, प्रशासन | إداري, إدارية
office: ऑफिस, कार्यालय | مكتب
secretary: सेक्रेटरी, सचिव | سكرتير, سكرتيرة
consultant: कंसल्टेंट, सलाहकार | مستشار, مستشارة
legal: लीगल, कानूनी | قانوني
lawyer: वकील | محامي, محامية
bank: बैंक | بنك, مصرف
banking: बैंकिंग | مصرفي, الخدمات المصرفية
insurance: इंश्योरेंस, बीमा | تأمين, التأمين
loan: लोन, ऋण | قرض, قروض
retail: रिटेल, खुदरा | تجزئة, بيع بالتجزئة
real estate: रियल एस्टेट | عقارات
property: प्रॉपर्टी | عقار
intern: इंटर्न | متدرب, متدربة
internship: इंटर्नशिप | تدريب, تدريب عملي
trainee: ट्रेनी, प्रशिक्षु | متدرب مهني
cabin crew: केबिन क्रू, एयर होस्टेस | طاقم الضيافة, مضيفة طيران
pilot: पायलट | طيار
photographer: फोटोग्राफर | مصور
java: जावा | جافا
python: पायथन | بايثون
android: एंड्रॉइड | أندرويد
web: वेब | ويب
networking: नेटवर्किंग | شبكات
system administrator: सिस्टम एडमिनिस्ट्रेटर | مسؤول أنظمة, مدير أنظمة
machine learning: मशीन लर्निंग | تعلم الآلة
artificial intelligence: आर्टिफिशियल इंटेलिजेंस, कृत्रिम बुद्धिमत्ता | الذكاء الاصطناعي
excel: एक्सेल | إكسل, اكسل
ms office: एमएस ऑफिस | مايكروسوفت أوفيس
autocad: ऑटोकैड | أوتوكاد
tally: टैली | تالي
communication skills: कम्युनिकेशन स्किल्स, संचार कौशल | مهارات التواصل, مهارات الاتصال
english: इंग्लिश, अंग्रेजी, अंग्रेज़ी | الإنجليزية, اللغة الإنجليزية, انجليزي
negotiation: नेगोशिएशन, मोलभाव | التفاوض, تفاوض
patient care: पेशेंट केयर, रोगी देखभाल | رعاية المرضى
inventory management: इन्वेंटरी मैनेजमेंट | إدارة المخزون
social media: सोशल मीडिया | وسائل التواصل الاجتماعي
computer: कंप्यूटर | حاسوب, كمبيوتر
`;

interface TranslationIndex {
  /** Keys of Hindi and Arabic words and phrases → the English words they stand for. */
  englishByKey: ReadonlyMap<string, string>;
  /** The same keys → the words as written, for showing (autosuggest). */
  writtenByKey: ReadonlyMap<string, string>;
  /** The most words a phrase of the list has. */
  longestPhrase: number;
}

let index: TranslationIndex | undefined;

function translationIndex(): TranslationIndex {
  if (index) return index;
  const englishByKey = new Map<string, string>();
  const writtenByKey = new Map<string, string>();
  let longestPhrase = 1;
  const add = (written: string, english: string) => {
    const key = nameKey(written);
    if (!key || englishByKey.has(key)) return;
    englishByKey.set(key, english);
    writtenByKey.set(key, written);
    longestPhrase = Math.max(longestPhrase, key.split(" ").length);
  };
  for (const line of KEYWORD_TRANSLATIONS.split("\n")) {
    const colon = line.indexOf(": ");
    if (colon <= 0) continue;
    const english = line.slice(0, colon);
    const [hindi = "", arabic = ""] = line.slice(colon + 2).split(" | ");
    const written = [...hindi.split(", "), ...arabic.split(", ")].map((word) => word.trim()).filter(Boolean);
    for (const word of written) add(word, english);
  }
  // The taxonomy's names as the filters and job pages show them in Hindi and Arabic: a role or a whole
  // function name, and each part of a name made of parts ("वित्त" of "लेखा / वित्त / कर / ऑडिट"), where
  // the translation has as many parts as the English name. The listed words above come first.
  const taxonomy: Readonly<Record<string, ReferenceTranslation>>[] = [
    JOB_ROLE_TRANSLATIONS,
    JOB_FUNCTION_TRANSLATIONS,
    INDUSTRY_TRANSLATIONS,
  ];
  for (const [english, translations] of taxonomy.flatMap((names) => Object.entries(names))) {
    const englishParts = english.split(" / ");
    for (const written of translations) {
      add(written, nameKey(english));
      const parts = written.split(" / ");
      if (parts.length === 1 || parts.length !== englishParts.length) continue;
      for (const [at, part] of parts.entries()) add(part, nameKey(englishParts[at] ?? ""));
    }
  }
  // Arabic words are typed with and without the article: "المبيعات" is "مبيعات".
  for (const [key, english] of [...englishByKey]) {
    if (key.startsWith("ال") && key.length > 4) add(key.slice(2), english);
  }
  index = { englishByKey, writtenByKey, longestPhrase };
  return index;
}

/** The English words a Hindi or Arabic word or phrase stands for ("محاسب" → "accountant"), if listed. */
export function englishKeywords(text: string): string | undefined {
  return translationIndex().englishByKey.get(nameKey(text));
}

/** A listed Hindi or Arabic word as it is written, from its key (nameKey); undefined for others. */
export function writtenKeyword(key: string): string | undefined {
  return translationIndex().writtenByKey.get(key);
}

/** The longest listed phrase, in words: a reader never needs to look further ahead. */
export function longestTranslatedPhrase(): number {
  return translationIndex().longestPhrase;
}

/** Every listed Hindi and Arabic key with its English words: what the search dictionary adds. */
export function keywordTranslations(): Iterable<{ key: string; english: string }> {
  return [...translationIndex().englishByKey].map(([key, english]) => ({ key, english }));
}
