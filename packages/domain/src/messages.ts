/**
 * The English texts of spec §5 (validation) and §8 (errors), keyed by stable codes. Translations in
 * other languages are keyed by these codes, so a code never changes once published; texts quoted from
 * the spec keep its exact wording, spelling and punctuation ("Occured", "OOps!", "sometime").
 * Placeholders are written {name} and filled by `formatMessage`.
 */
export const SPEC_MESSAGES = {
  searchKeywordRequired: "Please enter a job title/role/skill to search.",
  onlySpecialCharacters: "Only special character(s) are not allowed.",
  invalidLocation: "Please enter a valid location.",
  resumeRequired: "Please Upload Resume.",
  resumeInvalid: "Please upload valid file.",
  maxIndustries: "Maximum 2 industries.",
  invalidOtp: "Please enter a valid otp.",
  invalidMobile: "Please enter a valid mobile number.",
  mobileRequired: "Please Enter Mobile Number",
  selectProfile: "Please select a profile from list.",
  // The spec only says these fields are required; the nine texts below are ours (see OWN_MESSAGE_CODES).
  designationRequired: "Please enter your designation.",
  companyRequired: "Please enter your company name.",
  qualificationRequired: "Please select your qualification.",
  specializationRequired: "Please select your specialization.",
  instituteRequired: "Please enter your institute name.",
  boardRequired: "Please select your board.",
  mediumRequired: "Please select your medium.",
  passingYearRequired: "Please select your passing year.",
  visaStatusRequired: "Please select your visa status.",
  invalidDateRange: "Please specify a valid date range.",
  salaryModeRequired: "Please specify salary mode.",
  currentSalaryRequired: "Please specify your current salary.",
  noticePeriodRequired: "Please specify your notice period.",
  lastWorkingDateRequired: "Please specify your last working date.",
  skillAlreadyAdded: "This Skill is already added.",
  selectSkills: "Please select skills.",
  preferredLocationRequired: "Please select your preferred location.",
  currentLocationRequired: "Please select your current location.",
  cityNameRequired: "Please enter your city name.",
  selectVoteOption: "Please select option for vote.",
  networkError: "Network error. Please try again after sometime",
  somethingWentWrong: "Something went wrong please try again",
  errorOccured: "Error Occured Try Again",
  uploadFailed: "Not able to upload file",
  profileCreateFailed: "Not able to create your profile please try again.",
  profileNotFound: "Profile not found",
  fileFetchFailed: "Error Occured in fetching file.",
  somethingWentWrongMobile: "something went wrong.",
  engagementUpdateFailed:
    "OOps! We encountered an issue while updating few details. Please visit your Profile to try again",
  clientNetworkError: "Network Error",
  requestAborted: "Request aborted",
  requestTimeout: "timeout of {n}ms exceeded",
  requestFailedStatus: "Request failed with status code {n}",
} as const;

export type MessageCode = keyof typeof SPEC_MESSAGES;

/** Codes whose English text is ours because the spec names the rule but not its words. */
export const OWN_MESSAGE_CODES: readonly MessageCode[] = [
  "designationRequired",
  "companyRequired",
  "qualificationRequired",
  "specializationRequired",
  "instituteRequired",
  "boardRequired",
  "mediumRequired",
  "passingYearRequired",
  "visaStatusRequired",
];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === "string" && Object.hasOwn(SPEC_MESSAGES, value);
}

/** A message with its {placeholders} filled; unknown placeholders stay visible rather than vanish. */
export function formatMessage(code: MessageCode, params: Record<string, string | number> = {}): string {
  return SPEC_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Interface texts quoted by the spec outside its message lists (app banner §2, engagement modals §4,
 * profile builder §2). Like SPEC_MESSAGES they are the English source for translations.
 */
export const SPEC_UI_TEXTS = {
  appBannerText: "Finding the right job is easier with our app",
  appBannerOpen: "Open Now",
  appBannerClose: "x",
  engagementConfirm: "Yes, this is correct",
  fresherChoice: "I am a fresher",
  professionalChoice: "I am a professional",
} as const;

export type UiTextCode = keyof typeof SPEC_UI_TEXTS;
