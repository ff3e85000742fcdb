/** Texts of the COVID page (/covid-jobs): work from home, companies hiring more, skills in demand. */
import type { covidEn } from "./en.ts";

export const covidHi: Record<keyof typeof covidEn, string> = {
  "covid.title": "कोविड-19 के बाद नौकरियाँ",
  "covid.intro":
    "घर से काम की नौकरियाँ, एक महीने पहले से ज़्यादा भर्ती कर रही कंपनियाँ, और वे कौशल जिनकी नियोक्ता सबसे ज़्यादा माँग करते हैं।",
  "covid.metaDescription": "{brand} पर घर से काम की नौकरियाँ, अभी भर्ती कर रही कंपनियाँ और माँग वाले कौशल।",
  "covid.remoteHeading": "घर से काम",
  "covid.remoteAll": "घर से काम की सभी नौकरियाँ",
  "covid.remoteNone": "इस समय इस साइट पर घर से काम की कोई नौकरी नहीं है।",
  "covid.surgeHeading": "ज़्यादा भर्ती कर रही कंपनियाँ",
  "covid.surgeIntro": "पिछले 30 दिनों में सबसे ज़्यादा नई नौकरियाँ, उससे पहले के 30 दिनों की तुलना में।",
  "covid.surgeLine": "पिछले 30 दिनों में {recent} नई नौकरियाँ, उससे पहले के 30 दिनों में {previous}",
  "covid.surgeNone": "कोई कंपनी पिछले महीने से उल्लेखनीय रूप से ज़्यादा भर्ती नहीं कर रही है।",
  "covid.skillsHeading": "माँग वाले कौशल",
  "covid.skillsIntro": "पिछले 30 दिनों में पोस्ट की गई नौकरियों में सबसे ज़्यादा माँगे गए कौशल।",
  "covid.skillJobs": "{skill} ({jobs})",
  "covid.adviceHeading": "करियर सलाह",
  "covid.layoffHeading": "क्या कोविड-19 के कारण आपकी नौकरी चली गई?",
  "covid.layoffIntro": "रिक्रूटर्स को बताएँ: वे इसे आपकी प्रोफ़ाइल पर देख सकते हैं, और कुछ आपकी स्थिति वाले लोगों को खोजते हैं।",
  "covid.layoffLabel": "कोविड-19 के कारण मेरी नौकरी चली गई",
  "covid.layoffSave": "सहेजें",
  "covid.layoffSaved": "आपकी प्रोफ़ाइल पर सहेज दिया गया।",
  "covid.layoffLogin": "इसे अपनी प्रोफ़ाइल में जोड़ने के लिए लॉग इन करें",
};
