/**
 * `fetch` for the provider's calls to the portal (OpenID discovery, tokens, keys, userinfo, webhooks).
 * Browsers resolve every `*.localhost` name to this machine, which is how the portal's demo sites are
 * addressed (http://in.localhost:3000); the C library's resolver does not, and Node's fetch neither
 * resolves them nor lets a caller set the Host header the portal tells its sites apart by. So a request
 * to a `*.localhost` host goes through node:http with a lookup that answers 127.0.0.1: the address and
 * the Host header stay the portal's. Other hosts use the ordinary fetch.
 */
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

export interface FetchOptions {
  method?: string;
  headers?: RequestInit["headers"];
  body?: RequestInit["body"];
  redirect?: RequestInit["redirect"];
  signal?: AbortSignal | null;
}

/** The portal's answers here are small (metadata, keys, tokens): a bigger one is refused. */
const MAX_RESPONSE_BYTES = 1024 * 1024;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function isLocalhostAlias(url: URL): boolean {
  return url.hostname.endsWith(".localhost");
}

const lookupLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

function bodyBytes(body: RequestInit["body"], headers: Headers): Buffer | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof URLSearchParams) {
    if (!headers.has("content-type"))
      headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
    return Buffer.from(body.toString());
  }
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError("localFetch sends only string, URLSearchParams or byte bodies");
}

export function localFetch(url: string | URL, options: FetchOptions = {}): Promise<Response> {
  const target = new URL(url);
  if (!isLocalhostAlias(target)) return fetch(target, options);
  const headers = new Headers(options.headers);
  const body = bodyBytes(options.body, headers);
  if (body) headers.set("content-length", String(body.length));
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: options.method ?? "GET",
        headers: Object.fromEntries(headers),
        lookup: lookupLoopback,
        signal: options.signal ?? undefined,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) response.destroy(new Error("response too large"));
          else chunks.push(chunk);
        });
        response.on("error", reject);
        response.on("end", () => {
          const responseHeaders = new Headers();
          const raw = response.rawHeaders;
          for (let index = 0; index + 1 < raw.length; index += 2) {
            responseHeaders.append(raw[index] ?? "", raw[index + 1] ?? "");
          }
          const status = response.statusCode ?? 502;
          resolve(
            new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), {
              status,
              statusText: response.statusMessage ?? "",
              headers: responseHeaders,
            }),
          );
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
