/**
 * Attempts nobody came back to: once their time and grace are over they are scored on the answers
 * saved, so a passed test shows on the profile without the seeker opening the page again.
 */
import type pg from "pg";
import type { BackgroundTask } from "../../background/queue.ts";
import { closeExpiredAttempts } from "./service.ts";

export const CLOSE_ATTEMPTS_TASK = "assessments.close";

export function createCloseAttemptsTask(options: {
  pool: pg.Pool;
  log: { info(object: object, message: string): void };
}): BackgroundTask {
  return {
    name: CLOSE_ATTEMPTS_TASK,
    retry: { limit: 3, delaySeconds: 60, maxDelaySeconds: 600 },
    expireInSeconds: 300,
    isSingleton: true,
    pollingIntervalSeconds: 60,
    schedules: [{ cron: "*/10 * * * *" }],
    async run() {
      const closed = await closeExpiredAttempts(options.pool);
      if (closed > 0) options.log.info({ closed }, "assessment attempts closed after their time");
    },
  };
}
