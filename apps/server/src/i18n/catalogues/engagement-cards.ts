/**
 * Texts of the engagement cards, polls, feedback and assessment APIs (error envelopes), spread into the server catalogue
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
    assessmentNotFound: "This test is not offered on this site.",
    assessmentRetakeLocked:
      "You took this test recently. You can take it again 7 days after your last attempt.",
    assessmentClosed: "The time for this test is up. The answers you saved have been scored.",
    assessmentAnswerInvalid: "Please choose one of the options of a question in this test.",
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
    assessmentNotFound: "यह टेस्ट इस साइट पर उपलब्ध नहीं है।",
    assessmentRetakeLocked: "आपने यह टेस्ट हाल ही में दिया है। आप पिछले प्रयास के 7 दिन बाद इसे फिर से दे सकते हैं।",
    assessmentClosed: "इस टेस्ट का समय पूरा हो गया है। आपके सेव किए गए जवाबों पर स्कोर दे दिया गया है।",
    assessmentAnswerInvalid: "कृपया इस टेस्ट के किसी प्रश्न का एक विकल्प चुनें।",
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
    assessmentNotFound: "هذا الاختبار غير متاح على هذا الموقع.",
    assessmentRetakeLocked: "لقد أجريت هذا الاختبار مؤخرًا. يمكنك إعادته بعد 7 أيام من محاولتك الأخيرة.",
    assessmentClosed: "انتهى وقت هذا الاختبار. تم احتساب درجة الإجابات التي حفظتها.",
    assessmentAnswerInvalid: "يرجى اختيار أحد خيارات سؤال في هذا الاختبار.",
  },
} as const;
