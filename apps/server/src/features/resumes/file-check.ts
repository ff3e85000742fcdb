/**
 * Whether uploaded bytes may be kept and parsed as a resume. Pure checks over the bytes and the name
 * the client gave, run before anything is stored or unpacked: the spec's rules (format, 6 MB, file-name
 * characters), then that the bytes really are what the extension says (magic bytes, never the client's
 * content type), and for .docx that the zip is safe to unpack (see docx-inspection.ts).
 */

import { AppError, type ErrorCode } from "@portal/contracts";
import {
  fileExtension,
  isValidResumeFileName,
  type MessageCode,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  type ResumeExtension,
} from "@portal/domain";
import { fileTypeFromBuffer } from "file-type";
import type { ServerMessageKey } from "../../i18n/messages.ts";
import { decodeCodePage, likelyCodePage } from "./code-pages.ts";
import { inspectDocx } from "./docx-inspection.ts";

export type ResumeRefusalReason =
  | "missing"
  | "fileName"
  | "extension"
  | "tooLarge"
  | "contentMismatch"
  | "unsafeArchive"
  | "notText";

export interface ResumeFileAccepted {
  ok: true;
  extension: ResumeExtension;
  /** The type the bytes were recognised as, for storing with the file. */
  contentType: string;
}

export interface ResumeFileRefused {
  ok: false;
  reason: ResumeRefusalReason | ResumeReadFailure;
  /** The spec's message (§5) for this refusal; what a client following the spec shows. */
  specCode: MessageCode;
  /** The message the API replies with: the spec's, or a more specific one of ours. */
  messageKey: MessageCode | ServerMessageKey;
  status: ErrorCode;
  /** What exactly was wrong, for logs only (never shown). */
  detail: string;
}

export type ResumeFileCheck = ResumeFileAccepted | ResumeFileRefused;

/** Why an accepted file still gave no fields (see resume-parser.ts). */
export type ResumeReadFailure = "unreadable" | "noText" | "timeout" | "crashed" | "busy" | "fetchFailed";

/** Longest client file name kept; longer ones are refused like any other bad name. */
export const RESUME_FILE_NAME_MAX_LENGTH = 200;

export const RESUME_CONTENT_TYPES: Readonly<Record<ResumeExtension, string>> = {
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  rtf: "application/rtf",
  txt: "text/plain; charset=utf-8",
  pdf: "application/pdf",
};

const REFUSALS: Readonly<
  Record<
    ResumeRefusalReason | ResumeReadFailure,
    Pick<ResumeFileRefused, "specCode" | "messageKey" | "status">
  >
> = {
  missing: { specCode: "resumeRequired", messageKey: "resumeRequired", status: "VALIDATION" },
  fileName: { specCode: "resumeInvalid", messageKey: "resumeInvalid", status: "VALIDATION" },
  extension: { specCode: "resumeInvalid", messageKey: "resumeInvalid", status: "UNSUPPORTED_MEDIA_TYPE" },
  tooLarge: { specCode: "resumeInvalid", messageKey: "resumeTooLarge", status: "PAYLOAD_TOO_LARGE" },
  contentMismatch: {
    specCode: "resumeInvalid",
    messageKey: "resumeInvalid",
    status: "UNSUPPORTED_MEDIA_TYPE",
  },
  unsafeArchive: { specCode: "resumeInvalid", messageKey: "resumeInvalid", status: "UNPROCESSABLE" },
  notText: { specCode: "resumeInvalid", messageKey: "resumeInvalid", status: "UNSUPPORTED_MEDIA_TYPE" },
  unreadable: { specCode: "resumeInvalid", messageKey: "resumeInvalid", status: "UNPROCESSABLE" },
  noText: { specCode: "resumeInvalid", messageKey: "resumeNoText", status: "UNPROCESSABLE" },
  timeout: { specCode: "uploadFailed", messageKey: "uploadFailed", status: "UNPROCESSABLE" },
  crashed: { specCode: "uploadFailed", messageKey: "uploadFailed", status: "UNPROCESSABLE" },
  busy: { specCode: "uploadFailed", messageKey: "uploadFailed", status: "UNAVAILABLE" },
  fetchFailed: { specCode: "fileFetchFailed", messageKey: "fileFetchFailed", status: "INTERNAL" },
};

export const RESUME_MAX_MEGABYTES = RESUME_MAX_BYTES / (1024 * 1024);

export function refuse(reason: ResumeRefusalReason | ResumeReadFailure, detail: string): ResumeFileRefused {
  return { ok: false, reason, detail, ...REFUSALS[reason] };
}

/** The API error for a refused or unreadable file, with the field it belongs to. */
export function resumeFileError(refused: ResumeFileRefused): AppError {
  const params = refused.messageKey === "resumeTooLarge" ? { max: RESUME_MAX_MEGABYTES } : undefined;
  return new AppError(refused.status, refused.messageKey, {
    details: [{ field: "file", messageKey: refused.messageKey, ...(params ? { params } : {}) }],
  });
}

function isResumeExtension(extension: string): extension is ResumeExtension {
  return (RESUME_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The client's name is only ever shown back, never used as a path, but a name that tries to be a path
 * ("../../x.pdf", "C:\x.pdf") or hides its extension (".pdf", "...pdf") is a sign of a crafted upload.
 */
function isAcceptableFileName(name: string): boolean {
  if (name.length > RESUME_FILE_NAME_MAX_LENGTH || !isValidResumeFileName(name)) return false;
  const stem = name.slice(0, name.lastIndexOf("."));
  return /[^.\s]/.test(stem) && !name.includes("..");
}

export async function checkResumeFile(
  bytes: Uint8Array | null | undefined,
  fileName: string | null | undefined,
): Promise<ResumeFileCheck> {
  const name = (fileName ?? "").normalize("NFC").trim();
  if (!bytes || bytes.byteLength === 0 || name === "") return refuse("missing", "no file or an empty file");
  if (!isAcceptableFileName(name)) return refuse("fileName", "file name has characters the spec refuses");
  const extension = fileExtension(name);
  if (!isResumeExtension(extension)) return refuse("extension", `extension "${extension}" is not accepted`);
  if (bytes.byteLength > RESUME_MAX_BYTES) return refuse("tooLarge", `${bytes.byteLength} bytes`);

  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const detected = await fileTypeFromBuffer(buffer);
  const detectedExtension = detected?.ext ?? "none";
  switch (extension) {
    case "pdf":
      if (detectedExtension !== "pdf" || !startsWith(buffer, "%PDF-"))
        return refuse("contentMismatch", `.pdf holding ${detectedExtension}`);
      break;
    case "rtf":
      if (detectedExtension !== "rtf" || !startsWith(buffer, "{\\rtf"))
        return refuse("contentMismatch", `.rtf holding ${detectedExtension}`);
      break;
    case "doc":
      if (detectedExtension !== "cfb" || !startsWithBytes(buffer, OLE_SIGNATURE))
        return refuse("contentMismatch", `.doc holding ${detectedExtension}`);
      break;
    case "docx": {
      if (!startsWithBytes(buffer, ZIP_SIGNATURE) || !["docx", "zip"].includes(detectedExtension))
        return refuse("contentMismatch", `.docx holding ${detectedExtension}`);
      const inspection = await inspectDocx(buffer);
      if (!inspection.ok) return refuse(inspection.reason, inspection.detail);
      break;
    }
    case "txt": {
      if (detected) return refuse("contentMismatch", `.txt holding ${detectedExtension}`);
      if (decodeResumeText(buffer) === null) return refuse("notText", "not text");
      break;
    }
  }
  return { ok: true, extension, contentType: RESUME_CONTENT_TYPES[extension] };
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function startsWith(buffer: Buffer, ascii: string): boolean {
  return buffer.subarray(0, ascii.length).toString("latin1") === ascii;
}

function startsWithBytes(buffer: Buffer, signature: readonly number[]): boolean {
  return signature.every((byte, index) => buffer[index] === byte);
}

/**
 * Control characters that never occur in text a person wrote: everything below the space except tab,
 * line feed, form feed and carriage return, plus DEL and the C1 range. NUL is among them, which is what
 * tells a binary file renamed .txt from text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/;

/**
 * Decodes a .txt resume: UTF-8 (with or without BOM) or UTF-16 (with a BOM, or recognised by the zero
 * bytes of ASCII characters); bytes that are not UTF-8 are a file an older editor saved in a Windows
 * code page ("ANSI": Word's curly quotes and bullets pasted into Notepad, an Arabic resume), read in the
 * likelier one (`code-pages.ts`) rather than refused. Null when the bytes are not text (control
 * characters a person never writes), so the check and the extraction agree on what a text file is.
 */
export function decodeResumeText(buffer: Uint8Array): string | null {
  const encoding = textEncoding(buffer);
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    if (encoding !== "utf-8") return null;
    text = decodeCodePage(buffer, likelyCodePage(buffer));
  }
  return BINARY_CONTROL.test(text) ? null : text;
}

function textEncoding(buffer: Uint8Array): "utf-8" | "utf-16le" | "utf-16be" {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return "utf-16le";
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return "utf-16be";
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return "utf-8";
  // Without a BOM, UTF-16 shows itself by the zero half of every ASCII character.
  const sample = buffer.subarray(0, Math.min(buffer.length, 4096) & ~1);
  if (sample.length < 4) return "utf-8";
  let zeroOdd = 0;
  let zeroEven = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) zeroEven += 1;
    if (sample[index + 1] === 0) zeroOdd += 1;
  }
  const pairs = sample.length / 2;
  if (zeroOdd / pairs > 0.6 && zeroEven === 0) return "utf-16le";
  if (zeroEven / pairs > 0.6 && zeroOdd === 0) return "utf-16be";
  return "utf-8";
}
