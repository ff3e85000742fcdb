/**
 * Conversations between a company's recruiters and a seeker about one job (schema/messages.ts).
 *
 * - Recruiters start them, with a seeker who applied to the company or whom the company may find
 *   (candidate search's privacy rules); seekers only answer. A seeker can archive a conversation, block
 *   it (nothing more is sent either way) or report it.
 * - A recruiter's message that asks for money or gives only a personal contact is held for staff: its
 *   writer sees it marked, the seeker does not, until released.
 * - Each side's read mark is one time per conversation (`seeker_read_at`, `company_read_at`); opening a
 *   conversation moves the reader's. Unread counts are the other side's delivered messages after it.
 * - Every change a reader's count depends on sends `pg_notify('portal_messages', …)` in its transaction,
 *   so live streams on every app process hear it once it is committed (live.ts).
 * - Another company's conversations, or another seeker's, are "not found".
 */
import {
  type AccountUser,
  AppError,
  CONVERSATIONS_PAGE_SIZE,
  type Conversation,
  type ConversationList,
  type ConversationSummary,
  MESSAGE_MAX,
  MESSAGE_REPORT_REASONS,
  type Message,
  type MessagesContract,
  newConversationSchema,
  type UnreadMessages,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import { asksForMoney, onlyPersonalContact } from "@portal/domain";
import type pg from "pg";
import { recordStaffAction, requireStaffArea } from "../../auth/staff.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";

/** New conversations a recruiter may start: enough for a day's outreach, not for spam. */
const STARTS_PER_HOUR = { name: "message-start-hour", limit: 20, windowSeconds: 60 * 60 };
const STARTS_PER_DAY = { name: "message-start-day", limit: 100, windowSeconds: 24 * 60 * 60 };
/** Messages anyone may send in a minute. */
const SENDS_PER_MINUTE = { name: "message-send-minute", limit: 30, windowSeconds: 60 };
/** Held messages and reported conversations staff see at once. */
const REVIEW_LIST_MAX = 100;
/** The newest messages a conversation shows. */
const MESSAGES_SHOWN = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MESSAGES_CHANNEL = "portal_messages";

/** A message as the seeker may see it: not held (or released), not refused. */
const DELIVERED = "(m.held_at IS NULL OR m.released_at IS NOT NULL) AND m.refused_at IS NULL";
/** A message `m` of conversation `c` the seeker has yet to read: the company's, delivered after their last reading. */
export const UNREAD_BY_SEEKER = `m.sender_role = 'recruiter' AND ${DELIVERED}
  AND coalesce(m.released_at, m.created_at) > coalesce(c.seeker_read_at, '-infinity')`;

type Side = { role: "seeker"; userId: string } | { role: "recruiter"; companyId: number; userId: string };

function sideOf(user: AccountUser): Side {
  if (user.role === "seeker") return { role: "seeker", userId: user.id };
  if (user.role === "recruiter" && user.company)
    return { role: "recruiter", companyId: user.company.id, userId: user.id };
  throw new AppError("FORBIDDEN", "forbidden");
}

const notFound = () => new AppError("NOT_FOUND", "conversationNotFound");

/** Who a change concerns, for the live streams: a seeker, or every recruiter of a company. */
export type MessageAudience = { seekerId: string } | { companyId: number };

async function notify(client: pg.PoolClient | pg.Pool, audience: MessageAudience): Promise<void> {
  await client.query("SELECT pg_notify($1, $2)", [MESSAGES_CHANNEL, JSON.stringify(audience)]);
}

function bodyOf(input: unknown): string {
  const body = typeof input === "string" ? input.replace(/\r\n/g, "\n").trim() : "";
  if (body.length === 0 || body.length > MESSAGE_MAX)
    throw new AppError("VALIDATION", "messageInvalid", {
      details: [{ field: "body", messageKey: "messageInvalid", params: { max: MESSAGE_MAX } }],
    });
  return body;
}

interface SummaryRow {
  id: string;
  job_id: string;
  job_title: string;
  company_name: string;
  seeker_id: string;
  seeker_name: string;
  application_id: string | null;
  last_message: string | null;
  last_message_at: Date;
  unread: number;
  seeker_archived_at: Date | null;
  seeker_blocked_at: Date | null;
  reported_at: Date | null;
  seeker_read_at: Date | null;
  company_read_at: Date | null;
  total: number;
}

export interface MessagesDependencies {
  pool: pg.Pool;
  rateLimiter: Pick<RateLimiter, "enforce">;
  /** Whether the recruiter's company may reach the seeker (candidate search's privacy). */
  mayReach(recruiter: AccountUser, seekerId: string): Promise<boolean>;
}

export function createMessagesService(deps: MessagesDependencies): MessagesContract {
  const { pool } = deps;

  /** The conversations' columns as one side reads them ($1 the side's key). */
  function summarySql(side: Side, where: string): string {
    const unreadOf =
      side.role === "seeker"
        ? UNREAD_BY_SEEKER
        : "m.sender_role = 'seeker' AND m.created_at > coalesce(c.company_read_at, '-infinity')";
    const shown =
      side.role === "seeker" ? `(m.sender_role = 'seeker' OR (${DELIVERED}))` : "m.refused_at IS NULL";
    return `SELECT c.id, c.job_id, j.title AS job_title, co.name AS company_name, c.seeker_id, u.name AS seeker_name,
                   c.application_id, c.last_message_at, c.seeker_archived_at, c.seeker_blocked_at, c.reported_at,
                   c.seeker_read_at, c.company_read_at,
                   (SELECT m.body FROM messages m WHERE m.conversation_id = c.id AND ${shown}
                     ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS last_message,
                   (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id AND ${unreadOf}) AS unread,
                   count(*) OVER ()::int AS total
              FROM conversations c
              JOIN jobs j ON j.id = c.job_id
              JOIN companies co ON co.id = c.company_id
              JOIN users u ON u.id = c.seeker_id
             WHERE ${side.role === "seeker" ? "c.seeker_id = $1" : "c.company_id = $1"} AND ${where}`;
  }

  function summaryOf(side: Side, row: SummaryRow): ConversationSummary {
    return {
      id: row.id,
      jobId: Number(row.job_id),
      jobTitle: row.job_title,
      companyName: row.company_name,
      withName: side.role === "seeker" ? row.company_name : row.seeker_name,
      lastMessage: row.last_message,
      lastMessageAt: row.last_message_at.toISOString(),
      unread: row.unread,
      isArchived: row.seeker_archived_at !== null,
      isBlocked: row.seeker_blocked_at !== null,
    };
  }

  const keyOf = (side: Side) => (side.role === "seeker" ? side.userId : side.companyId);

  /** The conversation if the side may see it, locked for update when `client` is a transaction's. */
  async function ownRow(
    client: pg.PoolClient | pg.Pool,
    side: Side,
    conversationId: string,
    lock = false,
  ): Promise<{
    id: string;
    seeker_id: string;
    company_id: number;
    seeker_blocked_at: Date | null;
    domain: string | null;
  }> {
    if (!UUID.test(conversationId)) throw notFound();
    const { rows } = await client.query(
      `SELECT c.id, c.seeker_id, c.company_id, c.seeker_blocked_at, co.domain
         FROM conversations c JOIN companies co ON co.id = c.company_id
        WHERE c.id = $1 AND ${side.role === "seeker" ? "c.seeker_id = $2" : "c.company_id = $2"}
        ${lock ? "FOR UPDATE OF c" : ""}`,
      [conversationId, keyOf(side)],
    );
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }

  /** Adds a message in the caller's transaction; returns it as its writer sees it. */
  async function insertMessage(
    client: pg.PoolClient,
    side: Side,
    conversation: { id: string; seeker_id: string; company_id: number; domain: string | null },
    body: string,
  ): Promise<Message> {
    const held =
      side.role === "recruiter" && (asksForMoney(body) || onlyPersonalContact(body, conversation.domain));
    const { rows } = await client.query<{ id: string; created_at: Date; sender_name: string | null }>(
      `INSERT INTO messages (conversation_id, sender_id, sender_role, body, held_at)
       VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN now() END)
       RETURNING id, created_at, (SELECT name FROM users WHERE id = $2) AS sender_name`,
      [conversation.id, side.userId, side.role, body, held],
    );
    // The writer has read everything up to their own message; a delivered message brings an archived
    // conversation back to the seeker's messages.
    await client.query(
      `UPDATE conversations SET last_message_at = now(), ${side.role === "seeker" ? "seeker_read_at" : "company_read_at"} = now(),
              seeker_archived_at = CASE WHEN $2 THEN NULL ELSE seeker_archived_at END
        WHERE id = $1`,
      [conversation.id, side.role === "recruiter" && !held],
    );
    if (!held) {
      await notify(
        client,
        side.role === "seeker"
          ? { companyId: conversation.company_id }
          : { seekerId: conversation.seeker_id },
      );
    }
    const row = rows[0];
    if (!row) throw new Error("message not stored");
    return {
      id: Number(row.id),
      isMine: true,
      senderName: row.sender_name,
      body,
      sentAt: row.created_at.toISOString(),
      isRead: false,
      isHeld: held,
    };
  }

  return {
    async list(user, options = {}): Promise<ConversationList> {
      const side = sideOf(user);
      const page = Math.max(1, Math.min(10_000, options.page ?? 1));
      const where =
        side.role === "seeker"
          ? options.archived
            ? "c.seeker_archived_at IS NOT NULL"
            : "c.seeker_archived_at IS NULL"
          : "true";
      // Unread first, then the newest.
      const { rows } = await pool.query<SummaryRow>(
        `SELECT * FROM (${summarySql(
          side,
          // A seeker sees a conversation once it holds a message delivered to them.
          side.role === "seeker"
            ? `${where} AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND ${DELIVERED})`
            : where,
        )}) listed
         ORDER BY (unread > 0) DESC, last_message_at DESC, id LIMIT $2 OFFSET $3`,
        [keyOf(side), CONVERSATIONS_PAGE_SIZE, (page - 1) * CONVERSATIONS_PAGE_SIZE],
      );
      return {
        conversations: rows.map((row) => summaryOf(side, row)),
        total: rows[0]?.total ?? 0,
        page,
        pageSize: CONVERSATIONS_PAGE_SIZE,
      };
    },

    async open(user, conversationId): Promise<Conversation> {
      const side = sideOf(user);
      if (!UUID.test(conversationId)) throw notFound();
      const { rows } = await pool.query<SummaryRow>(summarySql(side, "c.id = $2"), [
        keyOf(side),
        conversationId,
      ]);
      const row = rows[0];
      if (!row) throw notFound();
      const visible =
        side.role === "seeker" ? `(m.sender_role = 'seeker' OR (${DELIVERED}))` : "m.refused_at IS NULL";
      const otherReadAt = side.role === "seeker" ? row.company_read_at : row.seeker_read_at;
      const { rows: messages } = await pool.query<{
        id: string;
        sender_role: "seeker" | "recruiter";
        sender_name: string | null;
        body: string;
        created_at: Date;
        held_at: Date | null;
        released_at: Date | null;
      }>(
        `SELECT * FROM (
           SELECT m.id, m.sender_role, u.name AS sender_name, m.body, m.created_at, m.held_at, m.released_at
             FROM messages m LEFT JOIN users u ON u.id = m.sender_id
            WHERE m.conversation_id = $1 AND ${visible}
            ORDER BY m.created_at DESC, m.id DESC LIMIT $2
         ) newest ORDER BY created_at, id`,
        [conversationId, MESSAGES_SHOWN],
      );
      if (row.unread > 0) {
        await pool.query(
          `UPDATE conversations SET ${side.role === "seeker" ? "seeker_read_at" : "company_read_at"} = now() WHERE id = $1`,
          [conversationId],
        );
        // The reader's own count changed (their other tabs and devices), and the writer's read marks.
        await notify(
          pool,
          side.role === "seeker" ? { seekerId: side.userId } : { companyId: side.companyId },
        );
      }
      const summary = summaryOf(side, { ...row, unread: 0 });
      return {
        ...summary,
        seekerId: row.seeker_id,
        applicationId: row.application_id,
        isReported: row.reported_at !== null,
        messages: messages.map((message) => {
          const isMine = message.sender_role === side.role;
          const deliveredAt = message.released_at ?? message.created_at;
          return {
            id: Number(message.id),
            isMine,
            // A seeker reads the company's name, not which recruiter wrote.
            senderName: side.role === "seeker" && !isMine ? row.company_name : message.sender_name,
            body: message.body,
            sentAt: message.created_at.toISOString(),
            isRead: isMine && otherReadAt !== null && deliveredAt <= otherReadAt,
            isHeld: message.held_at !== null && message.released_at === null,
          };
        }),
      };
    },

    async start(recruiter, input, meta) {
      const side = sideOf(recruiter);
      if (side.role !== "recruiter") throw new AppError("FORBIDDEN", "forbidden");
      const parsed = newConversationSchema.safeParse(input);
      if (!parsed.success) throw notFound();
      const body = bodyOf(parsed.data.body);
      const { seekerId, jobId } = parsed.data;
      const { rows: found } = await pool.query<{
        job: boolean;
        seeker: boolean;
        application_id: string | null;
      }>(
        `SELECT EXISTS (SELECT 1 FROM jobs WHERE id = $2 AND company_id = $1 AND status IN ('open', 'closed')) AS job,
                EXISTS (SELECT 1 FROM users WHERE id = $3 AND role = 'seeker') AS seeker,
                (SELECT id FROM applications WHERE job_id = $2 AND user_id = $3 AND company_id = $1
                   AND status <> 'withdrawn' LIMIT 1) AS application_id`,
        [side.companyId, jobId, seekerId],
      );
      const facts = found[0];
      if (!facts?.job) throw new AppError("NOT_FOUND", "jobNotFound");
      if (!facts.seeker || !(await deps.mayReach(recruiter, seekerId))) throw notFound();
      const existing = await pool.query<{ id: string }>(
        "SELECT id FROM conversations WHERE company_id = $1 AND seeker_id = $2 AND job_id = $3",
        [side.companyId, seekerId, jobId],
      );
      // Only a new conversation counts against the recruiter's outreach limits.
      if (!existing.rows[0]) {
        await deps.rateLimiter.enforce([
          [STARTS_PER_HOUR, side.userId],
          [STARTS_PER_DAY, side.userId],
        ]);
      }
      await deps.rateLimiter.enforce([[SENDS_PER_MINUTE, side.userId]]);
      return inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO conversations (company_id, seeker_id, job_id, application_id, started_by, origin, brand_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (company_id, seeker_id, job_id) DO UPDATE SET job_id = EXCLUDED.job_id
           RETURNING id`,
          [side.companyId, seekerId, jobId, facts.application_id, side.userId, meta.origin, meta.brand.id],
        );
        const conversationId = rows[0]?.id ?? "";
        const conversation = await ownRow(client, side, conversationId, true);
        if (conversation.seeker_blocked_at) throw new AppError("CONFLICT", "conversationBlocked");
        await insertMessage(client, side, conversation, body);
        return { conversationId };
      });
    },

    async send(user, conversationId, input) {
      const side = sideOf(user);
      const body = bodyOf(input);
      await deps.rateLimiter.enforce([[SENDS_PER_MINUTE, side.userId]]);
      return inTransaction(pool, async (client) => {
        const conversation = await ownRow(client, side, conversationId, true);
        if (conversation.seeker_blocked_at) throw new AppError("CONFLICT", "conversationBlocked");
        return insertMessage(client, side, conversation, body);
      });
    },

    async archive(seeker, conversationId, archived) {
      const side = seekerSide(seeker);
      await ownRow(pool, side, conversationId);
      await pool.query(
        "UPDATE conversations SET seeker_archived_at = CASE WHEN $2 THEN coalesce(seeker_archived_at, now()) END WHERE id = $1",
        [conversationId, archived],
      );
    },

    async block(seeker, conversationId) {
      const side = seekerSide(seeker);
      await ownRow(pool, side, conversationId);
      await pool.query(
        "UPDATE conversations SET seeker_blocked_at = coalesce(seeker_blocked_at, now()) WHERE id = $1",
        [conversationId],
      );
    },

    async report(seeker, conversationId, reason) {
      const side = seekerSide(seeker);
      if (typeof reason !== "string" || !(MESSAGE_REPORT_REASONS as readonly string[]).includes(reason))
        throw new AppError("VALIDATION", "conversationReportReasonRequired", {
          details: [{ field: "reason", messageKey: "conversationReportReasonRequired" }],
        });
      await ownRow(pool, side, conversationId);
      await pool.query(
        `UPDATE conversations SET reported_at = coalesce(reported_at, now()), report_reason = coalesce(report_reason, $2),
                seeker_blocked_at = coalesce(seeker_blocked_at, now())
          WHERE id = $1`,
        [conversationId, reason],
      );
    },

    unread: (user) => unreadOf(pool, sideOf(user)),

    async review(staff) {
      staffOnly(staff);
      const [held, reported] = await Promise.all([
        pool.query<{
          id: string;
          conversation_id: string;
          company_name: string;
          job_title: string;
          seeker_name: string;
          sender_name: string | null;
          body: string;
          created_at: Date;
        }>(
          `SELECT m.id, m.conversation_id, co.name AS company_name, j.title AS job_title, u.name AS seeker_name,
                  s.name AS sender_name, m.body, m.created_at
             FROM messages m
             JOIN conversations c ON c.id = m.conversation_id
             JOIN companies co ON co.id = c.company_id
             JOIN jobs j ON j.id = c.job_id
             JOIN users u ON u.id = c.seeker_id
             LEFT JOIN users s ON s.id = m.sender_id
            WHERE m.held_at IS NOT NULL AND m.released_at IS NULL AND m.refused_at IS NULL
            ORDER BY m.created_at LIMIT $1`,
          [REVIEW_LIST_MAX],
        ),
        pool.query<{
          id: string;
          company_name: string;
          job_title: string;
          seeker_name: string;
          report_reason: string | null;
          reported_at: Date;
          messages: { senderRole: "seeker" | "recruiter"; body: string; sentAt: string }[];
        }>(
          `SELECT c.id, co.name AS company_name, j.title AS job_title, u.name AS seeker_name, c.report_reason,
                  c.reported_at,
                  coalesce((SELECT json_agg(json_build_object('senderRole', m.sender_role, 'body', m.body,
                                                              'sentAt', m.created_at) ORDER BY m.created_at)
                              FROM (SELECT * FROM messages WHERE conversation_id = c.id
                                     ORDER BY created_at DESC LIMIT 5) m), '[]') AS messages
             FROM conversations c
             JOIN companies co ON co.id = c.company_id
             JOIN jobs j ON j.id = c.job_id
             JOIN users u ON u.id = c.seeker_id
            WHERE c.reported_at IS NOT NULL
            ORDER BY c.reported_at DESC LIMIT $1`,
          [REVIEW_LIST_MAX],
        ),
      ]);
      return {
        held: held.rows.map((row) => ({
          id: Number(row.id),
          conversationId: row.conversation_id,
          companyName: row.company_name,
          jobTitle: row.job_title,
          seekerName: row.seeker_name,
          senderName: row.sender_name,
          body: row.body,
          sentAt: row.created_at.toISOString(),
        })),
        reported: reported.rows.map((row) => ({
          id: row.id,
          companyName: row.company_name,
          jobTitle: row.job_title,
          seekerName: row.seeker_name,
          reason: row.report_reason,
          reportedAt: row.reported_at.toISOString(),
          messages: row.messages.map((message) => ({
            ...message,
            sentAt: new Date(message.sentAt).toISOString(),
          })),
        })),
      };
    },

    async decideHeld(staff, messageId, release) {
      staffOnly(staff);
      await inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ seeker_id: string; conversation_id: string }>(
          `UPDATE messages m SET ${release ? "released_at" : "refused_at"} = now()
             FROM conversations c
            WHERE m.id = $1 AND c.id = m.conversation_id
              AND m.held_at IS NOT NULL AND m.released_at IS NULL AND m.refused_at IS NULL
           RETURNING c.seeker_id, c.id AS conversation_id`,
          [messageId],
        );
        const row = rows[0];
        if (!row) throw new AppError("NOT_FOUND", "notFound");
        await recordStaffAction(client, staff, {
          area: "review",
          action: release ? "message.release" : "message.refuse",
          target: String(messageId),
        });
        if (release) {
          // Delivered now: the seeker's count, and an archived conversation comes back.
          await client.query(
            "UPDATE conversations SET last_message_at = now(), seeker_archived_at = NULL WHERE id = $1",
            [row.conversation_id],
          );
          await notify(client, { seekerId: row.seeker_id });
        }
      });
    },
  };
}

/** Held messages are reviewed in the staff's "review" area (auth/staff.ts). */
const staffOnly = (user: AccountUser) => requireStaffArea(user, "review");

function seekerSide(user: AccountUser): Side {
  const side = sideOf(user);
  if (side.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
  return side;
}

/** A side's unread messages and the conversations holding them (archived and blocked ones left out). */
export async function unreadOf(pool: pg.Pool, side: Side): Promise<UnreadMessages> {
  const { rows } =
    side.role === "seeker"
      ? await pool.query<UnreadMessages>(
          `SELECT count(*)::int AS messages, count(DISTINCT c.id)::int AS conversations
             FROM conversations c JOIN messages m ON m.conversation_id = c.id
            WHERE c.seeker_id = $1 AND c.seeker_archived_at IS NULL AND c.seeker_blocked_at IS NULL
              AND ${UNREAD_BY_SEEKER}`,
          [side.userId],
        )
      : await pool.query<UnreadMessages>(
          `SELECT count(*)::int AS messages, count(DISTINCT c.id)::int AS conversations
             FROM conversations c JOIN messages m ON m.conversation_id = c.id
            WHERE c.company_id = $1 AND m.sender_role = 'seeker'
              AND m.created_at > coalesce(c.company_read_at, '-infinity')`,
          [side.companyId],
        );
  return rows[0] ?? { messages: 0, conversations: 0 };
}

export type { Side };
export { sideOf };
