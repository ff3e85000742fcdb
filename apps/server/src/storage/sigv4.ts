/**
 * AWS Signature Version 4 for requests to S3-compatible stores, made with node:crypto so the portal needs
 * no AWS SDK. Tested against the example values AWS publishes (sigv4.test.ts).
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html
 */
import { createHash, createHmac } from "node:crypto";

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers to sign (names any case); `host` is taken from the URL when absent. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or "UNSIGNED-PAYLOAD". */
  payloadHash: string;
}

export interface SigningScope {
  region: string;
  service: string;
  credentials: SigningCredentials;
  date: Date;
}

export const EMPTY_PAYLOAD_HASH = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data, "utf8").digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, upper-case hex. */
export function uriEncode(text: string, keepSlash = false): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === "/")) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** "20150830T123600Z" */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  const dateKey = hmac(`AWS4${secretAccessKey}`, day);
  return hmac(hmac(hmac(dateKey, region), service), "aws4_request");
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams].map(([name, value]) => [uriEncode(name), uriEncode(value)] as const);
  pairs.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return pairs.map(([name, value]) => `${name}=${value}`).join("&");
}

/**
 * S3 signs the path as sent (each segment encoded once); `url.pathname` already holds the encoded form
 * for the characters URL encodes, so it is decoded and encoded again the SigV4 way.
 */
function canonicalPath(url: URL): string {
  const path = url.pathname || "/";
  return path
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join("/");
}

export interface SignedParts {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  authorization: string;
  signedHeaders: string;
}

/** The canonical request, string to sign, signature and Authorization header of one request. */
export function signParts(request: RequestToSign, scope: SigningScope): SignedParts {
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(request.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, " "));
  }
  if (!headers.has("host")) headers.set("host", request.url.host);
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${headers.get(name)}`),
    "",
    signedHeaders,
    request.payloadHash,
  ].join("\n");

  const timestamp = amzDate(scope.date);
  const day = timestamp.slice(0, 8);
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", timestamp, credentialScope, sha256Hex(canonicalRequest)].join(
    "\n",
  );
  const signature = createHmac(
    "sha256",
    signingKey(scope.credentials.secretAccessKey, day, scope.region, scope.service),
  )
    .update(stringToSign, "utf8")
    .digest("hex");
  const authorization = `AWS4-HMAC-SHA256 Credential=${scope.credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, authorization, signedHeaders };
}

/**
 * The headers to send: the given ones plus x-amz-date, x-amz-content-sha256 and Authorization (host is
 * left to fetch, which sends the URL's).
 */
export function signRequest(
  request: Omit<RequestToSign, "headers"> & { headers?: Record<string, string> },
  scope: SigningScope,
): Record<string, string> {
  const headers: Record<string, string> = {
    ...request.headers,
    "x-amz-date": amzDate(scope.date),
    "x-amz-content-sha256": request.payloadHash,
  };
  const { authorization } = signParts({ ...request, headers }, scope);
  return { ...headers, authorization };
}
