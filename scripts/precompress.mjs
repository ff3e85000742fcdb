/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the web build's client
 * folder, at the highest levels: they are made once per build, and the static file server
 * (`preCompressed`) hands them to browsers that accept them, at no cost per request.
 *
 *   node scripts/precompress.mjs apps/web/build/client
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function* files(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const root = process.argv[2];
if (!root) throw new Error("usage: node scripts/precompress.mjs <folder>");
let count = 0;
let before = 0;
let after = 0;
for await (const file of files(root)) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
  before += content.length;
  after += brotli.length;
}
console.log(
  `Precompressed ${count} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as Brotli`,
);
