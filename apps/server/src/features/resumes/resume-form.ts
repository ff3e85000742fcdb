/**
 * A resume sent as multipart/form-data (uploads, the resume score): the file part and a few text fields,
 * read within @fastify/multipart's limits. A file over the limit is refused while it streams (nothing past
 * the limit is held); no file, or no multipart body, is refused as the spec's "resume required".
 */
import { AppError } from "@portal/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { refuse, resumeFileError } from "./file-check.ts";

/** The names the file part may have (the web form's "file", the spec's "resume"). */
const FILE_FIELDS = new Set(["file", "resume"]);

export async function readResumeForm<Field extends string>(
  request: FastifyRequest,
  multipartErrors: FastifyInstance["multipartErrors"],
  fieldNames: readonly Field[],
): Promise<{ file: { fileName: string; bytes: Buffer }; fields: Partial<Record<Field, string>> }> {
  if (!request.isMultipart()) throw resumeFileError(refuse("missing", "not multipart"));
  let file: { fileName: string; bytes: Buffer } | null = null;
  const fields: Partial<Record<Field, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        const name = fieldNames.find((known) => known === part.fieldname);
        if (name && typeof part.value === "string") fields[name] = part.value;
      } else if (FILE_FIELDS.has(part.fieldname) && file === null) {
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else part.file.resume();
    }
  } catch (error) {
    if (error instanceof multipartErrors.RequestFileTooLargeError)
      throw resumeFileError(refuse("tooLarge", "over the limit while streaming"));
    if (error instanceof multipartErrors.FilesLimitError)
      throw new AppError("VALIDATION", "validationFailed", { cause: error });
    throw error;
  }
  if (!file) throw resumeFileError(refuse("missing", "no file part"));
  return { file, fields };
}
