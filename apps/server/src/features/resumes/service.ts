/**
 * Resume storage: a seeker's resumes per profile, one current with its history (spec §5, §7 "upload and
 * parse resume", §9). A file is checked (checkResumeFile: format, size, name, magic bytes, a .docx's zip
 * directory) and read by the resume engine before anything is kept; then it is stored under a key the
 * server makes (`resumes/…`, never the person's file name) and one transaction records it, marks the
 * profile's previous resume as history and points `profiles.current_resume_id` at the new one. If the
 * transaction fails the stored file is deleted again, so a refusal or a failure leaves nothing behind.
 *
 * Who may download: the owner, and a recruiter of a company the seeker applied to with that profile
 * (applications' `hasApplicationAtCompany`); anyone else is told the resume does not exist (404).
 *
 * Parsed fields are kept with the row, so the review (profile-review.ts) and registration's pre-fill
 * never parse a file twice; nothing parsed reaches the profile until the seeker applies the rows they
 * ticked, and then only through the profiles service and its schemas.
 */
import { createHash } from "node:crypto";
import type {
  AccountUser,
  ResumeApplied,
  ResumeFormat,
  ResumeReview,
  ResumeSummary,
} from "@portal/contracts";
import { AppError } from "@portal/contracts";
import { inTransaction, type resumes, type SqlRow } from "@portal/db";
import {
  defaultProfileName,
  employmentSchema,
  experienceSchema,
  type FieldProblem,
  isLanguage,
  type ParsedResume,
  type ProfileDetail,
  parseWith,
  personalSchema,
  type SiteId,
} from "@portal/domain";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { RateLimitRule } from "../../plugins/rate-limit.ts";
import { createStorageKey, type FileStorage, type StoredFile } from "../../storage/file-storage.ts";
import type { ProfilesService } from "../profiles/index.ts";
import { checkResumeFile, refuse, resumeFileError } from "./file-check.ts";
import { reviewItems, reviewWrites } from "./profile-review.ts";

export type { ResumeSummary } from "@portal/contracts";

/** Bumped when the parser's output changes shape, so stored fields can be told apart from fresh ones. */
export const PARSED_FIELDS_VERSION = "1";

/** Storing and reading a resume costs a worker's time: enough for a seeker trying files, not a loop. */
export const RESUME_UPLOAD_LIMIT: RateLimitRule = { name: "resume-upload", limit: 20, windowSeconds: 3600 };
/** Applying, removing: cheap, but a script in a loop is not a seeker. */
export const RESUME_WRITE_LIMIT: RateLimitRule = {
  name: "resume-writes",
  limit: 120,
  windowSeconds: 15 * 60,
};

/** Reads a file without keeping it; throws the AppError of `resumeFileError` when it is refused. */
export type ReadResume = (input: {
  siteId: SiteId;
  fileName: string;
  bytes: Buffer;
}) => Promise<ParsedResume>;

export interface ResumeDownload {
  file: StoredFile;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** A `resumes` row as `SELECT *` reads it. */
type ResumeDbRow = SqlRow<typeof resumes>;

export const RESUME_CONTENT_TYPE_OF: Readonly<Record<ResumeFormat, string>> = {
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  rtf: "application/rtf",
  txt: "text/plain; charset=utf-8",
  pdf: "application/pdf",
};

/** How long a first upload waits for another first upload of the same seeker to make their profile. */
const FIRST_PROFILE_LOCK_WAIT_MS = 30_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The name kept for the download: the checks already refused path-like and odd names; this keeps only
 * letters, digits and a few marks anyway, so a header can never carry anything else.
 */
export function sanitizeResumeFileName(name: string, format: ResumeFormat): string {
  const base = name.normalize("NFC").replace(/^.*[\\/]/, "");
  const stem = base
    .slice(0, base.lastIndexOf(".") > 0 ? base.lastIndexOf(".") : base.length)
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .replace(/\.{2,}/g, ".")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150);
  return `${stem || "resume"}.${format}`;
}

function summaryOf(row: ResumeDbRow): ResumeSummary {
  return {
    id: row.id,
    profileId: row.profile_id,
    fileName: row.file_name,
    format: row.format,
    sizeBytes: row.byte_size,
    uploadedAt: row.uploaded_at.toISOString(),
    isCurrent: row.replaced_at === null && row.removed_at === null,
  };
}

const notFound = () => new AppError("NOT_FOUND", "notFound");

/** What resume storage needs of profiles (its service); the profile's rules stay there. */
export type ResumeProfiles = Pick<
  ProfilesService,
  | "get"
  | "defaultProfile"
  | "ensureFirstProfile"
  | "create"
  | "saveGroup"
  | "saveEntry"
  | "addSkill"
  | "onRemove"
>;

export interface ResumeServiceOptions {
  pool: pg.Pool;
  storage: FileStorage;
  /** The process's resume engine (one worker pool per process). */
  read: ReadResume;
  profiles: ResumeProfiles;
  accounts: { findUser(userId: string): Promise<AccountUser | null> };
  applications: {
    hasApplicationAtCompany(recruiter: AccountUser, seekerId: string, profileId: string): Promise<boolean>;
  };
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  /** In the transaction that stores a new resume (the resume score follows it). */
  onStored?: (client: pg.PoolClient, userId: string) => Promise<void>;
}

export function createResumeService(options: ResumeServiceOptions) {
  const { pool, storage, profiles } = options;

  async function deleteQuietly(key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (error) {
      options.log.warn({ err: error, key }, "could not delete a stored resume file");
    }
  }

  // A deleted profile's rows go with it (ON DELETE CASCADE); its files go once the deletion has
  // committed, so a deletion that fails keeps the files of a profile that is still there.
  profiles.onRemove(async (client, { profileId }) => {
    const { rows } = await client.query<{ storage_key: string }>(
      "SELECT storage_key FROM resumes WHERE profile_id = $1 AND storage_key IS NOT NULL",
      [profileId],
    );
    if (rows.length === 0) return undefined;
    return async () => {
      for (const row of rows) await deleteQuietly(row.storage_key);
    };
  });

  async function seeker(userId: string): Promise<AccountUser> {
    const user = await options.accounts.findUser(userId);
    if (user?.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
    return user;
  }

  /** The profile a resume goes with: the named one (the seeker's own), else the default, made if need be. */
  async function profileFor(userId: string, profileId?: string): Promise<ProfileDetail> {
    if (profileId) return profiles.get(userId, profileId);
    const existing = await profiles.defaultProfile(userId);
    if (existing) return existing;
    const user = await seeker(userId);
    // Two first uploads at once must make one profile, not one each: the seeker's first profile is
    // made under a lock held across the check and the creation. A waiter holds no connection while it
    // waits (it tries again shortly): waiters blocked on the lock, each holding a pooled connection, left
    // the holder none for the creation itself, and the holder then timed out waiting for one.
    const lock = await firstProfileLock(userId);
    try {
      const made = await profiles.defaultProfile(userId);
      if (made) return made;
      await profiles.ensureFirstProfile(user);
      const imported = await profiles.defaultProfile(userId);
      if (imported) return imported;
      // Registration is not finished yet: the resume still needs a profile to belong to.
      const fresh = await profiles.create(userId, {
        name: defaultProfileName(user.experienceType, isLanguage(user.language) ? user.language : "en"),
        source: "fresh",
      });
      return await profiles.get(userId, fresh.id);
    } finally {
      await lock
        .query("SELECT pg_advisory_unlock(hashtext('resume-first-profile'), hashtext($1))", [userId])
        .catch(() => {});
      lock.release();
    }
  }

  /** The seeker's first-profile lock on a connection of its own, waited for without holding one. */
  async function firstProfileLock(userId: string): Promise<pg.PoolClient> {
    const deadline = Date.now() + FIRST_PROFILE_LOCK_WAIT_MS;
    for (;;) {
      const client = await pool.connect();
      const { rows } = await client
        .query<{ locked: boolean }>(
          "SELECT pg_try_advisory_lock(hashtext('resume-first-profile'), hashtext($1)) AS locked",
          [userId],
        )
        .catch((error: unknown) => {
          client.release();
          throw error;
        });
      if (rows[0]?.locked) return client;
      client.release();
      if (Date.now() > deadline) throw new AppError("CONFLICT", "errorOccured");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The profile id to list for, without making one: null when the seeker has no profile yet. */
  async function existingProfileId(userId: string, profileId?: string): Promise<string | null> {
    if (profileId) return (await profiles.get(userId, profileId)).id;
    return (await profiles.defaultProfile(userId))?.id ?? null;
  }

  async function ownRow(userId: string, resumeId: string): Promise<ResumeDbRow> {
    if (!UUID.test(resumeId)) throw notFound();
    const { rows } = await pool.query<ResumeDbRow>(
      "SELECT * FROM resumes WHERE id = $1 AND user_id = $2 AND removed_at IS NULL",
      [resumeId, userId],
    );
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  const service = {
    /**
     * Checks, reads, stores and records a resume as the profile's current one (the previous one stays as
     * history). Refusals are the AppError of `resumeFileError`, with nothing stored.
     */
    async upload(input: {
      userId: string;
      siteId: SiteId;
      profileId?: string;
      fileName: string;
      bytes: Buffer;
    }): Promise<{ resume: ResumeSummary; parsed: ParsedResume }> {
      const check = await checkResumeFile(input.bytes, input.fileName);
      if (!check.ok) throw resumeFileError(check);
      const parsed = await options.read({
        siteId: input.siteId,
        fileName: input.fileName,
        bytes: input.bytes,
      });
      const profile = await profileFor(input.userId, input.profileId);
      const format = check.extension as ResumeFormat;
      const fileName = sanitizeResumeFileName(input.fileName, format);
      const sha256 = createHash("sha256").update(input.bytes).digest("hex");
      const key = createStorageKey("resumes");
      await storage.put(key, input.bytes, { contentType: RESUME_CONTENT_TYPE_OF[format] });
      try {
        const row = await inTransaction(pool, async (client) => {
          // The profile row's lock serialises two uploads to one profile; the partial unique index backs it.
          const locked = await client.query(
            "SELECT 1 FROM profiles WHERE id = $1 AND user_id = $2 FOR UPDATE",
            [profile.id, input.userId],
          );
          if (!locked.rowCount) throw notFound();
          await client.query(
            `UPDATE resumes SET replaced_at = now()
             WHERE profile_id = $1 AND replaced_at IS NULL AND removed_at IS NULL`,
            [profile.id],
          );
          const inserted = await client.query<ResumeDbRow>(
            `INSERT INTO resumes (user_id, profile_id, site_id, storage_key, file_name, format, byte_size,
               sha256, parsed_fields, parser_version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
            [
              input.userId,
              profile.id,
              input.siteId,
              key,
              fileName,
              format,
              input.bytes.byteLength,
              sha256,
              JSON.stringify(parsed),
              PARSED_FIELDS_VERSION,
            ],
          );
          const saved = inserted.rows[0] as ResumeDbRow;
          await client.query("UPDATE profiles SET current_resume_id = $2, updated_at = now() WHERE id = $1", [
            profile.id,
            saved.id,
          ]);
          await options.onStored?.(client, input.userId);
          return saved;
        });
        return { resume: summaryOf(row), parsed };
      } catch (error) {
        await deleteQuietly(key);
        throw error;
      }
    },

    /** Reads a file and forgets it (a guest registering); the caller counts the attempts. */
    async preview(input: { siteId: SiteId; fileName: string; bytes: Buffer }): Promise<ParsedResume> {
      const check = await checkResumeFile(input.bytes, input.fileName);
      if (!check.ok) throw resumeFileError(check);
      return options.read(input);
    },

    /** The profile's current resume (the default profile's when no id is given), or null. */
    async current(userId: string, profileId?: string): Promise<ResumeSummary | null> {
      const id = await existingProfileId(userId, profileId);
      if (!id) return null;
      const { rows } = await pool.query<ResumeDbRow>(
        `SELECT * FROM resumes WHERE profile_id = $1 AND user_id = $2
           AND replaced_at IS NULL AND removed_at IS NULL`,
        [id, userId],
      );
      return rows[0] ? summaryOf(rows[0]) : null;
    },

    /** Every resume the profile kept, newest first (the current one included). */
    async history(userId: string, profileId?: string): Promise<ResumeSummary[]> {
      const id = await existingProfileId(userId, profileId);
      if (!id) return [];
      const { rows } = await pool.query<ResumeDbRow>(
        `SELECT * FROM resumes WHERE profile_id = $1 AND user_id = $2 AND removed_at IS NULL
         ORDER BY uploaded_at DESC, id DESC LIMIT 50`,
        [id, userId],
      );
      return rows.map(summaryOf);
    },

    /** What the parser read from one of the seeker's resumes, or null (not theirs, removed, or unread). */
    async parsedFields(userId: string, resumeId: string): Promise<ParsedResume | null> {
      if (!UUID.test(resumeId)) return null;
      const { rows } = await pool.query<Pick<ResumeDbRow, "parsed_fields">>(
        "SELECT parsed_fields FROM resumes WHERE id = $1 AND user_id = $2 AND removed_at IS NULL",
        [resumeId, userId],
      );
      return rows[0]?.parsed_fields ?? null;
    },

    /**
     * The file for someone allowed to have it: its owner, or a recruiter of a company the seeker applied
     * to with the resume's profile (current resumes only). Anyone else: null (the route answers 404).
     */
    async download(viewer: AccountUser, resumeId: string): Promise<ResumeDownload | null> {
      if (!UUID.test(resumeId)) return null;
      const { rows } = await pool.query<ResumeDbRow>(
        "SELECT * FROM resumes WHERE id = $1 AND removed_at IS NULL",
        [resumeId],
      );
      const row = rows[0];
      if (!row?.storage_key) return null;
      const isOwner = row.user_id === viewer.id;
      const isRecruiter =
        !isOwner &&
        viewer.role === "recruiter" &&
        row.replaced_at === null &&
        (await options.applications.hasApplicationAtCompany(viewer, row.user_id, row.profile_id));
      if (!isOwner && !isRecruiter) return null;
      const file = await storage.stream(row.storage_key);
      if (!file) {
        options.log.error({ resumeId }, "a resume row points at a missing file");
        throw resumeFileError(refuse("fetchFailed", "stored file missing"));
      }
      return {
        file,
        fileName: row.file_name,
        contentType: RESUME_CONTENT_TYPE_OF[row.format],
        sizeBytes: row.byte_size,
      };
    },

    /**
     * Removes a resume and its file, and forgets what was read from it (the parsed fields hold the
     * seeker's name, contacts and history). What the seeker copied into the profile stays: it is theirs
     * now. Removing the current one makes the newest earlier one current again, so a profile keeps a
     * resume as long as it has one.
     */
    async remove(userId: string, resumeId: string): Promise<void> {
      if (!UUID.test(resumeId)) throw notFound();
      const key = await inTransaction(pool, async (client) => {
        const { rows } = await client.query<ResumeDbRow>(
          `SELECT r.* FROM resumes r JOIN profiles p ON p.id = r.profile_id
           WHERE r.id = $1 AND r.user_id = $2 AND r.removed_at IS NULL FOR UPDATE OF p, r`,
          [resumeId, userId],
        );
        const row = rows[0];
        if (!row) throw notFound();
        await client.query(
          `UPDATE resumes SET removed_at = now(), storage_key = NULL, parsed_fields = NULL, parser_version = NULL
            WHERE id = $1`,
          [row.id],
        );
        if (row.replaced_at === null) {
          const previous = await client.query<{ id: string }>(
            `UPDATE resumes SET replaced_at = NULL WHERE id = (
               SELECT id FROM resumes WHERE profile_id = $1 AND removed_at IS NULL
               ORDER BY uploaded_at DESC, id DESC LIMIT 1)
             RETURNING id`,
            [row.profile_id],
          );
          await client.query("UPDATE profiles SET current_resume_id = $2 WHERE id = $1", [
            row.profile_id,
            previous.rows[0]?.id ?? null,
          ]);
        }
        return row.storage_key;
      });
      if (key) await deleteQuietly(key);
    },

    /** The rows of the review: what the resume says beside what its profile holds now. */
    async review(userId: string, resumeId: string): Promise<ResumeReview> {
      const row = await ownRow(userId, resumeId);
      const profile = await profiles.get(userId, row.profile_id);
      return {
        resumeId: row.id,
        profileId: profile.id,
        fileName: row.file_name,
        items: row.parsed_fields ? reviewItems(row.parsed_fields, profile.data) : [],
      };
    },

    /**
     * Writes the rows the seeker ticked into the resume's profile, each group through the profiles
     * service (its schemas, its write limit). Every group is checked before the first write, so a
     * refusal writes nothing; rows not ticked are never written.
     */
    async apply(userId: string, resumeId: string, keys: readonly string[]): Promise<ResumeApplied> {
      const row = await ownRow(userId, resumeId);
      if (!row.parsed_fields) return { applied: 0, skipped: keys.length };
      const user = await seeker(userId);
      const profile = await profiles.get(userId, row.profile_id);
      const writes = reviewWrites(row.parsed_fields, profile.data, user, new Set(keys));
      const problems: FieldProblem[] = [];
      const check = (schema: Parameters<typeof parseWith>[0], value: unknown, group: string) => {
        const result = parseWith(schema, value);
        if (!result.ok)
          problems.push(
            ...result.problems.map((problem) => ({ ...problem, field: `${group}.${problem.field ?? ""}` })),
          );
      };
      if (writes.personal) check(personalSchema, writes.personal, "personal");
      if (writes.experience) check(experienceSchema, writes.experience, "experience");
      for (const entry of writes.employments) check(employmentSchema, entry, "employments");
      if (problems.length > 0) throw new AppError("VALIDATION", "validationFailed", { details: problems });

      if (writes.personal) await profiles.saveGroup(userId, profile.id, "personal", writes.personal);
      if (writes.experience) await profiles.saveGroup(userId, profile.id, "experience", writes.experience);
      for (const entry of writes.employments)
        await profiles.saveEntry(userId, profile.id, "employments", null, entry);
      for (const skill of writes.skills) await profiles.addSkill(userId, profile.id, { name: skill });
      return { applied: writes.applied, skipped: writes.skipped };
    },

    /** The current resume of a profile an application carried, when this recruiter may download it. */
    async resumeForRecruiter(
      recruiter: AccountUser,
      seekerId: string,
      profileId: string,
    ): Promise<ResumeSummary | null> {
      if (recruiter.role !== "recruiter" || !UUID.test(seekerId) || !UUID.test(profileId)) return null;
      if (!(await options.applications.hasApplicationAtCompany(recruiter, seekerId, profileId))) return null;
      const { rows } = await pool.query<ResumeDbRow>(
        `SELECT * FROM resumes WHERE profile_id = $1 AND user_id = $2
           AND replaced_at IS NULL AND removed_at IS NULL`,
        [profileId, seekerId],
      );
      return rows[0] ? summaryOf(rows[0]) : null;
    },
  };
  return service;
}

export type ResumeService = ReturnType<typeof createResumeService>;
