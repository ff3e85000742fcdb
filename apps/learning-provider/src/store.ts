/**
 * The provider's state (enrolments, progress, certificates, learner sessions, activity events and the
 * webhook outbox) lives in one JSON file in its data directory, not in the portal's database. It is held
 * in memory by this one process and written whole after each change: to a temporary file first, then
 * renamed over the old one, so a crash leaves either the old state or the new, never half a file.
 * Writes are queued one after another; a caller that awaits `save()` knows its change is on disk.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";

export interface Learner {
  sub: string;
  email: string | null;
  name: string | null;
  language: string | null;
}

export interface Enrolment {
  id: string;
  /** The portal's reference (an order item): one enrolment per reference, however often it is sent. */
  reference: string;
  sub: string;
  courseIds: string[];
  bundleId: string | null;
  createdAt: string;
}

export type ProgressStatus = "enrolled" | "in_progress" | "completed";

export interface Progress {
  sub: string;
  courseId: string;
  status: ProgressStatus;
  percent: number;
  startedAt: string | null;
  completedAt: string | null;
  certificateId: string | null;
  updatedAt: string;
}

export interface Certificate {
  id: string;
  sub: string;
  name: string | null;
  courseId: string;
  issuedAt: string;
}

export type ActivityType = "course.started" | "course.progress" | "course.completed";

export interface ActivityEvent {
  /** Position in the activity feed: the cursor of `GET /api/v1/activity?after=`. */
  seq: number;
  id: string;
  type: ActivityType;
  sub: string;
  courseId: string;
  percent: number;
  certificateUrl?: string;
  at: string;
}

export interface OutboxEntry {
  eventId: string;
  /** The exact body sent (and signed) on every attempt. */
  body: string;
  attempts: number;
  nextAttemptAt: number;
  deliveredAt: string | null;
  /** Set when the last allowed attempt failed; the portal catches up through the activity feed. */
  gaveUpAt: string | null;
  lastError: string | null;
}

export interface LearnerSession {
  /** SHA-256 of the cookie's token: the file never holds a usable session token. */
  tokenHash: string;
  sub: string;
  /** The portal's session id from the ID token, for back-channel logout. */
  sid: string | null;
  name: string | null;
  email: string | null;
  locale: string | null;
  csrfToken: string;
  createdAt: string;
  expiresAt: number;
}

export interface State {
  version: 1;
  learners: Record<string, Learner>;
  enrolments: Enrolment[];
  progress: Progress[];
  certificates: Certificate[];
  events: ActivityEvent[];
  outbox: OutboxEntry[];
  sessions: LearnerSession[];
}

export const STATE_FILE_NAME = "state.json";

function emptyState(): State {
  return {
    version: 1,
    learners: {},
    enrolments: [],
    progress: [],
    certificates: [],
    events: [],
    outbox: [],
    sessions: [],
  };
}

export function openStore(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, STATE_FILE_NAME);
  let state: State;
  try {
    state = { ...emptyState(), ...(JSON.parse(readFileSync(file, "utf8")) as State) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    state = emptyState();
  }

  let queue: Promise<void> = Promise.resolve();
  let counter = 0;

  async function writeNow(): Promise<void> {
    const temporary = `${file}.${process.pid}.${++counter}.tmp`;
    await writeFile(temporary, JSON.stringify(state));
    await rename(temporary, file);
  }

  return {
    file,
    get state(): State {
      return state;
    },
    /** Writes the state as it is now (after any write already queued). */
    save(): Promise<void> {
      queue = queue.then(writeNow, writeNow);
      return queue;
    },
  };
}

export type Store = ReturnType<typeof openStore>;
