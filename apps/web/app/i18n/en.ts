import { accountsEn } from "./accounts/en.ts";
import { analyticsEn } from "./analytics/en.ts";
import { applicationsEn } from "./applications/en.ts";
import { assessmentsEn } from "./assessments/en.ts";
import { avatarEn } from "./avatar/en.ts";
import { bellEn } from "./bell/en.ts";
import { candidatesEn } from "./candidates/en.ts";
import { careerAdviceEn } from "./career-advice/en.ts";
import { careerEventsEn } from "./career-events/en.ts";
import { careerServicesEn } from "./career-services/en.ts";
import { catalogueAdminEn } from "./catalogue-admin/en.ts";
import { companiesEn } from "./companies/en.ts";
import { covidEn } from "./covid/en.ts";
import { dashboardEn } from "./dashboard/en.ts";
import { engagementCardsEn } from "./engagement-cards/en.ts";
import { feedbackEn } from "./feedback/en.ts";
import { infoPagesEn } from "./info-pages/en.ts";
import { interviewsEn } from "./interviews/en.ts";
import { jobAlertsEn } from "./job-alerts/en.ts";
import { jobPostingEn } from "./job-posting/en.ts";
import { leadsEn } from "./leads/en.ts";
import { learningEn } from "./learning/en.ts";
import { messagesEn } from "./messages/en.ts";
import { pollsEn } from "./polls/en.ts";
import { profileEn } from "./profile/en.ts";
import { profileViewsEn } from "./profile-views/en.ts";
import { recommendationsEn } from "./recommendations/en.ts";
import { resumeRegistrationEn } from "./resume-registration/en.ts";
import { resumesEn } from "./resumes/en.ts";
import { searchEn } from "./search/en.ts";
import { seekerJobsEn } from "./seeker-jobs/en.ts";
import { settingsEn } from "./settings/en.ts";
import { specCatalogue } from "./spec-catalogue.ts";
import { staffEn } from "./staff/en.ts";
import { storefrontEn } from "./storefront/en.ts";
import { teamEn } from "./team/en.ts";
import { writingEn } from "./writing/en.ts";
/**
 * English texts: the source every other catalogue translates. `spec.*` entries quote the spec word for
 * word (a test compares them with SPEC_MESSAGES), quirks included.
 */
export const en = {
  "meta.siteTitle": "{brand} {country}: jobs and careers",
  "meta.titleWithBrand": "{title} | {brand}",

  "shell.skipToContent": "Skip to main content",
  "shell.skipToResults": "Skip to results",
  "shell.skipToFilters": "Skip to filters",
  "shell.homeLink": "{brand} home",
  "shell.mainNav": "Main",
  "shell.languageNav": "Language",
  "shell.login": "Login",
  "shell.register": "Register",
  "shell.employerLogin": "Employer login",
  "shell.myAccount": "My account",
  "shell.searchJobs": "Search jobs",
  "shell.searchPlaceholder": "Job title, skill or company",

  "menu.dashboard": "Dashboard",
  "menu.recommendedJobs": "Recommended jobs",
  "menu.profile": "Profile",
  "menu.subscriptions": "Subscriptions",
  "menu.careerServices": "Career services",
  "menu.jobAlerts": "Manage job alerts",
  "menu.profilePerformance": "Profile performance",
  "menu.assessment": "Assessment",
  "menu.settings": "Settings",
  "menu.changePassword": "Change password",
  "menu.feedback": "Feedback",
  "menu.logout": "Logout",
  "menu.notifications": "Notifications",

  "footer.companyHeading": "Company",
  "footer.contactHeading": "Contact us",
  "footer.phone": "Phone",
  "footer.tollFree": "Toll free",
  "footer.email": "Email",
  "footer.followHeading": "Follow us",
  "footer.countryHeading": "Country",
  "footer.countryCurrent": "{country} (current)",
  "footer.copyright": "© {year} {brand}. All rights reserved.",
  "footer.appHeading": "Get the {brand} app",
  "footer.android": "Get it on Google Play",
  "footer.ios": "Download on the App Store",
  "footer.newTab": "(opens in a new tab)",

  "country.india": "India",
  "country.gulf": "Gulf",
  "country.singapore": "Singapore",
  "country.thailand": "Thailand",
  "country.philippines": "Philippines",
  "country.vietnam": "Vietnam",
  "country.malaysia": "Malaysia",
  "country.indonesia": "Indonesia",
  "country.hongkong": "Hong Kong",

  "banner.label": "Get our app",
  "banner.text": "Finding the right job is easier with our app",
  "banner.open": "Open Now",
  "banner.close": "Close",

  "toast.dismiss": "Dismiss",

  "search.keywordsLabel": "Skills, designations or companies",
  "search.keywordsPlaceholder": "e.g. Java developer",
  "search.locationLabel": "Location",
  "search.locationPlaceholder": "e.g. {city}",
  "search.experienceLabel": "Experience",
  "search.experienceAny": "Any experience",
  "search.fresher": "Fresher",
  "search.years.one": "{count} year",
  "search.years.other": "{count} years",
  "search.yearsOrMore.one": "{count}+ year",
  "search.yearsOrMore.other": "{count}+ years",
  "search.submit": "Search",
  "search.tooLong": "Please shorten your search to at most {max} characters.",
  "search.invalidPage": "This results page does not exist.",

  "home.metaDescription": "Search and apply for the latest jobs in {country} on {brand}.",
  "home.heading": "Find your next job",
  "home.intro": "Search thousands of jobs by skill, designation, company and location.",
  "home.popularHeading": "Popular searches",
  "home.servicesHeading": "Career services",
  "home.allServices": "All career services",
  "home.recruiterClaim": "Connect with 20K+ recruiters.",
  "home.employersHeading": "Top employers hiring now",
  "home.popularQuery": "{query} jobs",

  "results.metaTitleFor": "{query} jobs",
  "results.metaTitleIn": "{query} jobs in {location}",
  "results.metaTitleLocation": "Jobs in {location}",
  "results.metaTitle": "Search jobs",
  "results.metaDescription.one": "Browse {count} job opening on {brand} and apply if it fits you.",
  "results.metaDescription.other": "Browse {count} job openings on {brand}. Apply to the ones that fit you.",
  "results.modify": "Modify search",
  "results.heading": "Job results",
  "results.jobsFound.one": "{count} job found",
  "results.jobsFound.other": "{count} jobs found",
  "results.noResults": "No jobs match your search.",
  "results.noResultsHint": "Try other keywords, a nearby location or fewer filters.",
  "results.pageBeyond": "There are no jobs on this page.",
  "results.firstPage": "Back to the first page",
  "results.pageOf": "Page {page} of {pages}",

  "pagination.label": "Pages of results",
  "pagination.previous": "Previous",
  "pagination.next": "Next",
  "pagination.page": "Page {page}",

  "job.experienceRange": "{min}-{max} Yrs",
  "job.experienceExact": "{years} Yrs",
  "job.experienceFresher": "Fresher",
  "job.salaryNotDisclosed": "Not disclosed",
  "job.salaryPerMonth": "{amount}/month",
  "job.salaryRange": "{min} - {max}",
  "job.posted": "Posted {age}",
  "job.keySkills": "Key skills",
  "job.locations": "Locations",
  "job.locationSeparator": ", ",
  "job.experience": "Experience",
  "job.salary": "Salary",
  "job.jobType": "Job type",
  "job.workMode": "Work mode",
  "job.postedOn": "Posted on",
  "job.description": "Job description",
  "job.function": "Function",
  "job.role": "Role",
  "job.industry": "Industry",
  "job.qualification": "Qualification",
  "job.vacancies": "Vacancies",
  "job.itSkills": "IT skills",
  "job.itSkillVersion": "version {version}",
  "job.itSkillLastUsed": "used in {year} or later",
  "job.jobCode": "Job code",
  "job.details": "More about this job",
  "job.apply": "Apply",
  "job.expired": "This job has expired and no longer accepts applications.",
  "job.similarHeading": "Similar jobs",
  "job.metaDescription": "{title} at {company} in {locations}. Experience {experience}. Apply on {brand}.",
  "job.type.full-time": "Full time",
  "job.type.part-time": "Part time",
  "job.type.contract": "Contract",
  "job.type.internship": "Internship",
  "job.type.temporary": "Temporary",
  "job.mode.office": "Work from office",
  "job.mode.remote": "Remote",
  "job.mode.hybrid": "Hybrid",

  "duration.years.one": "{count} year",
  "duration.years.other": "{count} years",
  "duration.months.one": "{count} month",
  "duration.months.other": "{count} months",
  "duration.yearsAndMonths": "{years} and {months}",

  "amount.thousand": "Thousand",
  "amount.lakh": "Lakh",
  "amount.crore": "Cr",

  "error.notFoundTitle": "Page not found",
  "error.notFoundBody": "The page you are looking for does not exist or has moved.",
  "error.title": "Something went wrong",
  "error.backHome": "Go to the home page",

  ...specCatalogue("en"),
  ...searchEn,
  ...accountsEn,
  ...profileEn,
  ...seekerJobsEn,
  ...jobAlertsEn,
  ...applicationsEn,
  ...candidatesEn,
  ...messagesEn,
  ...storefrontEn,
  ...writingEn,
  ...interviewsEn,
  ...learningEn,
  ...leadsEn,
  ...settingsEn,
  ...careerAdviceEn,
  ...pollsEn,
  ...covidEn,
  ...feedbackEn,
  ...assessmentsEn,
  ...careerEventsEn,
  ...analyticsEn,
  ...careerServicesEn,
  ...catalogueAdminEn,
  ...companiesEn,
  ...teamEn,
  ...jobPostingEn,
  ...staffEn,
  ...avatarEn,
  ...profileViewsEn,
  ...engagementCardsEn,
  ...resumeRegistrationEn,
  ...resumesEn,
  ...bellEn,
  ...dashboardEn,
  ...recommendationsEn,
  ...infoPagesEn,
} as const;
