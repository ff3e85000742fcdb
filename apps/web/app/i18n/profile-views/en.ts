/** Texts of profile views: the seeker's profile performance page and the recruiter's view of a seeker. */
export const profileViewsEn = {
  "views.title": "Profile performance",
  "views.intro":
    "How often recruiters opened your profile. A recruiter who opens it again within {minutes} minutes is counted once.",
  "views.periodsLabel": "Profile views",
  "views.last7": "Last 7 days",
  "views.last30": "Last 30 days",
  "views.last90": "Last 90 days",
  "views.chartHeading": "Views per day",
  "views.chartDescription":
    "Bar chart of recruiters' views of your profile for each day from {from} to {to}; the highest bar is {max}. The same numbers are in the table below.",
  "views.tableToggle": "Show the numbers as a table",
  "views.tableCaption": "Days with at least one view (all other days had none)",
  "views.colDate": "Date",
  "views.colViews": "Views",
  "views.colCompany": "Company",
  "views.colLatest": "Latest view",
  "views.companiesHeading": "Companies that looked at your profile",
  "views.noViews":
    "No recruiter has opened your profile in the last 90 days. A complete profile with a photo is found more often.",
  "views.unknownCompany": "A company no longer listed",
  "views.photoTip": "Profiles with a photo stand out.",
  "views.addPhoto": "Add your photo",

  "seekerView.title": "Job seeker profile",
  "seekerView.photoAlt": "Photo of {name}",
  "seekerView.noPhoto": "No photo",
  "seekerView.experience": "Experience",
  "seekerView.fresher": "Fresher",
  "seekerView.professional": "Experienced professional",
  "seekerView.currentCity": "Current city",
  "seekerView.preferredLocations": "Preferred locations",
  "seekerView.site": "Registered on",
  "seekerView.notGiven": "Not given",
  "seekerView.registrationHeading": "Registration details",
  "seekerView.profileHeading": "Profile: {name}",
  "seekerView.profilePending":
    "This job seeker has not built a profile yet; these are the details given at registration.",
  "seekerView.recorded":
    "The job seeker sees this visit as a view by {company}. Opening the profile again within {minutes} minutes is not counted again.",
  "seekerView.fresherShort": "Fresher (no work experience)",
  "seekerView.jobsHeading": "Jobs",
  "seekerView.educationHeading": "Education",
  "seekerView.skillsHeading": "Skills",
  "seekerView.since": "Since {start}",
  "seekerView.range": "{start} to {end}",
  "seekerView.passingYear": "Passed in {year}",
  "seekerView.noneGiven": "None given yet.",
  "seekerView.yourCompany": "your company",
} as const;

export type ProfileViewsCatalogue = { readonly [K in keyof typeof profileViewsEn]: string };
