/**
 * The resume engine (checks, text extraction, and field reading through @portal/resume-parser). See
 * README.md in this folder.
 */
export { type ParseResumeOptions, parseResumeText } from "@portal/resume-parser";
export { seedDemoResumes } from "./demo-resumes.ts";
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
export { createResumePages } from "./pages.ts";
export { registerResumeRegistrationRoutes } from "./registration-prefill-routes.ts";
export { createResumeRegistrationService, lazyResumeParser } from "./registration-prefill-service.ts";
export { type ResumeParseOptions, type ResumeParseOutcome, ResumeParser } from "./resume-parser.ts";
export { registerResumeRoutes } from "./routes.ts";
export { createResumeService } from "./service.ts";
