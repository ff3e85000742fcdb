/**
 * Bulk loading through COPY … FROM STDIN in PostgreSQL's text format: an order of magnitude faster
 * than INSERT for millions of rows, and streamed so memory stays flat.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

export type CopyValue = string | number | Date | null | readonly string[];

/** One field in COPY text format: backslash escapes for the characters the format reserves. */
export function copyField(value: CopyValue): string {
  if (value === null) return "\\N";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return escapeCopyText(value);
  return escapeCopyText(arrayLiteral(value));
}

export function copyRow(values: readonly CopyValue[]): string {
  return `${values.map(copyField).join("\t")}\n`;
}

function escapeCopyText(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (character) => {
    switch (character) {
      case "\\":
        return "\\\\";
      case "\t":
        return "\\t";
      case "\n":
        return "\\n";
      default:
        return "\\r";
    }
  });
}

/** A text[] literal: every element quoted, so commas, braces and spaces inside need no thought. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`).join(",")}}`;
}

/** Streams pre-encoded chunks of rows into `COPY <target> FROM STDIN`; returns the rows copied. */
export async function copyInto(
  client: pg.PoolClient,
  target: string,
  chunks: Iterable<string> | AsyncIterable<string>,
): Promise<number> {
  const stream = client.query(copyFrom(`COPY ${target} FROM STDIN`));
  await pipeline(Readable.from(chunks, { objectMode: false }), stream);
  return stream.rowCount;
}
