/** Picks the storage driver the configuration names. */
import type { StorageConfig } from "../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

export function createFileStorage(config: StorageConfig): FileStorage {
  if (config.driver === "local") return createLocalStorage(config.directory);
  return createS3Storage({
    endpoint: config.endpoint,
    bucket: config.bucket,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    isPathStyle: config.isPathStyle,
  });
}
