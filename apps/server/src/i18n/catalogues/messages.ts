/** Texts of the messages API (error envelopes), spread into the server catalogue (i18n/messages.ts). */
export const MESSAGE_SERVER_MESSAGES = {
  en: {
    conversationNotFound: "This conversation does not exist, or it is not yours.",
    messageInvalid: "Please write a message of at most {max} characters.",
    conversationBlocked: "This conversation is blocked: no more messages can be sent in it.",
    conversationReportReasonRequired: "Please choose why you are reporting this conversation.",
  },
  hi: {
    conversationNotFound: "यह बातचीत मौजूद नहीं है, या आपकी नहीं है।",
    messageInvalid: "कृपया अधिकतम {max} अक्षरों का संदेश लिखें।",
    conversationBlocked: "यह बातचीत ब्लॉक है: इसमें अब कोई संदेश नहीं भेजा जा सकता।",
    conversationReportReasonRequired: "कृपया चुनें कि आप इस बातचीत की शिकायत क्यों कर रहे हैं।",
  },
  ar: {
    conversationNotFound: "هذه المحادثة غير موجودة، أو ليست لك.",
    messageInvalid: "يرجى كتابة رسالة من {max} حرف على الأكثر.",
    conversationBlocked: "هذه المحادثة محظورة: لا يمكن إرسال رسائل أخرى فيها.",
    conversationReportReasonRequired: "يرجى اختيار سبب الإبلاغ عن هذه المحادثة.",
  },
} as const;
