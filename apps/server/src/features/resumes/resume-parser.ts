/**
 * The resume engine's one entry point for the upload route, storage and profile pre-filling:
 *
 *   const parser = new ResumeParser();                       // once per process
 *   const check = await parser.check(bytes, fileName);       // before storing anything
 *   const outcome = await parser.parse(bytes, fileName, { siteId });
 *   if (!outcome.ok) throw resumeFileError(outcome.refusal); // spec message, localised
 *   outcome.fields                                           // ParsedResume, per field value + confidence + source
 *   await parser.close();                                    // at shutdown
 *
 * `parse` runs the same checks as `check` first, so a route may call it alone. Extraction and field
 * reading run in worker threads (extraction-pool.ts); the request's event loop only waits.
 */
import type { ParsedResume, ResumeExtension, SiteId } from "@portal/domain";
import { ExtractionError, ExtractionPool, type ExtractionPoolOptions } from "./extraction-pool.ts";
import { checkResumeFile, type ResumeFileCheck, type ResumeFileRefused, refuse } from "./file-check.ts";

export type ResumeParseOutcome =
  | {
      ok: true;
      extension: ResumeExtension;
      contentType: string;
      /** The resume as plain text (for search and for showing what was read). */
      text: string;
      fields: ParsedResume;
      /** Time the worker spent on this file. */
      milliseconds: number;
    }
  | { ok: false; refusal: ResumeFileRefused };

export interface ResumeParseOptions {
  siteId: SiteId;
  /** What "Present" means in date ranges; today by default. */
  asOf?: Date;
  /** Overrides the pool's time limit for this file. */
  timeoutMs?: number;
}

/** Fewer letters than this after extraction means a scan or an empty document. */
const MIN_TEXT_LETTERS = 20;

export class ResumeParser {
  private readonly pool: ExtractionPool;

  constructor(options: ExtractionPoolOptions = {}) {
    this.pool = new ExtractionPool(options);
  }

  check(bytes: Uint8Array | null | undefined, fileName: string | null | undefined): Promise<ResumeFileCheck> {
    return checkResumeFile(bytes, fileName);
  }

  async parse(
    bytes: Uint8Array | null | undefined,
    fileName: string | null | undefined,
    options: ResumeParseOptions,
  ): Promise<ResumeParseOutcome> {
    const check = await checkResumeFile(bytes, fileName);
    if (!check.ok) return { ok: false, refusal: check };
    try {
      const result = await this.pool.extract(bytes as Uint8Array, check.extension, {
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        fields: { siteId: options.siteId, ...(options.asOf ? { asOf: options.asOf } : {}) },
      });
      const letters = result.text.match(/\p{L}/gu)?.length ?? 0;
      if (letters < MIN_TEXT_LETTERS || !result.fields)
        return { ok: false, refusal: refuse("noText", `${letters} letters of text`) };
      return {
        ok: true,
        extension: check.extension,
        contentType: check.contentType,
        text: result.text,
        fields: result.fields,
        milliseconds: result.milliseconds,
      };
    } catch (error) {
      if (!(error instanceof ExtractionError)) throw error;
      const reason = error.kind === "closed" ? "busy" : error.kind;
      return { ok: false, refusal: refuse(reason, error.message) };
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
