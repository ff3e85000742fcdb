/**
 * Where the portal keeps files people upload (avatars, resumes, written services' documents and drafts): bytes under a key the server
 * makes up, never one derived from a file name or any other input. Callers keep the key and the content
 * type in their own table; the storage only holds bytes.
 *
 * Two drivers answer the same interface: a local directory (default) and any S3-compatible object store
 * (STORAGE_DRIVER=s3), so several app processes can share files.
 */
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

export interface StoredFile {
  /** Bytes of the stored file, when the store says. */
  size: number | null;
  body: Readable;
}

export interface FileStorage {
  /** Stores (or replaces) the bytes under `key`. */
  put(key: string, data: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The whole file, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream (for replies), or null when nothing is stored under `key`. */
  stream(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Namespaces keep kinds of files apart (and let an operator give each its own lifecycle rules). */
export const STORAGE_NAMESPACES = ["avatars", "resumes", "services"] as const;
export type StorageNamespace = (typeof STORAGE_NAMESPACES)[number];

/**
 * `<namespace>/<2 hex>/<uuid>`: the two-character fan-out keeps any one directory small on disk. The
 * pattern allows nothing else (no dots, no slashes of its own), so no key can point outside the storage.
 */
const KEY_PATTERN =
  /^(avatars|resumes|services)\/[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createStorageKey(namespace: StorageNamespace): string {
  const id = randomUUID();
  return `${namespace}/${id.slice(0, 2)}/${id}`;
}

export function isStorageKey(key: unknown): key is string {
  return typeof key === "string" && KEY_PATTERN.test(key);
}

export class InvalidStorageKeyError extends Error {
  constructor() {
    super("Not a storage key made by createStorageKey");
    this.name = "InvalidStorageKeyError";
  }
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError();
}
