/**
 * The services a seeker has bought (the `subscriptions` service of the load context,
 * `/api/seeker/subscriptions`; implemented in apps/server/src/features/subscriptions): spec "subscriptions"
 * and "fetch seeker services". Periods (Featured Profile, Profile Highlighter, Career Booster) with their
 * start, end and days left; delivered services with their due date and revisions.
 */
import { CAREER_SERVICE_IDS } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";

export const SEEKER_SERVICE_STATES = ["scheduled", "active", "in-progress", "ended"] as const;

export const seekerServiceSchema = z.object({
  id: z.string(),
  serviceId: z.enum(CAREER_SERVICE_IDS),
  planId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  /** Scheduled (a renewal waiting for the running period), active (a period), in progress (being delivered), ended. */
  state: z.enum(SEEKER_SERVICE_STATES),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  endedReason: z.enum(["expired", "refunded", "delivered"]).nullable(),
  dueAt: z.string().nullable(),
  revisionsAllowed: z.number().int().nullable(),
  revisionsUsed: z.number().int(),
  daysLeft: z.number().int().nullable(),
  /** What recruiters see while it runs. */
  marks: z.array(z.enum(["featured", "highlighted"])),
});
export type SeekerServiceView = z.infer<typeof seekerServiceSchema>;

export interface SubscriptionsContract {
  /** Every service the seeker has bought: running ones first, then the rest, newest first. */
  list(user: AccountUser): Promise<SeekerServiceView[]>;
}
