/** Texts of the candidate-search and privacy API (error envelopes), spread into the server catalogue (i18n/messages.ts). */
export const CANDIDATE_SERVER_MESSAGES = {
  en: { tooManyBlockedCompanies: "You can hide your profile from at most {max} companies." },
  hi: { tooManyBlockedCompanies: "आप अपनी प्रोफ़ाइल अधिकतम {max} कंपनियों से छिपा सकते हैं।" },
  ar: { tooManyBlockedCompanies: "يمكنك إخفاء ملفك عن {max} شركة على الأكثر." },
} as const;
