/**
 * Losing the database is a state the portal lives through, not a crash: every client of a pool keeps
 * an error listener (a connection whose server goes away while a request holds it would otherwise
 * take the process down), errors that mean "no database" are told apart from query errors so that
 * requests get a clear 503, and the pool connects afresh by itself once the server is back.
 */
import type pg from "pg";

/** Connection-level failures: node's socket errors and PostgreSQL's shutdown and connection classes. */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, in recovery)
  "53300", // too_many_connections
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** The error says the database cannot be reached (as opposed to a query it refused). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}

/**
 * Gives every client the pool opens a listener for errors: while a request holds a client, its
 * connection's failure then rejects that request's query instead of going unhandled.
 */
export function keepClientErrorsHandled(pool: pg.Pool, log?: (message: string) => void): void {
  pool.on("connect", (client) => {
    client.on("error", (error) => log?.(`database connection lost: ${error.message}`));
  });
}

/** Whether the database answers now, within `timeoutMs`. */
export async function isDatabaseReachable(pool: pg.Pool, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([pool.query("SELECT 1").then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
