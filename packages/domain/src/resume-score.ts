/**
 * The resume score card's vocabulary: its seven sections in the order the card shows them, and the tips
 * that say how to win lost points back. Scored by `scoreResume` (@portal/resume-parser), carried by the
 * API's card (@portal/contracts), worded by the pages.
 */
export const RESUME_SCORE_SECTIONS = [
  "contact",
  "summary",
  "experience",
  "skills",
  "education",
  "length",
  "readability",
] as const;
export type ResumeScoreSectionId = (typeof RESUME_SCORE_SECTIONS)[number];

export const RESUME_SCORE_TIPS = [
  "addEmail",
  "addPhone",
  "addLocation",
  "addSummary",
  "longerSummary",
  "addExperience",
  "addDates",
  "addTitles",
  "moreSkills",
  "skillsForRole",
  "knownSkillNames",
  "addEducation",
  "addPassingYears",
  "tooShort",
  "tooLong",
  "imageOnly",
  "addHeadings",
] as const;
export type ResumeScoreTipId = (typeof RESUME_SCORE_TIPS)[number];
