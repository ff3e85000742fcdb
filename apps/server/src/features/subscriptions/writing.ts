/**
 * Written services delivered (Resume Writing, LinkedIn profile makeover), in the `seeker_services` row the
 * order's fulfilment made:
 *
 * 1. The seeker sends a brief (and may add up to SERVICE_DOCUMENTS_MAX documents: the resume rules for
 *    files apply). The due date counts from the brief, in the site's working days (the plan's, or the
 *    express add-on's).
 * 2. Fulfilment staff assign a writer (a staff account with the "writing" area). A writer sees only the
 *    work assigned to them: anyone else's is "not found".
 * 3. The writer delivers a numbered draft. A resume draft must be a file the resume reader can read,
 *    since an approved one becomes the seeker's resume.
 * 4. The seeker approves it (the service is delivered; a resume goes into the seeker's resumes, the
 *    previous one kept as history) or asks for a revision with what to change, as many times as the
 *    plan allows; each revision gives the writer REVISION_WORKING_DAYS more.
 *
 * Seeker and staff exchange messages on the workspace; the first message the other side has not read
 * yet is e-mailed to them (later ones wait until they read). Every change is decided under the row's
 * lock, so a double click approves once and a revision is counted once. Staff actions are audited.
 * Reminders go through the queue: the seeker's brief BRIEF_REMINDER_DAYS after paying, the writer's
 * due date DUE_REMINDER_HOURS before it, each once.
 */
import {
  type AccountUser,
  AppError,
  type FormInput,
  type FulfilmentFilter,
  type FulfilmentQueue,
  type FulfilmentRow,
  type ResumeFormat,
  type ServiceFile,
  type ServiceFileDownload,
  type ServiceMessage,
  type UploadedFile,
  type WritingContract,
  type WritingStage,
  type WritingWorkspace,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  addWorkingDays,
  BRIEF_REMINDER_DAYS,
  DRAFT_NOTE_MAX,
  DUE_REMINDER_HOURS,
  deliveryWorkingDays,
  type Language,
  problemsFromIssues,
  REVISION_WORKING_DAYS,
  SERVICE_DOCUMENTS_MAX,
  SERVICE_MESSAGE_MAX,
  type SiteId,
  WRITTEN_SERVICE_IDS,
  type WrittenServiceId,
  withLanguage,
  writingBriefSchema,
} from "@portal/domain";
import type pg from "pg";
import { recordStaffAction } from "../../auth/staff.ts";
import type { BackgroundTask } from "../../background/queue.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import { createStorageKey, type FileStorage } from "../../storage/file-storage.ts";
import type { Notifier, TemplateName } from "../notifications/index.ts";
import {
  checkResumeFile,
  RESUME_CONTENT_TYPE_OF,
  resumeFileError,
  sanitizeResumeFileName,
} from "../resumes/index.ts";
import type { Catalogues } from "../storefront/index.ts";
import { siteMoment } from "./service.ts";
import { languageOf, sendServiceEmail, textOf } from "./service-mail.ts";

export const WRITING_REMINDER_TASK = "writing.reminders";

/** Messages anyone may send on workspaces in a minute, files anyone may upload in an hour. */
const MESSAGES_PER_MINUTE = { name: "service-message-minute", limit: 20, windowSeconds: 60 };
const UPLOADS_PER_HOUR = { name: "service-upload-hour", limit: 30, windowSeconds: 60 * 60 };
/** Rows the queue shows at once (finished work: the newest). */
const QUEUE_MAX = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new AppError("NOT_FOUND", "serviceNotFound");

interface WorkRow {
  id: string;
  user_id: string;
  service_id: WrittenServiceId;
  plan_id: string;
  site_id: SiteId;
  order_number: string;
  origin: string;
  brand_id: string;
  order_language: string;
  starts_at: Date;
  ends_at: Date | null;
  ended_reason: "expired" | "refunded" | "delivered" | null;
  due_at: Date | null;
  revisions_allowed: number | null;
  revisions_used: number;
  add_on_ids: string[];
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_email: string | null;
  assignee_language: string | null;
  brief: Record<string, string> | null;
  brief_at: Date | null;
  seeker_name: string;
  seeker_email: string;
  seeker_read_at: Date | null;
  staff_read_at: Date | null;
  /** The newest draft's decision: undefined when none was delivered, null while it waits. */
  last_draft_decision: "approved" | "revision" | null | undefined;
  drafts: number;
}

interface FileRow {
  id: string;
  uploaded_by: string | null;
  kind: "document" | "draft";
  storage_key: string;
  file_name: string;
  format: ResumeFormat;
  byte_size: number;
  version: number | null;
  note: string | null;
  decision: "approved" | "revision" | null;
  decision_note: string | null;
  decided_at: Date | null;
  created_at: Date;
}

const WORK_COLUMNS = `s.id, s.user_id, s.service_id, s.plan_id, s.site_id, o.number AS order_number, o.origin,
  o.brand_id, o.language AS order_language, s.starts_at, s.ends_at, s.ended_reason, s.due_at,
  s.revisions_allowed, s.revisions_used, s.add_on_ids, s.assignee_id, a.name AS assignee_name,
  a.email AS assignee_email, a.language AS assignee_language, s.brief, s.brief_at, u.name AS seeker_name,
  u.email AS seeker_email, s.seeker_read_at, s.staff_read_at,
  (SELECT CASE WHEN f.id IS NULL THEN NULL ELSE coalesce(f.decision, 'waiting') END
     FROM service_files f WHERE f.seeker_service_id = s.id AND f.kind = 'draft'
    ORDER BY f.version DESC LIMIT 1) AS last_draft,
  (SELECT count(*)::int FROM service_files f WHERE f.seeker_service_id = s.id AND f.kind = 'draft') AS drafts`;
const WORK_FROM = `seeker_services s JOIN orders o ON o.id = s.order_id JOIN users u ON u.id = s.user_id
  LEFT JOIN users a ON a.id = s.assignee_id`;

type RawWorkRow = Omit<WorkRow, "last_draft_decision"> & {
  last_draft: "approved" | "revision" | "waiting" | null;
};

function fromRaw(row: RawWorkRow): WorkRow {
  const { last_draft, ...rest } = row;
  return {
    ...rest,
    last_draft_decision: last_draft === null ? undefined : last_draft === "waiting" ? null : last_draft,
  };
}

export function stageOf(
  row: Pick<WorkRow, "ended_reason" | "brief_at" | "assignee_id" | "last_draft_decision">,
): WritingStage {
  if (row.ended_reason === "refunded" || row.ended_reason === "expired") return "refunded";
  if (row.ended_reason === "delivered") return "approved";
  if (row.brief_at === null) return "awaiting-brief";
  if (row.last_draft_decision === null) return "draft-ready";
  if (row.assignee_id === null) return "awaiting-writer";
  return row.last_draft_decision === "revision" ? "revision" : "writing";
}

/** Work the writer (or staff, before one is assigned) owes. */
const OWED: readonly WritingStage[] = ["awaiting-writer", "writing", "revision"];

/** Due, and the writer (or staff, before one is assigned) still owes the work. */
function isLate(stage: WritingStage, dueAt: Date | null, at: Date): boolean {
  return OWED.includes(stage) && dueAt !== null && dueAt < at;
}

/** What the workspace and the queue both say of a piece of work. */
function workSummary(row: WorkRow, at: Date) {
  const stage = stageOf(row);
  return {
    id: row.id,
    serviceId: row.service_id,
    planId: row.plan_id,
    orderNumber: row.order_number,
    siteId: row.site_id,
    seekerName: row.seeker_name,
    stage,
    dueAt: row.due_at?.toISOString() ?? null,
    isLate: isLate(stage, row.due_at, at),
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? "" } : null,
  };
}

function fileOf(row: FileRow, seekerId: string, readerId: string): ServiceFile {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    format: row.format,
    sizeBytes: row.byte_size,
    uploadedAt: row.created_at.toISOString(),
    version: row.version,
    note: row.note,
    decision: row.decision,
    decisionNote: row.decision_note,
    decidedAt: row.decided_at?.toISOString() ?? null,
    fromSeeker: row.uploaded_by === seekerId,
    isMine: row.uploaded_by === readerId,
  };
}

export interface WritingServiceOptions {
  pool: pg.Pool;
  storage: FileStorage;
  catalogues: Catalogues;
  notifier: Pick<Notifier, "send">;
  rateLimiter: Pick<RateLimiter, "enforce">;
  resumes: {
    /** Stores an approved resume as the seeker's current one (the previous one stays as history). */
    upload(input: { userId: string; siteId: SiteId; fileName: string; bytes: Buffer }): Promise<unknown>;
    /** Checks and reads a file without keeping it (a resume draft must be readable). */
    preview(input: { siteId: SiteId; fileName: string; bytes: Buffer }): Promise<unknown>;
  };
  now?: () => Date;
}

export function createWritingService(options: WritingServiceOptions): WritingContract & {
  sendDueReminders(): Promise<{ briefs: number; due: number }>;
  createReminderTask(): BackgroundTask;
} {
  const { pool, storage, catalogues, notifier } = options;
  const now = options.now ?? (() => new Date());

  async function load(db: pg.Pool | pg.PoolClient, id: string, lock = false): Promise<WorkRow | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await db.query<RawWorkRow>(
      `SELECT ${WORK_COLUMNS} FROM ${WORK_FROM}
        WHERE s.id = $1 AND s.service_id = ANY($2::text[]) ${lock ? "FOR UPDATE OF s" : ""}`,
      [id, WRITTEN_SERVICE_IDS],
    );
    return rows[0] ? fromRaw(rows[0]) : null;
  }

  type Side = "seeker" | "writer" | "manager";

  /** Who the reader is to this work: its seeker, its writer, fulfilment staff; anyone else is refused. */
  function sideOf(user: AccountUser, row: WorkRow): Side {
    if (user.role === "seeker" && row.user_id === user.id) return "seeker";
    if (user.role === "staff") {
      if (row.assignee_id === user.id && user.staffAreas?.includes("writing")) return "writer";
      if (user.staffAreas?.includes("fulfilment")) return "manager";
    }
    throw notFound();
  }

  async function access(
    db: pg.Pool | pg.PoolClient,
    user: AccountUser,
    id: string,
    lock = false,
  ): Promise<{ row: WorkRow; side: Side }> {
    const row = await load(db, id, lock);
    if (!row) throw notFound();
    return { row, side: sideOf(user, row) };
  }

  function refuseIfClosed(row: WorkRow): void {
    if (row.ended_reason !== null) throw new AppError("CONFLICT", "writingClosed");
  }

  function link(row: WorkRow, path: string, language: Language): string {
    return `${row.origin}${withLanguage(path, language)}`;
  }

  async function email(
    client: pg.PoolClient,
    row: WorkRow,
    to: { email: string; language: Language },
    template: TemplateName,
    params: Record<string, string>,
  ): Promise<void> {
    const about = {
      siteId: row.site_id,
      brandId: row.brand_id,
      orderNumber: row.order_number,
      serviceId: row.service_id,
    };
    await sendServiceEmail(notifier, client, about, to, template, params);
  }

  const seekerAddress = (row: WorkRow) => ({
    email: row.seeker_email,
    language: languageOf(row.order_language),
  });
  const writerAddress = (row: WorkRow) =>
    row.assignee_email ? { email: row.assignee_email, language: languageOf(row.assignee_language) } : null;
  const seekerLink = (row: WorkRow, language: Language) => link(row, `/seeker/services/${row.id}`, language);
  const staffLink = (row: WorkRow, language: Language) => link(row, `/staff/fulfilment/${row.id}`, language);

  async function storeFile(
    user: AccountUser,
    file: UploadedFile,
    insert: (
      client: pg.PoolClient,
      stored: { key: string; fileName: string; format: ResumeFormat },
    ) => Promise<FileRow>,
    /** The service's seeker: whose side the file is from. */
    seekerId: string,
  ): Promise<ServiceFile> {
    await options.rateLimiter.enforce([[UPLOADS_PER_HOUR, user.id]]);
    const check = await checkResumeFile(file.bytes, file.fileName);
    if (!check.ok) throw resumeFileError(check);
    const format = check.extension as ResumeFormat;
    const key = createStorageKey("services");
    await storage.put(key, file.bytes, { contentType: RESUME_CONTENT_TYPE_OF[format] });
    try {
      const row = await inTransaction(pool, (client) =>
        insert(client, { key, fileName: sanitizeResumeFileName(file.fileName, format), format }),
      );
      return fileOf(row, seekerId, user.id);
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
  }

  async function postMessage(
    client: pg.PoolClient,
    row: WorkRow,
    sender: AccountUser,
    side: "seeker" | "staff",
    body: string,
  ): Promise<void> {
    // Only the first message the other side has not read is e-mailed: the rest wait for them there.
    const { rows } = await client.query<{ earlier: boolean }>(
      `WITH earlier AS (
         SELECT EXISTS (
           SELECT 1 FROM service_messages m JOIN seeker_services s ON s.id = m.seeker_service_id
            WHERE m.seeker_service_id = $1 AND m.sender_side = $2::text
              AND m.created_at > coalesce(CASE WHEN $2::text = 'seeker' THEN s.staff_read_at ELSE s.seeker_read_at END,
                                          '-infinity')) AS earlier),
       posted AS (
         INSERT INTO service_messages (seeker_service_id, sender_id, sender_name, sender_side, body)
         VALUES ($1, $3, $4, $2::text, $5))
       SELECT earlier FROM earlier`,
      [row.id, side, sender.id, sender.name, body],
    );
    if (rows[0]?.earlier) return;
    if (side === "seeker") {
      const writer = writerAddress(row);
      if (writer)
        await email(client, row, writer, "service-message", {
          name: row.assignee_name ?? "",
          from: row.seeker_name,
          link: staffLink(row, writer.language),
        });
    } else {
      const seeker = seekerAddress(row);
      await email(client, row, seeker, "service-message", {
        name: row.seeker_name,
        from: sender.name,
        link: seekerLink(row, seeker.language),
      });
    }
  }

  const service = {
    async workspace(user: AccountUser, id: string): Promise<WritingWorkspace> {
      const { row, side } = await access(pool, user, id);
      const at = now();
      // Opening the workspace reads its messages (the writer's reading counts for staff).
      if (side === "seeker")
        await pool.query("UPDATE seeker_services SET seeker_read_at = $2 WHERE id = $1", [id, at]);
      else if (side === "writer")
        await pool.query("UPDATE seeker_services SET staff_read_at = $2 WHERE id = $1", [id, at]);
      const [files, messages] = await Promise.all([
        pool.query<FileRow>(
          "SELECT * FROM service_files WHERE seeker_service_id = $1 ORDER BY kind, coalesce(version, 0), created_at",
          [id],
        ),
        pool.query<{
          id: number;
          sender_side: "seeker" | "staff";
          sender_name: string;
          body: string;
          created_at: Date;
        }>(
          `SELECT id, sender_side, sender_name, body, created_at FROM
             (SELECT * FROM service_messages WHERE seeker_service_id = $1 ORDER BY id DESC LIMIT 200) m ORDER BY id`,
          [id],
        ),
      ]);
      const stage = stageOf(row);
      const open = row.ended_reason === null;
      const toView = (file: FileRow) => fileOf(file, row.user_id, user.id);
      const documents = files.rows.filter((file) => file.kind === "document").map(toView);
      const ownDocuments = documents.filter((file) => file.isMine).length;
      const revisionsAllowed = row.revisions_allowed ?? 0;
      return {
        ...workSummary(row, at),
        brief: row.brief ? writingBriefSchema.parse(row.brief) : null,
        briefAt: row.brief_at?.toISOString() ?? null,
        revisionsAllowed,
        revisionsUsed: row.revisions_used,
        addOnIds: row.add_on_ids,
        documents,
        drafts: files.rows.filter((file) => file.kind === "draft").map(toView),
        messages: messages.rows.map(
          (message): ServiceMessage => ({
            id: Number(message.id),
            side: message.sender_side,
            senderName: message.sender_name,
            body: message.body,
            createdAt: message.created_at.toISOString(),
          }),
        ),
        can: {
          editBrief: side === "seeker" && open && row.drafts === 0,
          // The seeker's documents for the brief; the writer's files beside the drafts (a cover letter).
          addDocument:
            (side === "seeker" || side === "writer") && open && ownDocuments < SERVICE_DOCUMENTS_MAX,
          decide: side === "seeker" && stage === "draft-ready",
          requestRevision:
            side === "seeker" && stage === "draft-ready" && row.revisions_used < revisionsAllowed,
          deliver: side === "writer" && (stage === "writing" || stage === "revision"),
          message: open && (side === "seeker" || side === "writer" || side === "manager"),
        },
        viewer: side === "seeker" ? "seeker" : "staff",
      };
    },

    async saveBrief(user: AccountUser, id: string, input: FormInput): Promise<void> {
      const parsed = writingBriefSchema.safeParse({
        targetRole: textOf(input, "targetRole"),
        industry: textOf(input, "industry"),
        highlights: textOf(input, "highlights"),
        notes: textOf(input, "notes"),
        linkedinUrl: textOf(input, "linkedinUrl"),
      });
      if (!parsed.success)
        throw new AppError("VALIDATION", "validationFailed", {
          details: problemsFromIssues(parsed.error.issues),
        });
      await inTransaction(pool, async (client) => {
        const { row, side } = await access(client, user, id, true);
        if (side !== "seeker") throw notFound();
        refuseIfClosed(row);
        if (row.drafts > 0) throw new AppError("CONFLICT", "briefLocked");
        const at = now();
        // The first brief starts the writer's clock; a corrected brief keeps it.
        const plan = catalogues.plan(row.site_id, row.plan_id);
        const due =
          row.brief_at === null
            ? addWorkingDays(at, deliveryWorkingDays(plan?.deliveryDays ?? null, row.add_on_ids), row.site_id)
            : row.due_at;
        await client.query(
          "UPDATE seeker_services SET brief = $2, brief_at = coalesce(brief_at, $3), due_at = $4 WHERE id = $1",
          [id, JSON.stringify(parsed.data), at, due],
        );
      });
    },

    async addDocument(user: AccountUser, id: string, file: UploadedFile): Promise<ServiceFile> {
      const { row, side } = await access(pool, user, id);
      if (side === "manager") throw new AppError("FORBIDDEN", "notYourWork");
      refuseIfClosed(row);
      return storeFile(
        user,
        file,
        async (client, stored) => {
          await client.query("SELECT 1 FROM seeker_services WHERE id = $1 FOR UPDATE", [id]);
          const { rows } = await client.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM service_files
            WHERE seeker_service_id = $1 AND kind = 'document' AND uploaded_by = $2`,
            [id, user.id],
          );
          if ((rows[0]?.count ?? 0) >= SERVICE_DOCUMENTS_MAX)
            throw new AppError("CONFLICT", "serviceDocumentsFull", {
              details: [
                { field: "file", messageKey: "serviceDocumentsFull", params: { max: SERVICE_DOCUMENTS_MAX } },
              ],
            });
          const inserted = await client.query<FileRow>(
            `INSERT INTO service_files (seeker_service_id, kind, uploaded_by, storage_key, file_name, format, byte_size)
           VALUES ($1, 'document', $2, $3, $4, $5, $6) RETURNING *`,
            [id, user.id, stored.key, stored.fileName, stored.format, file.bytes.byteLength],
          );
          if (side === "writer")
            await recordStaffAction(client, user, {
              area: "writing",
              action: "document.add",
              target: row.order_number,
              details: { file: stored.fileName },
            });
          return inserted.rows[0] as FileRow;
        },
        row.user_id,
      );
    },

    async removeDocument(user: AccountUser, id: string, fileId: string): Promise<void> {
      if (!UUID.test(fileId)) throw notFound();
      const key = await inTransaction(pool, async (client) => {
        const { row, side } = await access(client, user, id, true);
        if (side === "manager") throw notFound();
        refuseIfClosed(row);
        // Each side removes only what it sent.
        const { rows } = await client.query<{ storage_key: string }>(
          `DELETE FROM service_files WHERE id = $1 AND seeker_service_id = $2 AND kind = 'document' AND uploaded_by = $3
           RETURNING storage_key`,
          [fileId, id, user.id],
        );
        if (!rows[0]) throw notFound();
        return rows[0].storage_key;
      });
      await storage.delete(key).catch(() => {});
    },

    async deliverDraft(
      user: AccountUser,
      id: string,
      file: UploadedFile,
      note: string,
    ): Promise<ServiceFile> {
      const { row, side } = await access(pool, user, id);
      if (side !== "writer") throw side === "manager" ? new AppError("FORBIDDEN", "notYourWork") : notFound();
      const text = note.replace(/\r\n/g, "\n").trim();
      if (text.length > DRAFT_NOTE_MAX)
        throw new AppError("VALIDATION", "validationFailed", {
          details: [{ field: "note", messageKey: "tooLong", params: { max: DRAFT_NOTE_MAX } }],
        });
      const stage = stageOf(row);
      if (stage !== "writing" && stage !== "revision") throw new AppError("CONFLICT", "draftNotDue");
      // An approved resume becomes the seeker's: the reader must be able to read it now, not fail then.
      if (row.service_id === "resume-writing")
        await options.resumes.preview({ siteId: row.site_id, fileName: file.fileName, bytes: file.bytes });
      return storeFile(
        user,
        file,
        async (client, stored) => {
          const locked = await load(client, id, true);
          if (!locked || locked.assignee_id !== user.id) throw notFound();
          const stageNow = stageOf(locked);
          if (stageNow !== "writing" && stageNow !== "revision")
            throw new AppError("CONFLICT", "draftNotDue");
          const inserted = await client.query<FileRow>(
            `INSERT INTO service_files (seeker_service_id, kind, uploaded_by, storage_key, file_name, format, byte_size,
                                      version, note)
           VALUES ($1, 'draft', $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
            [
              id,
              user.id,
              stored.key,
              stored.fileName,
              stored.format,
              file.bytes.byteLength,
              locked.drafts + 1,
              text || null,
            ],
          );
          const draft = inserted.rows[0] as FileRow;
          const seeker = seekerAddress(locked);
          await email(client, locked, seeker, "writing-draft-ready", {
            name: locked.seeker_name,
            link: seekerLink(locked, seeker.language),
          });
          await recordStaffAction(client, user, {
            area: "writing",
            action: "draft.deliver",
            target: locked.order_number,
            details: { service: locked.service_id, version: draft.version ?? 0, file: draft.file_name },
          });
          return draft;
        },
        row.user_id,
      );
    },

    async decide(user: AccountUser, id: string, input: FormInput): Promise<{ resumeStored: boolean }> {
      const decision = textOf(input, "decision");
      const note = textOf(input, "note").replace(/\r\n/g, "\n").trim();
      if (decision !== "approved" && decision !== "revision")
        throw new AppError("VALIDATION", "validationFailed", {
          details: [{ field: "decision", messageKey: "invalidValue" }],
        });
      if (decision === "revision" && (note.length === 0 || note.length > DRAFT_NOTE_MAX))
        throw new AppError("VALIDATION", "validationFailed", {
          details: [{ field: "note", messageKey: "revisionNoteRequired", params: { max: DRAFT_NOTE_MAX } }],
        });
      // One decision at a time per service, held across the resume's import (which has its own transaction).
      const lock = await pool.connect();
      try {
        await lock.query("SELECT pg_advisory_lock(hashtext('written-service'), hashtext($1))", [id]);
        const { row, side } = await access(pool, user, id);
        if (side !== "seeker") throw notFound();
        if (stageOf(row) !== "draft-ready") throw new AppError("CONFLICT", "draftNotWaiting");
        const { rows } = await pool.query<FileRow>(
          "SELECT * FROM service_files WHERE seeker_service_id = $1 AND kind = 'draft' ORDER BY version DESC LIMIT 1",
          [id],
        );
        const draft = rows[0] as FileRow;
        if (decision === "revision" && row.revisions_used >= (row.revisions_allowed ?? 0))
          throw new AppError("CONFLICT", "noRevisionsLeft");
        const resumeStored = decision === "approved" && row.service_id === "resume-writing";
        if (resumeStored) {
          const bytes = await storage.get(draft.storage_key);
          if (!bytes) throw new Error(`draft ${draft.id}: its file is missing from storage`);
          // Before the decision is written: if the import fails, nothing is decided and the seeker can retry.
          await options.resumes.upload({
            userId: row.user_id,
            siteId: row.site_id,
            fileName: draft.file_name,
            bytes,
          });
        }
        await inTransaction(pool, async (client) => {
          const at = now();
          await client.query(
            "UPDATE service_files SET decision = $2, decision_note = $3, decided_at = $4 WHERE id = $1",
            [draft.id, decision, decision === "revision" ? note : null, at],
          );
          if (decision === "approved") {
            await client.query(
              "UPDATE seeker_services SET ends_at = $2, ended_reason = 'delivered', ended_notice_at = $2 WHERE id = $1",
              [id, at],
            );
            return;
          }
          const due = addWorkingDays(at, REVISION_WORKING_DAYS, row.site_id);
          await client.query(
            "UPDATE seeker_services SET revisions_used = revisions_used + 1, due_at = $2 WHERE id = $1",
            [id, due],
          );
          const writer = writerAddress(row);
          if (writer)
            await email(client, row, writer, "writing-revision", {
              name: row.assignee_name ?? "",
              reason: note,
              link: staffLink(row, writer.language),
            });
        });
        return { resumeStored };
      } finally {
        await lock
          .query("SELECT pg_advisory_unlock(hashtext('written-service'), hashtext($1))", [id])
          .catch(() => {});
        lock.release();
      }
    },

    async sendMessage(user: AccountUser, id: string, body: string): Promise<void> {
      const text = body.replace(/\r\n/g, "\n").trim();
      if (text.length === 0 || text.length > SERVICE_MESSAGE_MAX)
        throw new AppError("VALIDATION", "messageInvalid", {
          details: [{ field: "body", messageKey: "messageInvalid", params: { max: SERVICE_MESSAGE_MAX } }],
        });
      await options.rateLimiter.enforce([[MESSAGES_PER_MINUTE, user.id]]);
      await inTransaction(pool, async (client) => {
        const { row, side } = await access(client, user, id, true);
        refuseIfClosed(row);
        await postMessage(client, row, user, side === "seeker" ? "seeker" : "staff", text);
        if (side !== "seeker")
          await recordStaffAction(client, user, {
            area: side === "writer" ? "writing" : "fulfilment",
            action: "service.message",
            target: row.order_number,
            details: { service: row.service_id, characters: text.length },
          });
      });
    },

    async file(user: AccountUser, id: string, fileId: string): Promise<ServiceFileDownload> {
      await access(pool, user, id);
      if (!UUID.test(fileId)) throw notFound();
      const { rows } = await pool.query<FileRow>(
        "SELECT * FROM service_files WHERE id = $1 AND seeker_service_id = $2",
        [fileId, id],
      );
      const row = rows[0];
      if (!row) throw notFound();
      const bytes = await storage.get(row.storage_key);
      if (!bytes) throw notFound();
      return { fileName: row.file_name, contentType: RESUME_CONTENT_TYPE_OF[row.format], bytes };
    },

    async queue(user: AccountUser, filter: FulfilmentFilter): Promise<FulfilmentQueue> {
      const manages = user.role === "staff" && user.staffAreas?.includes("fulfilment") === true;
      const writes = user.role === "staff" && user.staffAreas?.includes("writing") === true;
      if (!manages && !writes) throw new AppError("FORBIDDEN", "forbidden");
      const at = now();
      const conditions = [`s.service_id = ANY($1::text[])`];
      if (!manages) conditions.push("s.assignee_id = $2");
      if (filter === "done") conditions.push("s.ended_reason IS NOT NULL");
      else conditions.push("s.ended_reason IS NULL");
      if (filter === "unassigned") conditions.push("s.assignee_id IS NULL");
      const { rows } = await pool.query<RawWorkRow & { paid_at: Date }>(
        `SELECT ${WORK_COLUMNS}, s.created_at AS paid_at FROM ${WORK_FROM}
          WHERE ${conditions.join(" AND ")}
          ORDER BY ${filter === "done" ? "s.ends_at DESC" : "s.due_at ASC NULLS LAST, s.created_at"}
          LIMIT ${QUEUE_MAX}`,
        manages ? [WRITTEN_SERVICE_IDS] : [WRITTEN_SERVICE_IDS, user.id],
      );
      const work = rows.map(
        (raw): FulfilmentRow => ({ ...workSummary(fromRaw(raw), at), paidAt: raw.paid_at.toISOString() }),
      );
      const writers = manages
        ? (
            await pool.query<{ id: string; name: string; open_work: number }>(
              `SELECT u.id, u.name,
                      (SELECT count(*)::int FROM seeker_services s
                        WHERE s.assignee_id = u.id AND s.ended_reason IS NULL) AS open_work
                 FROM staff_areas a JOIN users u ON u.id = a.user_id
                WHERE a.area = 'writing' AND u.role = 'staff' ORDER BY u.name`,
            )
          ).rows.map((writer) => ({ id: writer.id, name: writer.name, openWork: writer.open_work }))
        : [];
      return {
        rows: filter === "late" ? work.filter((row) => row.isLate) : work,
        writers,
        canAssign: manages,
      };
    },

    async assign(user: AccountUser, id: string, assigneeId: string): Promise<void> {
      if (user.role !== "staff" || !user.staffAreas?.includes("fulfilment"))
        throw new AppError("FORBIDDEN", "forbidden");
      if (!UUID.test(assigneeId))
        throw new AppError("VALIDATION", "writerRequired", {
          details: [{ field: "assigneeId", messageKey: "writerRequired" }],
        });
      await inTransaction(pool, async (client) => {
        const row = await load(client, id, true);
        if (!row) throw notFound();
        refuseIfClosed(row);
        const writer = await client.query<{ name: string; email: string; language: string }>(
          `SELECT u.name, u.email, u.language FROM users u JOIN staff_areas a ON a.user_id = u.id AND a.area = 'writing'
            WHERE u.id = $1 AND u.role = 'staff'`,
          [assigneeId],
        );
        const chosen = writer.rows[0];
        if (!chosen)
          throw new AppError("VALIDATION", "writerRequired", {
            details: [{ field: "assigneeId", messageKey: "writerRequired" }],
          });
        if (row.assignee_id === assigneeId) return;
        await client.query(
          "UPDATE seeker_services SET assignee_id = $2, assigned_at = $3, due_reminded_at = NULL WHERE id = $1",
          [id, assigneeId, now()],
        );
        const language = languageOf(chosen.language);
        await email(client, row, { email: chosen.email, language }, "writing-assigned", {
          name: chosen.name,
          from: row.seeker_name,
          date: row.due_at ? siteMoment(row.due_at, row.site_id, language) : "—",
          link: staffLink(row, language),
        });
        await recordStaffAction(client, user, {
          area: "fulfilment",
          action: "writing.assign",
          target: row.order_number,
          details: { service: row.service_id, writer: chosen.name, previous: row.assignee_name },
        });
      });
    },

    /** Brief and due-date reminders now due, each sent once (rows are marked in the sending transaction). */
    async sendDueReminders(): Promise<{ briefs: number; due: number }> {
      const at = now();
      return inTransaction(pool, async (client) => {
        const briefs = await client.query<RawWorkRow>(
          `WITH due AS (
             SELECT s.id FROM seeker_services s
              WHERE s.service_id = ANY($1::text[]) AND s.ended_reason IS NULL AND s.brief_at IS NULL
                AND s.brief_reminded_at IS NULL AND s.starts_at <= $2::timestamptz - make_interval(days => $3)
              LIMIT 200 FOR UPDATE SKIP LOCKED),
           marked AS (UPDATE seeker_services s SET brief_reminded_at = $2 FROM due WHERE s.id = due.id RETURNING s.*)
           SELECT ${WORK_COLUMNS} FROM marked s JOIN orders o ON o.id = s.order_id JOIN users u ON u.id = s.user_id
             LEFT JOIN users a ON a.id = s.assignee_id`,
          [WRITTEN_SERVICE_IDS, at, BRIEF_REMINDER_DAYS],
        );
        for (const raw of briefs.rows) {
          const row = fromRaw(raw);
          const seeker = seekerAddress(row);
          await email(client, row, seeker, "writing-brief-reminder", {
            name: row.seeker_name,
            link: seekerLink(row, seeker.language),
          });
        }
        // The writer owes work due within the hours ahead and was not reminded of this due date yet.
        const due = await client.query<RawWorkRow>(
          `WITH due AS (
             SELECT s.id FROM seeker_services s
              WHERE s.service_id = ANY($1::text[]) AND s.ended_reason IS NULL AND s.assignee_id IS NOT NULL
                AND s.due_at > $2 AND s.due_at <= $2::timestamptz + make_interval(hours => $3)
                AND s.due_reminded_at IS DISTINCT FROM s.due_at
                AND NOT EXISTS (SELECT 1 FROM service_files f
                                 WHERE f.seeker_service_id = s.id AND f.kind = 'draft' AND f.decision IS NULL)
              LIMIT 200 FOR UPDATE SKIP LOCKED),
           marked AS (UPDATE seeker_services s SET due_reminded_at = s.due_at FROM due WHERE s.id = due.id RETURNING s.*)
           SELECT ${WORK_COLUMNS} FROM marked s JOIN orders o ON o.id = s.order_id JOIN users u ON u.id = s.user_id
             LEFT JOIN users a ON a.id = s.assignee_id`,
          [WRITTEN_SERVICE_IDS, at, DUE_REMINDER_HOURS],
        );
        for (const raw of due.rows) {
          const row = fromRaw(raw);
          const writer = writerAddress(row);
          if (!writer || !row.due_at) continue;
          await email(client, row, writer, "writing-due-soon", {
            name: row.assignee_name ?? "",
            from: row.seeker_name,
            date: siteMoment(row.due_at, row.site_id, writer.language),
            link: staffLink(row, writer.language),
          });
        }
        return { briefs: briefs.rows.length, due: due.rows.length };
      });
    },

    createReminderTask(): BackgroundTask {
      return {
        name: WRITING_REMINDER_TASK,
        retry: { limit: 2, delaySeconds: 30, maxDelaySeconds: 60 },
        expireInSeconds: 300,
        isSingleton: true,
        pollingIntervalSeconds: 60,
        schedules: [{ cron: "*/10 * * * *" }],
        async run() {
          await service.sendDueReminders();
        },
      };
    },
  };
  return service;
}

export type WritingService = ReturnType<typeof createWritingService>;
