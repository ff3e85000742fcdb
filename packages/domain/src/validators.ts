/**
 * Field rules of spec §5. They answer yes or no and never throw, so the same functions guard a form
 * in the browser and a request on the server; the message to show is the caller's choice, except for
 * resume files whose two messages are fixed by the spec.
 */
import { NAME_LENGTH, PHONE_DIGITS } from "./constants.ts";
import { type MessageCode, SPEC_MESSAGES } from "./messages.ts";

/** Local part of letters, digits, "_", "." and "-"; dotted domain labels; a final label of 2–6 alphanumerics. */
const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,6}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

const PHONE_PATTERN = new RegExp(`^[6-9]\\d{${PHONE_DIGITS.min - 1},${PHONE_DIGITS.max - 1}}$`);

/**
 * Spec: "after stripping an all-zero value, starts with 6–9, 10–15 digits". A number made only of
 * zeros is what an untouched masked input submits, so it counts as empty, which is never valid.
 */
export function isValidPhone(value: string): boolean {
  const digits = /^0+$/.test(value) ? "" : value;
  return PHONE_PATTERN.test(digits);
}

/**
 * Letters and spaces, 2 to 30 characters. "Letters" includes every script and its combining marks
 * (Devanagari vowel signs are marks), so Hindi and Arabic names pass; at least one letter is needed.
 */
export function isValidName(value: string): boolean {
  if (!/^[\p{L}\p{M} ]+$/u.test(value) || !/\p{L}/u.test(value)) return false;
  const length = [...value].length;
  return length >= NAME_LENGTH.min && length <= NAME_LENGTH.max;
}

export function isNumeric(value: string): boolean {
  return /^[0-9]+$/.test(value);
}

export function isAlphanumeric(value: string): boolean {
  return /^[a-z0-9]+$/i.test(value);
}

/**
 * Letters, digits, spaces, & ~ @ # $ ( ) _ - ' ; and the dot. Letters of any script are accepted for
 * the same reason as in names: seekers name files in their own language.
 */
export function isValidResumeFileName(name: string): boolean {
  return /^[\p{L}\p{M}0-9 &~@#$()_\-';.]+$/u.test(name);
}

const CONTROL_KEY_MAX = 31;

/**
 * Key filters for typing into number or name fields. A numeric key code is a `keyCode`/`which`
 * value; a string is a `KeyboardEvent.key`, where named keys ("Backspace", "ArrowLeft") insert no
 * text and are always allowed, like the control codes 31 and below.
 */
export function isNumberKey(key: number | string): boolean {
  if (typeof key === "string") return key.length > 1 ? isNamedKey(key) : /^[0-9]$/.test(key);
  return key <= CONTROL_KEY_MAX || (key >= 48 && key <= 57) || (key >= 96 && key <= 105);
}

/** Letters and space only (spec §5); codes are character codes, where a–z are 97–122 and A–Z 65–90. */
export function isAlphabetKey(key: number | string): boolean {
  if (typeof key === "string") {
    if ([...key].length > 1) return isNamedKey(key);
    return key === " " || /^\p{L}$/u.test(key);
  }
  return key === 32 || (key >= 65 && key <= 90) || (key >= 97 && key <= 122);
}

function isNamedKey(key: string): boolean {
  return /^[A-Z][A-Za-z0-9]+$/.test(key);
}

/** Resume upload limit (spec §5, §9); an older message says 2MB, the rule says 6MB and wins. */
export const RESUME_MAX_BYTES = 6 * 1024 * 1024;
export const RESUME_EXTENSIONS = ["doc", "docx", "rtf", "txt", "pdf"] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}

export type ResumeFileCheck = { ok: true } | { ok: false; code: MessageCode; message: string };

function failure(code: MessageCode): ResumeFileCheck {
  return { ok: false, code, message: SPEC_MESSAGES[code] };
}

/**
 * Whether a chosen file may be uploaded as a resume. The spec gives no separate texts for the
 * newer file-name and extension rules, so every rejection of a present file says "Please upload valid file."
 */
export function checkResumeFile(file: { name: string; size: number } | null | undefined): ResumeFileCheck {
  if (!file || file.name.trim() === "") return failure("resumeRequired");
  const extension = fileExtension(file.name);
  const isAllowedExtension = (RESUME_EXTENSIONS as readonly string[]).includes(extension);
  const isAllowedSize = Number.isFinite(file.size) && file.size > 0 && file.size <= RESUME_MAX_BYTES;
  if (!isAllowedExtension || !isAllowedSize || !isValidResumeFileName(file.name))
    return failure("resumeInvalid");
  return { ok: true };
}

/**
 * Replaces punctuation, symbols and quotes (every Unicode P and S character, which covers all ASCII
 * punctuation) with spaces, except the characters in `exempt`. Letters, digits and spaces stay.
 */
export function cleanSpecialCharacters(text: string, exempt = ""): string {
  const kept = new Set(exempt);
  return text.replace(/[\p{P}\p{S}]/gu, (char) => (kept.has(char) ? char : " "));
}

/** True when a text has something to search for but it is only punctuation ("Only special character(s)…"). */
export function isOnlySpecialCharacters(text: string): boolean {
  return /[\p{P}\p{S}]/u.test(text) && cleanSpecialCharacters(text).trim() === "";
}
