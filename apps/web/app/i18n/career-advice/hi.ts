/** Texts of the career advice pages (list, article) and the advice highlight. */
import type { careerAdviceEn } from "./en.ts";

export const careerAdviceHi: Record<keyof typeof careerAdviceEn, string> = {
  "advice.title": "करियर सलाह",
  "advice.intro": "आपकी नौकरी की खोज के लिए व्यावहारिक गाइड, हमारी टीम द्वारा लिखी और जाँची गई।",
  "advice.metaDescription": "{brand} से करियर सलाह: रिज़्यूमे, इंटरव्यू, सैलरी और विदेश में काम।",
  "advice.category.resume": "रिज़्यूमे",
  "advice.category.interview": "इंटरव्यू",
  "advice.category.salary": "सैलरी",
  "advice.category.working-abroad": "विदेश में काम",
  "advice.read": "लेख पढ़ें",
  "advice.readLabel": "“{title}” पढ़ें",
  "advice.updated": "{date} को जाँचा गया",
  "advice.published": "{date} को प्रकाशित",
  "advice.share": "यह लेख साझा करें",
  "advice.shareWhatsApp": "व्हाट्सऐप",
  "advice.shareLinkedIn": "लिंक्डइन",
  "advice.shareFacebook": "फ़ेसबुक",
  "advice.shareX": "एक्स",
  "advice.shareEmail": "ई-मेल",
  "advice.relatedJobs": "नौकरियाँ जिन पर आप अभी आवेदन कर सकते हैं",
  "advice.allJobs": "सभी नौकरियाँ देखें",
  "advice.more": "और करियर सलाह",
  "advice.none": "इस देश के लिए अभी कोई करियर सलाह नहीं है।",
  "advice.highlightHeading": "करियर सलाह",
};
