/**
 * The resume engine (checks, text extraction, field reading). See README.md in this folder.
 */
export { DOCX_LIMITS } from "./docx-inspection.ts";
export type { ExtractionPoolOptions } from "./extraction-pool.ts";
export {
  checkResumeFile,
  RESUME_CONTENT_TYPES,
  RESUME_MAX_MEGABYTES,
  type ResumeFileAccepted,
  type ResumeFileCheck,
  type ResumeFileRefused,
  type ResumeReadFailure,
  type ResumeRefusalReason,
  refuse as resumeRefusal,
  resumeFileError,
} from "./file-check.ts";
export { type ParseResumeOptions, parseResumeText } from "./parsing/parse-resume-text.ts";
export { type ResumeParseOptions, type ResumeParseOutcome, ResumeParser } from "./resume-parser.ts";
