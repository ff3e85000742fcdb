/** Texts of staff's analytics page. */
import type { analyticsEn } from "./en.ts";

export const analyticsHi: Record<keyof typeof analyticsEn, string> = {
  "staff.analytics.title": "एनालिटिक्स",
  "staff.analytics.intro":
    "पिछले 14 दिनों में इस साइट के विज़िटर्स ने क्या किया, पोर्टल द्वारा ख़ुद गिना गया। आज अब तक का हिसाब आख़िरी पंक्ति में है।",
  "staff.analytics.day": "दिन",
  "staff.analytics.visitsGoogle": "पेज व्यू (सर्च और सीधे)",
  "staff.analytics.visitsMailer": "हमारे ई-मेल से पेज व्यू",
  "staff.analytics.searches": "खोजें",
  "staff.analytics.applies": "आवेदन",
  "staff.analytics.mailerApplies": "हमारे ई-मेल से आवेदन",
  "staff.analytics.banner": "ऐप बैनर (बंद किया, क्लिक किया)",
  "staff.analytics.none": "अभी कोई इवेंट नहीं।",
};
