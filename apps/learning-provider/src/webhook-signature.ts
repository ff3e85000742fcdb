/**
 * The webhook signature of decision 050, self-contained (node:crypto only) so that the portal's tests can
 * mirror it line for line; the portal verifies on its own and never imports the provider.
 *
 *   X-Learning-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "X-Learning-Signature";
/** The portal refuses a signature older (or further in the future) than this. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** The header's value for `rawBody` sent at `timestamp` (unix seconds). */
export function signWebhook(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

/** What a receiver does: parse the header, check the time window and compare in constant time. */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const [key = "", ...rest] = part.trim().split("=");
      return [key, rest.join("=")] as const;
    }),
  );
  const timestampText = parts.get("t") ?? "";
  const given = parts.get("v1") ?? "";
  if (!/^\d+$/.test(timestampText) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const timestamp = Number(timestampText);
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
