/**
 * A/B experiments and the welcome screen. A subject's variant is computed (assignment.ts); what is
 * stored is the exposure — once per experiment and subject, counting repeats — so staff can compare
 * variants by the visitors who actually saw them. The welcome screen is the first experiment: new
 * seekers see it on their dashboard until they close it or follow one of its calls.
 */
import {
  AppError,
  type ExperimentReport,
  type ExperimentSubject,
  type ExperimentsContract,
  WELCOME_EXITS,
} from "@portal/contracts";
import {
  EXPERIMENTS,
  findExperiment,
  type SiteId,
  WELCOME_SCREEN_DAYS,
  WELCOME_SCREEN_EXPERIMENT,
} from "@portal/domain";
import type pg from "pg";
import { requireSeekerId } from "../../auth/seekers.ts";
import { requireStaffArea } from "../../auth/staff.ts";
import { assignedVariant } from "./assignment.ts";

function subjectKey(subject: ExperimentSubject): string {
  return subject.userId ? `user:${subject.userId}` : `visitor:${subject.visitorId}`;
}

export function createExperimentsService(options: { pool: pg.Pool }): ExperimentsContract {
  const { pool } = options;

  async function expose(subject: ExperimentSubject, siteId: SiteId, experimentId: string) {
    const experiment = findExperiment(experimentId);
    if (!experiment) throw new AppError("NOT_FOUND", "notFound");
    const key = subjectKey(subject);
    const variant = assignedVariant(experiment, key).id;
    await pool.query(
      `INSERT INTO experiment_exposures (experiment, subject, user_id, variant, site_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (experiment, subject)
       DO UPDATE SET exposures = experiment_exposures.exposures + 1, last_at = now()`,
      [experiment.id, key, subject.userId, variant, siteId],
    );
    return { experiment: experiment.id, variant };
  }

  return {
    resolve: expose,

    async welcomeScreen(seeker, siteId) {
      const userId = requireSeekerId(seeker);
      // Registered recently and not yet left it (users.created_at read on purpose: one statement).
      const { rows } = await pool.query<{ due: boolean }>(
        `SELECT u.created_at > now() - make_interval(days => $2)
                AND NOT EXISTS (SELECT 1 FROM welcome_screens w WHERE w.user_id = u.id AND w.closed_at IS NOT NULL)
                AS due
           FROM users u WHERE u.id = $1`,
        [userId, WELCOME_SCREEN_DAYS],
      );
      if (!rows[0]?.due) return null;
      const { variant } = await expose({ userId, visitorId: "" }, siteId, WELCOME_SCREEN_EXPERIMENT.id);
      await pool.query(
        "INSERT INTO welcome_screens (user_id, variant) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING",
        [userId, variant],
      );
      return { variant };
    },

    async leaveWelcome(seeker, exit) {
      const userId = requireSeekerId(seeker);
      if (!WELCOME_EXITS.includes(exit)) throw new AppError("VALIDATION", "invalidValue");
      const variant = assignedVariant(WELCOME_SCREEN_EXPERIMENT, `user:${userId}`).id;
      // The first exit is the one that counts; leaving again changes nothing.
      await pool.query(
        `INSERT INTO welcome_screens (user_id, variant, closed_at, closed_with) VALUES ($1, $2, now(), $3)
         ON CONFLICT (user_id) DO UPDATE SET closed_at = now(), closed_with = $3
          WHERE welcome_screens.closed_at IS NULL`,
        [userId, variant, exit],
      );
    },

    async report(staff) {
      requireStaffArea(staff, "content");
      const { rows } = await pool.query<{
        experiment: string;
        variant: string;
        visitors: number;
        exposures: number;
      }>(
        `SELECT experiment, variant, count(*)::int AS visitors, sum(exposures)::int AS exposures
           FROM experiment_exposures GROUP BY experiment, variant`,
      );
      const { rows: exits } = await pool.query<{ variant: string; closed_with: string; seekers: number }>(
        `SELECT variant, closed_with, count(*)::int AS seekers FROM welcome_screens
          WHERE closed_with IS NOT NULL GROUP BY variant, closed_with`,
      );
      return EXPERIMENTS.map(
        (experiment): ExperimentReport => ({
          experiment: experiment.id,
          variants: experiment.variants.map((variant) => {
            const row = rows.find(
              (candidate) => candidate.experiment === experiment.id && candidate.variant === variant.id,
            );
            const byExit =
              experiment.id === WELCOME_SCREEN_EXPERIMENT.id
                ? Object.fromEntries(
                    exits
                      .filter((exit) => exit.variant === variant.id)
                      .map((exit) => [exit.closed_with, exit.seekers]),
                  )
                : {};
            return {
              variant: variant.id,
              visitors: row?.visitors ?? 0,
              exposures: row?.exposures ?? 0,
              exits: byExit,
            };
          }),
        }),
      );
    },
  };
}
