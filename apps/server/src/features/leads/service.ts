/**
 * Callback requests and internal leads (spec: callback request, internal-lead form create, get, save). A
 * visitor's request is read by the phone rule, limited per number (three a day: nobody needs more calls,
 * and nobody may flood a stranger's phone with ours) and per address (ten an hour), and stored; staff of
 * the leads area list them, open one, write one down themselves, and save its status and note, each change
 * audited in its own transaction.
 */
import { AppError, type Lead, type LeadList, type LeadsContract } from "@portal/contracts";
import { inTransaction } from "@portal/db";
import { LEAD_NOTE_MAX, LEAD_STATUSES, type LeadStatus, readCallbackRequest } from "@portal/domain";
import type pg from "pg";
import { recordStaffAction, requireStaffArea } from "../../auth/staff.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";

const PER_NUMBER = { name: "callback-number-day", limit: 3, windowSeconds: 24 * 60 * 60 };
const PER_ADDRESS = { name: "callback-address-hour", limit: 10, windowSeconds: 60 * 60 };
const PAGE_SIZE = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LeadRow {
  id: string;
  site_id: string;
  name: string;
  dialling_code: string;
  mobile_number: string;
  topic: Lead["topic"];
  preferred_time: Lead["preferredTime"];
  source: Lead["source"];
  status: LeadStatus;
  note: string;
  handled_by_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const LEAD_FROM = "FROM callback_requests l LEFT JOIN users u ON u.id = l.handled_by";
const SELECT_LEAD = `SELECT l.*, u.name AS handled_by_name ${LEAD_FROM}`;

function leadOf(row: LeadRow): Lead {
  return {
    id: row.id,
    siteId: row.site_id,
    name: row.name,
    diallingCode: row.dialling_code,
    mobileNumber: row.mobile_number,
    topic: row.topic,
    preferredTime: row.preferred_time,
    source: row.source,
    status: row.status,
    note: row.note,
    handledBy: row.handled_by_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function readOrRefuse(input: Record<string, unknown>) {
  const read = readCallbackRequest(input);
  if (!read.ok) throw new AppError("VALIDATION", "validationFailed", { details: read.problems });
  return read.value;
}

export function createLeadsService(options: { pool: pg.Pool; rateLimiter: RateLimiter }): LeadsContract {
  const { pool } = options;

  async function leadById(db: pg.ClientBase | pg.Pool, id: string): Promise<Lead> {
    if (!UUID.test(id)) throw new AppError("NOT_FOUND", "notFound");
    const { rows } = await db.query<LeadRow>(`${SELECT_LEAD} WHERE l.id = $1`, [id]);
    if (!rows[0]) throw new AppError("NOT_FOUND", "notFound");
    return leadOf(rows[0]);
  }

  return {
    async requestCallback(user, siteId, input, meta) {
      const value = readOrRefuse(input);
      await options.rateLimiter.enforce([
        [PER_NUMBER, `${value.mobile.diallingCode}${value.mobile.number}`],
        [PER_ADDRESS, meta.ip],
      ]);
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO callback_requests (site_id, user_id, name, dialling_code, mobile_number, topic, preferred_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          siteId,
          user?.role === "seeker" ? user.id : null,
          value.name,
          value.mobile.diallingCode,
          value.mobile.number,
          value.topic,
          value.time,
        ],
      );
      return { id: rows[0]?.id ?? "" };
    },

    async list(staff, query): Promise<LeadList> {
      requireStaffArea(staff, "leads");
      const page = Math.max(1, Math.min(1000, query.page));
      const { rows } = await pool.query<LeadRow & { total: string }>(
        `SELECT l.*, u.name AS handled_by_name, count(*) OVER () AS total ${LEAD_FROM}
          WHERE $1::text IS NULL OR l.status = $1
          ORDER BY l.created_at DESC, l.id LIMIT $2 OFFSET $3`,
        [query.status, PAGE_SIZE, (page - 1) * PAGE_SIZE],
      );
      return { leads: rows.map(leadOf), total: Number(rows[0]?.total ?? 0), page, pageSize: PAGE_SIZE };
    },

    async get(staff, id) {
      requireStaffArea(staff, "leads");
      return leadById(pool, id);
    },

    async create(staff, siteId, input) {
      requireStaffArea(staff, "leads");
      const value = readOrRefuse(input);
      return inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO callback_requests (site_id, name, dialling_code, mobile_number, topic, preferred_time, source,
                                          handled_by)
           VALUES ($1, $2, $3, $4, $5, $6, 'staff', $7) RETURNING id`,
          [
            siteId,
            value.name,
            value.mobile.diallingCode,
            value.mobile.number,
            value.topic,
            value.time,
            staff.id,
          ],
        );
        const id = rows[0]?.id ?? "";
        await recordStaffAction(client, staff, { area: "leads", action: "lead.create", target: id });
        return leadById(client, id);
      });
    },

    async save(staff, id, input) {
      requireStaffArea(staff, "leads");
      const status = LEAD_STATUSES.find((known) => known === input.status);
      const note = typeof input.note === "string" ? input.note.trim() : undefined;
      const problems = [
        ...(input.status !== undefined && !status ? [{ field: "status", messageKey: "invalidValue" }] : []),
        ...(note !== undefined && note.length > LEAD_NOTE_MAX
          ? [{ field: "note", messageKey: "tooLong", params: { max: String(LEAD_NOTE_MAX) } }]
          : []),
      ];
      if (problems.length > 0) throw new AppError("VALIDATION", "validationFailed", { details: problems });
      return inTransaction(pool, async (client) => {
        const before = await leadById(client, id);
        await client.query(
          `UPDATE callback_requests SET status = coalesce($2, status), note = coalesce($3, note), handled_by = $4,
                  updated_at = now() WHERE id = $1`,
          [id, status ?? null, note ?? null, staff.id],
        );
        await recordStaffAction(client, staff, {
          area: "leads",
          action: "lead.save",
          target: id,
          details: { from: before.status, to: status ?? before.status },
        });
        return leadById(client, id);
      });
    },
  };
}
