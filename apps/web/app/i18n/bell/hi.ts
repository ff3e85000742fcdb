/** Hindi texts of bell notifications; keys and placeholders follow ./en.ts. */
import type { BellCatalogue } from "./en.ts";

export const bellHi: BellCatalogue = {
  "bell.title": "सूचनाएँ",
  "bell.intro": "रिक्रूटरों की ओर से आपके नौकरी आवेदनों से जुड़ी ख़बरें।",
  "bell.headerLabel": "सूचनाएँ",
  "bell.headerLabelUnread": "सूचनाएँ: {count} अपठित",
  "bell.countOverflow": "99+",
  "bell.unreadSummary": "अपठित: {count}",
  "bell.empty":
    "अभी आपके लिए कोई सूचना नहीं है। जब कोई रिक्रूटर आपका आवेदन देखेगा, शॉर्टलिस्ट करेगा या अस्वीकार करेगा, तो आप उसे यहाँ पढ़ेंगे।",
  "bell.status.viewed": "एक रिक्रूटर ने {company} में {job} के लिए आपका आवेदन देखा।",
  "bell.status.shortlisted": "आपको {company} में {job} के लिए शॉर्टलिस्ट किया गया है।",
  "bell.status.rejected": "{company} में {job} के लिए आपका आवेदन चुना नहीं गया।",
  "bell.statusGone.viewed": "एक रिक्रूटर ने आपका एक आवेदन देखा (यह नौकरी अब सूची में नहीं है)।",
  "bell.statusGone.shortlisted": "आपको ऐसी नौकरी के लिए शॉर्टलिस्ट किया गया है जो अब सूची में नहीं है।",
  "bell.statusGone.rejected": "ऐसी नौकरी के लिए आपका आवेदन चुना नहीं गया जो अब सूची में नहीं है।",
  "bell.new": "नई",
  "bell.openApplication": "आवेदन देखें",
  "bell.markRead": "पढ़ा हुआ चिह्नित करें",
  "bell.markAllRead": "सभी को पढ़ा हुआ चिह्नित करें",
  "bell.markedRead": "पढ़ा हुआ चिह्नित किया गया।",
  "bell.markedAllRead": "सभी सूचनाएँ पढ़ी हुई चिह्नित कर दी गई हैं।",
  "bell.newer": "नई सूचनाएँ",
  "bell.older": "पुरानी सूचनाएँ",
  "bell.pagination": "सूचनाओं के पेज",
};
