/** Career events (spec: career events and publish) as pages, the API and staff see them. */
import { CAREER_EVENT_KINDS, type Language, type SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { CalendarFile } from "./mock-interviews.ts";
import type { RequestMeta } from "./page-session.ts";

export const careerEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CAREER_EVENT_KINDS),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string(),
  /** Whether the logged-in seeker registered (false for guests: their registration is by e-mail). */
  isRegistered: z.boolean(),
});
export type CareerEvent = z.infer<typeof careerEventSchema>;

const textsSchema = z.object({ en: z.string(), hi: z.string(), ar: z.string() });
export const staffCareerEventSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  kind: z.enum(CAREER_EVENT_KINDS),
  title: textsSchema,
  description: textsSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string(),
  publishedAt: z.string().nullable(),
  registrations: z.number(),
});
export type StaffCareerEvent = z.infer<typeof staffCareerEventSchema>;

export interface CareerEventsContract {
  /** The site's published events that have not ended, soonest first. */
  upcoming(
    siteId: SiteId,
    language: Language,
    viewer: AccountUser | null,
    limit: number,
  ): Promise<CareerEvent[]>;
  /** One published event of the site, or null. */
  get(
    siteId: SiteId,
    language: Language,
    id: string,
    viewer: AccountUser | null,
  ): Promise<CareerEvent | null>;
  /**
   * Registers a seeker (their account's name and address) or a guest (form fields `name`, `email`),
   * once per address: registering again changes nothing (`isNew` false). Throws VALIDATION (the guest's
   * fields), NOT_FOUND (no such published event on the site), CONFLICT `eventOver`, RATE_LIMITED.
   */
  register(
    siteId: SiteId,
    id: string,
    viewer: AccountUser | null,
    input: Readonly<Record<string, unknown>>,
    meta: RequestMeta,
  ): Promise<{ isNew: boolean }>;
  /** The event as a calendar file (RFC 5545). Throws NOT_FOUND. */
  calendar(siteId: SiteId, language: Language, id: string): Promise<CalendarFile>;
  /** The site's events, drafts included, newest first, with their registrations (content area). */
  staffList(staff: AccountUser, siteId: SiteId): Promise<StaffCareerEvent[]>;
  /**
   * Creates (`id` null) or edits an event: `kind`, `title.<lang>` and `description.<lang>` for en, hi and
   * ar, `date` (YYYY-MM-DD), `startTime` and `endTime` (HH:MM, the site's time), `place`. Throws
   * VALIDATION, NOT_FOUND, FORBIDDEN.
   */
  save(
    staff: AccountUser,
    siteId: SiteId,
    id: string | null,
    input: Readonly<Record<string, unknown>>,
  ): Promise<StaffCareerEvent>;
  /** Publishes or withdraws an event (spec: career events publish). Throws NOT_FOUND, FORBIDDEN. */
  publish(staff: AccountUser, id: string, isPublished: boolean): Promise<void>;
}
