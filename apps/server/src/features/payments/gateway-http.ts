/**
 * The one HTTP call shape Razorpay's and Stripe's APIs need: a method, a path under the configured base
 * URL (a local fake in tests), an authorization header, a JSON or form body, and a JSON answer. Failures
 * become `PaymentGatewayError`s that say whether trying again may help.
 */
import { type GatewayId, PaymentGatewayError } from "./gateway.ts";

/** A gateway that has not answered in this time is treated as unavailable (the caller may retry). */
const TIMEOUT_MS = 15_000;

export interface GatewayHttp {
  gateway: GatewayId;
  baseUrl: URL;
  authorization: string;
}

export interface GatewayCall {
  method: "GET" | "POST";
  path: string;
  json?: unknown;
  /** Form fields in order (Stripe's API: nested names such as line_items[0][quantity]). */
  form?: ReadonlyArray<readonly [string, string]>;
  headers?: Record<string, string>;
}

/** The error text of a gateway's JSON error answer (Razorpay: error.description; Stripe: error.message). */
function errorText(body: unknown): string | undefined {
  const error = (body as { error?: { description?: unknown; message?: unknown } } | null)?.error;
  const text = error?.description ?? error?.message;
  return typeof text === "string" ? text : undefined;
}

export async function callGateway(http: GatewayHttp, call: GatewayCall): Promise<unknown> {
  const base = http.baseUrl.href.replace(/\/+$/, "");
  const url = `${base}${call.path}`;
  const headers: Record<string, string> = {
    authorization: http.authorization,
    accept: "application/json",
    ...call.headers,
  };
  let body: string | undefined;
  if (call.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(call.form.map(([name, value]): [string, string] => [name, value])).toString();
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PaymentGatewayError(http.gateway, "unavailable", `${call.method} ${call.path}: no answer`, {
      cause: error,
    });
  }
  const text = await response.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.ok && parsed !== null && typeof parsed === "object") return parsed;
  const status = response.status;
  const what = `${call.method} ${call.path}: ${status}${errorText(parsed) ? ` ${errorText(parsed)}` : ""}`;
  // 409: Razorpay is still working on a request with the same idempotency key; Stripe's idempotency
  // conflicts are 409 too. Both say "try again".
  const code =
    response.ok || status >= 500 || status === 429 || status === 409
      ? "unavailable"
      : status === 404
        ? "not_found"
        : "refused";
  throw new PaymentGatewayError(http.gateway, code, what, { httpStatus: status });
}

/** Basic authentication (Razorpay: key id and secret). */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
}

/** `path` with ?a=b… appended to an absolute URL, keeping the parameters it has. */
export function withQuery(url: string, parameters: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
  return target.href;
}
