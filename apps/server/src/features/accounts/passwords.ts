/**
 * Password hashing with scrypt from node:crypto (no native add-on). Parameters follow OWASP's scrypt
 * guidance (N=2^15, r=8, p=3: 32 MiB, about 0.3 s on one core here) and travel inside the stored string,
 * so they can be raised later while old hashes keep verifying.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

const PARAMETERS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128 · N · r bytes per lane is what scrypt needs; twice that leaves room.
    const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024;
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, PARAMETERS);
  const { N, r, p } = PARAMETERS;
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(keyText, "base64url");
  const actual = await deriveKey(password, Buffer.from(saltText, "base64url"), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for logins to accounts that do not exist (or have
 * no password), so the reply time does not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString("base64url"));
  await verifyPassword(password, await dummyHash);
  return false;
}
