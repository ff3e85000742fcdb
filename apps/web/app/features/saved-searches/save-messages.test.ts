import { describe, expect, it } from "vitest";
import { ar } from "../../i18n/ar.ts";
import { en } from "../../i18n/en.ts";
import { createI18n } from "../../i18n/i18n-context.tsx";
import { saveMessage } from "./save-messages.ts";

const english = createI18n({ language: "en", locale: "en-IN", messages: en, now: 0 }).t;
const arabic = createI18n({ language: "ar", locale: "ar-AE", messages: ar, now: 0 }).t;

describe("the words of save answers", () => {
  it("says this feature's own messages with their values", () => {
    expect(saveMessage(english, { messageKey: "savedSearches.limit", params: { max: 50 } })).toBe(
      "You can keep up to 50 saved searches. Please delete one to save another.",
    );
    expect(saveMessage(arabic, { messageKey: "savedJobs.saved" })).toBe("تم حفظ الوظيفة.");
  });

  it("says the refusals of the form wrapper and the services in the accounts' words", () => {
    expect(saveMessage(english, { messageKey: "csrfFailed" })).toBe(
      "Your page has expired. Please reload it and try again.",
    );
    expect(saveMessage(english, { messageKey: "rateLimited", params: { seconds: 30 } })).toBe(
      "Too many attempts. Please wait 30 seconds and try again.",
    );
    expect(saveMessage(english, { messageKey: "anything else" })).toBe(
      "Something went wrong please try again",
    );
  });
});
