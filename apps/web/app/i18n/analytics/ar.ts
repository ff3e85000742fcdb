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
};
