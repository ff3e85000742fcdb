/**
 * The signed-in person, as the session hands them to pages and services and as the account calls answer
 * with them: one schema, its type inferred from it.
 */
import {
  ACCOUNT_ROLES,
  EXPERIENCE_TYPES,
  RECRUITER_ROLES,
  REGISTRATION_PROGRESSES,
  STAFF_AREAS,
} from "@portal/domain";
import { z } from "zod";

/** A mobile number as accounts keep it: dialling code and national number, digits only. */
export const mobileNumberSchema = z.object({ diallingCode: z.string(), number: z.string() });

/** The signed-in person as the server, the pages and the API see them (never the password hash). */
export const accountUserSchema = z.object({
  id: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  mobile: mobileNumberSchema.nullable(),
  mobileVerified: z.boolean(),
  experienceType: z.enum(EXPERIENCE_TYPES).nullable(),
  registrationProgress: z.enum(REGISTRATION_PROGRESSES),
  siteId: z.string(),
  language: z.string(),
  hasPassword: z.boolean(),
  /** Recruiters only: the company they belong to, and their role in it. */
  company: z
    .object({ id: z.number(), name: z.string(), slug: z.string(), role: z.enum(RECRUITER_ROLES) })
    .nullable(),
  /** Staff only: the areas they may work on (absent or empty for everyone else). */
  staffAreas: z.array(z.enum(STAFF_AREAS)).optional(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;
