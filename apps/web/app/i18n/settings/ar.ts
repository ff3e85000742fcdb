/** Texts of the seeker's settings beyond privacy: notifications, language, devices, their data, deletion. */
import type { settingsEn } from "./en.ts";

export const settingsAr: Record<keyof typeof settingsEn, string> = {
  "settings.notifications.heading": "الإشعارات",
  "settings.notifications.intro": "اختر ما يمكننا إرساله إليك، وكيف.",
  "settings.notifications.kind": "ماذا",
  "settings.notifications.alerts": "تنبيهات الوظائف",
  "settings.notifications.alertsHint":
    "وظائف جديدة لتنبيهاتك. تصل الرسائل النصية إلى رقم جوالك بعد التحقق منه.",
  "settings.notifications.messages": "رسائل مسؤولي التوظيف",
  "settings.notifications.messagesHint":
    "رسالة بقيت غير مقروءة 30 دقيقة (رسالة واحدة في اليوم لكل محادثة على الأكثر).",
  "settings.notifications.recommendations": "الوظائف المقترحة",
  "settings.notifications.recommendationsHint": "وظائف تناسب ملفك الشخصي.",
  "settings.notifications.marketing": "العروض والأخبار",
  "settings.notifications.marketingHint": "الخدمات المهنية والدورات والفعاليات. متوقفة حتى تشغّلها.",
  "settings.notifications.email": "البريد الإلكتروني",
  "settings.notifications.sms": "الرسائل النصية",
  "settings.notifications.label": "{kind} عبر {channel}",
  "settings.notifications.saved": "تم حفظ إعدادات الإشعارات.",
  "settings.language.heading": "اللغة",
  "settings.language.label": "لغة رسائلنا الإلكترونية والنصية",
  "settings.language.saved": "سنراسلك بهذه اللغة.",
  "settings.sessions.heading": "الأجهزة المسجّل دخولك عليها",
  "settings.sessions.current": "هذا الجهاز",
  "settings.sessions.since": "سجّلت الدخول في {date}",
  "settings.sessions.lastSeen": "آخر نشاط {date}",
  "settings.sessions.unknownDevice": "جهاز غير معروف",
  "settings.sessions.end": "تسجيل الخروج",
  "settings.sessions.endLabel": "تسجيل الخروج من الجهاز الذي كان آخر نشاطه {date}",
  "settings.sessions.ended": "تم تسجيل الخروج من ذلك الجهاز.",
  "settings.sessions.everywhere": "تسجيل الخروج من كل مكان",
  "settings.data.heading": "بياناتك",
  "settings.data.intro":
    "نزّل كل ما نحتفظ به عنك: حسابك وملفاتك الشخصية وطلباتك ورسائلك وطلبات الشراء والملفات التي رفعتها، في ملف ZIP واحد.",
  "settings.data.download": "تنزيل بياناتي",
  "settings.delete.heading": "حذف حسابي",
  "settings.delete.intro":
    "ستُحذف ملفاتك الشخصية وسيرك الذاتية وطلباتك وتنبيهاتك ورسائلك وكل ما يخصك بعد {days} يومًا من طلبك. تسجيل الدخول قبل ذلك يُبقي حسابك.",
  "settings.delete.open": "حذف حسابي…",
  "settings.delete.title": "احذف حسابك",
  "settings.delete.what": "ما الذي سيحدث",
  "settings.delete.whatNow": "يُسجَّل خروجك من كل الأجهزة فورًا، ولن يتمكن مسؤولو التوظيف من العثور عليك.",
  "settings.delete.whatLater":
    "في {date} نحذف ملفاتك الشخصية وسيرك الذاتية وصورتك وطلباتك والوظائف المحفوظة والتنبيهات والرسائل والدورات ورصيد النقد الإلكتروني.",
  "settings.delete.whatKept":
    "تُحفظ طلبات الشراء وفواتيرها الضريبية دون اسمك أو بريدك الإلكتروني، لأن القانون يقتضي ذلك.",
  "settings.delete.whatUndo": "غيّرت رأيك؟ سجّل الدخول قبل {date} ويبقى كل شيء كما هو.",
  "settings.delete.exportFirst": "ربما تود تنزيل بياناتك أولًا.",
  "settings.delete.password": "كلمة المرور",
  "settings.delete.confirm": "أفهم أن حسابي وبياناتي سيُحذفان",
  "settings.delete.submit": "حذف حسابي",
  "settings.delete.cancel": "الاحتفاظ بحسابي",
  "settings.delete.doneHeading": "سيُحذف حسابك",
};
