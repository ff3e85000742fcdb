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
  "staff.analytics.experiments": "प्रयोग (A/B)",
  "staff.analytics.experimentsIntro":
    "हर वैरिएंट के विज़िटर एक ही बार गिने जाते हैं, चाहे उन्होंने उसे कितनी भी बार देखा हो। स्वागत स्क्रीन यह भी दिखाती है कि नए उम्मीदवार उससे कैसे आगे बढ़े।",
  "staff.analytics.variant": "वैरिएंट",
  "staff.analytics.visitors": "जिन विज़िटर्स को दिखाया गया",
  "staff.analytics.exposures": "कितनी बार दिखाया गया",
  "staff.analytics.exit.close": "बंद किया",
  "staff.analytics.exit.profile": "प्रोफ़ाइल पर गए",
  "staff.analytics.exit.resume": "रिज़्यूमे जोड़ने गए",
  "staff.analytics.exit.alert": "अलर्ट बनाने गए",
  "staff.analytics.experiment.welcomeScreen": "पंजीकरण के बाद स्वागत स्क्रीन",
  "staff.analytics.variant.checklist": "तीन कदमों की सूची",
  "staff.analytics.variant.resumeFirst": "पहले रिज़्यूमे",
};
