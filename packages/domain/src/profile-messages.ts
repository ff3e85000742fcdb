/**
 * What the profile feature says when it refuses something and the spec gives no words: the profile
 * limit, the last profile, and the field rules the spec only implies. Spec messages ('Please select a
 * profile from list.', 'Please specify a valid date range.'…) keep their codes in SPEC_MESSAGES. The API
 * and the pages both read here.
 */
import type { Language } from "./sites.ts";

const en = {
  profileLimitReached: "You can keep up to {max} profiles. Please delete one before adding another.",
  lastProfileNotDeletable: "You need at least one profile, so the only one cannot be deleted.",
  profileNameRequired: "Please enter a name for the profile.",
  dateOfBirthInvalid: "Please enter a valid date of birth.",
  tooManyLocations: "Please choose at most 5 locations.",
  tooManyChoices: "Please choose fewer options.",
  oneCurrentJob: "Only one job can be your current job.",
  employmentNotFound: "Please choose one of your jobs from the list.",
  tooManyEntries: "This list is full. Please remove an entry before adding another.",
} as const;

export type ProfileMessageKey = keyof typeof en;

const hi: Record<ProfileMessageKey, string> = {
  profileLimitReached: "आप अधिकतम {max} प्रोफ़ाइल रख सकते हैं। नई जोड़ने से पहले कृपया एक हटाएँ।",
  lastProfileNotDeletable: "कम से कम एक प्रोफ़ाइल आवश्यक है, इसलिए एकमात्र प्रोफ़ाइल हटाई नहीं जा सकती।",
  profileNameRequired: "कृपया प्रोफ़ाइल का नाम दर्ज करें।",
  dateOfBirthInvalid: "कृपया मान्य जन्म तिथि दर्ज करें।",
  tooManyLocations: "कृपया अधिकतम 5 स्थान चुनें।",
  tooManyChoices: "कृपया कम विकल्प चुनें।",
  oneCurrentJob: "केवल एक नौकरी आपकी वर्तमान नौकरी हो सकती है।",
  employmentNotFound: "कृपया सूची से अपनी कोई एक नौकरी चुनें।",
  tooManyEntries: "यह सूची भर गई है। नई जोड़ने से पहले कृपया एक प्रविष्टि हटाएँ।",
};

const ar: Record<ProfileMessageKey, string> = {
  profileLimitReached: "يمكنك الاحتفاظ بما يصل إلى {max} ملفات شخصية. يرجى حذف ملف قبل إضافة آخر.",
  lastProfileNotDeletable: "تحتاج إلى ملف شخصي واحد على الأقل، لذلك لا يمكن حذف الملف الوحيد.",
  profileNameRequired: "يرجى إدخال اسم للملف الشخصي.",
  dateOfBirthInvalid: "يرجى إدخال تاريخ ميلاد صالح.",
  tooManyLocations: "يرجى اختيار 5 مواقع كحد أقصى.",
  tooManyChoices: "يرجى اختيار خيارات أقل.",
  oneCurrentJob: "يمكن أن تكون وظيفة واحدة فقط وظيفتك الحالية.",
  employmentNotFound: "يرجى اختيار إحدى وظائفك من القائمة.",
  tooManyEntries: "هذه القائمة ممتلئة. يرجى حذف إدخال قبل إضافة آخر.",
};

export const PROFILE_MESSAGE_TEXTS: Readonly<Record<Language, Readonly<Record<ProfileMessageKey, string>>>> =
  { en, hi, ar };

export function isProfileMessageKey(value: unknown): value is ProfileMessageKey {
  return typeof value === "string" && Object.hasOwn(en, value);
}
