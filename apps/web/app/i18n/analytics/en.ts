/** Texts of staff's analytics page. */

export const analyticsEn = {
  "staff.analytics.title": "Analytics",
  "staff.analytics.intro":
    "What visitors of this site did in the last 14 days, counted by the portal itself. Today so far is the last row.",
  "staff.analytics.day": "Day",
  "staff.analytics.visitsGoogle": "Page views (search and direct)",
  "staff.analytics.visitsMailer": "Page views from our e-mails",
  "staff.analytics.searches": "Searches",
  "staff.analytics.applies": "Applications",
  "staff.analytics.mailerApplies": "Applications from our e-mails",
  "staff.analytics.banner": "App banner (shown and closed, clicked)",
  "staff.analytics.none": "No events yet.",
  "staff.analytics.experiments": "Experiments",
  "staff.analytics.experimentsIntro":
    "Each variant's visitors are counted once, however often they saw it. The welcome screen also shows how new seekers left it.",
  "staff.analytics.variant": "Variant",
  "staff.analytics.visitors": "Visitors shown",
  "staff.analytics.exposures": "Times shown",
  "staff.analytics.exit.close": "Closed",
  "staff.analytics.exit.profile": "Went to the profile",
  "staff.analytics.exit.resume": "Went to add a resume",
  "staff.analytics.exit.alert": "Went to create an alert",
  "staff.analytics.experiment.welcomeScreen": "Welcome screen after registering",
  "staff.analytics.variant.checklist": "Checklist of three steps",
  "staff.analytics.variant.resumeFirst": "Resume first",
} as const;
