/**
 * What job posting says when it refuses something and the spec gives no words. Spec messages it shares
 * with the seeker's forms ('Only special character(s) are not allowed.', 'Please enter a valid
 * location.', 'Please select skills.', 'This Skill is already added.') keep their spec codes.
 */
import type { Language } from "./sites.ts";

const en = {
  jobTitleRequired: "Please enter the job title.",
  experienceRangeInvalid: "Please specify a valid experience range (0 to 50 years, minimum first).",
  salaryRangeInvalid:
    "Please give both a minimum and a maximum salary, the minimum first, or hide the salary.",
  jobCodeInvalid: "A job code may use letters, digits and / _ . - only.",
  jobCodeTaken: "Another job of your company has this job code.",
  tooManySkills: "Please list at most 20 skills and 15 IT skills.",
  jobIndustryRequired: "Please select the industry.",
  functionRequired: "Please select the job function.",
  roleRequired: "Please select a role of the chosen function.",
  jobQualificationRequired: "Please enter the qualification the job needs.",
  descriptionTooShort: "Please describe the job in at least 100 characters.",
  vacanciesInvalid: "Please enter the number of vacancies (1 to 999).",
  expiryInvalid: "Please choose a closing date from tomorrow up to 90 days ahead.",
  jobNotEditable: "This job can no longer be changed.",
  noCompany: "Please register your company or join one before posting jobs.",
  emailNotVerified: "Please confirm your e-mail address before posting jobs.",
  rejectionReasonRequired: "Please say why the job is rejected (at most 500 characters).",
  reportReasonRequired: "Please choose why you are reporting this job.",
} as const;

export type JobPostingMessageKey = keyof typeof en;

const hi: Record<JobPostingMessageKey, string> = {
  jobTitleRequired: "कृपया नौकरी का शीर्षक दर्ज करें।",
  experienceRangeInvalid: "कृपया मान्य अनुभव सीमा बताएँ (0 से 50 वर्ष, पहले न्यूनतम)।",
  salaryRangeInvalid: "कृपया न्यूनतम और अधिकतम वेतन दोनों दें, पहले न्यूनतम, या वेतन छिपाएँ।",
  jobCodeInvalid: "नौकरी कोड में केवल अक्षर, अंक और / _ . - हो सकते हैं।",
  jobCodeTaken: "आपकी कंपनी की किसी अन्य नौकरी का यही नौकरी कोड है।",
  tooManySkills: "कृपया अधिकतम 20 कौशल और 15 आईटी कौशल लिखें।",
  jobIndustryRequired: "कृपया उद्योग चुनें।",
  functionRequired: "कृपया नौकरी का कार्यक्षेत्र चुनें।",
  roleRequired: "कृपया चुने गए कार्यक्षेत्र की कोई भूमिका चुनें।",
  jobQualificationRequired: "कृपया नौकरी के लिए आवश्यक योग्यता दर्ज करें।",
  descriptionTooShort: "कृपया नौकरी का विवरण कम से कम 100 अक्षरों में दें।",
  vacanciesInvalid: "कृपया रिक्तियों की संख्या दर्ज करें (1 से 999)।",
  expiryInvalid: "कृपया कल से 90 दिनों के भीतर की अंतिम तिथि चुनें।",
  jobNotEditable: "यह नौकरी अब बदली नहीं जा सकती।",
  noCompany: "नौकरियाँ पोस्ट करने से पहले कृपया अपनी कंपनी पंजीकृत करें या किसी कंपनी से जुड़ें।",
  emailNotVerified: "नौकरियाँ पोस्ट करने से पहले कृपया अपना ई-मेल पता पुष्ट करें।",
  rejectionReasonRequired: "कृपया बताएँ कि नौकरी क्यों अस्वीकार की गई (अधिकतम 500 अक्षर)।",
  reportReasonRequired: "कृपया चुनें कि आप इस नौकरी की शिकायत क्यों कर रहे हैं।",
};

const ar: Record<JobPostingMessageKey, string> = {
  jobTitleRequired: "يرجى إدخال المسمى الوظيفي.",
  experienceRangeInvalid: "يرجى تحديد نطاق خبرة صالح (من 0 إلى 50 سنة، الحد الأدنى أولًا).",
  salaryRangeInvalid: "يرجى إدخال الحد الأدنى والحد الأقصى للراتب، الأدنى أولًا، أو إخفاء الراتب.",
  jobCodeInvalid: "يمكن أن يحتوي رمز الوظيفة على أحرف وأرقام و / _ . - فقط.",
  jobCodeTaken: "توجد وظيفة أخرى لشركتك بهذا الرمز.",
  tooManySkills: "يرجى إدراج 20 مهارة و15 مهارة تقنية كحد أقصى.",
  jobIndustryRequired: "يرجى اختيار القطاع.",
  functionRequired: "يرجى اختيار مجال الوظيفة.",
  roleRequired: "يرجى اختيار دور من المجال المختار.",
  jobQualificationRequired: "يرجى إدخال المؤهل المطلوب للوظيفة.",
  descriptionTooShort: "يرجى وصف الوظيفة في 100 حرف على الأقل.",
  vacanciesInvalid: "يرجى إدخال عدد الشواغر (من 1 إلى 999).",
  expiryInvalid: "يرجى اختيار تاريخ إغلاق من الغد حتى 90 يومًا.",
  jobNotEditable: "لم يعد من الممكن تعديل هذه الوظيفة.",
  noCompany: "يرجى تسجيل شركتك أو الانضمام إلى شركة قبل نشر الوظائف.",
  emailNotVerified: "يرجى تأكيد بريدك الإلكتروني قبل نشر الوظائف.",
  rejectionReasonRequired: "يرجى ذكر سبب رفض الوظيفة (500 حرف كحد أقصى).",
  reportReasonRequired: "يرجى اختيار سبب الإبلاغ عن هذه الوظيفة.",
};

export const JOB_POSTING_MESSAGE_TEXTS: Readonly<
  Record<Language, Readonly<Record<JobPostingMessageKey, string>>>
> = { en, hi, ar };

export function isJobPostingMessageKey(value: unknown): value is JobPostingMessageKey {
  return typeof value === "string" && Object.hasOwn(en, value);
}
