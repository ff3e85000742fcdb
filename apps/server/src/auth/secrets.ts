/**
 * Random tokens, hashes and keyed signatures for sessions, CSRF tokens, one-time codes and links. Every
 * comparison of a secret goes through `safeEqual`, so timing never tells how much of a guess was right.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH } from "@portal/domain";

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Six digits from the operating system's secure generator, leading zeros kept. */
export function randomOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

/** A keyed signature over the parts; the separator cannot occur inside a part's length-prefixed form. */
export function sign(secret: string, ...parts: string[]): string {
  const hmac = createHmac("sha256", secret);
  for (const part of parts) hmac.update(`${part.length}:${part};`);
  return hmac.digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
