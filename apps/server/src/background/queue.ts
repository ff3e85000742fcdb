/**
 * Background work (decision 035): a durable job queue and scheduler in PostgreSQL (pg-boss). Features
 * describe their tasks (`BackgroundTask`) and enqueue jobs through `JobQueue`, in the same transaction as
 * the data that causes them when they pass their client; the app starts one `Background` per process,
 * which runs the tasks' workers and schedules unless told not to (`BACKGROUND_WORKERS=false`: a web
 * process that only enqueues, with `npm run worker` processes doing the work).
 *
 * What pg-boss gives every task: retries with exponential backoff; a job whose worker died (kill -9,
 * a lost machine) stops beating and is retried by another process within about half a minute (and
 * any job still running after `expireInSeconds` is taken for lost too); a job out of
 * retries stays `failed`, which `npm run jobs` lists and can retry; a cron schedule fires once across
 * any number of processes; stopping lets running jobs finish (up to a timeout) and leaves the rest to
 * expire and run again elsewhere.
 */
import { JOB_QUEUE_SCHEMA, jobQueueDatabase } from "@portal/db";
import type pg from "pg";
import { type JobResult, PgBoss } from "pg-boss";

export interface TaskContext {
  jobId: string;
  /** 0 on the first attempt, then 1, 2, … */
  retryCount: number;
  /**
   * Aborted when the job expires, or when a stopping process gives up waiting for it: a long task
   * returns early, and the job runs again.
   */
  signal: AbortSignal;
}

export interface BackgroundTask<Data extends object = object> {
  /** The queue's name, "<feature>.<what it does>" (e.g. "notifications.deliver"). */
  name: string;
  retry: {
    /** Attempts after the first before the job is left failed (the dead-letter state). */
    limit: number;
    /** Seconds before the first retry; each next one waits about twice as long, up to `maxDelaySeconds`. */
    delaySeconds: number;
    maxDelaySeconds: number;
  };
  /**
   * A running job older than this is taken for lost and retried, even when its worker still beats
   * (a hung task). A dead worker's jobs are noticed sooner, by their heartbeat (LOST_AFTER_SECONDS).
   */
  expireInSeconds: number;
  /** Workers of this task in one process, each taking `batchSize` jobs at a time (run side by side). */
  concurrency?: number;
  batchSize?: number;
  /** How often an idle worker looks for new jobs (pg-boss polls; the minimum is half a second). */
  pollingIntervalSeconds?: number;
  /** At most one job of this task waiting at a time: a second enqueue while one waits is dropped. */
  isSingleton?: boolean;
  /** Cron schedules (five fields, in `tz`, UTC by default), each firing once across all processes. */
  schedules?: readonly { cron: string; tz?: string; key?: string; data?: object }[];
  run(data: Data, context: TaskContext): Promise<void>;
}

export interface EnqueueOptions {
  /** Enqueue inside this transaction: the job exists if, and only if, the transaction commits. */
  client?: pg.ClientBase;
  /** Run no earlier than this. */
  startAfter?: Date;
  /** Jobs with the same key are one while one waits (e.g. one digest per alert and hour). */
  singletonKey?: string;
  /** With `singletonKey`: one job per key in each window of this many seconds. */
  singletonSeconds?: number;
}

export interface JobQueue {
  /** Returns the job's id, or null when a singleton job of the same key already waits. */
  enqueue(task: string, data: object, options?: EnqueueOptions): Promise<string | null>;
  /** Many jobs of one task in one statement (in `client`'s transaction when given). */
  enqueueMany(task: string, data: readonly object[], options?: Pick<EnqueueOptions, "client">): Promise<void>;
}

export interface Background extends JobQueue {
  /** Workers and schedules run in this process. */
  readonly isWorking: boolean;
  /**
   * Declares the tasks (their queues, retry policies) and, in a working process, starts their workers
   * and schedules. Jobs can be enqueued for declared tasks only.
   */
  start(tasks: readonly BackgroundTask<never>[]): Promise<void>;
  /** Stops taking jobs and lets running ones finish (up to `timeoutMs`, then they fail back); idempotent. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface CreateBackgroundOptions {
  pool: pg.Pool;
  /** Run workers and schedules here, or only enqueue. */
  runWorkers: boolean;
  /** Shown in the instance registry (`npm run jobs -- status`): "web", "worker". */
  instanceName: string;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

export interface StartBackgroundOptions extends CreateBackgroundOptions {
  tasks: readonly BackgroundTask<never>[];
}

const STOP_TIMEOUT_MS = 20_000;
/**
 * A running job's worker marks it alive every half of this; a job unmarked for this long belonged to a
 * process that died (kill -9, a lost machine) and is retried elsewhere. pg-boss's minimum is 10 s.
 */
export const LOST_AFTER_SECONDS = 10;
/**
 * How often working processes look for lost and expired jobs (one process at a time does it, with the
 * queues' counts for `npm run jobs`; pg-boss's default is a minute).
 */
const LOST_JOB_CHECK_SECONDS = 10;

/** A started queue with its tasks declared (and working, when `runWorkers`). */
export async function startBackground(options: StartBackgroundOptions): Promise<Background> {
  const background = await createBackground(options);
  await background.start(options.tasks);
  return background;
}

/**
 * The background runtime of a process: able to enqueue at once; its tasks are declared (and their
 * workers started) with `start`, once the services they use exist.
 */
export async function createBackground(options: CreateBackgroundOptions): Promise<Background> {
  const { runWorkers, log } = options;
  const boss = new PgBoss({
    db: jobQueueDatabase(options.pool),
    schema: JOB_QUEUE_SCHEMA,
    // migrateDatabase installs and upgrades the schema; a running process never migrates it.
    migrate: false,
    createSchema: false,
    supervise: runWorkers,
    superviseIntervalSeconds: LOST_JOB_CHECK_SECONDS,
    monitorIntervalSeconds: LOST_JOB_CHECK_SECONDS,
    schedule: runWorkers,
    instanceName: options.instanceName,
  });
  // pg-boss reports its own failures (a lost connection while polling) as events, and retries by itself.
  boss.on("error", (error) => log.error({ err: error }, "background queue error"));
  await boss.start();
  const known = new Set<string>();

  async function start(tasks: readonly BackgroundTask<never>[]): Promise<void> {
    for (const task of tasks) {
      known.add(task.name);
      const queueOptions = {
        retryLimit: task.retry.limit,
        retryDelay: task.retry.delaySeconds,
        retryBackoff: true,
        retryDelayMax: task.retry.maxDelaySeconds,
        expireInSeconds: task.expireInSeconds,
        heartbeatSeconds: LOST_AFTER_SECONDS,
      };
      if (await boss.getQueue(task.name)) await boss.updateQueue(task.name, queueOptions);
      else
        await boss.createQueue(task.name, {
          ...queueOptions,
          policy: task.isSingleton ? "short" : "standard",
        });
    }

    if (runWorkers) {
      for (const task of tasks as readonly BackgroundTask<object>[]) {
        await boss.work<object>(
          task.name,
          {
            batchSize: task.batchSize ?? 1,
            // Each job of a batch succeeds or fails (and is retried) on its own.
            perJobResults: true,
            // A full batch means more are waiting: fetch again at once instead of after the interval.
            burstWhenBatchFull: true,
            localConcurrency: task.concurrency ?? 1,
            pollingIntervalSeconds: task.pollingIntervalSeconds ?? 2,
          },
          (jobs) =>
            Promise.all(
              jobs.map(async (job): Promise<JobResult> => {
                try {
                  await task.run(job.data, {
                    jobId: job.id,
                    retryCount: job.retryCount,
                    signal: job.signal,
                  });
                  return { id: job.id, status: "completed" };
                } catch (error) {
                  const message = error instanceof Error ? error.message : String(error);
                  log.error(
                    { err: error, task: task.name, jobId: job.id, retryCount: job.retryCount },
                    "background job failed",
                  );
                  return { id: job.id, status: "failed", output: { message } };
                }
              }),
            ),
        );
        for (const schedule of task.schedules ?? []) {
          await boss.schedule(task.name, schedule.cron, schedule.data ?? {}, {
            tz: schedule.tz ?? "UTC",
            ...(schedule.key ? { key: schedule.key } : {}),
          });
        }
        // Schedules live in the database: one no longer declared (removed from the code) is dropped.
        const declared = new Set((task.schedules ?? []).map((schedule) => schedule.key ?? ""));
        for (const stored of await boss.getSchedules(task.name)) {
          if (!declared.has(stored.key ?? "")) await boss.unschedule(task.name, stored.key || undefined);
        }
      }
      log.info({ tasks: tasks.map((task) => task.name) }, "background workers started");
    }
  }

  let stopped: Promise<void> | undefined;
  return {
    isWorking: runWorkers,
    start,
    async enqueue(task, data, enqueueOptions = {}) {
      if (!known.has(task)) throw new Error(`No background task is called ${task}`);
      return boss.send(task, data, {
        ...(enqueueOptions.client ? { db: jobQueueDatabase(enqueueOptions.client) } : {}),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.singletonSeconds ? { singletonSeconds: enqueueOptions.singletonSeconds } : {}),
      });
    },
    async enqueueMany(task, data, enqueueOptions = {}) {
      if (!known.has(task)) throw new Error(`No background task is called ${task}`);
      if (data.length === 0) return;
      await boss.insert(
        task,
        data.map((item) => ({ data: item })),
        enqueueOptions.client ? { db: jobQueueDatabase(enqueueOptions.client) } : {},
      );
    },
    stop(timeoutMs = STOP_TIMEOUT_MS) {
      stopped ??= boss.stop({ graceful: true, close: false, timeout: timeoutMs });
      return stopped;
    },
  };
}
