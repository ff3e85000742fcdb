/**
 * A/B variants (spec: A/B variant resolve) and the welcome screen new seekers see after registering
 * (spec: splash screen), as pages, the API and staff see them (the `experiments` service; implemented in
 * apps/server/src/features/experiments).
 */
import type { SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";

export const experimentVariantSchema = z.object({ experiment: z.string(), variant: z.string() });
export type ResolvedVariant = z.infer<typeof experimentVariantSchema>;

/** How a seeker left the welcome screen: closed it, or followed one of its calls. */
export const WELCOME_EXITS = ["close", "profile", "resume", "alert"] as const;
export type WelcomeExit = (typeof WELCOME_EXITS)[number];

export const welcomeScreenSchema = z.object({ variant: z.string() });
export type WelcomeScreen = z.infer<typeof welcomeScreenSchema>;

export const experimentReportSchema = z.object({
  experiment: z.string(),
  variants: z.array(
    z.object({
      variant: z.string(),
      /** Visitors shown the variant at least once, and how often it was shown. */
      visitors: z.number().int(),
      exposures: z.number().int(),
      /** Welcome screen only: how its viewers left it, by exit. */
      exits: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type ExperimentReport = z.infer<typeof experimentReportSchema>;

/** Whom a variant is for: a seeker by account (the same on every device), anyone else by visitor id. */
export interface ExperimentSubject {
  userId: string | null;
  visitorId: string;
}

export interface ExperimentsContract {
  /** The subject's variant (the same every time), with the exposure logged. Throws NOT_FOUND. */
  resolve(subject: ExperimentSubject, siteId: SiteId, experimentId: string): Promise<ResolvedVariant>;
  /**
   * The welcome screen for a seeker registered in the last WELCOME_SCREEN_DAYS who has not left it yet,
   * in their variant (exposure logged); null for everyone else.
   */
  welcomeScreen(seeker: AccountUser, siteId: SiteId): Promise<WelcomeScreen | null>;
  /** Records how the seeker left the welcome screen; it is not shown again. */
  leaveWelcome(seeker: AccountUser, exit: WelcomeExit): Promise<void>;
  /** Each experiment's variants with visitors, exposures and (welcome screen) exits, for staff. */
  report(staff: AccountUser): Promise<ExperimentReport[]>;
}
