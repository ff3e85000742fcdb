import type { jobAlertsEn } from "./en.ts";

/** Arabic texts of job alerts (see en.ts). */
export const jobAlertsAr: Record<keyof typeof jobAlertsEn, string> = {
  "jobAlerts.create.title": "أنشئ تنبيه وظائف مجانيًا",
  "jobAlerts.create.intro":
    "أخبرنا بما تبحث عنه، وسنرسل إليك بالبريد الإلكتروني الوظائف الجديدة المطابقة فور نشرها.",
  "jobAlerts.field.query": "الكلمات المفتاحية (المسمى الوظيفي أو الدور أو المهارة)",
  "jobAlerts.field.location": "الموقع",
  "jobAlerts.field.locationHint": "مثلًا {city}",
  "jobAlerts.field.experience": "خبرتك",
  "jobAlerts.field.experienceAny": "أي خبرة",
  "jobAlerts.field.experienceFresher": "حديث التخرج",
  "jobAlerts.field.experienceYears.one": "سنة واحدة",
  "jobAlerts.field.experienceYears.other": "{count} سنوات",
  "jobAlerts.field.frequency": "عدد المرات",
  "jobAlerts.frequency.daily": "يوميًا",
  "jobAlerts.frequency.weekly": "أسبوعيًا",
  "jobAlerts.frequency.instant": "فور نشر الوظائف (رسالة واحدة في الساعة على الأكثر)",
  "jobAlerts.field.email": "البريد الإلكتروني",
  "jobAlerts.field.name": "اسمك (اختياري)",
  "jobAlerts.create.submit": "إنشاء تنبيه الوظائف",
  "jobAlerts.create.guestNote": "نرسل أولًا رابطًا إلى هذا العنوان: يبدأ التنبيه عندما تفتحه.",
  "jobAlerts.create.seekerNote": "تصل التنبيهات إلى {email}.",

  "jobAlerts.success.title": "تنبيه الوظائف الخاص بك",
  "jobAlerts.success.created": "تم إنشاء تنبيه وظائف لـ “{search}”.",
  "jobAlerts.success.checkEmail":
    "أرسلنا رابطًا إلى {email}. افتحه لبدء التنبيه: حتى ذلك الحين لن نرسل أي شيء آخر إلى هذا العنوان.",
  "jobAlerts.success.firstEmail": "تصلك أول رسالة {when}، مع الوظائف المنشورة حتى ذلك الوقت.",
  "jobAlerts.success.firstEmailInstant":
    "تصلك رسالة بعد نشر وظائف جديدة مطابقة بقليل، رسالة واحدة في الساعة على الأكثر.",
  "jobAlerts.success.matching.one": "وظيفة واحدة تطابق هذا البحث الآن.",
  "jobAlerts.success.matching.other": "عدد الوظائف المطابقة لهذا البحث الآن: {count}.",
  "jobAlerts.success.seeJobs": "اعرض الوظائف المطابقة",
  "jobAlerts.success.register":
    "أنشئ حسابًا مجانيًا باستخدام {email} لتقدّم بنقرة واحدة وتحتفظ بتنبيهاتك في مكان واحد.",
  "jobAlerts.success.registerLink": "سجّل مجانًا",
  "jobAlerts.success.manage": "إدارة تنبيهات الوظائف",
  "jobAlerts.confirm.title": "أكِّد تنبيه الوظائف",
  "jobAlerts.confirm.intro": "هل تريد بدء رسائل الوظائف الجديدة لـ “{search}” إلى {email}؟",
  "jobAlerts.confirm.submit": "نعم، ابدأ التنبيه",
  "jobAlerts.confirm.done": "تنبيه الوظائف الخاص بك يعمل الآن.",

  "jobAlerts.list.title": "تنبيهات الوظائف",
  "jobAlerts.list.intro": "يمكنك الاحتفاظ بما يصل إلى {max} من تنبيهات الوظائف على هذا الموقع.",
  "jobAlerts.list.empty": "ليست لديك تنبيهات وظائف بعد.",
  "jobAlerts.list.create": "أنشئ تنبيه وظائف",
  "jobAlerts.list.lastSent": "آخر رسالة {date}",
  "jobAlerts.list.neverSent": "لم تُرسل أي رسالة بعد",
  "jobAlerts.list.nextEmail": "الرسالة التالية {date}",
  "jobAlerts.list.frequencyLabel": "عدد المرات",
  "jobAlerts.list.change": "تغيير",
  "jobAlerts.list.pause": "إيقاف مؤقت",
  "jobAlerts.list.resume": "استئناف",
  "jobAlerts.list.delete": "حذف",
  "jobAlerts.list.seeJobs": "اعرض الوظائف",
  "jobAlerts.status.unconfirmed": "بانتظار التأكيد بالبريد الإلكتروني",
  "jobAlerts.status.active": "يعمل",
  "jobAlerts.status.owner": "متوقف مؤقتًا",
  "jobAlerts.status.unsubscribed": "أُلغي الاشتراك",
  "jobAlerts.status.undeliverable": "متوقف مؤقتًا: تعذّر تسليم الرسائل إلى هذا العنوان",
  "jobAlerts.notice.paused": "تم إيقاف التنبيه مؤقتًا.",
  "jobAlerts.notice.resumed": "عاد التنبيه للعمل.",
  "jobAlerts.notice.deleted": "تم حذف التنبيه.",
  "jobAlerts.notice.changed": "تم تغيير التنبيه.",

  "jobAlerts.replace.title": "استبدال تنبيه وظائف",
  "jobAlerts.replace.intro": "لديك بالفعل {max} من تنبيهات الوظائف. اختر التنبيه الذي يحل محله “{search}”.",
  "jobAlerts.replace.submit": "استبدال",

  "jobAlerts.unsubscribe.title": "إلغاء الاشتراك في تنبيه وظائف",
  "jobAlerts.unsubscribe.intro": "هل تريد إيقاف رسائل تنبيه الوظائف “{search}”؟",
  "jobAlerts.unsubscribe.submit": "إلغاء الاشتراك",
  "jobAlerts.unsubscribe.done": "لن تصلك بعد الآن رسائل “{search}”.",

  "savedSearches.makeAlert": "أرسل إليّ الوظائف الجديدة بالبريد",
  "jobAlerts.results.toggle": "احصل على وظائف جديدة مثل هذه بالبريد الإلكتروني",
  "jobAlerts.results.submit": "إنشاء التنبيه",

  "accounts.msg.alertLimit":
    "يمكنك الاحتفاظ بما يصل إلى {max} من تنبيهات الوظائف على هذا الموقع. يرجى اختيار واحد لاستبداله.",
  "accounts.msg.alertLinkInvalid":
    "لم يعد هذا الرابط صالحًا. يرجى فتح أحدث رسالة منا، أو إنشاء التنبيه من جديد.",
};
