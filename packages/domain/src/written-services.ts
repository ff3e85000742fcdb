/**
 * Written services (Resume Writing, LinkedIn profile makeover): the brief a seeker fills after paying,
 * the working days a writer has, and the limits of the workspace where seeker and writer exchange files
 * and messages. Pure: the server applies these rules, pages show them.
 */
import { z } from "zod";
import type { CareerServiceId } from "./career-services.ts";
import type { SiteId } from "./sites.ts";
import { SITE_BY_ID } from "./sites.ts";

export const WRITTEN_SERVICE_IDS = [
  "resume-writing",
  "linkedin-makeover",
] as const satisfies readonly CareerServiceId[];
export type WrittenServiceId = (typeof WRITTEN_SERVICE_IDS)[number];

export function isWrittenService(serviceId: string): serviceId is WrittenServiceId {
  return (WRITTEN_SERVICE_IDS as readonly string[]).includes(serviceId);
}

/** The express-delivery add-on's promise, in working days from the brief. */
export const EXPRESS_DELIVERY_WORKING_DAYS = 3;
/** A writer's time for each revision the seeker asks for. */
export const REVISION_WORKING_DAYS = 2;
/** Documents a seeker may add to a brief (old resume, certificates, a job advert). */
export const SERVICE_DOCUMENTS_MAX = 5;
/** A seeker who has not sent the brief this many days after paying is reminded (once). */
export const BRIEF_REMINDER_DAYS = 2;
/** The writer is reminded this many hours before the work is due (once per due date). */
export const DUE_REMINDER_HOURS = 24;
export const BRIEF_TEXT_MAX = 2000;
export const BRIEF_LINE_MAX = 120;
export const DRAFT_NOTE_MAX = 2000;
export const SERVICE_MESSAGE_MAX = 2000;

/** What the writer needs to know; `linkedinUrl` only for the makeover. */
export const writingBriefSchema = z.object({
  targetRole: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(BRIEF_LINE_MAX, { error: "tooLong" }),
  industry: z.string().trim().max(BRIEF_LINE_MAX, { error: "tooLong" }).default(""),
  highlights: z.string().trim().max(BRIEF_TEXT_MAX, { error: "tooLong" }).default(""),
  notes: z.string().trim().max(BRIEF_TEXT_MAX, { error: "tooLong" }).default(""),
  linkedinUrl: z
    .string()
    .trim()
    .max(200, { error: "tooLong" })
    .refine(
      (value) => value === "" || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[^\s/?#]+\/?$/i.test(value),
      {
        error: "invalidValue",
      },
    )
    .default(""),
});
export type WritingBrief = z.infer<typeof writingBriefSchema>;

/**
 * The days people of a site do not work: Friday and Saturday on the Gulf site (the weekend of most of
 * its countries), Saturday and Sunday elsewhere. 0 is Sunday.
 */
function weekendOf(siteId: SiteId): readonly number[] {
  return siteId === "gulf" ? [5, 6] : [0, 6];
}

const WEEKDAY_INDEX: Readonly<Record<string, number>> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

/**
 * `from` plus `days` working days of the site, at the same time of day: the weekday is read in the site's
 * time zone, so a brief sent on a Thursday evening in Dubai is counted as Dubai counts it.
 */
export function addWorkingDays(from: Date, days: number, siteId: SiteId): Date {
  const weekend = weekendOf(siteId);
  const weekday = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    timeZone: SITE_BY_ID[siteId].timeZone,
  });
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += 86_400_000;
    if (!weekend.includes(WEEKDAY_INDEX[weekday.format(at)] ?? -1)) left -= 1;
  }
  return new Date(at);
}

/** Working days a written service has from its brief: the plan's, or the express add-on's when bought. */
export function deliveryWorkingDays(planDays: number | null, addOnIds: readonly string[]): number {
  const days = planDays ?? 0;
  return addOnIds.includes("express-delivery") ? Math.min(days, EXPRESS_DELIVERY_WORKING_DAYS) : days;
}
