import { describe, expect, it } from "vitest";
import { formatMessage, isMessageCode, OWN_MESSAGE_CODES, SPEC_MESSAGES, SPEC_UI_TEXTS } from "./messages.ts";

// Every message of spec §5 and §8, verbatim, with the code that carries it.
const SPEC_TEXTS: ReadonlyArray<[string, string]> = [
  ["searchKeywordRequired", "Please enter a job title/role/skill to search."],
  ["onlySpecialCharacters", "Only special character(s) are not allowed."],
  ["invalidLocation", "Please enter a valid location."],
  ["resumeRequired", "Please Upload Resume."],
  ["resumeInvalid", "Please upload valid file."],
  ["maxIndustries", "Maximum 2 industries."],
  ["invalidOtp", "Please enter a valid otp."],
  ["invalidMobile", "Please enter a valid mobile number."],
  ["mobileRequired", "Please Enter Mobile Number"],
  ["selectProfile", "Please select a profile from list."],
  ["invalidDateRange", "Please specify a valid date range."],
  ["salaryModeRequired", "Please specify salary mode."],
  ["currentSalaryRequired", "Please specify your current salary."],
  ["noticePeriodRequired", "Please specify your notice period."],
  ["lastWorkingDateRequired", "Please specify your last working date."],
  ["skillAlreadyAdded", "This Skill is already added."],
  ["selectSkills", "Please select skills."],
  ["preferredLocationRequired", "Please select your preferred location."],
  ["currentLocationRequired", "Please select your current location."],
  ["cityNameRequired", "Please enter your city name."],
  ["selectVoteOption", "Please select option for vote."],
  ["networkError", "Network error. Please try again after sometime"],
  ["somethingWentWrong", "Something went wrong please try again"],
  ["errorOccured", "Error Occured Try Again"],
  ["uploadFailed", "Not able to upload file"],
  ["profileCreateFailed", "Not able to create your profile please try again."],
  ["profileNotFound", "Profile not found"],
  ["fileFetchFailed", "Error Occured in fetching file."],
  ["somethingWentWrongMobile", "something went wrong."],
  [
    "engagementUpdateFailed",
    "OOps! We encountered an issue while updating few details. Please visit your Profile to try again",
  ],
  ["clientNetworkError", "Network Error"],
  ["requestAborted", "Request aborted"],
  ["requestTimeout", "timeout of {n}ms exceeded"],
  ["requestFailedStatus", "Request failed with status code {n}"],
];

// Spec §5: "Designation, company, qualification, specialization, institute, board, medium, passing year
// and visa status are each required" (texts ours).
const REQUIRED_FIELDS = [
  "designation",
  "company",
  "qualification",
  "specialization",
  "institute",
  "board",
  "medium",
  "passingYear",
  "visaStatus",
];

describe("SPEC_MESSAGES", () => {
  it.each(SPEC_TEXTS)("%s is the spec's text", (code, text) => {
    expect(isMessageCode(code)).toBe(true);
    expect(SPEC_MESSAGES[code as keyof typeof SPEC_MESSAGES]).toBe(text);
  });

  it("has a required message for each required field, marked as ours", () => {
    const codes = REQUIRED_FIELDS.map((field) => `${field}Required`);
    expect([...OWN_MESSAGE_CODES].sort()).toEqual([...codes].sort());
    for (const code of OWN_MESSAGE_CODES)
      expect(SPEC_MESSAGES[code]).toMatch(/^Please (enter|select) your .+\.$/);
  });

  it("holds nothing but the spec's texts and our required-field texts", () => {
    expect(Object.keys(SPEC_MESSAGES).sort()).toEqual(
      [...SPEC_TEXTS.map(([code]) => code), ...OWN_MESSAGE_CODES].sort(),
    );
  });

  it("uses stable camelCase codes", () => {
    for (const code of Object.keys(SPEC_MESSAGES)) expect(code).toMatch(/^[a-z][a-zA-Z]+$/);
    expect(isMessageCode("toString")).toBe(false);
  });
});

describe("formatMessage", () => {
  it("fills placeholders like the HTTP client's messages", () => {
    expect(formatMessage("requestTimeout", { n: 60000 })).toBe("timeout of 60000ms exceeded");
    expect(formatMessage("requestFailedStatus", { n: 404 })).toBe("Request failed with status code 404");
    expect(formatMessage("requestTimeout")).toBe("timeout of {n}ms exceeded");
    expect(formatMessage("resumeRequired", { n: 1 })).toBe("Please Upload Resume.");
  });
});

describe("SPEC_UI_TEXTS", () => {
  it("quotes the banner and modal texts", () => {
    expect(SPEC_UI_TEXTS.appBannerText).toBe("Finding the right job is easier with our app");
    expect(SPEC_UI_TEXTS.appBannerOpen).toBe("Open Now");
    expect(SPEC_UI_TEXTS.engagementConfirm).toBe("Yes, this is correct");
    expect(SPEC_UI_TEXTS.fresherChoice).toBe("I am a fresher");
    expect(SPEC_UI_TEXTS.professionalChoice).toBe("I am a professional");
  });
});
