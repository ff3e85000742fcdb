/**
 * Courses from the learning provider (decision 050). Single sign-on first: the `sso` service of the load
 * context (implemented in apps/server/src/features/learning/sso.ts) answers the sign-in page at
 * `/sso/<uid>`, where a seeker lets the learning site know who they are.
 */
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";

/** A course as the learning provider describes it (its API, version 1). */
export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  level: z.enum(["beginner", "intermediate", "advanced"]),
  minutes: z.number().int(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  /** The storefront prices tiers per site. */
  priceTier: z.string(),
  previewUrl: z.string(),
  captionsUrl: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseBundleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  courseIds: z.array(z.string()),
  minutes: z.number().int(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  priceTier: z.string(),
  courses: z.array(courseSchema).optional(),
});
export type CourseBundle = z.infer<typeof courseBundleSchema>;

/** An answer read through the provider: from its cache when it did not answer now. */
export const cachedAnswerSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, fromCache: z.boolean(), fetchedAt: z.string() });

export interface SsoInteraction {
  uid: string;
  /** The learning site, by its name. */
  clientName: string;
  /** What it asks to know: "openid", "profile" (name, language), "email". */
  scopes: string[];
  /** The seeker agreed before: the page goes on at once. */
  hasConsented: boolean;
}

export interface SsoContract {
  /** The question for a logged-in seeker (`host`: the site's host, whose provider asked). */
  interaction(user: AccountUser, host: string | undefined, uid: string): Promise<SsoInteraction>;
  /** The seeker's answer; where the browser goes next. */
  finish(user: AccountUser, host: string | undefined, uid: string, allow: boolean): Promise<string>;
}
