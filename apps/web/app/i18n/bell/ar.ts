/** Arabic texts of bell notifications; keys and placeholders follow ./en.ts. */
import type { BellCatalogue } from "./en.ts";

export const bellAr: BellCatalogue = {
  "bell.title": "الإشعارات",
  "bell.intro": "أخبار طلبات التوظيف الخاصة بك من مسؤولي التوظيف.",
  "bell.headerLabel": "الإشعارات",
  "bell.headerLabelUnread": "الإشعارات: {count} غير مقروءة",
  "bell.countOverflow": "+99",
  "bell.unreadSummary": "غير المقروءة: {count}",
  "bell.empty":
    "لا توجد لديك إشعارات بعد. عندما يطّلع مسؤول توظيف على أحد طلباتك أو يضعه في القائمة المختصرة أو يرفضه، ستقرأ ذلك هنا.",
  "bell.status.viewed": "اطّلع مسؤول توظيف على طلبك لوظيفة {job} لدى {company}.",
  "bell.status.shortlisted": "تم وضعك في القائمة المختصرة لوظيفة {job} لدى {company}.",
  "bell.status.rejected": "لم يتم اختيار طلبك لوظيفة {job} لدى {company}.",
  "bell.statusGone.viewed": "اطّلع مسؤول توظيف على أحد طلباتك (لم تعد الوظيفة معروضة).",
  "bell.statusGone.shortlisted": "تم وضعك في القائمة المختصرة لوظيفة لم تعد معروضة.",
  "bell.statusGone.rejected": "لم يتم اختيار طلبك لوظيفة لم تعد معروضة.",
  "bell.new": "جديد",
  "bell.openApplication": "عرض الطلب",
  "bell.markRead": "تعليم كمقروء",
  "bell.markAllRead": "تعليم الكل كمقروء",
  "bell.markedRead": "تم التعليم كمقروء.",
  "bell.markedAllRead": "تم تعليم جميع الإشعارات كمقروءة.",
  "bell.newer": "إشعارات أحدث",
  "bell.older": "إشعارات أقدم",
  "bell.pagination": "صفحات الإشعارات",
};
