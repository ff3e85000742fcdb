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
} as const;
