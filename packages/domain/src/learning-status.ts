/**
 * Where a seeker stands in what they bought from the learning provider (spec: active bundles, active
 * status), from the enrolments the portal recorded and the progress the provider reported: a course is
 * completed at 100 %, under way once any progress came in, otherwise not started; a bundle's percent is
 * its courses' average (rounded down: never "done" before it is), and it is completed when all are.
 */
export type LearningStatus = "enrolled" | "in_progress" | "completed";

export interface RecordedEnrolment {
  kind: "course" | "bundle";
  itemRef: string;
  title: string;
  courseIds: readonly string[];
}

export interface LearningSummary {
  bundles: { bundleId: string; title: string; status: LearningStatus; percent: number }[];
  /** Courses bought, alone or in a bundle, each counted once, by status. */
  courses: Record<LearningStatus, number>;
}

function statusOf(percent: number | undefined): LearningStatus {
  if (percent === undefined) return "enrolled";
  return percent >= 100 ? "completed" : "in_progress";
}

export function summariseLearning(
  enrolments: readonly RecordedEnrolment[],
  progress: ReadonlyMap<string, number>,
): LearningSummary {
  const courses: Record<LearningStatus, number> = { enrolled: 0, in_progress: 0, completed: 0 };
  for (const courseId of new Set(enrolments.flatMap((enrolment) => enrolment.courseIds)))
    courses[statusOf(progress.get(courseId))] += 1;
  const bundles = enrolments
    .filter((enrolment) => enrolment.kind === "bundle" && enrolment.courseIds.length > 0)
    .map((enrolment) => {
      const percents = enrolment.courseIds.map((courseId) => progress.get(courseId));
      const percent = Math.floor(
        percents.reduce<number>((sum, value) => sum + (value ?? 0), 0) / percents.length,
      );
      const status: LearningStatus = percents.every((value) => value !== undefined && value >= 100)
        ? "completed"
        : percents.some((value) => value !== undefined)
          ? "in_progress"
          : "enrolled";
      return { bundleId: enrolment.itemRef, title: enrolment.title, status, percent };
    });
  return { bundles, courses };
}
