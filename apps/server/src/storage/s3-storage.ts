/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Ceph…), spoken to with fetch
 * and our own SigV4 signer. Path-style addresses (`<endpoint>/<bucket>/<key>`) by default, which every
 * such store understands; virtual-hosted (`<bucket>.<endpoint host>`) when configured.
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { assertStorageKey, type FileStorage } from "./file-storage.ts";
import { EMPTY_PAYLOAD_HASH, type SigningCredentials, sha256Hex, signRequest } from "./sigv4.ts";

export interface S3StorageOptions {
  endpoint: URL;
  bucket: string;
  region: string;
  credentials: SigningCredentials;
  isPathStyle: boolean;
  /** Defaults to global fetch; tests hand in their own server's. */
  fetch?: typeof fetch;
  /** Abandons a request to the store after this long. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export class ObjectStoreError extends Error {
  constructor(operation: string, status: number) {
    super(`Object store refused ${operation} with HTTP ${status}`);
    this.name = "ObjectStoreError";
  }
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function objectUrl(key: string): URL {
    assertStorageKey(key);
    const base = new URL(options.endpoint);
    const prefix = base.pathname.replace(/\/+$/, "");
    if (options.isPathStyle) {
      base.pathname = `${prefix}/${options.bucket}/${key}`;
    } else {
      base.hostname = `${options.bucket}.${base.hostname}`;
      base.pathname = `${prefix}/${key}`;
    }
    return base;
  }

  function request(
    method: string,
    key: string,
    body?: Uint8Array,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const url = objectUrl(key);
    const headers = signRequest(
      {
        method,
        url,
        headers: extraHeaders,
        payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
      },
      { region: options.region, service: "s3", credentials: options.credentials, date: new Date() },
    );
    return send(url, {
      method,
      headers,
      body: body as RequestInit["body"],
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    async put(key, data, { contentType }) {
      const response = await request("PUT", key, data, { "content-type": contentType });
      await response.body?.cancel();
      if (!response.ok) throw new ObjectStoreError("PUT", response.status);
    },

    async get(key) {
      const response = await request("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ObjectStoreError("GET", response.status);
      }
      return Buffer.from(await response.arrayBuffer());
    },

    async stream(key) {
      const response = await request("GET", key);
      if (response.status === 404 || !response.body) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body.cancel();
        throw new ObjectStoreError("GET", response.status);
      }
      const length = response.headers.get("content-length");
      return {
        size: length === null ? null : Number(length),
        body: Readable.fromWeb(response.body as NodeReadableStream),
      };
    },

    async delete(key) {
      const response = await request("DELETE", key);
      await response.body?.cancel();
      // S3 answers 204 whether or not the object existed; some stores say 404.
      if (!response.ok && response.status !== 404) throw new ObjectStoreError("DELETE", response.status);
    },
  };
}
