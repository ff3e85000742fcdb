/**
 * Sticky, deterministic assignment: a subject's point in [0, 1) is the first 32 bits of
 * SHA-256("<experiment>:<subject>"), so it is the same on every request and process, differs between
 * experiments (one experiment's split says nothing about another's), and needs nothing stored.
 */
import { createHash } from "node:crypto";
import { type Experiment, type ExperimentVariant, variantAt } from "@portal/domain";

export function assignmentPoint(experimentId: string, subject: string): number {
  const digest = createHash("sha256").update(`${experimentId}:${subject}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

export function assignedVariant(experiment: Experiment, subject: string): ExperimentVariant {
  return variantAt(experiment, assignmentPoint(experiment.id, subject));
}
