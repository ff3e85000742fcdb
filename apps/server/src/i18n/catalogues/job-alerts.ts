/** Texts of the job-alerts API (error envelopes), spread into the server catalogue (i18n/messages.ts). */
export const JOB_ALERT_SERVER_MESSAGES = {
  en: {
    alertLimit: "You can keep up to {max} job alerts on this site. Please choose one to replace.",
    alertLinkInvalid:
      "This link is not valid any more. Please open the latest e-mail from us, or create the alert again.",
  },
  hi: {
    alertLimit: "इस साइट पर आप अधिकतम {max} जॉब अलर्ट रख सकते हैं। कृपया बदलने के लिए कोई एक चुनें।",
    alertLinkInvalid: "यह लिंक अब मान्य नहीं है। कृपया हमारा सबसे नया ई-मेल खोलें, या अलर्ट फिर से बनाएँ।",
  },
  ar: {
    alertLimit:
      "يمكنك الاحتفاظ بما يصل إلى {max} من تنبيهات الوظائف على هذا الموقع. يرجى اختيار واحد لاستبداله.",
    alertLinkInvalid: "لم يعد هذا الرابط صالحًا. يرجى فتح أحدث رسالة منا، أو إنشاء التنبيه من جديد.",
  },
} as const;
