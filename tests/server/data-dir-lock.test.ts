/**
 * The lock of an embedded DATA_DIR: a live owner keeps it, a dead one does not. "Dead" includes
 * a zombie (killed, not yet reaped: what a killed `npm start` leaves in a container whose init
 * does not reap at once) and a recycled pid (same number, another process).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "../../server/db/data-dir-lock";

const dirs: string[] = [];
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDirOwnedBy(pid: number, started: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-lock-"));
  dirs.push(dir);
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), started }));
  return dir;
}

const startTimeOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
};

/** A process that has exited but whose parent does not reap it: a zombie, for 20 s. */
async function zombie(): Promise<number> {
  const parent = spawn("python3", [
    "-c",
    "import os,sys,time\npid=os.fork()\nif pid==0: os._exit(0)\nprint(pid,flush=True)\ntime.sleep(20)",
  ]);
  cleanups.push(() => parent.kill("SIGKILL"));
  const pid = await new Promise<number>((resolve) =>
    parent.stdout.once("data", (b: Buffer) => resolve(Number(b.toString().trim()))),
  );
  for (let i = 0; i < 50 && !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z "); i++)
    await new Promise((r) => setTimeout(r, 20));
  return pid;
}

describe("DATA_DIR lock", () => {
  it("refuses while the owner lives", async () => {
    const dir = dataDirOwnedBy(process.pid, startTimeOf(process.pid));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("takes over the lock of a zombie owner", async () => {
    const pid = await zombie();
    const release = await lockDataDir(dataDirOwnedBy(pid, null));
    await release();
  });

  it("takes over the lock of a recycled pid (another start time)", async () => {
    const release = await lockDataDir(dataDirOwnedBy(process.pid, "1"));
    await release();
  });
});
