/**
 * Texts the API itself says (error envelopes). Spec messages keep their codes from @portal/domain so the
 * browser and the server say the same words; these are the server's own.
 */
import {
  ACCOUNT_MESSAGE_TEXTS,
  JOB_POSTING_MESSAGE_TEXTS,
  type Language,
  MEDIA_MESSAGE_TEXTS,
  PROFILE_MESSAGE_TEXTS,
} from "@portal/domain";
import { APPLICATION_SERVER_MESSAGES } from "./catalogues/applications.ts";
import { CANDIDATE_SERVER_MESSAGES } from "./catalogues/candidates.ts";
import { ENGAGEMENT_SERVER_MESSAGES } from "./catalogues/engagement-cards.ts";
import { JOB_ALERT_SERVER_MESSAGES } from "./catalogues/job-alerts.ts";
import { MESSAGE_SERVER_MESSAGES } from "./catalogues/messages.ts";
import { STOREFRONT_SERVER_MESSAGES } from "./catalogues/storefront.ts";

const en = {
  validationFailed: "Some of the details are not valid. Please check them and try again.",
  invalidValue: "This value is not valid.",
  required: "This field is required.",
  tooLong: "This is too long (at most {max} characters).",
  tooSmall: "This must be at least {min}.",
  tooBig: "This must be at most {max}.",
  notFound: "We could not find what you were looking for.",
  jobNotFound: "This job does not exist or has been removed.",
  companyNotFound: "This company is not on our site.",
  savedSearchLimit: "You can keep up to {max} saved searches. Please delete one to save another.",
  savedSearchInvalid: "This search cannot be saved. Please search again and then save it.",
  savedSearchNameInvalid: "Please give the search a name of at most {max} characters.",
  savedJobLimit: "You can keep up to {max} saved jobs. Please remove one to save another.",
  hiddenLimit: "You can hide up to {max} jobs and {max} companies. Please show one again to hide another.",
  unauthenticated: "Please log in to continue.",
  forbidden: "You are not allowed to do this.",
  conflict: "This has already been done.",
  payloadTooLarge: "The upload is too large.",
  methodNotAllowed: "This address does not accept this kind of request.",
  homePage: "Go to the home page",
  unsupportedMediaType: "This type of content is not accepted.",
  rateLimited: "Too many attempts. Please wait {seconds} seconds and try again.",
  unavailable: "The service is temporarily unavailable. Please try again shortly.",
  internal: "Something went wrong please try again",
  resumeTooLarge: "Please upload valid file. A resume can be at most {max} MB.",
  resumeNoText:
    "We could not find any text in this file. Please upload a resume with selectable text, not a scanned image.",
  ...ACCOUNT_MESSAGE_TEXTS.en,
  ...PROFILE_MESSAGE_TEXTS.en,
  ...JOB_POSTING_MESSAGE_TEXTS.en,
  ...MEDIA_MESSAGE_TEXTS.en,
  ...APPLICATION_SERVER_MESSAGES.en,
  ...ENGAGEMENT_SERVER_MESSAGES.en,
  ...JOB_ALERT_SERVER_MESSAGES.en,
  ...CANDIDATE_SERVER_MESSAGES.en,
  ...MESSAGE_SERVER_MESSAGES.en,
  ...STOREFRONT_SERVER_MESSAGES.en,
} as const;

export type ServerMessageKey = keyof typeof en;

const hi: Record<ServerMessageKey, string> = {
  validationFailed: "कुछ विवरण मान्य नहीं हैं। कृपया उन्हें जाँचें और फिर से प्रयास करें।",
  invalidValue: "यह मान मान्य नहीं है।",
  required: "यह फ़ील्ड आवश्यक है।",
  tooLong: "यह बहुत लंबा है (अधिकतम {max} अक्षर)।",
  tooSmall: "यह कम से कम {min} होना चाहिए।",
  tooBig: "यह अधिकतम {max} होना चाहिए।",
  notFound: "आप जो ढूँढ रहे थे, वह हमें नहीं मिला।",
  jobNotFound: "यह नौकरी मौजूद नहीं है या हटा दी गई है।",
  companyNotFound: "यह कंपनी हमारी साइट पर नहीं है।",
  savedSearchLimit: "आप अधिकतम {max} सहेजी गई खोजें रख सकते हैं। नई खोज सहेजने के लिए कृपया कोई एक हटाएँ।",
  savedSearchInvalid: "यह खोज सहेजी नहीं जा सकती। कृपया फिर से खोजें और फिर उसे सहेजें।",
  savedSearchNameInvalid: "कृपया खोज को अधिकतम {max} अक्षरों का नाम दें।",
  savedJobLimit: "आप अधिकतम {max} सहेजी गई नौकरियाँ रख सकते हैं। नई नौकरी सहेजने के लिए कृपया कोई एक हटाएँ।",
  hiddenLimit:
    "आप अधिकतम {max} नौकरियाँ और {max} कंपनियाँ छिपा सकते हैं। नई छिपाने के लिए कृपया किसी एक को फिर से दिखाएँ।",
  unauthenticated: "जारी रखने के लिए कृपया लॉग इन करें।",
  forbidden: "आपको यह करने की अनुमति नहीं है।",
  conflict: "यह पहले ही किया जा चुका है।",
  payloadTooLarge: "अपलोड बहुत बड़ा है।",
  methodNotAllowed: "यह पता इस प्रकार का अनुरोध स्वीकार नहीं करता।",
  homePage: "होम पेज पर जाएँ",
  unsupportedMediaType: "इस प्रकार की सामग्री स्वीकार नहीं की जाती।",
  rateLimited: "बहुत अधिक प्रयास। कृपया {seconds} सेकंड प्रतीक्षा करें और फिर से प्रयास करें।",
  unavailable: "सेवा अस्थायी रूप से उपलब्ध नहीं है। कृपया थोड़ी देर बाद प्रयास करें।",
  internal: "कुछ गलत हो गया, कृपया फिर से प्रयास करें",
  resumeTooLarge: "कृपया मान्य फ़ाइल अपलोड करें। रिज़्यूमे अधिकतम {max} MB का हो सकता है।",
  resumeNoText: "हमें इस फ़ाइल में कोई टेक्स्ट नहीं मिला। कृपया चुनने योग्य टेक्स्ट वाला रिज़्यूमे अपलोड करें, स्कैन की गई छवि नहीं।",
  ...ACCOUNT_MESSAGE_TEXTS.hi,
  ...PROFILE_MESSAGE_TEXTS.hi,
  ...JOB_POSTING_MESSAGE_TEXTS.hi,
  ...MEDIA_MESSAGE_TEXTS.hi,
  ...APPLICATION_SERVER_MESSAGES.hi,
  ...ENGAGEMENT_SERVER_MESSAGES.hi,
  ...JOB_ALERT_SERVER_MESSAGES.hi,
  ...CANDIDATE_SERVER_MESSAGES.hi,
  ...MESSAGE_SERVER_MESSAGES.hi,
  ...STOREFRONT_SERVER_MESSAGES.hi,
};

const ar: Record<ServerMessageKey, string> = {
  validationFailed: "بعض البيانات غير صالحة. يرجى التحقق منها والمحاولة مرة أخرى.",
  invalidValue: "هذه القيمة غير صالحة.",
  required: "هذا الحقل مطلوب.",
  tooLong: "النص طويل جدًا (الحد الأقصى لعدد الأحرف {max}).",
  tooSmall: "يجب أن تكون القيمة {min} على الأقل.",
  tooBig: "يجب ألا تتجاوز القيمة {max}.",
  notFound: "لم نتمكن من العثور على ما تبحث عنه.",
  jobNotFound: "هذه الوظيفة غير موجودة أو تمت إزالتها.",
  companyNotFound: "هذه الشركة غير موجودة على موقعنا.",
  savedSearchLimit: "يمكنك الاحتفاظ بما يصل إلى {max} من عمليات البحث المحفوظة. يرجى حذف واحدة لحفظ أخرى.",
  savedSearchInvalid: "لا يمكن حفظ هذا البحث. يرجى البحث مرة أخرى ثم حفظه.",
  savedSearchNameInvalid: "يرجى إعطاء البحث اسمًا لا يتجاوز عدد أحرفه {max}.",
  savedJobLimit: "يمكنك الاحتفاظ بما يصل إلى {max} من الوظائف المحفوظة. يرجى إزالة واحدة لحفظ أخرى.",
  hiddenLimit: "يمكنك إخفاء ما يصل إلى {max} وظيفة و{max} شركة. يرجى إظهار واحدة مرة أخرى لإخفاء غيرها.",
  unauthenticated: "يرجى تسجيل الدخول للمتابعة.",
  forbidden: "غير مسموح لك بتنفيذ هذا الإجراء.",
  conflict: "تم تنفيذ هذا من قبل.",
  payloadTooLarge: "الملف المرفوع كبير جدًا.",
  methodNotAllowed: "هذا العنوان لا يقبل هذا النوع من الطلبات.",
  homePage: "الانتقال إلى الصفحة الرئيسية",
  unsupportedMediaType: "هذا النوع من المحتوى غير مقبول.",
  rateLimited: "محاولات كثيرة جدًا. يرجى الانتظار {seconds} ثانية ثم المحاولة مرة أخرى.",
  unavailable: "الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.",
  internal: "حدث خطأ ما، يرجى المحاولة مرة أخرى",
  resumeTooLarge: "يرجى رفع ملف صالح. يجب ألا يتجاوز حجم السيرة الذاتية {max} ميغابايت.",
  resumeNoText: "لم نجد أي نص في هذا الملف. يرجى رفع سيرة ذاتية بنص قابل للتحديد، وليس صورة ممسوحة ضوئيًا.",
  ...ACCOUNT_MESSAGE_TEXTS.ar,
  ...PROFILE_MESSAGE_TEXTS.ar,
  ...JOB_POSTING_MESSAGE_TEXTS.ar,
  ...MEDIA_MESSAGE_TEXTS.ar,
  ...APPLICATION_SERVER_MESSAGES.ar,
  ...ENGAGEMENT_SERVER_MESSAGES.ar,
  ...JOB_ALERT_SERVER_MESSAGES.ar,
  ...CANDIDATE_SERVER_MESSAGES.ar,
  ...MESSAGE_SERVER_MESSAGES.ar,
  ...STOREFRONT_SERVER_MESSAGES.ar,
};

export const SERVER_MESSAGES: Record<Language, Record<ServerMessageKey, string>> = { en, hi, ar };

export function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(en, key);
}
