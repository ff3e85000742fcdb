/**
 * Files in a local directory (the default driver). The directory is created on first write. Writes go
 * to a temporary file beside the target and are renamed into place, so a reader never sees half a file.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  assertStorageKey,
  type FileStorage,
  InvalidStorageKeyError,
  type StoredFile,
} from "./file-storage.ts";

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

export function createLocalStorage(directory: string): FileStorage {
  const root = path.resolve(directory);

  /** Keys are checked against a strict pattern; the prefix check is a second lock on the same door. */
  function pathOf(key: string): string {
    assertStorageKey(key);
    const target = path.resolve(root, ...key.split("/"));
    if (!target.startsWith(`${root}${path.sep}`)) throw new InvalidStorageKeyError();
    return target;
  }

  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await fs.writeFile(temporary, data, { mode: 0o600 });
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stream(key): Promise<StoredFile | null> {
      const target = pathOf(key);
      // Opened before answering so a file removed in between is a clean "missing", not a broken stream.
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(target, "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { size, body: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
