/**
 * The learning provider as the portal sees it (decision 050): one interface, and its HTTP adapter for the
 * provider's version 1 API (a bearer key, JSON, a short timeout: a slow provider must not hold a page).
 * Nothing else of the portal speaks to the provider.
 */
import { AppError, type Course, type CourseBundle } from "@portal/contracts";

export type ProviderCourse = Course;
export type ProviderBundle = CourseBundle;

export interface ProviderEvent {
  id: string;
  type: "course.started" | "course.progress" | "course.completed";
  sub: string;
  courseId: string;
  percent: number;
  certificateUrl?: string;
  at: string;
}

/** A learner's enrolment as the provider keeps it (spec: active bundles, active status). */
export interface ProviderEnrolment {
  id: string;
  reference: string;
  bundleId: string | null;
  courseIds: string[];
  status: "enrolled" | "in_progress" | "completed";
  percent: number;
  courses: {
    courseId: string;
    status: "enrolled" | "in_progress" | "completed";
    percent: number;
    certificateUrl: string | null;
  }[];
}

export interface CourseQuery {
  query?: string;
  skill?: string;
  level?: string;
  language?: string;
  maxMinutes?: number;
  category?: string;
  /** Comma-separated price tiers ("t1,t2"): the courses the buyer's price limit allows. */
  priceTiers?: string;
  page?: number;
}

export interface LearningProvider {
  courses(
    query: CourseQuery,
  ): Promise<{ items: ProviderCourse[]; total: number; page: number; pageSize: number }>;
  course(id: string): Promise<ProviderCourse | null>;
  bundles(): Promise<{ items: ProviderBundle[]; total: number }>;
  bundle(id: string): Promise<ProviderBundle | null>;
  enrol(input: {
    reference: string;
    learner: { sub: string; email?: string; name?: string; language?: string };
    courseIds?: string[];
    bundleId?: string;
  }): Promise<{ id: string; reference: string }>;
  enrolments(sub: string): Promise<ProviderEnrolment[]>;
  activity(
    after: string,
    limit?: number,
  ): Promise<{ events: ProviderEvent[]; cursor: string; hasMore: boolean }>;
}

/** The provider did not answer, or answered with a failure: callers fall back or say it plainly. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderUnavailable";
  }
}

const TIMEOUT_MS = 3000;

export function createHttpLearningProvider(options: {
  baseUrl: URL;
  apiKey: string;
  fetch?: typeof fetch;
}): LearningProvider {
  const send = options.fetch ?? fetch;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T | null> {
    let response: Response;
    try {
      response = await send(new URL(path, options.baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailable(`${method} ${path}: no answer`, { cause: error });
    }
    if (response.status === 404) return null;
    if (response.status === 409 || response.status === 422)
      throw new AppError("CONFLICT", "coursesUnavailable", { cause: await response.text() });
    if (!response.ok) throw new ProviderUnavailable(`${method} ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  const query = (input: CourseQuery) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(input))
      if (value !== undefined && value !== "") params.set(key, String(value));
    return params.toString();
  };

  return {
    async courses(input) {
      const found = await call<Awaited<ReturnType<LearningProvider["courses"]>>>(
        "GET",
        `/api/v1/courses?${query(input)}`,
      );
      return found ?? { items: [], total: 0, page: input.page ?? 1, pageSize: 20 };
    },
    course: (id) => call<ProviderCourse>("GET", `/api/v1/courses/${encodeURIComponent(id)}`),
    async bundles() {
      return (
        (await call<{ items: ProviderBundle[]; total: number }>("GET", "/api/v1/bundles")) ?? {
          items: [],
          total: 0,
        }
      );
    },
    bundle: (id) => call<ProviderBundle>("GET", `/api/v1/bundles/${encodeURIComponent(id)}`),
    async enrol(input) {
      const made = await call<{ id: string; reference: string }>("POST", "/api/v1/enrolments", input);
      if (!made) throw new ProviderUnavailable("enrolment: not found");
      return made;
    },
    async enrolments(sub) {
      const found = await call<{ items: ProviderEnrolment[] }>(
        "GET",
        `/api/v1/enrolments?${new URLSearchParams({ sub }).toString()}`,
      );
      return found?.items ?? [];
    },
    async activity(after, limit = 200) {
      const found = await call<{ events: ProviderEvent[]; cursor: string; hasMore: boolean }>(
        "GET",
        `/api/v1/activity?${query({ after, limit } as CourseQuery)}`,
      );
      return found ?? { events: [], cursor: after, hasMore: false };
    },
  };
}
