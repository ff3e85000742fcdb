/** Hindi texts of registration by resume; keys and placeholders follow ./en.ts. */
import type { ResumeRegistrationCatalogue } from "./en.ts";

export const resumeRegistrationHi: ResumeRegistrationCatalogue = {
  "resumeRegistration.heading": "चरण भरने के लिए अपना रिज़्यूमे अपलोड करें",
  "resumeRegistration.intro":
    "हम आपका रिज़्यूमे पढ़कर जो मिलता है वह भर देते हैं। आप हर जानकारी जाँचते हैं, और आगे बढ़ने तक कुछ भी सहेजा नहीं जाता।",
  "resumeRegistration.fileLabel": "अपना रिज़्यूमे चुनें",
  "resumeRegistration.fileHint": "doc, docx, rtf, txt या pdf, अधिकतम {max} MB।",
  "resumeRegistration.dropHere": "या अपना रिज़्यूमे यहाँ खींचकर छोड़ें",
  "resumeRegistration.progress": "{file} अपलोड करके पढ़ा जा रहा है",
  "resumeRegistration.progressDone": "{file} पढ़ा जा रहा है",
  "resumeRegistration.filled.one":
    "हमने {file} से {count} जानकारी भरी है। उसे जाँचें, फिर आगे बढ़ें: फ़ाइल आपके पंजीकरण के साथ रखी जाएगी।",
  "resumeRegistration.filled.other":
    "हमने {file} से {count} जानकारियाँ भरी हैं। उन्हें जाँचें, फिर आगे बढ़ें: फ़ाइल आपके पंजीकरण के साथ रखी जाएगी।",
  "resumeRegistration.nothingToFill":
    "{file} में भरने लायक कोई जानकारी नहीं मिली। कृपया फ़ॉर्म भरें; फ़ाइल आपके पंजीकरण के साथ रखी जाएगी।",
  "resumeRegistration.chosen": "{file} आपके पंजीकरण के साथ अपलोड होगी।",
  "resumeRegistration.remove": "फ़ाइल हटाएँ",
  "resumeRegistration.removed": "फ़ाइल हटा दी गई।",
  "resumeRegistration.fromResume": "आपके रिज़्यूमे से: कृपया जाँच लें।",
  "resumeRegistration.suggestion": "आपके रिज़्यूमे में लिखा है: {value}",
  "resumeRegistration.pathFromResume": "यह हमने आपके रिज़्यूमे से चुना है। सही न हो तो बदल दें।",
  "resumeRegistration.stepIntro":
    "“आपके रिज़्यूमे से” चिह्नित जानकारी आपके रिज़्यूमे से पढ़ी गई है। उसे जाँचें या बदलें, फिर सहेजें।",
  "resumeRegistration.skillsLegend": "आपके रिज़्यूमे से मुख्य कौशल",
  "resumeRegistration.skillsHint": "चुने हुए कौशल आपकी प्रोफ़ाइल में जोड़े जाएँगे। जो आपके नहीं हैं उनका चयन हटा दें।",
  "resumeRegistration.notKept":
    "आपका खाता तैयार है, लेकिन आपका रिज़्यूमे नहीं रखा गया: {reason} आप इसे बाद में अपनी प्रोफ़ाइल से अपलोड कर सकते हैं।",
  "accounts.msg.resumeTooLarge": "कृपया मान्य फ़ाइल अपलोड करें। रिज़्यूमे अधिकतम {max} MB का हो सकता है।",
  "accounts.msg.resumeNoText":
    "हमें इस फ़ाइल में कोई टेक्स्ट नहीं मिला। कृपया चुनने योग्य टेक्स्ट वाला रिज़्यूमे अपलोड करें, स्कैन की गई छवि नहीं।",
};
