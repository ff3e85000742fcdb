import type { assessmentsEn } from "./en.ts";

/** स्किल असेसमेंट (सूची, टेस्ट, नतीजा, बैज) और पंजीकरण के बाद का स्वागत संदेश। */
export const assessmentsHi: Record<keyof typeof assessmentsEn, string> = {
  "assessments.title": "स्किल असेसमेंट",
  "assessments.intro":
    "रिक्रूटर्स को दिखाइए कि आप क्या कर सकते हैं। एक छोटा समयबद्ध टेस्ट पास करें और उसका बैज आपकी प्रोफ़ाइल पर आ जाएगा, जिसे रिक्रूटर उम्मीदवार खोज में और आपकी प्रोफ़ाइल खोलने पर देखते हैं।",
  "assessments.rulesHeading": "शुरू करने से पहले",
  "assessments.rule.clock": "घड़ी 'शुरू करें' दबाते ही चल पड़ती है और पेज छोड़ने पर भी चलती रहती है।",
  "assessments.rule.saved":
    "हर जवाब चुनते ही सेव हो जाता है। समय पूरा होने पर आपके चुने हुए जवाबों पर स्कोर दिया जाता है।",
  "assessments.rule.retake": "किसी प्रयास के {days} दिन बाद आप हर टेस्ट फिर से दे सकते हैं।",
  "assessments.rule.badge": "आपकी प्रोफ़ाइल पर केवल पास किए गए टेस्ट दिखते हैं, आपके सबसे अच्छे स्कोर के साथ।",
  "assessments.testsHeading": "इस साइट पर उपलब्ध टेस्ट",
  "assessments.facts": "प्रश्न: {questions} · समय: {minutes} मिनट · पास अंक: {pass}%",
  "assessments.start": "टेस्ट शुरू करें",
  "assessments.continue": "टेस्ट जारी रखें",
  "assessments.retakeOn": "आप यह टेस्ट {date} को फिर से दे सकते हैं।",
  "assessments.best.passed": "{score}% के साथ पास: बैज आपकी प्रोफ़ाइल पर है।",
  "assessments.best.failed": "अब तक का सबसे अच्छा स्कोर: {score}% (पास अंक {pass}%)।",
  "assessments.none": "इस साइट पर अभी कोई टेस्ट नहीं है।",
  "assessments.timeLeft": "बचा हुआ समय",
  "assessments.oneMinute": "एक मिनट बचा है।",
  "assessments.timeUp": "समय पूरा हुआ। आपके जवाब भेजे जा रहे हैं…",
  "assessments.question": "प्रश्न {number} / {total}",
  "assessments.answered": "जवाब दिए: {answered} / {total}",
  "assessments.saved": "सेव हो गया",
  "assessments.notSaved": "अभी सेव नहीं हुआ: टेस्ट पूरा करने पर भेजा जाएगा।",
  "assessments.finish": "टेस्ट पूरा करें",
  "assessments.result.heading": "आपका नतीजा",
  "assessments.result.score": "{total} में से {correct} सही: {score}%",
  "assessments.result.passed": "पास। {title} बैज अब आपकी प्रोफ़ाइल पर है, जहाँ रिक्रूटर इसे देखते हैं।",
  "assessments.result.failed": "इस बार पास नहीं हुए: पास अंक {pass}% है।",
  "assessments.back": "सभी असेसमेंट",
  "assessments.badges": "स्किल असेसमेंट",
  "assessments.badge": "{title}: {score}%",
  "assessments.badgeTitle": "{date} को {title} असेसमेंट {score}% के साथ पास किया",
  "assessments.badgesNone": "अभी तक कोई असेसमेंट पास नहीं किया।",
  "assessments.takeOne": "स्किल असेसमेंट दें",

  "accounts.msg.assessmentNotFound": "यह टेस्ट इस साइट पर उपलब्ध नहीं है।",
  "accounts.msg.assessmentRetakeLocked":
    "आपने यह टेस्ट हाल ही में दिया है। आप पिछले प्रयास के 7 दिन बाद इसे फिर से दे सकते हैं।",
  "accounts.msg.assessmentClosed": "इस टेस्ट का समय पूरा हो गया है। आपके सेव किए गए जवाबों पर स्कोर दे दिया गया है।",
  "accounts.msg.assessmentAnswerInvalid": "कृपया इस टेस्ट के किसी प्रश्न का एक विकल्प चुनें।",

  "welcome.label": "स्वागत",
  "welcome.heading": "{brand} पर आपका स्वागत है, {name}!",
  "welcome.checklist.intro": "ये तीन कदम आपकी प्रोफ़ाइल को रिक्रूटर्स तक पहुँचाते हैं:",
  "welcome.step.profile": "अपनी प्रोफ़ाइल पूरी करें",
  "welcome.step.resume": "अपना रिज़्यूमे जोड़ें",
  "welcome.step.alert": "जॉब अलर्ट बनाएँ",
  "welcome.step.done": "पूरा हुआ",
  "welcome.resumeFirst.intro":
    "रिक्रूटर सबसे पहले रिज़्यूमे खोजते हैं। अपना रिज़्यूमे अभी जोड़ें और हम उससे आपकी प्रोफ़ाइल भर देंगे।",
  "welcome.resumeFirst.cta": "मेरा रिज़्यूमे जोड़ें",
  "welcome.resumeFirst.alert": "या नई नौकरियाँ ई-मेल पर पाएँ: जॉब अलर्ट बनाएँ",
  "welcome.close": "स्वागत संदेश बंद करें",
};
