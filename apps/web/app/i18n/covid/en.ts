/** Texts of the COVID page (/covid-jobs): work from home, companies hiring more, skills in demand. */

export const covidEn = {
  "covid.title": "Jobs after COVID-19",
  "covid.intro":
    "Work-from-home jobs, the companies hiring more than a month ago, and the skills employers ask for most.",
  "covid.metaDescription": "Work-from-home jobs, companies hiring now and the skills in demand on {brand}.",
  "covid.remoteHeading": "Work from home",
  "covid.remoteAll": "All work-from-home jobs",
  "covid.remoteNone": "No work-from-home jobs on this site at the moment.",
  "covid.surgeHeading": "Companies hiring more",
  "covid.surgeIntro": "Most new jobs in the last 30 days compared with the 30 days before.",
  "covid.surgeLine": "{recent} new jobs in the last 30 days, {previous} the 30 days before",
  "covid.surgeNone": "No company is hiring noticeably more than last month.",
  "covid.skillsHeading": "Skills in demand",
  "covid.skillsIntro": "Skills most asked for in jobs posted in the last 30 days.",
  "covid.skillJobs": "{skill} ({jobs})",
  "covid.adviceHeading": "Career advice",
  "covid.layoffHeading": "Lost your job because of COVID-19?",
  "covid.layoffIntro":
    "Tell recruiters: they can see it on your profile, and some look for people in your situation.",
  "covid.layoffLabel": "I lost my job because of COVID-19",
  "covid.layoffSave": "Save",
  "covid.layoffSaved": "Saved on your profile.",
  "covid.layoffLogin": "Log in to add this to your profile",
} as const;
