/**
 * Runs text extraction off the request's event loop: a small pool of worker threads (one or two on a
 * two-core machine) fed from a bounded queue. Each file gets a time limit, after which its worker is
 * ended and a fresh one started, and every worker runs under a heap limit, so a hostile or broken file
 * costs one worker, never the server.
 */
import { Worker } from "node:worker_threads";
import type { ParsedResume, ResumeExtension, SiteId } from "@portal/domain";
import type { ExtractionReply, ExtractionRequest } from "./extraction-worker.ts";

export interface ExtractionPoolOptions {
  /** Worker threads (default 1). */
  workers?: number;
  /** Time one file may take once a worker has it (default 15 s). */
  timeoutMs?: number;
  /** Heap of each worker in MB (default 256). */
  maxHeapMb?: number;
  /** Files waiting for a worker beyond which new ones are refused at once (default 32). */
  maxQueue?: number;
}

export type ExtractionFailureKind = "unreadable" | "timeout" | "crashed" | "busy" | "closed";

export class ExtractionError extends Error {
  override readonly name = "ExtractionError";
  readonly kind: ExtractionFailureKind;

  constructor(kind: ExtractionFailureKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

export interface ExtractionResult {
  text: string;
  /** The fields, when asked for with `fields`. */
  fields: ParsedResume | null;
  /** Time spent in the worker on this file. */
  milliseconds: number;
}

export interface ExtractOptions {
  timeoutMs?: number;
  /** Read the fields too, for this site ("Present" meaning `asOf`, today by default). */
  fields?: { siteId: SiteId; asOf?: Date };
}

interface Job {
  id: number;
  bytes: Uint8Array;
  extension: ResumeExtension;
  fields: ExtractionRequest["fields"];
  timeoutMs: number;
  resolve(result: ExtractionResult): void;
  reject(error: ExtractionError): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const MAX_FAILED_STARTS = 3;
/**
 * The worker's entry: the TypeScript file beside this one where Node runs the sources (development,
 * tests), the compiled file beside the bundle in production (scripts/build-server.mjs builds both).
 */
const WORKER_URL = new URL(
  import.meta.url.endsWith(".ts") ? "./extraction-worker.ts" : "./extraction-worker.js",
  import.meta.url,
);

export class ExtractionPool {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly maxHeapMb: number;
  private readonly maxQueue: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers that died before being ready in a row: a broken install must not respawn forever. */
  private failedStarts = 0;

  constructor(options: ExtractionPoolOptions = {}) {
    this.size = Math.max(1, options.workers ?? 1);
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxHeapMb = options.maxHeapMb ?? 256;
    this.maxQueue = options.maxQueue ?? 32;
    for (let index = 0; index < this.size; index += 1) this.slots.push(this.startWorker());
  }

  extract(
    bytes: Uint8Array,
    extension: ResumeExtension,
    options: ExtractOptions = {},
  ): Promise<ExtractionResult> {
    if (this.closed) return Promise.reject(new ExtractionError("closed", "extraction pool is closed"));
    if (this.queue.length >= this.maxQueue)
      return Promise.reject(new ExtractionError("busy", "too many files waiting for extraction"));
    return new Promise((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        bytes,
        extension,
        fields: options.fields
          ? {
              siteId: options.fields.siteId,
              ...(options.fields.asOf ? { asOf: options.fields.asOf.toISOString() } : {}),
            }
          : undefined,
        timeoutMs: options.timeoutMs ?? this.timeoutMs,
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  /** Files waiting plus files being read, for health checks and tests. */
  get pending(): number {
    return this.queue.length + this.slots.filter((slot) => slot.job).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new ExtractionError("closed", "extraction pool closed"));
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(new ExtractionError("closed", "extraction pool closed"));
        slot.job = null;
        await slot.worker.terminate();
      }),
    );
  }

  private startWorker(): Slot {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    worker.unref();
    worker.on("message", (message: ExtractionReply | "ready") => {
      if (message === "ready") {
        slot.ready = true;
        this.failedStarts = 0;
        this.dispatch();
        return;
      }
      this.finish(slot, message);
    });
    worker.on("error", (error) =>
      this.replace(slot, "crashed", `extraction worker failed: ${error.message}`),
    );
    worker.on("exit", (code) => this.replace(slot, "crashed", `extraction worker exited with ${code}`));
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.job) continue;
      const job = this.queue.shift() as Job;
      slot.job = job;
      // A copy of exactly the file's bytes (a Buffer may be a view on a shared pool), moved, not cloned.
      const copy = new Uint8Array(job.bytes).buffer;
      const request: ExtractionRequest = {
        id: job.id,
        bytes: copy,
        extension: job.extension,
        fields: job.fields,
      };
      slot.worker.ref();
      slot.timer = setTimeout(
        () => this.replace(slot, "timeout", `extraction took longer than ${job.timeoutMs} ms`),
        job.timeoutMs,
      );
      slot.worker.postMessage(request, [copy]);
    }
  }

  private finish(slot: Slot, reply: ExtractionReply): void {
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    if (reply.ok) job.resolve({ text: reply.text, fields: reply.fields, milliseconds: reply.milliseconds });
    else job.reject(new ExtractionError(reply.unreadable ? "unreadable" : "crashed", reply.message));
    this.dispatch();
  }

  /** Ends a worker that timed out or died, fails its file, and puts a fresh worker in its place. */
  private replace(slot: Slot, kind: ExtractionFailureKind, message: string): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const job = slot.job;
    slot.job = null;
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners();
    slot.worker.on("error", () => {});
    void slot.worker.terminate();
    job?.reject(new ExtractionError(kind, message));
    if (this.closed) return;
    if (!slot.ready) this.failedStarts += 1;
    if (this.failedStarts >= MAX_FAILED_STARTS) {
      for (const waiting of this.queue.splice(0)) waiting.reject(new ExtractionError("crashed", message));
      if (this.slots.length === 0) this.closed = true;
      return;
    }
    this.slots.push(this.startWorker());
    this.dispatch();
  }
}
