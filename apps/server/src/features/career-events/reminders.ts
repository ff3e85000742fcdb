/**
 * The day-before reminder of career events: every registration of a published event starting within
 * CAREER_EVENT_REMINDER_HOURS that has not been reminded is marked and its e-mail queued in one
 * transaction, so a run that dies or runs twice reminds nobody twice.
 */

import type { PollText } from "@portal/db";
import { inTransaction } from "@portal/db";
import {
  BRAND_BY_ID,
  CAREER_EVENT_REMINDER_HOURS,
  dateTimeFormat,
  isLanguage,
  isSiteId,
  localeFor,
  SITE_BY_ID,
  withLanguage,
} from "@portal/domain";
import type pg from "pg";
import type { BackgroundTask } from "../../background/queue.ts";
import type { Notifier } from "../notifications/index.ts";

export const EVENT_REMINDER_TASK = "career-events.remind";
const BATCH = 200;

export function createEventReminderTask(options: {
  pool: pg.Pool;
  notifier: Pick<Notifier, "send">;
  log: { info(object: object, message: string): void };
}): BackgroundTask {
  return {
    name: EVENT_REMINDER_TASK,
    retry: { limit: 3, delaySeconds: 120, maxDelaySeconds: 1800 },
    expireInSeconds: 600,
    isSingleton: true,
    pollingIntervalSeconds: 60,
    schedules: [{ cron: "5 * * * *" }],
    async run() {
      const reminded = await inTransaction(options.pool, async (client) => {
        const { rows } = await client.query<{
          id: string;
          name: string;
          email: string;
          language: string;
          origin: string;
          event_id: string;
          site_id: string;
          title: PollText;
          starts_at: Date;
          place: string;
        }>(
          `WITH due AS (
             SELECT r.id FROM event_registrations r JOIN career_events e ON e.id = r.event_id
              WHERE r.reminded_at IS NULL AND e.published_at IS NOT NULL
                AND e.starts_at > now() AND e.starts_at <= now() + make_interval(hours => $1)
              ORDER BY e.starts_at LIMIT $2
              FOR UPDATE OF r SKIP LOCKED
           )
           UPDATE event_registrations r SET reminded_at = now() FROM due, career_events e
            WHERE r.id = due.id AND e.id = r.event_id
           RETURNING r.id, r.name, r.email, r.language, r.origin, e.id AS event_id, e.site_id, e.title,
                     e.starts_at, e.place`,
          [CAREER_EVENT_REMINDER_HOURS, BATCH],
        );
        for (const row of rows) {
          if (!isSiteId(row.site_id)) continue;
          const language = isLanguage(row.language) ? row.language : "en";
          const site = SITE_BY_ID[row.site_id];
          const date = dateTimeFormat(localeFor(site, language), {
            dateStyle: "full",
            timeStyle: "short",
            timeZone: site.timeZone,
          }).format(row.starts_at);
          await options.notifier.send(
            {
              channel: "email",
              template: "event-reminder",
              to: row.email,
              siteId: site.id,
              brand: BRAND_BY_ID.jobnest,
              language,
              params: {
                name: row.name,
                service: row.title[language] || row.title.en,
                date,
                from: row.place,
                link: `${row.origin}${withLanguage(`/career-events/${row.event_id}`, language)}`,
              },
            },
            { client },
          );
        }
        return rows.length;
      });
      if (reminded > 0) options.log.info({ reminded }, "career event reminders queued");
    },
  };
}
