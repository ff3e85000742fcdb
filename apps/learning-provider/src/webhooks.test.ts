import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "./store.ts";
import { startTestProvider, TEST_WEBHOOK_SECRET, type TestProvider } from "./test-support.ts";
import { SIGNATURE_HEADER, signWebhook, verifyWebhookSignature } from "./webhook-signature.ts";
import { createWebhookDeliverer, retryDelayMs } from "./webhooks.ts";

describe("the webhook signature (decision 050)", () => {
  it("is t=<unix seconds>,v1=<hex HMAC-SHA256 of t.body>", () => {
    const body = '{"id":"e1","type":"course.completed"}';
    const header = signWebhook("a-secret-of-sixteen+", body, 1_790_000_000);
    const expected = createHmac("sha256", "a-secret-of-sixteen+").update(`1790000000.${body}`).digest("hex");
    expect(header).toBe(`t=1790000000,v1=${expected}`);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it("verifies as the portal would: the body, the secret and a five-minute window", () => {
    const body = '{"percent":100}';
    const header = signWebhook("secret-one-1234567", body, 1000);
    expect(verifyWebhookSignature("secret-one-1234567", body, header, 1000)).toBe(true);
    expect(verifyWebhookSignature("secret-one-1234567", body, header, 1000 + 300)).toBe(true);
    expect(verifyWebhookSignature("secret-one-1234567", body, header, 1000 + 301)).toBe(false);
    expect(verifyWebhookSignature("secret-one-1234567", '{"percent":99}', header, 1000)).toBe(false);
    expect(verifyWebhookSignature("secret-two-1234567", body, header, 1000)).toBe(false);
    expect(verifyWebhookSignature("secret-one-1234567", body, undefined, 1000)).toBe(false);
    expect(verifyWebhookSignature("secret-one-1234567", body, "t=1000,v1=abc", 1000)).toBe(false);
  });
});

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A portal stand-in on this machine that refuses the first `failures` deliveries with 503. */
async function startReceiver(
  failures: number,
): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.statusCode = received.length <= failures ? 503 : 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/learning/webhooks`, received, server };
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("webhook delivery", () => {
  let provider: TestProvider | undefined;
  let server: Server | undefined;
  afterEach(async () => {
    await provider?.close();
    server?.close();
    provider = undefined;
    server = undefined;
  });

  it("posts each event signed, and retries a receiver that is down until it answers", async () => {
    const receiver = await startReceiver(2);
    server = receiver.server;
    // The real HTTP client, to a real receiver: no injected fetch.
    provider = await startTestProvider(
      { LEARNING_WEBHOOK_URL: receiver.url, LEARNING_WEBHOOK_RETRY_BASE_MS: "20" },
      { fetch: undefined },
    );
    provider.webhooks?.start();
    await provider.learning.enrol({
      reference: "r1",
      learner: { sub: "s1" },
      courseIds: ["python-essentials"],
    });
    await provider.learning.complete("s1", "python-essentials", "Learner One");
    const completedEvent = provider.store.state.events.find((event) => event.type === "course.completed");

    // Two events (started, completed); the first two posts fail, so three or more posts reach it.
    await until(() => provider?.store.state.outbox.every((entry) => entry.deliveredAt !== null) ?? false);
    const bodies = receiver.received.map((item) => JSON.parse(item.body));
    const ids = new Set(bodies.map((body) => body.id));
    expect(ids.size).toBe(2);
    expect(receiver.received.length).toBe(4);
    const [firstEntry] = provider.store.state.outbox;
    expect(firstEntry?.attempts).toBeGreaterThan(1);

    for (const item of receiver.received) {
      const header = item.headers[SIGNATURE_HEADER.toLowerCase()];
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(item.headers["content-type"]).toBe("application/json");
      expect(verifyWebhookSignature(TEST_WEBHOOK_SECRET, item.body, String(header))).toBe(true);
    }
    const completed = bodies.find((body) => body.type === "course.completed");
    expect(completed).toEqual({
      id: completedEvent?.id,
      type: "course.completed",
      sub: "s1",
      courseId: "python-essentials",
      percent: 100,
      certificateUrl: expect.stringMatching(/\/certificates\/[0-9a-f-]{36}$/),
      at: expect.any(String),
    });
    // The outbox is part of the saved state (once the last write has landed).
    await provider.webhooks?.deliverDue();
    await provider.store.save();
    expect(openStore(provider.dataDir).state.outbox.every((entry) => entry.deliveredAt)).toBe(true);
  });

  it("waits longer after each failure and gives up after the last attempt", async () => {
    let clock = 1_000_000;
    const dataDir = mkdtempSync(path.join(tmpdir(), "learning-webhooks-"));
    const store = openStore(dataDir);
    store.state.outbox.push({
      eventId: "e1",
      body: '{"id":"e1"}',
      attempts: 0,
      nextAttemptAt: 0,
      deliveredAt: null,
      gaveUpAt: null,
      lastError: null,
    });
    let calls = 0;
    const deliverer = createWebhookDeliverer({
      store,
      url: "http://127.0.0.1:9/hook",
      secret: TEST_WEBHOOK_SECRET,
      maxAttempts: 3,
      retryBaseMs: 1000,
      fetch: async () => {
        calls += 1;
        return new Response("down", { status: 500 });
      },
      log: { info: () => {}, warn: () => {} },
      now: () => clock,
    });
    const entry = store.state.outbox[0];
    await deliverer.deliverDue();
    expect(calls).toBe(1);
    expect(entry?.nextAttemptAt).toBe(clock + 1000);
    await deliverer.deliverDue(); // not due yet
    expect(calls).toBe(1);
    clock += 1000;
    await deliverer.deliverDue();
    expect(calls).toBe(2);
    expect(entry?.nextAttemptAt).toBe(clock + 4000);
    clock += 4000;
    await deliverer.deliverDue();
    expect(calls).toBe(3);
    expect(entry?.gaveUpAt).not.toBeNull();
    expect(entry?.lastError).toBe("HTTP 500");
    clock += 1_000_000;
    await deliverer.deliverDue();
    expect(calls).toBe(3);
    rmSync(dataDir, { recursive: true, force: true });
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 10_000))).toEqual([
      10_000, 40_000, 160_000, 640_000, 2_560_000,
    ]);
  });
});
