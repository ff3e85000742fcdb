import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NAME_LENGTH, PHONE_DIGITS } from "./constants.ts";
import {
  checkResumeFile,
  cleanSpecialCharacters,
  fileExtension,
  isAlphabetKey,
  isAlphanumeric,
  isNumberKey,
  isNumeric,
  isOnlySpecialCharacters,
  isValidEmail,
  isValidName,
  isValidPhone,
  isValidResumeFileName,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
} from "./validators.ts";

const digit = fc.constantFrom(..."0123456789");
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((chars) => chars.join(""));

describe("isValidEmail", () => {
  it.each([
    "asha.rao@example.com",
    "a_b-c.d@mail.example.co.in",
    "X9@EXAMPLE.IN",
    "user@sub-domain.example.museum",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "plain",
    "@example.com",
    "user@",
    "user@example",
    "user@example.c",
    "user@example.abcdefg",
    "user+tag@example.com",
    "us er@example.com",
    "user@exa_mple.com",
    "user@@example.com",
    "user@.com",
  ])("rejects %s", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("accepts every address built from the spec's alphabet", () => {
    const local = fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/);
    const label = fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/);
    const tld = fc.stringMatching(/^[A-Za-z0-9]{2,6}$/);
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 1, maxLength: 3 }), tld, (user, labels, top) => {
        expect(isValidEmail(`${user}@${labels.join(".")}.${top}`)).toBe(true);
      }),
    );
  });

  it("rejects any address without exactly one @", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const ats = text.split("@").length - 1;
        if (ats !== 1) expect(isValidEmail(text)).toBe(false);
      }),
    );
  });
});

describe("isValidPhone", () => {
  it.each(["9876543210", "6000000000", "712345678901234", "80000000000"])("accepts %s", (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ["all zeros", "0000000000"],
    ["empty", ""],
    ["starting with 5", "5876543210"],
    ["starting with 0", "0987654321"],
    ["nine digits", "987654321"],
    ["sixteen digits", "9876543210123456"],
    ["with a plus", "+919876543210"],
    ["with spaces", "98765 43210"],
  ])("rejects %s", (_, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it("accepts 10 to 15 digits starting with 6 to 9", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("6", "7", "8", "9"),
        digits(PHONE_DIGITS.min - 1, PHONE_DIGITS.max - 1),
        (a, b) => {
          expect(isValidPhone(a + b)).toBe(true);
        },
      ),
    );
  });

  it("rejects numbers of the wrong length or first digit", () => {
    fc.assert(
      fc.property(digits(0, 25), (phone) => {
        const expected = /^[6-9]/.test(phone) && phone.length >= 10 && phone.length <= 15;
        expect(isValidPhone(phone)).toBe(expected);
      }),
    );
  });
});

describe("isValidName", () => {
  it.each(["Asha Rao", "Li", "राहुल शर्मा", "محمد علي", "José Núñez", "a".repeat(30)])("accepts %s", (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each(["A", "", "  ", "Asha1", "O'Brien", "Asha-Rao", "a".repeat(31), "Asha_Rao"])(
    "rejects %s",
    (name) => {
      expect(isValidName(name)).toBe(false);
    },
  );

  it("accepts letter strings of 2 to 30 characters and nothing longer", () => {
    const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCXYZअबकमनعلي");
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 40 }), (letters) => {
        const name = letters.join("");
        const length = [...name].length;
        expect(isValidName(name)).toBe(length >= NAME_LENGTH.min && length <= NAME_LENGTH.max);
      }),
    );
  });

  it("rejects any name containing a digit", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z ]{0,10}$/),
        digit,
        fc.stringMatching(/^[a-z ]{0,10}$/),
        (a, d, b) => {
          expect(isValidName(`${a}${d}${b}`)).toBe(false);
        },
      ),
    );
  });
});

describe("isNumeric and isAlphanumeric", () => {
  it("accept only what they say", () => {
    expect(isNumeric("0123")).toBe(true);
    expect(isNumeric("")).toBe(false);
    expect(isNumeric("12.5")).toBe(false);
    expect(isNumeric("-1")).toBe(false);
    expect(isNumeric("١٢")).toBe(false);
    expect(isAlphanumeric("Abc123")).toBe(true);
    expect(isAlphanumeric("abc 123")).toBe(false);
    expect(isAlphanumeric("")).toBe(false);
    expect(isAlphanumeric("é")).toBe(false);
  });

  it("agree with a character-by-character reading", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const chars = [...text];
        expect(isNumeric(text)).toBe(chars.length > 0 && chars.every((c) => c >= "0" && c <= "9"));
        expect(isAlphanumeric(text)).toBe(chars.length > 0 && chars.every((c) => /^[A-Za-z0-9]$/.test(c)));
      }),
    );
  });
});

describe("isValidResumeFileName", () => {
  it.each(["My Resume.pdf", "cv_2024 (final)-v2.docx", "A&B~C@D#E$F;G'H.doc", "रिज़्यूमे.pdf"])(
    "accepts %s",
    (name) => {
      expect(isValidResumeFileName(name)).toBe(true);
    },
  );

  it.each(["resume!.pdf", "cv/..pdf", "a*b.doc", "resume%.pdf", "x<y>.rtf", "", "a,b.pdf"])(
    "rejects %s",
    (name) => {
      expect(isValidResumeFileName(name)).toBe(false);
    },
  );

  it("accepts any name over the allowed ASCII characters", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 &~@#$()_\-';.]{1,40}$/), (name) => {
        expect(isValidResumeFileName(name)).toBe(true);
      }),
    );
  });
});

describe("key filters", () => {
  it("number-key check allows digits, numpad digits and control codes", () => {
    for (let code = 0; code <= 31; code += 1) expect(isNumberKey(code)).toBe(true);
    for (let code = 48; code <= 57; code += 1) expect(isNumberKey(code)).toBe(true);
    for (let code = 96; code <= 105; code += 1) expect(isNumberKey(code)).toBe(true);
    for (const code of [32, 46, 47, 58, 65, 90, 95, 106, 190]) expect(isNumberKey(code)).toBe(false);
    expect(isNumberKey("7")).toBe(true);
    expect(isNumberKey("Backspace")).toBe(true);
    expect(isNumberKey("a")).toBe(false);
    expect(isNumberKey(".")).toBe(false);
  });

  it("alphabet-key check allows letters and space only", () => {
    for (const code of [32, 65, 77, 90, 97, 109, 122]) expect(isAlphabetKey(code)).toBe(true);
    for (const code of [8, 31, 48, 57, 64, 91, 96, 123, 190]) expect(isAlphabetKey(code)).toBe(false);
    for (const key of ["a", "Z", " ", "क", "ع"]) expect(isAlphabetKey(key)).toBe(true);
    for (const key of ["1", "-", "@", "'"]) expect(isAlphabetKey(key)).toBe(false);
    expect(isAlphabetKey("ArrowLeft")).toBe(true);
  });
});

describe("checkResumeFile", () => {
  it("asks for a resume when there is no file", () => {
    for (const file of [null, undefined, { name: "", size: 10 }]) {
      expect(checkResumeFile(file)).toEqual({
        ok: false,
        code: "resumeRequired",
        message: "Please Upload Resume.",
      });
    }
  });

  it.each(RESUME_EXTENSIONS)("accepts a .%s file", (extension) => {
    expect(checkResumeFile({ name: `Asha Rao.${extension}`, size: 1024 })).toEqual({ ok: true });
    expect(checkResumeFile({ name: `CV.${extension.toUpperCase()}`, size: 1024 })).toEqual({ ok: true });
  });

  it.each([
    ["a wrong extension", { name: "resume.exe", size: 1024 }],
    ["no extension", { name: "resume", size: 1024 }],
    ["an image", { name: "resume.png", size: 1024 }],
    ["an empty file", { name: "resume.pdf", size: 0 }],
    ["a file over 6 MB", { name: "resume.pdf", size: RESUME_MAX_BYTES + 1 }],
    ["a bad file name", { name: "resume!.pdf", size: 1024 }],
  ])("rejects %s as an invalid file", (_, file) => {
    expect(checkResumeFile(file)).toEqual({
      ok: false,
      code: "resumeInvalid",
      message: "Please upload valid file.",
    });
  });

  it("allows exactly 6 MB", () => {
    expect(RESUME_MAX_BYTES).toBe(6 * 1024 * 1024);
    expect(checkResumeFile({ name: "resume.pdf", size: RESUME_MAX_BYTES })).toEqual({ ok: true });
  });

  it("takes the extension after the last dot", () => {
    expect(fileExtension("my.resume.DOCX")).toBe("docx");
    expect(fileExtension(".pdf")).toBe("");
    expect(fileExtension("resume")).toBe("");
  });
});

describe("cleanSpecialCharacters", () => {
  it("replaces punctuation and quotes with spaces", () => {
    expect(cleanSpecialCharacters(`java/j2ee, "spring" & 'hibernate'!`)).toBe(
      `java j2ee   spring     hibernate  `,
    );
    expect(cleanSpecialCharacters("“smart” quotes")).toBe(" smart  quotes");
  });

  it("keeps exempted characters", () => {
    expect(cleanSpecialCharacters("c++, c#, .net", "+#.")).toBe("c++  c#  .net");
  });

  it("keeps letters, digits and spaces of any script and the text's length", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const cleaned = cleanSpecialCharacters(text);
        expect(cleaned.length).toBe(text.length);
        expect(cleaned).not.toMatch(/[!-/:-@[-`{-~]/);
      }),
    );
    expect(cleanSpecialCharacters("डेवलपर 2024 مطور")).toBe("डेवलपर 2024 مطور");
  });

  it("knows a text made only of special characters", () => {
    expect(isOnlySpecialCharacters("@#$%")).toBe(true);
    expect(isOnlySpecialCharacters(" !! ")).toBe(true);
    expect(isOnlySpecialCharacters("c++")).toBe(false);
    expect(isOnlySpecialCharacters("   ")).toBe(false);
  });
});
