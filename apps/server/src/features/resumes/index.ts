/**
 * Resumes as the app sees them: storage with history, review and apply (`createResumeService`, routes,
 * page contract), registration by resume (its service and routes), the engine that checks a file and
 * reads it in a worker (`ResumeParser`, field reading through @portal/resume-parser), and demo resumes.
 * See README.md in this folder.
 */
export { seedDemoResumes } from "./demo-resumes.ts";
export { checkResumeFile, resumeFileError } from "./file-check.ts";
export { createResumePages } from "./pages.ts";
export { registerResumeRegistrationRoutes } from "./registration-prefill-routes.ts";
export { createResumeRegistrationService, lazyResumeParser } from "./registration-prefill-service.ts";
export { readResumeForm } from "./resume-form.ts";
export { type ResumeParseOutcome, ResumeParser } from "./resume-parser.ts";
export { attachmentDisposition, registerResumeRoutes } from "./routes.ts";
export { createResumeService, RESUME_CONTENT_TYPE_OF, sanitizeResumeFileName } from "./service.ts";
