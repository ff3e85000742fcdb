/**
 * The resume parser: reads a profile's fields (ParsedResume, @portal/domain) from a resume's plain
 * text. Synchronous and pure apart from reading the package's own data files (reference lists and
 * learned models in data/) once per process. See README.md in this package.
 */
export { dictionaries } from "./dictionaries.ts";
export { MAX_READ_CHARACTERS, type ParseResumeOptions, parseResumeText } from "./parse-resume-text.ts";
export { type ResumeScore, type ResumeScoreSection, type ResumeScoreTip, scoreResume } from "./score.ts";
