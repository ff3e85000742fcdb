/**
 * Texts of recommendations: the recommended-jobs page with its reasons, suggested and network jobs,
 * "seekers who applied to this also applied to", and the "not interested" controls and page.
 */
export const recommendationsEn = {
  "recommendations.title": "Recommended jobs",
  "recommendations.intro":
    "Jobs picked from your default profile: its skills, designation, experience, locations, salary and preferences.",
  "recommendations.emptyProfile":
    "Add your skills or your current designation to your profile and we will recommend jobs that fit.",
  "recommendations.updateProfile": "Update your profile",
  "recommendations.empty": "No open jobs fit your profile right now. Please check again soon.",
  "recommendations.count.one": "{count} job fits your profile",
  "recommendations.count.other": "{count} jobs fit your profile",
  "recommendations.why": "Why this job",
  "recommendations.page": "Page {page}",
  "recommendations.previous": "Previous page",
  "recommendations.next": "Next page",
  "recommendations.pages": "Pages of recommended jobs",
  "recommendations.manageHidden": "Jobs and companies you are not interested in",

  "recommendations.reason.skills.one": "Matches {count} of your skills",
  "recommendations.reason.skills.other": "Matches {count} of your skills",
  "recommendations.reason.designation": "Matches your designation “{designation}”",
  "recommendations.reason.location": "In {city}, a location you prefer",
  "recommendations.reason.experience": "Fits your experience",
  "recommendations.reason.salary": "Pays at least the salary you expect",
  "recommendations.reason.jobType": "A job type you prefer",

  "recommendations.suggestedHeading": "From your searches and the jobs you viewed",
  "recommendations.reason.search": "From your search “{search}”",
  "recommendations.reason.viewed": "Because you viewed “{title}”",

  "recommendations.networkHeading": "From your network",
  "recommendations.reason.colleague": "A former colleague works at {company}",
  "recommendations.reason.classmate": "Someone who studied at {institute} works at {company}",
  "recommendations.reason.recruiterViewed": "A recruiter from {company} viewed your profile",

  "recommendations.alsoAppliedHeading": "Seekers who applied to this job also applied to",
  "recommendations.sharedApplicants.one": "{count} seeker applied to both",
  "recommendations.sharedApplicants.other": "{count} seekers applied to both",

  "notInterested.job": "Not interested",
  "notInterested.company": "Hide jobs from this company",
  "notInterested.jobHidden": "Hidden. You will not see this job in recommendations or search results.",
  "notInterested.companyHidden":
    "Hidden. You will not see jobs from this company in recommendations or search results.",
  "notInterested.jobShown": "The job is shown again.",
  "notInterested.companyShown": "Jobs from this company are shown again.",
  "notInterested.notFound": "This job or company is not on your list.",
  "notInterested.limit":
    "You can hide up to {max} jobs and {max} companies. Please show one again to hide another.",
  "notInterested.title": "Not interested",
  "notInterested.intro":
    "Jobs and companies you hid are left out of your recommendations and your search results. Show them again here.",
  "notInterested.jobsHeading": "Jobs",
  "notInterested.companiesHeading": "Companies",
  "notInterested.noJobs": "You have not hidden any jobs.",
  "notInterested.noCompanies": "You have not hidden any companies.",
  "notInterested.hiddenOn": "Hidden {date}",
  "notInterested.showAgain": "Show again",
  "notInterested.backToRecommended": "Back to recommended jobs",
} as const;
