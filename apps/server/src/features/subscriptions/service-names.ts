/** Career services by name in each interface language, for e-mails: the same names as the pages (apps/web/app/i18n/career-services). */
import type { CareerServiceId, Language } from "@portal/domain";

export const SERVICE_NAMES: Readonly<Record<Language, Readonly<Record<CareerServiceId, string>>>> = {
  en: {
    "featured-profile": "Featured Profile",
    "resume-writing": "Resume Writing",
    "career-booster": "Career Booster",
    "profile-highlighter": "Profile Highlighter",
    "linkedin-makeover": "LinkedIn Profile Makeover",
    "mock-interview": "Mock Interview",
    "resume-score": "Resume Score",
  },
  hi: {
    "featured-profile": "फ़ीचर्ड प्रोफ़ाइल",
    "resume-writing": "रिज़्यूमे लेखन",
    "career-booster": "करियर बूस्टर",
    "profile-highlighter": "प्रोफ़ाइल हाइलाइटर",
    "linkedin-makeover": "लिंक्डइन प्रोफ़ाइल मेकओवर",
    "mock-interview": "मॉक इंटरव्यू",
    "resume-score": "रिज़्यूमे स्कोर",
  },
  ar: {
    "featured-profile": "الملف المميز",
    "resume-writing": "كتابة السيرة الذاتية",
    "career-booster": "معزّز المسيرة المهنية",
    "profile-highlighter": "إبراز الملف",
    "linkedin-makeover": "تجديد ملفك على لينكدإن",
    "mock-interview": "مقابلة تجريبية",
    "resume-score": "تقييم السيرة الذاتية",
  },
};
