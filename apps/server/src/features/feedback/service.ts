/**
 * Feedback (user menu "Feedback"): a seeker's words in a category, kept with their site and language;
 * staff of the support area read what waits for a reply and reply once — the reply is kept, e-mailed
 * to the seeker in their language (queued in the same transaction) and audited.
 */
import {
  AppError,
  type FeedbackContract,
  type FeedbackItem,
  type StaffFeedbackItem,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  BRAND_BY_ID,
  FEEDBACK_REPLY_MAX,
  type FeedbackCategory,
  isLanguage,
  isSiteId,
  readFeedback,
  SITE_BY_ID,
  withLanguage,
} from "@portal/domain";
import type pg from "pg";
import { requireSeekerId } from "../../auth/seekers.ts";
import { recordStaffAction, requireStaffArea } from "../../auth/staff.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import type { Notifier } from "../notifications/index.ts";

/** Enough for anyone with something to say; not enough to flood staff. */
const PER_SEEKER = { name: "feedback-seeker-day", limit: 5, windowSeconds: 24 * 3600 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FeedbackRow {
  id: string;
  category: FeedbackCategory;
  text: string;
  reply: string | null;
  replied_at: Date | null;
  created_at: Date;
  site_id: string;
  language: string;
  origin: string;
  seeker_name: string;
  seeker_email: string;
  replied_by_name: string | null;
}

const SELECT_FEEDBACK = `SELECT f.*, u.name AS seeker_name, u.email AS seeker_email, r.name AS replied_by_name
  FROM feedback f JOIN users u ON u.id = f.user_id LEFT JOIN users r ON r.id = f.replied_by`;

function itemOf(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    category: row.category,
    text: row.text,
    reply: row.reply,
    repliedAt: row.replied_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

function staffItemOf(row: FeedbackRow): StaffFeedbackItem {
  return {
    ...itemOf(row),
    siteId: row.site_id,
    language: row.language,
    seekerName: row.seeker_name,
    repliedBy: row.replied_by_name,
  };
}

export function createFeedbackService(options: {
  pool: pg.Pool;
  rateLimiter: RateLimiter;
  notifier: Pick<Notifier, "send">;
}): FeedbackContract {
  const { pool } = options;

  return {
    async submit(user, input, meta) {
      const userId = requireSeekerId(user);
      const read = readFeedback(input);
      if (!read.ok) throw new AppError("VALIDATION", "validationFailed", { details: read.problems });
      await options.rateLimiter.enforce([[PER_SEEKER, userId]]);
      const { rows } = await pool.query<FeedbackRow>(
        `WITH added AS (
           INSERT INTO feedback (user_id, site_id, language, origin, category, text)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING *
         )
         SELECT added.*, '' AS seeker_name, '' AS seeker_email, NULL AS replied_by_name FROM added`,
        [userId, meta.siteId, meta.language, meta.origin, read.value.category, read.value.text],
      );
      return itemOf(rows[0] as FeedbackRow);
    },

    async mine(user) {
      const { rows } = await pool.query<FeedbackRow>(
        `${SELECT_FEEDBACK} WHERE f.user_id = $1 ORDER BY f.created_at DESC LIMIT 50`,
        [requireSeekerId(user)],
      );
      return rows.map(itemOf);
    },

    async staffList(staff, { open }) {
      requireStaffArea(staff, "support");
      const { rows } = await pool.query<FeedbackRow>(
        `${SELECT_FEEDBACK} ${open ? "WHERE f.replied_at IS NULL" : ""} ORDER BY f.created_at DESC LIMIT 100`,
      );
      return rows.map(staffItemOf);
    },

    async reply(staff, id, text) {
      requireStaffArea(staff, "support");
      const reply = text.trim();
      if (!reply || reply.length > FEEDBACK_REPLY_MAX) {
        throw new AppError("VALIDATION", "validationFailed", {
          details: [
            {
              field: "reply",
              messageKey: reply ? "tooLong" : "feedbackReplyRequired",
              params: { max: FEEDBACK_REPLY_MAX },
            },
          ],
        });
      }
      if (!UUID.test(id)) throw new AppError("NOT_FOUND", "notFound");
      return inTransaction(pool, async (client) => {
        const { rows } = await client.query<FeedbackRow>(
          `${SELECT_FEEDBACK} WHERE f.id = $1 FOR UPDATE OF f`,
          [id],
        );
        const row = rows[0];
        if (!row) throw new AppError("NOT_FOUND", "notFound");
        if (row.replied_at) throw new AppError("CONFLICT", "conflict");
        const { rows: updated } = await client.query<{ replied_at: Date }>(
          "UPDATE feedback SET reply = $2, replied_by = $3, replied_at = now() WHERE id = $1 RETURNING replied_at",
          [id, reply, staff.id],
        );
        const siteId = isSiteId(row.site_id) ? row.site_id : "india";
        const language = isLanguage(row.language) ? row.language : "en";
        await options.notifier.send(
          {
            channel: "email",
            template: "feedback-reply",
            to: row.seeker_email,
            siteId: SITE_BY_ID[siteId].id,
            brand: BRAND_BY_ID.jobnest,
            language,
            params: {
              name: row.seeker_name,
              reason: reply,
              link: `${row.origin}${withLanguage("/seeker/feedback", language)}`,
            },
          },
          { client },
        );
        await recordStaffAction(client, staff, { area: "support", action: "feedback.reply", target: id });
        return staffItemOf({
          ...row,
          reply,
          replied_at: updated[0]?.replied_at ?? new Date(),
          replied_by_name: staff.name,
        });
      });
    },
  };
}
