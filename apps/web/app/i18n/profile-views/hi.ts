/** Hindi texts of profile views; keys and placeholders follow ./en.ts. */
import type { ProfileViewsCatalogue } from "./en.ts";

export const profileViewsHi: ProfileViewsCatalogue = {
  "views.title": "प्रोफ़ाइल प्रदर्शन",
  "views.intro":
    "रिक्रूटरों ने आपकी प्रोफ़ाइल कितनी बार खोली। जो रिक्रूटर {minutes} मिनट के भीतर इसे फिर से खोलता है, उसे एक ही बार गिना जाता है।",
  "views.periodsLabel": "प्रोफ़ाइल व्यू",
  "views.last7": "पिछले 7 दिन",
  "views.last30": "पिछले 30 दिन",
  "views.last90": "पिछले 90 दिन",
  "views.chartHeading": "प्रतिदिन व्यू",
  "views.chartDescription":
    "{from} से {to} तक हर दिन रिक्रूटरों द्वारा आपकी प्रोफ़ाइल के व्यू का बार चार्ट; सबसे ऊँचा बार {max} है। यही संख्याएँ नीचे की तालिका में हैं।",
  "views.tableToggle": "संख्याएँ तालिका के रूप में दिखाएँ",
  "views.tableCaption": "कम से कम एक व्यू वाले दिन (बाकी सभी दिनों में कोई व्यू नहीं था)",
  "views.colDate": "तारीख़",
  "views.colViews": "व्यू",
  "views.colCompany": "कंपनी",
  "views.colLatest": "नवीनतम व्यू",
  "views.companiesHeading": "जिन कंपनियों ने आपकी प्रोफ़ाइल देखी",
  "views.noViews":
    "पिछले 90 दिनों में किसी रिक्रूटर ने आपकी प्रोफ़ाइल नहीं खोली। फ़ोटो वाली पूरी प्रोफ़ाइल ज़्यादा बार देखी जाती है।",
  "views.unknownCompany": "एक कंपनी जो अब सूची में नहीं है",
  "views.photoTip": "फ़ोटो वाली प्रोफ़ाइल अलग दिखती है।",
  "views.addPhoto": "अपनी फ़ोटो जोड़ें",

  "seekerView.title": "नौकरी खोजने वाले की प्रोफ़ाइल",
  "seekerView.photoAlt": "{name} की फ़ोटो",
  "seekerView.noPhoto": "कोई फ़ोटो नहीं",
  "seekerView.experience": "अनुभव",
  "seekerView.fresher": "फ्रेशर",
  "seekerView.professional": "अनुभवी पेशेवर",
  "seekerView.currentCity": "वर्तमान शहर",
  "seekerView.preferredLocations": "पसंदीदा स्थान",
  "seekerView.site": "पंजीकरण साइट",
  "seekerView.notGiven": "नहीं दिया गया",
  "seekerView.registrationHeading": "पंजीकरण विवरण",
  "seekerView.profileHeading": "प्रोफ़ाइल: {name}",
  "seekerView.profilePending": "इस नौकरी खोजने वाले ने अभी प्रोफ़ाइल नहीं बनाई है; ये पंजीकरण के समय दिए गए विवरण हैं।",
  "seekerView.recorded":
    "नौकरी खोजने वाले को यह विज़िट {company} के व्यू के रूप में दिखती है। {minutes} मिनट के भीतर प्रोफ़ाइल फिर से खोलने पर दोबारा नहीं गिना जाता।",
  "seekerView.fresherShort": "फ्रेशर (कोई कार्य अनुभव नहीं)",
  "seekerView.jobsHeading": "नौकरियाँ",
  "seekerView.educationHeading": "शिक्षा",
  "seekerView.skillsHeading": "कौशल",
  "seekerView.since": "{start} से",
  "seekerView.range": "{start} से {end} तक",
  "seekerView.passingYear": "{year} में उत्तीर्ण",
  "seekerView.noneGiven": "अभी कुछ नहीं दिया गया।",
  "seekerView.yourCompany": "आपकी कंपनी",
};
