/**
 * Every background task of the portal, built from the configuration: what `buildApp` runs in the web
 * process by default and `npm run worker` runs in worker processes (decision 035). Features own their
 * tasks; housekeeping gathers the sweeps of tables whose rows simply expire.
 */
import type {
  AccountUser,
  ApplicationsContract,
  RecommendationsContract,
  SearchServiceContract,
} from "@portal/contracts";
import type pg from "pg";
import { sweepExpiredSessions } from "./auth/session-store.ts";
import type { BackgroundTask, JobQueue } from "./background/queue.ts";
import type { AppConfig } from "./config.ts";
import { sweepExpiredCodes } from "./features/accounts/index.ts";
import { createAlertTasks } from "./features/job-alerts/index.ts";
import { sweepExpiredOidcModels } from "./features/learning/index.ts";
import { createUnreadEmailTask } from "./features/messages/index.ts";
import { createDeliveryTask, type Notifier, smsProviderFrom } from "./features/notifications/index.ts";
import { sweepSearchAppearancePairs } from "./features/profile-views/index.ts";
import { createSearchRefreshTask } from "./features/search/index.ts";
import { sweepExpiredRateLimits } from "./plugins/rate-limit.ts";

export const HOUSEKEEPING_TASK = "housekeeping.sweep";

interface TaskLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface PortalTasks {
  tasks: readonly BackgroundTask<never>[];
  /** Closes what the tasks hold open (the SMTP transport). */
  close(): void;
}

export interface PortalTaskServices {
  queue: JobQueue;
  notifier: Pick<Notifier, "send">;
  search: Pick<SearchServiceContract, "searchJobs">;
  recommendations: Pick<RecommendationsContract, "hiddenFor">;
  applications: Pick<ApplicationsContract, "appliedJobIds">;
}

export function createPortalTasks({
  config,
  pool,
  log,
  services,
}: {
  config: AppConfig;
  pool: pg.Pool;
  log: TaskLog;
  services: PortalTaskServices;
}): PortalTasks {
  const delivery = createDeliveryTask({
    pool,
    smtpUrl: config.accounts.smtpUrl,
    mailFrom: config.accounts.mailFrom,
    smsProvider: smsProviderFrom(config.accounts.smsProviderUrl, config.accounts.smsProviderToken),
    isProduction: config.env === "production",
    log,
  });
  const housekeeping: BackgroundTask = {
    name: HOUSEKEEPING_TASK,
    retry: { limit: 1, delaySeconds: 300, maxDelaySeconds: 300 },
    expireInSeconds: 600,
    isSingleton: true,
    pollingIntervalSeconds: 30,
    schedules: [{ cron: "17 * * * *" }],
    async run() {
      const removed = {
        sessions: await sweepExpiredSessions(pool),
        codes: await sweepExpiredCodes(pool),
        rateLimits: await sweepExpiredRateLimits(pool),
        searchAppearancePairs: await sweepSearchAppearancePairs(pool),
        oidcModels: await sweepExpiredOidcModels(pool),
      };
      log.info(removed, "housekeeping: expired rows removed");
    },
  };
  return {
    tasks: [
      delivery,
      createSearchRefreshTask(pool),
      housekeeping,
      createUnreadEmailTask({ pool, notifier: services.notifier, log }),
      ...createAlertTasks({
        pool,
        secret: config.accounts.sessionSecret,
        queue: services.queue,
        notifier: services.notifier,
        search: services.search,
        hiddenFor: (userId) =>
          services.recommendations.hiddenFor({ id: userId, role: "seeker" } satisfies Pick<
            AccountUser,
            "id" | "role"
          >),
        appliedJobIds: (userId, jobIds) => services.applications.appliedJobIds(userId, jobIds),
        log,
      }),
    ],
    close: () => delivery.close(),
  };
}
