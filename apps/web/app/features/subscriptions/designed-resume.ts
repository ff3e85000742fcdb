/**
 * The designed resume of Profile Highlighter and Career Booster, as the pages see it: where it is, its
 * templates, and whom it is for. The PDF itself is drawn on the server (designed-resume-pdf.server.ts).
 */
import type { SeekerServiceView } from "@portal/contracts";

export const DESIGNED_RESUME_PATH = "/seeker/subscriptions/designed-resume.pdf";

export const RESUME_TEMPLATES = ["classic", "modern"] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

/** The template a link asks for; anything else is the classic one. */
export function resumeTemplateOf(value: string | null): ResumeTemplate {
  return value === "modern" ? "modern" : "classic";
}

/** A running service that highlights the seeker (Profile Highlighter, Career Booster) comes with it. */
export function includesDesignedResume(service: Pick<SeekerServiceView, "state" | "marks">): boolean {
  return service.state === "active" && service.marks.includes("highlighted");
}
