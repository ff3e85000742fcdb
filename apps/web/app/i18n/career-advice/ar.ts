/** Texts of the career advice pages (list, article) and the advice highlight. */
import type { careerAdviceEn } from "./en.ts";

export const careerAdviceAr: Record<keyof typeof careerAdviceEn, string> = {
  "advice.title": "نصائح مهنية",
  "advice.intro": "أدلة عملية لبحثك عن عمل، كتبها فريقنا وراجعها.",
  "advice.metaDescription": "نصائح مهنية من {brand}: السير الذاتية والمقابلات والرواتب والعمل في الخارج.",
  "advice.category.resume": "السير الذاتية",
  "advice.category.interview": "المقابلات",
  "advice.category.salary": "الرواتب",
  "advice.category.working-abroad": "العمل في الخارج",
  "advice.read": "اقرأ المقال",
  "advice.readLabel": "اقرأ «{title}»",
  "advice.updated": "روجع في {date}",
  "advice.published": "نُشر في {date}",
  "advice.share": "شارك هذا المقال",
  "advice.shareWhatsApp": "واتساب",
  "advice.shareLinkedIn": "لينكدإن",
  "advice.shareFacebook": "فيسبوك",
  "advice.shareX": "إكس",
  "advice.shareEmail": "البريد الإلكتروني",
  "advice.relatedJobs": "وظائف يمكنك التقدم إليها الآن",
  "advice.allJobs": "عرض كل الوظائف",
  "advice.more": "مزيد من النصائح المهنية",
  "advice.none": "لا توجد نصائح مهنية لهذا البلد بعد.",
  "advice.highlightHeading": "نصائح مهنية",
};
