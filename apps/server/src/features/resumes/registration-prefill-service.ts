/**
 * Registration by resume: a guest's file read without keeping it (the personal step's values), the file
 * kept once the account exists, each later step's pre-fill from the seeker's current resume (spec §7
 * "resume parse fill"), and the profile filled from the confirmed steps when registration finishes.
 *
 * Storing and parsing are the resume storage service's (`upload`, `preview`, `current`, `parsedFields`);
 * this module only decides what the registration forms may show. Nothing parsed is saved here: each
 * step's own submit is what saves its values, so the seeker has seen every one of them first.
 */

import type { AccountUser, RegistrationPrefill, ResumeRegistrationContract } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import { DEFAULT_SITE_ID, type FieldProblem, isSiteId, type ParsedResume, type SiteId } from "@portal/domain";
import type { FastifyBaseLogger } from "fastify";
import type { RateLimiter, RateLimitRule } from "../../plugins/rate-limit.ts";
import { resumeFileError } from "./file-check.ts";
import { registrationPrefill } from "./registration-prefill.ts";
import { type ResumeParseOutcome, ResumeParser } from "./resume-parser.ts";

/** The calls of the resume storage service registration needs (its `service.ts`). */
export interface RegistrationResumeStorage {
  upload(input: {
    userId: string;
    siteId: SiteId;
    profileId?: string;
    fileName: string;
    bytes: Buffer;
  }): Promise<{ resume: { id: string }; parsed: ParsedResume }>;
  current(userId: string, profileId?: string): Promise<{ id: string } | null>;
  parsedFields(userId: string, resumeId: string): Promise<ParsedResume | null>;
}

/** Reads a file without keeping it; throws the AppError of `resumeFileError` when it is refused. */
export type ReadResume = (input: {
  siteId: SiteId;
  fileName: string;
  bytes: Buffer;
}) => Promise<ParsedResume>;

/**
 * The resume engine started on first use: its worker pool loads pdf.js and the dictionaries, which a
 * process (or a test) that never reads a resume should not pay for.
 */
export function lazyResumeParser() {
  let parser: ResumeParser | null = null;
  /** The whole outcome: the text and the fields, or why the file was refused. */
  const parse = (input: { siteId: SiteId; fileName: string; bytes: Buffer }): Promise<ResumeParseOutcome> => {
    parser ??= new ResumeParser();
    return parser.parse(input.bytes, input.fileName, { siteId: input.siteId });
  };
  const read: ReadResume = async (input) => {
    const outcome = await parse(input);
    if (!outcome.ok) throw resumeFileError(outcome.refusal);
    return outcome.fields;
  };
  return { read, parse, close: async () => parser?.close() };
}

/** What registration needs of profiles: the confirmed steps into the default profile's empty groups. */
export interface RegistrationProfiles {
  fillFromRegistration(user: AccountUser, confirmedSkills: readonly string[]): Promise<void>;
}

/** Reading a file costs a worker's time: enough for someone trying a few files, not for a loop. */
export const GUEST_PREVIEW_LIMIT: RateLimitRule = {
  name: "resume-preview-guest",
  limit: 10,
  windowSeconds: 15 * 60,
};
/** The steps ask once per page; a script polling it is not a seeker registering. */
export const PREFILL_READ_LIMIT: RateLimitRule = {
  name: "resume-prefill-read",
  limit: 120,
  windowSeconds: 15 * 60,
};

/** The registration form's file field; the resume engine names it `file`. */
export const RESUME_FIELD = "resume";

export interface ResumeRegistrationOptions {
  /** A guest's preview and the personal step's check of the file it carries. */
  read: ReadResume;
  /** Where files are kept; null until resume storage is wired, and then files are read but not kept. */
  resumes: RegistrationResumeStorage | null;
  profiles: RegistrationProfiles;
  rateLimiter: RateLimiter;
  log: Pick<FastifyBaseLogger, "error">;
  now?: () => Date;
}

function siteOf(user: AccountUser): SiteId {
  return isSiteId(user.siteId) ? user.siteId : DEFAULT_SITE_ID;
}

/** Refusals point at the registration form's own file field. */
function onResumeField(error: AppError): AppError {
  return new AppError(error.code, error.message, {
    details: error.details.map((detail: FieldProblem) =>
      detail.field === "file" ? { ...detail, field: RESUME_FIELD } : detail,
    ),
    ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    cause: error,
  });
}

/** The service is what registration pages ask (ResumeRegistrationContract) and what its routes call. */
export function createResumeRegistrationService(options: ResumeRegistrationOptions) {
  const { resumes, profiles, rateLimiter } = options;
  const now = options.now ?? (() => new Date());

  return {
    /** A guest's file, parsed and forgotten; every step's pre-fill (the page uses the first). */
    async preview(input: {
      siteId: SiteId;
      fileName: string;
      bytes: Uint8Array;
      ip: string;
    }): Promise<RegistrationPrefill> {
      await rateLimiter.enforce([[GUEST_PREVIEW_LIMIT, input.ip]]);
      try {
        const parsed = await options.read({
          siteId: input.siteId,
          fileName: input.fileName,
          bytes: Buffer.from(input.bytes),
        });
        return registrationPrefill(parsed, input.siteId, now());
      } catch (error) {
        throw error instanceof AppError ? onResumeField(error) : error;
      }
    },

    /**
     * Keeps the file as the current resume of the seeker's default profile. The account already exists
     * when this runs, so any failure becomes a refusal: the seeker goes on registering and is told.
     */
    async upload({
      user,
      fileName,
      bytes,
    }: {
      user: AccountUser;
      fileName: string;
      bytes: Uint8Array;
    }): Promise<{ fileName: string }> {
      try {
        if (!resumes) throw new Error("resume storage is not wired in");
        await resumes.upload({ userId: user.id, siteId: siteOf(user), fileName, bytes: Buffer.from(bytes) });
      } catch (error) {
        if (error instanceof AppError) throw onResumeField(error);
        options.log.error({ err: error, userId: user.id }, "a resume sent with registration was not kept");
        throw new AppError("INTERNAL", "uploadFailed", {
          details: [{ field: RESUME_FIELD, messageKey: "uploadFailed" }],
          cause: error,
        });
      }
      return { fileName };
    },

    /** Spec §7 "resume parse fill": the pre-fill from the seeker's current resume, or null. */
    async prefill(user: AccountUser): Promise<RegistrationPrefill | null> {
      if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
      await rateLimiter.enforce([[PREFILL_READ_LIMIT, user.id]]);
      if (!resumes) return null;
      const current = await resumes.current(user.id);
      if (!current) return null;
      const parsed = await resumes.parsedFields(user.id, current.id);
      return parsed ? registrationPrefill(parsed, siteOf(user), now()) : null;
    },

    async completeRegistration(user: AccountUser, confirmedSkills: readonly string[]): Promise<void> {
      await profiles.fillFromRegistration(user, confirmedSkills);
    },
  } satisfies ResumeRegistrationContract;
}

export type ResumeRegistrationService = ReturnType<typeof createResumeRegistrationService>;
