/** Files tests look for on disk: what a feature stored, or left behind. */
import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file under a folder, at any depth (none when the folder does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
