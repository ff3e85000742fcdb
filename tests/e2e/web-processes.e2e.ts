/**
 * `npm start` with several web processes (decision 037), as a second portal on the journeys' database:
 * both processes serve; one that dies is replaced while the other answers; Ctrl+C (SIGTERM) stops every
 * process; and a start that cannot listen stops the portal with a message instead of restarting forever.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, inject, it } from "vitest";
import { freePort } from "./free-port.ts";

const ROOT = path.resolve(fileURLToPath(new URL("../../", import.meta.url)));
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

interface Portal {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

function startPortal(port: number): Portal {
  const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: inject("databaseUrl"),
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_JOBS: "0",
      LOG_LEVEL: "warn",
      WEB_PROCESSES: "2",
      // The journeys' portal runs the background work; this one only serves.
      BACKGROUND_WORKERS: "false",
      DEMO_MODE: "false",
      SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The web processes a portal forked: children running the same program (not its PostgreSQL). */
function webProcesses(parentId: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === parentId && readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("main.js")) {
        found.push(Number(entry));
      }
    } catch {
      // ended meanwhile
    }
  }
  return found.sort((a, b) => a - b);
}

const isAlive = (processId: number) => {
  try {
    process.kill(processId, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * /readyz on a new connection: a kept-alive one may belong to the process just killed, and its reset is
 * that process's loss, not the portal's (a browser retries such a request on a new connection).
 */
function readyStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: "/readyz", agent: false, timeout: 5_000 },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    // No answer within 5 s counts as a failure, not a hang.
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(0));
  });
}

describe("several web processes", () => {
  it("serve together, replace one that dies while the other answers, and all stop on SIGTERM", async () => {
    const portal = startPortal(await freePort());
    await until(() => portal.output().includes("The portal is running"), "the banner");
    expect(portal.output()).toContain("2 web processes");
    const primary = portal.child.pid as number;
    const first = webProcesses(primary);
    expect(first).toHaveLength(2);

    // Both serve pages: a burst of parallel requests all succeed.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${portal.port}/rio/login`)),
    );
    expect(statuses.map((response) => response.status)).toEqual(Array(20).fill(200));

    const [victim, survivor] = first as [number, number];
    process.kill(victim, "SIGKILL");
    // Once the supervisor knows (a connection handed over at the very instant of death is that
    // process's loss), the other process answers every request until the replacement is up.
    await until(() => /Web process \d ended \(SIGKILL\)/.test(portal.output()), "the supervisor noticing");
    const meanwhile: number[] = [];
    await until(
      async () => {
        meanwhile.push(await readyStatus(portal.port));
        const now = webProcesses(primary);
        return now.length === 2 && !now.includes(victim);
      },
      "a replacement web process",
      30_000,
    );
    expect(meanwhile.length).toBeGreaterThan(0);
    expect(meanwhile.every((status) => status === 200)).toBe(true);
    expect(webProcesses(primary)).toContain(survivor);
    await until(async () => (await readyStatus(portal.port)) === 200, "the portal answering");

    const processes = webProcesses(primary);
    portal.child.kill("SIGTERM");
    expect(await portal.exited).toBe(0);
    expect(processes.filter(isAlive)).toEqual([]);
  });

  it("stops with a message when the web processes cannot listen", async () => {
    // The port is taken by another program: every web process fails to listen.
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const portal = startPortal(port);
      expect(await portal.exited).toBe(1);
      expect(portal.output()).toContain("The portal could not start: web process");
      expect(webProcesses(portal.child.pid as number)).toEqual([]);
    } finally {
      blocker.close();
    }
  });
});
