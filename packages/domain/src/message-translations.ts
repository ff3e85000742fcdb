/**
 * The spec's messages in every interface language, keyed by their stable codes. English is the spec's
 * own wording (SPEC_MESSAGES); the server (API errors) and the browser (forms) both read from here, so a
 * message says the same words wherever it is shown.
 */
import { type MessageCode, SPEC_MESSAGES } from "./messages.ts";
import type { Language } from "./sites.ts";

const hi: Record<MessageCode, string> = {
  searchKeywordRequired: "खोजने के लिए कृपया नौकरी का पद/भूमिका/कौशल दर्ज करें।",
  onlySpecialCharacters: "केवल विशेष वर्णों की अनुमति नहीं है।",
  invalidLocation: "कृपया एक मान्य स्थान दर्ज करें।",
  resumeRequired: "कृपया रिज़्यूमे अपलोड करें।",
  resumeInvalid: "कृपया मान्य फ़ाइल अपलोड करें।",
  maxIndustries: "अधिकतम 2 उद्योग।",
  invalidOtp: "कृपया मान्य ओटीपी दर्ज करें।",
  invalidMobile: "कृपया मान्य मोबाइल नंबर दर्ज करें।",
  mobileRequired: "कृपया मोबाइल नंबर दर्ज करें",
  selectProfile: "कृपया सूची से एक प्रोफ़ाइल चुनें।",
  designationRequired: "कृपया अपना पद दर्ज करें।",
  companyRequired: "कृपया अपनी कंपनी का नाम दर्ज करें।",
  qualificationRequired: "कृपया अपनी योग्यता चुनें।",
  specializationRequired: "कृपया अपनी विशेषज्ञता चुनें।",
  instituteRequired: "कृपया अपने संस्थान का नाम दर्ज करें।",
  boardRequired: "कृपया अपना बोर्ड चुनें।",
  mediumRequired: "कृपया अपना माध्यम चुनें।",
  passingYearRequired: "कृपया उत्तीर्ण होने का वर्ष चुनें।",
  visaStatusRequired: "कृपया अपनी वीज़ा स्थिति चुनें।",
  invalidDateRange: "कृपया मान्य तिथि सीमा बताएँ।",
  salaryModeRequired: "कृपया वेतन का प्रकार बताएँ।",
  currentSalaryRequired: "कृपया अपना वर्तमान वेतन बताएँ।",
  noticePeriodRequired: "कृपया अपनी नोटिस अवधि बताएँ।",
  lastWorkingDateRequired: "कृपया अपने काम का अंतिम दिन बताएँ।",
  skillAlreadyAdded: "यह कौशल पहले से जोड़ा जा चुका है।",
  selectSkills: "कृपया कौशल चुनें।",
  preferredLocationRequired: "कृपया अपना पसंदीदा स्थान चुनें।",
  currentLocationRequired: "कृपया अपना वर्तमान स्थान चुनें।",
  cityNameRequired: "कृपया अपने शहर का नाम दर्ज करें।",
  selectVoteOption: "कृपया वोट के लिए एक विकल्प चुनें।",
  networkError: "नेटवर्क त्रुटि। कृपया कुछ समय बाद फिर से प्रयास करें",
  somethingWentWrong: "कुछ गलत हो गया, कृपया फिर से प्रयास करें",
  errorOccured: "त्रुटि हुई, फिर से प्रयास करें",
  uploadFailed: "फ़ाइल अपलोड नहीं हो सकी",
  profileCreateFailed: "आपकी प्रोफ़ाइल नहीं बन सकी, कृपया फिर से प्रयास करें।",
  profileNotFound: "प्रोफ़ाइल नहीं मिली",
  fileFetchFailed: "फ़ाइल लाने में त्रुटि हुई।",
  somethingWentWrongMobile: "कुछ गलत हो गया।",
  engagementUpdateFailed:
    "ओह! कुछ विवरण अपडेट करते समय समस्या आई। कृपया फिर से प्रयास करने के लिए अपनी प्रोफ़ाइल पर जाएँ",
  clientNetworkError: "नेटवर्क त्रुटि",
  requestAborted: "अनुरोध रद्द किया गया",
  requestTimeout: "{n}ms का समय समाप्त हो गया",
  requestFailedStatus: "अनुरोध स्थिति कोड {n} के साथ विफल रहा",
};

const ar: Record<MessageCode, string> = {
  searchKeywordRequired: "يرجى إدخال مسمى وظيفي/دور/مهارة للبحث.",
  onlySpecialCharacters: "لا يُسمح بإدخال رموز خاصة فقط.",
  invalidLocation: "يرجى إدخال موقع صالح.",
  resumeRequired: "يرجى تحميل السيرة الذاتية.",
  resumeInvalid: "يرجى تحميل ملف صالح.",
  maxIndustries: "قطاعان كحد أقصى.",
  invalidOtp: "يرجى إدخال رمز تحقق صالح.",
  invalidMobile: "يرجى إدخال رقم جوال صالح.",
  mobileRequired: "يرجى إدخال رقم الجوال",
  selectProfile: "يرجى اختيار ملف شخصي من القائمة.",
  designationRequired: "يرجى إدخال مسماك الوظيفي.",
  companyRequired: "يرجى إدخال اسم شركتك.",
  qualificationRequired: "يرجى اختيار مؤهلك.",
  specializationRequired: "يرجى اختيار تخصصك.",
  instituteRequired: "يرجى إدخال اسم المؤسسة التعليمية.",
  boardRequired: "يرجى اختيار الجهة التعليمية.",
  mediumRequired: "يرجى اختيار لغة الدراسة.",
  passingYearRequired: "يرجى اختيار سنة التخرج.",
  visaStatusRequired: "يرجى اختيار حالة التأشيرة.",
  invalidDateRange: "يرجى تحديد نطاق تاريخ صالح.",
  salaryModeRequired: "يرجى تحديد طريقة احتساب الراتب.",
  currentSalaryRequired: "يرجى تحديد راتبك الحالي.",
  noticePeriodRequired: "يرجى تحديد فترة الإشعار.",
  lastWorkingDateRequired: "يرجى تحديد آخر يوم عمل لك.",
  skillAlreadyAdded: "هذه المهارة مضافة بالفعل.",
  selectSkills: "يرجى اختيار المهارات.",
  preferredLocationRequired: "يرجى اختيار موقعك المفضل.",
  currentLocationRequired: "يرجى اختيار موقعك الحالي.",
  cityNameRequired: "يرجى إدخال اسم مدينتك.",
  selectVoteOption: "يرجى اختيار خيار للتصويت.",
  networkError: "خطأ في الشبكة. يرجى المحاولة مرة أخرى بعد قليل",
  somethingWentWrong: "حدث خطأ ما، يرجى المحاولة مرة أخرى",
  errorOccured: "حدث خطأ، حاول مرة أخرى",
  uploadFailed: "تعذّر تحميل الملف",
  profileCreateFailed: "تعذّر إنشاء ملفك الشخصي، يرجى المحاولة مرة أخرى.",
  profileNotFound: "لم يتم العثور على الملف الشخصي",
  fileFetchFailed: "حدث خطأ أثناء جلب الملف.",
  somethingWentWrongMobile: "حدث خطأ ما.",
  engagementUpdateFailed:
    "عذرًا! واجهتنا مشكلة أثناء تحديث بعض التفاصيل. يرجى زيارة ملفك الشخصي للمحاولة مرة أخرى",
  clientNetworkError: "خطأ في الشبكة",
  requestAborted: "تم إلغاء الطلب",
  requestTimeout: "انتهت المهلة بعد {n} مللي ثانية",
  requestFailedStatus: "فشل الطلب برمز الحالة {n}",
};

export const SPEC_MESSAGE_TEXTS: Readonly<Record<Language, Readonly<Record<MessageCode, string>>>> = {
  en: SPEC_MESSAGES,
  hi,
  ar,
};

/** A spec message in a language, with `{name}` placeholders filled. */
export function specMessage(
  language: Language,
  code: MessageCode,
  params: Record<string, string | number> = {},
): string {
  return SPEC_MESSAGE_TEXTS[language][code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
