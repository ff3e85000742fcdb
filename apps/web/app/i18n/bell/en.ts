/** Texts of bell (in-app) notifications: the header bell and the notifications page. */
export const bellEn = {
  "bell.title": "Notifications",
  "bell.intro": "News about your job applications from recruiters.",
  "bell.headerLabel": "Notifications",
  "bell.headerLabelUnread": "Notifications: {count} unread",
  "bell.countOverflow": "99+",
  "bell.unreadSummary": "Unread: {count}",
  "bell.empty":
    "You have no notifications yet. When a recruiter views, shortlists or turns down one of your applications, you will read it here.",
  "bell.status.viewed": "A recruiter viewed your application for {job} at {company}.",
  "bell.status.shortlisted": "You have been shortlisted for {job} at {company}.",
  "bell.status.rejected": "Your application for {job} at {company} was not selected.",
  "bell.statusGone.viewed": "A recruiter viewed one of your applications (the job is no longer listed).",
  "bell.statusGone.shortlisted": "You have been shortlisted for a job that is no longer listed.",
  "bell.statusGone.rejected": "An application of yours for a job that is no longer listed was not selected.",
  "bell.new": "New",
  "bell.openApplication": "See the application",
  "bell.markRead": "Mark as read",
  "bell.markAllRead": "Mark all as read",
  "bell.markedRead": "Marked as read.",
  "bell.markedAllRead": "All notifications are marked as read.",
  "bell.newer": "Newer notifications",
  "bell.older": "Older notifications",
  "bell.pagination": "Pages of notifications",
} as const;

export type BellCatalogue = { readonly [K in keyof typeof bellEn]: string };
