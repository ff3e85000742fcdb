/** Texts of the COVID page (/covid-jobs): work from home, companies hiring more, skills in demand. */
import type { covidEn } from "./en.ts";

export const covidAr: Record<keyof typeof covidEn, string> = {
  "covid.title": "الوظائف بعد كوفيد-19",
  "covid.intro":
    "وظائف العمل من المنزل، والشركات التي توظف أكثر من الشهر الماضي، والمهارات الأكثر طلبًا لدى أصحاب العمل.",
  "covid.metaDescription": "وظائف العمل من المنزل والشركات التي توظف الآن والمهارات المطلوبة على {brand}.",
  "covid.remoteHeading": "العمل من المنزل",
  "covid.remoteAll": "كل وظائف العمل من المنزل",
  "covid.remoteNone": "لا توجد وظائف للعمل من المنزل على هذا الموقع حاليًا.",
  "covid.surgeHeading": "شركات توظف أكثر",
  "covid.surgeIntro": "أكثر الوظائف الجديدة في آخر 30 يومًا مقارنة بالثلاثين يومًا التي قبلها.",
  "covid.surgeLine": "{recent} وظيفة جديدة في آخر 30 يومًا، و{previous} في الثلاثين يومًا التي قبلها",
  "covid.surgeNone": "لا توجد شركة توظف أكثر بشكل ملحوظ من الشهر الماضي.",
  "covid.skillsHeading": "المهارات المطلوبة",
  "covid.skillsIntro": "المهارات الأكثر طلبًا في الوظائف المنشورة خلال آخر 30 يومًا.",
  "covid.skillJobs": "{skill} ({jobs})",
  "covid.adviceHeading": "نصائح مهنية",
  "covid.layoffHeading": "هل فقدت عملك بسبب كوفيد-19؟",
  "covid.layoffIntro": "أخبر مسؤولي التوظيف: يمكنهم رؤية ذلك في ملفك الشخصي، وبعضهم يبحث عن أشخاص في وضعك.",
  "covid.layoffLabel": "فقدت عملي بسبب كوفيد-19",
  "covid.layoffSave": "حفظ",
  "covid.layoffSaved": "تم الحفظ في ملفك الشخصي.",
  "covid.layoffLogin": "سجّل الدخول لإضافة هذا إلى ملفك الشخصي",
};
