/**
 * The seeker's learning page (spec: course activity, active bundles, active status): the courses they are
 * enrolled in (the provider's enrolments) and the progress its webhooks reported (ours), each with the way
 * into the course through single sign-on. A finished course offers its skills to the seeker's default
 * profile; they are added only when the seeker asks (through the profiles service's own rules). When the
 * provider does not answer, the page still shows the progress we hold.
 */
import {
  type AccountUser,
  AppError,
  type LearnerContract,
  type LearnerCourse,
  type LearnerView,
} from "@portal/contracts";
import { hasSkill, type RecordedEnrolment, skillSchema, summariseLearning } from "@portal/domain";
import type pg from "pg";
import { requireSeekerId } from "../../auth/seekers.ts";
import type { ProfilesService } from "../profiles/index.ts";
import type { CourseService } from "./courses.ts";
import { type LearningProvider, type ProviderEnrolment, ProviderUnavailable } from "./provider-client.ts";

export function createLearnerService(options: {
  pool: pg.Pool;
  provider: Pick<LearningProvider, "enrolments">;
  courses: Pick<CourseService, "course" | "bundle" | "progressOf">;
  profiles: Pick<ProfilesService, "defaultProfile" | "addSkill" | "addCertificate">;
  /** The provider's public address: where "Start learning" goes. */
  providerUrl: URL;
  /** The learning site's name: the issuer its certificates show on a profile. */
  providerName: string;
}): LearnerContract {
  const { provider, courses, profiles } = options;

  async function titleAndSkills(courseId: string): Promise<{ title: string; skills: string[] }> {
    try {
      const found = (await courses.course(courseId)).value;
      return { title: found?.title ?? courseId, skills: found?.skills ?? [] };
    } catch {
      return { title: courseId, skills: [] };
    }
  }

  /** Skills the profile does not have yet and that a profile can hold. */
  function missing(skills: readonly string[], profileSkills: readonly string[]): string[] {
    return skills.filter(
      (skill) => skillSchema.safeParse({ name: skill }).success && !hasSkill(profileSkills, skill),
    );
  }

  return {
    async summary(userId) {
      const { rows } = await options.pool.query<{
        service_id: string;
        item_ref: string;
        course_ids: string[];
        title: string | null;
        progress: Record<string, number> | null;
      }>(
        `SELECT e.service_id, e.item_ref, e.course_ids, i.item_title AS title,
                (SELECT json_object_agg(p.course_id, p.percent) FROM learning_progress p
                  WHERE p.user_id = e.user_id AND p.course_id = ANY(e.course_ids)) AS progress
           FROM learning_enrolments e
           LEFT JOIN order_items i ON i.order_id = e.order_id AND i.service_id = e.service_id AND i.item_ref = e.item_ref
          WHERE e.user_id = $1
          ORDER BY e.enrolled_at DESC`,
        [userId],
      );
      const enrolments: RecordedEnrolment[] = rows.map((row) => ({
        kind: row.service_id === "course-bundle" ? "bundle" : "course",
        itemRef: row.item_ref,
        title: row.title || row.item_ref,
        courseIds: row.course_ids,
      }));
      const progress = new Map(rows.flatMap((row) => Object.entries(row.progress ?? {})));
      return summariseLearning(enrolments, progress);
    },

    async view(user: AccountUser): Promise<LearnerView> {
      const userId = requireSeekerId(user);
      let enrolments: ProviderEnrolment[] = [];
      let providerAnswered = true;
      try {
        enrolments = await provider.enrolments(userId);
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        providerAnswered = false;
      }
      const progress = new Map((await courses.progressOf(userId)).map((row) => [row.courseId, row]));
      const statuses = new Map<
        string,
        { status: LearnerCourse["status"]; percent: number; certificateUrl: string | null }
      >();
      for (const enrolment of enrolments)
        for (const course of enrolment.courses) statuses.set(course.courseId, course);
      const ids = [...new Set([...statuses.keys(), ...progress.keys()])];
      const profile = await profiles.defaultProfile(userId);
      const profileSkills = profile?.data.skills ?? [];
      const shownCertificates = new Set(profile?.data.certificates.map((entry) => entry.courseId) ?? []);
      const list = await Promise.all(
        ids.map(async (courseId): Promise<LearnerCourse> => {
          const ours = progress.get(courseId);
          const theirs = statuses.get(courseId);
          // The highest progress either side knows (a webhook may be on its way, the feed not read yet).
          const percent = Math.max(ours?.percent ?? 0, theirs?.percent ?? 0);
          const status =
            percent >= 100
              ? "completed"
              : percent > 0 || theirs?.status === "in_progress"
                ? "in_progress"
                : "enrolled";
          const { title, skills } = await titleAndSkills(courseId);
          const certificateUrl = ours?.certificateUrl ?? theirs?.certificateUrl ?? null;
          return {
            courseId,
            title,
            status,
            percent,
            certificateUrl,
            completedAt: ours?.completedAt ?? null,
            startUrl: new URL(`/login?course=${encodeURIComponent(courseId)}`, options.providerUrl).href,
            skillsToAdd: status === "completed" ? missing(skills, profileSkills) : [],
            certificateToAdd:
              status === "completed" &&
              certificateUrl !== null &&
              profile !== null &&
              !shownCertificates.has(courseId),
          };
        }),
      );
      const bundles = await Promise.all(
        enrolments
          .filter((enrolment) => enrolment.bundleId)
          .map(async (enrolment) => {
            const bundleId = enrolment.bundleId as string;
            const title = await courses
              .bundle(bundleId)
              .then((found) => found.value?.title ?? bundleId)
              .catch(() => bundleId);
            return { bundleId, title, status: enrolment.status, percent: enrolment.percent };
          }),
      );
      // Under way first, then enrolled, then finished.
      const order = { in_progress: 0, enrolled: 1, completed: 2 } as const;
      list.sort((a, b) => order[a.status] - order[b.status] || a.title.localeCompare(b.title));
      return { courses: list, bundles, providerAnswered };
    },

    async addSkills(user: AccountUser, courseId: string): Promise<{ added: string[]; certificate: boolean }> {
      const userId = requireSeekerId(user);
      const finished = (await courses.progressOf(userId)).find(
        (row) => row.courseId === courseId && row.percent >= 100,
      );
      if (!finished) throw new AppError("CONFLICT", "courseNotFinished");
      const profile = await profiles.defaultProfile(userId);
      if (!profile) throw new AppError("CONFLICT", "courseNoProfile");
      const { title, skills } = await titleAndSkills(courseId);
      const added: string[] = [];
      for (const skill of missing(skills, profile.data.skills)) {
        await profiles.addSkill(userId, profile.id, { name: skill });
        added.push(skill);
      }
      // The certificate as the provider issued it: only an address it reported, on its completion date.
      const certificate =
        finished.certificateUrl !== null &&
        !profile.data.certificates.some((entry) => entry.courseId === courseId);
      if (certificate && finished.certificateUrl)
        await profiles.addCertificate(userId, profile.id, {
          courseId,
          title,
          issuer: options.providerName,
          url: finished.certificateUrl,
          issuedOn: (finished.completedAt ?? new Date().toISOString()).slice(0, 10),
        });
      return { added, certificate };
    },
  };
}
