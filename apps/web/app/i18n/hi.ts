import { accountsHi } from "./accounts/hi.ts";
import { analyticsHi } from "./analytics/hi.ts";
import { applicationsHi } from "./applications/hi.ts";
import { assessmentsHi } from "./assessments/hi.ts";
import { avatarHi } from "./avatar/hi.ts";
import { bellHi } from "./bell/hi.ts";
import { candidatesHi } from "./candidates/hi.ts";
import { careerAdviceHi } from "./career-advice/hi.ts";
import { careerEventsHi } from "./career-events/hi.ts";
import { careerServicesHi } from "./career-services/hi.ts";
import type { Catalogue } from "./catalogue.ts";
import { catalogueAdminHi } from "./catalogue-admin/hi.ts";
import { companiesHi } from "./companies/hi.ts";
import { covidHi } from "./covid/hi.ts";
import { dashboardHi } from "./dashboard/hi.ts";
import { engagementCardsHi } from "./engagement-cards/hi.ts";
import { feedbackHi } from "./feedback/hi.ts";
import { infoPagesHi } from "./info-pages/hi.ts";
import { interviewsHi } from "./interviews/hi.ts";
import { jobAlertsHi } from "./job-alerts/hi.ts";
import { jobPostingHi } from "./job-posting/hi.ts";
import { leadsHi } from "./leads/hi.ts";
import { learningHi } from "./learning/hi.ts";
import { messagesHi } from "./messages/hi.ts";
import { pollsHi } from "./polls/hi.ts";
import { profileHi } from "./profile/hi.ts";
import { profileViewsHi } from "./profile-views/hi.ts";
import { recommendationsHi } from "./recommendations/hi.ts";
import { referenceName } from "./reference-catalogue.ts";
import { resumeRegistrationHi } from "./resume-registration/hi.ts";
import { resumesHi } from "./resumes/hi.ts";
import { searchHi } from "./search/hi.ts";
import { seekerJobsHi } from "./seeker-jobs/hi.ts";
import { settingsHi } from "./settings/hi.ts";
import { specCatalogue } from "./spec-catalogue.ts";
import { staffHi } from "./staff/hi.ts";
import { storefrontHi } from "./storefront/hi.ts";
import { teamHi } from "./team/hi.ts";
import { writingHi } from "./writing/hi.ts";

export const hi: Catalogue = {
  "meta.siteTitle": "{brand} {country}: नौकरियाँ और करियर",
  "meta.titleWithBrand": "{title} | {brand}",

  "shell.skipToContent": "मुख्य सामग्री पर जाएँ",
  "shell.skipToResults": "परिणामों पर जाएँ",
  "shell.skipToFilters": "फ़िल्टर पर जाएँ",
  "shell.homeLink": "{brand} होम",
  "shell.mainNav": "मुख्य",
  "shell.languageNav": "भाषा",
  "shell.login": "लॉग इन",
  "shell.register": "रजिस्टर करें",
  "shell.employerLogin": "नियोक्ता लॉग इन",
  "shell.myAccount": "मेरा खाता",
  "shell.searchJobs": "नौकरियाँ खोजें",
  "shell.searchPlaceholder": "पद, कौशल या कंपनी",

  "menu.dashboard": "डैशबोर्ड",
  "menu.recommendedJobs": "सुझाई गई नौकरियाँ",
  "menu.profile": "प्रोफ़ाइल",
  "menu.subscriptions": "सदस्यताएँ",
  "menu.careerServices": "करियर सेवाएँ",
  "menu.jobAlerts": "जॉब अलर्ट प्रबंधित करें",
  "menu.profilePerformance": "प्रोफ़ाइल का प्रदर्शन",
  "menu.assessment": "मूल्यांकन",
  "menu.settings": "सेटिंग्स",
  "menu.changePassword": "पासवर्ड बदलें",
  "menu.feedback": "प्रतिक्रिया",
  "menu.logout": "लॉग आउट",
  "menu.notifications": "सूचनाएँ",

  "footer.companyHeading": "कंपनी",
  "footer.contactHeading": "संपर्क करें",
  "footer.phone": "फ़ोन",
  "footer.tollFree": "टोल फ़्री",
  "footer.email": "ईमेल",
  "footer.followHeading": "हमें फ़ॉलो करें",
  "footer.countryHeading": "देश",
  "footer.countryCurrent": "{country} (वर्तमान)",
  "footer.copyright": "© {year} {brand}. सर्वाधिकार सुरक्षित।",
  "footer.appHeading": "{brand} ऐप पाएँ",
  "footer.android": "Google Play पर पाएँ",
  "footer.ios": "App Store से डाउनलोड करें",
  "footer.newTab": "(नए टैब में खुलता है)",

  "country.india": "भारत",
  "country.gulf": "खाड़ी देश",
  "country.singapore": "सिंगापुर",
  "country.thailand": "थाईलैंड",
  "country.philippines": "फ़िलीपींस",
  "country.vietnam": "वियतनाम",
  "country.malaysia": "मलेशिया",
  "country.indonesia": "इंडोनेशिया",
  "country.hongkong": "हांगकांग",

  "banner.label": "हमारा ऐप पाएँ",
  "banner.text": "हमारे ऐप से सही नौकरी ढूँढना आसान है",
  "banner.open": "अभी खोलें",
  "banner.close": "बंद करें",

  "toast.dismiss": "हटाएँ",

  "search.keywordsLabel": "कौशल, पद या कंपनियाँ",
  "search.keywordsPlaceholder": "जैसे Java डेवलपर",
  "search.locationLabel": "स्थान",
  "search.locationPlaceholder": "जैसे {city}",
  "search.experienceLabel": "अनुभव",
  "search.experienceAny": "कोई भी अनुभव",
  "search.fresher": "फ़्रेशर",
  "search.years.one": "{count} वर्ष",
  "search.years.other": "{count} वर्ष",
  "search.yearsOrMore.one": "{count}+ वर्ष",
  "search.yearsOrMore.other": "{count}+ वर्ष",
  "search.submit": "खोजें",
  "search.tooLong": "कृपया अपनी खोज को अधिकतम {max} अक्षरों तक छोटा करें।",
  "search.invalidPage": "परिणामों का यह पृष्ठ मौजूद नहीं है।",

  "home.metaDescription": "{brand} पर {country} की नवीनतम नौकरियाँ खोजें और आवेदन करें।",
  "home.heading": "अपनी अगली नौकरी खोजें",
  "home.intro": "कौशल, पद, कंपनी और स्थान के अनुसार हज़ारों नौकरियाँ खोजें।",
  "home.popularHeading": "लोकप्रिय खोजें",
  "home.servicesHeading": "करियर सेवाएँ",
  "home.allServices": "सभी करियर सेवाएँ",
  "home.recruiterClaim": "20 हज़ार से ज़्यादा रिक्रूटर्स से जुड़ें।",
  "home.employersHeading": "अभी भर्ती कर रहे शीर्ष नियोक्ता",
  "home.popularQuery": "{query} की नौकरियाँ",

  "results.metaTitleFor": "{query} की नौकरियाँ",
  "results.metaTitleIn": "{location} में {query} की नौकरियाँ",
  "results.metaTitleLocation": "{location} में नौकरियाँ",
  "results.metaTitle": "नौकरियाँ खोजें",
  "results.metaDescription.one": "{brand} पर {count} नौकरी देखें और सही लगे तो आवेदन करें।",
  "results.metaDescription.other": "{brand} पर {count} नौकरियाँ देखें। जो आपके लिए सही हों, उनमें आवेदन करें।",
  "results.modify": "खोज बदलें",
  "results.heading": "नौकरी के परिणाम",
  "results.jobsFound.one": "{count} नौकरी मिली",
  "results.jobsFound.other": "{count} नौकरियाँ मिलीं",
  "results.noResults": "आपकी खोज से मेल खाती कोई नौकरी नहीं मिली।",
  "results.noResultsHint": "दूसरे कीवर्ड, आसपास का स्थान या कम फ़िल्टर आज़माएँ।",
  "results.pageBeyond": "इस पृष्ठ पर कोई नौकरी नहीं है।",
  "results.firstPage": "पहले पृष्ठ पर वापस जाएँ",
  "results.pageOf": "पृष्ठ {page} / {pages}",

  "pagination.label": "परिणामों के पृष्ठ",
  "pagination.previous": "पिछला",
  "pagination.next": "अगला",
  "pagination.page": "पृष्ठ {page}",

  "job.experienceRange": "{min}-{max} वर्ष",
  "job.experienceExact": "{years} वर्ष",
  "job.experienceFresher": "फ़्रेशर",
  "job.salaryNotDisclosed": "नहीं बताया गया",
  "job.salaryPerMonth": "{amount}/माह",
  "job.salaryRange": "{min} - {max}",
  "job.posted": "{age} पोस्ट की गई",
  "job.keySkills": "मुख्य कौशल",
  "job.locations": "स्थान",
  "job.locationSeparator": ", ",
  "job.experience": "अनुभव",
  "job.salary": "वेतन",
  "job.jobType": "नौकरी का प्रकार",
  "job.workMode": "काम का तरीका",
  "job.postedOn": "पोस्ट करने की तारीख",
  "job.description": "नौकरी का विवरण",
  "job.function": "कार्यक्षेत्र",
  "job.role": "भूमिका",
  "job.industry": "उद्योग",
  "job.qualification": "योग्यता",
  "job.vacancies": "रिक्तियाँ",
  "job.itSkills": "आईटी कौशल",
  "job.itSkillVersion": "संस्करण {version}",
  "job.itSkillLastUsed": "{year} या उसके बाद उपयोग किया हो",
  "job.jobCode": "जॉब कोड",
  "job.details": "इस नौकरी के बारे में और जानकारी",
  "job.apply": "आवेदन करें",
  "job.expired": "यह नौकरी समाप्त हो चुकी है और अब आवेदन स्वीकार नहीं करती।",
  "job.similarHeading": "मिलती-जुलती नौकरियाँ",
  "job.metaDescription": "{company} में {title}, {locations}। अनुभव {experience}। {brand} पर आवेदन करें।",
  "job.type.full-time": referenceName("hi", "jobTypes", "full-time"),
  "job.type.part-time": referenceName("hi", "jobTypes", "part-time"),
  "job.type.contract": referenceName("hi", "jobTypes", "contract"),
  "job.type.internship": referenceName("hi", "jobTypes", "internship"),
  "job.type.temporary": referenceName("hi", "jobTypes", "temporary"),
  "job.mode.office": referenceName("hi", "workModes", "office"),
  "job.mode.remote": referenceName("hi", "workModes", "remote"),
  "job.mode.hybrid": referenceName("hi", "workModes", "hybrid"),

  "duration.years.one": "{count} वर्ष",
  "duration.years.other": "{count} वर्ष",
  "duration.months.one": "{count} महीना",
  "duration.months.other": "{count} महीने",
  "duration.yearsAndMonths": "{years} और {months}",

  "amount.thousand": "हज़ार",
  "amount.lakh": "लाख",
  "amount.crore": "करोड़",

  "error.notFoundTitle": "पृष्ठ नहीं मिला",
  "error.notFoundBody": "आप जो पृष्ठ ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।",
  "error.title": "कुछ गलत हो गया",
  "error.backHome": "होम पेज पर जाएँ",

  ...specCatalogue("hi"),
  ...searchHi,
  ...accountsHi,
  ...profileHi,
  ...seekerJobsHi,
  ...jobAlertsHi,
  ...applicationsHi,
  ...candidatesHi,
  ...messagesHi,
  ...storefrontHi,
  ...writingHi,
  ...interviewsHi,
  ...learningHi,
  ...leadsHi,
  ...settingsHi,
  ...careerAdviceHi,
  ...pollsHi,
  ...covidHi,
  ...feedbackHi,
  ...assessmentsHi,
  ...careerEventsHi,
  ...analyticsHi,
  ...careerServicesHi,
  ...catalogueAdminHi,
  ...companiesHi,
  ...teamHi,
  ...jobPostingHi,
  ...staffHi,
  ...avatarHi,
  ...profileViewsHi,
  ...engagementCardsHi,
  ...resumeRegistrationHi,
  ...resumesHi,
  ...bellHi,
  ...dashboardHi,
  ...recommendationsHi,
  ...infoPagesHi,
};
