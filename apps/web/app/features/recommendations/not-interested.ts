/** Where "not interested" forms post, what they may ask, and the notices the pages show afterwards. */
export const NOT_INTERESTED_PATH = "/seeker/not-interested";
export const RECOMMENDED_JOBS_PATH = "/seeker/recommended-jobs";
export const NOT_INTERESTED_INTENTS = ["hideJob", "hideCompany", "unhideJob", "unhideCompany"] as const;
export type NotInterestedIntent = (typeof NOT_INTERESTED_INTENTS)[number];
/** What the page the seeker lands on says, read from `?notice=`. */
export const NOT_INTERESTED_NOTICES = ["jobHidden", "companyHidden", "jobShown", "companyShown"] as const;
export type NotInterestedNotice = (typeof NOT_INTERESTED_NOTICES)[number];

export function noticeOf(url: URL): NotInterestedNotice | null {
  const value = url.searchParams.get("notice");
  return (NOT_INTERESTED_NOTICES as readonly string[]).includes(value ?? "")
    ? (value as NotInterestedNotice)
    : null;
}

/** The address without the notice, for forms that come back to this page. */
export function withoutNotice(url: URL): string {
  const copy = new URL(url);
  copy.searchParams.delete("notice");
  return `${copy.pathname}${copy.search}`;
}
