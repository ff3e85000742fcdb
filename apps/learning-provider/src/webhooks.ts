/**
 * Delivers the outbox's events to the portal's webhook (decision 050), each signed afresh at every
 * attempt. A refused or failed delivery is tried again later, each wait four times the one before
 * (10 s, 40 s, 160 s, 640 s by default), up to LEARNING_WEBHOOK_MAX_ATTEMPTS attempts; after that the
 * portal still finds the event in the activity feed it reconciles from. The outbox is part of the saved
 * state, so deliveries still due survive a restart.
 */
import type { Store } from "./store.ts";
import { SIGNATURE_HEADER, signWebhook } from "./webhook-signature.ts";

const DELIVERY_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 1000;
const RETRY_FACTOR = 4;

export interface WebhookOptions {
  store: Store;
  url: string;
  secret: string;
  maxAttempts: number;
  retryBaseMs: number;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  log: { info(message: string): void; warn(message: string): void };
  now?: () => number;
}

export function retryDelayMs(attempts: number, baseMs: number): number {
  return baseMs * RETRY_FACTOR ** Math.max(0, attempts - 1);
}

export function createWebhookDeliverer(options: WebhookOptions) {
  const now = () => options.now?.() ?? Date.now();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let isAgainWanted = false;

  async function attempt(entryIndex: number): Promise<void> {
    const entry = options.store.state.outbox[entryIndex];
    if (!entry) return;
    let error: string | null = null;
    try {
      const response = await options.fetch(options.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [SIGNATURE_HEADER]: signWebhook(options.secret, entry.body, Math.floor(now() / 1000)),
        },
        body: entry.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    entry.attempts += 1;
    if (error === null) {
      entry.deliveredAt = new Date(now()).toISOString();
      entry.lastError = null;
    } else {
      entry.lastError = error;
      if (entry.attempts >= options.maxAttempts) {
        entry.gaveUpAt = new Date(now()).toISOString();
        options.log.warn(`webhook ${entry.eventId}: gave up after ${entry.attempts} attempts (${error})`);
      } else {
        entry.nextAttemptAt = now() + retryDelayMs(entry.attempts, options.retryBaseMs);
        options.log.info(`webhook ${entry.eventId}: attempt ${entry.attempts} failed (${error}), will retry`);
      }
    }
    await options.store.save();
  }

  /** Sends every entry that is due, oldest first, one at a time. */
  async function deliverDue(): Promise<void> {
    const outbox = options.store.state.outbox;
    for (let index = 0; index < outbox.length; index += 1) {
      const entry = outbox[index];
      if (!entry || entry.deliveredAt || entry.gaveUpAt || entry.nextAttemptAt > now()) continue;
      await attempt(index);
    }
  }

  function run(): Promise<void> {
    if (running) {
      isAgainWanted = true;
      return running;
    }
    running = (async () => {
      do {
        isAgainWanted = false;
        await deliverDue();
      } while (isAgainWanted);
    })()
      .catch((error: unknown) => options.log.warn(`webhook delivery: ${String(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** Delivers what is due now (tests await it; the timer calls it every second). */
    deliverDue: run,
    /** A new event: deliver it without waiting for the next tick. */
    kick(): void {
      void run();
    },
    start(): void {
      if (timer) return;
      timer = setInterval(() => void run(), POLL_INTERVAL_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type WebhookDeliverer = ReturnType<typeof createWebhookDeliverer>;
