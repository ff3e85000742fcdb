/**
 * Checkout under load: BUYERS concurrent buyers, each buying a career service end to end as the web
 * client and a browser do it, one purchase after another for SECONDS: add a plan with an add-on to the
 * cart, read the cart, check out (the order and the sandbox payment started), open the sandbox's hosted
 * page, choose "paid" there (the sandbox then sends its webhook to the portal in the background), come
 * back through the return address (where the order becomes paid, unless the webhook was first) and read
 * the order, which must be paid. Each of these server steps is timed on its own; prints per step the
 * count and p50, p95, p99 and max against the budget (p95 ≤ 150 ms), purchases per second and failures,
 * and exits non-zero when any purchase did not end paid. See bench/README.md.
 *
 * No rate limit is switched off. Every purchase is made by a seeker of its own (a pool made beforehand
 * in SQL) from an address of its own (X-Forwarded-For, with TRUST_PROXY as behind a reverse proxy): a
 * buyer repeating purchases would reach the limits meant for one person within seconds (30 checkouts
 * an hour, 20 sandbox choices a minute per address), and 20 buyers sharing the loopback address would
 * share one address's limits. The limits are still counted on every request, in PostgreSQL, as in
 * production.
 *
 *   npm run bench:checkout -- [--buyers 20] [--seconds 20] [--warmup 3] [--seekers N] [--processes N]
 *     [--drain 120] [--keep]
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { freePort, log, startPortal } from "../harness.ts";

const { values } = parseArgs({
  options: {
    buyers: { type: "string", default: "20" },
    seconds: { type: "string", default: "20" },
    warmup: { type: "string", default: "3" },
    /** Seekers made beforehand, one per purchase; by default 4 purchases a second per buyer, at least 60 a second. */
    seekers: { type: "string" },
    /** Web processes (WEB_PROCESSES); by default one per core, as `npm start` runs. */
    processes: { type: "string" },
    /** Seconds to wait after the run for the fulfilment queue to deliver every paid order. */
    drain: { type: "string", default: "120" },
    keep: { type: "boolean", default: false },
  },
});
const BUYERS = Number(values.buyers);
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);
const SEEKERS = Number(values.seekers ?? Math.ceil((SECONDS + WARMUP) * Math.max(60, BUYERS * 4)));
const DRAIN = Number(values.drain);
const BUDGET_MS = 150;
const SITE_HOST = "in.localhost";
const dataDir = path.join(os.tmpdir(), "portal-checkout-bench");

const STEPS = [
  "add to cart",
  "read cart",
  "checkout",
  "sandbox page",
  "sandbox choice",
  "return",
  "read order",
] as const;
type Step = (typeof STEPS)[number];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Buyer {
  cookie: string;
  token: string;
  /** The buyer's own address, as a reverse proxy would pass it on. */
  address: string;
}

/** The seekers, one session each, in bulk; the cookie of each. */
async function makeSeekers(pool: pg.Pool, count: number): Promise<string[]> {
  const users = await pool.query<{ id: string }>(
    `INSERT INTO users (role, email, name, site_id, registration_progress)
     SELECT 'seeker', 'bench.checkout.' || n || '@example.com', 'Buyer ' || n, 'india', 'complete'
       FROM generate_series(1, $1) n RETURNING id`,
    [count],
  );
  const tokens = users.rows.map(() => randomBytes(32).toString("base64url"));
  await pool.query(
    `INSERT INTO sessions (token_hash, user_id, auth_method, idle_expires_at, absolute_expires_at)
     SELECT hash, id, 'password', now() + interval '1 day', now() + interval '1 day'
       FROM unnest($1::text[], $2::uuid[]) AS s(hash, id)`,
    [
      tokens.map((token) => createHash("sha256").update(token).digest("base64url")),
      users.rows.map((row) => row.id),
    ],
  );
  return tokens.map((token) => `sid=${token}`);
}

/** The XSRF cookie a session's writes need, as the web client gets it (before the purchase). */
async function withXsrf(base: string, host: string, cookie: string, address: string): Promise<Buyer> {
  const response = await send(base, "GET", "/api/rio/session", {
    host,
    cookie,
    "x-forwarded-for": address,
  });
  const xsrf = (response.headers["set-cookie"] ?? [])
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("XSRF-TOKEN="));
  if (!xsrf) throw new Error(`no XSRF cookie (${response.status})`);
  return {
    cookie: `${cookie}; ${xsrf}`,
    token: decodeURIComponent(xsrf.slice("XSRF-TOKEN=".length)),
    address,
  };
}

/** A distinct private address per seeker: 10.x.y.z from its number. */
function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Keep-alive connections, as a browser keeps them (fetch would not send our Host header). */
const agent = new http.Agent({ keepAlive: true });

/** One request to the portal, its whole answer read; redirects are not followed. */
function send(
  base: string,
  method: string,
  address: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const url = new URL(address, base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

class StepFailed extends Error {
  readonly step: Step;
  constructor(step: Step, why: string) {
    super(`${step}: ${why}`);
    this.step = step;
  }
}

/** "path?query" of an absolute address the portal gave (its origin is this portal). */
function pathOf(address: string): string {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

async function main(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const pgPort = await freePort();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(pgPort),
    // Buyers' addresses come in X-Forwarded-For, as from a reverse proxy (see the header comment).
    TRUST_PROXY: "true",
    PAYMENT_GATEWAY: "sandbox",
    SANDBOX_GATEWAY_SECRET: "bench-checkout-sandbox-secret-0123456789abcdef",
  };
  if (values.processes) env.WEB_PROCESSES = values.processes;
  log(
    `Checkout bench: ${BUYERS} concurrent buyers for ${SECONDS} s (after ${WARMUP} s of warm-up), ` +
      `${SEEKERS} seekers, ${values.processes ?? "one per core"} web process(es), ${os.cpus().length} cores`,
  );
  const portal = await startPortal(env);
  const port = new URL(portal.base).port;
  // The site's host with the portal's port: the order's origin, hence the return address and the
  // sandbox's webhook, point back at this portal.
  const host = `${SITE_HOST}:${port}`;
  const pool = new pg.Pool({
    connectionString: `postgres://portal:portal@127.0.0.1:${pgPort}/portal`,
    max: 4,
  });
  try {
    const catalogue = JSON.parse((await send(portal.base, "GET", "/api/career-services", { host })).body);
    const services = catalogue.data.services as Array<{
      serviceId: string;
      plans: Array<{ id: string; priceMinor: number; addOns: Array<{ id: string; priceMinor: number }> }>;
    }>;
    const service =
      services.find(
        (entry) => entry.serviceId === "resume-writing" && entry.plans.some((p) => p.addOns[0]),
      ) ?? services.find((entry) => entry.plans.some((p) => p.addOns[0]));
    const plan = service?.plans.find((entry) => entry.addOns[0]);
    const addOn = plan?.addOns[0];
    if (!service || !plan || !addOn) throw new Error("no plan with an add-on in the catalogue");
    log(`  buying ${service.serviceId} / ${plan.id} with ${addOn.id} (${catalogue.data.currency})`);

    const started = performance.now();
    const cookies = await makeSeekers(pool, SEEKERS);
    const buyers: Buyer[] = [];
    for (let from = 0; from < cookies.length; from += 16) {
      buyers.push(
        ...(await Promise.all(
          cookies
            .slice(from, from + 16)
            .map((cookie, i) => withXsrf(portal.base, host, cookie, addressOf(from + i + 1))),
        )),
      );
    }
    log(
      `  ${buyers.length} seekers with sessions ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const timings = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
    const purchaseTimes: number[] = [];
    const failures = new Map<string, number>();
    let paid = 0;
    let nextBuyer = 0;
    let ranOut = false;

    /**
     * One whole purchase by `buyer`; each step's time is kept when `record` (also the steps of a purchase
     * that fails later), the whole purchase's when it ends paid. Throws StepFailed at the first step
     * that does not answer as it should.
     */
    async function purchase(buyer: Buyer, record: boolean): Promise<void> {
      // The web client's calls carry the XSRF header; the gateway's page, its form and the return are
      // the browser's navigations and form posts, with the cookies only.
      const browser = { host, cookie: buyer.cookie, "x-forwarded-for": buyer.address };
      const client = { ...browser, "x-xsrf-token": buyer.token };
      const json = { ...client, "content-type": "application/json" };
      async function step(
        name: Step,
        address: string,
        init: { method?: string; headers: Record<string, string>; body?: string },
        expected: number,
      ): Promise<Answer> {
        const t0 = performance.now();
        const answer = await send(portal.base, init.method ?? "GET", address, init.headers, init.body);
        if (record) timings.get(name)?.push(performance.now() - t0);
        if (answer.status !== expected)
          throw new StepFailed(name, `${answer.status} ${answer.body.slice(0, 160)}`);
        return answer;
      }
      const t0 = performance.now();
      await step(
        "add to cart",
        "/api/cart/items",
        { method: "POST", headers: json, body: JSON.stringify({ planId: plan?.id, addOnIds: [addOn?.id] }) },
        200,
      );
      const cart = JSON.parse((await step("read cart", "/api/cart", { headers: client }, 200)).body);
      if (cart.data.count !== 1 || cart.data.items[0]?.addOns?.length !== 1)
        throw new StepFailed("read cart", `count ${cart.data.count}`);
      const checkout = JSON.parse(
        (
          await step(
            "checkout",
            "/api/seeker/orders",
            {
              method: "POST",
              headers: json,
              body: JSON.stringify({ checkoutKey: randomUUID(), mode: "card" }),
            },
            200,
          )
        ).body,
      );
      const { orderId, redirectUrl } = checkout.data as { orderId: string; redirectUrl: string };
      const page = new URL(redirectUrl);
      if (page.host !== host || page.pathname !== "/sandbox-gateway/pay")
        throw new StepFailed("checkout", `went to ${redirectUrl}`);
      await step("sandbox page", pathOf(redirectUrl), { headers: browser }, 200);
      const chosen = await step(
        "sandbox choice",
        page.pathname,
        {
          method: "POST",
          headers: { ...browser, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            p: page.searchParams.get("p") ?? "",
            sig: page.searchParams.get("sig") ?? "",
            outcome: "paid",
          }).toString(),
        },
        303,
      );
      const back = chosen.headers.location ?? "";
      if (!back.includes("/api/payments/return/sandbox"))
        throw new StepFailed("sandbox choice", `went to ${back}`);
      const returned = await step("return", pathOf(back), { headers: browser }, 303);
      const orderPage = returned.headers.location ?? "";
      if (!orderPage.endsWith(`/seeker/orders/${orderId}`))
        throw new StepFailed("return", `went to ${orderPage}`);
      const order = JSON.parse(
        (await step("read order", `/api/seeker/orders/${orderId}`, { headers: client }, 200)).body,
      );
      if (order.data.status !== "paid") throw new StepFailed("read order", `status ${order.data.status}`);
      if (record) {
        purchaseTimes.push(performance.now() - t0);
        paid++;
      }
    }

    const warmupEnd = performance.now() + WARMUP * 1000;
    const end = warmupEnd + SECONDS * 1000;
    let lastFinished = warmupEnd;
    async function buyerLoop(): Promise<void> {
      for (;;) {
        const now = performance.now();
        if (now >= end) return;
        const buyer = buyers[nextBuyer++];
        if (!buyer) {
          ranOut = true;
          return;
        }
        const record = now >= warmupEnd;
        try {
          await purchase(buyer, record);
        } catch (error) {
          if (!record) {
            log(`  warm-up purchase failed: ${(error as Error).message}`);
            continue;
          }
          const key = error instanceof StepFailed ? error.message.slice(0, 120) : String(error).slice(0, 120);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        if (record) lastFinished = performance.now();
      }
    }
    const cpuBefore = process.cpuUsage();
    const runStarted = performance.now();
    await Promise.all(Array.from({ length: BUYERS }, () => buyerLoop()));
    const cpu = process.cpuUsage(cpuBefore);
    const clientCpuShare = (cpu.user + cpu.system) / 1000 / (performance.now() - runStarted);
    const measuredSeconds = (lastFinished - warmupEnd) / 1000;
    const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);

    const ms = (value: number) => value.toFixed(1).padStart(7);
    log("");
    log(
      `${"step".padEnd(16)} ${"count".padStart(6)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"max".padStart(7)}  p95 ≤ ${BUDGET_MS} ms`,
    );
    let overBudget = 0;
    const rows: Array<[string, number[], boolean]> = [
      ...STEPS.map((name): [string, number[], boolean] => [name, timings.get(name) ?? [], true]),
      ["whole purchase", purchaseTimes, false],
    ];
    for (const [name, latencies, isStep] of rows) {
      const sorted = [...latencies].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      if (isStep && !(p95 <= BUDGET_MS)) overBudget++;
      log(
        `${name.padEnd(16)} ${String(sorted.length).padStart(6)} ${ms(percentile(sorted, 50))} ${ms(p95)} ` +
          `${ms(percentile(sorted, 99))} ${ms(sorted.at(-1) ?? Number.NaN)}  ${isStep ? (p95 <= BUDGET_MS ? "met" : "OVER") : ""}`,
      );
    }
    log("");
    log(
      `Purchases paid: ${paid} in ${measuredSeconds.toFixed(1)} s = ${(paid / measuredSeconds).toFixed(1)}/s ` +
        `(${BUYERS} buyers); failed: ${failed}`,
    );
    for (const [why, count] of failures) log(`  ${count} × ${why}`);
    log(
      `The bench's own process (the ${BUYERS} buyers) used ${(clientCpuShare * 100).toFixed(0)} % of one core ` +
        `of the ${os.cpus().length} during the run.`,
    );
    // What the background made of it: the sandbox's webhooks and the fulfilment queue, which runs apart
    // from the purchase (the order is paid when the buyer is back; its service is delivered after).
    const books = async () =>
      (
        await pool.query<{ orders: string; paid: string; fulfilled: string; payments_paid: string }>(
          `SELECT count(*) AS orders, count(*) FILTER (WHERE status = 'paid') AS paid,
                  count(*) FILTER (WHERE fulfilled_at IS NOT NULL) AS fulfilled,
                  (SELECT count(*) FROM payments WHERE status = 'paid') AS payments_paid
             FROM orders`,
        )
      ).rows[0];
    const drainStarted = performance.now();
    let row = await books();
    while (row && row.fulfilled !== row.paid && performance.now() - drainStarted < DRAIN * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      row = await books();
    }
    log(
      `Orders (warm-up included): ${row?.orders}, ${row?.paid} paid (${row?.payments_paid} payments paid); ` +
        `${row?.fulfilled} fulfilled ${((performance.now() - drainStarted) / 1000).toFixed(0)} s after the last purchase`,
    );
    if (ranOut) log(`The ${SEEKERS} seekers ran out before the end: raise --seekers.`);
    log(
      overBudget === 0
        ? `Budget met: every server step's p95 ≤ ${BUDGET_MS} ms at ${BUYERS} concurrent buyers.`
        : `Budget NOT met: ${overBudget} step(s) with p95 over ${BUDGET_MS} ms at ${BUYERS} concurrent buyers.`,
    );
    if (failed > 0 || paid === 0 || ranOut) process.exitCode = 1;
  } finally {
    agent.destroy();
    await pool.end();
    await portal.stop();
    if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
