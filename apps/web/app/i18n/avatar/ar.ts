/** Arabic texts of the avatar; keys and placeholders follow ./en.ts. */
import type { AvatarCatalogue } from "./en.ts";
import { mediaMessageCatalogue } from "./media-messages.ts";

export const avatarAr: AvatarCatalogue = {
  "avatar.title": "صورتك",
  "avatar.heading": "صورة الملف الشخصي",
  "avatar.intro": "يرى مسؤولو التوظيف صورتك عندما يفتحون ملفك الشخصي. تُقص الصورة على شكل مربع من وسطها.",
  "avatar.current": "صورتك الحالية",
  "avatar.none": "لم تُضف صورة بعد.",
  "avatar.fileLabel": "اختر صورة",
  "avatar.fileHint": "JPEG أو PNG أو WebP، بحد أقصى {max} ميغابايت.",
  "avatar.upload": "تحميل الصورة",
  "avatar.replace": "استبدال الصورة",
  "avatar.remove": "إزالة الصورة",
  "avatar.yourPhoto": "صورتك",
  "avatar.changePhoto": "تغيير الصورة",
  "avatar.addPhoto": "إضافة صورة",
  "avatar.backToProfile": "العودة إلى ملفك الشخصي",
  "avatar.problemTitle": "لم تُحفظ الصورة:",
  ...mediaMessageCatalogue("ar"),
};
