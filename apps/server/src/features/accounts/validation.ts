/**
 * The account forms' rules on the server: the schemas of @portal/domain (account-forms.ts), read with
 * `parseWith`, with the mobile number also held to its country's numbering plan (libphonenumber-js, which
 * the domain does not carry). A refused form is one VALIDATION error with a problem beside each field.
 */

import { AppError } from "@portal/contracts";
import { type FieldProblem, isValidMobile, type MobileNumber, parseWith } from "@portal/domain";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { z } from "zod";

/**
 * The spec's rule first (shared with the pages), then the numbering plan of the number's country, so
 * that a landline or a number no operator issues is refused too. The `MobileRule` the server gives the
 * account forms' schemas.
 */
export function isMobileNumber(mobile: MobileNumber): boolean {
  if (!isValidMobile(mobile)) return false;
  const parsed = parsePhoneNumberFromString(`+${mobile.diallingCode}${mobile.number}`);
  const type = parsed?.getType();
  return parsed?.isValid() === true && (type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE");
}

/** The refusal of a form: one VALIDATION error carrying a problem beside each field. */
export function formRefusal(problems: FieldProblem[]): AppError {
  return new AppError("VALIDATION", "validationFailed", { details: problems });
}

/** A form read by its schema, or its problems thrown as the form's refusal. */
export function readForm<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = parseWith(schema, input);
  if (parsed.ok) return parsed.value;
  throw formRefusal(parsed.problems);
}
