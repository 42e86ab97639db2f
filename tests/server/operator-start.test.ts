/**
 * The server as an operator runs it, as real processes: a second start on the same embedded
 * data directory is refused and harms nothing, a stale lock from a killed process does not block
 * a start, and stopping `npm start` the usual ways stops the server with it.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE } from "../../server/db/data-dir-lock";
import {
  launch,
  launchServer,
  unreachable,
  waitForStatus,
  type ServerProcess,
} from "../helpers/server-process";

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

const settings = { DATA_DIR: dataDir, STATIC_DIR: join(dataDir, "no-dist") };
const track = async (running: Promise<ServerProcess>) => {
  const server = await running;
  started.push(server.child);
  return server;
};
const serve = () => track(launchServer(settings));
const healthy = (port: number, timeoutMs?: number) =>
  waitForStatus(`http://127.0.0.1:${port}`, "/readyz", 200, timeoutMs);
const gone = (port: number) => unreachable(`http://127.0.0.1:${port}`);

// The embedded database and npm start are the subject: once per suite, not again in the
// PostgreSQL pass of the server project.
const onEmbeddedPass = !process.env.TEST_DATABASE_URL;

describe.runIf(onEmbeddedPass)("one process per DATA_DIR", () => {
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

describe.runIf(onEmbeddedPass)("stopping npm start", () => {
  const ways = [
    "SIGTERM to npm",
    "SIGINT to its process group",
    "SIGTERM to its process group",
    "SIGKILL to its process group",
  ];
  for (const how of ways) {
    it(`stops the server too (${how})`, async () => {
      // detached: npm leads its own process group, as in a terminal or under a supervisor.
      const npm = await track(launch("npm", ["start", "--silent"], settings, { detached: true }));
      expect(await healthy(npm.port)).toBe(true);
      const signal = how.slice(0, how.indexOf(" ")) as NodeJS.Signals;
      if (how.includes("group")) process.kill(-npm.child.pid!, signal);
      else npm.child.kill(signal);
      await npm.exited;
      const until = Date.now() + 10_000;
      while (!(await gone(npm.port)) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 200));
      expect(await gone(npm.port)).toBe(true);
      // The data directory is free again: released, or (after SIGKILL) stale and taken over by
      // the next start. A released lock is what a start checks, so only the stale one starts again.
      if (signal !== "SIGKILL") {
        expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
        return;
      }
      const next = await serve();
      expect(await healthy(next.port), next.output()).toBe(true);
      next.child.kill("SIGTERM");
      await next.exited;
    }, 90_000);
  }
});
