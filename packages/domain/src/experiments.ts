/**
 * A/B experiments (spec: A/B variant resolve): each experiment's variants and their shares. A visitor's
 * variant follows from a number computed from their id and the experiment's name (the server hashes
 * them), so it is the same on every visit and every process without being stored.
 */

export interface ExperimentVariant {
  id: string;
  /** Relative share of visitors (weights need not add up to anything). */
  weight: number;
}

export interface Experiment {
  id: string;
  variants: readonly ExperimentVariant[];
}

/**
 * The welcome screen a new seeker sees after registering (spec: splash screen): a checklist of the
 * three things that get a profile found, or one call to add a resume first. Which one leads more new
 * seekers to a resume and a job alert in their first week is what the exposures and events tell staff.
 */
export const WELCOME_SCREEN_EXPERIMENT: Experiment = {
  id: "welcome-screen",
  variants: [
    { id: "checklist", weight: 1 },
    { id: "resume-first", weight: 1 },
  ],
};

export const EXPERIMENTS: readonly Experiment[] = [WELCOME_SCREEN_EXPERIMENT];

export function findExperiment(id: string): Experiment | undefined {
  return EXPERIMENTS.find((experiment) => experiment.id === id);
}

/** The variant for a point in [0, 1): the variants' weights laid end to end. */
export function variantAt(experiment: Experiment, point: number): ExperimentVariant {
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  let edge = 0;
  for (const variant of experiment.variants) {
    edge += variant.weight / total;
    if (point < edge) return variant;
  }
  // Rounding can leave the last edge a hair below 1.
  return experiment.variants[experiment.variants.length - 1] as ExperimentVariant;
}

/** Days after registering that a seeker is shown the welcome screen, until they leave it. */
export const WELCOME_SCREEN_DAYS = 7;
