/**
 * Live message counts across app processes: two portal processes on one database (the first runs the
 * embedded PostgreSQL, the second reaches it by DATABASE_URL), STREAMS seekers' event streams open on the
 * second, and recruiters writing to them through the first at RATE messages a second. For each message
 * the time from sending it to its reader's stream announcing the new count is measured (the path is
 * the request, the commit's NOTIFY, the second process's LISTEN, a recount and the event). Prints the
 * percentiles. See bench/README.md.
 *
 *   node node_modules/.bin/tsx bench/messages/run.ts [--streams 200] [--rate 50] [--seconds 20] [--keep]
 */
import { createHash, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { freePort, log, runScript, startPortal } from "../harness.ts";

const { values } = parseArgs({
  options: {
    streams: { type: "string", default: "200" },
    rate: { type: "string", default: "50" },
    seconds: { type: "string", default: "20" },
    keep: { type: "boolean", default: false },
  },
});
const STREAMS = Number(values.streams);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
/** Recruiters share the sending, each well under the per-person limit of 30 messages a minute. */
const RECRUITERS = Math.max(1, Math.ceil((RATE * 60) / 20));
const HOST = "in.localhost";
const dataDir = path.join(os.tmpdir(), "portal-messages-bench");

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function newSession(pool: pg.Pool, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await pool.query(
    `INSERT INTO sessions (token_hash, user_id, auth_method, idle_expires_at, absolute_expires_at)
     VALUES ($1, $2, 'password', now() + interval '1 day', now() + interval '1 day')`,
    [createHash("sha256").update(token).digest("base64url"), userId],
  );
  return `sid=${token}`;
}

/** The XSRF cookie a session's writes need, as the web client gets it. */
async function withXsrf(base: string, cookie: string): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${base}/api/rio/session`, { headers: { host: HOST, cookie } });
  const xsrf = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("XSRF-TOKEN="));
  if (!xsrf) throw new Error("no XSRF cookie");
  return { cookie: `${cookie}; ${xsrf}`, token: decodeURIComponent(xsrf.slice("XSRF-TOKEN=".length)) };
}

/** Bulk: a company with one open job, its recruiters, the seekers and one conversation each. */
async function seed(pool: pg.Pool) {
  await pool.query("DELETE FROM users WHERE email LIKE 'bench.msg.%'");
  await pool.query("DELETE FROM companies WHERE slug = 'bench-messages'");
  const company = await pool.query<{ id: number }>(
    `INSERT INTO companies (slug, name, industry_name, employer_type, site_id)
     VALUES ('bench-messages', 'Bench Messages Ltd', 'IT - Software / Software Services', 'company', 'india')
     RETURNING id`,
  );
  const companyId = company.rows[0]?.id;
  const job = await pool.query<{ id: string }>(
    `UPDATE jobs SET company_id = $1 WHERE id = (SELECT id FROM jobs WHERE site_id = 'india' AND status = 'open' LIMIT 1)
     RETURNING id`,
    [companyId],
  );
  const jobId = job.rows[0]?.id;
  const recruiters = await pool.query<{ id: string }>(
    `INSERT INTO users (role, email, name, site_id, email_verified_at)
     SELECT 'recruiter', 'bench.msg.recruiter.' || n || '@bench-messages.example', 'Recruiter ' || n, 'india', now()
       FROM generate_series(1, $1) n RETURNING id`,
    [RECRUITERS],
  );
  await pool.query(
    `INSERT INTO company_recruiters (company_id, user_id, role)
     SELECT $1, id, 'recruiter' FROM unnest($2::uuid[]) id`,
    [companyId, recruiters.rows.map((row) => row.id)],
  );
  const seekers = await pool.query<{ id: string }>(
    `INSERT INTO users (role, email, name, site_id, registration_progress)
     SELECT 'seeker', 'bench.msg.seeker.' || n || '@example.com', 'Seeker ' || n, 'india', 'complete'
       FROM generate_series(1, $1) n RETURNING id`,
    [STREAMS],
  );
  const conversations = await pool.query<{ id: string; seeker_id: string }>(
    `INSERT INTO conversations (company_id, seeker_id, job_id, origin, brand_id)
     SELECT $1, id, $2, 'http://in.localhost', 'jobnest' FROM unnest($3::uuid[]) id RETURNING id, seeker_id`,
    [companyId, jobId, seekers.rows.map((row) => row.id)],
  );
  return { recruiters: recruiters.rows.map((row) => row.id), conversations: conversations.rows };
}

/** An open event stream: calls `onCount` with each `unread` event's message count. */
function openStream(
  port: number,
  cookie: string,
  onCount: (messages: number) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: "/api/messages/stream",
        headers: { host: HOST, cookie },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split("\n").find((line) => line.startsWith("data: "));
            if (block.includes("event: unread") && data) onCount(JSON.parse(data.slice(6)).messages);
          }
        });
        resolve(request);
      },
    );
    request.on("error", reject);
  });
}

async function main(): Promise<void> {
  const pgPort = await freePort();
  const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort), WEB_PROCESSES: "1" };
  log(`Messages bench: ${STREAMS} streams, ${RATE} messages/s for ${SECONDS} s, ${os.cpus().length} cores`);
  log("Seeding jobs…");
  runScript(["packages/db/src/seed/cli.ts", "--jobs", "2000"], env);
  const databaseUrl = `postgres://portal:portal@127.0.0.1:${pgPort}/portal`;
  const writer = await startPortal(env);
  const reader = await startPortal({ DATABASE_URL: databaseUrl, WEB_PROCESSES: "1" });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const streams: http.ClientRequest[] = [];
  try {
    const { recruiters, conversations } = await seed(pool);
    const senders = await Promise.all(
      recruiters.map(async (id) => withXsrf(writer.base, await newSession(pool, id))),
    );
    const readerPort = Number(new URL(reader.base).port);
    /** Per seeker: the count last announced, and the send times waiting for their announcement. */
    const pending = new Map<string, { count: number; waiting: number[] }>();
    const latencies: number[] = [];
    for (const conversation of conversations) {
      const state = { count: -1, waiting: [] as number[] };
      pending.set(conversation.seeker_id, state);
      const cookie = await newSession(pool, conversation.seeker_id);
      streams.push(
        await openStream(readerPort, cookie, (messages) => {
          // Each new message raises the count by one; one event may announce several.
          if (state.count >= 0) {
            for (let n = state.count; n < messages; n++) {
              const sentAt = state.waiting.shift();
              if (sentAt !== undefined) latencies.push(performance.now() - sentAt);
            }
          }
          state.count = messages;
        }),
      );
    }
    log(`  ${streams.length} streams open on the second process`);
    let sent = 0;
    let failed = 0;
    const total = RATE * SECONDS;
    const started = performance.now();
    const sends: Promise<void>[] = [];
    while (sent < total) {
      const due = started + (sent * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const conversation = conversations[sent % conversations.length];
      const sender = senders[sent % senders.length];
      if (!conversation || !sender) break;
      const state = pending.get(conversation.seeker_id);
      const sentAt = performance.now();
      state?.waiting.push(sentAt);
      sends.push(
        fetch(`${writer.base}/api/employer/messages/${conversation.id}`, {
          method: "POST",
          headers: {
            host: HOST,
            cookie: sender.cookie,
            "x-xsrf-token": sender.token,
            "content-type": "application/json",
          },
          body: JSON.stringify({ body: `Message ${sent} about the role` }),
        }).then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) {
            failed++;
            state?.waiting.splice(state.waiting.indexOf(sentAt), 1);
          }
        }),
      );
      sent++;
    }
    await Promise.all(sends);
    // The last announcements.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const lost = [...pending.values()].reduce((sum, state) => sum + state.waiting.length, 0);
    latencies.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    log("");
    log(`Sent ${sent} (${failed} refused) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    log(`Delivered to the other process's readers: ${latencies.length}; never announced: ${lost}`);
    log(
      `Delivery latency: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
        `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? Number.NaN)}`,
    );
  } finally {
    for (const stream of streams) stream.destroy();
    await pool.end();
    await reader.stop();
    await writer.stop();
    if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
