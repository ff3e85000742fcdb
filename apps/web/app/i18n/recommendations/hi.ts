/** Hindi texts of recommendations; keys and placeholders follow ./en.ts. */
export const recommendationsHi = {
  "recommendations.title": "अनुशंसित नौकरियाँ",
  "recommendations.intro":
    "आपकी डिफ़ॉल्ट प्रोफ़ाइल से चुनी गई नौकरियाँ: उसके कौशल, पद, अनुभव, स्थान, वेतन और प्राथमिकताएँ।",
  "recommendations.emptyProfile":
    "अपनी प्रोफ़ाइल में अपने कौशल या अपना वर्तमान पद जोड़ें, और हम आपके लिए उपयुक्त नौकरियाँ सुझाएँगे।",
  "recommendations.updateProfile": "अपनी प्रोफ़ाइल अपडेट करें",
  "recommendations.empty": "अभी कोई खुली नौकरी आपकी प्रोफ़ाइल से मेल नहीं खाती। कृपया जल्द ही फिर देखें।",
  "recommendations.count.one": "{count} नौकरी आपकी प्रोफ़ाइल के अनुरूप है",
  "recommendations.count.other": "{count} नौकरियाँ आपकी प्रोफ़ाइल के अनुरूप हैं",
  "recommendations.why": "यह नौकरी क्यों",
  "recommendations.page": "पृष्ठ {page}",
  "recommendations.previous": "पिछला पृष्ठ",
  "recommendations.next": "अगला पृष्ठ",
  "recommendations.pages": "अनुशंसित नौकरियों के पृष्ठ",
  "recommendations.manageHidden": "वे नौकरियाँ और कंपनियाँ जिनमें आपकी रुचि नहीं है",

  "recommendations.reason.skills.one": "आपके {count} कौशल से मेल खाती है",
  "recommendations.reason.skills.other": "आपके {count} कौशलों से मेल खाती है",
  "recommendations.reason.designation": "आपके पद “{designation}” से मेल खाती है",
  "recommendations.reason.location": "{city} में, जो आपका पसंदीदा स्थान है",
  "recommendations.reason.experience": "आपके अनुभव के अनुरूप",
  "recommendations.reason.salary": "कम से कम आपके अपेक्षित वेतन जितना देती है",
  "recommendations.reason.jobType": "आपकी पसंद का नौकरी प्रकार",

  "recommendations.suggestedHeading": "आपकी खोजों और देखी गई नौकरियों से",
  "recommendations.reason.search": "आपकी खोज “{search}” से",
  "recommendations.reason.viewed": "क्योंकि आपने “{title}” देखी",

  "recommendations.networkHeading": "आपके नेटवर्क से",
  "recommendations.reason.colleague": "आपके एक पूर्व सहकर्मी {company} में काम करते हैं",
  "recommendations.reason.classmate": "{institute} में पढ़े एक व्यक्ति {company} में काम करते हैं",
  "recommendations.reason.recruiterViewed": "{company} के एक रिक्रूटर ने आपकी प्रोफ़ाइल देखी",

  "recommendations.alsoAppliedHeading": "इस नौकरी पर आवेदन करने वालों ने इन पर भी आवेदन किया",
  "recommendations.sharedApplicants.one": "{count} उम्मीदवार ने दोनों पर आवेदन किया",
  "recommendations.sharedApplicants.other": "{count} उम्मीदवारों ने दोनों पर आवेदन किया",

  "notInterested.job": "रुचि नहीं है",
  "notInterested.company": "इस कंपनी की नौकरियाँ छिपाएँ",
  "notInterested.jobHidden": "छिपा दी गई। यह नौकरी आपको अनुशंसाओं या खोज परिणामों में नहीं दिखेगी।",
  "notInterested.companyHidden": "छिपा दी गईं। इस कंपनी की नौकरियाँ आपको अनुशंसाओं या खोज परिणामों में नहीं दिखेंगी।",
  "notInterested.jobShown": "नौकरी फिर से दिखाई जा रही है।",
  "notInterested.companyShown": "इस कंपनी की नौकरियाँ फिर से दिखाई जा रही हैं।",
  "notInterested.notFound": "यह नौकरी या कंपनी आपकी सूची में नहीं है।",
  "notInterested.limit":
    "आप अधिकतम {max} नौकरियाँ और {max} कंपनियाँ छिपा सकते हैं। नई छिपाने के लिए कृपया किसी एक को फिर से दिखाएँ।",
  "notInterested.title": "रुचि नहीं है",
  "notInterested.intro":
    "आपकी छिपाई गई नौकरियाँ और कंपनियाँ आपकी अनुशंसाओं और खोज परिणामों में नहीं आतीं। उन्हें यहाँ फिर से दिखाएँ।",
  "notInterested.jobsHeading": "नौकरियाँ",
  "notInterested.companiesHeading": "कंपनियाँ",
  "notInterested.noJobs": "आपने कोई नौकरी नहीं छिपाई है।",
  "notInterested.noCompanies": "आपने कोई कंपनी नहीं छिपाई है।",
  "notInterested.hiddenOn": "{date} को छिपाई गई",
  "notInterested.showAgain": "फिर से दिखाएँ",
  "notInterested.backToRecommended": "अनुशंसित नौकरियों पर लौटें",
} as const;
