/**
 * Body of the extraction worker: takes one file at a time from the pool and answers with its text or
 * with why it could not be read. It holds no state between files; the pool ends and replaces it when
 * a file takes too long or its memory runs out.
 */
import { parentPort } from "node:worker_threads";
import type { ParsedResume, ResumeExtension, SiteId } from "@portal/domain";
import { dictionaries, parseResumeText } from "@portal/resume-parser";
import { getResolvedPDFJS } from "unpdf";
import { extractResumeText, UnreadableResumeError } from "./text-extraction.ts";

export interface ExtractionRequest {
  id: number;
  bytes: ArrayBuffer;
  extension: ResumeExtension;
  /** When given, the fields are read too, in the same worker. */
  fields?: { siteId: SiteId; asOf?: string };
}

export type ExtractionReply =
  | { id: number; ok: true; text: string; fields: ParsedResume | null; milliseconds: number }
  | { id: number; ok: false; unreadable: boolean; message: string };

const port = parentPort;
if (!port) throw new Error("extraction-worker runs only as a worker thread");

port.on("message", async (request: ExtractionRequest) => {
  const started = performance.now();
  let reply: ExtractionReply;
  try {
    const text = await extractResumeText(new Uint8Array(request.bytes), request.extension);
    const options = request.fields;
    const fields = options
      ? parseResumeText(text, {
          siteId: options.siteId,
          ...(options.asOf ? { asOf: new Date(options.asOf) } : {}),
        })
      : null;
    reply = { id: request.id, ok: true, text, fields, milliseconds: performance.now() - started };
  } catch (error) {
    reply = {
      id: request.id,
      ok: false,
      unreadable: error instanceof UnreadableResumeError,
      message: (error as Error).message,
    };
  }
  port.postMessage(reply);
});

// Everything loaded lazily is loaded now (pdf.js, the reference lists, the learned models, through
// one small parse): from "ready" on, the pool's time limit measures files only, and the first file is
// as fast as the others.
dictionaries();
parseResumeText("Asha Rao\nEXPERIENCE\nEngineer, Veltrix Ltd, 2019 - 2021\nSKILLS\nJava, SQL", {
  siteId: "india",
});
await getResolvedPDFJS();
port.postMessage("ready");
