/**
 * Entry of the extraction worker thread. A worker starts with no TypeScript loader of its own (not
 * under tsx's register(), not under vitest), so it registers tsx before loading the TypeScript body.
 */
import { register } from "tsx/esm/api";

register();
await import("./extraction-worker.ts");
