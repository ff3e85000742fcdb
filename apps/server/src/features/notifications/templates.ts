/**
 * The texts of e-mails and SMS, in every interface language and in the site's brand. Codes and links are
 * placed in plain ASCII so they can be read (and copied) whatever the script around them.
 */
import type { Brand, Language } from "@portal/domain";

export type TemplateName =
  | "login-code"
  | "verify-email"
  | "verify-mobile"
  | "reset-password"
  | "password-changed"
  | "account-deletion"
  | "feedback-reply"
  | "event-reminder"
  | "job-alert-sms"
  | "job-alert-confirm"
  | "company-invitation"
  | "message-unread"
  | "job-approved"
  | "job-rejected"
  | "order-receipt"
  | "service-ending"
  | "service-ended"
  | "writing-assigned"
  | "writing-brief-reminder"
  | "writing-draft-ready"
  | "writing-revision"
  | "writing-due-soon"
  | "service-message"
  | "interview-booked"
  | "interview-cancelled"
  | "interview-reminder"
  | "interview-feedback";

export interface TemplateParams {
  code?: string;
  link?: string;
  minutes?: string;
  name?: string;
  /** What a job alert looks for and where ("Java developer · Pune"). */
  search?: string;
  /** The company a recruiter is invited to, and who invited them. */
  company?: string;
  inviter?: string;
  /** How many days a link stays valid (invitations). */
  days?: string;
  /** Where the reader turns an e-mail of this kind off (unread-message e-mails). */
  settings?: string;
  /** Why staff rejected a job, in their words. */
  reason?: string;
  /** An order's number and amount paid, as the buyer reads them (receipts). */
  order?: string;
  amount?: string;
  /** A career service by its name, and a moment in the site's time zone (subscription reminders). */
  service?: string;
  date?: string;
  /** Who wrote or is concerned (a written service's seeker, a message's sender). */
  from?: string;
  /** How many (new jobs of an alert's SMS). */
  count?: string;
}

interface TemplateText {
  subject: string;
  /** Paragraphs; `{code}`, `{link}`, `{brand}`, `{minutes}`, `{name}`, `{search}` are filled in. */
  body: string[];
  sms: string;
}

type Catalogue = Record<TemplateName, TemplateText>;

const en: Catalogue = {
  "login-code": {
    subject: "Your {brand} login code",
    body: [
      "Hello,",
      "Your one-time code to log in to {brand} is {code}.",
      "It expires in {minutes} minutes and works once. If you did not ask for it, ignore this message.",
    ],
    sms: "{code} is your {brand} login code. It expires in {minutes} minutes. Do not share it.",
  },
  "verify-email": {
    subject: "Confirm your e-mail address for {brand}",
    body: [
      "Hello {name},",
      "Please confirm that this e-mail address is yours: enter the code {code} or open this link:",
      "{link}",
      "The code expires in {minutes} minutes. If you did not create a {brand} account, ignore this e-mail.",
    ],
    sms: "{code} is your {brand} code to confirm your e-mail address.",
  },
  "verify-mobile": {
    subject: "Confirm your mobile number for {brand}",
    body: ["Your code to confirm your mobile number is {code}."],
    sms: "{code} is your {brand} code to verify your mobile number. It expires in {minutes} minutes.",
  },
  "reset-password": {
    subject: "Reset your {brand} password",
    body: [
      "Hello {name},",
      "Someone asked to reset the password of your {brand} account. To choose a new password, open this link:",
      "{link}",
      "The link expires in {minutes} minutes and works once. If it was not you, ignore this e-mail: your password stays as it is.",
    ],
    sms: "Open {link} to reset your {brand} password.",
  },
  "feedback-reply": {
    subject: "A reply to your feedback on {brand}",
    body: [
      "Hello {name},",
      "Thank you for your feedback. Our team replied:",
      "{reason}",
      "Your feedback and our replies: {link}",
    ],
    sms: "{brand} replied to your feedback: {link}",
  },
  "event-reminder": {
    subject: "Tomorrow: {service}",
    body: [
      "Hello {name},",
      "A reminder that {service} starts on {date}.",
      "Where: {from}",
      "Details and the calendar file: {link}",
    ],
    sms: "{brand}: {service} starts {date}. {link}",
  },
  "account-deletion": {
    subject: "Your {brand} account will be deleted on {date}",
    body: [
      "Hello {name},",
      "You asked us to delete your {brand} account. On {date} we will remove your profiles, resumes, applications, messages and everything else we hold about you; tax invoices of your orders are kept without your name or address, as the law requires.",
      "Changed your mind? Log in before {date} and your account stays as it is: {link}",
    ],
    sms: "Your {brand} account will be deleted on {date}. Log in before then to keep it: {link}",
  },
  "job-alert-sms": {
    subject: "New jobs for {search}",
    body: ["New jobs for {search} ({count}): {link}"],
    sms: "{brand}: new jobs for {search} ({count}). See them: {link}",
  },
  "password-changed": {
    subject: "Your {brand} password was changed",
    body: [
      "Hello {name},",
      "The password of your {brand} account was just changed and your other devices were logged out.",
      "If this was not you, reset your password now: {link}",
    ],
    sms: "Your {brand} password was changed. Not you? Reset it: {link}",
  },
  "job-alert-confirm": {
    subject: "Confirm your job alert on {brand}",
    body: [
      "Hello {name},",
      "Please confirm that you want new jobs for “{search}” by e-mail from {brand}. Open this link:",
      "{link}",
      "Until you do, we send nothing else to this address. If you did not ask for this alert, ignore this e-mail.",
    ],
    sms: "Confirm your {brand} job alert: {link}",
  },
  "company-invitation": {
    subject: "{inviter} invites you to recruit for {company} on {brand}",
    body: [
      "Hello,",
      "{inviter} invites you to join {company} on {brand} as a recruiter: post jobs, see applicants and write to candidates. To accept, open this link:",
      "{link}",
      "The invitation expires in {days} days. If you do not know {company}, ignore this e-mail.",
    ],
    sms: "{inviter} invites you to recruit for {company} on {brand}: {link}",
  },
  "message-unread": {
    subject: "{company} wrote to you on {brand}",
    body: [
      "Hello {name},",
      "{company} sent you a message about the job “{search}” that you have not read yet. Read it and reply here:",
      "{link}",
      "To stop these e-mails, change your settings: {settings}",
    ],
    sms: "{company} wrote to you on {brand}: {link}",
  },
  "job-approved": {
    subject: "Your job “{search}” is live on {brand}",
    body: [
      "Hello {name},",
      "Our staff checked your job “{search}”: it is now open, and seekers can find it and apply. See it here:",
      "{link}",
    ],
    sms: "Your job “{search}” is live on {brand}: {link}",
  },
  "job-rejected": {
    subject: "Your job “{search}” was not published on {brand}",
    body: [
      "Hello {name},",
      "Our staff did not publish your job “{search}”, for this reason: {reason}",
      "You can change the job and publish it again here:",
      "{link}",
    ],
    sms: "Your job “{search}” was not published on {brand}: {link}",
  },
  "order-receipt": {
    subject: "Receipt for your {brand} order {order}",
    body: [
      "Hello {name},",
      "Thank you: we received {amount} for your order {order}. Your tax invoice and what happens next are on the order's page:",
      "{link}",
    ],
    sms: "{brand}: payment of {amount} received for order {order}. {link}",
  },
  "service-ending": {
    subject: "Your {service} ends on {date}",
    body: [
      "Hello {name},",
      "Your {service} on {brand} ends on {date}. After that recruiters no longer see what it gives you. You can renew it from your subscriptions:",
      "{link}",
    ],
    sms: "{brand}: your {service} ends on {date}. Renew: {link}",
  },
  "service-ended": {
    subject: "Your {service} has ended",
    body: [
      "Hello {name},",
      "Your {service} on {brand} ended on {date}. You can buy it again whenever you like, from your subscriptions:",
      "{link}",
    ],
    sms: "{brand}: your {service} ended on {date}. {link}",
  },
  "writing-assigned": {
    subject: "New work for you: {service}, order {order}",
    body: [
      "Hello {name},",
      "You have been assigned the {service} of {from} (order {order}). It is due on {date}. The brief, the documents and the messages are in the workspace:",
      "{link}",
    ],
    sms: "{brand}: {service} for {from} (order {order}) is yours, due {date}. {link}",
  },
  "writing-brief-reminder": {
    subject: "Tell us about the {service} you want",
    body: [
      "Hello {name},",
      "Your writer starts on your {service} (order {order}) as soon as you send the brief: the role you want, your highlights and any documents. It takes a few minutes:",
      "{link}",
    ],
    sms: "{brand}: send the brief for your {service} (order {order}) so your writer can start. {link}",
  },
  "writing-draft-ready": {
    subject: "Your {service} draft is ready",
    body: [
      "Hello {name},",
      "Your writer has delivered a draft of your {service} (order {order}). Read it, then approve it or say what should change:",
      "{link}",
    ],
    sms: "{brand}: your {service} draft is ready (order {order}). {link}",
  },
  "writing-revision": {
    subject: "A revision is asked for: {service}, order {order}",
    body: [
      "Hello {name},",
      "The seeker asks for a revision of the {service} (order {order}). What should change, in their words:",
      "{reason}",
      "The workspace:",
      "{link}",
    ],
    sms: "{brand}: revision asked for order {order}. {link}",
  },
  "writing-due-soon": {
    subject: "Due on {date}: {service}, order {order}",
    body: [
      "Hello {name},",
      "The {service} of {from} (order {order}) is due on {date}. The workspace:",
      "{link}",
    ],
    sms: "{brand}: order {order} is due on {date}. {link}",
  },
  "service-message": {
    subject: "New message about your {service} (order {order})",
    body: [
      "Hello {name},",
      "{from} wrote to you about the {service} of order {order}. Read and answer it here:",
      "{link}",
    ],
    sms: "{brand}: new message from {from} about order {order}. {link}",
  },
  "interview-booked": {
    subject: "Mock interview booked: {date}",
    body: [
      "Hello {name},",
      "Your mock interview (order {order}) with {from} is booked for {date}. The meeting link, a calendar file and the way to move or cancel it are here:",
      "{link}",
    ],
    sms: "{brand}: mock interview with {from} on {date}. {link}",
  },
  "interview-cancelled": {
    subject: "Mock interview cancelled: {date}",
    body: [
      "Hello {name},",
      "The mock interview (order {order}) with {from} on {date} has been cancelled. A session cancelled before it starts can be booked again:",
      "{link}",
    ],
    sms: "{brand}: the mock interview with {from} on {date} is cancelled. {link}",
  },
  "interview-reminder": {
    subject: "Reminder: mock interview on {date}",
    body: [
      "Hello {name},",
      "A reminder of your mock interview (order {order}) with {from} on {date}. The meeting link is here:",
      "{link}",
    ],
    sms: "{brand}: mock interview with {from} on {date}. {link}",
  },
  "interview-feedback": {
    subject: "Your mock interview feedback is ready",
    body: [
      "Hello {name},",
      "{from} has written feedback on your mock interview of {date} (order {order}). Read it here:",
      "{link}",
    ],
    sms: "{brand}: feedback on your mock interview of {date} is ready. {link}",
  },
};

const hi: Catalogue = {
  "login-code": {
    subject: "आपका {brand} लॉग इन कोड",
    body: [
      "नमस्ते,",
      "{brand} में लॉग इन करने के लिए आपका वन-टाइम कोड {code} है।",
      "यह {minutes} मिनट में समाप्त हो जाएगा और केवल एक बार काम करेगा। यदि आपने इसे नहीं माँगा था, तो इस संदेश को अनदेखा करें।",
    ],
    sms: "{code} आपका {brand} लॉग इन कोड है। यह {minutes} मिनट में समाप्त होगा। इसे किसी से साझा न करें।",
  },
  "verify-email": {
    subject: "{brand} के लिए अपने ई-मेल पते की पुष्टि करें",
    body: [
      "नमस्ते {name},",
      "कृपया पुष्टि करें कि यह ई-मेल पता आपका है: कोड {code} दर्ज करें या यह लिंक खोलें:",
      "{link}",
      "कोड {minutes} मिनट में समाप्त हो जाएगा। यदि आपने {brand} खाता नहीं बनाया है, तो इस ई-मेल को अनदेखा करें।",
    ],
    sms: "{code} आपके ई-मेल पते की पुष्टि के लिए आपका {brand} कोड है।",
  },
  "verify-mobile": {
    subject: "{brand} के लिए अपने मोबाइल नंबर की पुष्टि करें",
    body: ["आपके मोबाइल नंबर की पुष्टि का कोड {code} है।"],
    sms: "{code} आपके मोबाइल नंबर के सत्यापन के लिए आपका {brand} कोड है। यह {minutes} मिनट में समाप्त होगा।",
  },
  "reset-password": {
    subject: "अपना {brand} पासवर्ड रीसेट करें",
    body: [
      "नमस्ते {name},",
      "किसी ने आपके {brand} खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:",
      "{link}",
      "यह लिंक {minutes} मिनट में समाप्त हो जाएगा और केवल एक बार काम करेगा। यदि यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।",
    ],
    sms: "अपना {brand} पासवर्ड रीसेट करने के लिए {link} खोलें।",
  },
  "feedback-reply": {
    subject: "{brand} पर आपके फ़ीडबैक का जवाब",
    body: [
      "नमस्ते {name},",
      "आपके फ़ीडबैक के लिए धन्यवाद। हमारी टीम ने जवाब दिया:",
      "{reason}",
      "आपका फ़ीडबैक और हमारे जवाब: {link}",
    ],
    sms: "{brand} ने आपके फ़ीडबैक का जवाब दिया: {link}",
  },
  "event-reminder": {
    subject: "कल: {service}",
    body: [
      "नमस्ते {name},",
      "याद दिला दें कि {service} {date} को शुरू होगा।",
      "कहाँ: {from}",
      "ब्योरा और कैलेंडर फ़ाइल: {link}",
    ],
    sms: "{brand}: {service} {date} को शुरू होगा। {link}",
  },
  "account-deletion": {
    subject: "आपका {brand} खाता {date} को हटा दिया जाएगा",
    body: [
      "नमस्ते {name},",
      "आपने हमसे अपना {brand} खाता हटाने के लिए कहा है। {date} को हम आपकी प्रोफ़ाइल, रिज़्यूमे, आवेदन, संदेश और आपके बारे में हमारे पास मौजूद बाकी सब कुछ हटा देंगे; आपके ऑर्डर के टैक्स इनवॉइस कानून के अनुसार आपके नाम या पते के बिना रखे जाते हैं।",
      "मन बदल गया? {date} से पहले लॉग इन करें और आपका खाता जैसा है वैसा ही रहेगा: {link}",
    ],
    sms: "आपका {brand} खाता {date} को हटा दिया जाएगा। इसे रखने के लिए उससे पहले लॉग इन करें: {link}",
  },
  "job-alert-sms": {
    subject: "{search} के लिए नई नौकरियाँ",
    body: ["{search} के लिए नई नौकरियाँ ({count}): {link}"],
    sms: "{brand}: {search} के लिए नई नौकरियाँ ({count})। देखें: {link}",
  },
  "password-changed": {
    subject: "आपका {brand} पासवर्ड बदल दिया गया",
    body: [
      "नमस्ते {name},",
      "आपके {brand} खाते का पासवर्ड अभी बदला गया है और आपके अन्य डिवाइस से लॉग आउट कर दिया गया है।",
      "यदि यह आप नहीं थे, तो अभी अपना पासवर्ड रीसेट करें: {link}",
    ],
    sms: "आपका {brand} पासवर्ड बदल दिया गया। यह आप नहीं थे? इसे रीसेट करें: {link}",
  },
  "job-alert-confirm": {
    subject: "{brand} पर अपने जॉब अलर्ट की पुष्टि करें",
    body: [
      "नमस्ते {name},",
      "कृपया पुष्टि करें कि आप “{search}” की नई नौकरियाँ {brand} से ई-मेल पर पाना चाहते हैं। यह लिंक खोलें:",
      "{link}",
      "जब तक आप पुष्टि नहीं करते, हम इस पते पर और कुछ नहीं भेजेंगे। अगर आपने यह अलर्ट नहीं माँगा था, तो इस ई-मेल को अनदेखा करें।",
    ],
    sms: "अपने {brand} जॉब अलर्ट की पुष्टि करें: {link}",
  },
  "company-invitation": {
    subject: "{inviter} आपको {brand} पर {company} के लिए भर्ती करने को आमंत्रित करते हैं",
    body: [
      "नमस्ते,",
      "{inviter} आपको {brand} पर {company} से रिक्रूटर के रूप में जुड़ने के लिए आमंत्रित करते हैं: नौकरियाँ पोस्ट करें, आवेदक देखें और उम्मीदवारों को लिखें। स्वीकार करने के लिए यह लिंक खोलें:",
      "{link}",
      "यह आमंत्रण {days} दिनों में समाप्त हो जाएगा। यदि आप {company} को नहीं जानते, तो इस ई-मेल को अनदेखा करें।",
    ],
    sms: "{inviter} आपको {brand} पर {company} के लिए भर्ती करने को आमंत्रित करते हैं: {link}",
  },
  "message-unread": {
    subject: "{company} ने आपको {brand} पर लिखा है",
    body: [
      "नमस्ते {name},",
      "{company} ने आपको “{search}” नौकरी के बारे में एक संदेश भेजा है जिसे आपने अभी तक नहीं पढ़ा है। इसे पढ़ें और यहाँ जवाब दें:",
      "{link}",
      "ये ई-मेल बंद करने के लिए अपनी सेटिंग्स बदलें: {settings}",
    ],
    sms: "{company} ने आपको {brand} पर लिखा है: {link}",
  },
  "job-approved": {
    subject: "आपकी नौकरी “{search}” {brand} पर प्रकाशित हो गई है",
    body: [
      "नमस्ते {name},",
      "हमारे स्टाफ़ ने आपकी नौकरी “{search}” की जाँच कर ली है: यह अब खुली है, और नौकरी खोजने वाले इसे ढूँढकर आवेदन कर सकते हैं। इसे यहाँ देखें:",
      "{link}",
    ],
    sms: "आपकी नौकरी “{search}” {brand} पर प्रकाशित हो गई है: {link}",
  },
  "job-rejected": {
    subject: "आपकी नौकरी “{search}” {brand} पर प्रकाशित नहीं की गई",
    body: [
      "नमस्ते {name},",
      "हमारे स्टाफ़ ने आपकी नौकरी “{search}” को इस कारण से प्रकाशित नहीं किया: {reason}",
      "आप नौकरी में बदलाव करके उसे यहाँ फिर से प्रकाशित कर सकते हैं:",
      "{link}",
    ],
    sms: "आपकी नौकरी “{search}” {brand} पर प्रकाशित नहीं की गई: {link}",
  },
  "order-receipt": {
    subject: "आपके {brand} ऑर्डर {order} की रसीद",
    body: [
      "नमस्ते {name},",
      "धन्यवाद: हमें आपके ऑर्डर {order} के लिए {amount} मिल गए हैं। आपका टैक्स इनवॉइस और आगे क्या होगा, यह ऑर्डर के पेज पर है:",
      "{link}",
    ],
    sms: "{brand}: ऑर्डर {order} के लिए {amount} का भुगतान मिला। {link}",
  },
  "service-ending": {
    subject: "आपकी {service} सेवा {date} को समाप्त होगी",
    body: [
      "नमस्ते {name},",
      "{brand} पर आपकी {service} सेवा {date} को समाप्त होगी। उसके बाद रिक्रूटर्स को इसका लाभ नहीं दिखेगा। आप इसे अपनी सब्सक्रिप्शन से रिन्यू कर सकते हैं:",
      "{link}",
    ],
    sms: "{brand}: आपकी {service} सेवा {date} को समाप्त होगी। रिन्यू करें: {link}",
  },
  "service-ended": {
    subject: "आपकी {service} सेवा समाप्त हो गई है",
    body: [
      "नमस्ते {name},",
      "{brand} पर आपकी {service} सेवा {date} को समाप्त हो गई। आप इसे जब चाहें अपनी सब्सक्रिप्शन से फिर से खरीद सकते हैं:",
      "{link}",
    ],
    sms: "{brand}: आपकी {service} सेवा {date} को समाप्त हो गई। {link}",
  },
  "writing-assigned": {
    subject: "आपके लिए नया काम: {service}, ऑर्डर {order}",
    body: [
      "नमस्ते {name},",
      "{from} की {service} सेवा (ऑर्डर {order}) आपको सौंपी गई है। इसकी नियत तारीख {date} है। ब्रीफ़, दस्तावेज़ और संदेश वर्कस्पेस में हैं:",
      "{link}",
    ],
    sms: "{brand}: {from} की {service} (ऑर्डर {order}) आपको सौंपी गई, नियत तारीख {date}। {link}",
  },
  "writing-brief-reminder": {
    subject: "हमें बताइए कि आप कैसी {service} चाहते हैं",
    body: [
      "नमस्ते {name},",
      "आपके ब्रीफ़ भेजते ही आपका लेखक आपकी {service} (ऑर्डर {order}) पर काम शुरू कर देगा: आप कौन-सी भूमिका चाहते हैं, आपकी खास उपलब्धियाँ और कोई भी दस्तावेज़। इसमें कुछ ही मिनट लगते हैं:",
      "{link}",
    ],
    sms: "{brand}: अपनी {service} (ऑर्डर {order}) का ब्रीफ़ भेजें ताकि लेखक काम शुरू कर सके। {link}",
  },
  "writing-draft-ready": {
    subject: "आपकी {service} का ड्राफ़्ट तैयार है",
    body: [
      "नमस्ते {name},",
      "आपके लेखक ने आपकी {service} (ऑर्डर {order}) का ड्राफ़्ट भेज दिया है। इसे पढ़ें, फिर स्वीकार करें या बताएँ कि क्या बदलना चाहिए:",
      "{link}",
    ],
    sms: "{brand}: आपकी {service} का ड्राफ़्ट तैयार है (ऑर्डर {order})। {link}",
  },
  "writing-revision": {
    subject: "संशोधन का अनुरोध: {service}, ऑर्डर {order}",
    body: [
      "नमस्ते {name},",
      "जॉब सीकर ने {service} (ऑर्डर {order}) में संशोधन माँगा है। उनके शब्दों में, क्या बदलना चाहिए:",
      "{reason}",
      "वर्कस्पेस:",
      "{link}",
    ],
    sms: "{brand}: ऑर्डर {order} के लिए संशोधन माँगा गया। {link}",
  },
  "writing-due-soon": {
    subject: "नियत तारीख {date}: {service}, ऑर्डर {order}",
    body: ["नमस्ते {name},", "{from} की {service} (ऑर्डर {order}) की नियत तारीख {date} है। वर्कस्पेस:", "{link}"],
    sms: "{brand}: ऑर्डर {order} की नियत तारीख {date} है। {link}",
  },
  "service-message": {
    subject: "आपकी {service} (ऑर्डर {order}) के बारे में नया संदेश",
    body: [
      "नमस्ते {name},",
      "{from} ने ऑर्डर {order} की {service} के बारे में आपको लिखा है। इसे यहाँ पढ़ें और जवाब दें:",
      "{link}",
    ],
    sms: "{brand}: ऑर्डर {order} के बारे में {from} का नया संदेश। {link}",
  },
  "interview-booked": {
    subject: "मॉक इंटरव्यू बुक हुआ: {date}",
    body: [
      "नमस्ते {name},",
      "{from} के साथ आपका मॉक इंटरव्यू (ऑर्डर {order}) {date} के लिए बुक हो गया है। मीटिंग लिंक, कैलेंडर फ़ाइल और इसे बदलने या रद्द करने का तरीका यहाँ है:",
      "{link}",
    ],
    sms: "{brand}: {from} के साथ मॉक इंटरव्यू {date} को। {link}",
  },
  "interview-cancelled": {
    subject: "मॉक इंटरव्यू रद्द: {date}",
    body: [
      "नमस्ते {name},",
      "{from} के साथ {date} का मॉक इंटरव्यू (ऑर्डर {order}) रद्द कर दिया गया है। शुरू होने से पहले रद्द हुआ सत्र फिर से बुक किया जा सकता है:",
      "{link}",
    ],
    sms: "{brand}: {from} के साथ {date} का मॉक इंटरव्यू रद्द हो गया। {link}",
  },
  "interview-reminder": {
    subject: "याद दिलाना: मॉक इंटरव्यू {date} को",
    body: [
      "नमस्ते {name},",
      "याद दिला दें कि {from} के साथ आपका मॉक इंटरव्यू (ऑर्डर {order}) {date} को है। मीटिंग लिंक यहाँ है:",
      "{link}",
    ],
    sms: "{brand}: {from} के साथ मॉक इंटरव्यू {date} को। {link}",
  },
  "interview-feedback": {
    subject: "आपके मॉक इंटरव्यू का फ़ीडबैक तैयार है",
    body: [
      "नमस्ते {name},",
      "{from} ने {date} के आपके मॉक इंटरव्यू (ऑर्डर {order}) पर फ़ीडबैक लिखा है। इसे यहाँ पढ़ें:",
      "{link}",
    ],
    sms: "{brand}: {date} के आपके मॉक इंटरव्यू का फ़ीडबैक तैयार है। {link}",
  },
};

const ar: Catalogue = {
  "login-code": {
    subject: "رمز تسجيل الدخول إلى {brand}",
    body: [
      "مرحبًا،",
      "رمزك لمرة واحدة لتسجيل الدخول إلى {brand} هو {code}.",
      "تنتهي صلاحيته خلال {minutes} دقائق ويعمل مرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة.",
    ],
    sms: "{code} هو رمز تسجيل الدخول إلى {brand}. تنتهي صلاحيته خلال {minutes} دقائق. لا تشاركه مع أحد.",
  },
  "verify-email": {
    subject: "أكّد عنوان بريدك الإلكتروني لدى {brand}",
    body: [
      "مرحبًا {name}،",
      "يرجى تأكيد أن عنوان البريد الإلكتروني هذا يخصك: أدخل الرمز {code} أو افتح هذا الرابط:",
      "{link}",
      "تنتهي صلاحية الرمز خلال {minutes} دقائق. إذا لم تُنشئ حسابًا لدى {brand}، فتجاهل هذه الرسالة.",
    ],
    sms: "{code} هو رمز {brand} لتأكيد بريدك الإلكتروني.",
  },
  "verify-mobile": {
    subject: "أكّد رقم جوالك لدى {brand}",
    body: ["رمز تأكيد رقم جوالك هو {code}."],
    sms: "{code} هو رمز {brand} للتحقق من رقم جوالك. تنتهي صلاحيته خلال {minutes} دقائق.",
  },
  "reset-password": {
    subject: "إعادة تعيين كلمة المرور لدى {brand}",
    body: [
      "مرحبًا {name}،",
      "طلب أحدهم إعادة تعيين كلمة مرور حسابك لدى {brand}. لاختيار كلمة مرور جديدة، افتح هذا الرابط:",
      "{link}",
      "تنتهي صلاحية الرابط خلال {minutes} دقيقة ويعمل مرة واحدة فقط. إذا لم تكن أنت، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.",
    ],
    sms: "افتح {link} لإعادة تعيين كلمة المرور لدى {brand}.",
  },
  "feedback-reply": {
    subject: "رد على ملاحظاتك لدى {brand}",
    body: ["مرحبًا {name}،", "شكرًا لملاحظاتك. ردّ فريقنا:", "{reason}", "ملاحظاتك وردودنا: {link}"],
    sms: "ردّت {brand} على ملاحظاتك: {link}",
  },
  "event-reminder": {
    subject: "غدًا: {service}",
    body: [
      "مرحبًا {name}،",
      "تذكير بأن {service} تبدأ في {date}.",
      "المكان: {from}",
      "التفاصيل وملف التقويم: {link}",
    ],
    sms: "{brand}: تبدأ {service} في {date}. {link}",
  },
  "account-deletion": {
    subject: "سيُحذف حسابك لدى {brand} في {date}",
    body: [
      "مرحبًا {name}،",
      "طلبت منا حذف حسابك لدى {brand}. في {date} سنحذف ملفاتك الشخصية وسيرك الذاتية وطلباتك ورسائلك وكل ما نحتفظ به عنك؛ أما الفواتير الضريبية لطلبات الشراء فتُحفظ دون اسمك أو عنوانك كما يقتضي القانون.",
      "غيّرت رأيك؟ سجّل الدخول قبل {date} ويبقى حسابك كما هو: {link}",
    ],
    sms: "سيُحذف حسابك لدى {brand} في {date}. سجّل الدخول قبل ذلك للاحتفاظ به: {link}",
  },
  "job-alert-sms": {
    subject: "وظائف جديدة لـ {search}",
    body: ["وظائف جديدة لـ {search} ({count}): {link}"],
    sms: "{brand}: وظائف جديدة لـ {search} ({count}). شاهدها: {link}",
  },
  "password-changed": {
    subject: "تم تغيير كلمة المرور لدى {brand}",
    body: [
      "مرحبًا {name}،",
      "تم للتو تغيير كلمة مرور حسابك لدى {brand} وتسجيل خروجك من أجهزتك الأخرى.",
      "إذا لم تكن أنت، فأعد تعيين كلمة المرور الآن: {link}",
    ],
    sms: "تم تغيير كلمة المرور لدى {brand}. لم تكن أنت؟ أعد تعيينها: {link}",
  },
  "job-alert-confirm": {
    subject: "أكِّد تنبيه الوظائف لدى {brand}",
    body: [
      "مرحبًا {name}،",
      "يرجى تأكيد رغبتك في تلقي الوظائف الجديدة لـ “{search}” عبر البريد الإلكتروني من {brand}. افتح هذا الرابط:",
      "{link}",
      "لن نرسل أي شيء آخر إلى هذا العنوان حتى تؤكد. إذا لم تطلب هذا التنبيه، فتجاهل هذه الرسالة.",
    ],
    sms: "أكِّد تنبيه الوظائف لدى {brand}: {link}",
  },
  "company-invitation": {
    subject: "يدعوك {inviter} إلى التوظيف لصالح {company} على {brand}",
    body: [
      "مرحبًا،",
      "يدعوك {inviter} إلى الانضمام إلى {company} على {brand} بصفتك مسؤول توظيف: انشر الوظائف واطّلع على المتقدمين وراسل المرشحين. لقبول الدعوة افتح هذا الرابط:",
      "{link}",
      "تنتهي صلاحية الدعوة خلال {days} أيام. إن كنت لا تعرف {company} فتجاهل هذه الرسالة.",
    ],
    sms: "يدعوك {inviter} إلى التوظيف لصالح {company} على {brand}: {link}",
  },
  "message-unread": {
    subject: "راسلتك {company} على {brand}",
    body: [
      "مرحبًا {name}،",
      "أرسلت إليك {company} رسالة بخصوص وظيفة “{search}” لم تقرأها بعد. اقرأها ورُدّ عليها هنا:",
      "{link}",
      "لإيقاف هذه الرسائل، غيّر إعداداتك: {settings}",
    ],
    sms: "راسلتك {company} على {brand}: {link}",
  },
  "job-approved": {
    subject: "وظيفتك “{search}” منشورة الآن على {brand}",
    body: [
      "مرحبًا {name}،",
      "راجع فريقنا وظيفتك “{search}”: أصبحت مفتوحة الآن، ويمكن للباحثين عن عمل العثور عليها والتقديم إليها. شاهدها هنا:",
      "{link}",
    ],
    sms: "وظيفتك “{search}” منشورة الآن على {brand}: {link}",
  },
  "job-rejected": {
    subject: "لم تُنشر وظيفتك “{search}” على {brand}",
    body: [
      "مرحبًا {name}،",
      "لم ينشر فريقنا وظيفتك “{search}” للسبب التالي: {reason}",
      "يمكنك تعديل الوظيفة ونشرها من جديد هنا:",
      "{link}",
    ],
    sms: "لم تُنشر وظيفتك “{search}” على {brand}: {link}",
  },
  "order-receipt": {
    subject: "إيصال طلبك {order} على {brand}",
    body: [
      "مرحبًا {name}،",
      "شكرًا لك: استلمنا {amount} لطلبك {order}. فاتورتك الضريبية وما سيحدث بعد ذلك في صفحة الطلب:",
      "{link}",
    ],
    sms: "{brand}: تم استلام {amount} للطلب {order}. {link}",
  },
  "service-ending": {
    subject: "تنتهي خدمة {service} في {date}",
    body: [
      "مرحبًا {name}،",
      "تنتهي خدمة {service} الخاصة بك على {brand} في {date}. بعد ذلك لن يرى مسؤولو التوظيف ما تمنحك إياه. يمكنك تجديدها من اشتراكاتك:",
      "{link}",
    ],
    sms: "{brand}: تنتهي خدمة {service} في {date}. للتجديد: {link}",
  },
  "service-ended": {
    subject: "انتهت خدمة {service}",
    body: [
      "مرحبًا {name}،",
      "انتهت خدمة {service} الخاصة بك على {brand} في {date}. يمكنك شراؤها من جديد متى شئت من اشتراكاتك:",
      "{link}",
    ],
    sms: "{brand}: انتهت خدمة {service} في {date}. {link}",
  },
  "writing-assigned": {
    subject: "عمل جديد لك: {service}، الطلب {order}",
    body: [
      "مرحبًا {name}،",
      "أُسندت إليك خدمة {service} الخاصة بـ {from} (الطلب {order}). موعد تسليمها {date}. الملخص والمستندات والرسائل في مساحة العمل:",
      "{link}",
    ],
    sms: "{brand}: أُسندت إليك {service} لـ {from} (الطلب {order})، التسليم {date}. {link}",
  },
  "writing-brief-reminder": {
    subject: "أخبرنا عن {service} التي تريدها",
    body: [
      "مرحبًا {name}،",
      "يبدأ كاتبك العمل على {service} (الطلب {order}) بمجرد أن ترسل الملخص: الوظيفة التي تريدها وأبرز إنجازاتك وأي مستندات. يستغرق ذلك بضع دقائق:",
      "{link}",
    ],
    sms: "{brand}: أرسل ملخص {service} (الطلب {order}) ليبدأ كاتبك العمل. {link}",
  },
  "writing-draft-ready": {
    subject: "مسودة {service} جاهزة",
    body: [
      "مرحبًا {name}،",
      "سلّم كاتبك مسودة {service} (الطلب {order}). اقرأها، ثم وافق عليها أو اذكر ما يجب تغييره:",
      "{link}",
    ],
    sms: "{brand}: مسودة {service} جاهزة (الطلب {order}). {link}",
  },
  "writing-revision": {
    subject: "طُلب تعديل: {service}، الطلب {order}",
    body: [
      "مرحبًا {name}،",
      "يطلب الباحث عن عمل تعديل {service} (الطلب {order}). ما يجب تغييره بكلماته:",
      "{reason}",
      "مساحة العمل:",
      "{link}",
    ],
    sms: "{brand}: طُلب تعديل للطلب {order}. {link}",
  },
  "writing-due-soon": {
    subject: "موعد التسليم {date}: {service}، الطلب {order}",
    body: [
      "مرحبًا {name}،",
      "موعد تسليم {service} الخاصة بـ {from} (الطلب {order}) هو {date}. مساحة العمل:",
      "{link}",
    ],
    sms: "{brand}: موعد تسليم الطلب {order} هو {date}. {link}",
  },
  "service-message": {
    subject: "رسالة جديدة بخصوص {service} (الطلب {order})",
    body: [
      "مرحبًا {name}،",
      "كتب إليك {from} بخصوص {service} في الطلب {order}. اقرأها وردّ عليها هنا:",
      "{link}",
    ],
    sms: "{brand}: رسالة جديدة من {from} بخصوص الطلب {order}. {link}",
  },
  "interview-booked": {
    subject: "حُجزت مقابلة تجريبية: {date}",
    body: [
      "مرحبًا {name}،",
      "حُجزت مقابلتك التجريبية (الطلب {order}) مع {from} في {date}. رابط الاجتماع وملف التقويم وطريقة تغيير الموعد أو إلغائه هنا:",
      "{link}",
    ],
    sms: "{brand}: مقابلة تجريبية مع {from} في {date}. {link}",
  },
  "interview-cancelled": {
    subject: "أُلغيت المقابلة التجريبية: {date}",
    body: [
      "مرحبًا {name}،",
      "أُلغيت المقابلة التجريبية (الطلب {order}) مع {from} في {date}. يمكن حجز الجلسة الملغاة قبل بدايتها من جديد:",
      "{link}",
    ],
    sms: "{brand}: أُلغيت المقابلة التجريبية مع {from} في {date}. {link}",
  },
  "interview-reminder": {
    subject: "تذكير: مقابلة تجريبية في {date}",
    body: [
      "مرحبًا {name}،",
      "نذكّرك بمقابلتك التجريبية (الطلب {order}) مع {from} في {date}. رابط الاجتماع هنا:",
      "{link}",
    ],
    sms: "{brand}: مقابلة تجريبية مع {from} في {date}. {link}",
  },
  "interview-feedback": {
    subject: "ملاحظات مقابلتك التجريبية جاهزة",
    body: [
      "مرحبًا {name}،",
      "كتب {from} ملاحظاته على مقابلتك التجريبية في {date} (الطلب {order}). اقرأها هنا:",
      "{link}",
    ],
    sms: "{brand}: ملاحظات مقابلتك التجريبية في {date} جاهزة. {link}",
  },
};

const CATALOGUES: Record<Language, Catalogue> = { en, hi, ar };

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : whole,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderTemplate(
  template: TemplateName,
  language: Language,
  brand: Brand,
  params: TemplateParams,
): RenderedMessage {
  const text = CATALOGUES[language][template];
  const values: Record<string, string> = { brand: brand.name, minutes: "10", name: "", ...params };
  // Without a name the greeting is just "Hello," (a guest's job alert may have none).
  const body = values.name ? text.body : text.body.map((paragraph) => paragraph.replace(" {name}", ""));
  const paragraphs = body.map((paragraph) => fill(paragraph, values));
  const dir = language === "ar" ? "rtl" : "ltr";
  const htmlParagraphs = paragraphs.map((paragraph) => {
    const escaped = escapeHtml(paragraph);
    // The link and the code stay left-to-right inside Arabic text.
    return params.link && paragraph === params.link
      ? `<p dir="ltr"><a href="${escapeHtml(params.link)}">${escaped}</a></p>`
      : `<p>${escaped}</p>`;
  });
  return {
    subject: fill(text.subject, values),
    text: paragraphs.join("\n\n"),
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body>${htmlParagraphs.join("")}</body></html>`,
    sms: fill(text.sms, values),
  };
}
