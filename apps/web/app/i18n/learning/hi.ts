/** Texts of the learning site's sign-in (single sign-on) and, later, the courses. */

export const learningHi = {
  "sso.pageTitle": "लर्निंग साइट पर साइन इन",
  "sso.title": "{client} पर जारी रखें",
  "sso.intro": "{client} जानना चाहता है कि आप कौन हैं, ताकि आप वहाँ दूसरे पासवर्ड के बिना सीख सकें।",
  "sso.shares": "{client} को यह मिलेगा:",
  "sso.scope.profile": "आपका नाम और भाषा",
  "sso.scope.email": "आपका ई-मेल पता",
  "sso.allow": "{name} के रूप में जारी रखें",
  "sso.deny": "अभी नहीं",
  "sso.logoutNote": "यहाँ लॉग आउट करने पर आप वहाँ से भी लॉग आउट हो जाएँगे।",
  "accounts.msg.coursesUnavailable": "अभी कोर्स उपलब्ध नहीं हो पा रहे हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।",
  "accounts.msg.webhookSignatureInvalid": "इस इवेंट का हस्ताक्षर मान्य नहीं है।",
  "accounts.msg.ssoExpired": "यह साइन-इन समाप्त हो गया है। कृपया लर्निंग साइट से फिर से शुरू करें।",
  "accounts.msg.ssoSeekersOnly": "केवल जॉब सीकर ही लर्निंग साइट पर साइन इन कर सकते हैं।",
};
