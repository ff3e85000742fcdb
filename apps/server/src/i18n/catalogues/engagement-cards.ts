/** Texts of the engagement cards API (error envelopes), spread into the server catalogue (i18n/messages.ts). */
export const ENGAGEMENT_SERVER_MESSAGES = {
  en: {
    nothingToConfirm: "There is nothing to confirm on this card yet. Please add the details instead.",
    cardNotFound: "We could not find this card.",
  },
  hi: {
    nothingToConfirm: "इस कार्ड पर अभी पुष्टि करने के लिए कुछ नहीं है। कृपया इसके बजाय विवरण जोड़ें।",
    cardNotFound: "हमें यह कार्ड नहीं मिला।",
  },
  ar: {
    nothingToConfirm: "لا يوجد ما يمكن تأكيده في هذه البطاقة بعد. يرجى إضافة التفاصيل بدلاً من ذلك.",
    cardNotFound: "تعذّر علينا العثور على هذه البطاقة.",
  },
} as const;
