/**
 * How the client reads a reply (spec §8, DESIGN §4): one rule decides error or success, and an error
 * always yields one sentence to show.
 */
import { SPEC_MESSAGES } from "./messages.ts";

/** The first character in upper case; the rest is untouched ("invalid otp" → "Invalid otp"). */
export function capitalizeFirst(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const char = String.fromCodePoint(first);
  return char.toUpperCase() + text.slice(char.length);
}

export type InterpretedResponse = { ok: true; data: unknown } | { ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyText(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function firstErrorMessage(errors: unknown): string | null {
  if (!Array.isArray(errors)) return null;
  for (const item of errors) {
    const text = nonEmptyText(item) ?? (isRecord(item) ? nonEmptyText(item.message) : null);
    if (text) return text;
  }
  return null;
}

/**
 * A reply is an error when `success` is false, an `error` text is present, or `status` equals 1
 * (the number or the text "1"). Its message is the first usable entry of `errors` (a string or an
 * object with `message`), else the `error` text, else the generic failure text; the first letter is
 * capitalised. A success yields the `data` member when the reply has one, else the whole body.
 */
export function interpretResponse(body: unknown): InterpretedResponse {
  if (!isRecord(body)) return { ok: true, data: body };
  const errorText = nonEmptyText(body.error);
  const isError = body.success === false || errorText !== null || body.status === 1 || body.status === "1";
  if (!isError) return { ok: true, data: "data" in body ? body.data : body };
  const message = firstErrorMessage(body.errors) ?? errorText ?? SPEC_MESSAGES.somethingWentWrong;
  return { ok: false, message: capitalizeFirst(message) };
}

/** HTTP statuses 200–299 are success; anything else is "Request failed with status code {n}". */
export function isSuccessStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 200 && status <= 299;
}
