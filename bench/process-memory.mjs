/**
 * Resident memory of the portal's Node processes, from /proc (Linux): the process started and the web
 * processes it forked (decision 037), not the embedded PostgreSQL it also starts (another program).
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

function residentMegabytes(processId) {
  const status = readFileSync(`/proc/${processId}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Map of process id to resident MB: `rootId` and its descendants running the same executable. */
export function portalProcessesMegabytes(rootId) {
  const parentOf = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fourth field of /proc/N/stat, after the parenthesised command name (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // ended meanwhile
    }
  }
  const executable = readlinkSync(`/proc/${rootId}/exe`);
  const sizes = new Map([[rootId, residentMegabytes(rootId)]]);
  for (const [processId, parentId] of parentOf) {
    if (parentId !== rootId) continue;
    try {
      if (readlinkSync(`/proc/${processId}/exe`) === executable) {
        sizes.set(processId, residentMegabytes(processId));
      }
    } catch {
      // ended meanwhile
    }
  }
  return sizes;
}
