/** Texts of staff's analytics page. */
import type { analyticsEn } from "./en.ts";

export const analyticsAr: Record<keyof typeof analyticsEn, string> = {
  "staff.analytics.title": "التحليلات",
  "staff.analytics.intro":
    "ما فعله زوار هذا الموقع خلال آخر 14 يومًا، كما أحصته البوابة نفسها. اليوم حتى الآن في السطر الأخير.",
  "staff.analytics.day": "اليوم",
  "staff.analytics.visitsGoogle": "مشاهدات الصفحات (البحث والمباشر)",
  "staff.analytics.visitsMailer": "مشاهدات الصفحات من رسائلنا",
  "staff.analytics.searches": "عمليات البحث",
  "staff.analytics.applies": "الطلبات",
  "staff.analytics.mailerApplies": "الطلبات من رسائلنا",
  "staff.analytics.banner": "شريط التطبيق (الإغلاق، النقر)",
  "staff.analytics.none": "لا توجد أحداث بعد.",
  "staff.analytics.experiments": "التجارب (A/B)",
  "staff.analytics.experimentsIntro":
    "يُحسب زوار كل نسخة مرة واحدة مهما تكرر عرضها عليهم. وتُظهر شاشة الترحيب أيضًا كيف غادرها الباحثون الجدد.",
  "staff.analytics.variant": "النسخة",
  "staff.analytics.visitors": "الزوار الذين عُرضت عليهم",
  "staff.analytics.exposures": "مرات العرض",
  "staff.analytics.exit.close": "أغلقوها",
  "staff.analytics.exit.profile": "انتقلوا إلى الملف الشخصي",
  "staff.analytics.exit.resume": "انتقلوا لإضافة سيرة ذاتية",
  "staff.analytics.exit.alert": "انتقلوا لإنشاء تنبيه",
  "staff.analytics.experiment.welcomeScreen": "شاشة الترحيب بعد التسجيل",
  "staff.analytics.variant.checklist": "قائمة من ثلاث خطوات",
  "staff.analytics.variant.resumeFirst": "السيرة الذاتية أولًا",
};
