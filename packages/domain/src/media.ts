/**
 * Avatars and profile views: the limits both the server and the pages state, and the texts of what
 * can go wrong with a photo, in every language (the API's errors and the photo page say the same words).
 */
import type { Language } from "./sites.ts";

/** Largest photo accepted, in bytes (the upload is cut off as soon as it passes this). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_MEGABYTES = AVATAR_MAX_BYTES / (1024 * 1024);
/** Width and height of the stored square WebP, in pixels. */
export const AVATAR_SIZE_PX = 256;
/**
 * Largest picture (width × height) decoded. Phones take 12–50 megapixels; anything larger, or a small
 * file claiming huge dimensions (a decompression bomb), is refused before its pixels are decoded.
 */
export const AVATAR_MAX_INPUT_PIXELS = 60_000_000;
export const AVATAR_MAX_MEGAPIXELS = AVATAR_MAX_INPUT_PIXELS / 1_000_000;
/** What a photo may be, judged by its bytes, never by its name or the browser's word. */
export const AVATAR_ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** A recruiter opening the same profile again within this window counts once. */
export const PROFILE_VIEW_WINDOW_MINUTES = 30;
/** The periods the seeker sees counts for, in days; the chart spans the longest. */
export const PROFILE_VIEW_PERIODS = [7, 30, 90] as const;
export const PROFILE_VIEW_CHART_DAYS = 90;

const en = {
  avatarFileMissing: "Please choose a photo to upload.",
  avatarEmpty: "The file is empty. Please choose a photo.",
  avatarTooLarge: "The photo is larger than {max} MB. Please choose a smaller one.",
  avatarWrongType: "Please upload a JPEG, PNG or WebP photo. Other files are not accepted.",
  avatarUnreadable: "We could not read this photo. It may be damaged; please try another one.",
  avatarTooManyPixels:
    "The photo is too big in width and height (more than {max} megapixels). Please choose a smaller one.",
  avatarSaved: "Your photo has been saved.",
  avatarRemoved: "Your photo has been removed.",
  avatarNothingToRemove: "You have no photo to remove.",
} as const;

export type MediaMessageKey = keyof typeof en;

const hi: Record<MediaMessageKey, string> = {
  avatarFileMissing: "कृपया अपलोड करने के लिए एक फ़ोटो चुनें।",
  avatarEmpty: "फ़ाइल खाली है। कृपया एक फ़ोटो चुनें।",
  avatarTooLarge: "फ़ोटो {max} MB से बड़ी है। कृपया छोटी फ़ोटो चुनें।",
  avatarWrongType: "कृपया JPEG, PNG या WebP फ़ोटो अपलोड करें। अन्य फ़ाइलें स्वीकार नहीं की जातीं।",
  avatarUnreadable: "हम यह फ़ोटो पढ़ नहीं सके। यह ख़राब हो सकती है; कृपया कोई दूसरी फ़ोटो आज़माएँ।",
  avatarTooManyPixels: "फ़ोटो की चौड़ाई और ऊँचाई बहुत अधिक है ({max} मेगापिक्सेल से ज़्यादा)। कृपया छोटी फ़ोटो चुनें।",
  avatarSaved: "आपकी फ़ोटो सहेज ली गई है।",
  avatarRemoved: "आपकी फ़ोटो हटा दी गई है।",
  avatarNothingToRemove: "हटाने के लिए आपकी कोई फ़ोटो नहीं है।",
};

const ar: Record<MediaMessageKey, string> = {
  avatarFileMissing: "يرجى اختيار صورة لتحميلها.",
  avatarEmpty: "الملف فارغ. يرجى اختيار صورة.",
  avatarTooLarge: "حجم الصورة أكبر من {max} ميغابايت. يرجى اختيار صورة أصغر.",
  avatarWrongType: "يرجى تحميل صورة بصيغة JPEG أو PNG أو WebP. لا تُقبل الملفات الأخرى.",
  avatarUnreadable: "تعذّرت علينا قراءة هذه الصورة. قد تكون تالفة؛ يرجى تجربة صورة أخرى.",
  avatarTooManyPixels: "أبعاد الصورة كبيرة جدًا (أكثر من {max} ميغابكسل). يرجى اختيار صورة أصغر.",
  avatarSaved: "تم حفظ صورتك.",
  avatarRemoved: "تمت إزالة صورتك.",
  avatarNothingToRemove: "ليست لديك صورة لإزالتها.",
};

export const MEDIA_MESSAGE_TEXTS: Readonly<Record<Language, Readonly<Record<MediaMessageKey, string>>>> = {
  en,
  hi,
  ar,
};

export function isMediaMessageKey(value: unknown): value is MediaMessageKey {
  return typeof value === "string" && Object.hasOwn(en, value);
}

/** Parameters every media message may use, filled the same way on the server and in pages. */
export const MEDIA_MESSAGE_PARAMS: Readonly<Partial<Record<MediaMessageKey, Record<string, number>>>> = {
  avatarTooLarge: { max: AVATAR_MAX_MEGABYTES },
  avatarTooManyPixels: { max: AVATAR_MAX_MEGAPIXELS },
};
