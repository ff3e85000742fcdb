import type { careerServicesEn } from "./en.ts";

/** Hindi texts of the career services (see ./en.ts). */
export const careerServicesHi: Record<keyof typeof careerServicesEn, string> = {
  "careerServices.title": "करियर सेवाएँ",
  "careerServices.intro":
    "हमारे करियर विशेषज्ञों की मदद, और ऐसे टूल जिनसे रिक्रूटर्स की नज़र आप पर पड़े: बेहतर रिज़्यूमे, आसानी से मिलने वाली प्रोफ़ाइल और इंटरव्यू से पहले अभ्यास। हर सेवा साफ़ बताती है कि आपको क्या मिलेगा और कब।",

  "careerServices.service.featured-profile.title": "फ़ीचर्ड प्रोफ़ाइल",
  "careerServices.service.featured-profile.tileText": "शॉर्टलिस्ट होने की संभावना बढ़ाएँ",
  "careerServices.service.featured-profile.about":
    "जब रिक्रूटर हमारे उम्मीदवार डेटाबेस में आपके जैसे कौशल और अनुभव वाले लोगों को खोजते हैं, तो आपकी प्रोफ़ाइल नतीजों में ऊपर दिखती है और प्लान चलने तक उस पर 'फ़ीचर्ड' बैज रहता है। आपकी प्रोफ़ाइल में कुछ नहीं बदलता: बस रिक्रूटर्स के उसे खोलने की संभावना बढ़ जाती है।",
  "careerServices.service.featured-profile.benefit1": "आपकी प्रोफ़ाइल से मेल खाने वाली रिक्रूटर खोजों में ऊपर जगह",
  "careerServices.service.featured-profile.benefit2": "खोज नतीजों में आपके नाम के साथ 'फ़ीचर्ड' बैज",
  "careerServices.service.featured-profile.benefit3":
    "'प्रोफ़ाइल का प्रदर्शन' में देखें कि किन कंपनियों ने आपकी प्रोफ़ाइल देखी",
  "careerServices.service.featured-profile.benefit4": "भुगतान की पुष्टि होते ही शुरू",
  "careerServices.service.featured-profile.faq1q": "क्या फ़ीचर्ड प्रोफ़ाइल से इंटरव्यू कॉल पक्की हो जाती है?",
  "careerServices.service.featured-profile.faq1a":
    "नहीं। इससे आपकी प्रोफ़ाइल आसानी से मिलती है; रिक्रूटर आपको कॉल करेगा या नहीं, यह इस पर निर्भर है कि आपका अनुभव उसकी नौकरी से कितना मेल खाता है। पूरा फ़ायदा उठाने के लिए अपनी प्रोफ़ाइल पूरी और रिज़्यूमे अपडेट रखें।",
  "careerServices.service.featured-profile.faq2q": "यह कब शुरू होती है और कब ख़त्म होती है?",
  "careerServices.service.featured-profile.faq2a":
    "भुगतान की पुष्टि होते ही यह शुरू होती है और आपके प्लान के दिनों तक चलती है। यह अपने-आप रिन्यू नहीं होती।",
  "careerServices.service.featured-profile.faq3q": "मेरी कौन-सी प्रोफ़ाइल फ़ीचर होती है?",
  "careerServices.service.featured-profile.faq3a":
    "आपकी डिफ़ॉल्ट प्रोफ़ाइल, जिसे रिक्रूटर देखते हैं। अगर आप किसी दूसरी प्रोफ़ाइल को डिफ़ॉल्ट बनाते हैं, तो प्लान के बाक़ी दिनों में वही फ़ीचर होगी।",

  "careerServices.service.resume-writing.title": "रिज़्यूमे लेखन",
  "careerServices.service.resume-writing.tileText": "पेशेवर तरीक़े से लिखा रिज़्यूमे + कवर लेटर",
  "careerServices.service.resume-writing.about":
    "एक पेशेवर लेखक आपका मौजूदा रिज़्यूमे पढ़ता है, आपके काम और आप जैसी नौकरियाँ चाहते हैं उनके बारे में पूछता है, और उनके लिए नया रिज़्यूमे और कवर लेटर लिखता है। आप ड्राफ़्ट पढ़कर बदलाव माँगते हैं; अनुभव के सालों के हिसाब से चुना गया आपका प्लान तय करता है कि बदलाव के कितने दौर शामिल हैं और पहला ड्राफ़्ट कब आएगा।",
  "careerServices.service.resume-writing.benefit1": "आपके क्षेत्र और स्तर के लिए अनुभवी लेखक द्वारा लिखा गया",
  "careerServices.service.resume-writing.benefit2": "एक कवर लेटर, जिसे आप हर आवेदन के हिसाब से ढाल सकते हैं",
  "careerServices.service.resume-writing.benefit3": "ऐसा लेआउट जिसे लोग भी पढ़ सकें और आवेदन छाँटने वाला सॉफ़्टवेयर भी",
  "careerServices.service.resume-writing.benefit4": "Word और PDF फ़ाइलों में, बदलाव के दौर शामिल",
  "careerServices.service.resume-writing.faq1q": "मुझे क्या देना होगा?",
  "careerServices.service.resume-writing.faq1a":
    "आपका मौजूदा रिज़्यूमे, अगर है, और आपके काम, उपलब्धियों और जिन नौकरियों का आप लक्ष्य रखते हैं उनके बारे में एक छोटी प्रश्नावली के जवाब। कोई कमी हो तो आपका लेखक आपको कॉल या संदेश कर सकता है।",
  "careerServices.service.resume-writing.faq2q": "इसमें कितना समय लगता है?",
  "careerServices.service.resume-writing.faq2a":
    "आपका प्लान बताता है कि हमें आपकी प्रश्नावली मिलने के दिन से पहला ड्राफ़्ट आने में कितने कार्यदिवस लगेंगे। इसे 3 कार्यदिवस में पाने के लिए एक्सप्रेस डिलीवरी जोड़ें।",
  "careerServices.service.resume-writing.faq3q": "मुझे कौन-सा प्लान चुनना चाहिए?",
  "careerServices.service.resume-writing.faq3a":
    "अगर आपने अभी तक पूर्णकालिक नौकरी नहीं की है तो फ़्रेशर, 1 से 8 साल के अनुभव के लिए अनुभवी, और 8 साल से ज़्यादा अनुभव या टीम का नेतृत्व करने वाली भूमिका के लिए सीनियर।",

  "careerServices.service.career-booster.title": "करियर बूस्टर",
  "careerServices.service.career-booster.tileText": "एक में दो का फ़ायदा पाएँ और अपनी नौकरी की खोज तेज़ करें",
  "careerServices.service.career-booster.about":
    "फ़ीचर्ड प्रोफ़ाइल और प्रोफ़ाइल हाइलाइटर एक साथ, दोनों को अलग-अलग ख़रीदने से कम दाम में। रिक्रूटर्स की खोज में आपकी प्रोफ़ाइल ऊपर दिखती है, और जहाँ भी दिखती है, हाइलाइट किए गए कार्ड के साथ अलग नज़र आती है।",
  "careerServices.service.career-booster.benefit1": "फ़ीचर्ड प्रोफ़ाइल की हर सुविधा",
  "careerServices.service.career-booster.benefit2": "प्रोफ़ाइल हाइलाइटर की हर सुविधा",
  "careerServices.service.career-booster.benefit3": "दोनों सेवाएँ अलग-अलग ख़रीदने से सस्ता",
  "careerServices.service.career-booster.benefit4": "दोनों एक ही अवधि तक चलती हैं, भुगतान वाले दिन से",
  "careerServices.service.career-booster.faq1q": "यह दोनों सेवाएँ अलग-अलग ख़रीदने से कैसे अलग है?",
  "careerServices.service.career-booster.faq1a": "वही दो सेवाएँ, उतनी ही अवधि के लिए, कम दाम में और एक ही ऑर्डर में।",
  "careerServices.service.career-booster.faq2q": "क्या इससे मुझे नौकरी मिल जाएगी?",
  "careerServices.service.career-booster.faq2a":
    "कोई भी सेवा इसका वादा नहीं कर सकती। इससे रिक्रूटर्स के आपकी प्रोफ़ाइल ढूँढने और उस पर ध्यान देने की संभावना बढ़ती है; आपको कॉल करने का फ़ैसला उन्हीं का होता है।",
  "careerServices.service.career-booster.faq3q": "यह मेरी किस प्रोफ़ाइल पर लागू होता है?",
  "careerServices.service.career-booster.faq3a": "आपकी डिफ़ॉल्ट प्रोफ़ाइल पर, जिसे रिक्रूटर देखते हैं।",

  "careerServices.service.profile-highlighter.title": "प्रोफ़ाइल हाइलाइटर",
  "careerServices.service.profile-highlighter.tileText": "नियोक्ताओं का ध्यान खींचें, आकर्षक रिज़्यूमे पाएँ",
  "careerServices.service.profile-highlighter.about":
    "रिक्रूटर जहाँ भी आपकी प्रोफ़ाइल देखते हैं, खोज नतीजों में या किसी नौकरी के आवेदकों में, वह एक हाइलाइट किए गए कार्ड के रूप में दिखती है, जिसमें आपकी लिखी एक पंक्ति का सारांश और सबसे पहले आपके मुख्य कौशल होते हैं, ताकि वह आसपास की प्रोफ़ाइलों से अलग दिखे। इससे नतीजों में आपकी जगह ऊपर नहीं जाती: वह काम फ़ीचर्ड प्रोफ़ाइल करती है।",
  "careerServices.service.profile-highlighter.benefit1": "खोज नतीजों और आवेदकों की सूची में हाइलाइट किया गया कार्ड",
  "careerServices.service.profile-highlighter.benefit2": "आप क्या पेश करते हैं, इसका एक पंक्ति का सारांश, आपके शब्दों में",
  "careerServices.service.profile-highlighter.benefit3": "कार्ड पर सबसे पहले आपके मुख्य कौशल",
  "careerServices.service.profile-highlighter.benefit4": "भुगतान वाले दिन से आपके प्लान के दिनों तक",
  "careerServices.service.profile-highlighter.faq1q": "यह फ़ीचर्ड प्रोफ़ाइल से कैसे अलग है?",
  "careerServices.service.profile-highlighter.faq1a":
    "फ़ीचर्ड प्रोफ़ाइल रिक्रूटर्स की खोज में आपकी प्रोफ़ाइल को ऊपर ले जाती है; प्रोफ़ाइल हाइलाइटर उसे वहीं अलग दिखाता है जहाँ वह दिखती है। करियर बूस्टर में दोनों मिलते हैं।",
  "careerServices.service.profile-highlighter.faq2q": "क्या मैं अपनी सारांश पंक्ति बदल सकता हूँ?",
  "careerServices.service.profile-highlighter.faq2a": "हाँ, प्लान चलने तक अपने प्रोफ़ाइल पेज से जितनी बार चाहें।",
  "careerServices.service.profile-highlighter.faq3q": "हाइलाइट किसे दिखता है?",
  "careerServices.service.profile-highlighter.faq3a":
    "उम्मीदवार डेटाबेस में खोजने वाले रिक्रूटर्स को, और अपनी नौकरियों के आवेदक देखने वाले रिक्रूटर्स को।",

  "careerServices.service.linkedin-makeover.title": "लिंक्डइन प्रोफ़ाइल मेकओवर",
  "careerServices.service.linkedin-makeover.tileText":
    "ऐसी लिंक्डइन प्रोफ़ाइल जो रिक्रूटर्स को एक नज़र में बता दे कि आप कौन हैं",
  "careerServices.service.linkedin-makeover.about":
    "एक लेखक आपकी लिंक्डइन हेडलाइन, 'About' भाग, अनुभव और कौशल को आपके रिज़्यूमे और आपकी चाही भूमिकाओं के मुताबिक़ दोबारा लिखता है, उन शब्दों के साथ जिन्हें रिक्रूटर खोजते हैं। आपको प्रोफ़ाइल में चिपकाने के लिए नया टेक्स्ट मिलता है, साथ में फ़ोटो, बैनर और सेटिंग्स पर सलाह।",
  "careerServices.service.linkedin-makeover.benefit1": "आपकी चाही भूमिकाओं के लिए लिखी हेडलाइन और 'About' भाग",
  "careerServices.service.linkedin-makeover.benefit2": "अनुभव, आपकी उपलब्धियों के इर्द-गिर्द दोबारा लिखा गया",
  "careerServices.service.linkedin-makeover.benefit3": "आपके क्षेत्र की नौकरियों के विज्ञापनों से चुने कौशल और कीवर्ड",
  "careerServices.service.linkedin-makeover.benefit4": "आपके रिज़्यूमे से मेल खाती, ताकि दोनों एक ही कहानी कहें",
  "careerServices.service.linkedin-makeover.faq1q": "क्या आपको मेरे लिंक्डइन पासवर्ड की ज़रूरत है?",
  "careerServices.service.linkedin-makeover.faq1a":
    "नहीं, और इसे किसी के साथ साझा न करें। हम आपको नया टेक्स्ट भेजते हैं और आप उसे ख़ुद अपनी प्रोफ़ाइल में चिपकाते हैं।",
  "careerServices.service.linkedin-makeover.faq2q": "क्या यह सेवा लिंक्डइन का हिस्सा है?",
  "careerServices.service.linkedin-makeover.faq2a":
    "नहीं। यह हमारी अपनी लेखन सेवा है। लिंक्डइन अपने मालिक का ट्रेडमार्क है, जो न यह सेवा चलाता है और न इसका समर्थन करता है।",
  "careerServices.service.linkedin-makeover.faq3q": "क्या मैं बदलाव माँग सकता हूँ?",
  "careerServices.service.linkedin-makeover.faq3a":
    "हाँ। आपका प्लान बताता है कि पहले ड्राफ़्ट के बाद बदलाव के कितने दौर शामिल हैं।",

  "careerServices.service.mock-interview.title": "मॉक इंटरव्यू",
  "careerServices.service.course.title": "कोर्स",
  "careerServices.service.course-bundle.title": "कोर्स बंडल",
  "careerServices.service.mock-interview.tileText": "असली इंटरव्यू से पहले किसी विशेषज्ञ के साथ अभ्यास करें",
  "careerServices.service.mock-interview.about":
    "लगभग 45 मिनट का वीडियो इंटरव्यू, ऐसे इंटरव्यूअर के साथ जिसने आपके क्षेत्र में भर्तियाँ की हैं, उसी नौकरी के हिसाब से जिसकी आप तैयारी कर रहे हैं। इसके बाद आपको अपने जवाबों पर, आपने ख़ुद को कैसे पेश किया इस पर, और असली इंटरव्यू से पहले किन बातों पर काम करना है इस पर लिखित फ़ीडबैक मिलता है।",
  "careerServices.service.mock-interview.benefit1":
    "आपकी भूमिका, आपके स्तर और आपकी पसंद की कंपनियों के हिसाब से सवाल",
  "careerServices.service.mock-interview.benefit2": "दो कार्यदिवस के भीतर लिखित फ़ीडबैक",
  "careerServices.service.mock-interview.benefit3": "योग्यता, परिस्थिति और तकनीकी सवालों के जवाब देने पर सलाह",
  "careerServices.service.mock-interview.benefit4": "एक सत्र, या अभ्यास करके सुधार के लिए तीन सत्रों का पैक",
  "careerServices.service.mock-interview.faq1q": "मैं समय कैसे बुक करूँ?",
  "careerServices.service.mock-interview.faq1a":
    "भुगतान की पुष्टि के बाद हम आपको एक लिंक ई-मेल करते हैं, जिससे आप अपनी सुविधा का समय चुन सकते हैं।",
  "careerServices.service.mock-interview.faq2q": "मुझे किन चीज़ों की ज़रूरत होगी?",
  "careerServices.service.mock-interview.faq2a":
    "कैमरा और माइक्रोफ़ोन वाला कंप्यूटर या फ़ोन, एक शांत कमरा, और उस नौकरी का विवरण जिसकी आप तैयारी कर रहे हैं।",
  "careerServices.service.mock-interview.faq3q": "क्या इंटरव्यूअर उसी कंपनी में काम करता है जहाँ मैं आवेदन कर रहा हूँ?",
  "careerServices.service.mock-interview.faq3a":
    "नहीं। हमारे इंटरव्यूअर स्वतंत्र हैं, और मॉक इंटरव्यू का आपके किसी भी आवेदन पर कोई असर नहीं पड़ता।",

  "careerServices.service.resume-score.title": "रिज़्यूमे स्कोर",
  "careerServices.service.resume-score.tileText":
    "जानें कि रिक्रूटर्स और छँटाई करने वाले सॉफ़्टवेयर को आपका रिज़्यूमे कैसा लगता है",
  "careerServices.service.resume-score.about":
    "अपना रिज़्यूमे अपलोड करें और 100 में से स्कोर पाएँ, साथ में एक रिपोर्ट कि स्कोर किन वजहों से कम है: छूटे हुए भाग, अस्पष्ट तारीख़ें, ऐसे कौशल जिनका आपने नाम नहीं लिया, ऐसा लेआउट जिसे छँटाई करने वाला सॉफ़्टवेयर नहीं पढ़ पाता। हर बिंदु के साथ उसे ठीक करने का तरीक़ा भी मिलता है।",
  "careerServices.service.resume-score.benefit1": "कुछ ही मिनटों में 100 में से स्कोर",
  "careerServices.service.resume-score.benefit2": "क्या ठीक करना है इसकी सूची, सबसे ज़रूरी बात पहले",
  "careerServices.service.resume-score.benefit3":
    "लेआउट, भागों और उन कीवर्ड की जाँच जिन्हें छँटाई करने वाला सॉफ़्टवेयर देखता है",
  "careerServices.service.resume-score.benefit4": "आपका रिज़्यूमे निजी रहता है और उसमें कोई बदलाव नहीं होता",
  "careerServices.service.resume-score.faq1q": "क्या मेरा रिज़्यूमे किसी के साथ साझा किया जाता है?",
  "careerServices.service.resume-score.faq1a":
    "नहीं। इसका स्कोर सिर्फ़ आपके लिए निकाला जाता है; यह सेवा इसे किसी रिक्रूटर को नहीं दिखाती।",
  "careerServices.service.resume-score.faq2q": "मैं कौन-सी फ़ाइलें अपलोड कर सकता हूँ?",
  "careerServices.service.resume-score.faq2a": "Word (.doc, .docx), PDF, RTF या सादा टेक्स्ट, 6 MB तक।",
  "careerServices.service.resume-score.faq3q": "क्या ज़्यादा स्कोर से मुझे ज़्यादा कॉल आएँगी?",
  "careerServices.service.resume-score.faq3a":
    "साफ़-सुथरा रिज़्यूमे रिक्रूटर्स और सॉफ़्टवेयर के लिए पढ़ना आसान होता है, लेकिन स्कोर एक मार्गदर्शन है, कॉल का वादा नहीं।",

  "careerServices.level.fresher": "फ़्रेशर",
  "careerServices.level.experienced": "अनुभवी (1–8 साल)",
  "careerServices.level.senior": "सीनियर (8 साल से ज़्यादा)",
  "careerServices.duration.days.one": "{count} दिन",
  "careerServices.duration.days.other": "{count} दिन",
  "careerServices.duration.months.one": "{count} महीना",
  "careerServices.duration.months.other": "{count} महीने",
  "careerServices.revisions.one": "बदलाव का {count} दौर",
  "careerServices.revisions.other": "बदलाव के {count} दौर",
  "careerServices.delivery.one": "पहला ड्राफ़्ट {count} कार्यदिवस में",
  "careerServices.delivery.other": "पहला ड्राफ़्ट {count} कार्यदिवसों में",

  "careerServices.plan.featured-profile-30": "1 महीना",
  "careerServices.plan.featured-profile-90": "3 महीने",
  "careerServices.plan.resume-writing-fresher": "फ़्रेशर",
  "careerServices.plan.resume-writing-experienced": "अनुभवी (1–8 साल)",
  "careerServices.plan.resume-writing-senior": "सीनियर (8 साल से ज़्यादा)",
  "careerServices.plan.career-booster-30": "1 महीना",
  "careerServices.plan.career-booster-90": "3 महीने",
  "careerServices.plan.profile-highlighter-30": "1 महीना",
  "careerServices.plan.profile-highlighter-90": "3 महीने",
  "careerServices.plan.linkedin-makeover-fresher": "फ़्रेशर",
  "careerServices.plan.linkedin-makeover-experienced": "अनुभवी (1–8 साल)",
  "careerServices.plan.linkedin-makeover-senior": "सीनियर (8 साल से ज़्यादा)",
  "careerServices.plan.mock-interview-single": "एक इंटरव्यू",
  "careerServices.plan.mock-interview-pack-3": "तीन इंटरव्यू का पैक",
  "careerServices.plan.resume-score-once": "एक रिज़्यूमे स्कोर",
  "careerServices.plan.course-t1": "मूल्य स्तर 1",
  "careerServices.plan.course-t2": "मूल्य स्तर 2",
  "careerServices.plan.course-t3": "मूल्य स्तर 3",
  "careerServices.plan.course-bundle-t1": "मूल्य स्तर 1",
  "careerServices.plan.course-bundle-t2": "मूल्य स्तर 2",
  "careerServices.plan.course-bundle-t3": "मूल्य स्तर 3",

  "careerServices.addOn.cover-letter.name": "कवर लेटर",
  "careerServices.addOn.cover-letter.detail":
    "आपकी बताई एक और भूमिका या कंपनी के लिए कवर लेटर, आपके लेखक द्वारा लिखा गया। रिज़्यूमे लेखन में एक कवर लेटर पहले से शामिल है।",
  "careerServices.addOn.express-delivery.name": "एक्सप्रेस डिलीवरी",
  "careerServices.addOn.express-delivery.detail": "आपके प्लान के सामान्य समय की जगह 3 कार्यदिवस में पहला ड्राफ़्ट।",
  "careerServices.addOn.visual-resume.name": "विज़ुअल रिज़्यूमे",
  "careerServices.addOn.visual-resume.detail":
    "साझा करने और प्रिंट करने के लिए आपके रिज़्यूमे का डिज़ाइन किया हुआ एक पेज का रूप। ऑनलाइन आवेदनों के लिए सादा रूप ही रखें: छँटाई करने वाला सॉफ़्टवेयर उसे बेहतर पढ़ता है।",
  "careerServices.addOn.linkedin-review.name": "लिंक्डइन प्रोफ़ाइल समीक्षा",
  "careerServices.addOn.linkedin-review.detail":
    "आपकी लिंक्डइन हेडलाइन, 'About' भाग, अनुभव और कौशल पर लिखित फ़ीडबैक, सुझाए गए शब्दों के साथ।",
  "careerServices.addOn.resume-review.name": "विशेषज्ञ रिज़्यूमे समीक्षा",
  "careerServices.addOn.resume-review.detail":
    "एक विशेषज्ञ वह रिज़्यूमे पढ़ता है जिसे रिक्रूटर खोलेंगे और आपको सुधारों की सूची भेजता है, ताकि बढ़ी हुई पहुँच के साथ आपका पहला प्रभाव भी अच्छा पड़े।",

  "careerServices.tag.RECOMMENDED": "अनुशंसित",
  "careerServices.tag.BEST SELLER": "सबसे ज़्यादा बिकने वाला",

  "careerServices.tax.GST": "जीएसटी",
  "careerServices.tax.VAT": "वैट",
  "careerServices.tax.SST": "एसएसटी",
  "careerServices.tax.withRate": "{tax} {rate}",
  "careerServices.tax.includes": "{tax} सहित",
  "careerServices.tax.plus": "{tax} अतिरिक्त",

  "careerServices.price.was": "पहले {price}",
  "careerServices.price.from": "{price} से शुरू",
  "careerServices.price.free": "मुफ़्त",
};
