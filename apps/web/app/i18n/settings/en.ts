/** Texts of the seeker's settings beyond privacy: notifications, language, devices, their data, deletion. */

export const settingsEn = {
  "settings.notifications.heading": "Notifications",
  "settings.notifications.intro": "Choose what we may send you, and how.",
  "settings.notifications.kind": "What",
  "settings.notifications.alerts": "Job alerts",
  "settings.notifications.alertsHint":
    "New jobs for your alerts. SMS goes to your mobile number once it is verified.",
  "settings.notifications.messages": "Messages from recruiters",
  "settings.notifications.messagesHint":
    "A message left unread for 30 minutes (at most one a day per conversation).",
  "settings.notifications.recommendations": "Recommended jobs",
  "settings.notifications.recommendationsHint": "Jobs that fit your profile.",
  "settings.notifications.marketing": "Offers and news",
  "settings.notifications.marketingHint": "Career services, courses and events. Off until you turn it on.",
  "settings.notifications.email": "E-mail",
  "settings.notifications.sms": "SMS",
  "settings.notifications.label": "{kind} by {channel}",
  "settings.notifications.saved": "Your notification settings are saved.",
  "settings.language.heading": "Language",
  "settings.language.label": "Language of our e-mails and SMS",
  "settings.language.saved": "We will write to you in this language.",
  "settings.sessions.heading": "Devices you are logged in on",
  "settings.sessions.current": "This device",
  "settings.sessions.since": "Logged in {date}",
  "settings.sessions.lastSeen": "Last active {date}",
  "settings.sessions.unknownDevice": "Unknown device",
  "settings.sessions.end": "Log out",
  "settings.sessions.endLabel": "Log out the device last active {date}",
  "settings.sessions.ended": "That device has been logged out.",
  "settings.sessions.everywhere": "Log out everywhere",
  "settings.data.heading": "Your data",
  "settings.data.intro":
    "Download everything we hold about you: your account, profiles, applications, messages, orders and the files you uploaded, in one ZIP file.",
  "settings.data.download": "Download my data",
  "settings.delete.heading": "Delete my account",
  "settings.delete.intro":
    "Your profiles, resumes, applications, alerts, messages and everything else about you will be removed {days} days after you ask. Logging in before then keeps your account.",
  "settings.delete.open": "Delete my account…",
  "settings.delete.title": "Delete your account",
  "settings.delete.what": "What happens",
  "settings.delete.whatNow":
    "You are logged out on every device at once, and recruiters can no longer find you.",
  "settings.delete.whatLater":
    "On {date} we remove your profiles, resumes, photo, applications, saved jobs, alerts, messages, courses and e-cash balance.",
  "settings.delete.whatKept":
    "Orders and their tax invoices are kept, without your name or e-mail address, because the law requires it.",
  "settings.delete.whatUndo": "Changed your mind? Log in before {date} and everything stays as it is.",
  "settings.delete.exportFirst": "You may want to download your data first.",
  "settings.delete.password": "Your password",
  "settings.delete.confirm": "I understand that my account and data will be deleted",
  "settings.delete.submit": "Delete my account",
  "settings.delete.cancel": "Keep my account",
  "settings.delete.doneHeading": "Your account will be deleted",
} as const;
