import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGE_TEXTS, accountMessage } from "./account-messages.ts";
import {
  homePathFor,
  isValidMobile,
  isValidOtp,
  isValidPassword,
  maskEmail,
  maskMobile,
  mobileDestination,
  nextRegistrationStep,
  progressAfterSaving,
  registrationStepsFor,
  safeReturnPath,
} from "./accounts.ts";

describe("registration steps", () => {
  it("skips employment for freshers only", () => {
    expect(registrationStepsFor("fresher")).toEqual(["personal", "education", "job-preference"]);
    expect(registrationStepsFor("professional")).toEqual([
      "personal",
      "employment",
      "education",
      "job-preference",
    ]);
    expect(nextRegistrationStep("fresher", "personal")).toBe("education");
    expect(nextRegistrationStep("professional", "personal")).toBe("employment");
    expect(nextRegistrationStep("professional", "job-preference")).toBe("complete");
  });

  it("moves progress forward only", () => {
    expect(progressAfterSaving("professional", "employment", "employment")).toBe("education");
    expect(progressAfterSaving("professional", "job-preference", "employment")).toBe("job-preference");
    expect(progressAfterSaving("professional", "complete", "personal")).toBe("complete");
    // A professional who turns fresher while at employment goes on to education.
    expect(progressAfterSaving("fresher", "employment", "personal")).toBe("education");
  });

  it("sends a signed-in person to their next step or their home", () => {
    expect(homePathFor({ role: "seeker", registrationProgress: "education" })).toBe("/seeker/education");
    expect(homePathFor({ role: "seeker", registrationProgress: "personal" })).toBe("/seeker/registration");
    expect(homePathFor({ role: "seeker", registrationProgress: "complete" })).toBe("/seeker/dashboard");
    expect(homePathFor({ role: "recruiter", registrationProgress: "complete" })).toBe("/employer/dashboard");
    // Staff start at the review queue; a writer without it starts at their work.
    expect(
      homePathFor({ role: "staff", registrationProgress: "complete", staffAreas: ["review", "orders"] }),
    ).toBe("/staff/review");
    expect(homePathFor({ role: "staff", registrationProgress: "complete", staffAreas: ["writing"] })).toBe(
      "/staff/fulfilment",
    );
  });
});

describe("one-time codes and passwords", () => {
  it.each([
    ["123456", true],
    ["012345", true],
    ["12345", false],
    ["1234567", false],
    ["12a456", false],
    ["١٢٣٤٥٦", false],
  ])("otp %s is %s", (code, expected) => {
    expect(isValidOtp(code)).toBe(expected);
  });

  it.each([
    ["Secret123", true],
    ["पासवर्ड1234", true],
    ["short1", false],
    ["onlyletters", false],
    ["1234567890", false],
    [`${"a".repeat(63)}12`, false],
  ])("password %s is %s", (password, expected) => {
    expect(isValidPassword(password)).toBe(expected);
  });
});

describe("mobile numbers on every site", () => {
  it.each([
    ["91", "9876543210", true],
    ["91", "98765 43210", true],
    ["91", "5123456789", false],
    ["971", "501234567", true],
    ["65", "91234567", true],
    ["66", "812345678", true],
    ["63", "9171234567", true],
    ["84", "912345678", true],
    ["60", "123456789", true],
    ["62", "8123456789", true],
    ["852", "91234567", true],
    ["999", "9876543210", false],
    ["91", "0000000000", false],
    ["91", "98765abc10", false],
  ])("+%s %s is %s", (diallingCode, number, expected) => {
    expect(isValidMobile({ diallingCode, number })).toBe(expected);
  });

  it("keys and masks a number without giving it away", () => {
    const mobile = { diallingCode: "91", number: "98765 43210" };
    expect(mobileDestination(mobile)).toBe("+919876543210");
    expect(maskMobile(mobile)).toBe("+91 98•••••210");
    expect(maskEmail("asha.rao@example.com")).toBe("as•••@example.com");
  });
});

describe("return addresses after login", () => {
  const origin = "http://in.localhost:3000";

  it.each([
    ["/job/java-developer-1?from=search", "/job/java-developer-1?from=search"],
    ["http://in.localhost:3000/ar/search/results?query=java", "/ar/search/results?query=java"],
    ["https://evil.example/phish", null],
    ["//evil.example/phish", null],
    ["/\\evil.example", null],
    ["javascript:alert(1)", null],
    ["http://sg.localhost:3000/", null],
    ["relative/path", null],
    ["", null],
    // Paths that only become another host once normalised.
    ["/..//evil.example/phish", null],
    ["%2F..%2F%2Fevil.example%2Fphish", null],
    [decodeURIComponent("%2F..%2F%2Fevil.example%2Fphish"), null],
    ["/.//evil.example", null],
    ["/%2e%2e//evil.example", null],
    ["http://in.localhost:3000/..//evil.example/phish", null],
    ["/a/../b?x=1#top", "/b?x=1#top"],
  ])("%s → %s", (value, expected) => {
    expect(safeReturnPath(value, origin)).toBe(expected);
  });

  /** Texts built of the pieces that make paths change meaning once normalised or read by a browser. */
  const pathPieces = fc
    .array(
      fc.constantFrom(
        "/",
        "//",
        "\\",
        ".",
        "..",
        "%2e",
        "%2e%2e",
        "%2F",
        "%5C",
        "evil.example",
        "in.localhost:3000",
        "http:",
        "https://",
        "?",
        "#",
        "@",
        "\t",
        " ",
      ),
      { maxLength: 8 },
    )
    .map((pieces) => pieces.join(""));

  it("never returns anything but a path of the same site", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), pathPieces), (value) => {
        const path = safeReturnPath(value, origin);
        if (path === null) return true;
        return path.startsWith("/") && !path.startsWith("//") && new URL(path, origin).origin === origin;
      }),
      // The dangerous joins are a few among many: enough runs to meet them every time.
      { numRuns: 20_000 },
    );
  });
});

describe("account messages", () => {
  it("has every message in Hindi and Arabic with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, english] of Object.entries(ACCOUNT_MESSAGE_TEXTS.en)) {
      for (const language of ["hi", "ar"] as const) {
        const text = ACCOUNT_MESSAGE_TEXTS[language][key as keyof typeof ACCOUNT_MESSAGE_TEXTS.en];
        expect(text, `${language} ${key}`).toBeTruthy();
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    }
    expect(accountMessage("en", "socialLoginFailed", { provider: "Google" })).toContain("with Google");
  });
});
