/** Texts of the applications API (error envelopes), spread into the server catalogue (i18n/messages.ts). */
export const APPLICATION_SERVER_MESSAGES = {
  en: {
    applicationNotFound: "We could not find this application.",
    applyNoJobs: "Please select at least one job to apply to.",
    applyLimitFresher: "As a fresher you can apply to at most {max} jobs at once. You selected {selected}.",
    applyLimitExperienced: "You can apply to at most {max} jobs at once. You selected {selected}.",
    applicationNotChangeable: "This application can no longer be changed this way.",
    noteRequired: "Please write the note (at most 2,000 characters).",
    selectApplicants: "Please select at least one applicant.",
  },
  hi: {
    applicationNotFound: "हमें यह आवेदन नहीं मिला।",
    applyNoJobs: "आवेदन करने के लिए कृपया कम से कम एक नौकरी चुनें।",
    applyLimitFresher: "फ्रेशर के रूप में आप एक बार में अधिकतम {max} नौकरियों पर आवेदन कर सकते हैं। आपने {selected} चुनी हैं।",
    applyLimitExperienced: "आप एक बार में अधिकतम {max} नौकरियों पर आवेदन कर सकते हैं। आपने {selected} चुनी हैं।",
    applicationNotChangeable: "इस आवेदन को अब इस तरह बदला नहीं जा सकता।",
    noteRequired: "कृपया नोट लिखें (अधिकतम 2,000 अक्षर)।",
    selectApplicants: "कृपया कम से कम एक आवेदक चुनें।",
  },
  ar: {
    applicationNotFound: "تعذّر علينا العثور على هذا الطلب.",
    applyNoJobs: "يرجى اختيار وظيفة واحدة على الأقل للتقديم عليها.",
    applyLimitFresher:
      "بصفتك حديث التخرج لا يمكنك التقديم في المرة الواحدة على أكثر من {max} من الوظائف. لقد اخترت {selected}.",
    applyLimitExperienced:
      "لا يمكنك التقديم في المرة الواحدة على أكثر من {max} من الوظائف. لقد اخترت {selected}.",
    applicationNotChangeable: "لم يعد من الممكن تغيير هذا الطلب بهذه الطريقة.",
    noteRequired: "يرجى كتابة الملاحظة (2000 حرف كحد أقصى).",
    selectApplicants: "يرجى اختيار متقدم واحد على الأقل.",
  },
} as const;
