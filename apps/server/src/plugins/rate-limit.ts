/**
 * Rate limits counted in PostgreSQL (fixed windows keyed by rule and subject), so they hold across any
 * number of app processes. Services call `app.rateLimiter.enforce(...)` with subjects only they know (a
 * destination address); routes may also declare `config: { rateLimits: [...] }` keyed by request.
 * A refusal is a 429 with Retry-After and a localised "wait N seconds" message.
 */

import { rateLimitedError } from "@portal/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type pg from "pg";
import { sign } from "../auth/secrets.ts";

export interface RateLimitRule {
  /** Part of the key: rules with the same name share their counters. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RouteRateLimit {
  rule: RateLimitRule;
  /** Who is counted; the client address when omitted. */
  subject?: (request: FastifyRequest) => string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    rateLimits?: RouteRateLimit[];
  }
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export interface RateLimitOutcome {
  isAllowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Removes ended windows (the hourly housekeeping task): nothing reads them. Returns how many. */
export async function sweepExpiredRateLimits(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query("DELETE FROM rate_limits WHERE expires_at < now()");
  return rowCount ?? 0;
}

export class RateLimiter {
  private readonly pool: pg.Pool;
  private readonly secret: string;

  constructor(pool: pg.Pool, secret: string) {
    this.pool = pool;
    this.secret = secret;
  }

  /** Counts one hit of `subject` against `rule`. Subjects are stored keyed, never as the address itself. */
  async hit(rule: RateLimitRule, subject: string): Promise<RateLimitOutcome> {
    const key = `${rule.name}:${sign(this.secret, "rate-limit", rule.name, subject).slice(0, 32)}`;
    // Named: limited requests count on every call, and a statement planned once per connection costs
    // PostgreSQL less than planning it each time.
    const { rows } = await this.pool.query<{ count: number; retry_after: number }>({
      name: "rate-limit-hit",
      text: `WITH window_bounds AS (
         SELECT to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AS window_start
       )
       INSERT INTO rate_limits (key, window_start, count, expires_at)
       SELECT $1, window_start, 1, window_start + make_interval(secs => $2) FROM window_bounds
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
       RETURNING count, ceil(extract(epoch FROM (expires_at - now())))::int AS retry_after`,
      values: [key, rule.windowSeconds],
    });
    const row = rows[0] ?? { count: 1, retry_after: rule.windowSeconds };
    return {
      isAllowed: row.count <= rule.limit,
      count: row.count,
      retryAfterSeconds: Math.max(1, row.retry_after),
    };
  }

  /** How many hits `subject` has in the current window of `rule`, without counting one. */
  async peek(rule: RateLimitRule, subject: string): Promise<RateLimitOutcome> {
    const key = `${rule.name}:${sign(this.secret, "rate-limit", rule.name, subject).slice(0, 32)}`;
    const { rows } = await this.pool.query<{ count: number; retry_after: number }>(
      `SELECT count, ceil(extract(epoch FROM (expires_at - now())))::int AS retry_after
         FROM rate_limits
        WHERE key = $1 AND window_start = to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`,
      [key, rule.windowSeconds],
    );
    const row = rows[0];
    return {
      isAllowed: (row?.count ?? 0) < rule.limit,
      count: row?.count ?? 0,
      retryAfterSeconds: Math.max(1, row?.retry_after ?? rule.windowSeconds),
    };
  }

  /** Counts every pair and refuses (429) when any is over its limit, telling the longest wait. */
  async enforce(checks: ReadonlyArray<readonly [RateLimitRule, string]>): Promise<void> {
    let retryAfterSeconds = 0;
    for (const [rule, subject] of checks) {
      const outcome = await this.hit(rule, subject);
      if (!outcome.isAllowed) retryAfterSeconds = Math.max(retryAfterSeconds, outcome.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) throw rateLimitedError(retryAfterSeconds);
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limiter: RateLimiter }) => {
    const { limiter } = options;
    app.decorate("rateLimiter", limiter);
    app.addHook("onRoute", (route) => {
      const limits = route.config?.rateLimits;
      if (!limits || limits.length === 0) return;
      const check = async (request: FastifyRequest) =>
        limiter.enforce(limits.map((limit) => [limit.rule, limit.subject?.(request) ?? request.ip] as const));
      const existing = route.preHandler;
      route.preHandler = existing ? [...(Array.isArray(existing) ? existing : [existing]), check] : [check];
    });
  },
  { name: "rate-limit" },
);
