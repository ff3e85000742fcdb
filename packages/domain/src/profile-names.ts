/**
 * The names the portal gives profiles, in each language. Kept apart from profile.ts (the groups' zod
 * schemas) so that a page showing a profile's name does not load zod and the schemas into the browser.
 */
import type { ExperienceType } from "./accounts.ts";
import { LANGUAGES, type Language } from "./sites.ts";

/** The name of a seeker's first profile, made for them (registration, a first resume); they may rename it. */
export const DEFAULT_PROFILE_NAMES: Readonly<Record<ExperienceType, Readonly<Record<Language, string>>>> = {
  professional: { en: "My profile", hi: "मेरी प्रोफ़ाइल", ar: "ملفي الشخصي" },
  fresher: { en: "Fresher profile", hi: "फ़्रेशर प्रोफ़ाइल", ar: "ملف حديث التخرج" },
};

/** The first profile's name in the seeker's language; without a stated experience it is "My profile". */
export function defaultProfileName(experienceType: ExperienceType | null, language: Language): string {
  return DEFAULT_PROFILE_NAMES[experienceType ?? "professional"][language];
}

/**
 * A profile's name as a page in a language shows it: a name the portal gave reads in the page's language,
 * whichever language it was made in; a name the seeker chose is theirs and stays as written.
 */
export function profileNameIn(name: string, language: Language): string {
  for (const names of Object.values(DEFAULT_PROFILE_NAMES)) {
    if (LANGUAGES.some((each) => names[each] === name.trim())) return names[language];
  }
  return name;
}
