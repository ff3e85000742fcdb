/** Texts of the learning site's sign-in (single sign-on) and, later, the courses. */

export const learningEn = {
  "sso.pageTitle": "Sign in to the learning site",
  "sso.title": "Continue to {client}",
  "sso.intro": "{client} asks to know who you are, so that you can learn there without a second password.",
  "sso.shares": "{client} will receive:",
  "sso.scope.profile": "your name and language",
  "sso.scope.email": "your e-mail address",
  "sso.allow": "Continue as {name}",
  "sso.deny": "Not now",
  "sso.logoutNote": "Logging out here logs you out there too.",
  "accounts.msg.coursesUnavailable":
    "Courses cannot be reached at the moment. Please try again in a few minutes.",
  "accounts.msg.webhookSignatureInvalid": "The signature of this event is not valid.",
  "accounts.msg.ssoExpired": "This sign-in has expired. Please start again from the learning site.",
  "accounts.msg.ssoSeekersOnly": "Only job seekers can sign in to the learning site.",
} as const;
