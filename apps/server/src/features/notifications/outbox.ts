/**
 * The dev outbox: messages kept in PostgreSQL instead of being sent, when no e-mail or SMS provider is
 * configured. Listed at /dev/outbox only where demo tools are on (never on a real deployment).
 */
import type pg from "pg";

export interface OutboxEntry {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  text: string;
  template: string;
  siteId: string;
  language: string;
  createdAt: string;
}

export interface NewOutboxEntry {
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  template: string;
  siteId: string;
  language: string;
}

export const OUTBOX_PAGE_SIZE = 50;

export function createOutbox(pool: pg.Pool) {
  return {
    async add(entry: NewOutboxEntry): Promise<void> {
      await pool.query(
        `INSERT INTO outbox (channel, recipient, subject, body_text, body_html, template, site_id, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          entry.channel,
          entry.recipient,
          entry.subject,
          entry.text,
          entry.html,
          entry.template,
          entry.siteId,
          entry.language,
        ],
      );
    },

    /** Newest first; `recipient` narrows to one address or number. */
    async list(recipient?: string): Promise<OutboxEntry[]> {
      const { rows } = await pool.query<{
        id: string;
        channel: "email" | "sms";
        recipient: string;
        subject: string | null;
        body_text: string;
        template: string;
        site_id: string;
        language: string;
        created_at: Date;
      }>(
        `SELECT id, channel, recipient, subject, body_text, template, site_id, language, created_at
         FROM outbox WHERE ($1::text IS NULL OR recipient = $1) ORDER BY id DESC LIMIT $2`,
        [recipient ?? null, OUTBOX_PAGE_SIZE],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        text: row.body_text,
        template: row.template,
        siteId: row.site_id,
        language: row.language,
        createdAt: row.created_at.toISOString(),
      }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
