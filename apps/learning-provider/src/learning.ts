/**
 * What the provider does with learners: enrolments (idempotent by the portal's reference), progress
 * (started, a lesson done, completed with a certificate), the activity feed those changes write, and the
 * webhook each event queues. Every change is saved before it is answered.
 */
import { randomUUID } from "node:crypto";
import type { Bundle, CatalogueIndex, Course } from "./catalogue.ts";
import type {
  ActivityEvent,
  ActivityType,
  Certificate,
  Enrolment,
  Learner,
  Progress,
  ProgressStatus,
  Store,
} from "./store.ts";

/** "Mark lesson done": the preview is the course's one lesson before the final step. */
export const LESSON_DONE_PERCENT = 50;
export const ACTIVITY_PAGE_LIMIT = 100;
export const ACTIVITY_MAX_LIMIT = 500;
/** Delivered webhooks are kept this long (for looking into a problem), then dropped from the file. */
const DELIVERED_KEPT_MS = 7 * 24 * 3600 * 1000;

export class LearningError extends Error {
  readonly code: "unknown_course" | "unknown_bundle" | "reference_conflict";
  constructor(code: LearningError["code"], message: string) {
    super(message);
    this.code = code;
  }
}

export interface EnrolmentRequest {
  reference: string;
  learner: { sub: string; email?: string | null; name?: string | null; language?: string | null };
  courseIds?: string[];
  bundleId?: string | null;
}

export interface CourseProgressView {
  courseId: string;
  status: ProgressStatus;
  percent: number;
  startedAt: string | null;
  completedAt: string | null;
  certificateUrl: string | null;
}

export interface EnrolmentView {
  id: string;
  reference: string;
  sub: string;
  bundleId: string | null;
  courseIds: string[];
  createdAt: string;
  status: ProgressStatus;
  percent: number;
  courses: CourseProgressView[];
}

/** The webhook's and the activity feed's shape of an event (decision 050). */
export interface EventBody {
  id: string;
  type: ActivityType;
  sub: string;
  courseId: string;
  percent: number;
  certificateUrl?: string;
  at: string;
}

export function eventBody(event: ActivityEvent): EventBody {
  const { seq: _seq, ...body } = event;
  return body;
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");
}

export function createLearning(options: {
  store: Store;
  catalogue: CatalogueIndex;
  publicUrl: string;
  /** Whether events are queued for a webhook receiver (false when none is configured). */
  hasWebhook: boolean;
  /** Called after an event was queued and saved, to deliver it soon. */
  onEvent?: () => void;
  now?: () => Date;
}) {
  const { store, catalogue } = options;
  const now = () => options.now?.() ?? new Date();

  function certificateUrl(id: string | null): string | null {
    return id ? `${options.publicUrl}/certificates/${id}` : null;
  }

  function progressOf(sub: string, courseId: string): Progress | undefined {
    return store.state.progress.find((row) => row.sub === sub && row.courseId === courseId);
  }

  function progressView(sub: string, courseId: string): CourseProgressView {
    const row = progressOf(sub, courseId);
    return {
      courseId,
      status: row?.status ?? "enrolled",
      percent: row?.percent ?? 0,
      startedAt: row?.startedAt ?? null,
      completedAt: row?.completedAt ?? null,
      certificateUrl: certificateUrl(row?.certificateId ?? null),
    };
  }

  function enrolmentView(enrolment: Enrolment): EnrolmentView {
    const courses = enrolment.courseIds.map((courseId) => progressView(enrolment.sub, courseId));
    const percent = Math.round(courses.reduce((sum, course) => sum + course.percent, 0) / courses.length);
    const status: ProgressStatus = courses.every((course) => course.status === "completed")
      ? "completed"
      : courses.some((course) => course.status !== "enrolled")
        ? "in_progress"
        : "enrolled";
    return { ...enrolment, status, percent, courses };
  }

  function upsertLearner(learner: Learner): void {
    const known = store.state.learners[learner.sub];
    store.state.learners[learner.sub] = {
      sub: learner.sub,
      email: learner.email ?? known?.email ?? null,
      name: learner.name ?? known?.name ?? null,
      language: learner.language ?? known?.language ?? null,
    };
  }

  function record(type: ActivityType, progress: Progress, certificateId?: string): ActivityEvent {
    const events = store.state.events;
    const event: ActivityEvent = {
      seq: (events.at(-1)?.seq ?? 0) + 1,
      id: randomUUID(),
      type,
      sub: progress.sub,
      courseId: progress.courseId,
      percent: progress.percent,
      ...(certificateId ? { certificateUrl: certificateUrl(certificateId) ?? undefined } : {}),
      at: progress.updatedAt,
    };
    events.push(event);
    if (options.hasWebhook) {
      store.state.outbox.push({
        eventId: event.id,
        body: JSON.stringify(eventBody(event)),
        attempts: 0,
        nextAttemptAt: 0,
        deliveredAt: null,
        gaveUpAt: null,
        lastError: null,
      });
    }
    return event;
  }

  function pruneOutbox(at: number): void {
    store.state.outbox = store.state.outbox.filter(
      (entry) => !entry.deliveredAt || at - Date.parse(entry.deliveredAt) < DELIVERED_KEPT_MS,
    );
  }

  async function saveEvents(recorded: ActivityEvent[]): Promise<void> {
    if (recorded.length === 0) return;
    pruneOutbox(now().getTime());
    await store.save();
    options.onEvent?.();
  }

  /** Starts the course's progress if it has not started; returns the events written. */
  function startIfNeeded(progress: Progress, at: string): ActivityEvent[] {
    if (progress.status !== "enrolled") return [];
    progress.status = "in_progress";
    progress.startedAt = at;
    progress.updatedAt = at;
    return [record("course.started", progress)];
  }

  return {
    certificateUrl,

    async enrol(request: EnrolmentRequest): Promise<EnrolmentView> {
      const bundle: Bundle | undefined = request.bundleId ? catalogue.bundle(request.bundleId) : undefined;
      if (request.bundleId && !bundle) {
        throw new LearningError("unknown_bundle", `No bundle "${request.bundleId}"`);
      }
      const courseIds = [
        ...new Set(request.courseIds?.length ? request.courseIds : (bundle?.courseIds ?? [])),
      ];
      const unknown = courseIds.filter((id) => !catalogue.course(id));
      if (unknown.length) throw new LearningError("unknown_course", `No course ${unknown.join(", ")}`);

      const existing = store.state.enrolments.find((enrolment) => enrolment.reference === request.reference);
      if (existing) {
        // A retry of the same enrolment answers the first one; another enrolment may not reuse its reference.
        if (existing.sub !== request.learner.sub || !sameSet(existing.courseIds, courseIds)) {
          throw new LearningError(
            "reference_conflict",
            `Reference "${request.reference}" already enrolled other courses or another learner`,
          );
        }
        return enrolmentView(existing);
      }

      const at = now().toISOString();
      upsertLearner({
        sub: request.learner.sub,
        email: request.learner.email ?? null,
        name: request.learner.name ?? null,
        language: request.learner.language ?? null,
      });
      const enrolment: Enrolment = {
        id: randomUUID(),
        reference: request.reference,
        sub: request.learner.sub,
        courseIds,
        bundleId: bundle?.id ?? null,
        createdAt: at,
      };
      store.state.enrolments.push(enrolment);
      for (const courseId of courseIds) {
        if (progressOf(enrolment.sub, courseId)) continue;
        store.state.progress.push({
          sub: enrolment.sub,
          courseId,
          status: "enrolled",
          percent: 0,
          startedAt: null,
          completedAt: null,
          certificateId: null,
          updatedAt: at,
        });
      }
      await store.save();
      return enrolmentView(enrolment);
    },

    enrolmentsOf(sub: string): EnrolmentView[] {
      return store.state.enrolments.filter((enrolment) => enrolment.sub === sub).map(enrolmentView);
    },

    isEnrolled(sub: string, courseId: string): boolean {
      return progressOf(sub, courseId) !== undefined;
    },

    progress(sub: string, courseId: string): CourseProgressView | null {
      return progressOf(sub, courseId) ? progressView(sub, courseId) : null;
    },

    /** A learner who arrives at an enrolled course through single sign-on has started it. */
    async start(sub: string, courseId: string): Promise<void> {
      const progress = progressOf(sub, courseId);
      if (!progress) return;
      await saveEvents(startIfNeeded(progress, now().toISOString()));
    },

    async markLessonDone(sub: string, courseId: string): Promise<boolean> {
      const progress = progressOf(sub, courseId);
      if (!progress) return false;
      const at = now().toISOString();
      const recorded = startIfNeeded(progress, at);
      if (progress.percent < LESSON_DONE_PERCENT) {
        progress.percent = LESSON_DONE_PERCENT;
        progress.updatedAt = at;
        recorded.push(record("course.progress", progress));
      }
      await saveEvents(recorded);
      return true;
    },

    async complete(sub: string, courseId: string, learnerName: string | null): Promise<boolean> {
      const progress = progressOf(sub, courseId);
      if (!progress) return false;
      const at = now().toISOString();
      const recorded = startIfNeeded(progress, at);
      if (progress.status !== "completed") {
        const certificate: Certificate = {
          id: randomUUID(),
          sub,
          name: learnerName ?? store.state.learners[sub]?.name ?? null,
          courseId,
          issuedAt: at,
        };
        store.state.certificates.push(certificate);
        progress.status = "completed";
        progress.percent = 100;
        progress.completedAt = at;
        progress.certificateId = certificate.id;
        progress.updatedAt = at;
        recorded.push(record("course.completed", progress, certificate.id));
      }
      await saveEvents(recorded);
      return true;
    },

    certificate(id: string): { certificate: Certificate; course: Course | undefined } | null {
      const certificate = store.state.certificates.find((candidate) => candidate.id === id);
      return certificate ? { certificate, course: catalogue.course(certificate.courseId) } : null;
    },

    /** Events after the cursor, in order; the cursor to ask from next time. */
    activity(after: number, limit: number): { events: EventBody[]; cursor: string; hasMore: boolean } {
      const newer = store.state.events.filter((event) => event.seq > after);
      const page = newer.slice(0, limit);
      return {
        events: page.map(eventBody),
        cursor: String(page.at(-1)?.seq ?? after),
        hasMore: newer.length > page.length,
      };
    },
  };
}

export type Learning = ReturnType<typeof createLearning>;
