/** Picks the storage driver the configuration names. */
import type { StorageConfig } from "../config";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";

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
