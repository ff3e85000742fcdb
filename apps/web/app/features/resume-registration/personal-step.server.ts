/**
 * The personal step's part in registration by resume, on the server: the file the step's multipart form
 * carries is read before the account is made (a refused file keeps everything typed and costs no
 * account), then kept as the new seeker's current resume.
 */

import type { AccountUser, PortalLoadContext, ResumeRegistrationResult } from "@portal/contracts";
import { RESUME_MAX_BYTES } from "@portal/domain";
import type { FormActionOptions } from "../accounts/form-action.server.ts";

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

export const registerWithResume = {
  /** Null without a file; otherwise the file read (not kept) or the refusal to show beside the field. */
  async vet(
    files: Readonly<Record<string, File>>,
    context: PortalLoadContext,
  ): Promise<(ResumeRegistrationResult<null> & { ok: false }) | { ok: true; file: SentResume } | null> {
    const sent = files.resume;
    const service = context.services.resumeRegistration;
    // Browsers send an empty part for a file field left empty.
    if (!service || !sent || (sent.size === 0 && sent.name === "")) return null;
    const file = { name: sent.name, bytes: new Uint8Array(await sent.arrayBuffer()) };
    const read = await service.preview({
      siteId: context.site.id,
      fileName: file.name,
      bytes: file.bytes,
      ip: context.session.meta.ip,
    });
    return read.ok ? { ok: true, file } : read;
  },

  /** Keeps the file for the seeker; false when it could not be kept (the account stands regardless). */
  async keep(file: SentResume, user: AccountUser, context: PortalLoadContext): Promise<boolean> {
    const service = context.services.resumeRegistration;
    if (!service) return false;
    const kept = await service.upload({ user, fileName: file.name, bytes: file.bytes });
    return kept.ok;
  },

  notKeptPath(next: string): string {
    return `${next}?${RESUME_NOT_KEPT_PARAMETER}=${RESUME_NOT_KEPT_VALUE}`;
  },
};
