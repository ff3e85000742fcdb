/** Texts of the learning site's sign-in (single sign-on) and, later, the courses. */

export const learningAr = {
  "sso.pageTitle": "تسجيل الدخول إلى موقع التعلم",
  "sso.title": "المتابعة إلى {client}",
  "sso.intro": "يطلب {client} معرفة هويتك، لتتعلم هناك دون كلمة مرور ثانية.",
  "sso.shares": "سيحصل {client} على:",
  "sso.scope.profile": "اسمك ولغتك",
  "sso.scope.email": "عنوان بريدك الإلكتروني",
  "sso.allow": "المتابعة باسم {name}",
  "sso.deny": "ليس الآن",
  "sso.logoutNote": "تسجيل الخروج هنا يسجّل خروجك من هناك أيضًا.",
  "accounts.msg.coursesUnavailable":
    "لا يمكن الوصول إلى الدورات في الوقت الحالي. يرجى المحاولة مرة أخرى بعد بضع دقائق.",
  "accounts.msg.webhookSignatureInvalid": "توقيع هذا الحدث غير صالح.",
  "accounts.msg.ssoExpired": "انتهت صلاحية تسجيل الدخول هذا. يرجى البدء من جديد من موقع التعلم.",
  "accounts.msg.ssoSeekersOnly": "يمكن للباحثين عن عمل فقط تسجيل الدخول إلى موقع التعلم.",
};
