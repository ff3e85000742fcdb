import fs from "node:fs";
import { ExtractionPool } from "./src/features/resumes/extraction-pool";
const pool = new ExtractionPool({ workers: 1 });
const dir = "/work/shared/data/resumes/format-variants/";
for (const ext of ["pdf", "docx", "rtf", "txt"] as const) {
  const t = performance.now();
  const r = await pool.extract(fs.readFileSync(`${dir}Indeed_1.${ext}`), ext);
  console.log(ext, Math.round(performance.now() - t), Math.round(r.milliseconds), JSON.stringify(r.text.slice(0, 150)));
}
try { await pool.extract(fs.readFileSync(`${dir}Indeed_1.pdf`), "pdf", { timeoutMs: 1 }); } catch (e) { console.log("timeout ok", (e as Error).message); }
const r = await pool.extract(fs.readFileSync(`${dir}Indeed_1.txt`), "txt");
console.log("after", r.text.length);
await pool.close();
