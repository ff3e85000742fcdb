/**
 * Registration by resume on the server. The personal step: the file the step's multipart form carries
 * is read before the account is made (a refused file keeps everything typed and costs no account), then
 * kept as the new seeker's current resume. The later steps: their pre-fill from the current resume.
 */

import type { AccountUser } from "@portal/contracts";
import { attempt, type PortalLoadContext, problemsOf, type RegistrationPrefill } from "@portal/contracts";
import { type FieldProblem, RESUME_MAX_BYTES } from "@portal/domain";
import type { FormActionOptions } from "../../ui/forms/form-action.server.ts";

/** Room for the other fields of the form besides the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Bodies up to twice the resume limit are read, so a file a little too large is refused with its own
 * message and the typed values kept; past that the body is not held at all.
 */
export const resumeFormOptions: FormActionOptions = {
  maxBodyBytes: 2 * RESUME_MAX_BYTES + FORM_OVERHEAD_BYTES,
  tooLarge: { field: "resume", messageKey: "resumeInvalid" },
};

export interface SentResume {
  name: string;
  bytes: Uint8Array;
}

/** Where the next step tells the seeker their account exists but the resume was not kept. */
export const RESUME_NOT_KEPT_PARAMETER = "resume";
const RESUME_NOT_KEPT_VALUE = "not-kept";

export function isResumeNotKept(request: Request): boolean {
  return new URL(request.url).searchParams.get(RESUME_NOT_KEPT_PARAMETER) === RESUME_NOT_KEPT_VALUE;
}

/** A refused file as the step's form shows it: the status to answer with, the problems beside the field. */
export interface ResumeRefusal {
  ok: false;
  status: number;
  problems: FieldProblem[];
}

export const registerWithResume = {
  /** Null without a file; otherwise the file read (not kept) or the refusal to show beside the field. */
  async vet(
    files: Readonly<Record<string, File>>,
    context: PortalLoadContext,
  ): Promise<ResumeRefusal | { ok: true; file: SentResume } | null> {
    const sent = files.resume;
    const service = context.services.resumeRegistration;
    // Browsers send an empty part for a file field left empty.
    if (!service || !sent || (sent.size === 0 && sent.name === "")) return null;
    const file = { name: sent.name, bytes: new Uint8Array(await sent.arrayBuffer()) };
    const read = await attempt(
      service.preview({
        siteId: context.site.id,
        fileName: file.name,
        bytes: file.bytes,
        ip: context.session.meta.ip,
      }),
    );
    if (!read.ok) return { ok: false, status: read.error.status, problems: problemsOf(read.error) };
    return { ok: true, file };
  },

  /** Keeps the file for the seeker; false when it could not be kept (the account stands regardless). */
  async keep(file: SentResume, user: AccountUser, context: PortalLoadContext): Promise<boolean> {
    const service = context.services.resumeRegistration;
    if (!service) return false;
    const kept = await attempt(service.upload({ user, fileName: file.name, bytes: file.bytes }));
    return kept.ok;
  },

  notKeptPath(next: string): string {
    return `${next}?${RESUME_NOT_KEPT_PARAMETER}=${RESUME_NOT_KEPT_VALUE}`;
  },
};

/**
 * A later step's pre-fill from the seeker's current resume; null without one, and null when it may not
 * be read now (too many reads): a page without its pre-fill is still a page, the seeker types instead.
 */
export async function resumePrefill(
  context: PortalLoadContext,
  user: AccountUser,
): Promise<RegistrationPrefill | null> {
  const service = context.services.resumeRegistration;
  if (!service) return null;
  const read = await attempt(service.prefill(user));
  return read.ok ? read.value : null;
}
