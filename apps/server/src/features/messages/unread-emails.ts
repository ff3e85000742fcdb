/**
 * A recruiter's message the seeker has not read for UNREAD_EMAIL_MINUTES is e-mailed to them, at most
 * once a day (UTC) per conversation, unless they turned these e-mails off (notification_preferences
 * "messages" by "email"). A scheduled task looks every few minutes; each conversation is claimed by
 * setting `seeker_emailed_on` in the same transaction that queues the e-mail, so two workers, or a
 * retried run, never send it twice.
 */
import { UNREAD_EMAIL_MINUTES } from "@portal/contracts";
import { inTransaction } from "@portal/db";
import { BRAND_BY_ID, type BrandId, isLanguage, type SiteId, withLanguage } from "@portal/domain";
import type pg from "pg";
import type { BackgroundTask } from "../../background/queue.ts";
import { type Notifier, wantsNotificationSql } from "../notifications/index.ts";
import { UNREAD_BY_SEEKER } from "./service.ts";

export const UNREAD_EMAIL_TASK = "messages.unread-emails";
/** Conversations e-mailed in one run; the next run takes the rest. */
const BATCH = 200;

export function createUnreadEmailTask(options: {
  pool: pg.Pool;
  notifier: Pick<Notifier, "send">;
  log: { info(object: object, message: string): void };
}): BackgroundTask {
  return {
    name: UNREAD_EMAIL_TASK,
    retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 300 },
    expireInSeconds: 600,
    isSingleton: true,
    pollingIntervalSeconds: 30,
    schedules: [{ cron: "*/5 * * * *" }],
    async run() {
      const sent = await sendDue(options);
      if (sent > 0) options.log.info({ sent }, "unread-message e-mails queued");
    },
  };
}

interface DueRow {
  id: string;
  origin: string;
  brand_id: BrandId;
  email: string;
  name: string;
  language: string;
  site_id: SiteId;
  company_name: string;
  job_title: string;
}

/** Queues the e-mails due now; returns how many. Exported for tests, which run it without the clock. */
export async function sendDue(options: { pool: pg.Pool; notifier: Pick<Notifier, "send"> }): Promise<number> {
  return inTransaction(options.pool, async (client) => {
    // Claimed and marked in one statement; SKIP LOCKED lets another worker's run take other rows.
    const { rows } = await client.query<DueRow>(
      `WITH due AS (
         SELECT c.id FROM conversations c
          WHERE c.seeker_blocked_at IS NULL AND c.seeker_archived_at IS NULL
            AND c.seeker_emailed_on IS DISTINCT FROM (now() AT TIME ZONE 'UTC')::date
            AND EXISTS (
              SELECT 1 FROM messages m
               WHERE m.conversation_id = c.id AND ${UNREAD_BY_SEEKER}
                 AND coalesce(m.released_at, m.created_at) <= now() - make_interval(mins => $1)
                 AND coalesce(m.released_at, m.created_at) > now() - interval '7 days')
            AND ${wantsNotificationSql("c.seeker_id", "messages", "email")}
            AND NOT EXISTS (SELECT 1 FROM users d WHERE d.id = c.seeker_id AND d.deletion_requested_at IS NOT NULL)
          ORDER BY c.last_message_at
          LIMIT $2
          FOR UPDATE OF c SKIP LOCKED
       )
       UPDATE conversations c SET seeker_emailed_on = (now() AT TIME ZONE 'UTC')::date
         FROM due, users u, companies co, jobs j
        WHERE c.id = due.id AND u.id = c.seeker_id AND co.id = c.company_id AND j.id = c.job_id
       RETURNING c.id, c.origin, c.brand_id, u.email, u.name, u.language, u.site_id, co.name AS company_name,
                 j.title AS job_title`,
      [UNREAD_EMAIL_MINUTES, BATCH],
    );
    for (const row of rows) {
      const language = isLanguage(row.language) ? row.language : "en";
      await options.notifier.send(
        {
          channel: "email",
          template: "message-unread",
          to: row.email,
          siteId: row.site_id,
          brand: BRAND_BY_ID[row.brand_id] ?? BRAND_BY_ID.jobnest,
          language,
          params: {
            name: row.name,
            company: row.company_name,
            search: row.job_title,
            link: `${row.origin}${withLanguage(`/seeker/messages/${row.id}`, language)}`,
            settings: `${row.origin}${withLanguage("/seeker/settings", language)}`,
          },
        },
        { client },
      );
    }
    return rows.length;
  });
}
