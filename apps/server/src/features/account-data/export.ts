/**
 * "Download my data": a ZIP of everything we hold about the seeker — `data.json` with their rows of
 * every table (rows-about.ts) and the files those rows name (resumes, photo, service documents) — built
 * as it is sent, so a seeker with many files costs no more memory than one.
 */
import { PassThrough, type Readable } from "node:stream";
import type pg from "pg";
import yazl from "yazl";
import type { FileStorage } from "../../storage/file-storage.ts";
import { filesOf, rowsAbout, withoutSecrets } from "./rows-about.ts";

/** A name that is safe in any unzip tool: letters, digits, dot, dash and underscore. */
function safeName(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[^\w.-]+/g, "_")
      .replace(/^\.+/, "")
      .slice(-80) || "file"
  );
}

export interface DataExport {
  fileName: string;
  stream: Readable;
}

export async function exportAccountData(
  pool: pg.Pool,
  storage: FileStorage,
  userId: string,
  now = new Date(),
): Promise<DataExport> {
  const rows = await rowsAbout(pool, userId);
  const zip = new yazl.ZipFile();
  const document = {
    exportedAt: now.toISOString(),
    about:
      "Everything this site holds about your account: each table's rows that are yours, and in files/ the documents you or your service providers uploaded.",
    tables: withoutSecrets(rows),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), "data.json", { mtime: now });
  for (const file of filesOf(rows)) {
    const id = file.key.slice(file.key.lastIndexOf("/") + 1);
    const name = `files/${file.table}/${id}${file.fileName ? `-${safeName(file.fileName)}` : ""}`;
    zip.addReadStreamLazy(name, { mtime: now }, (callback) => {
      storage.stream(file.key).then(
        (stored) => {
          // A file gone from the store (removed meanwhile) becomes an empty entry, not a broken archive.
          if (stored) callback(null, stored.body);
          else {
            const empty = new PassThrough();
            empty.end();
            callback(null, empty);
          }
        },
        (error: unknown) => callback(error as Error, new PassThrough()),
      );
    });
  }
  zip.end();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  zip.on("error", (error: Error) => output.destroy(error));
  return { fileName: `my-data-${now.toISOString().slice(0, 10)}.zip`, stream: output };
}
