/**
 * The signatures gateways use, and the ones our own pages' addresses carry. Every comparison of a
 * signature is in constant time.
 *
 * - Razorpay: hex HMAC-SHA256 of a text (the return's "order_id|payment_id", a webhook's raw body).
 * - Stripe, and the sandbox after it: a header "t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">"
 *   with a tolerance on t, so a captured webhook cannot be replayed later.
 * - Our signed addresses (the sandbox's hosted page, the Razorpay launcher, the sandbox's return): a
 *   base64url JSON payload and a keyed signature bound to a purpose, so one kind cannot pass for another.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Equal texts, compared in constant time (their lengths are not secret). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A keyed signature over a purpose and parts; each part is length-prefixed, so no two lists sign alike. */
export function signParts(secret: string, purpose: string, ...parts: string[]): string {
  const hmac = createHmac("sha256", secret);
  for (const part of [purpose, ...parts]) hmac.update(`${part.length}:${part};`);
  return hmac.digest("base64url");
}

/** One header's value, whatever the case of its name; the first of repeated ones. */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Seconds either side of now a timestamped signature may be (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The header value "t=<unix>,v1=<hex>" for a raw body. */
export function timestampedSignatureHeader(
  secret: string,
  rawBody: string | Buffer,
  unixSeconds: number,
): string {
  const signed = Buffer.concat([Buffer.from(`${unixSeconds}.`), Buffer.from(rawBody)]);
  return `t=${unixSeconds},v1=${hmacHex(secret, signed)}`;
}

/**
 * Checks "t=…,v1=…[,v1=…]" (any v1 may match: Stripe sends one per active secret while a secret is
 * rolled) over "<t>.<raw body>", and that t is within the tolerance of now.
 */
export function verifyTimestampedSignature(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
): boolean {
  if (!header) return false;
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const item of header.split(",")) {
    const separator = item.indexOf("=");
    if (separator === -1) continue;
    const key = item.slice(0, separator).trim();
    const value = item.slice(separator + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) candidates.push(value.toLowerCase());
  }
  if (timestamp === undefined || candidates.length === 0) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) return false;
  const expected = hmacHex(secret, Buffer.concat([Buffer.from(`${timestamp}.`), rawBody]));
  // Every candidate is compared, so the time taken does not say which one matched.
  let isValid = false;
  for (const candidate of candidates) isValid = safeEqual(candidate, expected) || isValid;
  return isValid;
}

/** A payload for an address: base64url JSON and its signature for `purpose`. */
export function signPayload(secret: string, purpose: string, payload: unknown): { p: string; sig: string } {
  const p = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return { p, sig: signParts(secret, purpose, p) };
}

/** The payload of a signed address, or null when the signature is wrong or the text is not JSON. */
export function openPayload(secret: string, purpose: string, p: unknown, sig: unknown): unknown {
  if (typeof p !== "string" || typeof sig !== "string" || p.length > 8192) return null;
  if (!safeEqual(signParts(secret, purpose, p), sig)) return null;
  try {
    return JSON.parse(Buffer.from(p, "base64url").toString("utf8")) as unknown;
  } catch {
    return null;
  }
}

/**
 * A payload sealed for an address (AES-256-GCM, key derived from the secret and the purpose): unlike
 * `signPayload` the text cannot be read, only opened here, so what it carries (a buyer's e-mail) does
 * not land in access logs or browser history in the clear.
 */
export function sealPayload(secret: string, purpose: string, payload: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secret, purpose), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, text, cipher.getAuthTag()]).toString("base64url");
}

/** The payload of `sealPayload`, or null when it was not sealed with this secret and purpose. */
export function openSealedPayload(secret: string, purpose: string, sealed: unknown): unknown {
  if (typeof sealed !== "string" || sealed.length > 8192) return null;
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < 12 + 16 + 2) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealKey(secret, purpose), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
    return JSON.parse(text.toString("utf8")) as unknown;
  } catch {
    return null;
  }
}

function sealKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", `portal-payments:${purpose}`, 32));
}
