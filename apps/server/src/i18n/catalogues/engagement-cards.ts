/**
 * Texts of the engagement cards, polls and feedback APIs (error envelopes), spread into the server catalogue
 * (i18n/messages.ts).
 */
export const ENGAGEMENT_SERVER_MESSAGES = {
  en: {
    nothingToConfirm: "There is nothing to confirm on this card yet. Please add the details instead.",
    cardNotFound: "We could not find this card.",
    pollOptionsRequired: "Please give at least two options, each in English, Hindi and Arabic.",
    pollTextRequired: "Please write this in English, Hindi and Arabic.",
    feedbackCategoryRequired: "Please choose what your feedback is about.",
    feedbackTextRequired: "Please tell us a little more (at least 10 characters).",
    feedbackReplyRequired: "Please write a reply.",
    eventOver: "This event is over: registration has closed.",
  },
  hi: {
    nothingToConfirm: "इस कार्ड पर अभी पुष्टि करने के लिए कुछ नहीं है। कृपया इसके बजाय विवरण जोड़ें।",
    cardNotFound: "हमें यह कार्ड नहीं मिला।",
    pollOptionsRequired: "कृपया कम से कम दो विकल्प दें, हर एक अंग्रेज़ी, हिंदी और अरबी में।",
    pollTextRequired: "कृपया इसे अंग्रेज़ी, हिंदी और अरबी में लिखें।",
    feedbackCategoryRequired: "कृपया चुनें कि आपका फ़ीडबैक किस बारे में है।",
    feedbackTextRequired: "कृपया थोड़ा और बताएँ (कम से कम 10 अक्षर)।",
    feedbackReplyRequired: "कृपया जवाब लिखें।",
    eventOver: "यह इवेंट खत्म हो चुका है: पंजीकरण बंद है।",
  },
  ar: {
    nothingToConfirm: "لا يوجد ما يمكن تأكيده في هذه البطاقة بعد. يرجى إضافة التفاصيل بدلاً من ذلك.",
    cardNotFound: "تعذّر علينا العثور على هذه البطاقة.",
    pollOptionsRequired: "يرجى إدخال خيارين على الأقل، كل منهما بالإنجليزية والهندية والعربية.",
    pollTextRequired: "يرجى كتابة هذا بالإنجليزية والهندية والعربية.",
    feedbackCategoryRequired: "يرجى اختيار موضوع ملاحظاتك.",
    feedbackTextRequired: "يرجى إخبارنا بالمزيد قليلًا (10 أحرف على الأقل).",
    feedbackReplyRequired: "يرجى كتابة رد.",
    eventOver: "انتهت هذه الفعالية: أُغلق التسجيل.",
  },
} as const;
