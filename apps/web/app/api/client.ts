/**
 * The browser's only way to the JSON API (spec §7–8). Every call carries the site headers, same-origin
 * cookies and, when it changes state, the XSRF token; every failure becomes one sentence to show.
 */

import {
  CALLS,
  type CallDefinition,
  type CallName,
  type CallRegistry,
  type CallResponse,
  type CallShapeOf,
} from "@portal/contracts";
import {
  DEFAULT_TIMEOUT_MS,
  formatMessage,
  interpretResponse,
  isSuccessStatus,
  type MessageCode,
  POPUP_SOURCE,
  SOURCE_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from "@portal/domain";
import { parseCookies } from "../lib/cookies.ts";

export interface ApiConfig {
  /** Empty in the browser (same origin); a full origin where there is no page, as in tests. */
  baseUrl: string;
  /** Source country, language code and site context headers (spec §7). */
  headers: Readonly<Record<string, string>>;
  readCookies: () => string;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
  /** JSON-encoded, or form-encoded for form calls (a FormData body is sent as multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /** Headers of this call only, e.g. the rule headers a seeker card sends back (spec §7). */
  headers?: Readonly<Record<string, string>>;
}

export type ApiResult<T = unknown> =
  | { ok: true; data: T; status: number }
  | {
      ok: false;
      /** Ready to show: the server's own (localised) message, or a spec client message in English. */
      message: string;
      /** Set for spec client messages, so the interface can show the catalogue's translation instead. */
      code?: MessageCode;
      status?: number;
    };

let currentConfig: ApiConfig = {
  baseUrl: "",
  headers: {},
  readCookies: () => (typeof document === "undefined" ? "" : document.cookie),
};

export function configureApi(config: Partial<ApiConfig>): void {
  currentConfig = { ...currentConfig, ...config };
}

function fillPath(name: string, path: string, params: CallOptions["params"] = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for call ${name}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: CallOptions["query"]): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

function encodeBody(call: CallDefinition, body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || call.method === "GET") return undefined;
  if (call.form) {
    if (body instanceof FormData || body instanceof URLSearchParams) return body;
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    return form;
  }
  headers.set("Content-Type", "application/json");
  return JSON.stringify(body);
}

function parseBody(text: string): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function clientFailure(
  code: MessageCode,
  values: Record<string, number> = {},
  status?: number,
): ApiResult<never> {
  return {
    ok: false,
    message: formatMessage(code, values),
    code,
    ...(status === undefined ? {} : { status }),
  };
}

function hasErrorList(body: unknown): boolean {
  return typeof body === "object" && body !== null && Array.isArray((body as { errors?: unknown }).errors);
}

async function send<T>(call: CallDefinition, name: string, options: CallOptions, config: ApiConfig) {
  const url = `${config.baseUrl}${fillPath(name, call.path, options.params)}${queryString(options.query)}`;
  const headers = new Headers({ Accept: "application/json", ...config.headers, ...options.headers });
  if (call.popup) headers.set(SOURCE_HEADER, POPUP_SOURCE);
  if (call.method !== "GET") {
    const token = parseCookies(config.readCookies())[XSRF_COOKIE];
    if (token) headers.set(XSRF_HEADER, token);
  }
  const body = encodeBody(call, options.body, headers);

  const timeoutMs = call.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, timeoutMs);
  const { signal } = options;
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener("abort", forwardAbort, { once: true });

  try {
    const response = await fetch(url, {
      method: call.method,
      headers,
      body,
      credentials: "same-origin",
      signal: controller.signal,
    });
    const parsed = parseBody(await response.text());
    if (!isSuccessStatus(response.status)) {
      // The API explains its refusals in an envelope; only bare failures fall back to the status text.
      const interpreted = hasErrorList(parsed) ? interpretResponse(parsed) : null;
      return interpreted && !interpreted.ok
        ? ({ ok: false, message: interpreted.message, status: response.status } as const)
        : clientFailure("requestFailedStatus", { n: response.status }, response.status);
    }
    const interpreted = interpretResponse(parsed);
    return interpreted.ok
      ? ({ ok: true, data: interpreted.data as T, status: response.status } as const)
      : ({ ok: false, message: interpreted.message, status: response.status } as const);
  } catch {
    if (isTimedOut) return clientFailure("requestTimeout", { n: timeoutMs });
    if (controller.signal.aborted) return clientFailure("requestAborted");
    return clientFailure("clientNetworkError");
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }
}

export type CallApi = <T = unknown>(name: string, options?: CallOptions) => Promise<ApiResult<T>>;

/** A client over a registry; the app uses `callApi`, tests build their own with a registry and origin. */
export function createApiClient(calls: CallRegistry, config: () => ApiConfig): CallApi {
  return <T = unknown>(name: string, options: CallOptions = {}) => {
    // Thrown, not returned: a wrong name is a programming error, not a failure to show a visitor.
    if (!Object.hasOwn(calls, name)) throw new Error(`Unknown call: ${name}`);
    return send<T>(calls[name] as CallDefinition, name, options, config());
  };
}

/** The options of one named call: its path parameters, query and body as its CallTypes entry says. */
export type NamedCallOptions<Name extends CallName> = Omit<CallOptions, "params" | "query" | "body"> &
  Pick<CallShapeOf<Name>, "params" | "query" | "body">;

const portalClient = createApiClient(CALLS, () => currentConfig);

/** Makes one of the portal's named calls; what it sends and answers are typed by the call's name. */
export function callApi<Name extends CallName>(
  name: Name,
  options?: NamedCallOptions<Name>,
): Promise<ApiResult<CallResponse<Name>>> {
  return portalClient<CallResponse<Name>>(name, options as CallOptions);
}
