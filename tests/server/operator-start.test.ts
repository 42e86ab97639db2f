/**
 * The server as an operator runs it, as real processes: a second start on the same embedded
 * data directory is refused and harms nothing, a stale lock from a killed process does not block
 * a start, and stopping `npm start` the usual ways stops the server with it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE } from "../../server/db/data-dir-lock";

const dataDir = mkdtempSync(join(tmpdir(), "portal-operator-"));
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  // Whatever still holds the directory (a failed test's server) must not spoil the next test.
  try {
    process.kill(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")).pid, "SIGKILL");
  } catch {
    // no lock, or its owner is already gone
  }
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function launch(command: string, args: string[], opts: { detached?: boolean } = {}) {
  const port = await freePort();
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SKIP_BUILD: "1",
      STATIC_DIR: join(dataDir, "no-dist"),
    },
    detached: opts.detached ?? false,
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let text = "";
  child.stdout?.on("data", (b: Buffer) => (text += b.toString()));
  child.stderr?.on("data", (b: Buffer) => (text += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, output: () => text, exited } satisfies Started;
}

const serve = () => launch(process.execPath, ["--import", "tsx", "server/server.ts"]);

async function healthy(port: number, timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

async function gone(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch {
    return true;
  }
}

describe("one process per DATA_DIR", () => {
  it("refuses a second start on a directory in use, names it, and leaves the first intact", async () => {
    const first = await serve();
    expect(await healthy(first.port)).toBe(true);
    const lockBefore = readFileSync(join(dataDir, LOCK_FILE), "utf8");

    const t0 = Date.now();
    const second = await serve();
    expect(await second.exited).not.toBe(0);
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use`);
    expect(readFileSync(join(dataDir, LOCK_FILE), "utf8")).toBe(lockBefore);
    expect(await healthy(first.port, 2_000)).toBe(true);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false); // a clean stop releases it
  }, 90_000);

  it("takes over the stale lock of a killed process", async () => {
    const killed = await serve();
    expect(await healthy(killed.port)).toBe(true);
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const next = await serve();
    expect(await healthy(next.port)).toBe(true);
    next.child.kill("SIGTERM");
    expect(await next.exited).toBe(0);
  }, 90_000);
});

describe("stopping npm start", () => {
  const ways = [
    "SIGTERM to npm",
    "SIGINT to its process group",
    "SIGTERM to its process group",
    "SIGKILL to its process group",
  ];
  for (const how of ways) {
    it(`stops the server too (${how})`, async () => {
      // detached: npm leads its own process group, as in a terminal or under a supervisor.
      const npm = await launch("npm", ["start", "--silent"], { detached: true });
      expect(await healthy(npm.port)).toBe(true);
      const signal = how.slice(0, how.indexOf(" ")) as NodeJS.Signals;
      if (how.includes("group")) process.kill(-npm.child.pid!, signal);
      else npm.child.kill(signal);
      await npm.exited;
      const until = Date.now() + 10_000;
      while (!(await gone(npm.port)) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 200));
      expect(await gone(npm.port)).toBe(true);
      // The data directory is free again: released, or (after SIGKILL) stale and taken over.
      if (signal !== "SIGKILL") expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      const next = await serve();
      expect(await healthy(next.port)).toBe(true);
      next.child.kill("SIGTERM");
      await next.exited;
    }, 90_000);
  }
});
