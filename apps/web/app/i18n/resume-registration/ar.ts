/** Arabic texts of registration by resume; keys and placeholders follow ./en.ts. */

// Arabic has six plural forms where English has two: the language catalogue's type and its test check
// this catalogue's keys.
export const resumeRegistrationAr = {
  "resumeRegistration.heading": "ارفع سيرتك الذاتية لتعبئة الخطوات",
  "resumeRegistration.intro":
    "نقرأ سيرتك الذاتية ونعبّئ ما نجده فيها. تراجع كل قيمة بنفسك، ولا يُحفظ شيء حتى تتابع.",
  "resumeRegistration.fileLabel": "اختر سيرتك الذاتية",
  "resumeRegistration.fileHint": "doc أو docx أو rtf أو txt أو pdf، بحد أقصى {max} ميغابايت.",
  "resumeRegistration.dropHere": "أو اسحب سيرتك الذاتية وأفلتها هنا",
  "resumeRegistration.progress": "جارٍ رفع {file} وقراءته",
  "resumeRegistration.progressDone": "جارٍ قراءة {file}",
  "resumeRegistration.filled.zero": "عبّأنا {count} معلومة من {file}. راجعها ثم تابع: يُحفظ الملف مع تسجيلك.",
  "resumeRegistration.filled.one": "عبّأنا معلومة واحدة من {file}. راجعها ثم تابع: يُحفظ الملف مع تسجيلك.",
  "resumeRegistration.filled.two": "عبّأنا معلومتين من {file}. راجعهما ثم تابع: يُحفظ الملف مع تسجيلك.",
  "resumeRegistration.filled.few": "عبّأنا {count} معلومات من {file}. راجعها ثم تابع: يُحفظ الملف مع تسجيلك.",
  "resumeRegistration.filled.many": "عبّأنا {count} معلومة من {file}. راجعها ثم تابع: يُحفظ الملف مع تسجيلك.",
  "resumeRegistration.filled.other": "عبّأنا {count} معلومة من {file}. راجعها ثم تابع: يُحفظ الملف مع تسجيلك.",
  "resumeRegistration.nothingToFill":
    "لم نجد في {file} بيانات نعبّئها. يرجى تعبئة النموذج؛ يُحفظ الملف مع تسجيلك.",
  "resumeRegistration.chosen": "سيُرفع {file} مع تسجيلك.",
  "resumeRegistration.remove": "إزالة الملف",
  "resumeRegistration.removed": "أُزيل الملف.",
  "resumeRegistration.fromResume": "من سيرتك الذاتية: يرجى التحقق منها.",
  "resumeRegistration.suggestion": "تقول سيرتك الذاتية: {value}",
  "resumeRegistration.pathFromResume": "اخترنا هذا من سيرتك الذاتية. غيّره إن لم يكن صحيحًا.",
  "resumeRegistration.stepIntro":
    "القيم المعلَّمة بعبارة «من سيرتك الذاتية» قُرئت من سيرتك الذاتية. راجعها أو غيّرها، ثم احفظ.",
  "resumeRegistration.skillsLegend": "المهارات الأساسية من سيرتك الذاتية",
  "resumeRegistration.skillsHint": "تُضاف المهارات المحددة إلى ملفك الشخصي. ألغِ تحديد أي مهارة لا تخصك.",
  "resumeRegistration.notKept":
    "حسابك جاهز، لكن سيرتك الذاتية لم تُحفظ: {reason} يمكنك رفعها لاحقًا من ملفك الشخصي.",
  "accounts.msg.resumeTooLarge": "يرجى رفع ملف صالح. يجب ألا يتجاوز حجم السيرة الذاتية {max} ميغابايت.",
  "accounts.msg.resumeNoText":
    "لم نجد أي نص في هذا الملف. يرجى رفع سيرة ذاتية بنص قابل للتحديد، وليس صورة ممسوحة ضوئيًا.",
};
